/**
 * `$cart`: the one cart of the page. Every element that changes or shows the cart
 * goes through `applyCartResponse`, so one server answer reaches every element,
 * the page's fragments and, through a BroadcastChannel, other tabs of the shop.
 */
import { atom, onMount } from 'nanostores';
import { cartQuantityOf, deriveCartLines, type CartLine, type InCartMap } from '../core/cart/lines.ts';
import { SHOP } from '../core/timings/index.ts';
import { announce } from '../dom/announce.ts';
import { emit } from '../dom/events.ts';
import { errorKind, isAborted } from '../services/errors.ts';
import { getRefreshedFragments } from '../services/shop.ts';
import { pageSettings } from './settings.ts';
import { dimFragments, replaceFragments, type Fragments } from '../dom/fragments.ts';

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

/** Any server answer that carries cart fields (§3.6, §3.12). */
export interface CartResponse {
  fragments?: Fragments;
  cart_hash?: string | null;
  in_cart?: InCartMap;
  in_cart_total?: InCartMap;
  cart_quantity?: number;
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

export const $cart = atom<CartState>(EMPTY);

/** The mini cart is always a fragment, even before the first answer tells us the others. */
const DEFAULT_FRAGMENT_SELECTORS = ['div.widget_shopping_cart_content'];
const CHANNEL = 'storefront-elements:cart';
let channel: BroadcastChannel | undefined;

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

/** Applies a cart answer: store, page fragments, live region, event, other tabs. */
export function applyCartResponse(response: CartResponse, options: ApplyOptions = {}): CartState {
  const source = options.source ?? 'page';
  const state = nextState($cart.get(), response);
  if (response.fragments) replaceFragments(response.fragments);
  $cart.set(state);
  if (options.announcement) announce(options.announcement, SHOP.cartLiveRegionDelayMs, 'cart');
  emit(document.body, 'shop-cart-updated', { cartHash: state.cartHash, cartQuantity: state.cartQuantity, source });
  if (source === 'page') channel?.postMessage(response);
  return state;
}

/** Dims the cart areas while a call runs; call the result when it ends, whatever the outcome. */
export function beginCartUpdate(): () => void {
  const selectors = new Set([...DEFAULT_FRAGMENT_SELECTORS, ...Object.keys($cart.get().fragments)]);
  return dimFragments(selectors);
}


let refreshing: Promise<boolean> | null = null;

/**
 * Re-reads the cart from the store (`get_refreshed_fragments`) and applies its fragments:
 * for a page served from a full-page cache or restored from the back-forward cache, or
 * after a theme script changed the cart itself. Asked again while a read runs, it shares
 * that read. Resolves false when the read failed: the page keeps the fragments it shows.
 */
export function refreshCart(): Promise<boolean> {
  refreshing ??= (async () => {
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
  })();
  return refreshing;
}

export function resetCartForTests(): void {
  $cart.set(EMPTY);
}

// Other tabs of the same shop stay in step while anything on this page watches the cart.
onMount($cart, () => {
  if (typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<CartResponse>) => {
      if (event.data && typeof event.data === 'object') applyCartResponse(event.data, { source: 'other-tab' });
    };
  }
  return () => {
    channel?.close();
    channel = undefined;
  };
});
