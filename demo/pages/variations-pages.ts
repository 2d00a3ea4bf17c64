/**
 * Home-page entries of the product-page elements beyond the variable product itself
 * (`/product/<slug>/` is registered by product.ts with data-demo="shop-variations"): the own-price
 * product, and the AJAX-mode product narrowed from an attribute matrix the page provides, both ways.
 */
import { FIXTURES } from '../db/seed.ts';
import { variationMatrixOf } from '../routes/variation-matrix.ts';
import type { PageContext, PageResult } from './context.ts';
import type { Page } from './registry.ts';
import { productPage } from './product.ts';

/** The own-price product: `<shop-own-price>` around the price input of its add-to-cart form. */
export const ownPricePage: Page = {
  path: '/product/donation-own-price/',
  tag: 'shop-own-price',
  title: 'Own price',
  description: 'A name-your-price product: the typed amount is read as a decimal (comma separators work), written back with the configured decimals and announced to the add-ons total.',
  render(ctx) {
    return productPage.render({ ...ctx, params: { ...ctx.params, slug: 'donation-own-price' } });
  },
};

/** The 40-variation sneaker (looked up over AJAX), its page changed by `edit`. */
async function sneakerPage(ctx: PageContext, edit: (body: string) => string): Promise<PageResult | Response> {
  const result = await productPage.render({ ...ctx, params: { ...ctx.params, slug: 'sneaker-many' } });
  return result instanceof Response ? result : { ...result, body: edit(result.body) };
}

/**
 * JSON for a script block: `<` escaped so that no value can close the block, as the theme's
 * PHP does with wp_json_encode(…, JSON_HEX_TAG).
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
}

/** The matrix printed in the page, as a theme's functions.php prints it (README: shop-variations). */
export const matrixBlockPage: Page = {
  path: '/demo/variations-matrix-block/',
  tag: 'shop-variations',
  title: 'AJAX variations narrowed from the page',
  description: 'Forty variations looked up over AJAX; the options are narrowed from a script.shop-variation-matrix JSON block printed in the form. No extra request.',
  render(ctx) {
    const matrix = variationMatrixOf(ctx.db, FIXTURES.sneaker);
    const block = `<script type="application/json" class="shop-variation-matrix">${scriptJson(matrix)}</script>`;
    return sneakerPage(ctx, (body) => body.replace('</form></shop-variations>', `${block}</form></shop-variations>`));
  },
};

/** The opt-in URL: the store answers the matrix at a wc-ajax endpoint of its own. */
export const matrixUrlPage: Page = {
  path: '/demo/variations-matrix-url/',
  tag: 'shop-variations',
  title: 'AJAX variations narrowed from a URL',
  description: 'Forty variations looked up over AJAX; the options are narrowed from the matrix read once from the URL in variation-matrix-url.',
  render(ctx) {
    const url = `/?wc-ajax=get_variation_matrix&amp;product_id=${FIXTURES.sneaker}`;
    return sneakerPage(ctx, (body) => body.replace('<shop-variations>', `<shop-variations variation-matrix-url="${url}">`));
  },
};

export const variationPages: Page[] = [ownPricePage, matrixBlockPage, matrixUrlPage];
