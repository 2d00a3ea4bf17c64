/**
 * Row windowing for a large product table under instant search or sort: the browser lays out
 * every row of a table each time rows are shown, hidden or moved (more than a second for 10,000
 * rows), so the body keeps only the shown rows in and near view, between two spacer rows as tall
 * as the rows they stand for. Searching and sorting then change the model and this window only.
 *
 * Heights are measured when rows are attached (all of them once, when windowing starts) and kept
 * per row; a row never measured counts as the average. Hidden rows (searched out, closed child
 * rows) count 0. The heights sit in a Fenwick tree over the display order, so a scroll step finds
 * its rows and spacer heights without walking every row. Each frame does one write pass (spacers,
 * rows in and out) and one read pass (the attached rows' heights).
 *
 * While windowed, the heading cells keep the widths they had (fixed layout), so columns do not
 * jump as rows come and go; the table says its real size with aria-rowcount and aria-rowindex.
 */
import { adoptTableStyles } from './styles.ts';

export interface WindowRow {
  readonly element: HTMLTableRowElement;
  readonly kind: 'product' | 'child' | 'heading';
}

/** The row model the window shows (rows.ts). */
export interface WindowSource {
  readonly body: HTMLTableSectionElement;
  readonly prefix: string;
  readonly rows: readonly WindowRow[];
  /** Whether instant search shows each row. */
  readonly visible: readonly boolean[];
  /** Model indices in display order. */
  readonly order: readonly number[];
  /** The class of a row instant search hides. */
  readonly hiddenClass: string;
  /** The model index of one of its row elements. */
  indexOf(element: Element): number | undefined;
  /** Brings a row's classes (search-hidden, stripe) up to date before it is shown. */
  refresh(index: number): void;
}

/** Heights by display position, with prefix sums in O(log n). */
class HeightTree {
  private tree: Float64Array;
  constructor(readonly size: number, values: Float64Array) {
    const tree = new Float64Array(size + 1);
    for (let i = 0; i < size; i++) {
      tree[i + 1]! += values[i]!;
      const up = i + 1 + ((i + 1) & -(i + 1));
      if (up <= size) tree[up]! += tree[i + 1]!;
    }
    this.tree = tree;
  }

  add(position: number, delta: number): void {
    for (let i = position + 1; i <= this.size; i += i & -i) this.tree[i]! += delta;
  }

  /** The sum of the heights before `position`. */
  before(position: number): number {
    let sum = 0;
    for (let i = Math.min(position, this.size); i > 0; i -= i & -i) sum += this.tree[i]!;
    return sum;
  }

  /** How many leading positions end at or above `y` (the position of the row that holds `y`). */
  positionAt(y: number): number {
    let position = 0;
    let rest = y;
    let step = 1;
    while (step * 2 <= this.size) step *= 2;
    for (; step > 0; step >>= 1) {
      const next = position + step;
      if (next <= this.size && this.tree[next]! <= rest) {
        position = next;
        rest -= this.tree[next]!;
      }
    }
    return position;
  }
}

const SPACER_CLASS = 'wcpt-window-spacer';
/** The height a row counts for before any row was measured. */
const DEFAULT_ROW_HEIGHT_PX = 40;
/** Measured heights closer than this to the kept one are not news. */
const HEIGHT_EPSILON_PX = 0.5;

export class RowWindow {
  private readonly table: HTMLTableElement;
  private readonly top: HTMLTableRowElement;
  private readonly bottom: HTMLTableRowElement;
  /** Measured height per model index (NaN: never measured). */
  private heights = new Float64Array(0);
  private measuredSum = 0;
  private measuredCount = 0;
  /** Display position per model index. */
  private positions = new Int32Array(0);
  /** Whether each position's row is shown (searched in and not `hidden`). */
  private shown = new Uint8Array(0);
  /** Shown rows before each position (for aria-rowindex). */
  private shownBefore = new Int32Array(0);
  private shownCount = 0;
  private tree = new HeightTree(0, new Float64Array(0));
  /** The displayed range of positions: [start, end). */
  private start = 0;
  private end = 0;
  /** Model indices attached now (between the spacers, and a focused row kept outside them). */
  private attached: number[] = [];
  private readonly rowIndexShown = new Map<number, number>();
  /** The vertical border spacing each row adds (separated borders). */
  private gap = 0;
  private frame = 0;
  private resizeTimer = 0;
  private lockedStyles: Array<[HTMLElement, string | null]> = [];
  private readonly abort = new AbortController();

  constructor(
    private readonly source: WindowSource,
    private readonly resizeDebounceMs: number,
  ) {
    const { body } = source;
    this.table = body.closest('table')!;
    adoptTableStyles(
      'row-window',
      `:where(tr.${SPACER_CLASS}) { overflow-anchor: none; }\n:where(tr.${SPACER_CLASS}) > td { position: static !important; padding: 0 !important; border: 0 !important; background: none !important; }`,
    );
    this.top = this.spacer();
    this.bottom = this.spacer();
  }

  private spacer(): HTMLTableRowElement {
    const row = document.createElement('tr');
    row.className = SPACER_CLASS;
    row.setAttribute('aria-hidden', 'true');
    const cell = row.insertCell();
    cell.colSpan = columnCount(this.table);
    cell.style.cssText = 'height:0px;padding:0;border:0';
    return row;
  }

  /** Measures every row, locks the columns and keeps only the rows in view in the page. */
  begin(): void {
    const { body, rows } = this.source;
    this.grow(rows.length);
    this.gap = rowGap(this.table);
    // One read pass over the laid-out table: every row's height and the columns' widths.
    for (let i = 0; i < rows.length; i++) this.measure(i);
    const view = this.view();
    const lock = this.readColumns();
    this.rebuildModel();
    this.pickRange(view);
    lock();
    const keep = this.wantedRows();
    const focused = focusedIn(body);
    // Out of the page, the rows leave with no table bookkeeping per row.
    const parent = body.parentNode;
    const next = body.nextSibling;
    body.remove();
    body.replaceChildren(this.top, this.bottom);
    this.place(keep);
    parent?.insertBefore(body, next);
    focused?.focus({ preventScroll: true });
    this.table.setAttribute('aria-rowcount', String(this.headingRows() + this.shownCount));

    const { signal } = this.abort;
    const onScroll = () => this.schedule();
    window.addEventListener('scroll', onScroll, { passive: true, signal });
    this.table.closest(`.${this.source.prefix}-table-scroll-wrapper`)?.addEventListener('scroll', onScroll, { passive: true, signal });
    window.addEventListener(
      'resize',
      () => {
        this.schedule();
        clearTimeout(this.resizeTimer);
        this.resizeTimer = window.setTimeout(() => this.relock(), this.resizeDebounceMs);
      },
      { passive: true, signal },
    );
    // A row kept only for its focus goes when the focus does.
    body.addEventListener('focusout', onScroll, { signal });
    this.schedule();
  }

  /** Takes in rows appended to the model (they are in the body after the bottom spacer): measured, then windowed. */
  appended(from: number): void {
    const count = this.source.rows.length;
    this.grow(count);
    for (let i = from; i < count; i++) this.measure(i);
    for (let i = from; i < count; i++) this.source.rows[i]!.element.remove();
    this.update();
  }

  /** The model's order, visibility or a row's `hidden` changed: place the window anew. */
  update(): void {
    this.rebuildModel();
    this.render();
  }

  /** Brings the classes of the rows in the page up to date (after a restripe). */
  refreshAttached(): void {
    for (const index of this.attached) this.source.refresh(index);
  }

  /** Puts every row back in the body in display order and undoes the spacers and locks. */
  stop(): void {
    this.abort.abort();
    cancelAnimationFrame(this.frame);
    clearTimeout(this.resizeTimer);
    const { body, rows, order } = this.source;
    const focused = focusedIn(body);
    const parent = body.parentNode;
    const next = body.nextSibling;
    body.remove();
    const fragment = document.createDocumentFragment();
    for (const index of order) {
      const element = rows[index]!.element;
      element.removeAttribute('aria-rowindex');
      this.source.refresh(index);
      fragment.append(element);
    }
    body.replaceChildren(fragment);
    parent?.insertBefore(body, next);
    focused?.focus({ preventScroll: true });
    this.table.removeAttribute('aria-rowcount');
    this.unlockColumns();
  }

  private grow(count: number): void {
    if (this.heights.length >= count) return;
    const heights = new Float64Array(count).fill(NaN);
    heights.set(this.heights);
    this.heights = heights;
  }

  private headingRows(): number {
    return this.table.tHead?.rows.length ?? 0;
  }

  /** Reads a row's height if it is shown (a read: call only in a read pass). */
  private measure(index: number): boolean {
    const element = this.source.rows[index]!.element;
    if (!this.source.visible[index] || element.hidden) return false;
    const height = element.getBoundingClientRect().height + this.gap;
    const old = this.heights[index]!;
    if (Number.isNaN(old)) {
      this.measuredCount++;
      this.measuredSum += height;
    } else {
      if (Math.abs(old - height) < HEIGHT_EPSILON_PX) return false;
      this.measuredSum += height - old;
    }
    this.heights[index] = height;
    return true;
  }

  private heightOf(index: number): number {
    const height = this.heights[index]!;
    if (!Number.isNaN(height)) return height;
    return this.measuredCount ? this.measuredSum / this.measuredCount : DEFAULT_ROW_HEIGHT_PX;
  }

  private rebuildModel(): void {
    const { rows, visible, order } = this.source;
    const size = order.length;
    const values = new Float64Array(size);
    this.positions = new Int32Array(rows.length);
    this.shown = new Uint8Array(size);
    this.shownBefore = new Int32Array(size + 1);
    let count = 0;
    for (let position = 0; position < size; position++) {
      const index = order[position]!;
      this.positions[index] = position;
      this.shownBefore[position] = count;
      if (visible[index] && !rows[index]!.element.hidden) {
        this.shown[position] = 1;
        values[position] = this.heightOf(index);
        count++;
      }
    }
    this.shownBefore[size] = count;
    this.shownCount = count;
    this.tree = new HeightTree(size, values);
  }

  /** The part of the body (its own coordinates) the shopper sees now, and one screen of buffer. */
  private view(): { from: number; to: number; buffer: number } {
    const bodyTop = this.source.body.getBoundingClientRect().top;
    let top = 0;
    let bottom = window.innerHeight;
    const scroller = this.table.closest<HTMLElement>(`.${this.source.prefix}-table-scroll-wrapper`);
    if (scroller && scroller.scrollHeight > scroller.clientHeight + 1) {
      const box = scroller.getBoundingClientRect();
      top = Math.max(top, box.top);
      bottom = Math.min(bottom, box.bottom);
    }
    return { from: top - bodyTop, to: bottom - bodyTop, buffer: Math.max(bottom - top, window.innerHeight / 2) };
  }

  /** Picks the positions to attach for the current view (a read). */
  private pickRange(view = this.view()): void {
    const size = this.source.order.length;
    const total = this.tree.before(size);
    let from = Math.min(Math.max(view.from - view.buffer, 0), total);
    let to = Math.min(Math.max(view.to + view.buffer, 0), total);
    const span = view.to - view.from + 2 * view.buffer;
    if (to - from < span) {
      to = Math.min(total, from + span);
      from = Math.max(0, to - span);
    }
    this.start = Math.min(this.tree.positionAt(from), size);
    let end = Math.min(this.tree.positionAt(to) + 1, size);
    // A product at the edge keeps its child row next to it (its toggle finds it there).
    while (end < size && this.source.rows[this.source.order[end]!]!.kind === 'child') end++;
    this.end = end;
  }

  /** Whether the view comes near the edges of the attached range. */
  private nearEdge(view: { from: number; to: number; buffer: number }): boolean {
    const size = this.source.order.length;
    const margin = view.buffer / 2;
    return (this.start > 0 && view.from - margin < this.tree.before(this.start)) || (this.end < size && view.to + margin > this.tree.before(this.end));
  }

  /** The model indices to attach: the range's searched-in rows, and a focused row wherever it is. */
  private wantedRows(): { rows: number[]; above?: number; below?: number } {
    const { order, visible } = this.source;
    const rows: number[] = [];
    for (let position = this.start; position < this.end; position++) {
      const index = order[position]!;
      if (visible[index]) rows.push(index);
    }
    const focused = focusedIn(this.source.body)?.closest('tr');
    const index = focused ? this.source.indexOf(focused) : undefined;
    if (index === undefined) return { rows };
    const position = this.positions[index]!;
    if (position < this.start) return { rows, above: index };
    if (position >= this.end) return { rows, below: index };
    if (!visible[index]) rows.splice(lowerIndex(rows, position, this.positions), 0, index);
    return { rows };
  }

  /**
   * The write pass: spacer heights and the rows in and out, moving as few as it can. A focused row
   * out of the range stays at the edge of the window, on the side it is, its height taken from
   * that spacer (it is out of view either way); it keeps the focus.
   */
  private place({ rows: wanted, above, below }: { rows: number[]; above?: number; below?: number }): void {
    const { body, rows } = this.source;
    const focused = focusedIn(body);
    const keptHeight = (index: number | undefined) => (index !== undefined && this.shown[this.positions[index]!] ? this.heightOf(index) : 0);
    this.setHeight(this.top, this.tree.before(this.start) - keptHeight(above));
    this.setHeight(this.bottom, this.tree.before(this.source.order.length) - this.tree.before(this.end) - keptHeight(below));
    const indices = [...(above === undefined ? [] : [above]), ...wanted, ...(below === undefined ? [] : [below])];
    const elements = indices.map((index) => {
      // Searched in or out, or striped anew, while out of the page: the classes catch up now.
      this.source.refresh(index);
      return rows[index]!.element;
    });
    const keep = new Set<Node>(elements);
    let node = this.top.nextSibling;
    for (const element of elements) {
      while (node && node !== this.bottom && node !== element && !keep.has(node)) {
        const next = node.nextSibling;
        node.remove();
        node = next;
      }
      if (node === element) node = node.nextSibling;
      else body.insertBefore(element, node);
    }
    while (node && node !== this.bottom) {
      const next = node.nextSibling;
      node.remove();
      node = next;
    }
    // Moved (a sort), the focused row lost the focus: it gets it back where it is.
    if (focused?.isConnected && document.activeElement !== focused) focused.focus({ preventScroll: true });

    this.attached = indices;
    const headings = this.headingRows();
    for (const index of this.attached) {
      const position = this.positions[index]!;
      const rowIndex = this.shown[position] ? headings + this.shownBefore[position]! + 1 : 0;
      if (this.rowIndexShown.get(index) === rowIndex && rows[index]!.element.hasAttribute('aria-rowindex') === rowIndex > 0) continue;
      this.rowIndexShown.set(index, rowIndex);
      if (rowIndex) rows[index]!.element.setAttribute('aria-rowindex', String(rowIndex));
      else rows[index]!.element.removeAttribute('aria-rowindex');
    }
    this.table.setAttribute('aria-rowcount', String(headings + this.shownCount));
  }

  /** A spacer as tall as the rows it stands for (its own border spacing included); none when they are. */
  private setHeight(spacer: HTMLTableRowElement, height: number): void {
    const empty = height < HEIGHT_EPSILON_PX;
    if (spacer.hidden !== empty) spacer.hidden = empty;
    const value = `${Math.max(0, Math.round((height - this.gap) * 100) / 100)}px`;
    const cell = spacer.cells[0]!;
    if (!empty && cell.style.height !== value) cell.style.height = value;
  }

  /** Places the window for the current view now (writes), and measures the attached rows in the next frame. */
  private render(): void {
    this.pickRange();
    this.place(this.wantedRows());
    this.schedule();
  }

  private schedule(): void {
    if (!this.frame) this.frame = requestAnimationFrame(() => this.onFrame());
  }

  /** One frame: read the attached rows' heights and the view; write only when the view nears an edge. */
  private onFrame(): void {
    this.frame = 0;
    if (!this.source.body.isConnected) return;
    for (const index of this.attached) {
      if (!this.measure(index)) continue;
      const position = this.positions[index]!;
      if (!this.shown[position]) continue;
      const before = this.tree.before(position + 1) - this.tree.before(position);
      this.tree.add(position, this.heights[index]! - before);
    }
    const view = this.view();
    const focusedRow = focusedIn(this.source.body)?.closest('tr');
    const keptOutside = this.attached.some((index) => {
      const position = this.positions[index]!;
      return (position < this.start || position >= this.end) && this.source.rows[index]!.element !== focusedRow;
    });
    if (!this.nearEdge(view) && !keptOutside) return;
    this.pickRange(view);
    this.place(this.wantedRows());
    this.schedule();
  }

  /** Reads the heading widths as laid out now; the returned write holds them while rows come and go. */
  private readColumns(): () => void {
    const head = this.table.tHead;
    const cells = head ? [...head.querySelectorAll<HTMLElement>('th, td')] : [];
    const tableWidth = this.table.getBoundingClientRect().width;
    const widths = cells.map((cell) => cell.getBoundingClientRect().width);
    return () => {
      this.lockedStyles = [this.table, ...cells].map((element) => [element, element.getAttribute('style')]);
      this.table.style.tableLayout = 'fixed';
      this.table.style.width = `${tableWidth}px`;
      cells.forEach((cell, i) => {
        cell.style.boxSizing = 'border-box';
        cell.style.width = `${widths[i]}px`;
      });
    };
  }

  private unlockColumns(): void {
    for (const [element, style] of this.lockedStyles) {
      // Set first, so the inline style the lock wrote is not written back on the next read.
      element.setAttribute('style', style ?? '');
      if (style === null) element.removeAttribute('style');
    }
    this.lockedStyles = [];
  }

  /** After a resize the columns find their widths again, then hold them. */
  private relock(): void {
    if (!this.source.body.isConnected) return;
    this.unlockColumns();
    this.readColumns()();
    this.schedule();
  }
}

export function isWindowSpacer(row: Element): boolean {
  return row.classList.contains(SPACER_CLASS);
}

/** The vertical border spacing between rows (none when borders collapse). */
function rowGap(table: HTMLTableElement): number {
  const style = getComputedStyle(table);
  if (style.borderCollapse === 'collapse') return 0;
  const [horizontal = '0', vertical = horizontal] = style.borderSpacing.split(' ');
  return parseFloat(vertical) || 0;
}

/** The number of columns of the table's grid, from its heading row. */
function columnCount(table: HTMLTableElement): number {
  const row = table.tHead?.rows[0] ?? table.tBodies[0]?.rows[0];
  let count = 0;
  for (const cell of row?.cells ?? []) count += cell.colSpan;
  return Math.max(count, 1);
}

function focusedIn(body: HTMLElement): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== body && body.contains(active) ? active : null;
}

/** Where a row at `position` goes among `rows` (model indices in display order). */
function lowerIndex(rows: readonly number[], position: number, positions: Int32Array): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (positions[rows[middle]!]! < position) low = middle + 1;
    else high = middle;
  }
  return low;
}
