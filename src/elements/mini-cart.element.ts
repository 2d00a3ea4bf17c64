import { MiniCart } from '../react/mini-cart/MiniCart.tsx';
import { attr, createElement, defineTag } from './base/define.tsx';
import { settingsAttribute } from '../core/settings/attribute.ts';
import type { ElementDeclaration, JsxAttributes, ParsedAttributes } from './base/types.ts';

/** The element's one declaration: `npm run elements` writes the catalogue, the tables and the type lists from it. */
const declaration = {
  tag: 'shop-mini-cart',
  enhances: '.widget_shopping_cart',
  holds: { click: 'a.remove_from_cart_button[data-cart_item_key]' },
  // Fragments replace the content; the widget around it stays.
  auto: { markup: '.widget_shopping_cart_content', target: '.widget_shopping_cart', orParent: true },
} as const satisfies ElementDeclaration;

const attributes = {
  /**
   * JSON object of shop settings (§3.7) overriding the page's `#storefront-settings` for this element. Bad
   * JSON logs one error and is ignored.
   */
  settings: settingsAttribute(),
  /**
   * Always re-read the cart from the store when the element starts, even when this tab kept the fragments of
   * the cookie's cart (cart areas that must come from the server on every view).
   */
  refreshOnLoad: attr.boolean(false),
};

/**
 * The header mini cart (SPEC §2.3, §7.2). Wrap the platform's widget: the
 * `div.widget_shopping_cart_content` with its `a.remove_from_cart_button[data-cart_item_key]`
 * links (and, if you like, the header's `a.cart-contents` count). Cart fragments replace the
 * widget's content; the element listens on itself, so the new links work at once.
 *
 * ```html
 * <shop-mini-cart>
 *   <a class="cart-contents" href="/cart/">$18.00 <span class="count">1 item</span></a>
 *   <div class="widget woocommerce widget_shopping_cart">
 *     <div class="widget_shopping_cart_content">
 *       <ul class="woocommerce-mini-cart cart_list product_list_widget">
 *         <li class="woocommerce-mini-cart-item mini_cart_item">
 *           <a href="/cart/?remove_item=abc&_wpnonce=…" class="remove remove_from_cart_button"
 *              aria-label="Remove Hoodie from cart" data-product_id="12" data-cart_item_key="abc">&times;</a>
 *           <a href="/product/hoodie/">Hoodie</a>
 *         </li>
 *       </ul>
 *     </div>
 *   </div>
 * </shop-mini-cart>
 * ```
 *
 * Behaviour:
 * - On load the element shows the cart once per page, as the platform's cart script does: the
 *   cart fragments this tab kept (sessionStorage) replace the page's cart areas when the
 *   `woocommerce_cart_hash` cookie names the cart they were kept for (no cookie: the empty
 *   cart) and they are less than a day old; for a visitor with no cart (neither
 *   `woocommerce_items_in_cart` nor `woocommerce_cart_hash`), the empty cart's fragments the page
 *   settings carry (`cart_fragments`, printed by the WordPress plugin), with `wc_fragments_loaded`
 *   and no request; otherwise one `POST {wc_ajax_url: get_refreshed_fragments}` fills them. So
 *   the platform's classic widget, printed as an empty `div.widget_shopping_cart_content`, is
 *   filled, a new visitor's first page costs no read (the platform's script reads there), and a
 *   shopper who adds five products with page views between costs at most one read. Every cart
 *   answer is kept for the next page.
 * - With `refresh-on-load` it reads from the server on every load, whatever the tab kept: for
 *   shops whose cart areas must come from the server on every view (a full-page cache that
 *   also serves the cart cookies, prices that depend on more than the cart).
 * - Click, Enter or Space on a remove link: `POST {wc_ajax_url: remove_from_cart}` with
 *   `cart_item_key`, while the mini cart carries the blocking overlay (no message). Removals
 *   share the page's cart queue with add-to-cart requests (one cart call at a time).
 * - An answer with fragments: they are applied through the page's cart store (the header count
 *   and every other cart fragment update), and the cart live region says "“Name” has been removed
 *   from your cart." (or the link's `data-success_message`) after 1000 ms.
 * - On the cart page (`is_cart`) the cart table and totals are re-read from the server after a
 *   removal (down to the empty-cart message when the last item goes).
 * - An answer without fragments (`{"success":false}`) or any failure: the browser follows the
 *   link's `href`, which removes the item on the server without JavaScript. A link that is not
 *   http(s) or relative (`javascript:` in any spelling, `vbscript:`, `data:`) is not followed:
 *   the console says so once, and the link stays as the page printed it.
 * - Focus: a cart answer replaces the mini cart's markup; the focus that was in it goes back to
 *   the same place: after a removal to the next item's remove link, else the previous one's,
 *   else the cart link (`a.cart-contents`), so a keyboard user stays in an open dropdown.
 * - Dropdown: when the element holds both a cart link (`a.cart-contents`) and the widget
 *   (`.widget_shopping_cart`), the cart link is its toggle: `aria-expanded` says whether the
 *   pointer or the focus is in the element (where a theme shows the dropdown), and Escape hides
 *   the widget (an inline `display: none`) and brings the focus back to the cart link, until the
 *   pointer and the focus have both left.
 * - The element watches the cart store, so a change made in another tab of the shop replaces
 *   this page's fragments too (a BroadcastChannel; the other tab also keeps them for its next page).
 * - The cart is re-read (`POST {wc_ajax_url: get_refreshed_fragments}`) and its fragments applied
 *   when the page comes back from the back-forward cache, when a theme script triggers the
 *   platform's jQuery `wc_fragment_refresh` on `document.body`, and when a script calls
 *   `refreshCart()` from `storefront-elements/stores`. Several requests at once share one read;
 *   a failed read keeps the fragments the page shows and says why in the console.
 *
 * jQuery events (when `window.jQuery` exists): `removed_from_cart` `[fragments, cart_hash, $link]`
 * and, after a re-read, `wc_fragments_refreshed`, on `document.body`.
 *
 * The element sets `data-shop-ready` once it handles remove links (a hook for styles and tests).
 *
 * @tagname shop-mini-cart
 * @summary Mini cart whose remove links remove over AJAX (mouse and keyboard).
 * @fires shop-removed-from-cart - On the element (the link has gone with the old fragment): the item is out of the cart and the fragments are applied.
 * @fires shop-request-failed - The AJAX removal failed, the browser follows the link next (`call: 'remove_from_cart'`); or a re-read failed, the page keeps its cart (`call: 'get_refreshed_fragments'`, on `document.body`).
 * @fires shop-cart-refreshed - On `document.body`: a re-read of the cart was applied.
 * @fires shop-cart-updated - From the cart store after fragments are applied (on `document.body`); `source` is `stored` when they are the ones this tab kept, `printed` when they are the empty cart's the page settings carry (`cart_fragments`).
 */
export class ShopMiniCartElement extends createElement({
  tag: declaration.tag,
  attributes,
  component: MiniCart,
}) {}

defineTag(declaration.tag, ShopMiniCartElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-mini-cart': ShopMiniCartElement;
  }
  interface StorefrontElementAttributes {
    'shop-mini-cart': ParsedAttributes<typeof attributes>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-mini-cart': JsxAttributes<typeof attributes, ShopMiniCartElement>;
    }
  }
}
