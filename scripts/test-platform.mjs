#!/usr/bin/env node
// `npm run test:platform`: the shopper journeys on a real WordPress + WooCommerce store, in Chromium and
// Firefox ESR, with the platform's own scripts (mode `platform`: our plugin off) and with ours (mode
// `ours`: the plugin in integrations/wordpress on; mode `ours-lite`: the same serving the lite build, with the
// journeys marked `lite` in test/platform/journeys.mjs: the ones the build changes; mode `theme`: the plugin
// off and the add-ons' markup given our tags by a theme's code, test/platform/theme-tags.php, with the add-on
// journeys only, run beside the platform mode). Checks the cart on the server, compares the theme's
// layout, the password toggle and ten jQuery snippets between the two modes, and measures per page the
// JavaScript shipped and the time from DOMContentLoaded until the first click adds over AJAX.
// With the add-on archives of realstore (its addons/ folder) it also puts the product-table add-on and bbPress on
// the store (addons.sh) and runs the journeys of test/platform/addon-journeys.mjs in every browser and mode;
// without them those journeys are reported as skipped, each with the reason.
//
// The store comes from realstore's setup.sh (needs root, Debian, a WooCommerce release archive):
//   RS_WC_ARCHIVE   the WooCommerce release (default: woocommerce-*.tar.xz in the realstore folder)
//   REALSTORE_DIR   the realstore scripts (default: ../shared/realstore next to the repository, else /work/shared/realstore)
//   RS_ROOT         where the store lives (default /opt/realstore)
// Without an archive or without root the suite is reported as skipped, with the reason.
// Options: --browser chromium|firefox  --mode platform|theme|ours|ours-lite (or several: platform,theme)  --grep <text in a journey name>  --no-figures
//   --prepare (set the store and the add-ons up, run nothing: setup.sh and addons.sh are idempotent)
// Reports: .reports/platform.json ({ passed, failed, skipped, results }), .reports/platform-figures.json.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BROWSERS, launch } from '../test/platform/browser.mjs';
import { ADDON_JOURNEYS } from '../test/platform/addon-journeys.mjs';
import { JOURNEYS } from '../test/platform/journeys.mjs';
import { buildPlugin, ROOT, zipPlugin } from './wp-plugin.mjs';

const REPORT = path.join(ROOT, '.reports/platform.json');
const FIGURES = path.join(ROOT, '.reports/platform-figures.json');
const MODES = ['platform', 'theme', 'ours', 'ours-lite'];

function option(flag) {
  const index = process.argv.indexOf(flag);
  return index === -1 ? undefined : process.argv[index + 1];
}
const browsers = option('--browser') ? [option('--browser')] : BROWSERS;
const modes = option('--mode') ? option('--mode').split(',') : MODES;
const grep = option('--grep');
// Several texts: `--grep 'scripts||snippets'` runs the journeys whose names hold any of them.
const journeys = [...JOURNEYS, ...ADDON_JOURNEYS].filter((j) => !grep || grep.split('||').some((text) => j.name.includes(text)));
/**
 * The journeys of a mode in a browser: `ours-lite` runs those marked `lite` (the ones the build changes),
 * `theme` the add-ons' (the platform's own markup is the plugin's to give tags), `platform` none marked
 * `ours`, every one in the first browser and in the others those whose observation is compared: what the
 * platform's scripts do is a journey's baseline and the same in both browsers, what a page looks like and
 * what it records is each browser's own, and a browser's runs of ours are held to its own baseline.
 */
const journeysOf = (mode, kind) => journeys.filter((j) => {
  if (mode === 'theme') return ADDON_JOURNEYS.includes(j);
  if (mode === 'platform') return !j.ours && (kind === browsers[0] || j.compare);
  return mode === 'ours-lite' ? j.lite : true;
});
/**
 * The browsers of a mode. `theme` runs in the last (Firefox) unless a browser is named, beside the platform
 * mode's Chromium lane (see `windows`): what it adds to mode `ours` is where the tags stand and where the
 * settings and the files come from, the same in both browsers (it passes in Chromium too: `--mode theme
 * --browser chromium`).
 */
const browsersOf = (mode) => (mode === 'theme' && !option('--browser') ? browsers.slice(-1) : browsers);
const total = modes.reduce((sum, mode) => sum + browsersOf(mode).reduce((n, kind) => n + journeysOf(mode, kind).length, 0), 0);

function writeReport(report) {
  mkdirSync(path.dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
}

function skipAll(reason) {
  console.log(`platform suite skipped: ${reason}`);
  writeReport({ passed: 0, failed: 0, skipped: total, reason, results: [] });
  console.log(`0 passed, 0 failed`);
  process.exit(0);
}

/** The realstore folder and the WooCommerce archive, or why there are none. */
function findStore() {
  const candidates = [process.env.REALSTORE_DIR, path.resolve(ROOT, '../shared/realstore'), '/work/shared/realstore'].filter(Boolean);
  const dir = candidates.find((d) => existsSync(path.join(d, 'setup.sh')));
  const archiveIn = (d) => {
    if (!d || !existsSync(d)) return undefined;
    const found = readdirSync(d).filter((f) => /^woocommerce-.*\.tar\.xz$/.test(f)).sort().at(-1);
    return found && path.join(d, found);
  };
  const archive = process.env.RS_WC_ARCHIVE || archiveIn(path.resolve(ROOT, '../shared/realstore')) || archiveIn('/work/shared/realstore');
  if (!dir) return { reason: `no realstore scripts (setup.sh) found in ${candidates.join(', ')}: set REALSTORE_DIR to the folder holding them` };
  if (process.env.RS_WC_ARCHIVE && !existsSync(process.env.RS_WC_ARCHIVE)) {
    return { reason: `RS_WC_ARCHIVE=${process.env.RS_WC_ARCHIVE}: no such file (point it at a WooCommerce release .tar.xz or .zip)` };
  }
  if (!archive || !existsSync(archive)) {
    return {
      reason: 'no WooCommerce release archive: set RS_WC_ARCHIVE=/path/to/woocommerce-X.Y.Z.tar.xz (or .zip), or put ' +
        `woocommerce-*.tar.xz next to ${path.join(dir, 'setup.sh')}`,
    };
  }
  return { dir, archive };
}

const store = findStore();
if (!store.dir || !store.archive) skipAll(store.reason);
if (process.getuid?.() !== 0) skipAll('setting up the real store needs root (apt packages, its own Apache and MariaDB): run as root');

const RS_ROOT = process.env.RS_ROOT || '/opt/realstore';
const WP_DIR = path.join(RS_ROOT, 'wordpress');
console.log(`setting up the store in ${RS_ROOT} with ${store.archive}`);
const setup = spawnSync('bash', [path.join(store.dir, 'setup.sh')], {
  stdio: 'inherit',
  env: { ...process.env, RS_WC_ARCHIVE: store.archive, RS_ROOT },
  timeout: 20 * 60_000,
});
if (setup.status !== 0) {
  writeReport({ passed: 0, failed: 1, skipped: 0, reason: 'setup.sh failed', results: [] });
  console.log('0 passed, 1 failed');
  process.exit(1);
}

// The add-ons (addons.sh: idempotent, a few seconds when they are there already), when their archives are.
const addonsDir = process.env.RS_ADDONS_DIR || path.join(store.dir, 'addons');
const addonArchives = existsSync(addonsDir) ? readdirSync(addonsDir).filter((f) => /\.tar\.xz$/.test(f)) : [];
let addonsSkipped;
if (!journeys.some((j) => ADDON_JOURNEYS.includes(j))) addonsSkipped = 'no add-on journey selected';
else if (!existsSync(path.join(store.dir, 'addons.sh'))) addonsSkipped = `no addons.sh in ${store.dir}`;
else if (!addonArchives.some((f) => f.startsWith('wc-product-table-lite-')) || !addonArchives.some((f) => f.startsWith('bbpress-'))) {
  addonsSkipped = `the add-on archives (wc-product-table-lite-*.tar.xz, bbpress-*.tar.xz) are not in ${addonsDir}: the add-on journeys cannot run`;
} else {
  console.log(`putting the add-ons on the store (${addonArchives.join(', ')})`);
  const addons = spawnSync('bash', [path.join(store.dir, 'addons.sh')], {
    stdio: 'inherit',
    env: { ...process.env, RS_ROOT, RS_ADDONS_DIR: addonsDir },
    timeout: 10 * 60_000,
  });
  if (addons.status !== 0) {
    writeReport({ passed: 0, failed: 1, skipped: 0, reason: 'addons.sh failed', results: [] });
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}
// `--prepare`: only set the store up (npm test does it in the background while the other suites run).
if (process.argv.includes('--prepare')) {
  console.log(`the store in ${RS_ROOT} is set up`);
  process.exit(0);
}
const ids = JSON.parse(readFileSync(path.join(RS_ROOT, 'ids.json'), 'utf8'));
/** Why a journey cannot run on this store, or undefined. */
const skipReason = (journey) => (ADDON_JOURNEYS.includes(journey) ? addonsSkipped ?? journey.skip?.(ids) : journey.skip?.(ids));

// The snippets on every page, through realstore's inject file (restored afterwards).
const INJECT = path.join(RS_ROOT, 'inject.html');
const previousInject = existsSync(INJECT) ? readFileSync(INJECT, 'utf8') : undefined;
mkdirSync(path.join(RS_ROOT, 'static'), { recursive: true });
copyFileSync(path.join(ROOT, 'test/platform/snippets.js'), path.join(RS_ROOT, 'static/platform-snippets.js'));
writeFileSync(INJECT, '<script src="/_realstore/platform-snippets.js"></script>\n');
const restoreInject = () => (previousInject === undefined ? rmSync(INJECT, { force: true }) : writeFileSync(INJECT, previousInject));

// Our plugin, with the built library in its assets/, and a must-use plugin that turns it off for one page
// through its filter (`?platform-scripts=1`).
const PAGE_SWITCH = path.join(WP_DIR, 'wp-content/mu-plugins/storefront-elements-page-switch.php');
if (!existsSync(path.join(ROOT, 'dist'))) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
let oursSkipped;
if (existsSync(path.join(ROOT, 'dist/auto.js'))) {
  buildPlugin({ build: false });
  // The release zip, installed as a shop owner installs it (Plugins › Add New › Upload Plugin).
  try {
    if (spawnSync('sh', ['-c', 'command -v zip'], { stdio: 'ignore' }).status !== 0) {
      execFileSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'zip'], { stdio: 'inherit' });
    }
    const zip = zipPlugin();
    const installed = execFileSync('php', [path.join(ROOT, 'test/platform/install-plugin.php'), WP_DIR, zip], { encoding: 'utf8' }).trim();
    if (installed !== 'storefront-elements/storefront-elements.php') throw new Error(`it installed ${JSON.stringify(installed)}, not storefront-elements/storefront-elements.php`);
    console.log(`installed ${path.relative(ROOT, zip)} through WordPress's plugin upload`);
  } catch (error) {
    const reason = `the release zip did not install: ${String(error.stderr || error.message).trim()}`;
    writeReport({ passed: 0, failed: 1, skipped: 0, reason, results: [] });
    console.log(`${reason}\n0 passed, 1 failed`);
    process.exit(1);
  }
  copyFileSync(path.join(ROOT, 'test/platform/switch-plugin.php'), path.join(RS_ROOT, 'scripts/switch-plugin.php'));
  copyFileSync(path.join(ROOT, 'test/platform/page-switch.php'), PAGE_SWITCH);
} else {
  oursSkipped = 'dist/auto.js is not built (the automatic entry, src/auto.ts, is missing): mode `ours` cannot run';
}

function removePageSwitch() {
  rmSync(PAGE_SWITCH, { force: true });
}

// Mode `theme`: a theme's functions.php in a must-use plugin, and the theme's copy of the package's dist/
// (served at /_realstore/theme-elements/, where theme-tags.php loads the drop-in file from). The must-use
// plugin acts on the pages that carry the cookie THEME_COOKIE only, and turns our plugin off there: the theme
// journeys need no plugin switch of their own and share another mode's time (see `windows` below).
const THEME_TAGS = path.join(WP_DIR, 'wp-content/mu-plugins/storefront-elements-theme-tags.php');
const THEME_DIST = path.join(RS_ROOT, 'static/theme-elements');
const THEME_COOKIE = 'storefront_theme_tags';
function placeThemeTags(on) {
  rmSync(THEME_TAGS, { force: true });
  rmSync(THEME_DIST, { recursive: true, force: true });
  if (!on) return;
  cpSync(path.join(ROOT, 'dist'), THEME_DIST, { recursive: true });
  copyFileSync(path.join(ROOT, 'test/platform/theme-tags.php'), THEME_TAGS);
}

function switchPlugin(state, build = 'default') {
  if (!existsSync(path.join(WP_DIR, 'wp-content/plugins/storefront-elements'))) return;
  // Modes `ours` and `ours-lite` also print the variation matrix of the 1,000-variation product (the
  // plugin's opt-in); `ours-lite` has the plugin serve the lite build.
  const args = [path.join(RS_ROOT, 'scripts/switch-plugin.php'), state, WP_DIR, ...(state === 'on' ? ['matrix', build] : [])];
  const out = execFileSync('runuser', ['-u', 'www-data', '--', 'php', ...args], {
    encoding: 'utf8',
  }).trim();
  if (out !== (state === 'restore' ? 'off' : state)) throw new Error(`the plugin did not switch ${state} (${out})`);
}

/**
 * What the snippets saw in each step, each observation once, in the order first seen: how often the
 * platform's script repeats an event (once per select on a reset) is not what a snippet relies on.
 */
function normalize(observation) {
  if (!observation || typeof observation !== 'object') return observation;
  const out = {};
  for (const [key, value] of Object.entries(observation)) {
    out[key] = Array.isArray(value) ? [...new Map(value.map((item) => [JSON.stringify(item), item])).values()] : value;
  }
  return out;
}

function firstDifference(a, b, where = '') {
  if (JSON.stringify(a) === JSON.stringify(b)) return undefined;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const diff = firstDifference(a[key], b[key], `${where}/${key}`);
      if (diff) return diff;
    }
  }
  return `${where || '/'}: platform ${JSON.stringify(a)}, ours ${JSON.stringify(b)}`;
}

/** Gzip size of a script by URL: the same file is served to both browsers and in several modes; fetched once. */
const gzipSizes = new Map();
function gzipSizeOf(url) {
  if (!gzipSizes.has(url)) {
    gzipSizes.set(url, fetch(url).then(async (response) => gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length));
  }
  return gzipSizes.get(url);
}

/** Per page: JavaScript shipped (gzip) and the time from DOMContentLoaded until the first click adds over AJAX. */
async function measure(browser, url, readyTag) {
  // A first visit: nothing cached from the journeys.
  await browser.forgetAll();
  const page = await browser.newPage();
  try {
    await page.addInitScript((tag) => {
      window.__figure = { dcl: null, ready: null };
      // The first element of the tag ready (our modes): when its data-shop-ready appears.
      if (tag) {
        new MutationObserver((records, observer) => {
          if (records.some((r) => r.target.localName === tag && r.target.hasAttribute('data-shop-ready'))) {
            window.__figure.ready = performance.now();
            observer.disconnect();
          }
        }).observe(document, { attributes: true, attributeFilter: ['data-shop-ready'], subtree: true });
      }
      document.addEventListener('DOMContentLoaded', () => {
        window.__figure.dcl = performance.now();
        // Click the first AJAX add link until a click is taken (default prevented by the page's scripts).
        const attempt = () => {
          const link = document.querySelector('a.ajax_add_to_cart[data-product_id]');
          if (!link) return;
          let seen = null;
          const guard = (event) => {
            seen = event.defaultPrevented;
            if (!event.defaultPrevented) event.preventDefault(); // not taken yet: do not follow the link
          };
          window.addEventListener('click', guard);
          const notPrevented = link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
          window.removeEventListener('click', guard);
          const taken = seen === null ? !notPrevented : seen;
          if (!taken) setTimeout(attempt, 4);
        };
        attempt();
      });
    }, readyTag);
    await page.goto(url);
    const hasLink = await page.evaluate(() => !!document.querySelector('a.ajax_add_to_cart[data-product_id]'));
    const addMs = hasLink
      ? await page.waitFor('the AJAX add', () => {
          const add = performance.getEntriesByType('resource').find((e) => e.name.includes('wc-ajax=add_to_cart'));
          return add && window.__figure.dcl !== null && Math.max(0, add.startTime - window.__figure.dcl);
        }).catch(() => null)
      : null;
    const readyMs = readyTag && (await page.evaluate((tag) => !!document.querySelector(tag), readyTag))
      ? await page.waitFor(`${readyTag} ready`, () => window.__figure.ready !== null && window.__figure.dcl !== null && { ms: window.__figure.ready - window.__figure.dcl })
        .then((r) => r.ms).catch(() => null)
      : null;
    const { urls, inline } = await page.evaluate(() => ({
      urls: [...new Set(performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /\.m?js(\?|$)/.test(new URL(n).pathname + '?')))],
      inline: [...document.scripts]
        .filter((s) => !s.src && (!s.type || /javascript|module/.test(s.type)))
        .map((s) => s.textContent),
    }));
    let gzip = 0;
    const files = [];
    for (const scriptUrl of urls) {
      if (scriptUrl.includes('/_realstore/')) continue; // the test's snippets
      const size = await gzipSizeOf(scriptUrl);
      gzip += size;
      files.push({ url: new URL(scriptUrl).pathname, gzip: size });
    }
    const inlineGzip = inline.reduce((sum, text) => sum + gzipSync(Buffer.from(text), { level: 9 }).length, 0);
    return {
      jsGzipBytes: gzip + inlineGzip,
      files: files.length,
      inlineGzipBytes: inlineGzip,
      addAfterDomContentLoadedMs: addMs === null ? null : Math.round(addMs),
      // Negative: ready before DOMContentLoaded fired (module scripts run before it).
      ...(readyTag ? { readyAfterDomContentLoadedMs: readyMs === null ? null : Math.round(readyMs) } : {}),
      scripts: files,
    };
  } finally {
    await page.close();
  }
}

const results = [];
const figures = {};
const baseline = {}; // browser -> journey -> platform observation
let current;
process.on('SIGINT', () => { restoreInject(); removePageSwitch(); process.exit(130); });

/**
 * Journeys that change state shared by both browsers (a forum member's favourites) name it in
 * `exclusive`: one browser at a time runs them. Resolves to the release.
 */
const holders = new Map();
async function exclusive(key) {
  if (!key) return () => {};
  const before = holders.get(key) ?? Promise.resolve();
  let release;
  const mine = new Promise((resolve) => { release = resolve; });
  holders.set(key, before.then(() => mine));
  await before;
  return release;
}

/** One journey in one browser. */
async function runJourney(kind, browser, mode, journey) {
  current = `${kind} ${mode} ${journey.name}`;
  const skipped = skipReason(journey);
  if (skipped) {
    results.push({ browser: kind, mode, journey: journey.name, status: 'skipped', reason: skipped });
    console.log(`[${kind} ${mode}] skip ${journey.name}: ${skipped}`);
    return;
  }
  const release = await exclusive(journey.exclusive);
  const started = Date.now();
  let page;
  let status = 'passed';
  let error;
  let observation;
  try {
    page = await browser.newPage();
    if (mode === 'theme') await page.setCookie(THEME_COOKIE, '1', ids.base_url);
    observation = normalize(await journey.run(page, { ids, mode }));
    // Our code must not complain on the platform's own markup.
    const ours = page.messages.filter((m) => /<shop-|storefront|\/storefront-elements\//i.test(m.text));
    if (mode !== 'platform' && ours.length) throw new Error(`console: ${ours.map((m) => `${m.type}: ${m.text}`).join(' | ')}`);
    if (journey.compare) {
      baseline[kind] ??= {};
      if (mode === 'platform') baseline[kind][journey.name] = observation;
      else if (baseline[kind][journey.name] !== undefined) {
        const diff = firstDifference(baseline[kind][journey.name], observation);
        if (diff) throw new Error(`differs from the platform's scripts at ${diff}`);
      }
    }
  } catch (e) {
    status = 'failed';
    // Where the page was: a failure on a page signed out or elsewhere says so.
    const where = await page?.evaluate(() => `${location.pathname}${location.search}${document.body?.classList.contains('logged-in') ? ', signed in' : ''}`).catch(() => 'unknown');
    error = `${String(e?.message ?? e).split('\n').slice(0, 3).join(' ')}${where ? ` (at ${where})` : ' (no page opened)'}`;
  } finally {
    await page?.close().catch(() => {});
    release();
  }
  const ms = Date.now() - started;
  results.push({ browser: kind, mode, journey: journey.name, status, error, ms, ...(journey.compare ? { observation } : {}) });
  console.log(`[${kind} ${mode}] ${status === 'passed' ? 'ok  ' : 'FAIL'} ${journey.name} (${(ms / 1000).toFixed(1)} s)${error ? `\n      ${error}` : ''}`);
}

// Per mode (the plugin switched once), the two browsers run their journeys side by side: a journey
// mostly waits for the store, and the machine stays half idle with one browser at a time. The
// figures are measured afterwards, one browser at a time, so that they are not measured under load.
const launched = new Map();
/**
 * The modes in the order they run, each with the plugin switched once. The theme journeys (the plugin off
 * for their pages by their cookie) run in the platform mode's window, in the Firefox lane after the
 * baseline's compared journeys, while the Chromium lane runs the whole baseline: the two lanes take
 * about as long. Without the platform mode they run in the first window; the theme mode alone has a window of its own.
 */
const windows = modes.filter((mode) => mode !== 'theme');
if (modes.includes('theme') && !windows.length) windows.push('theme');
const withTheme = modes.includes('theme');
const themeWindow = windows.includes('platform') ? 'platform' : windows[0];
try {
  for (const kind of browsers) launched.set(kind, await launch(kind));
  if (withTheme && !oursSkipped) placeThemeTags(true);
  for (const mode of windows) {
    const lanes = (kind) => [
      ...(mode === 'theme' || !browsersOf(mode).includes(kind) ? [] : journeysOf(mode, kind).map((journey) => [mode, journey])),
      ...(withTheme && mode === themeWindow && browsersOf('theme').includes(kind) ? journeysOf('theme', kind).map((journey) => ['theme', journey]) : []),
    ];
    if (mode !== 'platform' && oursSkipped) {
      for (const kind of browsers) {
        for (const [laneMode, journey] of lanes(kind)) results.push({ browser: kind, mode: laneMode, journey: journey.name, status: 'skipped', reason: oursSkipped });
        console.log(`[${kind} ${mode}] skipped: ${oursSkipped}`);
      }
      continue;
    }
    switchPlugin(mode === 'platform' || mode === 'theme' ? 'off' : 'on', mode === 'ours-lite' ? 'lite' : 'default');
    await Promise.all([...launched.values()].map((browser) => browser.forgetAll()));
    // A lane per browser: two pages of one browser at once leave one of them in the background, where
    // Firefox pauses its animation frames and the page's scripts stall.
    await Promise.all(browsers.map(async (kind) => {
      for (const [laneMode, journey] of lanes(kind)) await runJourney(kind, launched.get(kind), laneMode, journey);
    }));
    // The per-page figures compare the platform's scripts with the plugin's builds; a theme's tags load the same files.
    if (process.argv.includes('--no-figures') || mode === 'theme') continue;
    for (const [kind, browser] of launched) {
      figures[kind] ??= {};
      figures[kind][mode] = {};
      // The add-ons' pages too, when they are on the store: each table page and a forum topic (as a visitor).
      const addonPages = addonsSkipped ? [] : [
        ...Object.entries(ids.wcpt_tables ?? {}).map(([key, table]) => [`table-${key}`, table.url, 'shop-product-table']),
        ...(ids.forum?.topics ? [['forum-topic', ids.forum.topics['hoodie-sizes'].url, 'forum-reply-form']] : []),
      ];
      for (const [name, url, readyTag] of [['shop', ids.pages.shop.url], ['product', ids.simple.plain_mug.url], ['cart', ids.pages.cart.url], ...addonPages]) {
        // The product page's related products are drawn at random: look again when none had an AJAX add link.
        for (let view = 1; view <= 3; view += 1) {
          figures[kind][mode][name] = await measure(browser, url, mode === 'platform' ? undefined : readyTag).catch((e) => ({ error: String(e.message).split('\n')[0] }));
          if (name !== 'product' || figures[kind][mode][name].addAfterDomContentLoadedMs != null) break;
        }
      }
    }
  }
} catch (e) {
  results.push({ browser: '', mode: '', journey: current ?? 'suite', status: 'failed', error: String(e?.stack ?? e) });
  console.error(e);
} finally {
  for (const browser of launched.values()) await browser.close().catch(() => {});
  restoreInject();
  removePageSwitch();
  placeThemeTags(false);
  try { switchPlugin('restore'); } catch { /* the next run switches it again */ }
}

const count = (status) => results.filter((r) => r.status === status).length;
const report = { passed: count('passed'), failed: count('failed'), skipped: count('skipped'), results };
writeReport(report);
if (Object.keys(figures).length) {
  writeFileSync(FIGURES, `${JSON.stringify(figures, null, 2)}\n`);
  console.log('\nJavaScript shipped (gzip) and DOMContentLoaded -> first AJAX add, per page:');
  for (const [kind, byMode] of Object.entries(figures)) {
    for (const [mode, pages] of Object.entries(byMode)) {
      for (const [name, f] of Object.entries(pages)) {
        const add = f.addAfterDomContentLoadedMs == null ? 'n/a' : `${f.addAfterDomContentLoadedMs} ms`;
        const ready = f.readyAfterDomContentLoadedMs == null ? '' : `, element ready after ${f.readyAfterDomContentLoadedMs} ms`;
        console.log(`  ${kind.padEnd(8)} ${mode.padEnd(8)} ${name.padEnd(7)} ${f.error ?? `${(f.jsGzipBytes / 1024).toFixed(1)} KB in ${f.files} files + inline, add after ${add}${ready}`}`);
      }
    }
  }
}
if (report.skipped) console.log(`${report.skipped} skipped`);
console.log(`${report.passed} passed, ${report.failed} failed`);
process.exit(report.failed ? 1 : 0);
