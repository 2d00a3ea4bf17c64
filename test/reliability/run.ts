/**
 * The reliability suite (issue 11): faults, bad input, XSS, request fuzzing, strict CSP,
 * load and accessibility, over whatever the demo home page, the calls registry and the
 * element catalogue list at run time. Run through `node scripts/reliability.mjs`.
 *
 * Options: --only a,b / --skip a,b (sections: faults, bad-input, xss, fuzz, csp, load, a11y, keyboard, firefox).
 * Writes .reports/reliability.json with { passed, failed, skipped, figures, checks }.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startDemoServer, type DemoServer } from '../../scripts/lib/demo-server.mjs';
import { accessibility, keyboardJourneys } from './a11y.ts';
import { badInput } from './bad-input.ts';
import { faultMatrix } from './faults.ts';
import { firefoxPass } from './firefox.ts';
import { fuzz } from './fuzz.ts';
import { launchChromium, stuckCloses } from './lib/browser.ts';
import { catalogueTags, demoPages, registeredCalls, ROOT } from './lib/discover.ts';
import { Results, table } from './lib/results.ts';
import { load } from './load.ts';
import { xss } from './xss.ts';

const SECTIONS = ['faults', 'bad-input', 'xss', 'fuzz', 'csp', 'load', 'a11y', 'keyboard', 'firefox'] as const;
type Section = (typeof SECTIONS)[number];

function list(flag: string): string[] | undefined {
  const index = process.argv.indexOf(flag);
  return index === -1 ? undefined : (process.argv[index + 1] ?? '').split(',').filter(Boolean);
}
const only = list('--only');
const skipList = list('--skip') ?? [];
const wanted = (section: Section) => (!only || only.includes(section)) && !skipList.includes(section);

const results = new Results();
const started = Date.now();
const servers: DemoServer[] = [];
/** Wall-clock seconds of each section, for the summary (where the suite's time goes). */
const sectionSeconds: Record<string, number> = {};

async function section(name: Section, heading: string, run: () => Promise<void>): Promise<void> {
  if (!wanted(name)) return;
  console.log(`\n=== ${heading} ===`);
  const t0 = Date.now();
  try {
    await run();
  } finally {
    sectionSeconds[name] = Math.round((Date.now() - t0) / 100) / 10;
  }
}

async function main(): Promise<void> {
  const server = await startDemoServer({ label: 'demo' });
  servers.push(server);
  const base = server.url;
  const [pages, calls, catalogue] = await Promise.all([demoPages(base), registeredCalls(), catalogueTags()]);
  console.log(`demo ${base}: ${pages.length} demo pages (${pages.map((p) => p.tag).join(', ')})`);
  console.log(`${calls.length} registered calls (${calls.map((c) => c.name).join(', ')}); catalogue: ${catalogue.length} tags`);
  results.figures.pages = pages.map((p) => p.tag);
  results.figures.calls = calls.map((c) => c.name);
  results.figures.catalogue = catalogue;

  // The Firefox pass (its own browser, loading pages) runs beside the fault matrix, whose lanes
  // mostly wait (slow answers, timeouts): the two share the time instead of adding up.
  const firefox = section('firefox', 'firefox (beside the fault matrix)', () => firefoxPass(base, pages, catalogue, results));
  firefox.catch(() => {}); // awaited below; a failure is not left unhandled meanwhile
  const browser = await launchChromium();
  try {
    await section('faults', 'faults', () => faultMatrix(browser, base, pages, calls, catalogue, results));
    await firefox;
    await section('bad-input', 'bad input', () => badInput(browser, base, pages, catalogue, results));
    await section('xss', 'xss', () => xss(browser, base, pages, calls, catalogue, results));
    await section('fuzz', 'fuzz', () => fuzz(base, calls, results));
    // One load per page for both: the strict CSP's checks, then axe on the page it served.
    const csp = wanted('csp');
    const axe = wanted('a11y');
    if (axe) await section('a11y', csp ? 'strict CSP and accessibility (axe), one load per page' : 'accessibility (axe)', () => accessibility(browser, base, pages, catalogue, results, { csp, axe }));
    else await section('csp', 'strict CSP', () => accessibility(browser, base, pages, catalogue, results, { csp, axe }));
    await section('keyboard', 'keyboard journeys', () => keyboardJourneys(browser, base, pages, catalogue, results));
  } finally {
    await firefox.catch(() => {});
    await browser.close().catch(() => {});
  }
  // A context that never closed is a page the browser could not let go of: a failure, named once.
  if (stuckCloses.length) results.fail('suite', 'every browser context closed', `${stuckCloses.length} did not close within 30 s: ${stuckCloses.slice(0, 3).join('; ')}`);
  await section('load', 'load', async () => {
    // A fresh server of its own: the load must not share the browser checks' sessions.
    const loadServer = await startDemoServer({ label: 'load' });
    servers.push(loadServer);
    await load(loadServer, results);
  });
}

try {
  await main();
} catch (error) {
  results.fail('suite', 'run', (error as Error).stack ?? String(error));
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}

const rows: string[][] = [['section', 'passed', 'failed', 'skipped', 'seconds']];
for (const name of [...new Set([...results.checks.map((c) => c.section), ...Object.keys(sectionSeconds)])]) {
  const c = results.count(name);
  const seconds = sectionSeconds[name];
  rows.push([name, String(c.passed), String(c.failed), String(c.skipped), seconds === undefined ? '' : seconds.toFixed(1)]);
}
results.figures.sectionSeconds = sectionSeconds;
const slowest = results.slowest(8);
if (slowest.length) {
  console.log(`\nSlowest checks:\n${slowest.map((c) => `  ${(c.seconds ?? 0).toFixed(1).padStart(5)} s  ${c.section}: ${c.name}`).join('\n')}`);
}
const total = results.count();
console.log(`\n=== reliability summary (${((Date.now() - started) / 1000).toFixed(0)} s) ===\n${table(rows)}`);
const failed = results.checks.filter((c) => c.outcome === 'failed');
if (failed.length) {
  console.log('\nFailed checks:');
  for (const check of failed) console.log(`  ${check.section}: ${check.name} — ${check.detail}`);
}
mkdirSync(path.join(ROOT, '.reports'), { recursive: true });
writeFileSync(
  path.join(ROOT, '.reports/reliability.json'),
  `${JSON.stringify({ ...total, seconds: Math.round((Date.now() - started) / 1000), figures: results.figures, checks: results.checks }, null, 2)}\n`,
);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exitCode = total.failed > 0 ? 1 : 0;
