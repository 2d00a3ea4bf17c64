/**
 * What a product-table cart call carries (§7.10): the items a shopper asked for, folded into the
 * add-on's `{prefix}_payload` shape (products, variations, attributes, addons, measurement, nyp).
 */
import type { FormValue } from '../form/encode.ts';

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
