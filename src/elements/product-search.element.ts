import * as z from 'zod/mini';
import { ProductSearch } from '../react/product-search/ProductSearch.tsx';
import { attr, createElement, defineTag } from './base/define.tsx';
import type { ElementDeclaration, JsxAttributes, ParsedAttributes } from './base/types.ts';

/** The element's one declaration: `npm run elements` writes the catalogue, the tables and the type lists from it. */
const declaration = {
  tag: 'shop-product-search',
  enhances: 'form.woocommerce-product-search, form[role="search"]',
  holds: { submit: 'form:has([name="s"])' },
} as const satisfies ElementDeclaration;

const attributes = {
  /** Where the search goes. Default "shop". Any other value logs an error and uses "shop". */
  mode: attr.oneOf(['category', 'shop', 'search'] as const, 'shop'),
  /** Query-string prefix of the product-table add-on. Default "wcpt". */
  prefix: attr.string('wcpt'),
  /** Where an empty keyword goes. Default: none (an empty search). */
  clearRedirectUrl: attr.string(''),
  /**
   * JSON object mapping category slugs to their links, for category mode when options carry no `data-url`.
   * Invalid JSON logs an error and is ignored.
   */
  categoryUrls: attr.json(z.record(z.string(), z.string()), {}),
};

/**
 * Global product search form (SPEC §2.7). Wrap a search form with a keyword input
 * (`name="s"`), an optional category select (`{prefix}_search_category`, `product_cat` or
 * the form's first select) and an `action`. On submit the browser goes to:
 *
 * | mode | URL |
 * |---|---|
 * | `category` | the chosen category's link with `?s={keyword}` (the option's `data-url`, else `category-urls`); with no category link, as `shop` |
 * | `shop` | `{action}?s={keyword}&{prefix}_search_category={category}` |
 * | `search` | `{action}?s={keyword}&post_type=product&{prefix}_search_category={category}` |
 *
 * An empty keyword goes to `clear-redirect-url` when one is set. Keyword and category are
 * URL-encoded. Without JavaScript the form submits as the server printed it.
 *
 * ```html
 * <shop-product-search mode="search" prefix="wcpt" clear-redirect-url="/shop/">
 *   <form role="search" action="/" method="get">
 *     <input type="search" name="s" aria-label="Search products">
 *     <select name="wcpt_search_category" aria-label="Category">
 *       <option value="">All categories</option>
 *       <option value="hoodies" data-url="/product-category/hoodies/">Hoodies</option>
 *     </select>
 *     <button type="submit">Search</button>
 *   </form>
 * </shop-product-search>
 * ```
 *
 * Keyboard: Enter in the keyword field submits, as in any form.
 *
 * The element sets `data-shop-ready` once its behaviour is in place (a hook for styles and tests).
 *
 * @tagname shop-product-search
 * @summary Product search form that redirects by mode (category, shop, search).
 * @fires shop-product-search - Before the browser leaves. Cancelable: `preventDefault()` stays on the page.
 */
export class ShopProductSearchElement extends createElement({
  tag: declaration.tag,
  attributes,
  component: ProductSearch,
}) {}

defineTag(declaration.tag, ShopProductSearchElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-product-search': ShopProductSearchElement;
  }
  interface StorefrontElementAttributes {
    'shop-product-search': ParsedAttributes<typeof attributes>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-product-search': JsxAttributes<typeof attributes, ShopProductSearchElement>;
    }
  }
}
