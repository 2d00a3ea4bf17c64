/**
 * What the platform's answers say about the cart beyond the fragments' HTML: the mini-cart
 * fragment lists each item with its quantity ("2 × $10.00"), and the cart cookies say whether
 * there is a cart and which one (its hash). Pure: the DOM side reads the markup (dom/fragments.ts).
 */
import type { CartLine } from './lines.ts';

/** One item of the mini cart as its markup shows it, read as text. */
export interface MiniCartItem {
  /** `data-cart_item_key` of the item's remove link. */
  key: string;
  /** `data-product_id` of the item's remove link ("" when absent). */
  productId: string;
  name: string;
  /** The text of the item's `.quantity` ("2 × $10.00"); null when it has none. */
  quantityText: string | null;
}

export interface MiniCartLines {
  lines: CartLine[];
  /** Keys of the items whose quantity could not be read (left out of `lines`). */
  unreadable: string[];
}

/** The quantity the platform prints before "×" (`%s &times; %s`); null when there is none. */
export function quantityFromText(text: string | null): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:×|x(?=\s|\d|$))/i.exec(text ?? '');
  if (!match) return null;
  const quantity = Number(match[1]);
  return Number.isFinite(quantity) ? quantity : null;
}

/** One `item` line per mini-cart item whose quantity is readable. */
export function linesFromMiniCart(items: readonly MiniCartItem[]): MiniCartLines {
  const lines: CartLine[] = [];
  const unreadable: string[] = [];
  for (const item of items) {
    const quantity = quantityFromText(item.quantityText);
    if (quantity === null) {
      unreadable.push(item.key);
      continue;
    }
    const id = Number(item.productId);
    lines.push({
      id: Number.isInteger(id) && id > 0 ? id : 0,
      type: 'item',
      quantity,
      total: null,
      key: item.key,
      name: item.name,
    });
  }
  return { lines, unreadable };
}

/**
 * After removing the item `removedKey` from a list that held `keysBefore` (in page order), the
 * item whose remove link takes the focus: the next one still listed, else the previous one;
 * null when none is left (the focus then goes to the cart link).
 */
export function focusKeyAfterRemoval(
  keysBefore: readonly string[],
  removedKey: string,
  keysAfter: readonly string[],
): string | null {
  const remaining = new Set(keysAfter);
  const at = keysBefore.indexOf(removedKey);
  const after = at === -1 ? [] : keysBefore.slice(at + 1);
  const before = at === -1 ? keysBefore : keysBefore.slice(0, at);
  return after.find((key) => remaining.has(key)) ?? before.findLast((key) => remaining.has(key)) ?? keysAfter[0] ?? null;
}

/** Fragments a tab kept from an earlier page, with the cart they belong to. */
export interface StoredFragments {
  cartHash: string;
  fragments: Record<string, string>;
  /** When they were kept (ms since the epoch). */
  savedAt: number;
  /** The wc-ajax URL of the shop they came from (two shops may share an origin). */
  shop: string;
}

/** Stored fragments older than this are not shown: the platform's own limit (one day). */
export const STORED_FRAGMENTS_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Whether kept fragments show the cart the cookie names, so that a page can show them without
 * asking the server: same shop, not older than a day, holding the mini cart, and kept for the
 * cart whose hash the `woocommerce_cart_hash` cookie carries ("" or no cookie: an empty cart).
 */
export function storedFragmentsAreCurrent(
  stored: StoredFragments | null,
  cookieHash: string,
  shop: string,
  now: number,
  miniCartSelector: string,
): stored is StoredFragments {
  if (!stored || stored.shop !== shop) return false;
  if (!(now - stored.savedAt >= 0 && now - stored.savedAt <= STORED_FRAGMENTS_MAX_AGE_MS)) return false;
  if (typeof stored.fragments[miniCartSelector] !== 'string') return false;
  return stored.cartHash === cookieHash;
}
