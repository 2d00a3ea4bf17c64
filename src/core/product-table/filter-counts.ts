/**
 * Dynamic filter counts (SPEC §7.9): which options of the server's answer show a count, and the text
 * each shows. The answer is data: a value is only compared with the options' values, and a count that
 * is not a whole number shows nothing.
 */

/** The filter types whose options show counts. */
export const COUNTED_FILTER_TYPES: ReadonlySet<string> = new Set(['category', 'attribute', 'availability', 'on_sale', 'taxonomy']);

/** The counted types told apart by taxonomy: two attribute filters may offer the same value. */
const BY_TAXONOMY: ReadonlySet<string> = new Set(['attribute', 'taxonomy']);

/** One option of the answer, as sent. */
export interface FilterCountAnswer {
  filter: string;
  taxonomy?: string | null;
  value: string | number;
  count: string | number;
}

/** The count one option shows. */
export interface OptionCount {
  filter: string;
  /** The taxonomy the filter must name; `undefined` for the types not told apart by taxonomy. */
  taxonomy: string | undefined;
  value: string;
  /** Written as text: `(n)`. */
  text: string;
}

function wholeNumber(count: string | number): number | undefined {
  const n = typeof count === 'number' ? count : /^\s*\d+\s*$/.test(count) ? Number(count) : Number.NaN;
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

/** The counts to show, in the answer's order: options of other filter types and counts that are not whole numbers are left out. */
export function optionCounts(options: readonly FilterCountAnswer[]): OptionCount[] {
  const shown: OptionCount[] = [];
  for (const option of options) {
    if (!COUNTED_FILTER_TYPES.has(option.filter)) continue;
    const count = wholeNumber(option.count);
    if (count === undefined) continue;
    shown.push({
      filter: option.filter,
      taxonomy: BY_TAXONOMY.has(option.filter) ? (option.taxonomy ?? '') : undefined,
      value: String(option.value),
      text: `(${count})`,
    });
  }
  return shown;
}
