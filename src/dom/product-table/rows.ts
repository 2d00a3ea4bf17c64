/**
 * The rows of a product table's body as instant search and instant sort see them (§4.17, §4.18):
 * one model per `<tbody>`, shared by both, so a search after a sort stripes in the sorted order
 * and a sort after a search keeps the hidden rows hidden. Everything a keystroke or a click needs
 * is read from the DOM once (row kinds, parents, texts, sort props) and kept; only rows whose
 * state changes are written to, and nothing reads layout.
 *
 * Rows appended by infinite scroll join the model (`append`, or the next time it is asked for);
 * new content (a new `<tbody>`) gets a new model, so it starts from the server's order.
 *
 * A large body (more than TABLE.rowWindowMinRows rows) is windowed while instant search or sort
 * holds it (row-window.ts): from when the browser is first idle, or the first search or sort,
 * only the rows in and near view stay in the page; showing and arranging then change the model
 * and the window.
 */
import { TABLE } from '../../core/timings/index.ts';
import { isWindowSpacer, RowWindow } from './row-window.ts';
import { prepareSearchIndex, extendSearchIndex, stripes, type SearchIndex, type Stripe } from '../../core/product-table/search.ts';
import type { TableRow } from '../../core/product-table/sort.ts';

/** A row of the model: its kind and links, read once; its sort props parsed on first use. */
class ModelRow implements TableRow {
  kind: TableRow['kind'];
  parent?: number;
  category?: string;
  #props?: Record<string, string | undefined>;

  constructor(
    readonly element: HTMLTableRowElement,
    private readonly model: TableRows,
  ) {
    const { prefix } = model;
    const classes = element.classList;
    this.kind = classes.contains(`${prefix}-row--category-heading`) ? 'heading' : classes.contains(`${prefix}-child-row`) ? 'child' : 'product';
    this.category = element.getAttribute(`data-${prefix}-group-by-category-slug`) ?? undefined;
  }

  get props(): Readonly<Record<string, string | undefined>> {
    return (this.#props ??= this.model.readProps(this.element));
  }
}

/** How long windowing waits for the browser to be idle at most. */
const WINDOW_IDLE_TIMEOUT_MS = 2000;

export class TableRows {
  readonly rows: ModelRow[] = [];
  private readonly indices = new Map<Element, number>();
  readonly hiddenClass: string;
  /** Whether instant search shows each row. */
  readonly visible: boolean[] = [];
  /** The rows in the order they are shown (indices into `rows`). */
  order: number[] = [];
  /** The stripe each row has now (null: none, or not known for a hidden row). */
  /** The stripe each row's classes carry now. */
  private readonly stripe: (Stripe | null)[] = [];
  /** The stripe each row should carry; a windowed row out of the page gets it when attached. */
  private readonly wantedStripe: (Stripe | null)[] = [];
  private searchIndex?: SearchIndex;
  private badProps = false;
  private holders = 0;
  private readonly holdSignals = new WeakSet<AbortSignal>();
  private window?: RowWindow;
  private cancelWindowStart?: () => void;

  constructor(
    readonly body: HTMLTableSectionElement,
    readonly prefix: string,
    private readonly tableId: string,
  ) {
    this.hiddenClass = searchHiddenClass(prefix);
    this.add([...body.rows]);
  }

  /** Takes in rows appended after the known ones (infinite scroll). */
  private add(elements: readonly HTMLTableRowElement[]): void {
    const { prefix } = this;
    const hiddenClass = searchHiddenClass(prefix);
    let lastProduct = -1;
    for (const element of elements) {
      const index = this.rows.length;
      const row = new ModelRow(element, this);
      if (row.kind === 'child') {
        // A child row belongs to the product row right before it (§4.16).
        const previous = this.rows[index - 1];
        if (lastProduct >= 0 && (lastProduct === index - 1 || previous?.parent === lastProduct)) row.parent = lastProduct;
      } else if (row.kind === 'product') lastProduct = index;
      this.rows.push(row);
      this.indices.set(element, index);
      this.visible.push(!element.classList.contains(hiddenClass));
      this.order.push(index);
      const classes = element.classList;
      const stripe = classes.contains(`${prefix}-odd`) ? 'odd' : classes.contains(`${prefix}-even`) ? 'even' : null;
      this.stripe.push(stripe);
      this.wantedStripe.push(stripe);
    }
    if (this.searchIndex) extendSearchIndex(this.searchIndex, elements.map((element, i) => this.textOf(element, this.rows.length - elements.length + i)));
  }

  /** The model index of one of its rows. */
  indexOf(element: Element): number | undefined {
    return this.indices.get(element);
  }

  /** Takes in rows appended to the body (infinite scroll), leaving out the ones it knows. */
  append(elements: readonly HTMLTableRowElement[]): void {
    const added = elements.filter((element) => !this.indices.has(element));
    if (!added.length) return;
    const from = this.rows.length;
    this.add(added);
    if (this.window) this.window.appended(from);
    else this.scheduleWindow();
  }

  /** Whether only a window of the rows is in the page. */
  get windowed(): boolean {
    return this.window !== undefined;
  }

  /** Windows the rows once they are many, until `signal` aborts (instant search and sort each hold it). */
  hold(signal: AbortSignal): void {
    if (signal.aborted || this.holdSignals.has(signal)) return;
    this.holdSignals.add(signal);
    this.holders++;
    signal.addEventListener(
      'abort',
      () => {
        if (--this.holders > 0) return;
        this.cancelWindowStart?.();
        this.cancelWindowStart = undefined;
        this.window?.stop();
        this.window = undefined;
      },
      { once: true },
    );
    this.scheduleWindow();
  }

  private windowDue(): boolean {
    return !this.window && this.holders > 0 && this.rows.length > TABLE.rowWindowMinRows && this.body.isConnected;
  }

  /** Starts windowing when the browser is idle, so its one-time cost is nobody's keystroke. */
  private scheduleWindow(): void {
    if (this.cancelWindowStart || !this.windowDue()) return;
    const start = () => {
      this.cancelWindowStart = undefined;
      this.startWindow();
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(start, { timeout: WINDOW_IDLE_TIMEOUT_MS });
      this.cancelWindowStart = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(start, WINDOW_IDLE_TIMEOUT_MS / 4);
      this.cancelWindowStart = () => clearTimeout(id);
    }
  }

  /** Starts windowing now if it is due (a search or sort that came before the idle time). */
  private startWindow(): void {
    if (!this.windowDue()) return;
    this.cancelWindowStart?.();
    this.cancelWindowStart = undefined;
    this.window = new RowWindow(this, TABLE.resizeDebounceMs);
    this.window.begin();
  }

  /** Rows opened or closed (`hidden`) elsewhere: the window makes room for them. */
  rowsChanged(): void {
    this.window?.update();
  }

  /** Every row element in display order, in the page or not. */
  elementsInOrder(): HTMLTableRowElement[] {
    return this.window ? this.order.map((index) => this.rows[index]!.element) : [...this.body.rows];
  }

  /** Brings the model up to date with rows infinite scroll appended to the body. */
  sync(): this {
    if (this.window) {
      // The body holds a window: rows it does not know are new.
      this.append([...this.body.rows].filter((row) => !this.indices.has(row) && !isWindowSpacer(row)));
      return this;
    }
    const count = this.body.rows.length;
    // Appended rows come after every known row, whatever order the known rows are in now.
    const added: HTMLTableRowElement[] = [];
    for (let i = this.rows.length; i < count; i++) added.push(this.body.rows[i]!);
    if (added.length) this.add(added);
    return this;
  }

  /** The lower-cased text of every row, read once (headings are not matched). */
  index(): SearchIndex {
    return (this.searchIndex ??= prepareSearchIndex(this.rows.map((row, i) => this.textOf(row.element, i))));
  }

  private textOf(element: HTMLTableRowElement, index: number): string {
    return this.rows[index]?.kind === 'heading' ? '' : (element.textContent ?? '');
  }

  /** A row's instant-sort props as text (§3.9); bad JSON is reported once per table and counts as none. */
  readProps(element: HTMLTableRowElement): Record<string, string | undefined> {
    const raw = element.getAttribute(`data-${this.prefix}-instant-sort-props`);
    const props: Record<string, string | undefined> = {};
    if (!raw) return props;
    try {
      const value: unknown = JSON.parse(raw);
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, item] of Object.entries(value)) if (item !== null && item !== undefined) props[key] = String(item);
        return props;
      }
    } catch {
      // reported below
    }
    if (!this.badProps) {
      this.badProps = true;
      console.error(
        `<shop-product-table> table ${this.tableId}: a row's data-${this.prefix}-instant-sort-props is not a JSON object; such rows sort as if they had no values.`,
      );
    }
    return props;
  }

  /** Shows and hides rows as `visible` says, touching only rows whose state changes. */
  show(visible: readonly boolean[]): void {
    this.startWindow();
    const hiddenClass = searchHiddenClass(this.prefix);
    for (let i = 0; i < visible.length; i++) {
      if (visible[i] === this.visible[i]) continue;
      this.visible[i] = visible[i]!;
      // Rows out of the page get the class when the window attaches them, or when it stops.
      if (!this.window) this.rows[i]!.element.classList.toggle(hiddenClass, !visible[i]);
    }
    this.window?.update();
  }

  /**
   * Stripes the shown rows in their shown order, changing classes only where they differ. A
   * windowed table writes only the rows in the page; the others are striped when attached.
   */
  restripe(): void {
    const next = stripes(this.rows, this.visible, this.order);
    for (let i = 0; i < next.length; i++) {
      const stripe = next[i]!;
      // A hidden row keeps its stripe: it is not seen, and it is striped again when shown.
      if (stripe === null && this.rows[i]!.kind !== 'heading') continue;
      this.wantedStripe[i] = stripe;
      if (!this.window) this.writeStripe(i);
    }
    this.window?.refreshAttached();
  }

  private writeStripe(index: number): void {
    const stripe = this.wantedStripe[index]!;
    if (stripe === this.stripe[index]) return;
    const classes = this.rows[index]!.element.classList;
    classes.remove(`${this.prefix}-odd`, `${this.prefix}-even`);
    if (stripe) classes.add(`${this.prefix}-${stripe}`);
    this.stripe[index] = stripe;
  }

  /** Brings a row's classes up to date (search-hidden, stripe): the window calls it for rows it attaches. */
  refresh(index: number): void {
    const element = this.rows[index]!.element;
    const hidden = !this.visible[index];
    if (element.classList.contains(this.hiddenClass) !== hidden) element.classList.toggle(this.hiddenClass, hidden);
    this.writeStripe(index);
  }

  /** Puts the rows in `order` with one append, unless they are in it already. */
  arrange(order: number[]): void {
    if (order.length === this.order.length && order.every((index, k) => index === this.order[k])) return;
    this.startWindow();
    if (this.window) {
      this.order = order;
      this.window.update();
      return;
    }
    const { body } = this;
    // Rows moved inside a body that is out of the page cost no table bookkeeping per row (in
    // the page, each removal does: seconds for 10,000 rows). Nothing is laid out in between, so
    // the scroll position stays; focus inside the body is given back.
    const focused = document.activeElement instanceof HTMLElement && body.contains(document.activeElement) ? document.activeElement : null;
    const parent = body.parentNode;
    const next = body.nextSibling;
    body.remove();
    const fragment = document.createDocumentFragment();
    for (const index of order) fragment.append(this.rows[index]!.element);
    body.append(fragment);
    parent?.insertBefore(body, next);
    focused?.focus({ preventScroll: true });
    this.order = order;
  }
}

/** The class instant search puts on the rows it hides. */
export function searchHiddenClass(prefix: string): string {
  return `${prefix}-row--instant-search-hidden`;
}

const models = new WeakMap<HTMLTableSectionElement, TableRows>();

/** The row model of the table in `container` (created on first use, synced with appended rows). */
export function tableRows(container: HTMLElement, prefix: string, tableId: string): TableRows | undefined {
  const body = container.querySelector<HTMLTableSectionElement>(`table.${prefix}-table > tbody`);
  if (!body) return undefined;
  let model = models.get(body);
  // Rows taken out (not by us) leave the model behind: read the rows again.
  if (!model || model.prefix !== prefix || (!model.windowed && body.rows.length < model.rows.length)) {
    model = new TableRows(body, prefix, tableId);
    models.set(body, model);
  }
  return model.sync();
}

/** The row model of a body, if instant search or sort made one. */
export function existingRows(body: HTMLTableSectionElement): TableRows | undefined {
  return models.get(body);
}

/**
 * Lets the table's rows be windowed while `signal` lasts, once the body has more than
 * TABLE.rowWindowMinRows rows (smaller bodies get no model from this). Call again when rows are
 * appended.
 */
export function holdRowWindow(container: HTMLElement, prefix: string, tableId: string, signal: AbortSignal): void {
  const body = container.querySelector<HTMLTableSectionElement>(`table.${prefix}-table > tbody`);
  if (!body || (body.rows.length <= TABLE.rowWindowMinRows && !models.get(body)?.windowed)) return;
  tableRows(container, prefix, tableId)?.hold(signal);
}
