import { ProductTable, tableController } from '../react/product-table/ProductTable.tsx';
import { attr, createElement, defineTag } from './base/define.tsx';
import { settingsAttribute } from '../core/settings/attribute.ts';
import type { ElementDeclaration, JsxAttributes, ParsedAttributes } from './base/types.ts';

/** The element's one declaration: `npm run elements` writes the catalogue, the tables and the type lists from it. */
const declaration = {
  tag: 'shop-product-table',
  enhances: '[data-wcpt-table-id]',
  auto: { markup: 'div.wcpt[data-wcpt-table-id]' },
  holds: {
    click: '.wcpt-pagination a.page-numbers, th.wcpt-heading[data-wcpt-sort-id], .wcpt-reset, .wcpt-rn-button, .wcpt-infinite-scroll-dots a',
    submit: 'form.wcpt-navigation',
    change: '.wcpt-navigation input, .wcpt-navigation select',
  },
} as const satisfies ElementDeclaration;

const attributes = {
  /**
   * JSON object of shop settings (§3.7, §3.13) overriding the page's `#storefront-settings` for this table.
   * Bad JSON logs one error and is ignored.
   */
  settings: settingsAttribute(),
  /** The table add-on's prefix of classes, attributes and endpoints. Default "wcpt". */
  prefix: attr.string('wcpt'),
};

/**
 * Product table (SPEC §2.7, §3.2, §3.3, §3.9–§3.13, §4.7–§4.21, §5.4–§5.9, §7.6–§7.10, §9.2). Wrap the
 * table add-on's server-rendered container (`div.wcpt[data-wcpt-table-id]`): every part of it
 * stays the server's markup, and works without JavaScript as links and GET forms. With the
 * element, pages, sorting and filters load in place (POST `?wc-ajax=wcpt_ajax&{query}`), the
 * address bar follows the table, and Back and Forward show the table as it was.
 *
 * ```html
 * <shop-product-table>
 *   <div id="wcpt-101" class="wcpt wcpt-101" data-wcpt-table-id="101"
 *        data-wcpt-query-string="?" data-wcpt-sc-attrs='{"instant_search":true}'
 *        data-wcpt-encrypted-query-vars="…" data-wcpt-encrypted-user-filters="…">
 *     <form class="wcpt-navigation wcpt-header" method="get">…filters…</form>
 *     <div class="wcpt-table-scroll-wrapper-outer wcpt-device-laptop">
 *       <div class="wcpt-table-scroll-wrapper"><table class="wcpt-table">…</table></div>
 *     </div>
 *     <nav class="wcpt-pagination">…</nav>
 *   </div>
 * </shop-product-table>
 * ```
 *
 * Several tables may share a page: each has its own id, query-string parameters
 * (`{id}_paged`, `{id}_orderby`, …) and store. An answer without the table marker
 * (`wcpt-table`) is logged to the console ("query fail") and the table stays as it was.
 *
 * The cart side (its own chunk, loaded only by a table with cart controls): quantity inputs and
 * selects with their live check and correction, plus/minus with press-and-hold, row checkboxes
 * with a heading box, select/clear all and the add-selected bars, per-row variation dropdowns,
 * radios or forms, cart buttons by link code, remove buttons, in-cart counts and row totals, the
 * product form dialog and own-price checks. Cart calls (POST `?wc-ajax=wcpt_cart`) go one at a
 * time page-wide, later ones merged without losing a quantity, and every answer updates the
 * page's one cart (`$cart`: mini cart, header count, listing buttons, other tables). The element
 * carries `data-shop-cart-ready` once its cart controls act.
 *
 * Wishlist toggles (`.wcpt-wishlist`, their own chunk, loaded only by a table that has one): pressed
 * per product or variation, kept alike across every table of the page, the wishlist plugin's call
 * (POST to the ajax URL), its counters and toast; on a wishlist-mode table a removed row fades and goes.
 * CSV buttons (`.wcpt-csv-download`, its own chunk): POST `?wc-ajax=wcpt_get_csv`, the rows saved as
 * `{file name}.csv` in RFC 4180 with formula cells neutralised; the button is busy while it runs.
 *
 * Modules can be switched off per table and per source, and back on: `disableModule(name,
 * source)`, `permitModule(name, source)`, `isModuleDisabled(name)`; `refresh()` loads the
 * table again without the cache.
 *
 * @tagname shop-product-table
 * @summary Product table: loads pages, sorting and filters in place, with URL state, instant search and sort, infinite scroll and device layouts; quantities, selection, per-row variations and merged cart calls.
 * @fires shop-table-before-load - Before the table loads a new query. Cancelable: `preventDefault()` keeps the table as it is.
 * @fires shop-table-loaded - After new content (or appended rows) is shown.
 * @fires shop-table-load-failed - When a load failed or the answer held no table; the table stays as it was.
 * @fires shop-table-cart-request - On document.body when a table cart call goes out (`items`, `flags`, `refresh`); not cancelable: a call carries every request merged into it.
 * @fires shop-table-cart-updated - On document.body when a table cart call's answer is applied to the cart (`success` false when the store refused some items).
 * @fires shop-request-failed - On document.body when a CSV download failed (`call: 'wcpt_get_csv'`); the button is usable again and says why.
 * @fires shop-table-cart-failed - On document.body when a table cart call failed or was refused: `items` did not go in; `notice` is the store's HTML.
 * @fires shop-table-wishlist-changed - On the wishlist toggle when the wishlist call succeeded: `key` (variation or product id), `action` (addto or remove), the list's new `counter`.
 * @fires shop-table-wishlist-failed - On the wishlist toggle when the wishlist call failed: the toggle is back as it was; `message` is what the shopper was told.
 * @cssprop --shop-table-frozen-background - Background of frozen (sticky) columns and headings, so rows do not show through them. Default `Canvas`.
 * @cssprop --shop-table-badge-text - Text colour of the count badge on a filter heading with active choices. Default `Canvas`.
 * @cssprop --shop-table-modal-background - Background of the phone's filter and sort dialog. Default `Canvas`.
 * @cssprop --shop-table-accent - Background of the phone dialog's Apply button. Default `#1d4ed8`.
 */
export class ShopProductTableElement extends createElement({
  tag: declaration.tag,
  attributes,
  component: ProductTable,
}) {
  /** Switches a module of this table off for `source` (§4.21); it stays off while any source disables it. */
  disableModule(name: string, source: string): void {
    tableController(this)?.disableModule(name, source);
  }

  /** Withdraws `source`'s disabling of a module; the module starts again when no source disables it. */
  permitModule(name: string, source: string): void {
    tableController(this)?.permitModule(name, source);
  }

  isModuleDisabled(name: string): boolean {
    return tableController(this)?.isModuleDisabled(name) ?? false;
  }

  /** Loads the table again from the server, past the cache (refresh_table). */
  refresh(): Promise<void> {
    return tableController(this)?.refresh() ?? Promise.resolve();
  }
}

defineTag(declaration.tag, ShopProductTableElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-product-table': ShopProductTableElement;
  }
  interface StorefrontElementAttributes {
    'shop-product-table': ParsedAttributes<typeof attributes>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-product-table': JsxAttributes<typeof attributes, ShopProductTableElement>;
    }
  }
}
