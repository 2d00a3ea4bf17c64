import { OwnPrice } from '../react/own-price/OwnPrice.tsx';
import { attr, createElement, defineTag } from './base/define.tsx';
import { settingsAttribute } from '../core/settings/attribute.ts';
import type { ElementDeclaration, JsxAttributes, ParsedAttributes } from './base/types.ts';

/** The element's one declaration: `npm run elements` writes the catalogue, the tables and the type lists from it. */
const declaration = {
  tag: 'shop-own-price',
  enhances: '.nyp, form.cart',
  holds: { change: 'input:not([type="hidden"])' },
} as const satisfies ElementDeclaration;

const attributes = {
  /** Decimal places; defaults to the element's `data-decimals`, then the page's `price_decimals`. */
  decimals: attr.number(-1, { min: -1, max: 10, integer: true, fallbackText: 'the decimals of the page settings' }),
  /** Always show every decimal place. Default true; `forced-decimals="false"` turns it off. */
  forcedDecimals: attr.boolean(true),
  /** Defaults to the page's `price_decimal_separator`. */
  decimalSeparator: attr.string(''),
  /** Defaults to the page's `price_thousand_separator`. */
  thousandSeparator: attr.string(''),
  /** The product's minimum price; defaults to the element's `data-min`, else none. */
  min: attr.number(Number.NaN, { min: 0, fallbackText: "the element's data-min (no minimum without it)" }),
  /** The product's maximum price; defaults to the element's `data-max`, else none. */
  max: attr.number(Number.NaN, { min: 0, fallbackText: "the element's data-max (no maximum without it)" }),
  /**
   * Error below the minimum; `%%MINIMUM%%` becomes the formatted price. Default "Please enter at least
   * %%MINIMUM%%."
   */
  minText: attr.string(''),
  /**
   * Error above the maximum; `%%MAXIMUM%%` becomes the formatted price. Default "Please enter no more than
   * %%MAXIMUM%%."
   */
  maxText: attr.string(''),
  /**
   * Error for a negative amount (or one too long to read, without a maximum). Default "Please enter a valid,
   * non-negative amount."
   */
  invalidText: attr.string(''),
  /** JSON object of settings over the page's. */
  settings: settingsAttribute(),
};

/**
 * Own-price ("name your price") field of a product page (SPEC §2.13, §3.17, §5.10).
 * Wrap the server's price input; it keeps working without JavaScript. On each change the
 * whole typed text is read as one number in the shop's format: an optional currency sign,
 * digits grouped by the shop's thousands separator (or not grouped), decimals after its
 * decimal separator (`12,50` where the separator is a comma). A single '.' or ',' that is not
 * the shop's decimal separator and cannot be its grouping (not followed by exactly three digits)
 * marks the decimals too: `12,50` is 12.50 in a shop that writes `12.50`. Text that is not one
 * number (`abc`, `1e3`, `0.1+0.2`) counts as 0, as the spec says; digits are never picked out of it.
 * The amount is rounded decimal-safely, written back with the configured decimals (the
 * server's initial value too: `10` → `10.00`) and announced to the add-ons total.
 *
 * ```html
 * <shop-own-price min="1" max="1000" data-decimals="2">
 *   <p class="form-row"><label for="own_price">Your price ($)</label>
 *     <input type="text" inputmode="decimal" id="own_price" name="own_price" class="input-text own-price" value="10"></p>
 * </shop-own-price>
 * ```
 *
 * A negative amount is no price, and an amount below `min` or above `max` is out of the
 * product's range: the field gets `aria-invalid="true"`, a visible error after the input
 * (`span.shop-own-price-error`, `role="alert"`, named first in the input's `aria-describedby`)
 * and its `.form-row` the platform's `woocommerce-invalid` class; the form is not sent (the
 * submit is stopped before the form's other handlers and the input is focused). An empty field
 * stays empty and counts as 0. A number too long to keep every cent (`99999999999999999999`)
 * stays as typed and is above the maximum (invalid without one). The error shows on change;
 * when the change comes from pressing a button of the form, after the release, so that the
 * button does not move under the pointer and the click is not lost. The store must check the
 * amount again: without JavaScript the typed text is sent as it is.
 *
 * With forced decimals (the default) every amount shows all decimal places (`10` → `10.00`);
 * without, whole amounts stay whole (`10`) and others show the configured places (`10.50`).
 * In both cases the value is read as a decimal number: a shopper's cents are never dropped.
 * The form's `#product-addons-total` / `.wc-pao-addons-container` get the amount as `data-price`.
 * The element sets `data-shop-ready` once it listens to the input.
 *
 * @tagname shop-own-price
 * @summary Own-price input: the typed text read as one price in the shop's format, the product's range enforced, add-ons total update.
 * @fires shop-own-price-changed - The price changed. jQuery on the form: `woocommerce-product-addons-update`.
 */
export class ShopOwnPriceElement extends createElement({
  tag: declaration.tag,
  attributes,
  component: OwnPrice,
}) {}

defineTag(declaration.tag, ShopOwnPriceElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-own-price': ShopOwnPriceElement;
  }
  interface StorefrontElementAttributes {
    'shop-own-price': ParsedAttributes<typeof attributes>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-own-price': JsxAttributes<typeof attributes, ShopOwnPriceElement>;
    }
  }
}
