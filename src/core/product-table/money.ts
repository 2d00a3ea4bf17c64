/**
 * Money in the product table (§9.2): the figure the add-selected bar, row totals and on-sale
 * differences print, and the row total. Whole amounts are written without decimals, others with
 * the configured decimals; the configured decimal separator; thousands grouped by the configured
 * separator. The add-on inserts that separator once only (1234567 → "1234,567"), which misprints
 * every amount of a million or more; here every group of three gets one (identical below a million).
 */
import { formatAmount, roundDecimal, type PriceFormat } from '../price/index.ts';

export interface TableMoneyFormat {
  price_decimals: number;
  price_decimal_separator: string;
  price_thousand_separator: string;
  /** `%1$s` the currency symbol, `%2$s` the amount. */
  price_format: string;
  currency_symbol: string;
}

function priceFormat(format: TableMoneyFormat): Partial<PriceFormat> {
  return {
    decimals: format.price_decimals,
    decimalSeparator: format.price_decimal_separator,
    thousandSeparator: format.price_thousand_separator,
    forcedDecimals: false,
  };
}

/** The figure alone (no currency): `1234.5` → "1,234.50", `10` → "10". */
export function formatFigure(value: number, format: TableMoneyFormat): string {
  return formatAmount(value, priceFormat(format), true);
}

/** The figure in the shop's price format with its currency symbol. */
export function formatTableMoney(value: number, format: TableMoneyFormat): string {
  return format.price_format.replace('%1$s', format.currency_symbol).replace('%2$s', formatFigure(value, format));
}

/** Reads a figure the table printed back into a number (the shop's separators); NaN when it is none. */
export function readFigure(text: string, format: TableMoneyFormat): number {
  let value = text.trim();
  if (format.price_thousand_separator) value = value.split(format.price_thousand_separator).join('');
  if (format.price_decimal_separator && format.price_decimal_separator !== '.') value = value.replace(format.price_decimal_separator, '.');
  return value === '' ? Number.NaN : Number(value);
}

/** A row's total (§9.2): quantity × unit price, rounded to 2 decimals; 0 for anything that is not a number. */
export function rowTotal(quantity: number, unitPrice: number): number {
  if (!Number.isFinite(quantity) || !Number.isFinite(unitPrice)) return 0;
  // toPrecision drops the binary tail of the product (3 × 1.005 = 3.0149999…) before rounding.
  return roundDecimal(Number((quantity * unitPrice).toPrecision(12)), 2);
}

/** Sums amounts without binary drift (0.1 + 0.2 = 0.3), at cent precision and beyond. */
export function sumMoney(amounts: Iterable<number>): number {
  let cents = 0;
  for (const amount of amounts) if (Number.isFinite(amount)) cents += Math.round(amount * 1e6);
  return cents / 1e6;
}
