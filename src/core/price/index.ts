/**
 * Money in the own-price field (SPEC §2.13, §3.17, §5.10): reading what a shopper typed
 * as one number in the shop's format, checking it against the product's range, and writing
 * it back with the configured decimals. Decimal-safe: rounding goes through the decimal
 * text (`1.005` → `1.01`), never through binary float products.
 */
import { MESSAGES } from '../messages/index.ts';

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
  const p = clampDecimals(places);
  const sign = value < 0 ? -1 : 1;
  const shifted = Number(`${Math.abs(value)}e${p}`);
  const rounded = Number(`${Math.round(shifted)}e-${p}`);
  return sign * rounded;
}

function clampDecimals(places: number | undefined): number {
  const p = Math.trunc(places ?? DEFAULT_PRICE_FORMAT.decimals);
  return Number.isFinite(p) ? Math.max(0, Math.min(10, p)) : DEFAULT_PRICE_FORMAT.decimals;
}

/** What a typed text stands for. Negative amounts are readings too: the caller decides they are no price. */
export type AmountReading =
  | { kind: 'amount'; amount: number }
  | { kind: 'empty' }
  | { kind: 'not-a-number' }
  /** A number too long to keep every cent exactly (beyond 2^53 of the smallest unit). */
  | { kind: 'too-large' };

const SPACES = ' \u00a0\u202f';

function escapeForClass(chars: string): string {
  return chars.replace(/[\\\]^-]/g, '\\$&');
}

/** A thousands separator that is a space matches every space a keyboard or a copy may give. */
function separatorClass(separator: string): string {
  return SPACES.includes(separator) ? `[${SPACES}]` : `[${escapeForClass(separator)}]`;
}

/**
 * Reads the whole text as one number in the shop's format: an optional sign, an optional
 * currency sign before or after, digits grouped in threes by the shop's thousands separator (or
 * not grouped at all), and decimals after the shop's decimal separator. Where the text holds a
 * single '.' or ',' that is not the shop's decimal separator and cannot be its grouping (not
 * followed by exactly three digits), it marks the decimals: `12,50` is 12.5 in a point shop,
 * `12.5` is 12.5 in a comma shop. Anything else (`1e3`, `0.1+0.2`, `abc`, `1,2,3`) is not a number.
 */
export function readAmount(text: string | null | undefined, format: Partial<PriceFormat> = {}): AmountReading {
  const decimal = format.decimalSeparator || DEFAULT_PRICE_FORMAT.decimalSeparator;
  const rawThousand = format.thousandSeparator ?? DEFAULT_PRICE_FORMAT.thousandSeparator;
  const thousand = rawThousand === decimal ? '' : rawThousand;
  let s = String(text ?? '').trim();
  if (s === '') return { kind: 'empty' };

  // A sign and one currency sign, in either order, before the number; or the currency sign after it.
  let negative = false;
  const lead = /^([-\u2212]?)\s*(\p{Sc}?)\s*([-\u2212]?)\s*/u.exec(s)!;
  if (lead[1] && lead[3]) return { kind: 'not-a-number' };
  negative = Boolean(lead[1] || lead[3]);
  s = s.slice(lead[0].length);
  if (!lead[2]) s = s.replace(/\s*\p{Sc}$/u, '');

  const d = `[${escapeForClass(decimal)}]`;
  const grouped = thousand ? `|[0-9]{1,3}(?:${separatorClass(thousand)}[0-9]{3})+` : '';
  const shopFormat = new RegExp(`^([0-9]+${grouped})?(?:${d}([0-9]*))?$`);
  let integer: string;
  let fraction: string;
  const m = shopFormat.exec(s);
  if (m && /[0-9]/.test(s)) {
    integer = (m[1] ?? '').replace(/[^0-9]/g, '');
    fraction = m[2] ?? '';
  } else {
    const other = /^([0-9]*)([.,])([0-9]+)$/.exec(s);
    if (!other || other[2] === decimal || (other[2] === thousand && other[3]!.length === 3)) return { kind: 'not-a-number' };
    integer = other[1]!;
    fraction = other[3]!;
  }
  const digits = `${integer}${fraction.slice(0, clampDecimals(format.decimals))}`.replace(/^0+/, '');
  if (digits.length > 15 && Number(digits) > Number.MAX_SAFE_INTEGER) return { kind: 'too-large' };
  const amount = Number(`${integer || '0'}.${fraction || '0'}`);
  return { kind: 'amount', amount: negative && amount !== 0 ? -amount : amount };
}

/** The amount a text stands for; 0 for text that is not a number (§5.10). */
export function parseAmount(text: string | number | null | undefined, format: Partial<PriceFormat> = {}): number {
  if (typeof text === 'number') return Number.isFinite(text) ? text : 0;
  const reading = readAmount(text, format);
  return reading.kind === 'amount' ? reading.amount : 0;
}

function groupThousands(integer: string, separator: string): string {
  return separator ? integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator) : integer;
}

/**
 * Writes an amount with the configured decimals and separator. Without `grouped` (an input's
 * value) no thousands separator is written; with it every three digits are grouped.
 */
export function formatAmount(value: number, format: Partial<PriceFormat> = {}, grouped = false): string {
  const decimals = clampDecimals(format.decimals);
  const forced = format.forcedDecimals ?? DEFAULT_PRICE_FORMAT.forcedDecimals;
  const separator = format.decimalSeparator || DEFAULT_PRICE_FORMAT.decimalSeparator;
  const rounded = roundDecimal(Number.isFinite(value) ? value : 0, decimals);
  let text = rounded.toFixed(decimals);
  if (!forced && Number.isInteger(rounded)) text = rounded.toFixed(0);
  if (text.startsWith('-') && Number(text) === 0) text = text.slice(1);
  const [whole = '0', part] = text.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const integer = grouped
    ? groupThousands(whole.replace('-', ''), format.thousandSeparator ?? DEFAULT_PRICE_FORMAT.thousandSeparator)
    : whole.replace('-', '');
  return `${sign}${integer}${part === undefined ? '' : separator + part}`;
}

/** A price as the shop prints it: `price_format` (`%1$s` the currency sign, `%2$s` the amount), grouped. */
export function formatPrice(value: number, format: Partial<PriceFormat>, currencySymbol = '$', priceFormat = '%1$s%2$s'): string {
  const amount = formatAmount(value, { ...format, forcedDecimals: true }, true);
  return priceFormat.replace('%1$s', currencySymbol).replace('%2$s', amount);
}

/** Why an own price cannot be sent. */
export type OwnPriceProblem = 'invalid' | 'below-minimum' | 'above-maximum';

export interface OwnPriceRange {
  /** The product's minimum price (none when undefined). */
  min?: number | undefined;
  /** The product's maximum price (none when undefined). */
  max?: number | undefined;
}

export interface OwnPriceCheck {
  /** The amount the field stands for, rounded to the configured decimals (0 for text that is not a number). */
  amount: number;
  /** What the field should show: the amount formatted, '' when nothing was typed, the text itself when too long to read. */
  text: string;
  problem: OwnPriceProblem | null;
}

/**
 * §5.10 in one step, with the product's range: text that is not a number becomes 0; a negative
 * amount is no price; below the minimum or above the maximum is out of range. An empty field
 * stays empty and counts as 0 (the minimum error when there is a minimum, as §5.6 does).
 */
export function checkOwnPrice(text: string, format: Partial<PriceFormat> = {}, range: OwnPriceRange = {}): OwnPriceCheck {
  const reading = readAmount(text, format);
  if (reading.kind === 'too-large') {
    return { amount: 0, text: text.trim(), problem: range.max === undefined ? 'invalid' : 'above-maximum' };
  }
  const amount = reading.kind === 'amount' ? roundDecimal(reading.amount, clampDecimals(format.decimals)) : 0;
  const shown = reading.kind === 'empty' ? '' : formatAmount(amount, format);
  let problem: OwnPriceProblem | null = null;
  if (amount < 0) problem = 'invalid';
  else if (range.min !== undefined && amount < range.min) problem = 'below-minimum';
  else if (range.max !== undefined && amount > range.max) problem = 'above-maximum';
  return { amount, text: shown, problem };
}

/** The shopper-facing texts, after the platform's name-your-price add-on; `%%MINIMUM%%`/`%%MAXIMUM%%` become prices. */
export const OWN_PRICE_TEXTS = {
  invalid: MESSAGES.ownPriceInvalid,
  'below-minimum': MESSAGES.ownPriceBelowMinimum,
  'above-maximum': MESSAGES.ownPriceAboveMaximum,
} as const satisfies Record<OwnPriceProblem, string>;

/** The message for a problem, its placeholders filled with the formatted limits. */
export function ownPriceMessage(
  template: string,
  range: OwnPriceRange,
  price: (value: number) => string,
): string {
  return template
    .replaceAll('%%MINIMUM%%', range.min === undefined ? '' : price(range.min))
    .replaceAll('%%MAXIMUM%%', range.max === undefined ? '' : price(range.max));
}
