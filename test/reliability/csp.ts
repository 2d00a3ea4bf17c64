/**
 * Strict CSP: every demo page loaded with `?csp=strict` (script-src 'self', no eval, no
 * inline script): no violation in the console or in the store's report endpoint, and every
 * element of the page upgrades and marks itself ready under the policy (the wait for the
 * elements names any that did not). The pages are loaded by the accessibility pass
 * (a11y.ts): one load per page serves both, axe scanning the page as served under the policy.
 */
import type { Response } from '@playwright/test';
import type { Watched } from './lib/browser.ts';
import type { Results } from './lib/results.ts';

export const CSP_SECTION = 'csp';

/** The page's address with `?csp=strict`. */
export function strictUrl(url: string): string {
  const strict = new URL(url);
  strict.searchParams.set('csp', 'strict');
  return strict.href;
}

/** Forgets the reports of earlier runs: the check at the end counts this run's only. */
export async function clearCspReports(base: string): Promise<void> {
  await fetch(`${base}/__demo/csp-reports`, { method: 'DELETE' });
}

/** What went wrong under the policy in a page just loaded, whose elements `tags` upgraded. */
export async function cspProblems(w: Watched, response: Response | null, tags: string[]): Promise<string[]> {
  const problems: string[] = [];
  // The policy the page was served with, from its own answer (not a second request for the page).
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  if (!policy.includes("script-src 'self'")) problems.push('the page was not served with the strict policy');
  const violations = w.consoleAll.filter((m) => /Content Security Policy|Refused to (execute|load|apply|evaluate)/i.test(m));
  if (violations.length) problems.push(`console: ${violations[0]!.slice(0, 200)}`);
  // Every element of the page upgraded under the policy (elementsUpgraded already waited for them).
  const ready = await w.page.evaluate((list) => list.filter((t) => [...document.querySelectorAll(t)].every((el) => el.matches(':defined'))), tags);
  const missing = tags.filter((t) => !ready.includes(t));
  if (missing.length) problems.push(`not upgraded under the policy: ${missing.join(', ')}`);
  if (w.pageErrors.length) problems.push(`uncaught: ${w.pageErrors[0]}`);
  return problems;
}

/** Reports arrive asynchronously; the browser sends them before the page closes. */
export async function checkCspReports(base: string, pages: number, results: Results): Promise<void> {
  const reports = (await (await fetch(`${base}/__demo/csp-reports`)).json()) as unknown[];
  results.expectNone(CSP_SECTION, `no reports at /__demo/csp-reports after ${pages} pages`, reports.slice(0, 3).map((r) => JSON.stringify(r).slice(0, 200)));
  results.figures.csp = { pages, reports: reports.length };
}
