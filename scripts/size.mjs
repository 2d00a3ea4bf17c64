#!/usr/bin/env node
// `npm run size`: gzip size (level 9) of every .js file in dist/ against size-budgets.json
// (pattern -> KB, first matching pattern wins; a file of the lite build, lite/x, without a lite/
// pattern of its own takes the budget of x), the total a page pays per build against
// size-pages.json (the drop-in plus, for each tag on the page, its chunk and every chunk that
// imports statically, as preload.json lists them, and the "parts" an element fetches as it starts
// with the chunks they import; none of them a shared chunk the page's "without" names, as zod), and no demo-store or test-only data anywhere in
// dist/ (code, types, source maps), and a shared runtime chunk that holds only what every element needs
// (no zod, no store). Exit 1 when a budget is exceeded, demo data ships, the runtime holds more, or dist/
// is missing. Writes .reports/size.json: { passed, failed, budgets, pages, demoData, runtime, files }.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { budgetPattern, isSharedChunk, pageWeight } from './lib/size-budgets.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist');
const BUDGETS = path.join(ROOT, 'size-budgets.json');
const PAGES = path.join(ROOT, 'size-pages.json');
const REPORT = path.join(ROOT, '.reports/size.json');

/**
 * What only the demo store and the tests know: its helper routes, its admin-ajax action, its
 * product slugs, its sign-in user, and the stores' reset for tests. None of it may ship.
 */
const DEMO_DATA = ['__demo', 'demo_ping', 'demo_fault', 'sneaker-many', 'hoodie-sizes', 'user=demo', 'data-demo', 'resetCartForTests'];

function listFiles(dir, keep, base = dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full, keep, base));
    else if (entry.isFile() && keep(entry.name)) out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out.sort();
}
const listJs = (dir) => listFiles(dir, (name) => name.endsWith('.js'));

const kb = (bytes) => (bytes / 1024).toFixed(2);

function writeReport(report) {
  mkdirSync(path.dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
}

const budgets = JSON.parse(readFileSync(BUDGETS, 'utf8'));
const patterns = Object.keys(budgets);

if (!existsSync(DIST) || !statSync(DIST).isDirectory()) {
  console.error('dist/ is missing: run `npm run build` first');
  writeReport({ passed: 0, failed: patterns.length, error: 'dist/ missing', budgets: [], files: [] });
  process.exit(1);
}

const files = listJs(DIST).map((name) => {
  const raw = readFileSync(path.join(DIST, name));
  const gzip = gzipSync(raw, { level: 9 }).length;
  const pattern = budgetPattern(name, patterns);
  return { name, raw: raw.length, gzip, pattern: pattern ?? null };
});

if (files.length === 0) {
  console.error('dist/ has no .js files: run `npm run build` first');
  writeReport({ passed: 0, failed: patterns.length, error: 'no .js files in dist/', budgets: [], files: [] });
  process.exit(1);
}

const results = patterns.map((pattern) => {
  const limitKb = Number(budgets[pattern]);
  const matched = files.filter((f) => f.pattern === pattern);
  const over = matched.filter((f) => f.gzip > limitKb * 1024);
  const largest = matched.reduce((max, f) => Math.max(max, f.gzip), 0);
  return { pattern, limitKb, files: matched.length, largestGzip: largest, over: over.map((f) => f.name), passed: over.length === 0 };
});

/** Pages: { "what the page is": { "build": "dist/lite" (folder under the root), "tags": [...], "kb": n } } */
const pageBudgets = existsSync(PAGES) ? JSON.parse(readFileSync(PAGES, 'utf8')) : {};
const gzipOf = new Map(files.map((f) => [f.name, f.gzip]));
/** The chunks a chunk of the build imports statically (`from"./x.js"`, `import"./x.js"`; not `import("./x.js")`), paths of the build. */
function staticImports(build, file) {
  const code = readFileSync(path.join(ROOT, build, file), 'utf8');
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js)"/g)].map((m) => path.posix.join(path.posix.dirname(file), m[1]));
}
/** A part's chunk (chunks/{name}-{hash}.js) and every chunk it imports, in load order; undefined when the build has none. */
function partFiles(build, name) {
  const dir = path.join(ROOT, build, 'chunks');
  const chunk = existsSync(dir) ? readdirSync(dir).map((f) => `chunks/${f}`).find((f) => isSharedChunk(f, name)) : undefined;
  if (!chunk) return undefined;
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of staticImports(build, file)) visit(next);
  };
  visit(chunk);
  return [...seen];
}
const pages = Object.entries(pageBudgets).map(([page, budget]) => {
  const folder = path.relative(DIST, path.join(ROOT, budget.build)).split(path.sep).join('/');
  const preloadFile = path.join(ROOT, budget.build, 'preload.json');
  const preload = existsSync(preloadFile) ? JSON.parse(readFileSync(preloadFile, 'utf8')) : {};
  const weight = pageWeight(budget, { preload, prefix: folder ? `${folder}/` : '', gzipOf: (file) => gzipOf.get(file), partFiles: (name) => partFiles(budget.build, name) });
  return { page, build: budget.build, tags: budget.tags, limitKb: budget.kb, ...weight };
});

const shipped = listFiles(DIST, () => true).map((name) => ({ name, text: readFileSync(path.join(DIST, name), 'utf8') }));
const demoData = DEMO_DATA.map((needle) => {
  const found = shipped.filter((f) => f.text.includes(needle)).map((f) => f.name);
  return { needle, files: found, passed: found.length === 0 };
});

/**
 * What the shared runtime chunk (every element loads it) must not hold, by a text each one ships:
 * zod's type names, and the page-singleton keys of the shop's stores. Elements that need them load
 * them in their own shared chunks (scripts/lib/shared-chunks.mjs).
 */
const NOT_IN_RUNTIME = [
  ['zod', '$ZodType'],
  ['settings store', 'settings@1'],
  ['cart store', 'cart@2'],
];
const runtime = files
  .filter((f) => /^(lite\/)?chunks\/runtime-[^/]+\.js$/.test(f.name))
  .flatMap((f) => {
    const code = readFileSync(path.join(DIST, f.name), 'utf8');
    return NOT_IN_RUNTIME.map(([what, needle]) => ({ file: f.name, what, passed: !code.includes(needle) }));
  });
if (!runtime.some((r) => r.file.startsWith('lite/')) || !runtime.some((r) => !r.file.startsWith('lite/'))) {
  runtime.push({ file: 'chunks/runtime-*.js', what: 'a runtime chunk in each build', passed: false });
}

const rows = [['file', 'raw KB', 'gzip KB', 'budget KB', 'status']];
for (const f of files) {
  const limit = f.pattern ? budgets[f.pattern] : null;
  const status = limit == null ? 'no budget' : f.gzip > limit * 1024 ? 'OVER' : 'ok';
  rows.push([f.name, kb(f.raw), kb(f.gzip), limit == null ? '-' : String(limit), status]);
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
for (const [i, row] of rows.entries()) {
  console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
const totalGzip = files.reduce((sum, f) => sum + f.gzip, 0);
console.log(`\ntotal gzip: ${kb(totalGzip)} KB in ${files.length} files`);
console.log('\nbudgets:');
for (const r of results) {
  const detail = r.files === 0 ? 'no files' : `largest ${kb(r.largestGzip)} KB of ${r.files} file(s)`;
  console.log(`  ${r.passed ? 'ok  ' : 'OVER'}  ${r.pattern} <= ${r.limitKb} KB  (${detail})${r.over.length ? `: ${r.over.join(', ')}` : ''}`);
}

if (pages.length) console.log('\npages (drop-in + each tag\'s chunks + the parts fetched at start):');
for (const p of pages) {
  console.log(`  ${p.passed ? 'ok  ' : p.problem ? 'FAIL' : 'OVER'}  ${p.page} <= ${p.limitKb} KB  (${kb(p.gzip)} KB in ${p.files.length} files)${p.problem ? `: ${p.problem}` : ''}`);
}

console.log(`\nno demo data in dist/ (${shipped.length} files):`);
for (const d of demoData) {
  console.log(`  ${d.passed ? 'ok  ' : 'FAIL'}  ${JSON.stringify(d.needle)}${d.passed ? '' : ` in ${d.files.join(', ')}`}`);
}

console.log('\nthe shared runtime holds only what every element needs:');
for (const r of runtime) console.log(`  ${r.passed ? 'ok  ' : 'FAIL'}  ${r.file}: no ${r.what}`);

const checks = [...results, ...pages, ...demoData, ...runtime];
const passed = checks.filter((r) => r.passed).length;
const failed = checks.length - passed;
writeReport({ passed, failed, totalGzip, budgets: results, pages, demoData, runtime, files });
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
