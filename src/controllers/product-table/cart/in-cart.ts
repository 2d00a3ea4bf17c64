/**
 * What the cart holds, shown on every row (§4.12, §3.12, §9.2): `data-{prefix}-in-cart`, the
 * `.{prefix}-in-cart` text (its `{n}` template, or the empty template at 0), the count badge on
 * the cart buttons, the remove button enabled only while the row is in the cart, and the row
 * total (`.{prefix}-total`: quantity × unit price, plus what the cart holds with
 * `{prefix}-total--include-total-in-cart`). From `$cart`, so an add from any table, the mini cart
 * or a listing button shows here; only rows whose products changed are touched.
 */
import type { CartState } from '../../../stores/cart.ts';
import { formatFigure, rowTotal, sumMoney } from '../../../core/product-table/money.ts';
import { inCartValue } from '../../../core/product-table/in-cart.ts';
import { adoptTableStyles } from '../../../dom/product-table/styles.ts';
import { $cart } from '../../../stores/cart.ts';
import { cartButtons, controlSelector, productRows, rowIdentity, rowQuantity, rowUnitPrice, type CartContext, type CartPart } from './rows.ts';

const CSS_TEXT = (p: string) => `
:where(.${p}-cart-badge-number) { display: inline-block; min-width: 1.4em; margin-inline-start: .4em; padding: 0 .3em; border-radius: 1em; background: #1e1e1e; color: #fff; font-style: normal; font-size: .85em; text-align: center; }
:where(.${p}-total--empty .${p}-total__output), :where(.${p}-total:not(.${p}-total--empty) .${p}-total__no-output) { display: none; }
`;

/**
 * Whether the cart state says what the cart holds per product: an answer carried `in_cart`, or
 * the cart is known to be empty. Before that, the rows keep what the server printed.
 */
function knowsInCart(cart: CartState): boolean {
  return Object.keys(cart.inCart).length > 0 || cart.cartQuantity === 0;
}

/** Writes a row's total (§9.2): what its quantity would cost, plus the cart's with include-total-in-cart. */
export function updateRowTotal(ctx: CartContext, row: Element): void {
  const p = ctx.prefix;
  for (const total of row.querySelectorAll<HTMLElement>(controlSelector(p, 'total'))) {
    let value = rowTotal(rowQuantity(row, p), rowUnitPrice(row, p, ctx.money));
    if (total.classList.contains(`${p}-total--include-total-in-cart`)) {
      value = sumMoney([value, Number.parseFloat(total.getAttribute(`data-${p}-in-cart-total`) ?? '') || 0]);
    }
    const amount = total.querySelector(`.${p}-amount`);
    const text = formatFigure(value, ctx.money);
    if (amount && amount.textContent !== text) amount.textContent = text;
    total.classList.toggle(`${p}-total--empty`, value === 0);
  }
}

/** What each row shows of the cart, as last painted (a row replaced by a load is a new element). */
const paintedRows = new WeakMap<Element, string>();

function paintRow(ctx: CartContext, row: Element, cart: CartState): void {
  const p = ctx.prefix;
  const id = rowIdentity(row, p);
  const quantity = inCartValue(cart.inCart, id.productId, id.variationId);
  const total = inCartValue(cart.inCartTotal, id.productId, id.variationId);
  const attr = `data-${p}-in-cart`;
  const totals = row.querySelectorAll(controlSelector(p, 'total'));
  // Only rows whose cart values changed since this part painted them are touched.
  const painted = `${quantity}|${total}`;
  if (paintedRows.get(row) === painted) return;
  paintedRows.set(row, painted);
  row.setAttribute(attr, String(quantity));
  for (const text of row.querySelectorAll(controlSelector(p, 'in-cart'))) {
    const template = text.getAttribute(`data-${p}-template`) ?? '{n}';
    text.textContent = quantity > 0 ? template.replaceAll('{n}', String(quantity)) : (text.getAttribute(`data-${p}-empty-template`) ?? '');
  }
  for (const t of totals) t.setAttribute(`data-${p}-in-cart-total`, String(total));
  updateRowTotal(ctx, row);
  for (const button of cartButtons(row, p)) {
    let badge = button.querySelector(`.${p}-cart-badge-number`);
    if (quantity > 0) {
      if (!badge) {
        badge = document.createElement('i');
        badge.className = `${p}-cart-badge-number`;
        button.append(badge);
      }
      badge.textContent = String(quantity);
    } else badge?.remove();
  }
  for (const remove of row.querySelectorAll(controlSelector(p, 'remove'))) {
    remove.classList.toggle(`${p}-disabled`, quantity === 0);
    if (quantity === 0) remove.setAttribute('aria-disabled', 'true');
    else remove.removeAttribute('aria-disabled');
  }
}

/** The products whose in-cart values differ between two states (all of them when unknown before). */
function changedProducts(before: CartState | null, after: CartState): Set<string> | null {
  if (!before || !knowsInCart(before)) return null;
  const changed = new Set<string>();
  for (const map of ['inCart', 'inCartTotal'] as const) {
    for (const pid of new Set([...Object.keys(before[map]), ...Object.keys(after[map])])) {
      if (JSON.stringify(before[map][pid]) !== JSON.stringify(after[map][pid])) changed.add(pid);
    }
  }
  return changed;
}

export const inCartPart: CartPart = {
  name: 'in-cart',
  start(ctx) {
    const p = ctx.prefix;
    adoptTableStyles('in-cart', CSS_TEXT(p));
    let painted: CartState | null = null;
    const paint = (cart: CartState, rows?: Iterable<Element>) => {
      if (!knowsInCart(cart)) return;
      const changed = rows ? null : changedProducts(painted, cart);
      for (const row of rows ?? productRows(ctx.container, p)) {
        if (changed && !changed.has(rowIdentity(row, p).productId)) continue;
        paintRow(ctx, row, cart);
      }
      if (!rows) painted = cart;
    };
    const stopCart = $cart.subscribe((cart) => {
      if (cart !== painted) paint(cart);
    });
    // Totals show what the quantity would cost from the start, before the cart is known.
    const showTotals = (rows: Iterable<Element>) => {
      for (const row of rows) if (row.querySelector(controlSelector(p, 'total'))) updateRowTotal(ctx, row);
    };
    showTotals(productRows(ctx.container, p));
    const offAppended = ctx.onRowsAppended((rows) => {
      showTotals(rows);
      paint($cart.get(), rows);
    });
    // A row's total follows its quantity (typed, or set by plus/minus with a change event), own price
    // and chosen variation, once their own handlers ran.
    const onEdit = (event: Event) => {
      const row = (event.target as Element).closest(`tr.${p}-row`);
      if (row?.querySelector(controlSelector(p, 'total'))) queueMicrotask(() => updateRowTotal(ctx, row));
    };
    ctx.container.addEventListener('input', onEdit, { signal: ctx.signal });
    ctx.container.addEventListener('change', onEdit, { signal: ctx.signal });
    return () => {
      stopCart();
      offAppended();
    };
  },
};
