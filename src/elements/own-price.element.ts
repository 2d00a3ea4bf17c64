import { OwnPrice } from '../react/own-price/OwnPrice.tsx';
import { attr, createElement, defineTag } from './base/define.tsx';
import type { JsxAttributes } from './base/types.ts';

const attributes = {
  decimals: attr.number(-1, { min: -1, max: 10, integer: true, fallbackText: 'the decimals of the page settings' }),
  forcedDecimals: attr.boolean(true),
  decimalSeparator: attr.string(''),
  thousandSeparator: attr.string(''),
  settings: attr.settings(),
};

/**
 * Own-price ("name your price") field of a product page (SPEC §2.13, §3.17, §5.10).
 * Wrap the server's price input; it keeps working without JavaScript. On each change
 * the typed text is read as an amount (currency signs and spaces ignored; the shop's
 * decimal separator, a comma where the shop uses one; text that is not a number counts
 * as 0), rounded decimal-safely, written back with the configured decimals, and announced
 * to the add-ons total.
 *
 * ```html
 * <shop-own-price data-decimals="2">
 *   <p class="form-row"><label for="own_price">Your price ($)</label>
 *     <input type="text" inputmode="decimal" id="own_price" name="own_price" class="input-text own-price" value="10"></p>
 * </shop-own-price>
 * ```
 *
 * With forced decimals (the default) every amount shows all decimal places (`10` → `10.00`);
 * without, whole amounts stay whole (`10`) and others show the configured places (`10.50`).
 * In both cases the value is read as a decimal number: a shopper's cents are never dropped.
 * The form's `#product-addons-total` / `.wc-pao-addons-container` get the amount as `data-price`.
 * The element sets `data-shop-ready` once it listens to the input.
 *
 * @tagname shop-own-price
 * @summary Own-price input: decimal-safe parsing and formatting, add-ons total update.
 * @attr {number} decimals - Decimal places; defaults to the element's `data-decimals`, then the page's `price_decimals`.
 * @attr {boolean} forced-decimals - Always show every decimal place. Default true; `forced-decimals="false"` turns it off.
 * @attr {string} decimal-separator - Defaults to the page's `price_decimal_separator`.
 * @attr {string} thousand-separator - Defaults to the page's `price_thousand_separator` (ignored when reading).
 * @attr {string} settings - JSON object of settings over the page's.
 * @fires shop-own-price-changed - The price changed. jQuery on the form: `woocommerce-product-addons-update`.
 */
export class ShopOwnPriceElement extends createElement({
  tag: 'shop-own-price',
  attributes,
  component: OwnPrice,
}) {}

defineTag('shop-own-price', ShopOwnPriceElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-own-price': ShopOwnPriceElement;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-own-price': JsxAttributes<typeof attributes, ShopOwnPriceElement>;
    }
  }
}
