/**
 * Cart lines (§3.12): `in_cart` and `in_cart_total` map a product id to a quantity
 * (simple) or to a map of variation id → quantity (variable). A variable parent's
 * line sums its variations; each variation also gets its own line.
 */
export type InCartMap = Record<string, number | Record<string, number>>;

/**
 * One line of the cart. Lines come from one of two answers:
 * - `in_cart` / `in_cart_total` (§3.12, product-table answers): `simple`, `variable` (the sum of
 *   its variations) and `variation` lines, each with its total;
 * - the mini-cart fragment (every other cart answer of the platform): one `item` line per cart
 *   item, with its key and name, and no total (the platform prints prices, not amounts).
 */
export interface CartLine {
  /** The product id; for an `item` line the id the mini cart names (a variation's parent on the platform). */
  id: number;
  type: 'simple' | 'variable' | 'variation' | 'item';
  quantity: number;
  /** The line's total; null for an `item` line (the mini cart shows a price, not an amount). */
  total: number | null;
  /** For a variation: the parent product id. */
  parentId?: number;
  /** For an `item` line: the cart item key (`data-cart_item_key` of its remove link). */
  key?: string;
  /** For an `item` line: the product name as text. */
  name?: string;
}

/** Money rounded to cents without binary drift (0.1 + 0.2 → 0.3). */
export function roundMoney(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

function toNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

export function deriveCartLines(inCart: InCartMap = {}, inCartTotal: InCartMap = {}): CartLine[] {
  const lines: CartLine[] = [];
  for (const [productKey, entry] of Object.entries(inCart)) {
    const id = Number(productKey);
    const totals = inCartTotal[productKey];
    if (typeof entry === 'object' && entry !== null) {
      let quantity = 0;
      let total = 0;
      const variationLines: CartLine[] = [];
      for (const [variationKey, qty] of Object.entries(entry)) {
        const variationTotal =
          typeof totals === 'object' && totals !== null ? toNumber(totals[variationKey]) : 0;
        quantity += toNumber(qty);
        total += variationTotal;
        variationLines.push({
          id: Number(variationKey),
          type: 'variation',
          quantity: toNumber(qty),
          total: roundMoney(variationTotal),
          parentId: id,
        });
      }
      lines.push({ id, type: 'variable', quantity, total: roundMoney(total) }, ...variationLines);
    } else {
      lines.push({ id, type: 'simple', quantity: toNumber(entry), total: roundMoney(toNumber(totals)) });
    }
  }
  return lines;
}

/** Total quantity of top-level lines (variations are counted through their parent). */
export function cartQuantityOf(lines: readonly CartLine[]): number {
  return lines.filter((line) => line.type !== 'variation').reduce((sum, line) => sum + line.quantity, 0);
}
