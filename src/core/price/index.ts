/**
 * Money in the own-price field (SPEC §2.13, §3.17, §5.10): reading what a shopper
 * typed and writing it back with the configured decimals. Decimal-safe: rounding goes
 * through the decimal text (`1.005` → `1.01`), never through binary float products.
 */

export interface PriceFormat {
  /** Decimal places the shop uses for this price. */
  decimals: number;
  /** The shop's decimal separator ('.' or ','). */
  decimalSeparator: string;
  /** The shop's thousands separator (may be '', ' ', '.', ','). */
  thousandSeparator: string;
  /** Always show every decimal place (`10` → `10.00`); otherwise whole amounts stay whole. */
  forcedDecimals: boolean;
}

export const DEFAULT_PRICE_FORMAT: PriceFormat = {
  decimals: 2,
  decimalSeparator: '.',
  thousandSeparator: ',',
  forcedDecimals: true,
};

/** Rounds half away from zero at `places` decimals, on the decimal text. */
export function roundDecimal(value: number, places: number): number {
  if (!Number.isFinite(value)) return 0;
  const p = Math.max(0, Math.min(20, Math.trunc(places)));
  const sign = value < 0 ? -1 : 1;
  const shifted = Number(`${Math.abs(value)}e${p}`);
  const rounded = Number(`${Math.round(shifted)}e-${p}`);
  return sign * rounded;
}

const SEPARATOR_CHARS = /[.,\u066b\u066c'\u2019\s\u00a0\u202f]/;

/**
 * Reads a typed amount. Currency symbols and spaces are ignored; the shop's decimal
 * separator marks the decimals (a comma works where the shop uses it), its thousands
 * separator is dropped. A lone '.' or ',' that is not the shop's separator is read as
 * a decimal point unless exactly three digits follow it (then it groups thousands).
 * Returns 0 for text that is not a number (§5.10).
 */
export function parseAmount(text: string | number | null | undefined, format: Partial<PriceFormat> = {}): number {
  if (typeof text === 'number') return Number.isFinite(text) ? text : 0;
  if (text == null) return 0;
  const decimal = format.decimalSeparator || DEFAULT_PRICE_FORMAT.decimalSeparator;
  const thousand = format.thousandSeparator ?? DEFAULT_PRICE_FORMAT.thousandSeparator;
  let s = String(text).trim();
  const negative = /^[-\u2212]|[-\u2212]$/.test(s.replace(/[^\d.,\-\u2212]/g, ''));
  // Keep digits and separators only.
  s = s.replace(/[^\d.,'\u2019\s\u00a0\u202f\u066b\u066c]/g, '').trim();
  if (!/\d/.test(s)) return 0;
  let integer = s;
  let fraction = '';
  const at = s.lastIndexOf(decimal);
  if (at !== -1 && decimal !== thousand) {
    integer = s.slice(0, at);
    fraction = s.slice(at + decimal.length);
  } else {
    // No shop decimal separator: a single mark not followed by exactly three digits is a decimal point
    // (a thousands mark always is).
    const marks = s.match(/[.,]/g) ?? [];
    const last = Math.max(s.lastIndexOf('.'), s.lastIndexOf(','));
    const tail = last === -1 ? '' : s.slice(last + 1);
    if (marks.length === 1 && last !== -1 && !/^\d{3}$/.test(tail)) {
      integer = s.slice(0, last);
      fraction = tail;
    }
  }
  integer = integer.split('').filter((c) => !SEPARATOR_CHARS.test(c)).join('');
  fraction = fraction.replace(/\D/g, '');
  if (integer === '' && fraction === '') return 0;
  const value = Number(`${integer || '0'}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return 0;
  return negative ? -value : value;
}

/** Writes an amount for an input: configured decimals and separator, no thousands grouping. */
export function formatAmount(value: number, format: Partial<PriceFormat> = {}): string {
  const decimals = Math.max(0, Math.trunc(format.decimals ?? DEFAULT_PRICE_FORMAT.decimals));
  const forced = format.forcedDecimals ?? DEFAULT_PRICE_FORMAT.forcedDecimals;
  const separator = format.decimalSeparator || DEFAULT_PRICE_FORMAT.decimalSeparator;
  const rounded = roundDecimal(Number.isFinite(value) ? value : 0, decimals);
  let text = rounded.toFixed(decimals);
  if (!forced && Number.isInteger(rounded)) text = rounded.toFixed(0);
  if (text.startsWith('-') && Number(text) === 0) text = text.slice(1);
  return separator === '.' ? text : text.replace('.', separator);
}

/** §5.10 in one step: what the field holds after a change, and the amount it stands for. */
export function normaliseOwnPrice(
  text: string,
  format: Partial<PriceFormat> = {},
): { amount: number; text: string } {
  const decimals = Math.max(0, Math.trunc(format.decimals ?? DEFAULT_PRICE_FORMAT.decimals));
  const amount = roundDecimal(parseAmount(text, format), decimals);
  return { amount, text: formatAmount(amount, format) };
}
