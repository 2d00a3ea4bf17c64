/**
 * The stock and sale facts a product table shows for a chosen variation: the availability
 * message (§4.10, first matching rule), the stock text from range labels, and the on-sale
 * difference and percent (§4.8, §9.2).
 */
import { roundDecimal } from '../price/index.ts';

/** The store's seven availability messages, by their setting names. */
export type AvailabilityKey =
  | 'out_of_stock_message'
  | 'on_backorder_message'
  | 'on_backorder_managed_message'
  | 'single_stock_message'
  | 'low_stock_message'
  | 'in_stock_managed_message'
  | 'in_stock_message';

/** The class of the message's span (`{prefix}-{stockClass}`); '' for none. */
export type StockClass = 'out-of-stock' | 'on-backorder' | 'low-stock' | 'in-stock' | '';

export interface StockFacts {
  is_in_stock: boolean;
  is_on_backorder: boolean;
  managing_stock: boolean;
  backorders_allowed: boolean;
  backorders_require_notification: boolean;
  stock?: number;
}

export interface Availability {
  /** The message to show; null: none (unmanaged stock without an in-stock message). */
  key: AvailabilityKey | null;
  stockClass: StockClass;
  /** The availability element hides (managed stock of 0 or less that may be backordered silently). */
  hidden: boolean;
}

const show = (key: AvailabilityKey | null, stockClass: StockClass, hidden = false): Availability => ({ key, stockClass, hidden });

/**
 * §4.10. `configured(key)` says whether the store set that message; `lowStockThreshold`
 * is the table's threshold (none or 0: no low-stock message).
 */
export function availabilityOf(v: StockFacts, configured: (key: AvailabilityKey) => boolean, lowStockThreshold?: number): Availability {
  if (!v.is_in_stock) return show('out_of_stock_message', 'out-of-stock');
  const backorderShown = v.is_on_backorder && (v.managing_stock ? v.backorders_require_notification : true);
  if (backorderShown && configured('on_backorder_message')) return show('on_backorder_message', 'on-backorder');
  if (!v.managing_stock) return configured('in_stock_message') ? show('in_stock_message', 'in-stock') : show(null, '');
  const stock = v.stock;
  if (v.backorders_allowed) {
    if (v.backorders_require_notification && configured('on_backorder_managed_message')) return show('on_backorder_managed_message', 'on-backorder');
    if (stock !== undefined && stock <= 0) return show('on_backorder_message', '', true);
    return show('in_stock_message', 'in-stock');
  }
  if (stock === 1 && configured('single_stock_message')) return show('single_stock_message', 'low-stock');
  if (lowStockThreshold && stock !== undefined && stock <= lowStockThreshold && configured('low_stock_message')) return show('low_stock_message', 'low-stock');
  return show('in_stock_managed_message', 'in-stock');
}

/** `[min, max, label]`: the label of stock from min to max (inclusive); `[stock]` in it becomes the figure. */
export type StockRange = readonly [number, number, string];

/** The well-formed ranges of a stock element's `data-{prefix}-stock-range-labels` list; others are dropped. */
export function readStockRanges(data: unknown): StockRange[] {
  if (!Array.isArray(data)) return [];
  const ranges: StockRange[] = [];
  for (const entry of data) {
    if (!Array.isArray(entry) || entry.length < 3) continue;
    const [min, max, label] = [Number(entry[0]), Number(entry[1]), entry[2]];
    if (Number.isFinite(min) && Number.isFinite(max) && typeof label === 'string') ranges.push([min, max, label]);
  }
  return ranges;
}

/** The stock text: the last range holding the stock wins; without one, the figure (nothing below 0). */
export function stockText(stock: number, ranges: readonly StockRange[]): string {
  let label: string | undefined;
  for (const [min, max, text] of ranges) if (stock >= min && stock <= max) label = text;
  if (label === undefined) return stock < 0 ? '' : String(stock);
  return label.split('[stock]').join(String(stock));
}

export interface SaleDifference {
  /** regular − sale, rounded to cents. */
  difference: number;
  /** The difference in percent of the regular price, at the configured precision. */
  percent: number;
}

/** The on-sale badge's figures; null when the price is not below the regular price. */
export function saleDifference(regular: number | undefined, price: number | undefined, precision = 0): SaleDifference | null {
  if (regular === undefined || price === undefined || !(regular > 0) || !(price < regular)) return null;
  // toPrecision drops the binary tail (12.5 − 10.1 = 2.4000000000000004) before decimal rounding.
  const difference = roundDecimal(Number((regular - price).toPrecision(12)), 2);
  if (difference <= 0) return null;
  return { difference, percent: roundDecimal(Number(((difference / regular) * 100).toPrecision(12)), precision) };
}
