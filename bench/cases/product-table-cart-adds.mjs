// Twenty rapid adds on distinct rows of a product table: from the first click to every row showing
// its product in the cart with no row busy. Each click comes in a task of its own; the store's
// answer (a cart kept in memory through page.route) takes 100 ms, so the clicks arrive while a call
// is on its way and merge into the next one. Throws if more than two calls were sent.
import { missingBuild } from './product-table-10000.mjs';

const PAGE_PATH = '/bench/pages/product-table-cart-adds.html';
const ROWS = 20;
const ANSWER_MS = 100;

function pageHtml() {
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const id = 1000 + i;
    return `<tr class="wcpt-row wcpt-product-type-simple" data-wcpt-product-id="${id}" data-wcpt-type="simple" data-wcpt-price="10" data-wcpt-in-cart="0">`
      + `<td class="wcpt-cell wcpt-title"><div class="wcpt-cell-val">Item ${id}</div></td>`
      + `<td class="wcpt-cell wcpt-cart"><div class="wcpt-cell-val"><a class="wcpt-button wcpt-button-cart_ajax" data-wcpt-link-code="cart_ajax" href="?add-to-cart=${id}" data-product_id="${id}" aria-label="Add Item ${id} to your cart">Add to cart</a></div></td>`
      + `<td class="wcpt-cell wcpt-remove"><div class="wcpt-cell-val"><span class="wcpt-remove wcpt-disabled">×</span></div></td></tr>`;
  }).join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>product table cart adds bench</title>
<script type="application/json" id="storefront-settings">{"wc_ajax_url":"/?wc-ajax=%%endpoint%%"}</script></head><body>
<shop-product-table><div id="wcpt-101" class="wcpt wcpt-101" data-wcpt-table-id="101" data-wcpt-query-string="?" data-wcpt-sc-attrs="{}"
 data-wcpt-column-layout-source-map='{"laptop":"laptop","tablet":"laptop","phone":"laptop"}'><div class="wcpt-table-scroll-wrapper-outer wcpt-device-laptop"><div class="wcpt-table-scroll-wrapper">
<table class="wcpt-table"><thead><tr class="wcpt-heading-row"><th>Product</th><th>Cart</th><th>Remove</th></tr></thead><tbody>${rows}</tbody></table></div></div></div></shop-product-table>
<script type="module">import '/dist/storefront-elements.js';</script>
</body></html>`;
}

export default {
  name: 'product-table-cart-20-adds',
  iterations: 5,
  warmup: 1,
  async setup(page, baseURL) {
    const missing = missingBuild();
    if (missing) return missing;
    const cart = {};
    await page.route(`${baseURL}${PAGE_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: pageHtml() }));
    await page.route(`${baseURL}/?wc-ajax=wcpt_cart*`, async (route) => {
      const body = new URLSearchParams(route.request().postData() ?? '');
      for (const [name, value] of body) {
        const pid = /^wcpt_payload\[products\]\[(\d+)\]$/.exec(name)?.[1];
        if (pid) cart[pid] = (cart[pid] ?? 0) + Number(value);
      }
      await new Promise((resolve) => setTimeout(resolve, ANSWER_MS));
      const quantity = Object.values(cart).reduce((a, b) => a + b, 0);
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: true, notice: '', cart_widget: '', in_cart: { ...cart }, in_cart_total: [], cart_quantity: quantity, fragments: {}, cart_hash: 'h', payload: {} }),
      });
    });
    await page.goto(`${baseURL}${PAGE_PATH}`);
    await page.waitForSelector('shop-product-table[data-shop-ready]', { state: 'attached', timeout: 30_000 });
    // The cart side is its own chunk: it answers clicks once it has made the remove controls buttons.
    await page.waitForSelector('.wcpt-remove[role="button"]', { state: 'attached', timeout: 30_000 });
    return undefined;
  },
  async run(page) {
    return page.evaluate(async (rows) => {
      const buttons = [...document.querySelectorAll('.wcpt-button-cart_ajax')];
      const settled = () => [...document.querySelectorAll('tr.wcpt-row')].every((row) => row.getAttribute('data-wcpt-in-cart') === '1')
        && !document.querySelector('.wcpt-adding-product');
      performance.mark('bench:start');
      const t0 = performance.now();
      for (const button of buttons) {
        button.click();
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      while (!settled()) await new Promise((resolve) => requestAnimationFrame(resolve));
      const ms = performance.now() - t0;
      performance.mark('bench:end');
      const calls = performance.getEntriesByType('resource').filter((e) => e.name.includes('wc-ajax=wcpt_cart')).length;
      if (buttons.length !== rows || calls > 2) throw new Error(`${buttons.length} rows, ${calls} calls`);
      return ms;
    }, ROWS);
  },
};
