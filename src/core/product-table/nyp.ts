/**
 * Name-your-price in a product table (§5.6): what is wrong with the amount a shopper typed in a
 * row, for the alert when the row is added and for the inline error while typing. Amounts are
 * read in the shop's own format (core/price `readAmount`), so "12,50" in a comma shop is 12.5.
 */
import { checkOwnPrice, formatAmount, readAmount, type PriceFormat } from '../price/index.ts';
import type { TableMoneyFormat } from './money.ts';

export interface NypLimits {
  /** The product's minimum price; none when undefined or 0 (the add-on treats 0 as "no minimum"). */
  min?: number | undefined;
  /** The product's maximum price; none when undefined or 0. */
  max?: number | undefined;
}

/** Why an add is refused (§5.6 alerts). */
export type NypProblem = 'empty' | 'below-minimum' | 'above-maximum';

/** Which inline error a row shows. */
export type NypInlineError = 'min' | 'max' | null;

/** The alert texts of the name-your-price add-on (`wc_nyp_error_message_templates`). */
export interface NypTemplates {
  empty?: string | undefined;
  minimum_js?: string | undefined;
  maximum_js?: string | undefined;
}

/** How the table reads a typed amount: the shop's decimals and separators. */
export function nypFormat(money: TableMoneyFormat): Partial<PriceFormat> {
  return { decimals: money.price_decimals, decimalSeparator: money.price_decimal_separator, thousandSeparator: money.price_thousand_separator };
}

const limit = (value: number | undefined) => (value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined);

/** A limit as printed in an attribute ("", "0" or junk → none). */
export function readNypLimit(text: string | null | undefined): number | undefined {
  return limit(Number.parseFloat(text ?? ''));
}

/**
 * The problem of an amount for an add: nothing typed (or nothing that reads as an amount) is
 * `empty`; below the minimum (a negative amount too) or above the maximum; null when it can be
 * sent. A negative amount on a row without a minimum is `empty`: there is no minimum to name.
 */
export function nypProblem(text: string, limits: NypLimits, format: Partial<PriceFormat> = {}): NypProblem | null {
  const reading = readAmount(text, format);
  if (reading.kind === 'empty' || reading.kind === 'not-a-number') return 'empty';
  const min = limit(limits.min);
  const max = limit(limits.max);
  if (reading.kind === 'amount' && reading.amount < 0) return min === undefined ? 'empty' : 'below-minimum';
  const check = checkOwnPrice(text, format, { min, max });
  if (check.problem === 'below-minimum') return 'below-minimum';
  if (check.problem === 'above-maximum') return 'above-maximum';
  return check.problem === 'invalid' ? 'empty' : null;
}

/**
 * The amount a row sends (`{prefix}_payload[nyp][id]`, the `nyp` form field): the number that was
 * checked, as the server reads numbers (a '.' decimal mark, no grouping), so `12,75` typed in a
 * point shop goes as `12.75`, and `1.234,50` in a comma shop as `1234.50`. Text that reads as no
 * amount goes as typed (trimmed): the add is refused before it is sent, and a server sees the same.
 */
export function nypWireAmount(text: string, format: Partial<PriceFormat> = {}): string {
  const reading = readAmount(text, format);
  if (reading.kind !== 'amount') return text.trim();
  return formatAmount(reading.amount, { ...format, decimalSeparator: '.', thousandSeparator: '', forcedDecimals: false });
}

/**
 * The inline error while the shopper types: the minimum error for an amount below it, or for
 * an empty amount on a checked row (§5.6); the maximum error for an amount above it. An empty
 * amount on an unchecked row shows nothing yet.
 */
export function nypInlineError(text: string, limits: NypLimits, checked: boolean, format: Partial<PriceFormat> = {}): NypInlineError {
  const reading = readAmount(text, format);
  const min = limit(limits.min);
  const max = limit(limits.max);
  if (reading.kind === 'empty') return checked && min !== undefined ? 'min' : null;
  if (reading.kind === 'too-large') return max !== undefined ? 'max' : null;
  if (reading.kind !== 'amount' || reading.amount === 0) return null;
  if (min !== undefined && reading.amount < min) return 'min';
  if (max !== undefined && reading.amount > max) return 'max';
  return null;
}

/** The alert for a problem: `%%MINIMUM%%` / `%%MAXIMUM%%` replaced by the formatted limit. */
export function nypAlertText(problem: NypProblem, templates: NypTemplates, limits: NypLimits, price: (value: number) => string): string {
  const template = (problem === 'empty' ? templates.empty : problem === 'below-minimum' ? templates.minimum_js : templates.maximum_js) ?? '';
  return fillLimits(template, limits, price, '%%MINIMUM%%', '%%MAXIMUM%%');
}

/** An inline message template with `[min]` / `[max]` filled with the formatted figures. */
export function nypInlineText(template: string, limits: NypLimits, figure: (value: number) => string): string {
  return fillLimits(template, limits, figure, '[min]', '[max]');
}

function fillLimits(template: string, limits: NypLimits, format: (value: number) => string, minMark: string, maxMark: string): string {
  const min = limit(limits.min);
  const max = limit(limits.max);
  return template.replaceAll(minMark, min === undefined ? '' : format(min)).replaceAll(maxMark, max === undefined ? '' : format(max));
}
