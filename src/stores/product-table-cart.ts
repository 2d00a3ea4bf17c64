/**
 * The product tables' cart calls (§7.10): one call in flight for the whole page, in the page's
 * cart queue (so it also waits for listing and mini-cart calls, and the cart areas dim while it
 * runs). Requests made meanwhile merge into the next call by the rule of core/product-table/cart-payload
 * (`mergeConflict`: the same product asked for twice adds up; what one payload cannot say goes
 * in a call of its own, sent in order). Each answer is applied to `$cart`, so the mini cart, the
 * header count, listing buttons and every table agree; each request resolves with its own
 * outcome, a refused merged call naming exactly the items of that request that did not go in.
 */
import { shopText } from '../dom/messages.ts';
import { atom } from 'nanostores';
import type { InCartMap } from '../core/cart/lines.ts';
import type { Settings } from '../core/settings/index.ts';
import {
  isRefreshOnly,
  itemsNotInCart,
  mergeBatch,
  mergeConflict,
  payloadOf,
  type CartBatchSpec,
  type CartItem,
  type TableCartFlags,
} from '../core/product-table/cart-payload.ts';
import { emit, triggerJQuery } from '../dom/events.ts';
import { navigation } from '../dom/navigation.ts';
import { guardUrl } from '../dom/url.ts';
import { cartCookies } from '../services/cookies.ts';
import { errorKind, shopperMessage } from '../services/errors.ts';
import { pageSingleton } from '../services/page-singleton.ts';
import { postTableCart, type TableCartAnswer } from '../services/product-table-cart.ts';
import { $cart, applyCartResponse } from './cart.ts';
import { queueCartCall } from './cart-actions.ts';
import { readonlyAtom } from './readonly.ts';

export interface TableCartOptions {
  /** The add-on's prefix of the table that asks (`wcpt`). */
  prefix: string;
  settings: Pick<Settings, 'wc_ajax_url'> & Partial<Settings>;
  flags?: TableCartFlags;
  /** An outside form's fields (the product form, `{prefix}_checkbox_bulk`), sent at the top level. */
  outside?: Array<[string, string]>;
  /** §6, sent with the call (`cart_widget_permitted`) and checked before the widget is placed. */
  cartWidgetPermitted: boolean;
  /** Where to go once the call is done (a refused call with a notice: on a click on the notice). */
  redirect?: string;
  /** `lang` of the call; the page URL's `lang` parameter when not given (the add-on's `$_REQUEST['lang']`). */
  lang?: string;
}

export interface TableCartResult {
  callId: number;
  answer: TableCartAnswer;
}

export type TableCartOutcome =
  | { kind: 'done'; result: TableCartResult }
  /** `items`: what did not go in (of this request); `notice`: the server's HTML, when it sent one. */
  | { kind: 'failed'; notice: string | null; items: CartItem[]; error?: unknown; result?: TableCartResult };

/** What the table parts show of the last call: the widget and the failure overlay read it. */
export interface TableCartView {
  running: boolean;
  last: {
    callId: number;
    success: boolean;
    /** The server's cart-widget HTML; null when it sent none. */
    cartWidget: string | null;
    cartWidgetPermitted: boolean;
    /** The server's notice HTML of a refused call. */
    notice: string | null;
    /** Our sentence when the call itself failed (no notice). */
    message: string | null;
    failedItems: CartItem[];
    redirect: string | null;
  } | null;
}

interface Requester {
  items: CartItem[];
  resolve(outcome: TableCartOutcome): void;
}

interface Batch {
  spec: CartBatchSpec;
  prefix: string;
  wcAjaxUrl: string;
  lang: string;
  cartWidgetPermitted: boolean;
  requesters: Requester[];
  /** Still taking merges: its turn in the queue has not come. */
  open: boolean;
  finished?: boolean;
}

interface TableCartState {
  /** The last batch asked for; only it takes merges (calls go out in the order asked). */
  last: Batch | null;
  callId: number;
  running: number;
  /** `in_cart` of the last table answer, null once another cart change may have made it stale. */
  knownInCart: InCartMap | null;
  /** True while this module applies its own answer (its $cart change is not a foreign one). */
  applying: boolean;
  $view: ReturnType<typeof atom<TableCartView>>;
  watchers: number;
  unwatch: (() => void) | null;
  refreshOptions: TableCartOptions | null;
}

const state = pageSingleton<TableCartState>('product-table-cart@1', () => ({
  last: null,
  callId: 0,
  running: 0,
  knownInCart: null,
  applying: false,
  $view: atom<TableCartView>({ running: false, last: null }),
  watchers: 0,
  unwatch: null,
  refreshOptions: null,
}));

/** The last table cart call as the table parts show it (read-only). */
export const $tableCartView = readonlyAtom(state.$view);

/** Whether a table cart call is waiting or running. */
export function tableCartCallRunning(): boolean {
  return state.running > 0;
}

function pageLang(): string {
  return typeof location === 'undefined' ? '' : (new URLSearchParams(location.search).get('lang') ?? '');
}

function setRunning(delta: number): void {
  state.running += delta;
  const view = state.$view.get();
  if (view.running !== state.running > 0) state.$view.set({ ...view, running: state.running > 0 });
}

/** What a table cart answer tells the page's one cart (`$cart`). */
const CART_FIELDS = ['fragments', 'cart_hash', 'in_cart', 'in_cart_total', 'cart_quantity'] as const;

/** The platform's cart events after a table add or remove, locked (4th argument) so table scripts do not re-read. */
function triggerPlatformEvents(batch: Batch, answer: TableCartAnswer): void {
  if (!answer.fragments || batch.spec.flags.skip_cart_triggers) return;
  const items = batch.spec.items;
  const removed = items.some((item) => item.quantity === 0);
  const added = batch.spec.flags.variation_form || batch.spec.flags.force_refresh_cart || items.some((item) => item.quantity !== 0);
  const products = new Set(items.map((item) => item.productId));
  const button = document.createElement(products.size === 1 && !removed ? 'button' : 'a');
  if (products.size === 1) button.setAttribute('data-product_id', [...products][0] ?? '');
  const args = [answer.fragments, answer.cart_hash ?? '', button, true];
  if (added) triggerJQuery(document.body, { name: 'added_to_cart', args });
  if (removed) triggerJQuery(document.body, { name: 'removed_from_cart', args });
}

async function send(batch: Batch): Promise<void> {
  batch.open = false;
  const callId = ++state.callId;
  const { spec } = batch;
  const refresh = isRefreshOnly(spec);
  const items = spec.items.slice();
  const payload = payloadOf(items, spec.flags);
  emit(document.body, 'shop-table-cart-request', { callId, items, flags: spec.flags, refresh }, {
    jquery: { name: `${batch.prefix}_cart_request`, on: 'body', args: [{ [`${batch.prefix}_payload`]: { ...payload, [`${batch.prefix}_cart_call_id`]: callId }, lang: batch.lang, ...Object.fromEntries(spec.outside) }] },
  });
  const before = state.knownInCart;
  let answer: TableCartAnswer;
  try {
    answer = await postTableCart({ wc_ajax_url: batch.wcAjaxUrl }, {
      prefix: batch.prefix,
      payload,
      callId,
      cartWidgetPermitted: batch.cartWidgetPermitted,
      lang: batch.lang,
      outside: spec.outside,
    });
  } catch (error) {
    const message = shopperMessage(error, shopText('tableCartFailed'));
    console.warn(`The table cart call ${callId} failed; nothing it carried is known to be in the cart.`, error);
    finish(batch, callId, { success: false, cartWidget: null, notice: null, message, failedItems: items });
    emit(document.body, 'shop-table-cart-failed', { callId, items, notice: null, message, kind: errorKind(error) });
    emit(document.body, 'shop-request-failed', { call: `${batch.prefix}_cart`, message, kind: errorKind(error) });
    for (const requester of batch.requesters) requester.resolve({ kind: 'failed', notice: null, items: requester.items, error });
    return;
  }
  const cartFields: Record<string, unknown> = {};
  // A re-read's fragments are not the page's: the add-on applies fragments only through the platform's
  // added_to_cart and removed_from_cart, which a re-read does not trigger, and its mini cart in a re-read's
  // answer can be an empty box.
  const fields = spec.flags.skip_cart_triggers ? CART_FIELDS.filter((key) => key !== 'fragments') : CART_FIELDS;
  for (const key of fields) {
    if (answer[key] !== undefined) cartFields[key] = answer[key];
  }
  state.applying = true;
  let cartQuantity: number | null = null;
  try {
    cartQuantity = applyCartResponse(cartFields).cartQuantity;
  } finally {
    state.applying = false;
  }
  if (answer.in_cart) state.knownInCart = answer.in_cart;
  const result: TableCartResult = { callId, answer };
  const notice = answer.notice || null;
  const failedPerRequester = answer.success
    ? batch.requesters.map(() => [])
    : itemsNotInCart(batch.requesters.map((r) => r.items), Boolean(spec.flags.overwrite_cart_qty), before, answer.in_cart);
  const failedItems = failedPerRequester.flat();
  const message = answer.success ? null : shopText('tableSomeNotAdded');
  finish(batch, callId, { success: answer.success, cartWidget: answer.cart_widget ?? null, notice, message, failedItems });
  emit(document.body, 'shop-table-cart-updated', { callId, success: answer.success, items, cartQuantity }, {
    jquery: { name: `${batch.prefix}_cart`, on: 'body', args: [answer] },
  });
  triggerPlatformEvents(batch, answer);
  // A refused call with a notice goes on a click on the notice (the overlay); otherwise at once.
  if (spec.redirect && (answer.success || !notice)) {
    const url = guardUrl(spec.redirect, 'the table cart call’s redirect');
    if (url) navigation.assign(url);
  }
  if (!answer.success) emit(document.body, 'shop-table-cart-failed', { callId, items: failedItems, notice, message: message ?? '', kind: 'refused' });
  batch.requesters.forEach((requester, index) => {
    const failed = failedPerRequester[index] ?? [];
    // A request whose items all went in is done, even when the merged call was refused for others.
    requester.resolve(answer.success || (failed.length === 0 && requester.items.length > 0) || isRefreshOnly({ items: requester.items, outside: [] })
      ? { kind: 'done', result }
      : { kind: 'failed', notice, items: failed.length ? failed : requester.items, result });
  });
}

/** The call is over (before its requests resolve, so they see no call running). */
function finish(batch: Batch, callId: number, last: Omit<NonNullable<TableCartView['last']>, 'callId' | 'cartWidgetPermitted' | 'redirect'>): void {
  batch.finished = true;
  state.running -= 1;
  state.$view.set({
    running: state.running > 0,
    last: { ...last, callId, cartWidgetPermitted: batch.cartWidgetPermitted, redirect: batch.spec.redirect ?? null },
  });
}

/**
 * Asks for `items` to go in the cart (or, with `overwrite_cart_qty`, to be set): merged into
 * the call waiting for its turn when the rule allows, else a call of its own after it. Never
 * rejects: a failure is an outcome.
 */
export function requestTableCart(items: CartItem[], options: TableCartOptions): Promise<TableCartOutcome> {
  const spec: CartBatchSpec = { items, flags: { ...options.flags }, outside: options.outside ?? [], redirect: options.redirect };
  return new Promise<TableCartOutcome>((resolve) => {
    const requester: Requester = { items, resolve };
    const last = state.last;
    if (last?.open && last.prefix === options.prefix && last.wcAjaxUrl === options.settings.wc_ajax_url && mergeConflict(last.spec, spec) === null) {
      last.spec = mergeBatch(last.spec, spec);
      last.requesters.push(requester);
      last.cartWidgetPermitted = options.cartWidgetPermitted;
      return;
    }
    const batch: Batch = {
      spec,
      prefix: options.prefix,
      wcAjaxUrl: options.settings.wc_ajax_url,
      lang: options.lang ?? pageLang(),
      cartWidgetPermitted: options.cartWidgetPermitted,
      requesters: [requester],
      open: true,
    };
    state.last = batch;
    setRunning(1);
    void queueCartCall(() => send(batch))
      .catch((error: unknown) => {
        // Only a bug of ours gets here; the requests must still settle.
        console.error('The table cart call could not be completed.', error);
        if (!batch.finished) finish(batch, 0, { success: false, cartWidget: null, notice: null, message: null, failedItems: batch.spec.items.slice() });
        for (const r of batch.requesters) r.resolve({ kind: 'failed', notice: null, items: r.items, error });
      });
  });
}

/** Re-reads the cart through the table call (`skip_cart_triggers`): rows, widget and `$cart` follow. */
export function refreshTableCart(options: TableCartOptions): Promise<TableCartOutcome> {
  return requestTableCart([], { ...options, flags: { skip_cart_triggers: true }, outside: [], redirect: undefined });
}

/**
 * Keeps the page's tables in step with the cart while any table's cart side runs: a re-read on
 * the first start when the `woocommerce_items_in_cart` cookie says the cart has items, on a page
 * shown again from the back/forward cache, and after a cart change made elsewhere (a listing
 * button, the mini cart, another tab: a new cart hash) whose answer had no `in_cart`. Returns the stop.
 */
export function watchTableCart(options: TableCartOptions): () => void {
  state.refreshOptions = options;
  state.watchers += 1;
  if (state.watchers === 1) {
    const refresh = () => {
      if (state.refreshOptions) void refreshTableCart(state.refreshOptions);
    };
    let { inCart, revision, cartHash } = $cart.get();
    const stopCart = $cart.listen((cart) => {
      const answered = cart.revision > revision && cart.inCart === inCart;
      // A change, not a read: the mini cart reading the cart as the page loads changes nothing, and the
      // add-on re-reads only after an add or a remove (whose answer carries a new hash).
      const changed = cart.cartHash !== cartHash;
      ({ inCart, revision, cartHash } = cart);
      // Only an answer counts (a page's cookies seeding the store are none), and not our own.
      if (state.applying || !answered || !changed) return;
      // A change that did not say what the cart holds per product: the rows may be stale.
      state.knownInCart = null;
      refresh();
    });
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) refresh();
    };
    window.addEventListener('pageshow', onPageShow);
    state.unwatch = () => {
      stopCart();
      window.removeEventListener('pageshow', onPageShow);
    };
    if (cartCookies().itemsInCart && state.callId === 0 && !state.last) refresh();
  }
  return () => {
    state.watchers -= 1;
    if (state.watchers === 0) {
      state.unwatch?.();
      state.unwatch = null;
    }
  };
}
