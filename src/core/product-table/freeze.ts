/**
 * The frozen heading and columns' arithmetic and rules (§4.21, the module "freeze-table"), apart
 * from the page: the column counts a setting asks for, the sticky offsets summed from measured
 * widths, the heading's shift while the table passes under the viewport's top, the row range a
 * long table keeps frozen, and the scoped stylesheet. The controller
 * (controllers/product-table/freeze.ts) measures and writes.
 */

/** Rows kept frozen beyond each edge of the viewport in a long table. */
export const WINDOW_MARGIN_ROWS = 200;
/** From this many rows on, only those around the viewport are frozen. */
export const WINDOWED_FROM_ROWS = 500;

/** The custom property the heading cells' transform reads. */
export const HEADING_SHIFT = '--shop-table-heading-shift';

/** Frozen rows of a long table, 1-based as `:nth-child` counts them. */
export interface RowRange {
  from: number;
  to: number;
}

/** Where the frozen columns stick, read from one measurement. */
export interface FreezeLayout {
  /** `inset-inline-start` of each frozen start column, the first column first. */
  start: number[];
  /** `inset-inline-end` of each frozen end column, the last column first. */
  end: number[];
  rtl: boolean;
  /** The frozen rows of a long table, or null for all. */
  range: RowRange | null;
}

export const isUnset = (value: unknown) => value === undefined || value === null || value === '' || value === false;

/** A `{device}_freeze_left/right` value as a column count: 0 when unset, undefined when it is not a whole number. */
export function freezeCount(value: unknown): number | undefined {
  if (isUnset(value)) return 0;
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isInteger(number) && number >= 0 ? number : undefined;
}

export function px(value: number): string {
  return `${Math.round(value * 100) / 100}px`;
}

/**
 * The sticky offsets of the first `left` and last `right` of `widths` (the cells of one row),
 * with `spacing` (the table's border spacing) before each. `left` and `right` are cut to the
 * cells there are, the start columns first.
 */
export function stickyOffsets(widths: readonly number[], left: number, right: number, spacing: number): { start: number[]; end: number[] } {
  const count = widths.length;
  const l = Math.min(left, count);
  const r = Math.min(right, count - l);
  const start: number[] = [];
  for (let i = 0, sum = spacing; i < l; sum += widths[i]! + spacing, i++) start.push(sum);
  const end: number[] = [];
  for (let i = 0, sum = spacing; i < r; sum += widths[count - 1 - i]! + spacing, i++) end.push(sum);
  return { start, end };
}

/**
 * How far the heading moves down to stay below `offset` (pixels from the viewport's top) while the
 * table (top `top`, height `height`) passes under it; never out of the table. `headingStart` is the
 * heading row's distance from the table's top edge.
 */
export function headingShift(offset: number, top: number, height: number, headingStart: number, headingHeight: number): number {
  return Math.max(0, Math.min(offset - top - headingStart, height - headingStart - headingHeight));
}

/**
 * The rows to freeze in a long table of `count` rows whose rows `first` to `last` are in view
 * (undefined when not known). The range held now (`range`, returned as is) moves only once the
 * view comes within half a margin of its edge.
 */
export function rowRange(range: RowRange | null, first: number | undefined, last: number | undefined, count: number): RowRange {
  if (first === undefined || last === undefined) return range ?? { from: 1, to: 2 * WINDOW_MARGIN_ROWS };
  const half = WINDOW_MARGIN_ROWS / 2;
  if (range && (range.from === 1 || first >= range.from + half) && (range.to >= count || last <= range.to - half)) return range;
  return { from: Math.max(1, first - WINDOW_MARGIN_ROWS), to: last + WINDOW_MARGIN_ROWS };
}

/** The class on the scroll wrapper while columns hide behind the frozen `side`. */
export const shadowClass = (prefix: string, side: 'start' | 'end') => `${prefix}-freeze-shadow-${side}`;

/** The table inside its scroll wrapper, within `scope` (the table's container). */
export const tableSelector = (scope: string, prefix: string) => `${scope} .${prefix}-table-scroll-wrapper > table.${prefix}-table`;

/** The table's minimum width: it applies before the columns are measured. */
export const widthRule = (table: string, tableWidth: string | null) => (tableWidth ? `${table} { min-width: ${tableWidth}; }\n` : '');

/**
 * The stylesheet of a frozen table in `scope` (a selector of its container): the minimum width, the
 * heading's shift when `heading`, the sticky columns of `layout`, and, in the library's cascade
 * layer, the opaque backgrounds and the edge shadows.
 */
export function freezeRules(scope: string, prefix: string, heading: boolean, tableWidth: string | null, layout: FreezeLayout): string {
  const { start: startOffsets, end: endOffsets, rtl, range } = layout;
  const table = tableSelector(scope, prefix);
  /** Product rows (child rows and category headings span the table), within the row range of a long table. */
  const bodyRow =
    `tbody > tr${range ? `:nth-child(n+${range.from}):nth-child(-n+${range.to})` : ''}` +
    `:not(.${prefix}-child-row):not(.${prefix}-row--category-heading)`;
  /** `cell` in the heading row and in the frozen product rows. */
  const cells = (cell: string, within = table) => `${within} > thead > tr > ${cell}, ${within} > ${bodyRow} > ${cell}`;
  const left = startOffsets.length;
  const right = endOffsets.length;
  const stuck = [left && `:nth-child(-n+${left})`, right && `:nth-last-child(-n+${right})`].filter(Boolean).join(', ');
  // Structure outside the cascade layer, with the table's own selector: a theme's plain
  // `th { position: relative }` must not undo a freeze the table's settings asked for.
  let css = widthRule(table, tableWidth);
  if (heading) {
    css += `${table} > thead > tr > * { position: relative; z-index: 2; transform: translateY(var(${HEADING_SHIFT}, 0px)); }\n`;
  }
  if (stuck) {
    css += `${cells(`:is(${stuck})`)} { position: sticky; z-index: 1; }\n`;
    css += `${table} > thead > tr > :is(${stuck}) { z-index: 3; }\n`;
  }
  startOffsets.forEach((offset, i) => (css += `${cells(`:nth-child(${i + 1})`)} { inset-inline-start: ${px(offset)}; }\n`));
  endOffsets.forEach((offset, i) => (css += `${cells(`:nth-last-child(${i + 1})`)} { inset-inline-end: ${px(offset)}; }\n`));
  // Looks inside the layer, so any theme rule wins: an opaque background under what slides
  // beneath the frozen parts, and a shadow on a frozen edge while columns hide behind it.
  const opaque = [heading ? `${table} > thead > tr > *` : '', stuck ? cells(`:is(${stuck})`) : ''].filter(Boolean).join(', ');
  const shadow = (side: 'start' | 'end') => {
    const sign = (side === 'start') !== rtl ? 1 : -1;
    return `box-shadow: ${sign * 6}px 0 6px -6px rgb(0 0 0 / .45);`;
  };
  let layered = opaque ? `${opaque} { background-color: var(--shop-table-frozen-background, Canvas); }\n` : '';
  const wrapped = (side: 'start' | 'end') => `${scope} .${prefix}-table-scroll-wrapper.${shadowClass(prefix, side)} > table.${prefix}-table`;
  if (left) layered += `${cells(`:nth-child(${left})`, wrapped('start'))} { ${shadow('start')} }\n`;
  if (right) layered += `${cells(`:nth-last-child(${right})`, wrapped('end'))} { ${shadow('end')} }\n`;
  return layered ? `${css}@layer storefront-elements {\n${layered}}\n` : css;
}
