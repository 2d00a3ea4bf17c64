// 1,141 inline variations × 3 attributes: time from a select change to the DOM updated
// (the other selects narrowed, variation_id, button state, meta; style and layout flushed).
// Median of 30 changes per page load.
// The page: 11 × 11 × 11 attribute values, one in seven combinations missing and one in
// thirteen inactive, so that every change really narrows the other selects. It is served
// from memory by page.route; variations-1000-reset.mjs uses the same page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const N = 11;
const names = ['attribute_material', 'attribute_finish', 'attribute_width'];
const values = [
  Array.from({ length: N }, (_, i) => `Material ${i}`),
  Array.from({ length: N }, (_, i) => `Finish "${i}"`),
  Array.from({ length: N }, (_, i) => `${60 + i * 10} cm`),
];

function buildVariations() {
  const out = [];
  let id = 5000;
  for (let a = 0; a < N; a += 1)
    for (let b = 0; b < N; b += 1)
      for (let c = 0; c < N; c += 1) {
        if ((a + b + c) % 7 === 0) continue;
        id += 1;
        const price = 200 + a * 10 + b * 5 + c * 20;
        out.push({
          attributes: { [names[0]]: values[0][a], [names[1]]: values[1][b], [names[2]]: values[2][c] },
          availability_html: '<p class="stock in-stock">In stock</p>',
          backorders_allowed: false,
          dimensions: { length: String(60 + c * 10), width: '80', height: '75' },
          dimensions_html: `${60 + c * 10} &times; 80 &times; 75 cm`,
          display_price: price,
          display_regular_price: price,
          image: { title: '', caption: '', url: '', alt: '', src: '', srcset: '', sizes: '', full_src: '', full_src_w: '', full_src_h: '', gallery_thumbnail_src: '', gallery_thumbnail_src_w: '', gallery_thumbnail_src_h: '', thumb_src: '', thumb_src_w: '', thumb_src_h: '', src_w: '', src_h: '' },
          image_id: 0,
          is_downloadable: false,
          is_in_stock: true,
          is_purchasable: true,
          is_sold_individually: 'no',
          is_virtual: false,
          max_qty: '',
          min_qty: 1,
          price_html: `<span class="price"><span class="amount">$${price}.00</span></span>`,
          sku: `CFG-${a}-${b}-${c}`,
          variation_description: '',
          variation_id: id,
          variation_is_active: (a + b + c) % 13 !== 0,
          variation_is_visible: true,
          weight: String(15 + c),
          weight_html: `${15 + c} kg`,
        });
      }
  return out;
}

const esc = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function pageHtml() {
  const variations = buildVariations();
  const rows = names
    .map(
      (name, i) =>
        `<tr><th><label for="${name}">${name}</label></th><td><select id="${name}" name="${name}" data-attribute_name="${name}"><option value="">Choose an option</option>${values[i]
          .map((v) => `<option value="${esc(v)}">${esc(v)}</option>`)
          .join('')}</select>${i === 2 ? '<a class="reset_variations" href="#">Clear</a>' : ''}</td></tr>`,
    )
    .join('');
  return {
    count: variations.length,
    html: `<!doctype html><html><head><meta charset="utf-8"><title>variations bench</title>
<script type="application/json" id="storefront-settings">{"wc_ajax_url":"/?wc-ajax=%%endpoint%%"}</script></head><body>
<div class="product"><div class="summary">
<shop-variations><form class="variations_form cart" method="post" data-product_id="6" data-product_variations="${esc(JSON.stringify(variations))}">
<table class="variations"><tbody>${rows}</tbody></table>
<div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div>
<div class="woocommerce-variation-add-to-cart variations_button"><div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1" min="1"></div>
<button type="submit" class="single_add_to_cart_button button alt disabled wc-variation-selection-needed">Add to cart</button>
<input type="hidden" name="variation_id" class="variation_id" value="0"></div></div></form></shop-variations>
<div class="product_meta"><span class="sku">CONFIG</span></div></div>
<table><tr class="woocommerce-product-attributes-item--weight"><td>15 kg</td></tr><tr class="woocommerce-product-attributes-item--dimensions"><td>N/A</td></tr></table></div>
<script type="module">import '/dist/storefront-elements.js';</script>
</body></html>`,
  };
}

export const PAGE_PATH = '/bench/pages/variations-1000.html';

/** Why the cases cannot run (no build, or a build without the element), else undefined. */
export function missingBuild() {
  let entry = '';
  try {
    entry = readFileSync(path.join(ROOT, 'dist/storefront-elements.js'), 'utf8');
  } catch {
    return { skip: 'dist/storefront-elements.js is missing' };
  }
  if (!entry.includes('shop-variations')) return { skip: '<shop-variations> is not in dist/storefront-elements.js' };
  return undefined;
}

/** Serves `html` at the bench page's path, opens it and waits for the form's first check. */
export async function openVariationsPage(page, baseURL, html) {
  await page.route(`${baseURL}${PAGE_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
  await page.goto(`${baseURL}${PAGE_PATH}`);
  await page.waitForSelector('shop-variations[data-ready]', { state: 'attached', timeout: 20_000 });
}

/** Loads the page and waits for the form's first check. */
export async function setupVariationsPage(page, baseURL) {
  const missing = missingBuild();
  if (missing) return missing;
  const { html, count } = pageHtml();
  if (count < 1000) throw new Error(`only ${count} variations`);
  await openVariationsPage(page, baseURL, html);
  return undefined;
}

export default {
  name: 'variations-1000-change',
  iterations: 10,
  warmup: 1,
  setup: setupVariationsPage,
  async run(page) {
    return page.evaluate(() => {
      const form = document.querySelector('form.variations_form');
      const selects = [...form.querySelectorAll('select')];
      const idInput = form.querySelector('input.variation_id');
      const samples = [];
      for (let i = 0; i < 30; i += 1) {
        const select = selects[i % 3];
        const choices = [...select.options].filter((o) => o.value !== '' && !o.disabled);
        const option = choices[(i * 7) % choices.length];
        const t0 = performance.now();
        select.value = option.value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
        // The DOM is updated synchronously; force style and layout so their cost is counted.
        void document.body.offsetHeight;
        const t1 = performance.now();
        if (select.value !== option.value && select.value !== '') throw new Error('select did not take the value');
        if (selects.every((s) => s.value !== '') && idInput.value === '') throw new Error('complete selection without a match');
        samples.push(t1 - t0);
      }
      samples.sort((a, b) => a - b);
      return samples[Math.floor(samples.length / 2)];
    });
  },
};
