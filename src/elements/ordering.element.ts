import { Ordering } from '../react/ordering/Ordering.tsx';
import type { AttributeSpec } from '../core/attributes/index.ts';
import { createElement, defineTag } from './base/define.tsx';
import type { ElementDeclaration, JsxAttributes, ParsedAttributes } from './base/types.ts';

/** The element's one declaration: `npm run elements` writes the catalogue, the tables and the type lists from it. */
const declaration = {
  tag: 'shop-ordering',
  enhances: 'form.woocommerce-ordering',
  holds: { change: 'select.orderby, select[name="orderby"]' },
  auto: { markup: 'form.woocommerce-ordering' },
} as const satisfies ElementDeclaration;

const RESULT_COUNT = '.woocommerce-result-count';

/** A CSS selector; one the browser cannot parse falls back (with a console error). */
function selector(fallback: string): AttributeSpec<string> {
  return {
    kind: 'string',
    fallback,
    parse(raw) {
      if (raw == null || String(raw).trim() === '') return { ok: true, value: fallback };
      const value = String(raw);
      try {
        document.createDocumentFragment().querySelector(value);
        return { ok: true, value };
      } catch {
        return { ok: false, value: fallback, problem: `${JSON.stringify(value)} is not a valid CSS selector` };
      }
    },
  };
}

const attributes = {
  /**
   * CSS selector of the result count. Default ".woocommerce-result-count". An invalid selector logs an error
   * and uses the default.
   */
  resultCount: selector(RESULT_COUNT),
};

/**
 * Result-ordering control of a product listing (SPEC §2.1, §9.1). Wrap the platform's
 * `form.woocommerce-ordering`: choosing an option of `select.orderby` submits the form
 * (`requestSubmit()` where the browser has it, so submit listeners and validation run;
 * `submit()` otherwise). A choice made with the pointer (or in the opened list) submits at
 * once; with the keyboard, see below. The form stays an ordinary GET form, so it works without
 * JavaScript when it carries a submit button (in a `<noscript>`).
 *
 * The result count (`.woocommerce-result-count`, found inside the element first, then
 * in the page) becomes a polite live region, and its text is announced again 2000 ms
 * after load so screen-reader users hear how many products the listing shows.
 *
 * ```html
 * <p class="woocommerce-result-count">Showing 1–24 of 120 results</p>
 * <shop-ordering>
 *   <form class="woocommerce-ordering" method="get" action="/shop/">
 *     <select name="orderby" class="orderby" aria-label="Shop order">
 *       <option value="menu_order" selected>Default sorting</option>
 *       <option value="price">Sort by price: low to high</option>
 *     </select>
 *     <input type="hidden" name="paged" value="1">
 *     <noscript><button type="submit">Sort</button></noscript>
 *   </form>
 * </shop-ordering>
 * ```
 *
 * Keyboard (WCAG 3.2.2): on a closed select, Chromium and Firefox fire `change` on every
 * arrow key or typed letter, which would load a new page before the shopper reaches the
 * ordering they want. Those keys only move the choice; Enter submits it, and so does
 * leaving the select (Tab, or a click elsewhere) when the choice differs from the one it
 * had on focus. Enter with no new choice keeps its native meaning (Chromium opens the list);
 * a choice made in the opened list (Space, Alt+Down) submits when the list closes.
 *
 * The element sets `data-shop-ready` once its behaviour is in place (a hook for styles and tests).
 *
 * @tagname shop-ordering
 * @summary Ordering dropdown that submits a chosen ordering (pointer at once, keyboard on Enter or blur); keeps the result count announced.
 * @fires shop-ordering-change - Before the form is submitted. Cancelable: `preventDefault()` keeps the page (e.g. to sort in place).
 */
export class ShopOrderingElement extends createElement({
  tag: declaration.tag,
  attributes,
  component: Ordering,
}) {}

defineTag(declaration.tag, ShopOrderingElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-ordering': ShopOrderingElement;
  }
  interface StorefrontElementAttributes {
    'shop-ordering': ParsedAttributes<typeof attributes>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-ordering': JsxAttributes<typeof attributes, ShopOrderingElement>;
    }
  }
}
