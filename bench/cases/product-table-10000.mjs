// Product table with instant search and instant sort on 10,000 rows (every tenth with a child
// row), markup as the reference store renders it (test/helpers/product-table-markup.mjs):
// - product-table-10000-search: one keystroke in the search box, from the input event to the
//   rows shown, hidden and striped again with style and layout flushed; median of 24 keystrokes
//   (typing and deleting), each in a frame of its own.
// - product-table-10000-search-clear: emptying the box after a search that hid nearly every row:
//   10,000 rows shown again (the costliest keystroke: the browser lays every row out anew).
// - product-table-10000-sort: one click on a sortable heading, to the rows moved and striped with
//   style and layout flushed; median of 8 clicks over four columns.
// - product-table-1000-enhance: a server-rendered 1,000-row table, from importing the library to
//   the element's data-shop-ready, layout flushed.
// The 10,000-row cases start once the table is windowed (row-window.ts: from the browser's first
// idle time), as a shopper meets it; rows out of view are not in the page then, so what the
// search shows is checked by the table's aria-rowcount (the heading row and the rows shown).
// The pages are served from memory by page.route.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productTableHtml, sampleProducts } from '../../test/helpers/product-table-markup.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PAGE_PATH = '/bench/pages/product-table.html';
const SC = { instant_search: true, instant_sort: true };

function pageHtml(rows, { load = true } = {}) {
  const table = productTableHtml(sampleProducts(rows, { childEvery: 10, variationEvery: 6 }), { sc: SC });
  return `<!doctype html><html><head><meta charset="utf-8"><title>product table bench</title>
<script type="application/json" id="storefront-settings">{"wc_ajax_url":"/?wc-ajax=%%endpoint%%"}</script></head><body>
${table}
${load ? `<script type="module">import '/dist/storefront-elements.js';</script>` : ''}
</body></html>`;
}

/**
 * Why the cases cannot run (no build, or a build without the table's instant features), else
 * undefined. The element's code is its entry and the chunks the build splits it into.
 */
export function missingBuild() {
  const entry = path.join(ROOT, 'dist/elements/product-table.js');
  if (!existsSync(entry)) return { skip: 'dist/elements/product-table.js is missing' };
  const chunks = path.join(ROOT, 'dist/chunks');
  const files = [entry, ...(existsSync(chunks) ? readdirSync(chunks).filter((f) => f.startsWith('product-table')).map((f) => path.join(chunks, f)) : [])];
  if (!files.some((file) => readFileSync(file, 'utf8').includes('instant-search'))) return { skip: 'the built product table has no instant search' };
  return undefined;
}

async function open(page, baseURL, html, ready = true) {
  const missing = missingBuild();
  if (missing) return missing;
  await page.route(`${baseURL}${PAGE_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
  await page.goto(`${baseURL}${PAGE_PATH}`);
  if (ready) {
    await page.waitForSelector('shop-product-table[data-shop-ready]', { state: 'attached', timeout: 30_000 });
    await page.waitForSelector('table.wcpt-table[aria-rowcount]', { state: 'attached', timeout: 30_000 });
  }
  return undefined;
}

let bigPage;
const big = () => (bigPage ??= pageHtml(10_000));

const search = {
  name: 'product-table-10000-search',
  iterations: 5,
  warmup: 1,
  setup: (page, baseURL) => open(page, baseURL, big()),
  async run(page) {
    return page.evaluate(async () => {
      const input = document.querySelector('.wcpt-search-input');
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const shown = () => Number(document.querySelector('table.wcpt-table').getAttribute('aria-rowcount')) - 1;
      // Focus reads the rows' texts, as when a shopper clicks into the box before typing.
      input.focus();
      await frame();
      const typed = 'walnut oak';
      const values = [];
      for (let i = 1; i <= typed.length; i += 1) values.push(typed.slice(0, i));
      for (let i = typed.length - 1; i >= 0; i -= 1) values.push(typed.slice(0, i));
      const samples = [];
      let mostHidden = 0;
      for (const value of values.slice(0, 24)) {
        const t0 = performance.now();
        input.value = value;
        input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
        void document.body.offsetHeight;
        samples.push(performance.now() - t0);
        mostHidden = Math.max(mostHidden, 10_000 - shown());
        await frame();
      }
      if (mostHidden < 5000) throw new Error(`the search hid only ${mostHidden} rows`);
      if (shown() !== 10_000) throw new Error(`${10_000 - shown()} rows still hidden after the box was emptied`);
      samples.sort((a, b) => a - b);
      return samples[Math.floor(samples.length / 2)];
    });
  },
};

const clear = {
  name: 'product-table-10000-search-clear',
  iterations: 5,
  warmup: 1,
  setup: (page, baseURL) => open(page, baseURL, big()),
  async run(page) {
    return page.evaluate(async () => {
      const input = document.querySelector('.wcpt-search-input');
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const type = (value) => {
        input.value = value;
        input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
      };
      input.focus();
      type('item 12');
      void document.body.offsetHeight;
      await frame();
      performance.mark('bench:start');
      const t0 = performance.now();
      type('');
      void document.body.offsetHeight;
      const ms = performance.now() - t0;
      performance.mark('bench:end');
      const shown = Number(document.querySelector('table.wcpt-table').getAttribute('aria-rowcount')) - 1;
      if (shown !== 10_000) throw new Error(`${10_000 - shown} rows still hidden after the box was emptied`);
      return ms;
    });
  },
};

const sort = {
  name: 'product-table-10000-sort',
  iterations: 5,
  warmup: 1,
  setup: (page, baseURL) => open(page, baseURL, big()),
  async run(page) {
    return page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const samples = [];
      for (const key of ['title', 'price', 'sku', 'rating', 'title', 'price', 'date', 'sku']) {
        const heading = document.querySelector(`th.wcpt-${key}`);
        const link = heading.querySelector('a.wcpt-heading-sort');
        const t0 = performance.now();
        link.click();
        void document.body.offsetHeight;
        samples.push(performance.now() - t0);
        if (heading.getAttribute('aria-sort') === 'none') throw new Error(`the ${key} heading did not sort`);
        await frame();
      }
      samples.sort((a, b) => a - b);
      return samples[Math.floor(samples.length / 2)];
    });
  },
};

const enhance = {
  name: 'product-table-1000-enhance',
  iterations: 10,
  warmup: 1,
  setup: (page, baseURL) => open(page, baseURL, pageHtml(1000, { load: false }), false),
  async run(page) {
    return page.evaluate(async () => {
      const host = document.querySelector('shop-product-table');
      performance.mark('bench:start');
      const t0 = performance.now();
      await import('/dist/storefront-elements.js');
      await new Promise((resolve, reject) => {
        const deadline = t0 + 20_000;
        const check = () => {
          if (host.hasAttribute('data-shop-ready')) return resolve(undefined);
          if (performance.now() > deadline) return reject(new Error('<shop-product-table> not ready after 20 s'));
          setTimeout(check, 0);
        };
        check();
      });
      void document.body.offsetHeight;
      const ms = performance.now() - t0;
      performance.mark('bench:end');
      return ms;
    });
  },
};

export default [search, clear, sort, enhance];
