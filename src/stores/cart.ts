/**
 * `$cart`: the one cart of the page. Every element that changes or shows the cart
 * goes through the cart actions (cart-actions.ts), which apply each answer here, so one
 * server answer reaches every element, the page's fragments and, through a
 * BroadcastChannel, other tabs of the shop. Page scripts read `$cart`; only this module
 * writes it. Every copy of the bundle on the page shares one (page-singleton.ts).
 */
import { atom, onMount, type ReadableAtom } from 'nanostores';
import { cartQuantityOf, deriveCartLines, type CartLine, type InCartMap } from '../core/cart/lines.ts';
import { SHOP } from '../core/timings/index.ts';
import { announce } from '../dom/announce.ts';
import { emit } from '../dom/events.ts';
import { dimFragments, replaceFragments, type Fragments } from '../dom/fragments.ts';
import { enqueueCartCall } from '../services/cart-queue.ts';
import { errorKind, isAborted } from '../services/errors.ts';
import { getRefreshedFragments, parseCartResponse, type CartResponse } from '../services/shop.ts';
import { pageSingleton } from '../services/page-singleton.ts';
import { readonlyAtom } from './readonly.ts';
import { pageSettings } from './settings.ts';

export type { CartResponse };

export interface CartState {
  fragments: Fragments;
  /** null until the first cart answer of this page. */
  cartHash: string | null;
  inCart: InCartMap;
  inCartTotal: InCartMap;
  /** Item count, from the server (cart_quantity) or summed from the lines. */
  cartQuantity: number | null;
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
const DEFAULT_FRAGMENT_SELECTORS = ['div.widget_shopping_cart_content'];
const CHANNEL = 'storefront-elements:cart';

function nextState(state: CartState, response: CartResponse): CartState {
  const inCart = response.in_cart ?? state.inCart;
  const inCartTotal = response.in_cart_total ?? state.inCartTotal;
  const lines = response.in_cart || response.in_cart_total ? deriveCartLines(inCart, inCartTotal) : state.lines;
  return {
    fragments: { ...state.fragments, ...response.fragments },
    cartHash: response.cart_hash !== undefined ? response.cart_hash : state.cartHash,
    inCart,
    inCartTotal,
    cartQuantity:
      typeof response.cart_quantity === 'number'
        ? response.cart_quantity
        : response.in_cart
          ? cartQuantityOf(lines)
          : state.cartQuantity,
    lines,
    revision: state.revision + 1,
  };
}

export interface ApplyOptions {
  /** Spoken in the live region after the §9.1 delay. */
  announcement?: string;
  source?: 'page' | 'other-tab';
}


interface CartStore {
  $cart: ReadableAtom<CartState>;
  applyCartResponse(response: unknown, options?: ApplyOptions): CartState;
  beginCartUpdate(): () => void;
  refreshCart(): Promise<boolean>;
  /** Forgets what the page knows of the cart (a page, or a test, that starts over). */
  clear(): void;
}

function createCartStore(): CartStore {
  const $writable = atom<CartState>(EMPTY);
  let channel: BroadcastChannel | undefined;
  let refreshing: Promise<boolean> | null = null;

  function applyCartResponse(data: unknown, options: ApplyOptions = {}): CartState {
    const source = options.source ?? 'page';
    const response = parseCartResponse(data, source === 'page' ? 'cart answer' : 'cart update from another tab');
    const state = nextState($writable.get(), response);
    if (response.fragments) replaceFragments(response.fragments);
    $writable.set(state);
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

  // Other tabs of the same shop stay in step while anything on this page watches the cart.
  onMount($writable, () => {
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
      channel?.close();
      channel = undefined;
    };
  });

  return {
    $cart: readonlyAtom($writable),
    applyCartResponse,
    beginCartUpdate,
    refreshCart,
    clear: () => $writable.set(EMPTY),
  };
}

const store = pageSingleton('cart@1', createCartStore);

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
