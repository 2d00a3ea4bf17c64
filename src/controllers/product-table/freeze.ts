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
 */
import { STACKED_ATTRIBUTE } from '../../core/product-table/stacked-rows.ts';
import { TABLE } from '../../core/timings/index.ts';
import { offsetPx } from '../../dom/product-table/offset.ts';
import { ownStyleSheet } from '../../dom/product-table/sheet.ts';
import { isOn, type TableContext, type TableFeature } from './context.ts';
import { adoptScrollWrapperStyles } from './drag-scroll.ts';

/** Rows kept frozen beyond each edge of the viewport in a long table. */
const WINDOW_MARGIN_ROWS = 200;
/** From this many rows on, only those around the viewport are frozen. */
const WINDOWED_FROM_ROWS = 500;

/** The custom property the heading cells' transform reads. */
export const HEADING_SHIFT = '--shop-table-heading-shift';

interface FreezeOptions {
  left: number;
  right: number;
  heading: boolean;
  /** Pixels kept clear above the frozen heading (a sticky site header). */
  offset: number;
  /** A CSS length, already checked. */
  tableWidth: string | null;
}

const isUnset = (value: unknown) => value === undefined || value === null || value === '' || value === false;

function readOptions(ctx: TableContext, warn: (message: string) => void): FreezeOptions {
  const where = (name: string) => `<shop-product-table> table ${ctx.tableId}: ${ctx.device()}_${name}`;
  const count = (name: string): number => {
    const value = ctx.deviceValue(name);
    if (isUnset(value)) return 0;
    const number = typeof value === 'number' ? value : Number(String(value).trim());
    if (Number.isInteger(number) && number >= 0) return number;
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

function px(value: number): string {
  return `${Math.round(value * 100) / 100}px`;
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
    const modalClass = `${prefix}-nav-modal-on`;
    const shadowStart = `${prefix}-freeze-shadow-start`;
    const shadowEnd = `${prefix}-freeze-shadow-end`;
    const scope = `.${prefix}[data-${prefix}-table-id="${CSS.escape(ctx.tableId)}"]`;
    const tableSelector = `${scope} .${prefix}-table-scroll-wrapper > table.${prefix}-table`;
    /** Product rows (child rows and category headings span the table), within the row range of a long table. */
    const bodyRow = () =>
      `tbody > tr${range ? `:nth-child(n+${range.from}):nth-child(-n+${range.to})` : ''}` +
      `:not(.${prefix}-child-row):not(.${prefix}-row--category-heading)`;
    /** `cell` in the heading row and in the frozen product rows. */
    const cells = (cell: string, table = tableSelector) => `${table} > thead > tr > ${cell}, ${table} > ${bodyRow()} > ${cell}`;

    const sheet = ownStyleSheet();
    let options = readOptions(ctx, warn);
    let paused = document.body.classList.contains(modalClass);
    let headingHeight = 0;
    let headingStart = 0;
    let frozen = { left: 0, right: 0 };
    let columns: { start: number[]; end: number[]; rtl: boolean } = { start: [], end: [], rtl: false };
    /** The frozen rows of a long table (1-based, as `:nth-child` counts), or null for all. */
    let range: { from: number; to: number } | null = null;
    let shift = '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    let rowsTimer: ReturnType<typeof setTimeout> | undefined;
    let lastBase = '';

    const widthRule = (o: FreezeOptions) => (o.tableWidth ? `${tableSelector} { min-width: ${o.tableWidth}; }\n` : '');

    function rules(o: FreezeOptions): string {
      const { start: startOffsets, end: endOffsets, rtl } = columns;
      const left = startOffsets.length;
      const right = endOffsets.length;
      const stuck = [left && `:nth-child(-n+${left})`, right && `:nth-last-child(-n+${right})`].filter(Boolean).join(', ');
      // Structure outside the cascade layer, with the table's own selector: a theme's plain
      // `th { position: relative }` must not undo a freeze the table's settings asked for.
      let css = widthRule(o);
      if (o.heading && table.tHead) {
        css += `${tableSelector} > thead > tr > * { position: relative; z-index: 2; transform: translateY(var(${HEADING_SHIFT}, 0px)); }\n`;
      }
      if (stuck) {
        css += `${cells(`:is(${stuck})`)} { position: sticky; z-index: 1; }\n`;
        css += `${tableSelector} > thead > tr > :is(${stuck}) { z-index: 3; }\n`;
      }
      startOffsets.forEach((offset, i) => (css += `${cells(`:nth-child(${i + 1})`)} { inset-inline-start: ${px(offset)}; }\n`));
      endOffsets.forEach((offset, i) => (css += `${cells(`:nth-last-child(${i + 1})`)} { inset-inline-end: ${px(offset)}; }\n`));
      // Looks inside the layer, so any theme rule wins: an opaque background under what slides
      // beneath the frozen parts, and a shadow on a frozen edge while columns hide behind it.
      const opaque = [o.heading && table.tHead ? `${tableSelector} > thead > tr > *` : '', stuck ? cells(`:is(${stuck})`) : '']
        .filter(Boolean)
        .join(', ');
      const shadow = (side: 'start' | 'end') => {
        const sign = (side === 'start') !== rtl ? 1 : -1;
        return `box-shadow: ${sign * 6}px 0 6px -6px rgb(0 0 0 / .45);`;
      };
      let layered = opaque ? `${opaque} { background-color: var(--shop-table-frozen-background, Canvas); }\n` : '';
      const wrapped = (cls: string) => `${scope} .${prefix}-table-scroll-wrapper.${cls} > table.${prefix}-table`;
      if (left) layered += `${cells(`:nth-child(${left})`, wrapped(shadowStart))} { ${shadow('start')} }\n`;
      if (right) layered += `${cells(`:nth-last-child(${right})`, wrapped(shadowEnd))} { ${shadow('end')} }\n`;
      return layered ? `${css}@layer storefront-elements {\n${layered}}\n` : css;
    }

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
        range = null;
        clearShift();
        showEdges();
        if (stacked) observer.observe(table);
        return;
      }
      const base = widthRule(options);
      // The table's minimum width changes its columns: it applies before they are measured.
      if (base !== lastBase) sheet.set(base);
      lastBase = base;
      const row = table.tHead?.rows[0] ?? table.tBodies[0]?.rows[0];
      const rowCells = row ? [...row.cells] : [];
      const left = Math.min(options.left, rowCells.length);
      const right = Math.min(options.right, rowCells.length - left);
      const style = getComputedStyle(table);
      const spacing = style.borderCollapse === 'separate' ? Number.parseFloat(style.borderSpacing) || 0 : 0;
      const widths = rowCells.map((cell, i) => (i < left || i >= rowCells.length - right ? cell.getBoundingClientRect().width : 0));
      const head = options.heading ? table.tHead?.getBoundingClientRect() : undefined;
      headingHeight = head?.height ?? 0;
      // Border spacing above the heading row: the row, not the table's edge, meets the offset.
      headingStart = head ? head.top - table.getBoundingClientRect().top : 0;
      const rtl = style.direction === 'rtl';

      const rect = table.getBoundingClientRect();
      const rows = left || right ? wantedRows(rect) : null;

      const start: number[] = [];
      for (let i = 0, sum = spacing; i < left; sum += widths[i]! + spacing, i++) start.push(sum);
      const end: number[] = [];
      for (let i = 0, sum = spacing; i < right; sum += widths[rowCells.length - 1 - i]! + spacing, i++) end.push(sum);

      columns = { start, end, rtl };
      range = rows;
      sheet.set(rules(options));
      frozen = { left, right };
      observer.disconnect();
      observer.observe(table);
      for (let i = 0; i < left; i++) observer.observe(rowCells[i]!);
      for (let i = 0; i < right; i++) observer.observe(rowCells[rowCells.length - 1 - i]!);
      shiftHeading(rect);
      showEdges();
    }

    /**
     * The rows to freeze: in a long table, those around the viewport, found by what the browser
     * shows at the top and the bottom of the table's visible part; the range moves only once the
     * viewport comes within half a margin of its edge.
     */
    function wantedRows(rect: DOMRect): { from: number; to: number } | null {
      const body = table.tBodies[0];
      if (!body || body.rows.length < WINDOWED_FROM_ROWS) return null;
      const count = body.rows.length;
      // Below the heading, where it is now (frozen, it is held at the offset), and below the offset.
      const top = Math.max(rect.top + headingStart, options.offset, 0) + headingHeight;
      const bottom = Math.min(rect.bottom, window.innerHeight);
      if (bottom <= top) return range ?? { from: 1, to: 2 * WINDOW_MARGIN_ROWS };
      const box = wrapper.getBoundingClientRect();
      /** The row shown at `y`, looking a little further (`step`) when the point falls in the border spacing. */
      const rowAt = (y: number, step: number) => {
        for (const [dx, dy] of [[0.5, 0], [0.3, 0], [0.5, step], [0.3, step]] as const) {
          const row = document.elementFromPoint(box.left + box.width * dx, y + dy)?.closest('tr');
          if (row?.parentElement === body) return row.sectionRowIndex + 1;
        }
        return undefined;
      };
      const first = rowAt(top + 1, 4) ?? (rect.top >= 0 ? 1 : range?.from);
      const last = rowAt(bottom - 1, -4) ?? (rect.bottom <= window.innerHeight ? count : range?.to);
      if (first === undefined || last === undefined) return range ?? { from: 1, to: 2 * WINDOW_MARGIN_ROWS };
      const half = WINDOW_MARGIN_ROWS / 2;
      if (range && (range.from === 1 || first >= range.from + half) && (range.to >= count || last <= range.to - half)) return range;
      return { from: Math.max(1, first - WINDOW_MARGIN_ROWS), to: last + WINDOW_MARGIN_ROWS };
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
      const next = px(Math.max(0, Math.min(options.offset - rect.top - headingStart, rect.height - headingStart - headingHeight)));
      if (next === shift) return;
      shift = next;
      // On the heading row group, not the table: only the heading's cells inherit the change.
      head.style.setProperty(HEADING_SHIFT, next);
    }

    function onScroll(): void {
      if (paused) return;
      if (headingHeight) shiftHeading(table.getBoundingClientRect());
      if (!range) return;
      clearTimeout(rowsTimer);
      rowsTimer = setTimeout(moveRows, TABLE.fixedTableResizeDelayMs);
    }

    /** One read pass (the table's place, the rows in view), then at most one write. */
    function moveRows(): void {
      if (paused || !range) return;
      const rows = wantedRows(table.getBoundingClientRect());
      if (rows === range) return;
      range = rows;
      sheet.set(rules(options));
    }

    function clearShift(): void {
      shift = '';
      const head = table.tHead;
      if (!head) return;
      head.style.removeProperty(HEADING_SHIFT);
      if (!head.getAttribute('style')) head.removeAttribute('style');
    }

    /** Shadows on the frozen edges only while columns are hidden behind them. */
    function showEdges(): void {
      const scrolled = Math.abs(wrapper.scrollLeft);
      const hiddenAfter = wrapper.scrollWidth - wrapper.clientWidth - scrolled > 1;
      wrapper.classList.toggle(shadowStart, frozen.left > 0 && scrolled > 0);
      wrapper.classList.toggle(shadowEnd, frozen.right > 0 && hiddenAfter);
    }

    const modalWatch = new MutationObserver(() => {
      const open = document.body.classList.contains(modalClass);
      if (open === paused) return;
      paused = open;
      if (open) {
        clearTimeout(timer);
        clearTimeout(rowsTimer);
      }
      else measure();
    });
    modalWatch.observe(document.body, { attributes: true, attributeFilter: ['class'] });

    const { signal } = ctx;
    window.addEventListener('resize', schedule, { signal });
    window.addEventListener('scroll', onScroll, { passive: true, signal });
    wrapper.addEventListener('scroll', showEdges, { passive: true, signal });
    measure();

    return () => {
      clearTimeout(timer);
      clearTimeout(rowsTimer);
      observer.disconnect();
      modalWatch.disconnect();
      sheet.remove();
      clearShift();
      wrapper.classList.remove(shadowStart, shadowEnd);
    };
  },
};
