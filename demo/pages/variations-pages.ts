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

/** A product page with its `<shop-variations>` opening tag given `attributes` and its body edited by `edit`. */
async function productWith(ctx: PageContext, slug: string, attributes: string, edit: (body: string) => string = (b) => b): Promise<PageResult | Response> {
  const result = await productPage.render({ ...ctx, params: { ...ctx.params, slug } });
  if (result instanceof Response) return result;
  return { ...result, body: edit(result.body.replace('<shop-variations>', `<shop-variations ${attributes}>`)) };
}

/** An attribute value holding JSON, as a theme's PHP prints it with esc_attr(wp_json_encode(…)). */
function jsonAttribute(value: unknown): string {
  return JSON.stringify(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Gives each option of the select named `name` the `data-<key>` of `values` (as a theme's dropdown filter prints it). */
function optionData(body: string, name: string, key: string, values: Record<string, string>): string {
  return body.replace(new RegExp(`(<select[^>]*name="${name}"[^>]*>)([\\s\\S]*?)(</select>)`), (_all, open: string, options: string, close: string) =>
    open + options.replace(/<option value="([^"]+)"/g, (tag, value: string) => (values[value] ? `${tag} data-${key}="${values[value]}"` : tag)) + close);
}

/** Colour chips from the settings map and size labels: the linen shirt, some sizes and colours ruling each other out. */
export const swatchesPage: Page = {
  path: '/demo/variation-swatches/',
  tag: 'shop-variations',
  title: 'Variation swatches: colours and sizes',
  description: 'The linen shirt with colour chips (colours from the swatches setting) and size labels beside its selects; sizes and colours that do not go together are disabled with the reason in their name, green M is out of stock.',
  render(ctx) {
    const settings = { swatches: { colors: { blue: '#2f6fd6', white: '#f7f7f2', green: '#2e8b57' } } };
    return productWith(ctx, 'linen-shirt', `swatches="pa_color:color,pa_size:label" settings="${jsonAttribute(settings)}"`);
  },
};

/** Pictures instead of the selects: each colour's picture from the option's data-image. */
export const swatchPicturesPage: Page = {
  path: '/demo/variation-swatches-pictures/',
  tag: 'shop-variations',
  title: 'Variation swatches: pictures, selects hidden',
  description: 'The T-shirt with a picture per colour and logo labels, the selects hidden (swatches-only): the swatches are the form, the selects still submit it.',
  render(ctx) {
    const pictures = Object.fromEntries(['blue', 'red', 'green'].map((c) => [c, `/demo-assets/swatches/shirt-${c}.svg`]));
    return productWith(ctx, 'tshirt-colour-logo', 'swatches="pa_color:image,logo:label" swatches-only', (body) =>
      optionData(body, 'attribute_pa_color', 'image', pictures));
  },
};

/** AJAX mode: forty variations looked up one by one, the swatches narrowed from the matrix the page prints. */
export const swatchesAjaxPage: Page = {
  path: '/demo/variation-swatches-ajax/',
  tag: 'shop-variations',
  title: 'Variation swatches on an AJAX product',
  description: 'The sneaker in forty variations (looked up over AJAX) with swatches on every attribute: colour chips from the options\' data-color, shoe sizes as labels, narrowed from the attribute matrix printed in the form.',
  render(ctx) {
    const matrix = variationMatrixOf(ctx.db, FIXTURES.sneaker);
    const block = `<script type="application/json" class="shop-variation-matrix">${scriptJson(matrix)}</script>`;
    const colours = { black: '#1d1d1f', white: '#ffffff', red: '#d1242f', blue: '#2f6fd6', green: '#2e8b57' };
    return productWith(ctx, 'sneaker-many', 'swatches', (body) =>
      optionData(body, 'attribute_pa_color', 'color', colours).replace('</form></shop-variations>', `${block}</form></shop-variations>`));
  },
};

export const variationPages: Page[] = [ownPricePage, matrixBlockPage, matrixUrlPage, swatchesPage, swatchPicturesPage, swatchesAjaxPage];
