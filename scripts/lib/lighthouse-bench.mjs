// The Lighthouse section of `npm run bench`: the real store's pages measured the way shops measure them
// (Lighthouse 12.2.3, mobile preset, simulated throttling, a cold load each run), in three modes run
// interleaved: the platform's own scripts (`platform`), our plugin serving the React build (`react`) and
// serving the lite build (`lite`). Medians of each figure over the runs; a table on stdout and
// .reports/lighthouse.json.
//
// The store is the one realstore's setup.sh (and addons.sh, for the product-table page) set up:
//   RS_ROOT       where it lives (default /opt/realstore): its wordpress/ and ids.json
//   RS_BASE_URL   its address (default http://127.0.0.1:$RS_PORT, RS_PORT default 8090)
// It must be running, and the bench must run as root (it installs the plugin with the built library into the
// store and turns it on as the web server's user, then off again at the end). Without a store, without root
// or without Lighthouse (installed on first use, see below) the section is skipped with the reason.
//
// Lighthouse weighs 110 MB (146 packages, about a minute to install): it is not a dependency of the package,
// so `npm ci` stays as quick for every test run. The first Lighthouse bench installs it with npm into
// .cache/lighthouse (`npm install --no-save --prefix .cache/lighthouse lighthouse@12.2.3`), later runs reuse it.
// 12.2.3 is the last release that runs on Node 20. Chromium is the system's (CHROME_PATH, else CHROMIUM_PATH,
// else /usr/bin/chromium).
//
// The mode is chosen per page view, without touching the store's options between runs: a must-use plugin
// (installed for the bench, removed after) reads `?sfe-bench=platform|react|lite` and answers the plugin's own
// filters (storefront_elements_enabled, storefront_elements_build).
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const LIGHTHOUSE_VERSION = '12.2.3';
export const MODES = ['platform', 'react', 'lite'];
const MODE_SWITCH = `<?php
/**
 * Plugin Name: Storefront Elements bench switch
 * Description: Installed by npm run bench -- --lighthouse: ?sfe-bench=platform|react|lite picks the scripts of that page view.
 */
defined( 'ABSPATH' ) || exit;
function storefront_elements_bench_mode() {
	return isset( $_GET['sfe-bench'] ) ? sanitize_key( wp_unslash( $_GET['sfe-bench'] ) ) : ''; // phpcs:ignore -- read-only switch on a loopback bench store.
}
add_filter( 'storefront_elements_enabled', function ( $enabled ) {
	return $enabled && 'platform' !== storefront_elements_bench_mode();
}, 1000 );
add_filter( 'storefront_elements_build', function ( $build ) {
	$mode = storefront_elements_bench_mode();
	return 'lite' === $mode ? 'lite' : ( 'react' === $mode ? 'default' : $build );
}, 1000 );
`;

/** The pages measured: a name, and how to find its URL in the store's ids.json (undefined: not in this store). */
export const PAGES = [
  { name: 'shop', url: (ids, base) => ids.pages?.shop?.url ?? `${base}/shop/` },
  { name: 'simple product', url: (ids) => ids.simple?.plain_mug?.url ?? Object.values(ids.simple ?? {})[0]?.url },
  { name: '12-variation product', url: (ids) => ids.variable_small?.url },
  { name: '1,000-variation product', url: (ids) => ids.variable_big?.url },
  { name: 'product table', url: (ids) => ids.wcpt_tables?.filters?.url },
  { name: 'account', url: (ids, base) => ids.pages?.myaccount?.url ?? `${base}/my-account/` },
];

export const median = (list) => {
  const sorted = list.filter((n) => typeof n === 'number' && Number.isFinite(n)).sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Lighthouse from .cache/lighthouse, installed there when missing; or why it cannot be had. */
export function ensureLighthouse(root) {
  const prefix = path.join(root, '.cache/lighthouse');
  const manifest = path.join(prefix, 'node_modules/lighthouse/package.json');
  const installed = () => existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version === LIGHTHOUSE_VERSION;
  if (!installed()) {
    console.log(`installing lighthouse@${LIGHTHOUSE_VERSION} into ${path.relative(root, prefix)}/ (once; not a package dependency)`);
    mkdirSync(prefix, { recursive: true });
    const npm = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', prefix, `lighthouse@${LIGHTHOUSE_VERSION}`], {
      cwd: prefix,
      stdio: 'inherit',
      env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' },
    });
    if (npm.status !== 0 || !installed()) return { reason: `could not install lighthouse@${LIGHTHOUSE_VERSION} into ${prefix} (npm exit ${npm.status})` };
  }
  return { prefix };
}

/** The store to measure, or why there is none. */
export async function findStore(root) {
  const rsRoot = process.env.RS_ROOT || '/opt/realstore';
  const base = (process.env.RS_BASE_URL || `http://127.0.0.1:${process.env.RS_PORT || 8090}`).replace(/\/$/, '');
  const wp = path.join(rsRoot, 'wordpress');
  const idsFile = path.join(rsRoot, 'ids.json');
  const realstore = [process.env.REALSTORE_DIR, path.resolve(root, '../shared/realstore'), '/work/shared/realstore']
    .filter(Boolean)
    .find((d) => existsSync(path.join(d, 'setup.sh')));
  const hint = realstore ? `bash ${path.join(realstore, 'setup.sh')} && bash ${path.join(realstore, 'addons.sh')}` : "realstore's setup.sh and addons.sh";
  if (!existsSync(idsFile) || !existsSync(path.join(wp, 'wp-load.php'))) {
    return { reason: `no real store in RS_ROOT=${rsRoot} (no ids.json or wordpress/): set one up with ${hint} (as root), or point RS_ROOT/RS_BASE_URL at one` };
  }
  if (process.getuid?.() !== 0) return { reason: 'installing the plugin into the store and switching it needs root: run as root' };
  try {
    const response = await fetch(`${base}/`, { signal: AbortSignal.timeout(15_000) });
    if (!response.ok) return { reason: `${base}/ answered HTTP ${response.status}` };
  } catch (error) {
    return { reason: `${base}/ does not answer (${error.cause?.code ?? error.message}): start the store (RS_ROOT=${rsRoot} realstore start.sh) or set RS_BASE_URL` };
  }
  return { rsRoot, base, wp, ids: JSON.parse(readFileSync(idsFile, 'utf8')) };
}

/** Whether the store compresses a script as production hosts do (gzip or brotli on Accept-Encoding). */
async function compression(url) {
  try {
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, br' } });
    await response.arrayBuffer();
    return response.headers.get('content-encoding') ?? 'none';
  } catch {
    return 'unknown';
  }
}

function switchPlugin(root, store, state) {
  const script = path.join(store.rsRoot, 'scripts/switch-plugin.php');
  copyFileSync(path.join(root, 'test/platform/switch-plugin.php'), script);
  // `matrix`: the 1,000-variation product prints its attribute matrix (the plugin's opt-in), as in the platform
  // suite; `auto`: the plugin's default for jQuery (kept only where a script on the page needs it).
  const args = [script, state, store.wp, ...(state === 'on' ? ['matrix', 'default', 'auto'] : [])];
  const out = execFileSync('runuser', ['-u', 'www-data', '--', 'php', ...args], { encoding: 'utf8' }).trim();
  if (out !== (state === 'restore' ? 'off' : state)) throw new Error(`the plugin did not switch ${state} (${out})`);
}

/**
 * Our plugin with the library built into it, on, and the per-view mode switch (`?sfe-bench=<mode>`).
 * Returns the clean-up: the switch removed, the plugin back as the store had it.
 */
export async function installModes(root, store) {
  const { buildPlugin, PLUGIN_DIR } = await import(pathToFileURL(path.join(root, 'scripts/wp-plugin.mjs')).href);
  buildPlugin({ build: false });
  const target = path.join(store.wp, 'wp-content/plugins/storefront-elements');
  rmSync(target, { recursive: true, force: true });
  cpSync(PLUGIN_DIR, target, { recursive: true });
  execFileSync('chown', ['-R', 'www-data:www-data', target]);
  const switchFile = path.join(store.wp, 'wp-content/mu-plugins/storefront-elements-bench-mode.php');
  mkdirSync(path.dirname(switchFile), { recursive: true });
  writeFileSync(switchFile, MODE_SWITCH);
  switchPlugin(root, store, 'on');
  return () => {
    rmSync(switchFile, { force: true });
    try { switchPlugin(root, store, 'restore'); } catch { /* the next run switches it again */ }
  };
}

/** A page of the store in one mode. */
export const inMode = (url, mode) => `${url}${url.includes('?') ? '&' : '?'}sfe-bench=${mode}`;

/** One Lighthouse run: the figures shops read. */
async function measure(lighthouse, url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The mobile preset and simulated throttling are Lighthouse's defaults; said here so they stay so.
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('no Lighthouse result');
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const value = (id) => lhr.audits[id]?.numericValue;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    score: typeof lhr.categories.performance.score === 'number' ? lhr.categories.performance.score * 100 : undefined,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    tti: value('interactive'),
    cls: value('cumulative-layout-shift'),
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    // Lighthouse's measure of the machine's speed during the run: a low one says the machine was busy.
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    scripts: scripts.map((item) => ({ url: item.url, transferSize: item.transferSize, priority: item.priority })),
    // The opportunities and diagnostics Lighthouse names, for the levers still open.
    diagnostics: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && ['metricSavings', 'opportunity', 'table'].some((k) => audit.details?.type === k || audit.metricSavings))
      .map((audit) => ({ id: audit.id, displayValue: audit.displayValue })),
  };
}

const FIGURES = [
  ['score', 'score', (n) => n.toFixed(0)],
  ['fcp', 'FCP s', (n) => (n / 1000).toFixed(2)],
  ['lcp', 'LCP s', (n) => (n / 1000).toFixed(2)],
  ['tbt', 'TBT ms', (n) => n.toFixed(0)],
  ['tti', 'TTI s', (n) => (n / 1000).toFixed(2)],
  ['cls', 'CLS', (n) => n.toFixed(3)],
  ['jsBytes', 'JS KB', (n) => (n / 1024).toFixed(1)],
  ['jsFiles', 'JS files', (n) => n.toFixed(0)],
];

/** The table: a page per row, each figure as platform → react → lite. */
export function formatTable(pages, modes = MODES) {
  const rows = [['page', ...FIGURES.map(([, label]) => label)]];
  for (const page of pages) {
    if (page.skipped) {
      rows.push([page.name, `skipped: ${page.skipped}`]);
      continue;
    }
    rows.push([
      page.name,
      ...FIGURES.map(([key, , fmt]) => modes.map((mode) => {
        const n = page.medians[mode]?.[key];
        return typeof n === 'number' ? fmt(n) : '-';
      }).join(' → ')),
    ]);
  }
  return [
    `| ${rows[0].join(' | ')} |`,
    `|${rows[0].map(() => '---').join('|')}|`,
    ...rows.slice(1).map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/**
 * Runs the section. Options: runs (default 3, env LH_RUNS), pages (names or name prefixes to keep),
 * modes (default all three). Returns { skipped } or { pages }; writes .reports/lighthouse.json either way.
 */
export async function lighthouseBench({ root, runs = Number(process.env.LH_RUNS) || 3, only = [], modes = MODES } = {}) {
  const report = path.join(root, '.reports/lighthouse.json');
  const write = (data) => {
    mkdirSync(path.dirname(report), { recursive: true });
    writeFileSync(report, `${JSON.stringify({ date: new Date().toISOString(), lighthouse: LIGHTHOUSE_VERSION, ...data }, null, 2)}\n`);
  };
  const skip = (reason) => {
    console.log(`lighthouse section skipped: ${reason}`);
    write({ skipped: reason });
    return { skipped: reason };
  };

  const store = await findStore(root);
  if (!store.base) return skip(store.reason);
  const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromePath)) return skip(`no Chromium at ${chromePath}: set CHROME_PATH`);
  const dist = path.join(root, 'dist');
  if (!existsSync(path.join(dist, 'auto.js')) || !existsSync(path.join(dist, 'lite/auto.js'))) {
    return skip('dist/auto.js or dist/lite/auto.js is not built: run npm run build');
  }
  const lh = ensureLighthouse(root);
  if (!lh.prefix) return skip(lh.reason);
  const lighthouse = (await import(pathToFileURL(path.join(lh.prefix, 'node_modules/lighthouse/core/index.js')).href)).default;
  const chromeLauncher = await import(pathToFileURL(path.join(lh.prefix, 'node_modules/chrome-launcher/dist/index.js')).href);

  const cleanUp = await installModes(root, store);
  const onSignal = () => { cleanUp(); process.exit(130); };
  process.once('SIGINT', onSignal);

  const pages = PAGES.filter((p) => only.length === 0 || only.some((o) => p.name.startsWith(o)))
    .map((p) => ({ name: p.name, url: p.url(store.ids, store.base) }));
  for (const page of pages) {
    if (!page.url) page.skipped = 'not in this store (run addons.sh for the product table)';
  }
  const jquery = `${store.base}/wp-includes/js/jquery/jquery.min.js`;
  const encoding = await compression(jquery);
  if (encoding === 'none') {
    console.log(`warning: ${store.base} serves scripts uncompressed (no Content-Encoding on ${jquery}); production hosts compress them: enable mod_deflate for text/javascript in the store's httpd.conf`);
  }
  const total = pages.filter((p) => !p.skipped).length * modes.length * runs;
  console.log(`lighthouse ${LIGHTHOUSE_VERSION}, mobile, simulated throttling, ${store.base} (scripts: ${encoding}), ${runs} runs x ${modes.length} modes x ${total / runs / modes.length} pages`);

  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  let done = 0;
  try {
    // Interleaved: every run measures each page in each mode, the mode order turning from run to run, so a
    // busy moment of the machine does not fall on one mode.
    for (let run = 0; run < runs; run += 1) {
      for (const page of pages.filter((p) => !p.skipped)) {
        const order = modes.map((_, i) => modes[(i + run) % modes.length]);
        for (const mode of order) {
          const url = inMode(page.url, mode);
          done += 1;
          process.stdout.write(`\r  ${done}/${total} ${page.name} [${mode}]`.padEnd(60));
          try {
            ((page.runs ??= {})[mode] ??= []).push(await measure(lighthouse, url, chrome.port));
          } catch (error) {
            ((page.errors ??= {})[mode] ??= []).push(error instanceof Error ? error.message : String(error));
          }
        }
      }
    }
  } finally {
    process.stdout.write('\n');
    await chrome.kill();
    process.removeListener('SIGINT', onSignal);
    cleanUp();
  }

  for (const page of pages.filter((p) => !p.skipped)) {
    page.medians = {};
    for (const mode of modes) {
      const list = page.runs?.[mode] ?? [];
      page.medians[mode] = Object.fromEntries(FIGURES.map(([key]) => [key, median(list.map((r) => r[key]))]));
      page.medians[mode].runs = list.length;
    }
  }
  console.log(`\nLighthouse ${LIGHTHOUSE_VERSION} (mobile, simulated throttling), medians of ${runs} runs, ${modes.join(' → ')}:\n`);
  console.log(formatTable(pages, modes));
  for (const page of pages) {
    for (const [mode, errors] of Object.entries(page.errors ?? {})) console.log(`${page.name} [${mode}]: ${errors.length} failed run(s): ${errors[0]}`);
  }
  write({ base: store.base, scriptEncoding: encoding, runs, modes, pages });
  console.log(`\nwrote ${path.relative(root, report)}`);
  return { pages };
}
