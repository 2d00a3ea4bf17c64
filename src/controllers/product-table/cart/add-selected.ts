/**
 * The add-selected bars (§4.11, §9.2): the table's own bar above it and one floating bar for every
 * table of the page, each with the selected count and cost (recomputed 100 ms after a change, from
 * the selection state alone: no DOM reads, cheap at thousands of rows), and the add that sends every
 * selected row, shown or on another page, in one cart call.
 */
import { messageTemplate, shopText } from '../../../dom/messages.ts';
import { messageParts } from '../../../core/messages/index.ts';
import type { CartItem } from '../../../core/product-table/cart-payload.ts';
import { formatFigure, formatTableMoney, rowTotal, sumMoney, type TableMoneyFormat } from '../../../core/product-table/money.ts';
import { isAvailableVariation } from '../../../core/product-table/variation.ts';
import { TABLE } from '../../../core/timings/index.ts';
import { announce } from '../../../dom/announce.ts';
import { guardUrl } from '../../../dom/url.ts';
import { adoptTableStyles } from '../../../dom/product-table/styles.ts';
import { requestTableCart } from '../../../stores/product-table-cart.ts';
import { rowName, tableCartOptions } from './cart-widget.ts';
import { rowItem } from './items.ts';
import { checkQuantity } from './quantity.ts';
import { productRows, quantityControl, rowIdentity, rowVariation, type CartContext, type CartPart } from './rows.ts';
import { allSelections, forgetSelected, isRowChecked, onSelectionChange, selectionKey, setRowChecked, type SelectedEntry } from './selection.ts';

interface Totals {
  qty: number;
  cost: number;
}

function totalsOf(entries: Iterable<SelectedEntry>): Totals {
  const list = [...entries];
  return { qty: sumMoney(list.map((e) => e.qty)), cost: sumMoney(list.map((e) => rowTotal(e.qty, e.unitPrice))) };
}

/** Tables started on the page, by id: the floating bar adds for all of them. */
const liveTables = new Map<string, CartContext>();

function setText(root: ParentNode, selector: string, text: string): void {
  for (const element of root.querySelectorAll(selector)) if (element.textContent !== text) element.textContent = text;
}

function updateLocalBar(ctx: CartContext): void {
  const p = ctx.prefix;
  const bar = ctx.container.querySelector<HTMLElement>(`.${p}-add-selected`);
  if (!bar) return;
  const totals = totalsOf(allSelections().get(ctx.tableId)?.entries.values() ?? []);
  const focused = document.activeElement instanceof HTMLElement && bar.contains(document.activeElement) ? document.activeElement : null;
  bar.classList.toggle(`${p}-add-selected--unselected`, totals.qty === 0);
  bar.classList.toggle(`${p}-add-selected--single-item-selected`, totals.qty === 1);
  setText(bar, `.${p}-total-selected`, String(totals.qty));
  setText(bar, `.${p}-total-selected-cost .${p}-amount`, formatFigure(totals.cost, ctx.money));
  // The add button hides once its rows went in; a keyboard user stays where they were in the bar.
  if (focused && !isShown(focused)) keepFocusIn(bar, p);
}

function isShown(element: HTMLElement): boolean {
  return element.isConnected && element.getClientRects().length > 0;
}

/** Focus the bar's shown message (or the bar itself) without adding a tab stop. */
function keepFocusIn(bar: HTMLElement, p: string): void {
  const message = bar.querySelector<HTMLElement>(`.${p}-add-selected__add__unselected`);
  const target = message && isShown(message) ? message : bar;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

// The floating bar: one per page.
let floating: { bar: HTMLElement; add: HTMLElement; ownMarkup: boolean; prefix: string } | null = null;
let dismissed = false;

function styles(p: string): string {
  return `
:where(.${p}-add-selected--unselected) :where(.${p}-add-selected__add__selected), :where(.${p}-add-selected:not(.${p}-add-selected--unselected)) :where(.${p}-add-selected__add__unselected) { display: none; }
:where(.${p}-cart-checkbox-trigger) { position: fixed; inset-block-end: 1rem; inset-inline-end: 1rem; z-index: 9999; display: flex; gap: 0.5rem; align-items: center; padding: 0.5rem; background: #fff; box-shadow: 0 2px 8px rgb(0 0 0 / 0.25); }
:where(.${p}-cart-checkbox-trigger[hidden]) { display: none; }
:where(.${p}-cart-checkbox-trigger button) { min-height: 44px; min-width: 44px; }
:where(.${p}-cart-checkbox-trigger button):focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }`;
}

/** A button with the classes and content of a printed span (the template's text and close controls). */
function asButton(element: Element): HTMLButtonElement {
  if (element instanceof HTMLButtonElement) return element;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = element.className;
  button.append(...element.childNodes);
  element.replaceWith(button);
  return button;
}

function buildFloatingBar(p: string): NonNullable<typeof floating> {
  const printed = document.getElementById(`tmpl-${p}-cart-checkbox-trigger`);
  let bar: HTMLElement | null = null;
  if (printed) {
    const template = document.createElement('template');
    template.innerHTML = printed.textContent ?? '';
    for (const script of template.content.querySelectorAll('script')) script.remove();
    bar = template.content.querySelector<HTMLElement>(`.${p}-cart-checkbox-trigger`);
    if (!bar) console.warn(`shop-product-table: #tmpl-${p}-cart-checkbox-trigger has no .${p}-cart-checkbox-trigger; the default bar is used.`);
  }
  const ownMarkup = !bar;
  if (!bar) {
    bar = document.createElement('div');
    bar.className = `${p}-cart-checkbox-trigger`;
    bar.innerHTML = `<span class="${p}-cart-checkbox-trigger__text"></span><span class="${p}-cart-checkbox-trigger__close">✕</span>`;
    // The shop's words around the count (%1$s) and the price (%2$s), as text.
    const slots = [`${p}-total-selected`, `${p}-total-selected-cost`];
    bar.firstElementChild!.append(...messageParts(messageTemplate('tableAddSelectedBar')).map((part) => {
      if (typeof part === 'string') return part;
      const span = document.createElement('span');
      span.className = slots[part] ?? '';
      return span;
    }));
  }
  bar.setAttribute('role', 'region');
  bar.setAttribute('aria-label', shopText('tableSelectedProducts'));
  const text = bar.querySelector(`.${p}-cart-checkbox-trigger__text`);
  const add = text ? asButton(text) : bar;
  const closeSpan = bar.querySelector(`.${p}-cart-checkbox-trigger__close`);
  if (closeSpan) {
    const close = asButton(closeSpan);
    close.setAttribute('aria-label', shopText('tableHide'));
    close.addEventListener('click', (event) => {
      event.stopPropagation();
      dismissed = true;
      bar!.hidden = true;
    });
  }
  add.addEventListener('click', () => {
    void addSelected([...liveTables.values()], 'global', bar!.getAttribute(`data-${p}-redirect-url`) ?? '');
  });
  bar.hidden = true;
  document.body.append(bar);
  return { bar, add, ownMarkup, prefix: p };
}

function updateFloatingBar(money: TableMoneyFormat, p: string): void {
  let qty = 0;
  const costs: number[] = [];
  for (const { entries } of allSelections().values()) {
    const totals = totalsOf(entries.values());
    qty += totals.qty;
    costs.push(totals.cost);
  }
  if (qty === 0 && !floating) return;
  floating ??= buildFloatingBar(p);
  const { bar, add, ownMarkup } = floating;
  if (!bar.isConnected) document.body.append(bar);
  const cost = sumMoney(costs);
  setText(bar, `.${p}-total-selected`, String(qty));
  setText(bar, `.${p}-total-selected-cost`, ownMarkup ? formatTableMoney(cost, money) : formatFigure(cost, money));
  add.setAttribute('aria-label', qty === 1 ? shopText('tableAddSelectedOne') : shopText('tableAddSelected', qty));
  const hadFocus = bar.contains(document.activeElement);
  bar.hidden = qty === 0 || dismissed;
  // The floating bar went away under a keyboard user: back to the first table's own bar.
  if (hadFocus && bar.hidden) {
    const local = liveTables.values().next().value;
    const localBar = local?.container.querySelector<HTMLElement>(`.${local.prefix}-add-selected`);
    if (localBar && local) keepFocusIn(localBar, local.prefix);
  }
}

/** Why a selected row cannot go in (null: it can). */
function rowProblem(row: HTMLTableRowElement, p: string): string | null {
  const control = quantityControl(row, p);
  if (control instanceof HTMLInputElement) {
    checkQuantity(control, p);
    if (control.getAttribute('aria-invalid') === 'true') return shopText('tableQuantityInvalid');
  }
  if (rowIdentity(row, p).type === 'variable') {
    const chosen = rowVariation(row);
    if (!chosen?.variation_id || !chosen.complete_match || !chosen.variation || !isAvailableVariation(chosen.variation)) return shopText('tableNoOptionChosen');
  }
  return null;
}

/**
 * Sends every selected row of `tables` in one call: the rows shown (their full item: attributes,
 * add-ons, own price) and the entries of rows on other pages. Rows that cannot go in stay checked
 * and are named; rows sent are unchecked once the cart took them, and stay checked when it did not.
 */
let adding = false;

async function addSelected(tables: CartContext[], scope: 'local' | 'global', redirect: string): Promise<void> {
  const first = tables[0];
  if (!first) return;
  const items: CartItem[] = [];
  const sent: Array<{ ctx: CartContext; row: HTMLTableRowElement }> = [];
  const offPage: Array<{ ctx: CartContext; key: string }> = [];
  const refused: string[] = [];
  for (const ctx of tables) {
    const p = ctx.prefix;
    const entries = allSelections().get(ctx.tableId)?.entries;
    if (!entries?.size) continue;
    const shownKeys = new Set<string>();
    for (const row of productRows(ctx.container, p)) {
      if (!isRowChecked(row, p)) continue;
      shownKeys.add(selectionKey(row, p));
      const problem = rowProblem(row, p);
      if (problem) {
        refused.push(`${rowName(row, p)}: ${problem}`);
        continue;
      }
      items.push(rowItem(row, p, ctx.money));
      sent.push({ ctx, row });
    }
    for (const [key, entry] of entries) {
      if (shownKeys.has(key)) continue;
      items.push({ productId: entry.productId, ...(entry.variationId ? { variationId: entry.variationId } : {}), quantity: entry.qty });
      offPage.push({ ctx, key });
    }
  }
  if (refused.length) {
    const message = shopText('tableSelectionRefused', refused.join('; '));
    announce(message);
    window.alert(message);
  }
  if (!items.length || adding) return;
  const target = redirect ? guardUrl(redirect, `data-${first.prefix}-redirect-url`) : null;
  // One add at a time: a second click while the first runs would put everything in twice.
  adding = true;
  const outcome = await requestTableCart(
    items,
    tableCartOptions(first, { outside: [[`${first.prefix}_checkbox_bulk`, scope]], ...(target ? { redirect: target } : {}) }),
  )
    .catch((error: unknown) => {
      console.error('shop-product-table: adding the selected products failed; they stay selected.', error);
      return null;
    })
    .finally(() => (adding = false));
  if (outcome?.kind !== 'done') return;
  announce(items.length === 1 ? shopText('tableSelectedAddedOne') : shopText('tableSelectedAdded', items.length), 0, 'cart');
  for (const { ctx, row } of sent) if (row.isConnected) setRowChecked(ctx, row, false);
  for (const { ctx, key } of offPage) forgetSelected(ctx.tableId, key);
}

let localTimer: ReturnType<typeof setTimeout> | undefined;
function scheduleTotals(): void {
  // Debounced: a select-all of a thousand rows recomputes once.
  clearTimeout(localTimer);
  localTimer = setTimeout(() => {
    for (const ctx of liveTables.values()) updateLocalBar(ctx);
    const any = liveTables.values().next().value;
    if (any) updateFloatingBar(any.money, any.prefix);
  }, TABLE.selectedTotalDelayMs);
}

export const addSelectedPart: CartPart = {
  name: 'add-selected',
  start(ctx) {
    const p = ctx.prefix;
    liveTables.set(ctx.tableId, ctx);
    adoptTableStyles(`cart-add-selected-${p}`, styles(p));
    const unsubscribe = onSelectionChange(() => {
      dismissed = false;
      scheduleTotals();
    });
    ctx.container.addEventListener(
      'click',
      (event) => {
        const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`.${p}-cart-checkbox-trigger--local`) : null;
        if (!button) return;
        event.preventDefault();
        void addSelected([ctx], 'local', button.getAttribute(`data-${p}-redirect-url`) ?? '');
      },
      { signal: ctx.signal },
    );
    updateLocalBar(ctx);
    scheduleTotals();
    return () => {
      unsubscribe();
      if (liveTables.get(ctx.tableId) === ctx) liveTables.delete(ctx.tableId);
    };
  },
};
