/**
 * The rows' checkboxes (§4.11): checking and unchecking with the quantity rules, a quantity that
 * checks or unchecks its row, shift-click ranges (pointer and keyboard), the heading checkbox and
 * the select-all / clear-all buttons. What is selected lives here, per table, not in the DOM: it
 * survives pagination, filters and infinite scroll, and rows coming back are checked again with
 * their quantity.
 */
import { shopText } from '../../../dom/messages.ts';
import type { TableMoneyFormat } from '../../../core/product-table/money.ts';
import { initialQuantity } from '../../../core/product-table/quantity.ts';
import { triggerJQuery } from '../../../dom/events.ts';
import { adoptTableStyles } from '../../../dom/product-table/styles.ts';
import { quantityMinimum, resetQuantity, setQuantity } from './quantity.ts';
import { productRows, quantityControl, rowIdentity, rowOf, rowQuantity, rowUnitPrice, rowVariation, type CartContext, type CartPart } from './rows.ts';

/** One selected row, kept while its page is not shown. */
export interface SelectedEntry {
  productId: string;
  variationId: string | null;
  /** The quantity to add (never below 1). */
  qty: number;
  /** One unit's price (a variable row: its chosen variation's). */
  unitPrice: number;
}

interface TableSelection {
  prefix: string;
  entries: Map<string, SelectedEntry>;
}

/** Per table id. In memory only, as the add-on: a reload starts empty. */
const selections = new Map<string, TableSelection>();
const listeners = new Set<() => void>();

function selectionOf(tableId: string, prefix: string): TableSelection {
  let selection = selections.get(tableId);
  if (!selection) selections.set(tableId, (selection = { prefix, entries: new Map() }));
  return selection;
}

/** Every table's selection: table id → key (`v:{id}` / `p:{id}`) → entry. */
export function allSelections(): ReadonlyMap<string, { prefix: string; entries: ReadonlyMap<string, SelectedEntry> }> {
  return selections;
}

/** Called after every change of any table's selection. */
export function onSelectionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** Drops one entry of a table's selection (a row on another page that went into the cart). */
export function forgetSelected(tableId: string, key: string): void {
  if (selections.get(tableId)?.entries.delete(key)) changed();
}

export function rowCheckbox(row: Element, prefix: string): HTMLInputElement | null {
  return row.querySelector<HTMLInputElement>(`input.${prefix}-cart-checkbox`);
}

/** The key a row is selected under: its (chosen) variation, else its product. */
export function selectionKey(row: Element, prefix: string): string {
  const id = rowIdentity(row, prefix);
  const chosen = id.variationId ?? (rowVariation(row)?.variation_id ? String(rowVariation(row)!.variation_id) : null);
  return chosen ? `v:${chosen}` : `p:${id.productId}`;
}

/** The key each row was last stored under (a variable row's changes with its choice). */
const storedKeys = new WeakMap<Element, string>();

/** What storing a row's selection reads: the table, and its money format for own prices. */
type SelectionContext = Pick<CartContext, 'prefix' | 'tableId' | 'money'>;

function entryOf(row: Element, prefix: string, money: TableMoneyFormat): SelectedEntry {
  const id = rowIdentity(row, prefix);
  const key = selectionKey(row, prefix);
  const qty = rowQuantity(row, prefix);
  return {
    productId: id.productId,
    variationId: key.startsWith('v:') ? key.slice(2) : null,
    qty: qty > 0 ? qty : 1,
    unitPrice: rowUnitPrice(row, prefix, money),
  };
}

function store(ctx: SelectionContext, row: Element, checked: boolean): void {
  const { tableId, prefix } = ctx;
  const { entries } = selectionOf(tableId, prefix);
  const previous = storedKeys.get(row);
  if (previous) entries.delete(previous);
  storedKeys.delete(row);
  if (!checked) entries.delete(selectionKey(row, prefix));
  else {
    const key = selectionKey(row, prefix);
    entries.set(key, entryOf(row, prefix, ctx.money));
    storedKeys.set(row, key);
  }
}

export function isRowChecked(row: Element, prefix: string): boolean {
  return rowCheckbox(row, prefix)?.checked ?? false;
}

/**
 * Checks or unchecks a row (§4.11): checking raises a 0 or empty quantity to the min, unchecking
 * puts the quantity back to its initial value. A row whose box is disabled is only ever unchecked.
 */
export function setRowChecked(ctx: SelectionContext, row: HTMLTableRowElement, checked: boolean): void {
  const p = ctx.prefix;
  const box = rowCheckbox(row, p);
  if (!box || (checked && box.disabled)) return;
  const was = row.classList.contains(`${p}-row--checked`);
  box.checked = checked;
  row.classList.toggle(`${p}-row--checked`, checked);
  if (checked !== was) {
    const control = quantityControl(row, p);
    if (control && checked && !(Number.parseFloat(control.value) > 0)) setQuantity(row, p, quantityMinimum(control, p));
    else if (control && !checked) resetQuantity(row, p);
  }
  store(ctx, row, checked);
  if (checked !== was) {
    triggerJQuery(row, { name: `_${p}_checkbox_change`, args: [checked] });
    triggerJQuery(row, { name: `${p}_checkbox_change`, args: [checked] });
  }
  changed();
}

/** Forgets a table's whole selection (rows on other pages too) and unchecks its rows shown. */
export function clearTableSelection(ctx: SelectionContext & Pick<CartContext, 'container'>): void {
  for (const row of productRows(ctx.container, ctx.prefix)) if (isRowChecked(row, ctx.prefix)) setRowChecked(ctx, row, false);
  selections.get(ctx.tableId)?.entries.clear();
  triggerJQuery(document, { name: `${ctx.prefix}_clear_all_checked_for_table`, args: [ctx.tableId, ctx.container] });
  changed();
}

function styles(p: string): string {
  return `:where(.${p}-cart-checkbox, .${p}-cart-checkbox-heading):focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }`;
}

/** Rows the shopper can see now (instant search hides some without removing them). */
function isShown(row: HTMLTableRowElement, prefix: string): boolean {
  return !row.hidden && !row.classList.contains(`${prefix}-row--instant-search-hidden`);
}

export const selectionPart: CartPart = {
  name: 'selection',
  start(ctx) {
    const p = ctx.prefix;
    const { container, signal } = ctx;
    const options = { signal };
    adoptTableStyles(`cart-selection-${p}`, styles(p));
    const rows = () => productRows(container, p).filter((row) => rowCheckbox(row, p));
    const enabledShownBoxes = () =>
      rows()
        .filter((row) => isShown(row, p))
        .map((row) => rowCheckbox(row, p)!)
        .filter((box) => !box.disabled);

    // The heading box, at the checkbox column of the last heading row.
    let heading: HTMLInputElement | null = null;
    const firstBox = container.querySelector<HTMLInputElement>(`table.${p}-table input.${p}-cart-checkbox[data-${p}-heading-enabled]`);
    const cell = firstBox?.closest('td');
    const headingRow = container.querySelector(`table.${p}-table > thead`)?.querySelectorAll('tr');
    const th = cell && headingRow?.length ? headingRow[headingRow.length - 1]!.children[cell.cellIndex] : undefined;
    if (th) {
      th.closest('tr')?.classList.remove(`${p}-hide`);
      heading = th.querySelector<HTMLInputElement>(`input.${p}-cart-checkbox-heading`);
      if (!heading) {
        heading = document.createElement('input');
        heading.type = 'checkbox';
        heading.className = `${p}-cart-checkbox-heading`;
        heading.setAttribute('aria-label', shopText('tableSelectAll'));
        th.prepend(heading);
      }
    }
    let headingQueued = false;
    const syncHeading = () => {
      if (!heading || headingQueued) return;
      headingQueued = true;
      queueMicrotask(() => {
        headingQueued = false;
        if (!heading || signal.aborted) return;
        const boxes = enabledShownBoxes();
        const checked = boxes.filter((box) => box.checked).length;
        heading.checked = boxes.length > 0 && checked === boxes.length;
        heading.indeterminate = checked > 0 && checked < boxes.length;
      });
    };
    const unsubscribe = onSelectionChange(syncHeading);
    signal.addEventListener('abort', unsubscribe);

    // Rows selected before (another page, an earlier load) come back checked with their quantity.
    const restore = (list: HTMLTableRowElement[]) => {
      const entries = selections.get(ctx.tableId)?.entries;
      for (const row of list) {
        const box = rowCheckbox(row, p);
        const entry = entries?.get(selectionKey(row, p));
        if (!box || !entry) continue;
        if (box.disabled) {
          entries!.delete(selectionKey(row, p));
          continue;
        }
        if (entry.qty > 0 && quantityControl(row, p)) setQuantity(row, p, String(entry.qty));
        setRowChecked(ctx, row, true);
      }
      syncHeading();
    };
    restore(rows());
    ctx.onRowsAppended((appended) => restore(appended.filter((row) => rowCheckbox(row, p))));

    let lastClicked: HTMLInputElement | null = null;
    let shiftHeld = false;
    /** The box the shopper just clicked (pointer or Space), and whether Shift was down. */
    let clicked: { box: HTMLInputElement; shift: boolean } | null = null;
    document.addEventListener('keydown', (event) => (shiftHeld = event.shiftKey), options);
    document.addEventListener('keyup', (event) => (shiftHeld = event.shiftKey), options);
    container.addEventListener(
      'click',
      (event) => {
        if (event.target instanceof HTMLInputElement && event.target.matches(`input.${p}-cart-checkbox`)) clicked = { box: event.target, shift: event.shiftKey || shiftHeld };
      },
      { signal, capture: true },
    );

    container.addEventListener(
      'change',
      (event) => {
        const target = event.target;
        if (!(target instanceof HTMLElement)) return;
        if (target === heading) {
          for (const box of enabledShownBoxes()) setRowChecked(ctx, rowOf(box, p)!, heading.checked);
          return;
        }
        const row = rowOf(target, p);
        if (!row) return;
        if (target instanceof HTMLInputElement && target.matches(`input.${p}-cart-checkbox`)) {
          // Only the shopper's own clicks start or extend a range; a box changed by code does not.
          const click = clicked?.box === target ? clicked : null;
          clicked = null;
          if (click) {
            if (click.shift && lastClicked && lastClicked !== target && container.contains(lastClicked)) {
              const boxes = rows().map((r) => rowCheckbox(r, p)!);
              const [from, to] = [boxes.indexOf(lastClicked), boxes.indexOf(target)].sort((a, b) => a - b) as [number, number];
              if (from >= 0) for (const box of boxes.slice(from, to + 1)) if (!box.disabled && box !== target) setRowChecked(ctx, rowOf(box, p)!, target.checked);
            }
            lastClicked?.classList.remove(`${p}-cart-checkbox--last-clicked`);
            target.classList.add(`${p}-cart-checkbox--last-clicked`);
            lastClicked = target;
          }
          setRowChecked(ctx, row, target.checked);
          return;
        }
        const box = rowCheckbox(row, p);
        if (!box) return;
        const control = quantityControl(row, p);
        // A quantity checks its row and 0 unchecks it; a row that starts at its min is never checked by its quantity.
        if (target === control && !target.closest('form.cart')) {
          const checked = Number.parseFloat(control.value) > 0;
          const initial = control instanceof HTMLInputElement ? initialQuantity(control.getAttribute(`data-${p}-initial-value`)) : 'min';
          if (checked !== box.checked && !(initial === 'min' && !box.checked) && !(checked && box.disabled)) {
            setRowChecked(ctx, row, checked);
            return;
          }
        }
        // Anything else that changes in a checked row (quantity, variation, own price) updates its entry.
        if (box.checked) {
          store(ctx, row, true);
          changed();
        }
      },
      options,
    );

    const act = (selector: string, run: () => void) =>
      container.addEventListener(
        'click',
        (event) => {
          if (event.target instanceof Element && event.target.closest(selector)) run();
        },
        options,
      );
    act(`.${p}-add-selected__select-all`, () => {
      for (const row of rows()) if (!rowCheckbox(row, p)!.disabled && !isRowChecked(row, p)) setRowChecked(ctx, row, true);
    });
    act(`.${p}-add-selected__clear-all`, () => clearTableSelection(ctx));
  },
};
