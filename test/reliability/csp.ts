/**
 * Strict CSP: every demo page loaded with `?csp=strict` (script-src 'self', no eval, no
 * inline script): no violation in the console or in the store's report endpoint, and every
 * element of the page upgrades and marks itself ready under the policy (one load per page: the
 * wait for the elements names any that did not).
 */
import type { Browser } from '@playwright/test';
import { closeContext, elementsUpgraded, newContext, watchedPage } from './lib/browser.ts';
import type { DemoPage } from './lib/discover.ts';
import { LANES, pool, type Results } from './lib/results.ts';

const SECTION = 'csp';

async function upgradedTags(browser: Browser, base: string, url: string, catalogue: string[]) {
  const context = await newContext(browser, { base });
  try {
    const w = await watchedPage(context);
    const response = await w.page.goto(url, { waitUntil: 'load' });
    const tags = await elementsUpgraded(w.page, catalogue);
    const ready = await w.page.evaluate((list) => list.filter((t) => [...document.querySelectorAll(t)].every((el) => el.matches(':defined'))), tags);
    // The policy the page was served with, from its own answer (not a second request for the page).
    const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    return { w, tags, ready, context, policy };
  } catch (error) {
    await closeContext(context, `strict CSP: ${url}`);
    throw error;
  }
}

export async function strictCsp(browser: Browser, base: string, pages: DemoPage[], catalogue: string[], results: Results): Promise<void> {
  await fetch(`${base}/__demo/csp-reports`, { method: 'DELETE' });
  const all = [{ tag: 'home', url: `${base}/`, title: 'Home' }, ...pages];
  await pool(all, LANES, async (page) => {
    const problems: string[] = [];
    const t0 = Date.now();
    try {
      const url = new URL(page.url);
      url.searchParams.set('csp', 'strict');
      const strict = await upgradedTags(browser, base, url.href, catalogue);
      if (!strict.policy.includes("script-src 'self'")) problems.push('the page was not served with the strict policy');
      const violations = strict.w.consoleAll.filter((m) => /Content Security Policy|Refused to (execute|load|apply|evaluate)/i.test(m));
      if (violations.length) problems.push(`console: ${violations[0]!.slice(0, 200)}`);
      // Every element of the page upgraded under the policy (elementsUpgraded already waited for them).
      const missing = strict.tags.filter((t) => !strict.ready.includes(t));
      if (missing.length) problems.push(`not upgraded under the policy: ${missing.join(', ')}`);
      if (strict.w.pageErrors.length) problems.push(`uncaught: ${strict.w.pageErrors[0]}`);
      await closeContext(strict.context, `strict CSP: ${url.pathname}`);
    } catch (error) {
      problems.push((error as Error).message.split('\n')[0] ?? '');
    }
    results.expectNone(SECTION, `${new URL(page.url).pathname} <${page.tag}>`, problems, (Date.now() - t0) / 1000);
  });
  // Reports arrive asynchronously; the browser sends them before the page closes.
  const reports = (await (await fetch(`${base}/__demo/csp-reports`)).json()) as unknown[];
  results.expectNone(SECTION, `no reports at /__demo/csp-reports after ${all.length} pages`, reports.slice(0, 3).map((r) => JSON.stringify(r).slice(0, 200)));
  results.figures.csp = { pages: all.length, reports: reports.length };
}
