/**
 * Frozen heading and columns (§4.21, §9.2; the module "freeze-table", the add-on's name): per
 * device, the heading row and the first `{device}_freeze_left` / last `{device}_freeze_right`
 * columns stay in place while the table scrolls; `{device}_table_width` gives the table a minimum
 * width, so a narrow screen scrolls it sideways instead of squeezing it.
 *
 * No clones: the add-on's plugin cloned the table for its frozen parts, so every input of a frozen
 * column existed twice. Here the real cells stick. Columns are `position: sticky` inside the
 * sideways-scrolling `.wcpt-table-scroll-wrapper`, at offsets summed from the measured column
 * widths (one read pass, then one write), in one generated stylesheet scoped to the table: no style
 * per cell and nothing per row, so 10,000 rows cost no more than ten and rows added by infinite
 * scroll are covered by the same rules.
 *
 * The heading cannot be sticky to the viewport: the wrapper scrolls sideways, which makes it the
 * heading's scroll container for both axes, and a sticky `top` only ever refers to it. Making the
 * wrapper a viewport-high vertical scroller would nest a second scroll area in the page (and keep
 * the infinite-scroll dots below it always in view, loading page after page); a copy of the heading
 * row would duplicate its links, tooltips and ids. So the real heading cells are moved down by the
 * page's scroll: one read of the table's position and one custom property per scroll event, used
 * by a transform in the scoped rules. The heading still scrolls sideways with its columns, and its
 * frozen corner cells stay sticky.
 *
 * Each frozen cell is a positioned box the browser keeps track of, and with tens of thousands of
 * them every layout of the table slows down many times over. A long table therefore freezes only
 * the rows around the viewport (a row range in the same rules); rows far away are out of sight,
 * where frozen or not looks the same. Moving the range lays the whole table out again, so it moves
 * once the scrolling pauses, not during it.
 *
 * Re-measured 100 ms after a resize (window, table or a frozen column); paused while the phone
 * navigation dialog is open (it locks the page's scroll, so positions read then are wrong);
 * stopping removes every rule, property and class it added.
 *
 * The arithmetic and the rules are core/product-table/freeze.ts; here the page is read and written.
 */
import {
  freezeCount,
  freezeRules,
  HEADING_SHIFT,
  headingShift,
  isUnset,
  px,
  rowRange,
  shadowClass,
  stickyOffsets,
  tableSelector,
  widthRule,
  WINDOWED_FROM_ROWS,
  type FreezeLayout,
  type RowRange,
} from '../../core/product-table/freeze.ts';
import { STACKED_ATTRIBUTE } from '../../core/product-table/stacked-rows.ts';
import { TABLE } from '../../core/timings/index.ts';
import { offsetPx } from '../../dom/product-table/offset.ts';
import { ownStyleSheet } from '../../dom/product-table/sheet.ts';
import { isOn, type TableContext, type TableFeature } from './context.ts';
import { adoptScrollWrapperStyles } from './drag-scroll.ts';

export { HEADING_SHIFT };

interface FreezeOptions {
  left: number;
  right: number;
  heading: boolean;
  /** Pixels kept clear above the frozen heading (a sticky site header). */
  offset: number;
  /** A CSS length, already checked. */
  tableWidth: string | null;
}

function readOptions(ctx: TableContext, warn: (message: string) => void): FreezeOptions {
  const where = (name: string) => `<shop-product-table> table ${ctx.tableId}: ${ctx.device()}_${name}`;
  const count = (name: string): number => {
    const value = ctx.deviceValue(name);
    const number = freezeCount(value);
    if (number !== undefined) return number;
    warn(`${where(name)} should be a whole number of columns; "${String(value)}" is ignored.`);
    return 0;
  };
  const heading = ctx.deviceValue('freeze_heading');
  const offset = ctx.deviceValue('freeze_heading_offset') || ctx.deviceValue('scroll_offset');
  return {
    left: count('freeze_left'),
    right: count('freeze_right'),
    heading: heading !== 'false' && isOn(heading),
    offset: offsetPx(offset, 0, where('freeze_heading_offset')),
    tableWidth: readTableWidth(ctx.deviceValue('table_width'), where('table_width'), warn),
  };
}

function readTableWidth(value: unknown, where: string, warn: (message: string) => void): string | null {
  if (isUnset(value)) return null;
  if (typeof value !== 'number' && typeof value !== 'string') {
    warn(`${where} should be a CSS length such as "1400px"; the table keeps its natural width.`);
    return null;
  }
  const text = String(value).trim();
  const length = /^\d+(\.\d+)?$/.test(text) ? `${text}px` : text;
  // CSS.supports accepts one value only: nothing else can reach the generated rules.
  if (CSS.supports('min-width', length)) return length;
  warn(`${where} "${text}" is not a CSS length such as "1400px"; the table keeps its natural width.`);
  return null;
}

/**
 * One read pass over the table: the cells of its first row that freeze, their sticky offsets, the
 * writing direction, and where the heading row is (when `heading`).
 */
function measureTable(table: HTMLTableElement, options: FreezeOptions) {
  const row = table.tHead?.rows[0] ?? table.tBodies[0]?.rows[0];
  const cells = row ? [...row.cells] : [];
  const left = Math.min(options.left, cells.length);
  const right = Math.min(options.right, cells.length - left);
  const style = getComputedStyle(table);
  const spacing = style.borderCollapse === 'separate' ? Number.parseFloat(style.borderSpacing) || 0 : 0;
  const widths = cells.map((cell, i) => (i < left || i >= cells.length - right ? cell.getBoundingClientRect().width : 0));
  const head = options.heading ? table.tHead?.getBoundingClientRect() : undefined;
  return {
    cells,
    ...stickyOffsets(widths, left, right, spacing),
    rtl: style.direction === 'rtl',
    headingHeight: head?.height ?? 0,
    // Border spacing above the heading row: the row, not the table's edge, meets the offset.
    headingStart: head ? head.top - table.getBoundingClientRect().top : 0,
  };
}

/**
 * The rows of `body` (1-based) the browser shows at `top` and `bottom` of the viewport, where the
 * table's visible part begins and ends; undefined where none is found.
 */
function rowsInView(body: HTMLTableSectionElement, wrapper: HTMLElement, top: number, bottom: number) {
  const box = wrapper.getBoundingClientRect();
  /** The row shown at `y`, looking a little further (`step`) when the point falls in the border spacing. */
  const rowAt = (y: number, step: number) => {
    for (const [dx, dy] of [[0.5, 0], [0.3, 0], [0.5, step], [0.3, step]] as const) {
      const row = document.elementFromPoint(box.left + box.width * dx, y + dy)?.closest('tr');
      if (row?.parentElement === body) return row.sectionRowIndex + 1;
    }
    return undefined;
  };
  return { first: rowAt(top + 1, 4), last: rowAt(bottom - 1, -4) };
}

/** Calls `change` when the phone navigation dialog opens or closes; returns the disconnect. */
function watchNavModal(prefix: string, change: (open: boolean) => void): () => void {
  const modalClass = `${prefix}-nav-modal-on`;
  let open = document.body.classList.contains(modalClass);
  const watch = new MutationObserver(() => {
    if (open !== (open = document.body.classList.contains(modalClass))) change(open);
  });
  watch.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  return () => watch.disconnect();
}

export const freezeTable: TableFeature = {
  name: 'freeze-table',
  start(ctx) {
    const { prefix, container } = ctx;
    const found = container.querySelector<HTMLElement>(`.${prefix}-table-scroll-wrapper`);
    const foundTable = found?.querySelector<HTMLTableElement>(`:scope > table.${prefix}-table`);
    if (!found || !foundTable) return;
    const wrapper: HTMLElement = found;
    const table: HTMLTableElement = foundTable;
    adoptScrollWrapperStyles(prefix);

    const warned = new Set<string>();
    const warn = (message: string) => {
      if (warned.has(message)) return;
      warned.add(message);
      console.warn(message);
    };
    const scope = `.${prefix}[data-${prefix}-table-id="${CSS.escape(ctx.tableId)}"]`;

    const sheet = ownStyleSheet();
    let options = readOptions(ctx, warn);
    let paused = document.body.classList.contains(`${prefix}-nav-modal-on`);
    let headingHeight = 0;
    let headingStart = 0;
    let frozen = { left: 0, right: 0 };
    let layout: FreezeLayout = { start: [], end: [], rtl: false, range: null };
    let shift = '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    let rowsTimer: ReturnType<typeof setTimeout> | undefined;
    let lastBase = '';

    const writeRules = () => sheet.set(freezeRules(scope, prefix, options.heading && !!table.tHead, options.tableWidth, layout));
    const shadowStart = shadowClass(prefix, 'start');
    const shadowEnd = shadowClass(prefix, 'end');
    /** Shadows on the frozen edges only while columns are hidden behind them. */
    const edges = () => {
      const scrolled = Math.abs(wrapper.scrollLeft);
      wrapper.classList.toggle(shadowStart, frozen.left > 0 && scrolled > 0);
      wrapper.classList.toggle(shadowEnd, frozen.right > 0 && wrapper.scrollWidth - wrapper.clientWidth - scrolled > 1);
    };
    const observer = new ResizeObserver(() => schedule());

    /** Reads every width it needs first, then writes the rules once. */
    function measure(): void {
      if (paused || ctx.signal.aborted) return;
      options = readOptions(ctx, warn);
      // Stacked rows (a narrow screen) have no columns to freeze; the table's size tells when they are a table again.
      const stacked = table.hasAttribute(STACKED_ATTRIBUTE);
      if (stacked || (!options.left && !options.right && !options.heading && !options.tableWidth)) {
        // Nothing frozen on this device: only a resize to another device can change that.
        observer.disconnect();
        sheet.set((lastBase = ''));
        frozen = { left: 0, right: 0 };
        headingHeight = 0;
        layout = { ...layout, range: null };
        clearShift();
        edges();
        if (stacked) observer.observe(table);
        return;
      }
      const base = widthRule(tableSelector(scope, prefix), options.tableWidth);
      // The table's minimum width changes its columns: it applies before they are measured.
      if (base !== lastBase) sheet.set(base);
      lastBase = base;
      const measured = measureTable(table, options);
      ({ headingHeight, headingStart } = measured);
      const rect = table.getBoundingClientRect();
      const { start, end } = measured;
      layout = { start, end, rtl: measured.rtl, range: start.length || end.length ? wantedRows(rect) : null };
      writeRules();
      frozen = { left: start.length, right: end.length };
      observer.disconnect();
      observer.observe(table);
      const { cells } = measured;
      for (let i = 0; i < cells.length; i++) if (i < start.length || i >= cells.length - end.length) observer.observe(cells[i]!);
      shiftHeading(rect);
      edges();
    }

    /** The rows to freeze: in a long table, those around the viewport (see rowRange). */
    function wantedRows(rect: DOMRect): RowRange | null {
      const body = table.tBodies[0];
      if (!body || body.rows.length < WINDOWED_FROM_ROWS) return null;
      const count = body.rows.length;
      const { range } = layout;
      // Below the heading, where it is now (frozen, it is held at the offset), and below the offset.
      const top = Math.max(rect.top + headingStart, options.offset, 0) + headingHeight;
      const bottom = Math.min(rect.bottom, window.innerHeight);
      if (bottom <= top) return rowRange(range, undefined, undefined, count);
      const seen = rowsInView(body, wrapper, top, bottom);
      const first = seen.first ?? (rect.top >= 0 ? 1 : range?.from);
      const last = seen.last ?? (rect.bottom <= window.innerHeight ? count : range?.to);
      return rowRange(range, first, last, count);
    }

    function schedule(): void {
      if (paused) return;
      clearTimeout(timer);
      timer = setTimeout(measure, TABLE.fixedTableResizeDelayMs);
    }

    /** Keeps the heading below the viewport's top (and the offset) while the table passes under it. */
    function shiftHeading(rect: DOMRect): void {
      const head = table.tHead;
      if (paused || !headingHeight || !head) return;
      const next = px(headingShift(options.offset, rect.top, rect.height, headingStart, headingHeight));
      if (next === shift) return;
      shift = next;
      // On the heading row group, not the table: only the heading's cells inherit the change.
      head.style.setProperty(HEADING_SHIFT, next);
    }

    function onScroll(): void {
      if (paused) return;
      if (headingHeight) shiftHeading(table.getBoundingClientRect());
      if (!layout.range) return;
      clearTimeout(rowsTimer);
      rowsTimer = setTimeout(moveRows, TABLE.fixedTableResizeDelayMs);
    }

    /** One read pass (the table's place, the rows in view), then at most one write. */
    function moveRows(): void {
      if (paused || !layout.range) return;
      const rows = wantedRows(table.getBoundingClientRect());
      if (rows === layout.range) return;
      layout = { ...layout, range: rows };
      writeRules();
    }

    function clearShift(): void {
      shift = '';
      const head = table.tHead;
      if (!head) return;
      head.style.removeProperty(HEADING_SHIFT);
      if (!head.getAttribute('style')) head.removeAttribute('style');
    }

    const unwatch = watchNavModal(prefix, (open) => {
      paused = open;
      if (open) {
        clearTimeout(timer);
        clearTimeout(rowsTimer);
      }
      else measure();
    });

    const { signal } = ctx;
    window.addEventListener('resize', schedule, { signal });
    window.addEventListener('scroll', onScroll, { passive: true, signal });
    wrapper.addEventListener('scroll', edges, { passive: true, signal });
    measure();

    return () => {
      clearTimeout(timer);
      clearTimeout(rowsTimer);
      observer.disconnect();
      unwatch();
      sheet.remove();
      clearShift();
      wrapper.classList.remove(shadowStart, shadowEnd);
    };
  },
};
