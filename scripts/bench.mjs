#!/usr/bin/env node
// `npm run bench [case-name|prefix* ...]`: runs bench/cases/*.mjs in headless Chromium and prints a table.
// A case module default-exports { name, iterations?, warmup?, setup(page, baseURL), run(page) -> ms },
// or a list of them. run() may also return { ms, counts: { name: n } } for figures that are not times
// (requests sent…): their medians are printed beside the case.
// `setup` may return { skip: 'reason' } to skip the case. Each iteration gets a fresh page;
// `run` measures in the page with performance.now(). A case whose run() places the marks
// `bench:start` and `bench:end` (performance.mark) also gets the main thread's CPU time between
// them, read from the trace's thread clock: the work the gesture costs, idle waits excluded,
// less sensitive to a busy machine than the wall clock. Results also go to .reports/bench.json.
// Every case runs on both builds, side by side: the default one (React) and the lite one
// (preact/compat, dist/lite/ served at /dist/); `--build=lite` or `--build=react` runs one.
// Never used as a test: numbers are printed, not asserted.
// `npm run bench -- --lighthouse` runs the Lighthouse section instead (scripts/lib/lighthouse-bench.mjs): the
// real store's pages in Lighthouse's mobile preset, platform's scripts / React build / lite build, medians of
// --runs=N (default 3); --pages=shop,account keeps pages whose name starts so; --modes=platform,lite keeps modes.
// It is opt-in: it needs a running real store and root, installs our plugin there and takes 15-20 minutes.
// `npm run bench -- --addons` runs the add-on section instead (scripts/lib/addon-bench.mjs): a shopper's gestures
// on the real product-table add-on's pages, the add-on's script / React build / lite build, main-thread time
// of each gesture to the table settled, medians of --runs=N (default 5); the same store, root and opt-in.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/browsers.mjs';
import { FLAVOURS } from './lib/flavours.mjs';
import { mainThreadMs, TRACE_CATEGORIES } from './lib/main-thread.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CASES_DIR = path.join(ROOT, 'bench/cases');
const filter = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const buildArg = process.argv.find((a) => a.startsWith('--build='))?.slice('--build='.length);
const flavours = buildArg ? [FLAVOURS[buildArg]] : Object.values(FLAVOURS);
if (flavours.includes(undefined)) {
  console.error(`--build=${buildArg} names no build; use one of: ${Object.keys(FLAVOURS).join(', ')}`);
  process.exit(1);
}

if (flavours.some((flavour) => !existsSync(path.join(ROOT, flavour.dist, 'storefront-elements.js')))) {
  console.log('dist/ is missing: running npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('build failed');
    process.exit(1);
  }
}
if (process.argv.includes('--lighthouse')) {
  const { lighthouseBench, MODES } = await import('./lib/lighthouse-bench.mjs');
  const list = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3).split(',').filter(Boolean);
  const outcome = await lighthouseBench({
    root: ROOT,
    runs: Number(list('runs')?.[0]) || undefined,
    only: list('pages') ?? [],
    modes: list('modes') ?? MODES,
  });
  process.exit(outcome.pages?.some((page) => page.errors) ? 1 : 0);
}
if (process.argv.includes('--addons')) {
  const { addonBench } = await import('./lib/addon-bench.mjs');
  const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length)) || undefined;
  const outcome = await addonBench({ root: ROOT, runs });
  process.exit(outcome.gestures?.some((gesture) => Object.keys(gesture.errors).length) ? 1 : 0);
}
if (!existsSync(CHROMIUM_PATH)) {
  console.error(`Chromium not found at ${CHROMIUM_PATH}: run node scripts/ensure-packages.mjs browsers`);
  process.exit(1);
}

const cases = [];
for (const file of readdirSync(CASES_DIR).filter((f) => f.endsWith('.mjs')).sort()) {
  const mod = await import(pathToFileURL(path.join(CASES_DIR, file)).href);
  const exported = mod.default ?? mod;
  for (const benchCase of Array.isArray(exported) ? exported : [exported]) {
    if (filter.length === 0 || filter.some((f) => (f.endsWith('*') ? benchCase.name.startsWith(f.slice(0, -1)) : f === benchCase.name))) {
      cases.push(benchCase);
    }
  }
}
if (cases.length === 0) {
  console.error(`no benchmark cases${filter.length ? ` named ${filter.join(', ')}` : ''} in bench/cases/`);
  process.exit(1);
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

// One server per build, each serving its build at /dist/: the cases' pages stay the same.
const servers = new Map();
for (const flavour of flavours) {
  servers.set(flavour.name, await startStaticServer({ root: ROOT, prefixes: ['/dist/', '/bench/pages/'], folders: { '/dist/': flavour.dist } }));
}
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
const results = [];
let failed = false;
try {
  for (const benchCase of cases) for (const flavour of flavours) {
    const server = servers.get(flavour.name);
    const iterations = benchCase.iterations ?? 10;
    const warmup = benchCase.warmup ?? 1;
    const samples = [];
    const cpuSamples = [];
    const countSamples = {};
    let skip;
    let error;
    process.stdout.write(`${benchCase.name} [${flavour.name}]: `);
    for (let i = 0; i < warmup + iterations && !skip && !error; i += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const pageErrors = [];
      page.on('pageerror', (e) => pageErrors.push(e.message));
      try {
        const setup = await benchCase.setup(page, server.url);
        if (setup && typeof setup === 'object' && 'skip' in setup) {
          skip = String(setup.skip);
        } else {
          await browser.startTracing(page, { categories: TRACE_CATEGORIES });
          let ms;
          try {
            const outcome = await benchCase.run(page);
            ms = typeof outcome === 'object' && outcome !== null ? outcome.ms : outcome;
            if (i >= warmup && typeof outcome === 'object' && outcome?.counts) {
              for (const [key, n] of Object.entries(outcome.counts)) (countSamples[key] ??= []).push(n);
            }
          } finally {
            const cpu = mainThreadMs(await browser.stopTracing());
            if (cpu !== undefined && i >= warmup) cpuSamples.push(cpu);
          }
          if (typeof ms !== 'number' || !Number.isFinite(ms)) throw new Error(`run() returned ${ms}, not a number of ms`);
          if (pageErrors.length) throw new Error(`page error: ${pageErrors[0]}`);
          if (i >= warmup) samples.push(ms);
          process.stdout.write('.');
        }
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      } finally {
        await context.close();
      }
    }
    process.stdout.write('\n');
    if (skip) {
      console.log(`  skipped: ${skip}`);
      results.push({ name: benchCase.name, build: flavour.name, skipped: skip });
    } else if (error) {
      failed = true;
      console.log(`  error: ${error}`);
      results.push({ name: benchCase.name, build: flavour.name, error });
    } else {
      const sorted = [...samples].sort((a, b) => a - b);
      const cpuSorted = [...cpuSamples].sort((a, b) => a - b);
      results.push({
        name: benchCase.name,
        build: flavour.name,
        median: quantile(sorted, 0.5),
        p90: quantile(sorted, 0.9),
        min: sorted[0],
        mainThreadMedian: cpuSorted.length ? quantile(cpuSorted, 0.5) : undefined,
        runs: sorted.length,
        counts: Object.fromEntries(Object.entries(countSamples).map(([key, list]) => [key, quantile([...list].sort((a, b) => a - b), 0.5)])),
        samples,
        mainThreadSamples: cpuSamples,
      });
    }
  }
} finally {
  await browser.close();
  for (const server of servers.values()) await server.close();
}

const fmt = (n) => (typeof n === 'number' ? n.toFixed(2) : '-');
const rows = [['case', 'build', 'handler median ms', 'p90 ms', 'min ms', 'main thread median ms', 'runs']];
for (const r of results) {
  if (r.skipped) rows.push([r.name, r.build, 'skipped', '', '', '', '']);
  else if (r.error) rows.push([r.name, r.build, 'error', '', '', '', '']);
  else rows.push([r.name, r.build, fmt(r.median), fmt(r.p90), fmt(r.min), fmt(r.mainThreadMedian), String(r.runs)]);
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
console.log('');
for (const [i, row] of rows.entries()) {
  console.log(row.map((cell, c) => (c <= 1 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ').trimEnd());
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
for (const r of results) {
  const counts = Object.entries(r.counts ?? {});
  if (counts.length) console.log(`${r.name} [${r.build}]: ${counts.map(([key, n]) => `${key} ${n} (median)`).join(', ')}`);
}
mkdirSync(path.join(ROOT, '.reports'), { recursive: true });
writeFileSync(
  path.join(ROOT, '.reports/bench.json'),
  `${JSON.stringify({ date: new Date().toISOString(), chromium: browser.version(), results }, null, 2)}\n`,
);
process.exit(failed ? 1 : 0);
