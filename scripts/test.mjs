#!/usr/bin/env node
// `npm test`: every suite in order, counts collected per suite, a table, and the final line
// `N passed, N failed`. Keeps going after a failing step; exits 1 if anything failed.
// Options: --only a,b  /  --skip a,b  (suite names from the table).
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureNodeModules } from './lib/ensure-deps.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(ROOT);
// npm test on a fresh clone installs the packages it needs first (browsers come next, from apt).
ensureNodeModules();
const REPORTS = path.join(ROOT, '.reports');
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);

/**
 * Further suites, run after the built-in ones. One entry per suite:
 *   { name, command: [cmd, ...args], report?: '.reports/x.json' with { passed, failed, skipped? }, timeoutMin?,
 *     prepare?: [cmd, ...args] started in the background when npm test starts, awaited before the suite runs,
 *     prepareAfter?: a suite whose preparation must end before this one's starts (both install with apt) }
 * Without `report`, counts come from the output (`# pass N` / `# fail N` of node --test, or a
 * `N passed, N failed` line); failing that, the suite counts as one test decided by its exit code.
 */
const EXTRA_SUITES = [
  { name: 'reliability', command: ['node', 'scripts/reliability.mjs'], report: '.reports/reliability.json', timeoutMin: 25 },
  { name: 'consumer-types', command: ['node', 'scripts/consumer-types.mjs'], timeoutMin: 5 },
  // The real WordPress + WooCommerce store: skipped (with the reason) without root or a WooCommerce archive.
  // Its per-page figures are measurements, not checks: `npm run test:platform` alone writes them.
  // Setting the store up (Debian packages, WordPress, the catalogue) runs in the background from the start.
  {
    name: 'platform',
    command: ['node', 'scripts/test-platform.mjs', '--no-figures'],
    prepare: ['node', 'scripts/test-platform.mjs', '--prepare'],
    // Its setup's apt-get fails at once on a lock another holds: it starts when ours are done.
    prepareAfter: 'browsers',
    report: '.reports/platform.json',
    timeoutMin: 30,
  },
];

const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const hasScript = (name) => Boolean(pkg.scripts?.[name]);

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
  } catch {
    return undefined;
  }
};

/** counts from vitest's JSON reporter; a file that fails to load counts as one failure */
function vitestCounts(file) {
  const report = readJson(file);
  if (!report) return undefined;
  let brokenFiles = 0;
  for (const result of report.testResults ?? []) {
    const failedAssertions = (result.assertionResults ?? []).filter((a) => a.status === 'failed').length;
    if (result.status === 'failed' && failedAssertions === 0) brokenFiles += 1;
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** counts from Playwright's JSON reporter; errors outside tests (global setup) count as one failure */
function playwrightCounts(file) {
  const report = readJson(file);
  if (!report?.stats) return undefined;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const outsideErrors = (report.errors ?? []).length > 0 ? 1 : 0;
  return { passed: expected + flaky, failed: unexpected + outsideErrors, skipped };
}

/** a report file holding { passed, failed, skipped? } */
function plainCounts(file) {
  const report = readJson(file);
  if (!report || typeof report.passed !== 'number') return undefined;
  return { passed: report.passed, failed: report.failed ?? 0, skipped: report.skipped ?? 0 };
}

const firstLine = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '').trim().split('\n')[0].slice(0, 300);

/** vitest: `file > test: first line of the error` per failed test, a file that did not load as itself */
function vitestFailures(file) {
  const report = readJson(file);
  return (report?.testResults ?? []).flatMap((result) => {
    const name = path.relative(ROOT, result.name ?? '');
    const failed = (result.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (result.status === 'failed' && failed.length === 0) return [`${name}: ${firstLine(result.message)}`];
    return failed.map((a) => `${name} > ${a.fullName ?? a.title}: ${firstLine(a.failureMessages?.[0])}`);
  });
}

/** Playwright: `file > title: first line of the error` per test that ended unexpectedly, and errors outside tests */
function playwrightFailures(file) {
  const report = readJson(file);
  if (!report) return [];
  const found = (report.errors ?? []).map((e) => `outside the tests: ${firstLine(e.message)}`);
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        found.push(`${spec.file} > ${[...titles, spec.title].join(' > ')}: ${firstLine(last?.error?.message ?? last?.status)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

/** our own reports: wtr's `failures`, the platform's and reliability's failed entries, the size budgets over */
function plainFailures(file) {
  const report = readJson(file);
  if (!report) return [];
  if (Array.isArray(report.failures)) return report.failures.map((f) => `${[f.browser, f.file, f.name].filter(Boolean).join(' > ')}: ${firstLine(f.error)}`);
  if (Array.isArray(report.checks)) return report.checks.filter((c) => c.outcome === 'failed').map((c) => `${c.section} > ${c.name}: ${firstLine(c.detail)}`);
  if (Array.isArray(report.budgets)) return report.budgets.filter((b) => !b.passed).map((b) => `${b.pattern}: over ${b.limitKb} KB (${(b.over ?? []).join(', ')})`);
  if (Array.isArray(report.results)) {
    return report.results.filter((r) => r.status === 'failed').map((r) => `[${[r.browser, r.mode].filter(Boolean).join(' ')}] ${r.journey}: ${firstLine(r.error)}`);
  }
  return [];
}

function outputCounts(output) {
  const pass = /^# pass (\d+)$/m.exec(output);
  const fail = /^# fail (\d+)$/m.exec(output);
  if (pass && fail) {
    const skip = /^# skipped (\d+)$/m.exec(output);
    return { passed: Number(pass[1]), failed: Number(fail[1]), skipped: skip ? Number(skip[1]) : 0 };
  }
  const lines = [...output.matchAll(/^(\d+) passed, (\d+) failed$/gm)];
  const last = lines.at(-1);
  if (last) return { passed: Number(last[1]), failed: Number(last[2]), skipped: 0 };
  return undefined;
}

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */
/** @type {Array<{ name: string, command: string[], prepare?: string[], prepareAfter?: string, env?: Record<string, string>, report?: string, counts?: (output: string) => Counts | undefined, failures?: () => string[], when?: () => boolean | string, timeoutMin?: number }>} */
const SUITES = [
  { name: 'build', command: ['npm', 'run', 'build'] },
  {
    name: 'manifest',
    command: ['npm', 'run', 'manifest:check'],
    when: () => hasScript('manifest:check') || 'no manifest:check script',
  },
  { name: 'typecheck', command: [bin('tsc'), '--noEmit', '-p', 'tsconfig.json'] },
  // The plugin's checks run its PHP: PHP's command line is installed (from apt, when missing) from the start.
  {
    name: 'unit',
    command: [bin('vitest'), 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.reports/vitest.json'],
    prepare: ['node', 'scripts/ensure-packages.mjs', 'php'],
    report: '.reports/vitest.json',
    counts: () => vitestCounts('.reports/vitest.json'),
    failures: () => vitestFailures('.reports/vitest.json'),
  },
  // Installing the browsers (Debian's packages, a minute or more on a new machine) runs in the background
  // from the start, after PHP's, while the build, the type check and the unit tests, which need none, run;
  // this suite then checks they are there (a second try at the install if the first failed) before the
  // first one needs them.
  {
    name: 'browsers',
    command: ['node', 'scripts/ensure-packages.mjs', 'browsers'],
    prepare: ['node', 'scripts/ensure-packages.mjs', 'browsers'],
    prepareAfter: 'unit',
    timeoutMin: 15,
  },
  {
    name: 'browser',
    command: [bin('web-test-runner'), '--config', 'web-test-runner.config.mjs'],
    env: { SE_BUILD: 'react' },
    report: '.reports/wtr.json',
    counts: () => plainCounts('.reports/wtr.json'),
    failures: () => plainFailures('.reports/wtr.json'),
    timeoutMin: 30,
  },
  {
    name: 'e2e',
    command: ['node', 'scripts/e2e.mjs'],
    env: { SE_BUILD: 'react' },
    report: '.reports/e2e.json',
    counts: () => playwrightCounts('.reports/e2e.json'),
    failures: () => playwrightFailures('.reports/e2e.json'),
    timeoutMin: 30,
  },
  // The same browser tests and journeys on the lite build (preact/compat): chosen by SE_BUILD, not by copies.
  {
    name: 'browser-lite',
    command: [bin('web-test-runner'), '--config', 'web-test-runner.config.mjs'],
    env: { SE_BUILD: 'lite' },
    report: '.reports/wtr-lite.json',
    counts: () => plainCounts('.reports/wtr-lite.json'),
    failures: () => plainFailures('.reports/wtr-lite.json'),
    timeoutMin: 30,
  },
  {
    name: 'e2e-lite',
    command: ['node', 'scripts/e2e.mjs'],
    env: { SE_BUILD: 'lite' },
    report: '.reports/e2e-lite.json',
    counts: () => playwrightCounts('.reports/e2e-lite.json'),
    failures: () => playwrightFailures('.reports/e2e-lite.json'),
    timeoutMin: 30,
  },
  {
    name: 'size',
    command: ['node', 'scripts/size.mjs'],
    report: '.reports/size.json',
    counts: () => plainCounts('.reports/size.json'),
    failures: () => plainFailures('.reports/size.json'),
  },
  ...EXTRA_SUITES.map((suite) => ({
    ...suite,
    counts: (output) => (suite.report ? plainCounts(suite.report) : undefined) ?? outputCounts(output),
    failures: () => (suite.report ? plainFailures(suite.report) : []),
  })),
];

function parseList(flag) {
  const index = process.argv.indexOf(flag);
  if (index === -1) return undefined;
  return (process.argv[index + 1] ?? '').split(',').filter(Boolean);
}
const only = parseList('--only');
const skip = parseList('--skip') ?? [];

const childEnv = { ...process.env, NO_COLOR: '1', PUPPETEER_SKIP_DOWNLOAD: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
delete childEnv.FORCE_COLOR;

const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) {
      try { process.kill(-child.pid, 'SIGTERM'); } catch { /* gone */ }
    }
    process.exit(130);
  });
}

function run(command, timeoutMin, env = {}) {
  return new Promise((resolve) => {
    const [cmd, ...args] = command;
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...childEnv, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.add(child);
    let output = '';
    let timedOut = false;
    const collect = (stream) => (chunk) => {
      stream.write(chunk);
      output += chunk.toString();
      if (output.length > 2_000_000) output = output.slice(-1_000_000);
    };
    child.stdout.on('data', collect(process.stdout));
    child.stderr.on('data', collect(process.stderr));
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n[test] ${command.join(' ')}: no result after ${timeoutMin} min, stopping it`);
      try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ }
    }, timeoutMin * 60_000);
    const done = (code) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ code: timedOut ? 124 : code, output });
    };
    child.on('error', (error) => {
      output += String(error);
      console.error(String(error));
      done(127);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

mkdirSync(REPORTS, { recursive: true });
const results = [];
const started = Date.now();

/** A suite's preparation, started now and awaited before the suite: its output goes to .reports/<suite>-prepare.log. */
function prepare(suite) {
  const log = path.join(REPORTS, `${suite.name}-prepare.log`);
  const [cmd, ...args] = suite.prepare;
  const out = openSync(log, 'w');
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...childEnv, ...(suite.env ?? {}) }, stdio: ['ignore', out, out], detached: true });
  running.add(child);
  const t0 = Date.now();
  return new Promise((resolve) => {
    const done = (code) => {
      running.delete(child);
      closeSync(out);
      resolve({ code, seconds: (Date.now() - t0) / 1000, log });
    };
    child.on('error', () => done(127));
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}
const selected = (suite) => !((only && !only.includes(suite.name)) || skip.includes(suite.name));
/** @type {Map<string, Promise<{ code: number, seconds: number, log: string }>>} */
const preparations = new Map();
for (const suite of SUITES.filter((s) => s.prepare && selected(s))) {
  const before = suite.prepareAfter ? preparations.get(suite.prepareAfter) : undefined;
  preparations.set(suite.name, before ? before.then(() => prepare(suite)) : prepare(suite));
}

for (const suite of SUITES) {
  if (!selected(suite)) continue;
  const condition = suite.when?.() ?? true;
  if (condition !== true) {
    results.push({ name: suite.name, status: 'skipped', note: String(condition), passed: 0, failed: 0, skipped: 0, seconds: 0 });
    continue;
  }
  const envText = Object.entries(suite.env ?? {}).map(([key, value]) => `${key}=${value} `).join('');
  console.log(`\n===== ${suite.name}: ${envText}${suite.command.map((a) => path.relative(ROOT, a).startsWith('node_modules') ? path.basename(a) : a).join(' ')} =====\n`);
  if (preparations.has(suite.name)) {
    const prepared = await preparations.get(suite.name);
    // Its failure is the suite's to report: the suite runs the same idempotent steps again and says why.
    console.log(`(prepared in the background in ${prepared.seconds.toFixed(1)} s, exit ${prepared.code}: ${path.relative(ROOT, prepared.log)})`);
  }
  if (suite.report) rmSync(path.join(ROOT, suite.report), { force: true });
  const t0 = Date.now();
  const { code, output } = await run(suite.command, suite.timeoutMin ?? 20, suite.env);
  const seconds = (Date.now() - t0) / 1000;
  let counts = suite.counts?.(output);
  let note = '';
  if (!counts) {
    counts = { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 };
    if (suite.counts && code !== 0) note = 'no report';
  } else if (code !== 0 && counts.failed === 0) {
    counts = { ...counts, failed: 1 };
    note = `exit code ${code}`;
  }
  if (code === 124) note = 'timed out';
  const status = counts.failed > 0 || code !== 0 ? 'FAIL' : 'ok';
  const failures = status === 'FAIL' ? (suite.failures?.() ?? []) : [];
  results.push({ name: suite.name, status, note, ...counts, seconds, failures });
  console.log(`\n----- ${suite.name}: ${status} (${counts.passed} passed, ${counts.failed} failed, exit ${code}, ${seconds.toFixed(1)} s)`);
}

const total = results.reduce(
  (sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
writeFileSync(path.join(REPORTS, 'summary.json'), `${JSON.stringify({ results, total, seconds: Math.round((Date.now() - started) / 1000) }, null, 2)}\n`);

const rows = [['suite', 'status', 'passed', 'failed', 'skipped', 'time', 'note']];
for (const r of results) {
  rows.push([r.name, r.status, String(r.passed), String(r.failed), String(r.skipped), `${r.seconds.toFixed(1)}s`, r.note ?? '']);
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
const numeric = new Set([2, 3, 4, 5]);
const totalSeconds = (Date.now() - started) / 1000;
console.log(`\n===== summary: ${totalSeconds.toFixed(0)} s (${(totalSeconds / 60).toFixed(1)} min), seconds per suite in the time column, reports in .reports/ =====`);
for (const [i, row] of rows.entries()) {
  console.log(row.map((cell, c) => (numeric.has(c) ? cell.padStart(widths[c]) : cell.padEnd(widths[c]))).join('  ').trimEnd());
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
// What failed, by name, next to the last line: a log read from its end shows it without the suite's own output.
const failedSuites = results.filter((r) => r.status === 'FAIL');
if (failedSuites.length > 0) {
  console.log('\n===== what failed =====');
  for (const r of failedSuites) {
    const shown = (r.failures ?? []).slice(0, 10);
    console.log(`${r.name}: ${shown.length > 0 ? '' : `no test named in its report${r.note ? ` (${r.note})` : ''}, see its output above`}`.trimEnd());
    for (const line of shown) console.log(`  - ${line}`);
    if ((r.failures ?? []).length > shown.length) console.log(`  … and ${r.failures.length - shown.length} more in ${SUITES.find((s) => s.name === r.name)?.report}`);
  }
}
const anyFailed = total.failed > 0 || results.some((r) => r.status === 'FAIL');
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exitCode = anyFailed ? 1 : 0;
