/**
 * `$cart`: the one cart of the page. Every element that changes or shows the cart
 * goes through the cart actions (cart-actions.ts), which apply each answer here, so one
 * server answer reaches every element, the page's fragments and, through a
 * BroadcastChannel, other tabs of the shop. Page scripts read `$cart`; only this module
 * writes it. Every copy of the bundle on the page shares one (page-singleton.ts).
 *
 * The fragments of the last answer are kept in the tab's sessionStorage with their cart
 * hash: a later page whose `woocommerce_cart_hash` cookie names the same cart shows them
 * without asking the server (`startCart`), as the platform's own cart script does.
 */
import { atom, onMount, type ReadableAtom } from 'nanostores';
import { cartQuantityOf, deriveCartLines, type CartLine, type InCartMap } from '../core/cart/lines.ts';
import { linesFromMiniCart, storedFragmentsAreCurrent } from '../core/cart/mini-cart.ts';
import { SHOP } from '../core/timings/index.ts';
import { announce } from '../dom/announce.ts';
import { emit, triggerJQuery } from '../dom/events.ts';
import { dimFragments, MINI_CART_FRAGMENT, readMiniCartItems, replaceFragments, type Fragments } from '../dom/fragments.ts';
import { forgetStoredFragments, readStoredFragments, storeFragments } from '../dom/stored-fragments.ts';
import { enqueueCartCall } from '../services/cart-queue.ts';
import { cartCookies } from '../services/cookies.ts';
import { errorKind, isAborted } from '../services/errors.ts';
import { getRefreshedFragments, parseCartResponse, type CartResponse } from '../services/shop.ts';
import { pageSingleton } from '../services/page-singleton.ts';
import { readonlyAtom } from './readonly.ts';
import { pageSettings } from './settings.ts';

export type { CartResponse };
export type { CartLine };

/**
 * What the page knows of the cart. On the platform, `add_to_cart`, `remove_from_cart` and
 * `get_refreshed_fragments` answer fragments and a hash only: the lines and the quantity are
 * read from the mini-cart fragment (`div.widget_shopping_cart_content`); a product-table
 * answer may also carry `in_cart`, `in_cart_total` and `cart_quantity` (§3.12), which win.
 */
export interface CartState {
  /** Page selector → the server HTML that replaced it (every fragment the page has been sent). */
  fragments: Fragments;
  /**
   * The cart's hash, `""` for an empty cart. From the last answer, the fragments kept from an
   * earlier page, or the `woocommerce_cart_hash` cookie, which the first read of `$cart` takes
   * (no cookie: `""`). null only where there are no cookies to read (outside a page).
   */
  cartHash: string | null;
  /** `in_cart` of the last answer that carried it (§3.12); `{}` until then. */
  inCart: InCartMap;
  /** `in_cart_total` of the last answer that carried it (§3.12); `{}` until then. */
  inCartTotal: InCartMap;
  /**
   * How many items the cart holds: the answer's `cart_quantity`, else the sum of its
   * `in_cart`, else the sum of the quantities the mini-cart fragment shows; 0 as soon as the
   * cart is known to be empty (an empty hash, or no `woocommerce_items_in_cart` cookie).
   * null while the cart is not empty and no answer has said more (before the page's first
   * answer or kept fragments), and when the mini cart shows an item whose quantity cannot be
   * read (a template that prints no `.quantity` with "2 × …"; the console says which).
   */
  cartQuantity: number | null;
  /**
   * The cart's lines: from `in_cart` (`simple`, `variable`, `variation`, with totals) when the
   * last answer carried it, else one `item` line per mini-cart item (key, product id, name,
   * quantity; total null). `[]` for an empty cart and until the items are known; the readable
   * items only when `cartQuantity` is null for an unreadable one.
   */
  lines: CartLine[];
  /** Increases with every update; lets elements react to "the cart changed". */
  revision: number;
}

const EMPTY: CartState = {
  fragments: {},
  cartHash: null,
  inCart: {},
  inCartTotal: {},
  cartQuantity: null,
  lines: [],
  revision: 0,
};

/** The mini cart is always a fragment, even before the first answer tells us the others. */
const DEFAULT_FRAGMENT_SELECTORS = [MINI_CART_FRAGMENT];
const CHANNEL = 'storefront-elements:cart';

const SOURCE_NAMES = {
  page: 'cart answer',
  'other-tab': 'cart update from another tab',
  stored: 'cart fragments kept by this tab',
  printed: 'cart_fragments of the page settings',
} as const;

const reportedMarkup = new Set<string>();

/** What the answer's mini-cart fragment says, when it is there and readable. */
function miniCartLines(response: CartResponse, cartHash: string | null): { lines: CartLine[]; quantity: number | null } | null {
  const html = response.fragments?.[MINI_CART_FRAGMENT];
  if (html === undefined) return null;
  const items = readMiniCartItems(html);
  const { lines, unreadable } = linesFromMiniCart(items);
  if (cartHash === '') return { lines: [], quantity: 0 };
  let problem: string | null = null;
  if (items.length === 0) {
    problem = 'lists no item the cart store can read (li.woocommerce-mini-cart-item with a [data-cart_item_key] remove link)';
  } else if (unreadable.length) {
    problem = `shows no quantity ("2 × …" in .quantity) for the item${unreadable.length > 1 ? 's' : ''} ${unreadable.join(', ')}`;
  }
  if (problem === null) return { lines, quantity: cartQuantityOf(lines) };
  if (!reportedMarkup.has(problem)) {
    reportedMarkup.add(problem);
    console.warn(`The mini-cart fragment (${MINI_CART_FRAGMENT}) ${problem}; $cart.cartQuantity is null and $cart.lines lists the readable items only.`);
  }
  return { lines, quantity: null };
}

function nextState(state: CartState, response: CartResponse): CartState {
  const cartHash = response.cart_hash !== undefined ? response.cart_hash : state.cartHash;
  const inCart = response.in_cart ?? state.inCart;
  const inCartTotal = response.in_cart_total ?? state.inCartTotal;
  const fromInCart = Boolean(response.in_cart || response.in_cart_total);
  const fromMiniCart = fromInCart ? null : miniCartLines(response, cartHash);
  const emptied = response.cart_hash === '';
  const lines = fromInCart
    ? deriveCartLines(inCart, inCartTotal)
    : (fromMiniCart?.lines ?? (emptied ? [] : state.lines));
  let cartQuantity: number | null;
  if (typeof response.cart_quantity === 'number') cartQuantity = response.cart_quantity;
  else if (response.in_cart) cartQuantity = cartQuantityOf(lines);
  else if (fromMiniCart) cartQuantity = fromMiniCart.quantity;
  else if (emptied) cartQuantity = 0;
  else cartQuantity = state.cartQuantity;
  return {
    fragments: { ...state.fragments, ...response.fragments },
    cartHash,
    inCart,
    inCartTotal,
    cartQuantity,
    lines,
    revision: state.revision + 1,
  };
}

export interface ApplyOptions {
  /** Spoken in the live region after the §9.1 delay. */
  announcement?: string;
  /**
   * `page`: this page's call; `other-tab`: another tab's; `stored`: fragments kept from an earlier
   * page; `printed`: the empty cart's fragments the page's settings carry (`cart_fragments`).
   */
  source?: CartUpdateSource;
}

export type CartUpdateSource = 'page' | 'other-tab' | 'stored' | 'printed';


interface CartStore {
  $cart: ReadableAtom<CartState>;
  applyCartResponse(response: unknown, options?: ApplyOptions): CartState;
  beginCartUpdate(): () => void;
  refreshCart(): Promise<boolean>;
  startCart(options: { alwaysAsk: boolean }): void;
  /** Forgets what the page knows of the cart (a page, or a test, that starts over). */
  clear(): void;
}

function createCartStore(): CartStore {
  const $writable = atom<CartState>(EMPTY);
  let channel: BroadcastChannel | undefined;
  let refreshing: Promise<boolean> | null = null;
  let started = false;
  let mounted = false;

  /** Before any answer, the cookies say whether there is a cart and which one. */
  function seedFromCookies(): void {
    const state = $writable.get();
    if (state.revision !== 0 || state.cartHash !== null || typeof document === 'undefined') return;
    const cookies = cartCookies();
    $writable.set(
      cookies.itemsInCart
        ? { ...state, cartHash: cookies.cartHash }
        : { ...state, cartHash: '', cartQuantity: 0, lines: [] },
    );
  }

  /** This tab's next page shows these fragments without asking, while the cookie names the same cart. */
  function keep(state: CartState): void {
    if (state.cartHash === null || typeof state.fragments[MINI_CART_FRAGMENT] !== 'string') return;
    storeFragments({ cartHash: state.cartHash, fragments: state.fragments, savedAt: Date.now(), shop: pageSettings().wc_ajax_url });
  }

  function applyCartResponse(data: unknown, options: ApplyOptions = {}): CartState {
    const source = options.source ?? 'page';
    const response = parseCartResponse(data, SOURCE_NAMES[source]);
    const state = nextState($writable.get(), response);
    if (response.fragments) replaceFragments(response.fragments);
    $writable.set(state);
    if (source !== 'stored' && source !== 'printed' && response.cart_hash !== undefined) keep(state);
    if (options.announcement) announce(options.announcement, SHOP.cartLiveRegionDelayMs, 'cart');
    emit(document.body, 'shop-cart-updated', { cartHash: state.cartHash, cartQuantity: state.cartQuantity, source });
    if (source === 'page') channel?.postMessage(response);
    return state;
  }

  function beginCartUpdate(): () => void {
    const selectors = new Set([...DEFAULT_FRAGMENT_SELECTORS, ...Object.keys($writable.get().fragments)]);
    return dimFragments(selectors);
  }

  function refreshCart(): Promise<boolean> {
    // In the cart queue: a re-read never overtakes a change the page asked for before it.
    // The areas are not dimmed: a re-read changes nothing on the server.
    refreshing ??= enqueueCartCall(async () => {
      try {
        const response = await getRefreshedFragments(pageSettings());
        const state = applyCartResponse(response);
        emit(document.body, 'shop-cart-refreshed', { cartHash: state.cartHash }, {
          jquery: { name: 'wc_fragments_refreshed', args: [], on: 'body' },
        });
        return true;
      } catch (error) {
        if (!isAborted(error)) {
          console.warn('The cart could not be re-read; the page keeps the cart it shows.', error);
          emit(document.body, 'shop-request-failed', {
            call: 'get_refreshed_fragments',
            message: 'The cart could not be re-read.',
            kind: errorKind(error),
          });
        }
        return false;
      } finally {
        refreshing = null;
      }
    });
    return refreshing;
  }

  /**
   * The first look at the cart on a page: the fragments this tab kept, when the cookie names
   * the cart they belong to; else, for a visitor with no cart (neither cart cookie), the empty
   * cart's fragments the page's settings carry (`cart_fragments`, printed by the server: what
   * the read would answer), without a request; else one read from the server. `alwaysAsk`
   * reads in any case (a page a full-page cache served, whose cookie-less copy proves nothing).
   */
  function startCart({ alwaysAsk }: { alwaysAsk: boolean }): void {
    if (alwaysAsk) {
      started = true;
      void refreshCart();
      return;
    }
    if (started) return;
    started = true;
    seedFromCookies();
    const stored = readStoredFragments();
    const shop = pageSettings().wc_ajax_url;
    if (storedFragmentsAreCurrent(stored, cartCookies().cartHash, shop, Date.now(), MINI_CART_FRAGMENT)) {
      try {
        applyCartResponse({ fragments: stored.fragments, cart_hash: stored.cartHash }, { source: 'stored' });
        // What the platform's cart script triggers when it shows the fragments it kept.
        triggerJQuery(document.body, { name: 'wc_fragments_loaded' });
        return;
      } catch {
        forgetStoredFragments();
      }
    }
    if (showPrintedEmptyCart()) return;
    void refreshCart();
  }

  /**
   * A first visit costs no request: with no cart cookie the cart is empty, and the server printed
   * what a read would answer for it. The platform's cart script reads the cart on every first
   * view; a theme's snippet hears `wc_fragments_loaded`, as for fragments the tab kept.
   */
  function showPrintedEmptyCart(): boolean {
    const printed = pageSettings().cart_fragments;
    const cookies = cartCookies();
    if (printed === undefined || cookies.itemsInCart || cookies.cartHash !== '') return false;
    try {
      applyCartResponse({ fragments: printed, cart_hash: '' }, { source: 'printed' });
    } catch (error) {
      console.warn('The page settings\' cart_fragments could not be read; the cart is read from the store instead.', error);
      return false;
    }
    triggerJQuery(document.body, { name: 'wc_fragments_loaded' });
    return true;
  }

  // Other tabs of the same shop stay in step while anything on this page watches the cart.
  onMount($writable, () => {
    mounted = true;
    seedFromCookies();
    if (typeof BroadcastChannel === 'function') {
      channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = (event: MessageEvent<unknown>) => {
        try {
          applyCartResponse(event.data, { source: 'other-tab' });
        } catch (error) {
          console.warn('A cart update from another tab could not be read; this page keeps its cart.', error);
        }
      };
    }
    return () => {
      mounted = false;
      channel?.close();
      channel = undefined;
    };
  });

  return {
    $cart: readonlyAtom($writable),
    applyCartResponse,
    beginCartUpdate,
    refreshCart,
    startCart,
    clear: () => {
      started = false;
      $writable.set(EMPTY);
      if (mounted) seedFromCookies();
    },
  };
}

const store = pageSingleton('cart@2', createCartStore);

/** The page's cart, read-only: the cart actions change it. */
export const $cart = store.$cart;

/**
 * Applies a cart answer (validated: a field of the wrong type is refused with
 * InvalidBodyError): store, page fragments, live region, event, other tabs.
 */
export const applyCartResponse = store.applyCartResponse;

/** Dims the cart areas while a call runs; call the result when it ends, whatever the outcome. */
export const beginCartUpdate = store.beginCartUpdate;

/**
 * Re-reads the cart from the store (`get_refreshed_fragments`) and applies its fragments:
 * for a page served from a full-page cache or restored from the back-forward cache, or
 * after a theme script changed the cart itself. Asked again while a read waits or runs,
 * it shares that read. Resolves false when the read failed: the page keeps the fragments it shows.
 */
export const refreshCart = store.refreshCart;

/** Forgets what the page knows of the cart: no fragments, no lines, revision 0. */
export const clearCart = store.clear;

/**
 * The mini cart's first look at the cart (once per page): the fragments this tab kept when
 * the `woocommerce_cart_hash` cookie names their cart, else one `get_refreshed_fragments`.
 * With `alwaysAsk` it reads from the server in any case.
 */
export const startCart = store.startCart;
