// The add-on section of `npm run bench` (`--addons`): a shopper's gestures on the real product-table
// add-on's pages, with the add-on's own script (`platform`), our plugin serving the React build (`react`)
// and serving the lite build (`lite`), run interleaved in the system Chromium. For each gesture: the main
// thread's CPU time from the gesture to the table settled (the trace's thread clock: the network and
// debounces do not count, everything the page's scripts do does) and the wall time until the rows shown
// change. Medians of --runs=N (default 5) after one warm-up per mode; a table and .reports/addon-bench.json.
//
// The store is realstore's (setup.sh and addons.sh), found and switched as the Lighthouse section does
// (lighthouse-bench.mjs): root, a running store, the add-on's seeded tables in ids.json; else skipped.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browsers.mjs';
import { findStore, inMode, installModes, median, MODES } from './lighthouse-bench.mjs';
import { mainThreadMs, TRACE_CATEGORIES } from './main-thread.mjs';
import { shownRows, tableCallsSoFar } from '../../test/platform/addon-journeys.mjs';

// The rows the table shows and the table's calls so far, as the platform suite's add-on journeys read them.
const SHOWN_ROWS = shownRows.toString();
const CALLS = tableCallsSoFar.toString();

/** Opens a filter's dropdown as a shopper does (the add-on's opens on hover, ours on a click). */
async function openDropdown(page, id, filter) {
  const box = `#wcpt-${id} ${filter}`;
  const open = () => page.waitForFunction((sel) => {
    const dropdown = document.querySelector(sel);
    const menu = dropdown?.querySelector('.wcpt-dropdown-menu');
    return !!menu && dropdown.classList.contains('wcpt-open') && getComputedStyle(menu).opacity === '1';
  }, box, { timeout: 3_000, polling: 50 });
  await page.hover(`${box} .wcpt-filter-heading`);
  await open().catch(async () => {
    await page.click(`${box} .wcpt-filter-heading`);
    await open();
  });
}

/** A call answered, the table no longer loading, and other rows shown than before. */
const AFTER_CALL = `(id, before) => before.calls < (${CALLS})()
  && !document.querySelector('#wcpt-' + id + '.wcpt-loading, #wcpt-' + id + ' .wcpt-loading')
  && (${SHOWN_ROWS})(id).join(',') !== before.rows`;

/**
 * The gestures. `prepare` brings the page to the moment before the gesture (unmeasured); `act` is the
 * gesture; `done(id, before)` runs in the page and says when its outcome shows (`before`: what
 * `prepare` returned, the rows shown and the calls made before the gesture).
 */
export const GESTURES = [
  {
    name: 'instant search: a keystroke narrows the rows',
    table: 'instant',
    prepare: (page, id) => page.focus(`#wcpt-${id} .wcpt-search-input`),
    act: (page) => page.keyboard.press('p'),
    done: `(id, before) => (${SHOWN_ROWS})(id).join(',') !== before.rows`,
  },
  {
    name: 'instant search: emptying the field shows every row again',
    table: 'instant',
    async prepare(page, id) {
      const all = await page.evaluate(`(${SHOWN_ROWS})(${id}).join(',')`);
      await page.focus(`#wcpt-${id} .wcpt-search-input`);
      await page.keyboard.press('p');
      await page.waitForFunction(`(${SHOWN_ROWS})(${id}).join(',') !== ${JSON.stringify(all)}`, undefined, { timeout: 10_000, polling: 50 });
      return { all };
    },
    act: (page) => page.keyboard.press('Backspace'),
    done: `(id, before) => (${SHOWN_ROWS})(id).join(',') === before.all`,
  },
  {
    name: 'sort-by: price, high to low (a call)',
    table: 'instant',
    prepare: (page, id) => openDropdown(page, id, '.wcpt-filter[data-wcpt-filter="sort_by"]'),
    act: (page, id) => page.click(`#wcpt-${id} .wcpt-filter[data-wcpt-filter="sort_by"] .wcpt-dropdown-option:has(input[value="option_3"]) label`),
    done: AFTER_CALL,
  },
  {
    name: 'category filter: one category (a call)',
    table: 'filters',
    prepare: (page, id) => openDropdown(page, id, '.wcpt-filter[data-wcpt-filter="category"]'),
    act: (page, id) => page.click(`#wcpt-${id} .wcpt-filter[data-wcpt-filter="category"] label[data-wcpt-slug="clothing"]`),
    done: AFTER_CALL,
  },
];

/**
 * In the page: marks bench:start, and resolves (with the wall time to the outcome) once `done` holds and
 * the document has had no mutation for 300 ms, then marks bench:end: what the scripts do after the rows
 * change (stripes, counts, a frozen column) counts too.
 */
const WATCH = `(done, id, before) => {
  const check = new Function('return (' + done + ')')();
  const started = performance.now();
  performance.mark('bench:start');
  window.__benchOutcome = new Promise((resolve) => {
    let shownAt;
    let lastMutation = performance.now();
    const observer = new MutationObserver(() => { lastMutation = performance.now(); });
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    const tick = () => {
      if (shownAt === undefined && check(id, before)) shownAt = performance.now();
      if (shownAt !== undefined && performance.now() - lastMutation >= 300) {
        observer.disconnect();
        performance.mark('bench:end');
        resolve(shownAt - started);
        return;
      }
      setTimeout(tick, 20);
    };
    tick();
  });
}`;

/** The page ready for a shopper: the add-on's script or our element has taken the table over, nothing loading. */
async function ready(page, mode, id) {
  await page.waitForLoadState('networkidle', { timeout: 30_000 });
  if (mode !== 'platform') {
    await page.waitForFunction((id) => [...document.querySelectorAll('shop-product-table')]
      .some((e) => (e.forElement?.id === `wcpt-${id}` || e.querySelector(`#wcpt-${id}`)) && e.hasAttribute('data-shop-ready')), id, { timeout: 30_000, polling: 50 });
  }
}

async function measureOnce(browser, store, gesture, mode) {
  const { table_id: id, url } = store.ids.wcpt_tables[gesture.table];
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(inMode(url, mode), { waitUntil: 'load', timeout: 60_000 });
    await ready(page, mode, id);
    const prepared = (await gesture.prepare(page, id)) ?? {};
    const before = {
      ...prepared,
      rows: await page.evaluate(`(${SHOWN_ROWS})(${id}).join(',')`),
      calls: await page.evaluate(tableCallsSoFar),
    };
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let wallMs;
    let cpu;
    try {
      await page.evaluate(`(${WATCH})(${JSON.stringify(gesture.done)}, ${id}, ${JSON.stringify(before)})`);
      await gesture.act(page, id);
      wallMs = await page.waitForFunction(() => window.__benchOutcome, undefined, { timeout: 30_000 }).then((handle) => handle.jsonValue());
    } finally {
      cpu = mainThreadMs(await browser.stopTracing());
    }
    if (errors.length) throw new Error(`page error: ${errors[0]}`);
    if (cpu === undefined) throw new Error('the trace holds no bench:start/bench:end marks');
    return { mainThreadMs: cpu, wallMs };
  } finally {
    await context.close();
  }
}

/** Runs the section; returns { skipped } or { gestures }, and writes .reports/addon-bench.json. */
export async function addonBench({ root, runs = 5, modes = MODES } = {}) {
  const report = path.join(root, '.reports/addon-bench.json');
  const write = (data) => {
    mkdirSync(path.dirname(report), { recursive: true });
    writeFileSync(report, `${JSON.stringify({ date: new Date().toISOString(), ...data }, null, 2)}\n`);
  };
  const skip = (reason) => {
    console.log(`add-on section skipped: ${reason}`);
    write({ skipped: reason });
    return { skipped: reason };
  };
  const store = await findStore(root);
  if (!store.base) return skip(store.reason);
  if (!store.ids.wcpt_tables) return skip('the product-table add-on is not on the store (no wcpt_tables in ids.json): run realstore/addons.sh');
  if (!existsSync(CHROMIUM_PATH)) return skip(`no Chromium at ${CHROMIUM_PATH}: run node scripts/ensure-packages.mjs browsers`);
  if (!existsSync(path.join(root, 'dist/auto.js')) || !existsSync(path.join(root, 'dist/lite/auto.js'))) return skip('dist/ is not built: run npm run build');

  const cleanUp = await installModes(root, store);
  const onSignal = () => { cleanUp(); process.exit(130); };
  process.once('SIGINT', onSignal);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const gestures = GESTURES.map((g) => ({ name: g.name, table: g.table, runs: {}, errors: {} }));
  const version = browser.version();
  console.log(`add-on gestures on ${store.base}, Chromium ${version}, ${runs} runs (after a warm-up) x ${modes.join(', ')}`);
  try {
    for (let run = 0; run <= runs; run += 1) {
      for (const [n, gesture] of GESTURES.entries()) {
        // The mode order turns from run to run: a busy moment of the machine does not fall on one mode.
        for (const mode of modes.map((_, i) => modes[(i + run) % modes.length])) {
          if (process.stdout.isTTY) process.stdout.write(`\r  run ${run === 0 ? 'warm-up' : `${run}/${runs}`}: ${gesture.name} [${mode}]`.padEnd(90));
          try {
            const figures = await measureOnce(browser, store, gesture, mode);
            if (run > 0) (gestures[n].runs[mode] ??= []).push(figures);
          } catch (error) {
            (gestures[n].errors[mode] ??= []).push(String(error?.message ?? error).split('\n')[0]);
          }
        }
      }
    }
  } finally {
    if (process.stdout.isTTY) process.stdout.write('\n');
    await browser.close();
    process.removeListener('SIGINT', onSignal);
    cleanUp();
  }
  const rows = [['gesture', ...modes.map((m) => `${m} main thread ms`), ...modes.map((m) => `${m} to rows ms`)]];
  for (const gesture of gestures) {
    gesture.medians = Object.fromEntries(modes.map((mode) => {
      const list = gesture.runs[mode] ?? [];
      return [mode, { mainThreadMs: median(list.map((r) => r.mainThreadMs)), wallMs: median(list.map((r) => r.wallMs)), runs: list.length }];
    }));
    const fmt = (n) => (typeof n === 'number' ? n.toFixed(1) : '-');
    rows.push([gesture.name, ...modes.map((m) => fmt(gesture.medians[m].mainThreadMs)), ...modes.map((m) => fmt(gesture.medians[m].wallMs))]);
  }
  console.log(`\n| ${rows[0].join(' | ')} |\n|${rows[0].map(() => '---').join('|')}|\n${rows.slice(1).map((r) => `| ${r.join(' | ')} |`).join('\n')}`);
  for (const gesture of gestures) {
    for (const [mode, errors] of Object.entries(gesture.errors)) console.log(`${gesture.name} [${mode}]: ${errors.length} failed run(s): ${errors[0]}`);
  }
  write({ base: store.base, chromium: version, runs, modes, gestures });
  console.log(`wrote ${path.relative(root, report)}`);
  return { gestures };
}
