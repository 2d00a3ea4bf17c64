/**
 * Every public `shop-*` event and the type of its `detail`, in one place: `emit()` accepts only
 * these names and details, and the package's types put them in `HTMLElementEventMap` and
 * `DocumentEventMap`, so `element.addEventListener('shop-…', (event) => event.detail…)` is typed
 * for consumers. Each element's `@fires` list names the entries it dispatches (checked by
 * `npm run manifest:check`).
 */
import type { SearchMode } from '../core/product-search/index.ts';
import type { CartItem, TableCartFlags } from '../core/product-table/cart-payload.ts';
import type { Variation } from '../core/variations/schema.ts';

/** A failed request, from whichever element or store made it (`kind`: network, timeout, http, invalid-body, …). */
export interface RequestFailedDetail {
  call: string;
  message: string;
  kind: string;
}

/** A member list arrived and is shown: the state it is for, and the paging the server sent. */
export interface MemberDirectoryLoadedDetail {
  search: string;
  plans: string[];
  statuses: string[];
  page: number;
  /** x-wp-total; null when the server did not send it. */
  total: number | null;
  totalPages: number;
  /** Members on this page. */
  count: number;
}

export interface ShopEventMap {
  // The cart store (on document.body).
  'shop-cart-updated': { cartHash: string | null; cartQuantity: number | null; source: 'page' | 'other-tab' | 'stored' | 'printed' };
  'shop-cart-refreshed': { cartHash: string | null };
  'shop-request-failed': RequestFailedDetail;
  // <shop-add-to-cart>
  'shop-adding-to-cart': { productId: string; quantity: string; payload: Record<string, string> };
  'shop-added-to-cart': { productId: string; quantity: string; cartHash: string | null };
  // <shop-mini-cart>
  'shop-removed-from-cart': { cartItemKey: string; productId: string; cartHash: string | null };
  // <shop-variations>
  'shop-variation-found': { variation: Variation; variationId: number };
  'shop-variation-shown': { variation: Variation; purchasable: boolean };
  'shop-variation-hidden': Record<string, never>;
  'shop-variation-not-found': { attributes: Record<string, string> };
  'shop-variation-data-reset': Record<string, never>;
  'shop-variation-reset': Record<string, never>;
  'shop-variation-changed': { attributes: Record<string, string>; chosenCount: number; complete: boolean };
  'shop-variation-options-updated': { attributes: Record<string, string> };
  'shop-variation-lookup-failed': { message: string; kind: string };
  // <shop-own-price>
  'shop-own-price-changed': { amount: number; text: string };
  // <shop-ordering>
  'shop-ordering-change': { orderby: string };
  // <shop-product-search>
  'shop-product-search': { url: string; mode: SearchMode; keyword: string; category: string };
  // <shop-account-form>
  'shop-password-toggle': { input: HTMLInputElement; visible: boolean };
  // <shop-coming-soon-banner>
  'shop-coming-soon-dismissed': { restUrl: string };
  // <shop-notices>
  'shop-notices-shown': { notices: HTMLElement[]; focused: HTMLElement | null };
  // <member-directory>
  'shop-member-directory-loaded': MemberDirectoryLoadedDetail;
  // <cart-recovery>
  'shop-cart-recovery-email-sent': { email: string; subscribed: boolean; response: string };
  'shop-cart-recovery-email-found': { email: string };
  // <order-attribution>
  'shop-order-attribution-updated': { tracking: boolean; values: Record<string, string> };
  // <shop-product-table>
  'shop-table-before-load': { tableId: string; query: string; purpose: string };
  'shop-table-loaded': { tableId: string; query: string; purpose: string };
  'shop-table-load-failed': { tableId: string; query: string; reason: 'no-table' | 'request' };
  // The product tables' cart calls (on document.body). A call carries the items of every request
  // merged into it; `refresh` is a re-read with no items. Not cancelable: a merged call speaks for
  // several requests, which a veto would drop without their shopper knowing.
  'shop-table-cart-request': { callId: number; items: CartItem[]; flags: TableCartFlags; refresh: boolean };
  /** The call's answer was applied to the cart (also when the server refused some items: `success` false). */
  'shop-table-cart-updated': { callId: number; success: boolean; items: CartItem[]; cartQuantity: number | null };
  /** The call failed or the server refused some items: `items` did not go in; `notice` is the server's HTML, if any. */
  'shop-table-cart-failed': { callId: number; items: CartItem[]; notice: string | null; message: string; kind: string };
  // The product tables' wishlist toggles (on the toggle; they bubble). `key` is the entry: the
  // variation id when there is one, the product id otherwise; `counter` is the list's new size.
  'shop-table-wishlist-changed': { key: string; productId: string; variationId: string | null; action: 'addto' | 'remove'; counter: number | null };
  /** The wishlist call failed: the toggle is back where it was; `message` is what the shopper was told. */
  'shop-table-wishlist-failed': { key: string; productId: string; variationId: string | null; action: 'addto' | 'remove'; message: string; kind: string };
  // <shop-store-notice>
  'shop-store-notice-dismissed': { noticeId: string };
  // <forum-reply-form>: the reply form moved; `parent` is the reply answered, 0 back in its place.
  'shop-forum-reply-parent': { parent: number };
  // <forum-toggle> (on the toggle's area, or its link on failure; they bubble)
  'shop-forum-toggled': { action: 'favorite' | 'subscription'; id: string; type: string; pressed: boolean };
  'shop-forum-toggle-failed': { action: 'favorite' | 'subscription'; id: string; type: string; message: string; kind: string };
}

export type ShopEventName = keyof ShopEventMap;

/** The DOM event of each public name: a `CustomEvent` with its typed `detail`. */
export type ShopEvents = { [K in ShopEventName]: CustomEvent<ShopEventMap[K]> };

declare global {
  interface HTMLElementEventMap extends ShopEvents {}
  interface DocumentEventMap extends ShopEvents {}
}
