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
import { strictCsp } from './csp.ts';
import { faultMatrix } from './faults.ts';
import { firefoxPass } from './firefox.ts';
import { fuzz } from './fuzz.ts';
import { launchChromium } from './lib/browser.ts';
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

  const browser = await launchChromium();
  try {
    const heading = (name: string) => console.log(`\n=== ${name} ===`);
    if (wanted('faults')) {
      heading('faults');
      await faultMatrix(browser, base, pages, calls, catalogue, results);
    }
    if (wanted('bad-input')) {
      heading('bad input');
      await badInput(browser, base, pages, catalogue, results);
    }
    if (wanted('xss')) {
      heading('xss');
      await xss(browser, base, pages, calls, catalogue, results);
    }
    if (wanted('fuzz')) {
      heading('fuzz');
      await fuzz(base, calls, results);
    }
    if (wanted('csp')) {
      heading('strict CSP');
      await strictCsp(browser, base, pages, catalogue, results);
    }
    if (wanted('a11y')) {
      heading('accessibility (axe)');
      await accessibility(browser, base, pages, catalogue, results);
    }
    if (wanted('keyboard')) {
      heading('keyboard journeys');
      await keyboardJourneys(browser, base, pages, catalogue, results);
    }
  } finally {
    await browser.close().catch(() => {});
  }
  if (wanted('load')) {
    // A fresh server of its own: the load must not share the browser checks' sessions.
    heading2('load');
    const loadServer = await startDemoServer({ label: 'load' });
    servers.push(loadServer);
    await load(loadServer, results);
  }
  if (wanted('firefox')) {
    heading2('firefox');
    await firefoxPass(base, pages, catalogue, results);
  }
}

function heading2(name: string) {
  console.log(`\n=== ${name} ===`);
}

try {
  await main();
} catch (error) {
  results.fail('suite', 'run', (error as Error).stack ?? String(error));
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}

const rows: string[][] = [['section', 'passed', 'failed', 'skipped']];
for (const section of [...new Set(results.checks.map((c) => c.section))]) {
  const c = results.count(section);
  rows.push([section, String(c.passed), String(c.failed), String(c.skipped)]);
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
