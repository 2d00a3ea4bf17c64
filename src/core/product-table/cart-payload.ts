/**
 * What a product-table cart call carries (§7.10): the items a shopper asked for, folded into the
 * add-on's `{prefix}_payload` shape (products, variations, attributes, addons, measurement, nyp).
 */
import type { FormValue } from '../form/encode.ts';
import { inCartValue, type LooseInCartMap } from './in-cart.ts';

/** One thing to put in (or, with overwrite, set in) the cart: a row's product or variation. */
export interface CartItem {
  productId: string;
  /** A variation of the product (a variation row, or a variable row's chosen variation). */
  variationId?: string;
  /** `attribute_*` → term, for the variation's "any" attributes the shopper chose. */
  attributes?: Record<string, string>;
  quantity: number;
  addons?: Record<string, FormValue>;
  measurement?: Record<string, string>;
  /** The shopper's own price (§5.6), as typed. */
  nyp?: string;
}

export interface TableCartFlags {
  overwrite_cart_qty?: boolean;
  variation_form?: boolean;
  force_refresh_cart?: boolean;
  skip_cart_triggers?: boolean;
  use_cache?: boolean;
}

export interface TableCartPayload extends TableCartFlags {
  products: Record<string, number>;
  variations: Record<string, Record<string, number>>;
  attributes: Record<string, Record<string, string>>;
  addons: Record<string, Record<string, FormValue>>;
  measurement: Record<string, Record<string, string>>;
  nyp: Record<string, string>;
}

export function emptyPayload(flags: TableCartFlags = {}): TableCartPayload {
  return { products: {}, variations: {}, attributes: {}, addons: {}, measurement: {}, nyp: {}, ...flags };
}

/**
 * Folds items into one payload. A product's quantity is the sum of its items (a variable
 * product's, of its variations); items naming the same product or variation add up, unless
 * `overwrite_cart_qty` is set, where the last one says the quantity to set.
 */
export function payloadOf(items: readonly CartItem[], flags: TableCartFlags = {}): TableCartPayload {
  const payload = emptyPayload(flags);
  const add = (current: number | undefined, quantity: number) => (flags.overwrite_cart_qty ? quantity : (current ?? 0) + quantity);
  for (const item of items) {
    const pid = item.productId;
    if (item.variationId) {
      const variations = (payload.variations[pid] ??= {});
      variations[item.variationId] = add(variations[item.variationId], item.quantity);
      payload.products[pid] = Object.values(variations).reduce((sum, qty) => sum + qty, 0);
      if (item.attributes && Object.keys(item.attributes).length) payload.attributes[item.variationId] = { ...item.attributes };
    } else {
      payload.products[pid] = add(payload.products[pid], item.quantity);
    }
    if (item.addons) payload.addons[pid] = item.addons;
    if (item.measurement) payload.measurement[pid] = item.measurement;
    if (item.nyp !== undefined) payload.nyp[pid] = item.nyp;
  }
  return payload;
}

/**
 * One cart call's worth of requests: the items of every requester merged into it, the flags
 * they share, the outside form's fields (sent at the top level) and where to go afterwards.
 */
export interface CartBatchSpec {
  items: readonly CartItem[];
  flags: TableCartFlags;
  outside: ReadonlyArray<readonly [string, string]>;
  redirect?: string;
}

/** The flags that change what the server does with the items; a merged call has one value of each. */
const MODE_FLAGS = ['overwrite_cart_qty', 'variation_form', 'force_refresh_cart'] as const;

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return keysA.length === keysB.length && keysA.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** A request with no items only re-reads the cart: any call's answer serves it. */
export function isRefreshOnly(spec: Pick<CartBatchSpec, 'items' | 'outside'>): boolean {
  return spec.items.length === 0 && spec.outside.length === 0;
}

/** What keeps two requests apart: a mode flag, or the rest of `mergeConflict`'s list. */
export type MergeConflict = (typeof MODE_FLAGS)[number] | 'outside' | 'redirect' | 'variation' | 'addons' | 'measurement' | 'nyp' | 'attributes';

/**
 * THE MERGE RULE (§7.10). A cart request made while another call is in flight waits, merged
 * into the pending call when this returns null; otherwise it becomes a call of its own, sent
 * after the pending one (calls go out in the order they were asked for, one at a time).
 * - Adds of the same product or variation ADD UP: "add 2" then "add 3" puts 5 in the cart
 *   (the add-on's deep merge kept only the 3). Nothing a shopper asked for is lost.
 * - Overwrites (remove, set quantity) merge with overwrites; the last one for an item wins.
 * - These never share a call, because one payload cannot say both: an add and an overwrite;
 *   a product form submission (`variation_form`, its fields sit at the top level) or any
 *   other outside form's fields with anything; different redirects; for the same product,
 *   different add-on, measurement or own-price values, or a product alone and one of its
 *   variations; for the same variation, different attributes.
 * - A re-read (no items) joins any pending call, and a pending re-read takes the flags of
 *   the first request that joins it.
 * Returns why the two cannot share a call (what differs), or null when they can.
 */
export function mergeConflict(pending: CartBatchSpec, next: CartBatchSpec): MergeConflict | null {
  if (isRefreshOnly(next) || isRefreshOnly(pending)) return null;
  for (const flag of MODE_FLAGS) if (Boolean(pending.flags[flag]) !== Boolean(next.flags[flag])) return flag;
  if (pending.outside.length || next.outside.length) return 'outside';
  if ((pending.redirect ?? '') !== (next.redirect ?? '')) return 'redirect';
  for (const a of pending.items) {
    for (const b of next.items) {
      if (a.productId !== b.productId) continue;
      if (Boolean(a.variationId) !== Boolean(b.variationId)) return 'variation';
      if (!sameValue(a.addons, b.addons)) return 'addons';
      if (!sameValue(a.measurement, b.measurement)) return 'measurement';
      if ((a.nyp ?? null) !== (b.nyp ?? null)) return 'nyp';
      if (a.variationId === b.variationId && !sameValue(a.attributes ?? {}, b.attributes ?? {})) return 'attributes';
    }
  }
  return null;
}

/** `next` merged into `pending` (check `mergeConflict` first): the items in order, the flags of both. */
export function mergeBatch(pending: CartBatchSpec, next: CartBatchSpec): CartBatchSpec {
  // A re-read takes on the flags of what joins it (a real add no longer skips the cart triggers).
  const flags = isRefreshOnly(pending) ? next.flags : isRefreshOnly(next) ? pending.flags : { ...pending.flags, ...next.flags };
  return {
    items: [...pending.items, ...next.items],
    flags: { ...flags },
    outside: pending.outside.length ? pending.outside : next.outside,
    redirect: pending.redirect ?? next.redirect,
  };
}

/** The key of an item's cart line: `v:{variation}` or `p:{product}` (rows use the same key). */
export function itemKey(item: Pick<CartItem, 'productId' | 'variationId'>): string {
  return item.variationId ? `v:${item.variationId}` : `p:${item.productId}`;
}

/**
 * Which items of a refused merged call did not go in, per request (in the order they were
 * merged), from what the cart held before and after. Adds: the quantity each key gained is
 * handed out to the requests in order; a request whose items it does not cover failed (an
 * item asking for 0 or nothing asks for at least one, the product's minimum). Overwrites: an
 * item failed unless the cart now holds the last quantity asked for its key. Without the
 * cart's contents before the call, nothing can be told apart: every item failed.
 */
export function itemsNotInCart(
  requests: ReadonlyArray<readonly CartItem[]>,
  overwrite: boolean,
  before: LooseInCartMap | null,
  after: LooseInCartMap | null | undefined,
): CartItem[][] {
  if (!before || !after) return requests.map((items) => [...items]);
  const held = (map: LooseInCartMap, item: CartItem) => inCartValue(map, item.productId, item.variationId);
  if (overwrite) {
    const last = new Map<string, number>();
    for (const items of requests) for (const item of items) last.set(itemKey(item), item.quantity);
    return requests.map((items) => items.filter((item) => held(after, item) !== last.get(itemKey(item))));
  }
  const gained = new Map<string, number>();
  return requests.map((items) =>
    items.filter((item) => {
      const key = itemKey(item);
      const left = gained.get(key) ?? held(after, item) - held(before, item);
      const asked = item.quantity > 0 ? item.quantity : 1;
      gained.set(key, left - asked);
      return left < asked;
    }),
  );
}
