// A consumer's script: every tag, the stores and every public event, typed from the installed
// package alone. Lines under `@ts-expect-error` are misuse the types must reject.
import { loadTag, tags, whenPageReady, type ShopVariationsElement, type Variation } from 'storefront-elements';
import { $cart, refreshCart, type CartLine, type CartState, type ShopEventMap, type ShopEventName } from 'storefront-elements/stores';
import 'storefront-elements/elements/store-notice';
import { ShopMiniCartElement } from 'storefront-elements/elements/mini-cart';

const tagList: readonly string[] = tags;
void loadTag('shop-video');
void whenPageReady();

$cart.subscribe((cart: CartState) => console.log(cart.cartQuantity, cart.lines));
$cart.subscribe((cart) => {
  const line: CartLine | undefined = cart.lines[0];
  const total: number | null | undefined = line?.total;
  const type: 'simple' | 'variable' | 'variation' | 'item' | undefined = line?.type;
  const item: [string | undefined, string | undefined] = [line?.key, line?.name];
  void [total, type, item];
});
const applied: boolean = await refreshCart();

// Every tag is in HTMLElementTagNameMap.
const accountForm = document.querySelector('shop-account-form');
const addToCart = document.querySelector('shop-add-to-cart');
const banner = document.querySelector('shop-coming-soon-banner');
const miniCart: ShopMiniCartElement | null = document.querySelector('shop-mini-cart');
const notices = document.querySelector('shop-notices');
const ordering = document.querySelector('shop-ordering');
const ownPrice = document.querySelector('shop-own-price');
const search = document.querySelector('shop-product-search');
const productTable = document.querySelector('shop-product-table');
const storeNotice = document.querySelector('shop-store-notice');
const variations: ShopVariationsElement | null = document.querySelector('shop-variations');
const video = document.querySelector('shop-video');
const directory = document.querySelector('member-directory');
const lightbox = document.querySelector('shop-lightbox');
const courseModal = document.querySelector('course-modal');
const courseOutline = document.querySelector('course-collapsible');

// elements:start (written by `npm run elements` from the declarations in src/elements/*.element.ts: edit those, not this)
import type * as Library from 'storefront-elements';
const everyTag: ReadonlyArray<HTMLElement | null> = [
  document.querySelector('cart-recovery') satisfies Library.CartRecoveryElement | null,
  document.querySelector('course-collapsible') satisfies Library.CourseCollapsibleElement | null,
  document.querySelector('course-modal') satisfies Library.CourseModalElement | null,
  document.querySelector('forum-alert') satisfies Library.ForumAlertElement | null,
  document.querySelector('forum-reply-form') satisfies Library.ForumReplyFormElement | null,
  document.querySelector('forum-toggle') satisfies Library.ForumToggleElement | null,
  document.querySelector('forum-topic-form') satisfies Library.ForumTopicFormElement | null,
  document.querySelector('member-directory') satisfies Library.MemberDirectoryElement | null,
  document.querySelector('order-attribution') satisfies Library.OrderAttributionElement | null,
  document.querySelector('shop-account-form') satisfies Library.ShopAccountFormElement | null,
  document.querySelector('shop-add-to-cart') satisfies Library.ShopAddToCartElement | null,
  document.querySelector('shop-coming-soon-banner') satisfies Library.ShopComingSoonBannerElement | null,
  document.querySelector('shop-lightbox') satisfies Library.ShopLightboxElement | null,
  document.querySelector('shop-mini-cart') satisfies Library.ShopMiniCartElement | null,
  document.querySelector('shop-notices') satisfies Library.ShopNoticesElement | null,
  document.querySelector('shop-ordering') satisfies Library.ShopOrderingElement | null,
  document.querySelector('shop-own-price') satisfies Library.ShopOwnPriceElement | null,
  document.querySelector('shop-product-search') satisfies Library.ShopProductSearchElement | null,
  document.querySelector('shop-product-table') satisfies Library.ShopProductTableElement | null,
  document.querySelector('shop-store-notice') satisfies Library.ShopStoreNoticeElement | null,
  document.querySelector('shop-variations') satisfies Library.ShopVariationsElement | null,
  document.querySelector('shop-video') satisfies Library.ShopVideoElement | null,
];
// elements:end
void everyTag;

// Any element names the markup it enhances by reference; only an element (or null) is accepted.
if (variations) variations.forElement = document.querySelector<HTMLFormElement>('form.variations_form');
const enhanced: HTMLElement | null | undefined = ordering?.forElement;
// @ts-expect-error a selector is no element: forElement takes the element itself
if (ordering) ordering.forElement = 'form.woocommerce-ordering';

// Properties carry the parsed attribute values.
const refresh: boolean | undefined = miniCart?.refreshOnLoad;
const decimals: number | undefined = ownPrice?.decimals;
const minimum: number | undefined = ownPrice?.min;
const minText: string | undefined = ownPrice?.minText;
const mode: 'category' | 'shop' | 'search' | undefined = search?.mode;
const productId: number | undefined = variations?.productId;
const noticeId: string | undefined = storeNotice?.noticeId;
const showText: string | undefined = accountForm?.showText;
const restUrl: string | undefined = banner?.restUrl;
const resultCount: string | undefined = ordering?.resultCount;
const ratio: number | undefined = video?.ratio;
const lightboxTheme: 'black' | 'white' | undefined = lightbox?.theme;
const lightboxShare: boolean | undefined = lightbox?.share;
const modalCloseText: string | undefined = courseModal?.closeText;
const outlineExpandText: string | undefined = courseOutline?.expandAllText;
void [tagList, applied, addToCart, notices, refresh, decimals, minimum, minText, mode, productId, noticeId, showText, restUrl, resultCount, ratio, lightboxTheme, lightboxShare, modalCloseText, outlineExpandText];

// The cart store's events, on document.body or document.
document.addEventListener('shop-cart-updated', (event) => {
  const hash: string | null = event.detail.cartHash;
  const quantity: number | null = event.detail.cartQuantity;
  const source: 'page' | 'other-tab' | 'stored' | 'printed' = event.detail.source;
  // @ts-expect-error the fragments this tab kept and the empty cart the page printed are sources of their own
  const notOnlyCalls: 'page' | 'other-tab' = event.detail.source;
  void notOnlyCalls;
  void [hash, quantity, source];
});
document.body.addEventListener('shop-cart-refreshed', (event) => {
  const hash: string | null = event.detail.cartHash;
  void hash;
});
document.body.addEventListener('shop-request-failed', (event) => {
  const { call, message, kind }: { call: string; message: string; kind: string } = event.detail;
  void [call, message, kind];
});

addToCart?.addEventListener('shop-adding-to-cart', (event) => {
  event.detail.payload.gift_wrap = 'yes';
  if (event.detail.productId === '12' && event.detail.quantity === '0') event.preventDefault();
});
addToCart?.addEventListener('shop-added-to-cart', (event) => {
  const { productId, quantity, cartHash } = event.detail;
  void [productId.toUpperCase(), quantity.toUpperCase(), cartHash];
});
miniCart?.addEventListener('shop-removed-from-cart', (event) => {
  const { cartItemKey, productId, cartHash } = event.detail;
  void [cartItemKey.toUpperCase(), productId.toUpperCase(), cartHash];
});

variations?.addEventListener('shop-variation-found', (event) => {
  const id: number = event.detail.variationId;
  const variation: Variation = event.detail.variation;
  void [id, variation.variation_id];
});
variations?.addEventListener('shop-variation-shown', (event) => {
  const purchasable: boolean = event.detail.purchasable;
  void [purchasable, event.detail.variation];
});
variations?.addEventListener('shop-variation-hidden', (event) => void event.detail);
variations?.addEventListener('shop-variation-data-reset', (event) => void event.detail);
variations?.addEventListener('shop-variation-reset', (event) => void event.detail);
variations?.addEventListener('shop-variation-not-found', (event) => {
  const chosen: Record<string, string> = event.detail.attributes;
  void chosen;
});
variations?.addEventListener('shop-variation-changed', (event) => {
  const { attributes, chosenCount, complete }: { attributes: Record<string, string>; chosenCount: number; complete: boolean } =
    event.detail;
  void [attributes, chosenCount, complete];
});
variations?.addEventListener('shop-variation-options-updated', (event) => {
  const chosen: Record<string, string> = event.detail.attributes;
  void chosen;
});
variations?.addEventListener('shop-variation-lookup-failed', (event) => {
  const { message, kind }: { message: string; kind: string } = event.detail;
  void [message, kind];
});
ownPrice?.addEventListener('shop-own-price-changed', (event) => {
  const amount: number = event.detail.amount;
  const text: string = event.detail.text;
  void [amount, text];
});
productTable?.addEventListener('shop-table-before-load', (event) => {
  const { tableId, query, purpose }: { tableId: string; query: string; purpose: string } = event.detail;
  if (purpose === 'filter' && query.includes(`${tableId}_on_sale`)) event.preventDefault();
});
productTable?.addEventListener('shop-table-loaded', (event) => {
  const { tableId, query, purpose }: { tableId: string; query: string; purpose: string } = event.detail;
  void [tableId, query, purpose];
});
productTable?.addEventListener('shop-table-load-failed', (event) => {
  const reason: 'no-table' | 'request' = event.detail.reason;
  void reason;
});
// The table cart calls, on the body whichever table made them.
document.body.addEventListener('shop-table-cart-request', (event) => {
  const { callId, items, refresh }: { callId: number; items: Array<{ productId: string; variationId?: string; quantity: number }>; refresh: boolean } = event.detail;
  const overwrite: boolean | undefined = event.detail.flags.overwrite_cart_qty;
  void [callId, items, refresh, overwrite];
});
document.body.addEventListener('shop-table-cart-updated', (event) => {
  const { success, cartQuantity }: { success: boolean; cartQuantity: number | null } = event.detail;
  void [success, cartQuantity];
});
document.body.addEventListener('shop-table-cart-failed', (event) => {
  const { items, notice, message, kind }: { items: Array<{ productId: string }>; notice: string | null; message: string; kind: string } = event.detail;
  void [items, notice, message, kind];
});
// The wishlist toggles, on the toggle that was pressed.
document.addEventListener('shop-table-wishlist-changed', (event) => {
  const { key, action, counter }: { key: string; action: 'addto' | 'remove'; counter: number | null } = event.detail;
  void [key, action, counter];
});
document.addEventListener('shop-table-wishlist-failed', (event) => {
  const { variationId, message }: { variationId: string | null; message: string } = event.detail;
  void [variationId, message];
});
// Modules switched off and on per source (§4.21), and a reload past the cache.
productTable?.disableModule('freeze-table', 'my-plugin');
productTable?.permitModule('freeze-table', 'my-plugin');
const frozenOff: boolean | undefined = productTable?.isModuleDisabled('freeze-table');
const reloaded: Promise<void> | undefined = productTable?.refresh();
const tablePrefix: string | undefined = productTable?.prefix;
void [frozenOff, reloaded, tablePrefix];

ordering?.addEventListener('shop-ordering-change', (event) => {
  if (event.detail.orderby === 'price') event.preventDefault();
});
search?.addEventListener('shop-product-search', (event) => {
  const { url, mode, keyword, category } = event.detail;
  const where: 'category' | 'shop' | 'search' = mode;
  void [url.toUpperCase(), where, keyword.toUpperCase(), category.toUpperCase()];
});
accountForm?.addEventListener('shop-password-toggle', (event) => {
  const input: HTMLInputElement = event.detail.input;
  const visible: boolean = event.detail.visible;
  void [input.value, visible];
});
banner?.addEventListener('shop-coming-soon-dismissed', (event) => {
  const url: string = event.detail.restUrl;
  void url;
});
notices?.addEventListener('shop-notices-shown', (event) => {
  const shown: HTMLElement[] = event.detail.notices;
  const focused: HTMLElement | null = event.detail.focused;
  void [shown, focused];
});
storeNotice?.addEventListener('shop-store-notice-dismissed', (event) => {
  const id: string = event.detail.noticeId;
  void id;
});

directory?.addEventListener('shop-member-directory-loaded', (event) => {
  const total: number | null = event.detail.total;
  const page: number = event.detail.page;
  const search: string = event.detail.search;
  void [total, page, search, directory.paramPrefix];
});

const recovery = document.querySelector('cart-recovery');
void [recovery?.fields, recovery?.contactField, recovery?.newsletter];
recovery?.addEventListener('shop-cart-recovery-email-sent', (event) => {
  const email: string = event.detail.email;
  const subscribed: boolean = event.detail.subscribed;
  void [email, subscribed];
});
recovery?.addEventListener('shop-cart-recovery-email-found', (event) => {
  const email: string = event.detail.email;
  void email;
});
document.querySelector('order-attribution')?.addEventListener('shop-order-attribution-updated', (event) => {
  const values: Record<string, string> = event.detail.values;
  const tracking: boolean = event.detail.tracking;
  void [values, tracking];
});
// The consent switch consent tools call.
window.storefrontElements?.orderAttribution?.setTracking(false);
window.storefrontElements = { ...window.storefrontElements, orderAttributionTracking: true };
const tracking: boolean | null | undefined = window.storefrontElements?.orderAttribution?.tracking;
void tracking;

const forumToggle = document.querySelector('forum-toggle');
const genericError: string | undefined = forumToggle?.genericError;
const forumAjaxUrl: string | undefined = forumToggle?.ajaxUrl;
void [genericError, forumAjaxUrl, document.querySelector('forum-topic-form'), document.querySelector('forum-alert')];
forumToggle?.addEventListener('shop-forum-toggled', (event) => {
  const action: 'favorite' | 'subscription' = event.detail.action;
  const pressed: boolean = event.detail.pressed;
  void [action, pressed, event.detail.id, event.detail.type];
});
forumToggle?.addEventListener('shop-forum-toggle-failed', (event) => {
  const message: string = event.detail.message;
  void [message, event.detail.kind];
});
document.querySelector('forum-reply-form')?.addEventListener('shop-forum-reply-parent', (event) => {
  const parent: number = event.detail.parent;
  void parent;
});

// The event map names every event, with its detail.
const names: ShopEventName[] = ['shop-cart-updated', 'shop-variation-found', 'shop-store-notice-dismissed'];
const detail: ShopEventMap['shop-own-price-changed'] = { amount: 1.5, text: '1.50' };
void [names, detail];

// Misuse the types reject.
document.addEventListener('shop-cart-updated', (event) => {
  // @ts-expect-error no such detail field
  void event.detail.cartTotal;
});
variations?.addEventListener('shop-variation-found', (event) => {
  // @ts-expect-error variationId is a number
  const id: string = event.detail.variationId;
  void id;
});
// @ts-expect-error each tag has its own class
const otherElement: ShopMiniCartElement | null = document.querySelector('shop-store-notice');
// @ts-expect-error not a public event name
const unknownEvent: ShopEventName = 'shop-cart-update';
void [otherElement, unknownEvent, enhanced];
