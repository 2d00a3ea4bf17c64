/**
 * Filter rules of the product table (SPEC §3.13, §4.14, §5.7): when a filter is active, option
 * hierarchies, range and date-picker corrections. Search filters apply on Enter or submit; their text
 * is read with `normaliseQuery`.
 */

/** The filter types of §3.13. */
export const FILTER_TYPES = [
  'custom_field', 'attribute', 'category', 'taxonomy', 'price_range', 'rating', 'sort_by', 'results_per_page',
  'on_sale', 'availability', 'search', 'date_picker',
] as const;
/** One filter type of §3.13. */
export type FilterType = (typeof FILTER_TYPES)[number];

/** An option of a checkbox, radio or select filter. */
export interface FilterOption {
  checked: boolean;
}

/** The bounds of a range filter and what the shopper set (undefined or NaN: the field is empty). */
export interface RangeState {
  min: number | undefined;
  max: number | undefined;
  bounds: { min: number; max: number };
}

/** A filter's state: its options, its range, or its text (search and date fields). */
export type FilterState = { options: readonly FilterOption[] } | { range: RangeState } | { text: string };

/** A range end that is set: a finite number. */
function isSet(value: number | undefined): value is number {
  return value !== undefined && Number.isFinite(value);
}

/**
 * Whether a filter is active (§4.14): an option is checked, or a range differs from its bounds (an
 * empty end counts as its bound); a text filter when its text is not blank.
 */
export function isFilterActive(state: FilterState): boolean {
  if ('options' in state) return state.options.some((option) => option.checked);
  if ('range' in state) {
    const { min, max, bounds } = state.range;
    return (isSet(min) && min !== bounds.min) || (isSet(max) && max !== bounds.max);
  }
  return state.text.trim() !== '';
}

/** How many options of a checkbox filter are checked (the count it shows). */
export function activeCount(options: readonly FilterOption[]): number {
  let count = 0;
  for (const option of options) if (option.checked) count++;
  return count;
}

/** The parent of each option value in a hierarchical filter (top-level options: undefined or absent). */
export type FilterTree = ReadonlyMap<string, string | undefined>;

/** The ancestors of a value, nearest first (a loop in the tree stops the walk). */
function ancestorsOf(tree: FilterTree, value: string): string[] {
  const ancestors: string[] = [];
  const seen = new Set([value]);
  for (let parent = tree.get(value); parent !== undefined && !seen.has(parent); parent = tree.get(parent)) {
    ancestors.push(parent);
    seen.add(parent);
  }
  return ancestors;
}

/**
 * The checked values after `changed` was toggled (§4.14): checking a value clears its descendants and
 * its ancestors; unchecking changes nothing else. Returns a new set.
 */
export function applyHierarchy(checked: ReadonlySet<string>, tree: FilterTree, changed: string): Set<string> {
  const result = new Set(checked);
  if (!checked.has(changed)) return result;
  for (const ancestor of ancestorsOf(tree, changed)) result.delete(ancestor);
  for (const value of checked) if (value !== changed && ancestorsOf(tree, value).includes(changed)) result.delete(value);
  return result;
}

/** A number clamped into [low, high]. */
function clamp(value: number, low: number, high: number): number {
  return value < low ? low : value > high ? high : value;
}

/**
 * A range as applied (§5.7): a min above the max is swapped with it, then each end is clamped into the
 * bounds (a typed max above the real max becomes the real max; likewise a min below the real min).
 * An empty end (undefined or NaN) stays undefined.
 */
export function normaliseRange(range: RangeState): { min: number | undefined; max: number | undefined } {
  let min = isSet(range.min) ? range.min : undefined;
  let max = isSet(range.max) ? range.max : undefined;
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  const { bounds } = range;
  return {
    min: min === undefined ? undefined : clamp(min, bounds.min, bounds.max),
    max: max === undefined ? undefined : clamp(max, bounds.min, bounds.max),
  };
}

/**
 * Whether a date field gets the red border (§5.7): its text is longer than 10 characters or does not
 * start with 1 or 2 (a year). An empty field is not suspicious.
 */
export function isDateInputSuspicious(text: string): boolean {
  if (text === '') return false;
  return text.length > 10 || (text[0] !== '1' && text[0] !== '2');
}

/** A date range with a start after the end swapped (ISO yyyy-mm-dd text compares in date order); an empty end stays. */
export function orderDateRange(start: string, end: string): { start: string; end: string } {
  return start !== '' && end !== '' && start > end ? { start: end, end: start } : { start, end };
}
