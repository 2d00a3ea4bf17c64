/**
 * What the cart holds for one table row, read from a cart answer's `in_cart` / `in_cart_total`
 * (§3.12): `{pid: n}` for a product, `{pid: {vid: n}}` for a variable product's variations.
 * The server may send numbers or numeric strings, and `[]` for an empty cart.
 */
import type { InCartMap } from '../cart/lines.ts';
import { sumMoney } from './money.ts';

type Loose = number | string | null | undefined;
/** The map as it comes from the server (or as the cart store keeps it). */
export type LooseInCartMap = InCartMap | Record<string, Loose | Record<string, Loose>> | readonly unknown[];

function figure(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : 0;
}

/**
 * The quantity (or, for `in_cart_total`, the amount) of a row: a variation row's variation; a
 * product row's product, a variable product's being the sum of its variations. 0 when absent.
 */
export function inCartValue(map: LooseInCartMap | null | undefined, productId: string, variationId?: string | null): number {
  if (!map || Array.isArray(map)) return 0;
  const entry = (map as Record<string, unknown>)[productId];
  if (entry !== null && typeof entry === 'object') {
    const variations = entry as Record<string, unknown>;
    if (variationId) return figure(variations[variationId]);
    return sumMoney(Object.values(variations).map(figure));
  }
  return variationId ? 0 : figure(entry);
}
