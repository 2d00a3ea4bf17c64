// Infinite scroll: appending a 100-row page to a 100-row product table, from the "More products"
// click to the new rows in the table with style and layout flushed (the server's answer comes
// from memory through page.route, so the figure is the page's own work plus one local round trip;
// the main-thread time leaves the wait out). Median of one append per page load.
import { productTableHtml, sampleProducts } from '../../test/helpers/product-table-markup.mjs';
import { missingBuild } from './product-table-10000.mjs';

const PAGE_PATH = '/bench/pages/product-table-append.html';
const SC = { laptop_infinite_scroll: true, tablet_infinite_scroll: true, phone_infinite_scroll: true };

const products = sampleProducts(200, { childEvery: 10 });

function pageHtml() {
  const table = productTableHtml(products.slice(0, 100), { sc: SC, more: true, sortParams: null });
  return `<!doctype html><html><head><meta charset="utf-8"><title>product table append bench</title>
<script type="application/json" id="storefront-settings">{"wc_ajax_url":"/?wc-ajax=%%endpoint%%"}</script></head><body>
${table}
<script type="module">import '/dist/storefront-elements.js';</script>
</body></html>`;
}

/** The server's answer for page 2: the container with the next 100 rows and no more dots. */
function secondPage() {
  return productTableHtml(products.slice(100), { sc: SC, more: false, sortParams: null, firstStripe: 'odd' })
    .replace(/^<shop-product-table>|<\/shop-product-table>$/g, '')
    .replace('data-wcpt-query-string="?"', 'data-wcpt-query-string="?101_paged=2"');
}

export default {
  name: 'product-table-append-100',
  iterations: 10,
  warmup: 1,
  async setup(page, baseURL) {
    const missing = missingBuild();
    if (missing) return missing;
    const html = pageHtml();
    const answer = secondPage();
    await page.route(`${baseURL}${PAGE_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
    await page.route(`${baseURL}/?wc-ajax=wcpt_ajax*`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: answer }));
    await page.goto(`${baseURL}${PAGE_PATH}`);
    await page.waitForSelector('shop-product-table[data-shop-ready]', { state: 'attached', timeout: 30_000 });
    return undefined;
  },
  async run(page) {
    return page.evaluate(async () => {
      const host = document.querySelector('shop-product-table');
      const rows = () => host.querySelectorAll('tbody tr.wcpt-row:not(.wcpt-child-row)').length;
      const before = rows();
      const loaded = new Promise((resolve) => host.addEventListener('shop-table-loaded', resolve, { once: true }));
      performance.mark('bench:start');
      const t0 = performance.now();
      host.querySelector('.wcpt-infinite-scroll-dots a').click();
      await loaded;
      void document.body.offsetHeight;
      const ms = performance.now() - t0;
      performance.mark('bench:end');
      if (rows() !== before + 100) throw new Error(`expected ${before + 100} rows, found ${rows()}`);
      return ms;
    });
  },
};
