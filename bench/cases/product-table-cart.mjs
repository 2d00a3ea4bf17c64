// The product table's cart side (§4.11, §7.10):
// - twenty rapid adds on distinct rows, each click in a task of its own: from the first click until every
//   row shows its product in the cart, and how many cart calls went out (one in flight, the rest merged
//   into the next: at most two). The store's answer is computed from the posted payload in page.route and
//   takes 100 ms, as a quick store would, so clicks arrive while a call is on its way.
// - selecting 1,000 rows with the heading checkbox until the add-selected bar shows the count and cost
//   (the total is recomputed 100 ms after the last change; the main-thread time leaves that wait out).
// - with 1,000 rows checked, one quantity changed until the bar shows the new count and cost: the
//   recomputation of the total alone.
import { missingBuild } from './product-table-10000.mjs';

const PAGE_PATH = '/bench/pages/product-table-cart.html';
const ANSWER_MS = 100;

function cartTable(count) {
  const rows = [];
  for (let i = 0; i < count; i += 1) {
    const id = 30001 + i;
    const price = (10 + ((i * 37) % 490) + (i % 4) / 4).toFixed(2);
    rows.push(`<tr class="wcpt-row wcpt-${i % 2 ? 'even' : 'odd'} wcpt-product-type-simple" data-wcpt-product-id="${id}" data-wcpt-type="simple" data-wcpt-price="${price}" data-wcpt-in-cart="0">`
      + `<td class="wcpt-cell wcpt-checkbox"><div class="wcpt-cell-val"><div class="wcpt-cart-checkbox-wrapper"><input type="checkbox" class="wcpt-cart-checkbox" name="wcpt-cart-checkbox" value="${id}" data-wcpt-heading-enabled="true" aria-label="Select item ${i}"></div></div></td>`
      + `<td class="wcpt-cell wcpt-title"><div class="wcpt-cell-val"><a href="/product/p-${id}/">Item ${i}</a></div></td>`
      + `<td class="wcpt-cell wcpt-price"><div class="wcpt-cell-val"><span class="wcpt-price"><span class="wcpt-currency">$</span><span class="wcpt-amount">${price}</span></span></div></td>`
      + `<td class="wcpt-cell wcpt-quantity"><div class="wcpt-cell-val"><div class="quantity wcpt-quantity wcpt-display-type-input"><button type="button" class="wcpt-minus wcpt-qty-controller" aria-label="Fewer">−</button><input type="number" class="input-text qty text" step="1" min="1" data-wcpt-min="1" max="" name="quantity" value="1" data-wcpt-initial-value="min" data-wcpt-return-to-initial="" aria-label="Quantity of item ${i}"><button type="button" class="wcpt-plus wcpt-qty-controller" aria-label="More">+</button></div></div></td>`
      + `<td class="wcpt-cell wcpt-in_cart"><div class="wcpt-cell-val"><span class="wcpt-in-cart" data-wcpt-template="{n} in cart" data-wcpt-empty-template=""></span></div></td>`
      + `<td class="wcpt-cell wcpt-cart"><div class="wcpt-cell-val"><a class="wcpt-button wcpt-button-cart_ajax" data-wcpt-link-code="cart_ajax" href="?add-to-cart=${id}" data-product_id="${id}" rel="nofollow"><span class="wcpt-button-label">Add to cart</span></a></div></td></tr>`);
  }
  return `<shop-product-table><div id="wcpt-109" class="wcpt wcpt-109" data-wcpt-table-id="109" data-wcpt-query-string="?" data-wcpt-sc-attrs="{}" data-wcpt-encrypted-query-vars="t">
<div class="wcpt-add-selected wcpt-add-selected--unselected"><div class="wcpt-add-selected__add"><button type="button" class="wcpt-add-selected__add__selected wcpt-cart-checkbox-trigger--local">Add selected (<span class="wcpt-total-selected">0</span>) to cart: <span class="wcpt-total-selected-cost"><span class="wcpt-currency">$</span><span class="wcpt-amount">0</span></span></button></div></div>
<div class="wcpt-table-scroll-wrapper-outer wcpt-device-laptop"><div class="wcpt-table-scroll-wrapper"><table class="wcpt-table"><thead><tr class="wcpt-heading-row">
<th class="wcpt-heading wcpt-checkbox" scope="col"><span class="screen-reader-text">Select</span></th><th class="wcpt-heading wcpt-title" scope="col">Product</th><th class="wcpt-heading wcpt-price" scope="col">Price</th><th class="wcpt-heading wcpt-quantity" scope="col">Quantity</th><th class="wcpt-heading wcpt-in_cart" scope="col">In cart</th><th class="wcpt-heading wcpt-cart" scope="col">Buy</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table></div></div></div></shop-product-table>`;
}

function pageHtml(count) {
  return `<!doctype html><html><head><meta charset="utf-8"><title>product table cart bench</title>
<script type="application/json" id="storefront-settings">{"wc_ajax_url":"/?wc-ajax=%%endpoint%%"}</script></head><body>
${cartTable(count)}
<script type="module">import '/dist/storefront-elements.js';</script>
</body></html>`;
}

/** Answers wcpt_cart as the store would: the posted products go in, the cart is reported back. */
async function routeCart(page, baseURL, counter) {
  const inCart = {};
  await page.route(`${baseURL}/?wc-ajax=wcpt_cart*`, async (route) => {
    counter.requests += 1;
    await new Promise((resolve) => setTimeout(resolve, ANSWER_MS));
    const body = new URLSearchParams(route.request().postData() ?? '');
    for (const [key, value] of body) {
      const match = /^wcpt_payload\[products\]\[(\d+)\]$/.exec(key);
      if (match) inCart[match[1]] = (inCart[match[1]] ?? 0) + (Number(value) || 1);
    }
    const totals = Object.fromEntries(Object.entries(inCart).map(([id, qty]) => [id, qty * 10]));
    const quantity = Object.values(inCart).reduce((a, b) => a + b, 0);
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ success: true, notice: '', cart_hash: `h${quantity}`, cart_quantity: quantity, in_cart: inCart, in_cart_total: totals, fragments: {}, payload: {} }),
    });
  });
}

async function openPage(page, baseURL, count, counter) {
  const missing = missingBuild();
  if (missing) return missing;
  const html = pageHtml(count);
  await page.route(`${baseURL}${PAGE_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
  await routeCart(page, baseURL, counter);
  await page.goto(`${baseURL}${PAGE_PATH}`);
  await page.waitForSelector('shop-product-table[data-shop-ready]', { state: 'attached', timeout: 30_000 });
  // The cart side is its own chunk: ready once the heading checkbox it adds is there.
  await page.waitForSelector('.wcpt-cart-checkbox-heading', { state: 'attached', timeout: 30_000 });
  return undefined;
}

const addsCounter = { requests: 0 };

export default [
  {
    name: 'product-table-cart-20-adds',
    iterations: 10,
    warmup: 1,
    async setup(page, baseURL) {
      addsCounter.requests = 0;
      return openPage(page, baseURL, 40, addsCounter);
    },
    async run(page) {
      const ms = await page.evaluate(async () => {
        const rows = [...document.querySelectorAll('tbody tr.wcpt-row')].slice(0, 20);
        const settled = () => rows.every((row) => row.getAttribute('data-wcpt-in-cart') === '1' && !row.classList.contains('wcpt-adding-product'));
        performance.mark('bench:start');
        const t0 = performance.now();
        for (const row of rows) {
          row.querySelector('.wcpt-button').click();
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
        while (!settled()) await new Promise((resolve) => setTimeout(resolve, 1));
        const elapsed = performance.now() - t0;
        performance.mark('bench:end');
        return elapsed;
      });
      return { ms, counts: { 'cart requests': addsCounter.requests } };
    },
  },
  {
    name: 'product-table-cart-select-1000',
    iterations: 8,
    warmup: 1,
    async setup(page, baseURL) {
      return openPage(page, baseURL, 1000, { requests: 0 });
    },
    async run(page) {
      return page.evaluate(async () => {
        const count = () => document.querySelector('.wcpt-add-selected .wcpt-total-selected')?.textContent?.trim();
        performance.mark('bench:start');
        const t0 = performance.now();
        document.querySelector('.wcpt-cart-checkbox-heading').click();
        while (count() !== '1000') await new Promise((resolve) => setTimeout(resolve, 1));
        void document.body.offsetHeight;
        const elapsed = performance.now() - t0;
        performance.mark('bench:end');
        return elapsed;
      });
    },
  },
  {
    name: 'product-table-cart-total-1000',
    iterations: 8,
    warmup: 1,
    async setup(page, baseURL) {
      const missing = await openPage(page, baseURL, 1000, { requests: 0 });
      if (missing) return missing;
      await page.evaluate(async () => {
        document.querySelector('.wcpt-cart-checkbox-heading').click();
        while (document.querySelector('.wcpt-add-selected .wcpt-total-selected')?.textContent?.trim() !== '1000') {
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      });
      return undefined;
    },
    async run(page) {
      return page.evaluate(async () => {
        const count = () => document.querySelector('.wcpt-add-selected .wcpt-total-selected')?.textContent?.trim();
        const input = document.querySelector('tbody input.qty');
        performance.mark('bench:start');
        const t0 = performance.now();
        input.value = '3';
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
        while (count() !== '1002') await new Promise((resolve) => setTimeout(resolve, 1));
        void document.body.offsetHeight;
        const elapsed = performance.now() - t0;
        performance.mark('bench:end');
        return elapsed;
      });
    },
  },
];
