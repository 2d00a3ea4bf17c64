/**
 * Instant sort of the product table (SPEC §3.11, §4.18, §5.9): sort specs, comparators and the new
 * row order. Rows are plain data; the element reads them from the table once and applies the order.
 */

/** A row of the table: a product, a child row of a product, or a category heading. */
export interface TableRow {
  kind: 'product' | 'child' | 'heading';
  /** A child row's product row (its index in the row list). */
  parent?: number;
  /** The category group slug: a heading's own, a product's group. */
  category?: string;
  /** Instant-sort props (§3.9) as the server wrote them. */
  props: Readonly<Record<string, string | undefined>>;
}

/** The orderby values of §9.2. */
export const ORDERBY = [
  'title', 'sku', 'sku_num', 'menu_order', 'price', 'price-desc', 'meta_value', 'meta_value_num', 'attribute',
  'attribute_num', 'taxonomy', 'taxonomy_num', 'category', 'date', 'popularity', 'id', 'rating',
] as const;
/** One orderby value of §9.2. */
export type Orderby = (typeof ORDERBY)[number];

/** A sort spec as the server writes it (§3.11). */
export interface SortSpec {
  orderby: string;
  order?: string;
  meta_key?: string;
  orderby_attribute?: string;
  orderby_taxonomy?: string;
}

/** A sort spec that can be applied: a known orderby (never price-desc) and a lower-case order. */
export interface NormalSortSpec extends SortSpec {
  orderby: Exclude<Orderby, 'price-desc'>;
  order: 'asc' | 'desc';
}

/**
 * The spec to apply, or undefined when its orderby is not one of §9.2 or lacks the key it names
 * (meta_value without meta_key…). Order is case-insensitive and defaults to asc; rating and
 * price-desc are always descending; price-desc is price.
 */
export function normaliseSortSpec(spec: SortSpec): NormalSortSpec | undefined {
  const orderby = String(spec.orderby ?? '').trim().toLowerCase();
  if (!(ORDERBY as readonly string[]).includes(orderby)) return undefined;
  const forcedDesc = orderby === 'rating' || orderby === 'price-desc';
  const order = forcedDesc || String(spec.order ?? '').trim().toLowerCase() === 'desc' ? 'desc' : 'asc';
  const normal: NormalSortSpec = { ...spec, orderby: orderby === 'price-desc' ? 'price' : (orderby as NormalSortSpec['orderby']), order };
  if (sortKeyProps(normal).some((prop) => prop.endsWith('__'))) return undefined;
  return normal;
}

/**
 * The row props a spec reads, first present wins: price ascending reads min_price then price, price
 * descending max_price then price; the keyed kinds read `meta_value__{meta_key}`,
 * `attribute__{orderby_attribute}`, `taxonomy__{orderby_taxonomy}`; sku_num reads sku.
 */
export function sortKeyProps(spec: NormalSortSpec): readonly string[] {
  switch (spec.orderby) {
    case 'price':
      return spec.order === 'desc' ? ['max_price', 'price'] : ['min_price', 'price'];
    case 'sku_num':
      return ['sku'];
    case 'meta_value':
    case 'meta_value_num':
      return [`meta_value__${spec.meta_key?.trim() ?? ''}`];
    case 'attribute':
    case 'attribute_num':
      return [`attribute__${spec.orderby_attribute?.trim() ?? ''}`];
    case 'taxonomy':
    case 'taxonomy_num':
      return [`taxonomy__${spec.orderby_taxonomy?.trim() ?? ''}`];
    default:
      return [spec.orderby];
  }
}

const TEXT_KINDS: ReadonlySet<string> = new Set(['title', 'sku', 'category', 'meta_value', 'attribute', 'taxonomy']);

/** Whether the spec compares text in locale order (else numbers, §5.9). */
export function comparesAsText(spec: NormalSortSpec): boolean {
  return TEXT_KINDS.has(spec.orderby);
}

let sharedCollator: Intl.Collator | undefined;
/** The one collator for locale string order (the page's default locale, as localeCompare uses). */
function collator(): Intl.Collator {
  return (sharedCollator ??= new Intl.Collator());
}

/**
 * A number from a prop: parsed as a float, a non-numeric or missing value counts as 0. Dates are read
 * the same way: the row carries a timestamp (any unit, the same for every row).
 */
export function sortNumber(value: string | undefined): number {
  const number = value === undefined ? NaN : parseFloat(value);
  return Number.isNaN(number) ? 0 : number;
}

/** The value of the first present prop; empty text counts as absent. */
function readKey(row: TableRow, props: readonly string[]): string | undefined {
  for (const prop of props) {
    const value = row.props[prop];
    if (value !== undefined && value !== '') return value;
  }
  return undefined;
}

/** The sort key of every row, read once: text for text kinds (missing = ''), numbers otherwise. */
function sortKeys(rows: readonly TableRow[], spec: NormalSortSpec): string[] | Float64Array {
  const props = sortKeyProps(spec);
  if (comparesAsText(spec)) return rows.map((row) => readKey(row, props) ?? '');
  const keys = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i++) keys[i] = sortNumber(readKey(rows[i]!, props));
  return keys;
}

/** A comparator over row indices of `keys`, descending when asked; ties keep the original order. */
function indexComparator(keys: string[] | Float64Array, order: 'asc' | 'desc'): (a: number, b: number) => number {
  const sign = order === 'desc' ? -1 : 1;
  if (Array.isArray(keys)) {
    const compare = collator().compare;
    return (a, b) => sign * compare(keys[a]!, keys[b]!) || a - b;
  }
  return (a, b) => sign * (keys[a]! - keys[b]!) || a - b;
}

/** A comparator of two rows by the spec (§5.9); equal rows compare 0 (Array sort keeps them in place). */
export function compareFor(spec: NormalSortSpec): (a: TableRow, b: TableRow) => number {
  const props = sortKeyProps(spec);
  const sign = spec.order === 'desc' ? -1 : 1;
  if (comparesAsText(spec)) {
    const compare = collator().compare;
    return (a, b) => sign * compare(readKey(a, props) ?? '', readKey(b, props) ?? '');
  }
  return (a, b) => sign * (sortNumber(readKey(a, props)) - sortNumber(readKey(b, props)));
}

/**
 * The new order of the rows (indices into `rows`): product rows sorted by the spec (stable), each
 * followed by its child rows in their original order. Heading rows, which only mean something when
 * grouping, come first in their original order: pass the result to `regroup` when grouping is on.
 * A child row whose parent is not a product row is sorted as a product.
 */
export function sortRows(rows: readonly TableRow[], spec: NormalSortSpec): number[] {
  const keys = sortKeys(rows, spec);
  const children = childrenOf(rows);
  const headings: number[] = [];
  const tops: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (row.kind === 'heading') headings.push(i);
    else if (!isAttachedChild(rows, row)) tops.push(i);
  }
  tops.sort(indexComparator(keys, spec.order));
  const order = headings;
  for (const top of tops) {
    order.push(top);
    const own = children.get(top);
    if (own) order.push(...own);
  }
  return order;
}

/** Whether a row is a child row of an existing product row. */
function isAttachedChild(rows: readonly TableRow[], row: TableRow): boolean {
  return row.kind === 'child' && row.parent !== undefined && rows[row.parent]?.kind === 'product';
}

/** The child rows of each product row, in their original order. */
function childrenOf(rows: readonly TableRow[]): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (isAttachedChild(rows, row)) {
      const list = children.get(row.parent!);
      if (list) list.push(i);
      else children.set(row.parent!, [i]);
    }
  }
  return children;
}

/**
 * The order with rows under their category headings (headings in the order they have in `order`),
 * each product followed by its child rows; products of no heading's category go last.
 */
export function regroup(order: readonly number[], rows: readonly TableRow[]): number[] {
  const headings: number[] = [];
  const groups = new Map<string | undefined, number[]>();
  const place = (category: string | undefined, index: number) => {
    const group = groups.get(category);
    if (group) group.push(index);
    else groups.set(category, [index]);
  };
  for (const index of order) {
    const row = rows[index]!;
    if (row.kind === 'heading') headings.push(index);
    else if (isAttachedChild(rows, row)) continue;
    else place(row.category, index);
  }
  const children = childrenOf(rows);
  const result: number[] = [];
  const emit = (group: number[] | undefined) => {
    for (const index of group ?? []) {
      result.push(index);
      const own = children.get(index);
      if (own) result.push(...own);
    }
  };
  const grouped = new Set<string | undefined>();
  for (const heading of headings) {
    const category = rows[heading]!.category;
    result.push(heading);
    // Two headings of one category: the rows go under the first.
    if (grouped.has(category)) continue;
    grouped.add(category);
    emit(groups.get(category));
  }
  for (const [category, group] of groups) if (!grouped.has(category)) emit(group);
  return result;
}

/** The order a sortable heading gets on click (§4.18): ascending becomes descending, anything else ascending. */
export function nextHeadingOrder(current: string | undefined): 'asc' | 'desc' {
  return current?.trim().toLowerCase() === 'asc' ? 'desc' : 'asc';
}
