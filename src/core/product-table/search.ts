/**
 * Instant search of the product table (SPEC §4.17): which rows a search shows and how the visible
 * rows are striped. Results are arrays by row index, so the element touches only the rows whose
 * state changed (`changedRows`).
 */
import type { TableRow } from './sort.ts';

/** The search text as matched: lower-cased and trimmed. */
export function normaliseQuery(text: string): string {
  return text.trim().toLowerCase();
}

/** Each row's full text, lower-cased once. */
export interface SearchIndex {
  readonly texts: string[];
}

/** The index of the rows' full texts (lower-cased once, not per keystroke). */
export function prepareSearchIndex(rowsText: readonly string[]): SearchIndex {
  return { texts: rowsText.map((text) => text.toLowerCase()) };
}

/** Adds the texts of appended rows (infinite scroll) to the index, in row order. */
export function extendSearchIndex(index: SearchIndex, rowsText: readonly string[]): void {
  for (const text of rowsText) index.texts.push(text.toLowerCase());
}

/**
 * Which rows the search shows: a product or child row whose text holds the query (any case); a child
 * row and its product both, unless both fail; a heading when a shown row carries its slug; every row
 * for an empty query. Heading texts are not matched.
 */
export function searchVisibility(index: SearchIndex, rows: readonly TableRow[], query: string): boolean[] {
  const needle = normaliseQuery(query);
  const visible = new Array<boolean>(rows.length);
  if (!needle) return visible.fill(true);
  const matched = new Array<boolean>(rows.length);
  for (let i = 0; i < rows.length; i++) {
    matched[i] = rows[i]!.kind !== 'heading' && (index.texts[i]?.includes(needle) ?? false);
    visible[i] = matched[i]!;
  }
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (row.kind !== 'child' || row.parent === undefined || rows[row.parent]?.kind !== 'product') continue;
    if (matched[i] || matched[row.parent]) visible[i] = visible[row.parent] = true;
  }
  // A shown child row's product is shown too, so the products' slugs are enough.
  const shownSlugs = new Set<string | undefined>();
  for (let i = 0; i < rows.length; i++) if (visible[i]) shownSlugs.add(rows[i]!.category);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (row.kind === 'heading') visible[i] = row.category !== undefined && shownSlugs.has(row.category);
  }
  return visible;
}

/** The stripe class a visible row takes. */
export type Stripe = 'odd' | 'even';

/**
 * The stripe of each row (by row index) in display order (`order`, default the row order): visible
 * product rows alternate from 'odd'; a child row takes its product's stripe; headings and hidden rows
 * get null. Headings do not restart the alternation.
 */
export function stripes(rows: readonly TableRow[], visible: readonly boolean[], order?: readonly number[]): (Stripe | null)[] {
  const result = new Array<Stripe | null>(rows.length).fill(null);
  let odd = true;
  const count = order ? order.length : rows.length;
  for (let k = 0; k < count; k++) {
    const i = order ? order[k]! : k;
    const row = rows[i];
    if (!row || !visible[i] || row.kind === 'heading') continue;
    if (row.kind === 'child' && row.parent !== undefined && rows[row.parent]?.kind === 'product') continue;
    result[i] = odd ? 'odd' : 'even';
    odd = !odd;
  }
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (row.kind === 'child' && visible[i] && row.parent !== undefined && rows[row.parent]?.kind === 'product') {
      result[i] = result[row.parent] ?? null;
    }
  }
  return result;
}

/** The indices whose value differs between two results (a row appended counts as changed). */
export function changedRows<T>(previous: readonly T[], next: readonly T[]): number[] {
  const changed: number[] = [];
  for (let i = 0; i < next.length; i++) if (previous[i] !== next[i]) changed.push(i);
  return changed;
}
