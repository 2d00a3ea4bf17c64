import { AddToCart } from '../react/add-to-cart/AddToCart.tsx';
import { attr, createElement, defineTag } from './base/define.tsx';
import { settingsAttribute } from '../core/settings/attribute.ts';
import type { ElementDeclaration, JsxAttributes, ParsedAttributes } from './base/types.ts';

/** The element's one declaration: `npm run elements` writes the catalogue, the tables and the type lists from it. */
const declaration = {
  tag: 'shop-add-to-cart',
  enhances: 'ul.products, .wc-block-grid__products',
  holds: { click: '.ajax_add_to_cart[data-product_id]' },
  // One element per listing covers its buttons, also those a next page appends.
  auto: { markup: '.ajax_add_to_cart[data-product_id]', target: 'ul.products, .wc-block-grid__products' },
} as const satisfies ElementDeclaration;

const attributes = {
  /**
   * JSON object of shop settings (§3.7) overriding the page's `#storefront-settings` for this element, e.g.
   * `{"is_cart":true}`. Bad JSON logs one error and is ignored.
   */
  settings: settingsAttribute(),
};

/**
 * AJAX add to cart for the platform's add-to-cart buttons (SPEC §2.1, §4.1, §5.3, §7.1).
 * Wrap one button, or a whole listing: one element around `ul.products` handles every
 * `.add_to_cart_button` / `.ajax_add_to_cart` inside it through a single delegated
 * listener, so buttons added or replaced later work too. Without JavaScript the links
 * still add through the server.
 *
 * ```html
 * <shop-add-to-cart>
 *   <ul class="products">
 *     <li class="product">
 *       <h2 class="woocommerce-loop-product__title">Hoodie</h2>
 *       <a href="?add-to-cart=12" data-quantity="1" data-product_id="12" data-product_sku="HD-1"
 *          class="button add_to_cart_button ajax_add_to_cart" rel="nofollow">Add to cart</a>
 *     </li>
 *   </ul>
 * </shop-add-to-cart>
 * ```
 *
 * Behaviour:
 * - A click adds over AJAX only when the button has the class `ajax_add_to_cart` and a
 *   `data-product_id`; otherwise (and for ctrl/cmd/shift clicks) the link is followed.
 * - The request (`POST {wc_ajax_url: add_to_cart}`) carries every data attribute of the
 *   button as form fields (`data-product_id` → `product_id`, `data-quantity` → `quantity`, …).
 *   A button inside a form with a quantity input takes its `data-quantity` from that input.
 * - States: normal → `loading` (with `aria-busy` and `aria-disabled`) → `added`. A click on a
 *   button that is already loading is ignored (a double click adds once, not twice). After a
 *   veto the button returns to normal (the platform's script leaves it loading).
 * - Cart calls are queued page-wide and sent strictly one at a time, across every button and
 *   every cart element of the page. While one runs the cart fragments are dimmed.
 * - Answer: `error` with `product_url` → the browser goes to the product page; otherwise with
 *   `cart_redirect_after_add` 'yes' → the cart page; otherwise the fragments are applied through
 *   the page's cart store, the button gets `added` and a `<a class="added_to_cart wc-forward">`
 *   'View cart' link (text `i18n_view_cart`) follows it, unless the page is the cart (`is_cart`)
 *   or the link is already there. The cart live region says "“Name” has been added to your cart."
 *   (or the button's `data-success_message`) after 1000 ms.
 * - On the cart page (`is_cart`) the page's cart table (`.shop_table.cart`) and totals
 *   (`.cart_totals`) are re-read from the server after an add, as fragments do not cover them.
 * - Failure (no connection, timeout, HTTP error, an unreadable, empty or fragment-less answer,
 *   `error` without `product_url`): the platform's script leaves the button loading for good;
 *   here it returns to normal and a `<span class="shop-add-to-cart-error" role="alert">`
 *   after it says what did not go in, e.g. "Could not add “Hoodie” to your cart: the store could
 *   not be reached. …". The next click clears the message and tries again.
 * - Coming back to the page with the browser's Back button (back-forward cache) never shows a
 *   button stuck loading from the add that left the page.
 * - On upgrade, quantity inputs inside the element whose value is below their `min` are raised
 *   to it (§5.1), except in cart rows.
 *
 * jQuery events (when `window.jQuery` exists), on `document.body`, as the platform triggers them:
 * `should_send_ajax_request.adding_to_cart` `[$button]` (a handler returning false vetoes),
 * `ajax_request_not_sent.adding_to_cart` `[false, false, $button]` after a veto,
 * `adding_to_cart` `[$button, data]` before the request, and
 * `added_to_cart` `[fragments, cart_hash, $button]` after a successful add.
 *
 * The element sets `data-shop-ready` once it handles clicks (a hook for styles and tests).
 *
 * @tagname shop-add-to-cart
 * @summary AJAX add-to-cart buttons for a listing or a product (queue, veto, View cart link, redirects).
 * @fires shop-adding-to-cart - Before the request; cancelable: `preventDefault()` vetoes the add and the button returns to normal. Listeners may edit `detail.payload`.
 * @fires shop-added-to-cart - The product is in the cart and the fragments are applied.
 * @fires shop-request-failed - The add failed; the button is restored and the message shown (`call: 'add_to_cart'`).
 * @fires shop-cart-updated - From the cart store after the fragments are applied (on `document.body`).
 * @cssprop --shop-error-color - Colour of the message shown under a button whose add failed. Default `#b32d2e`.
 */
export class ShopAddToCartElement extends createElement({
  tag: declaration.tag,
  attributes,
  component: AddToCart,
}) {}

defineTag(declaration.tag, ShopAddToCartElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-add-to-cart': ShopAddToCartElement;
  }
  interface StorefrontElementAttributes {
    'shop-add-to-cart': ParsedAttributes<typeof attributes>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-add-to-cart': JsxAttributes<typeof attributes, ShopAddToCartElement>;
    }
  }
}
