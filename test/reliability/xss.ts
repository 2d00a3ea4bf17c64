/**
 * XSS: the corpus pushed through every injection point whose element is in the catalogue.
 * A page-level trap (`__xss`, reported to the test even across navigations) must never
 * fire, no dialog may open, and no element a payload would create (`[data-xss]`) may exist.
 */
import type { Browser } from '@playwright/test';
import type { CallDescription } from '../../src/services/calls.ts';
import { createdElements, INJECTION_POINTS, responsePoints, unsafeUrlsWritten, type InjectionPoint, type PointContext } from './injection-points.ts';
import { closeContext, newContext, watchedPage } from './lib/browser.ts';
import { byAddress, type DemoPage } from './lib/discover.ts';
import { LANES, pool, type Results } from './lib/results.ts';
import { XSS_PAYLOADS } from './xss-payloads.ts';

const SECTION = 'xss';

export async function xss(
  browser: Browser,
  base: string,
  pages: DemoPage[],
  calls: CallDescription[],
  catalogue: string[],
  results: Results,
): Promise<void> {
  // Points of one element first: they take longest, and the many short jobs of '*' points fill in after them.
  const all: InjectionPoint[] = [...INJECTION_POINTS, ...responsePoints(calls)];
  const points = [...all.filter((p) => p.tag !== '*'), ...all.filter((p) => p.tag === '*')];
  const jobs: Array<{ point: InjectionPoint; page: DemoPage }> = [];
  // The points of every page ('*') reach an element only through its demo page: a catalogue tag
  // without one would go untested without a word.
  const everyPage = points.filter((p) => p.tag === '*').map((p) => p.name);
  for (const tag of catalogue.filter((t) => !pages.some((p) => p.tag === t))) {
    results.fail(SECTION, `<${tag}>`, `no demo page with data-demo="${tag}" on the home page: ${everyPage.join(', ')} cannot reach it`);
  }
  for (const point of points) {
    if (point.tag === '*') {
      // Once per page address: a page listed for two tags is one page.
      for (const page of byAddress(pages.filter((p) => catalogue.includes(p.tag)))) jobs.push({ point, page });
      continue;
    }
    if (!catalogue.includes(point.tag)) {
      results.skip(SECTION, `${point.name} <${point.tag}>`, 'element not present');
      continue;
    }
    const page = pages.find((p) => p.tag === point.tag);
    if (!page) {
      results.fail(SECTION, `${point.name} <${point.tag}>`, `no demo page with data-demo="${point.tag}" on the home page`);
      continue;
    }
    jobs.push({ point, page });
  }
  let pushed = 0;
  await pool(jobs, LANES, async ({ point, page }) => {
    const context = await newContext(browser, { base });
    const hits: string[] = [];
    await context.exposeBinding('__xssReport', (_source, id: string) => {
      hits.push(id);
    });
    const name = `${point.name} on ${new URL(page.url).pathname} <${page.tag}>`;
    const t0 = Date.now();
    try {
      const w = await watchedPage(context);
      const ctx: PointContext = { w, base, page, payloads: XSS_PAYLOADS, catalogue, problems: [], delivered: 0 };
      await point.run(ctx);
      pushed += XSS_PAYLOADS.length;
      const problems = [...ctx.problems];
      if (ctx.delivered === 0) problems.push('no poisoned data reached the page: this point tested nothing');
      // Each payload calls the trap with its own id: the id names it, and where it was put.
      const named = (id: string) => (ctx.placed?.has(Number(id)) ? `${id} (in ${ctx.placed.get(Number(id))})` : id);
      if (hits.length) problems.push(`payloads executed: ${[...new Set(hits)].map(named).join(', ')}`);
      if (w.dialogs.length) problems.push(`dialogs opened: ${w.dialogs.slice(0, 3).join(' | ')}`);
      const created = await createdElements(w.page);
      if (created.length) problems.push(`payload markup rendered as HTML: ${created[0]}`);
      const urls = await unsafeUrlsWritten(w.page);
      if (urls.length) problems.push(`script or data URLs written into the page: ${urls.slice(0, 2).join(' ')}`);
      if (w.pageErrors.length) problems.push(`uncaught: ${w.pageErrors[0]}`);
      results.expectNone(SECTION, `${name} (${XSS_PAYLOADS.length} payloads)`, problems.slice(0, 5), (Date.now() - t0) / 1000);
    } catch (error) {
      const problems = hits.length ? [`payloads executed: ${hits.join(', ')}`] : [];
      results.fail(SECTION, name, [...problems, (error as Error).message.split('\n')[0]].join('; '));
    } finally {
      await closeContext(context, `xss: ${name}`);
    }
  });
  results.figures.xss = { payloads: XSS_PAYLOADS.length, points: jobs.length, pushed };
  console.log(`xss: ${XSS_PAYLOADS.length} payloads through ${jobs.length} injection points`);
}
