/**
 * The cart actions: every change of the cart an element (or a page script) asks for.
 * Each one waits for its turn in the page's cart queue (§4.1: one cart call at a time),
 * dims the cart areas while its call runs, applies the validated answer to `$cart` and
 * resolves with an outcome the element shows. They never reject: a failure is an
 * outcome with its typed error (services/errors.ts).
 */
import type { Settings } from '../core/settings/index.ts';
import { endpointUrl } from '../core/settings/index.ts';
import type { Fragments } from '../dom/fragments.ts';
import { guardUrl } from '../dom/url.ts';
import { refreshCartPage } from '../services/cart-page.ts';
import { enqueueCartCall } from '../services/cart-queue.ts';
import { isAborted, RefusedError } from '../services/errors.ts';
import { addToCart as postAddToCart, removeFromCart } from '../services/shop.ts';
import { applyCartResponse, beginCartUpdate } from './cart.ts';
import { pageSingleton } from '../services/page-singleton.ts';
import { pageSettings } from './settings.ts';

/** What a cart action needs of the settings: the element's own merged over the page's. */
export type CartActionSettings = Pick<Settings, 'wc_ajax_url' | 'ajax_url' | 'cart_url' | 'is_cart' | 'cart_redirect_after_add'>;

export interface CartActionOptions {
  /** The page settings when not given. */
  settings?: CartActionSettings;
  /** Spoken in the cart live region once the answer is applied. */
  announcement?: string;
}

export type AddToCartOutcome =
  /** In the cart; the answer is applied. */
  | { kind: 'added'; fragments: Fragments; cartHash: string }
  /** The platform says the shopper goes to `url`: the product page (§7.1 error) or the cart (redirect after add). */
  | { kind: 'redirect'; url: string }
  | { kind: 'failed'; error: unknown };

export type RemoveItemOutcome =
  /** Out of the cart; the answer is applied. */
  | { kind: 'removed'; fragments: Fragments; cartHash: string }
  /** `{"success":false}`: the store does not know the item (§7.2: the remove link handles it). */
  | { kind: 'not-in-cart' }
  | { kind: 'failed'; error: unknown };

interface CartActions {
  queueCartCall<T>(call: () => Promise<T>): Promise<T>;
  addToCart(payload: Record<string, string>, options?: CartActionOptions): Promise<AddToCartOutcome>;
  removeItem(cartItemKey: string, options?: CartActionOptions): Promise<RemoveItemOutcome>;
}

function createCartActions(): CartActions {
  /**
   * What every cart call shares: its turn in the page's cart queue, and the cart areas
   * dimmed while it runs (restored whatever the outcome). A new cart call of an element
   * (the product table's) runs its request and applies its answer inside.
   */
  function queueCartCall<T>(call: () => Promise<T>): Promise<T> {
    return enqueueCartCall(async () => {
      const endUpdate = beginCartUpdate();
      try {
        return await call();
      } finally {
        endUpdate();
      }
    });
  }

  /** §2.4: on the cart page the table and totals follow the cart (fragments do not cover them). */
  function followOnCartPage(settings: CartActionSettings): void {
    if (!settings.is_cart) return;
    refreshCartPage().catch((error: unknown) => {
      if (!isAborted(error)) console.error('The cart table could not be refreshed:', error);
    });
  }

  async function addToCart(payload: Record<string, string>, options: CartActionOptions = {}): Promise<AddToCartOutcome> {
    const settings = options.settings ?? pageSettings();
    try {
      const outcome = await queueCartCall(async (): Promise<AddToCartOutcome> => {
        const response = await postAddToCart(settings, payload);
        // §7.1, in the platform's order.
        if ('error' in response) {
          const productUrl = response.product_url ? guardUrl(response.product_url, 'the add_to_cart answer\'s product_url') : null;
          if (productUrl) return { kind: 'redirect', url: productUrl };
          throw new RefusedError(endpointUrl(settings.wc_ajax_url, 'add_to_cart'));
        }
        // A cart URL that is not http(s) is not followed: the shopper stays, with the product added.
        const cartUrl = settings.cart_redirect_after_add === 'yes' ? guardUrl(settings.cart_url, 'the page settings\' cart_url') : null;
        if (cartUrl) return { kind: 'redirect', url: cartUrl };
        applyCartResponse(response, { announcement: options.announcement });
        return { kind: 'added', fragments: response.fragments, cartHash: response.cart_hash };
      });
      if (outcome.kind === 'added') followOnCartPage(settings);
      return outcome;
    } catch (error) {
      return { kind: 'failed', error };
    }
  }

  async function removeItem(cartItemKey: string, options: CartActionOptions = {}): Promise<RemoveItemOutcome> {
    const settings = options.settings ?? pageSettings();
    try {
      const outcome = await queueCartCall(async (): Promise<RemoveItemOutcome> => {
        const response = await removeFromCart(settings, cartItemKey);
        if ('success' in response) return { kind: 'not-in-cart' };
        applyCartResponse(response, { announcement: options.announcement });
        return { kind: 'removed', fragments: response.fragments, cartHash: response.cart_hash };
      });
      if (outcome.kind === 'removed') followOnCartPage(settings);
      return outcome;
    } catch (error) {
      return { kind: 'failed', error };
    }
  }

  return { queueCartCall, addToCart, removeItem };
}

const actions = pageSingleton('cart-actions@1', createCartActions);

/** Runs a cart call in the page's cart queue with the cart areas dimmed (for new cart calls). */
export const queueCartCall = actions.queueCartCall;

/**
 * §7.1: adds to the cart with `payload` (the fields the platform reads: `product_id`,
 * `quantity`, and whatever else the button carries), in the page's cart queue.
 */
export const addToCart = actions.addToCart;

/** §7.2: removes the cart item `cartItemKey`, in the page's cart queue. */
export const removeItem = actions.removeItem;
