/**
 * Cart buttons and remove buttons of the table's rows (§3.13, §4.7, §4.12, §7.10). The cart
 * codes act: a blocked row alerts why, a row that needs its product form opens it, `cart_ajax`
 * asks for a table cart call, the other cart codes post the row without AJAX (§7.8). Other
 * codes are links. A second click while a row's add is on its way is not lost: it merges into
 * the next call (the same product adds up). Remove sets the row's product (every in-cart
 * variation of a variable product) to 0. While any table cart call carries a row, the row shows
 * `{prefix}-adding-product` / `{prefix}-removing-product` and its cart buttons a loading badge.
 */
import { shopText } from '../../../dom/messages.ts';
import type { CartItem } from '../../../core/product-table/cart-payload.ts';
import { announce } from '../../../dom/announce.ts';
import { adoptTableStyles } from '../../../dom/product-table/styles.ts';
import { $cart } from '../../../stores/cart.ts';
import { requestTableCart } from '../../../stores/product-table-cart.ts';
import { blockedAddMessage } from './alerts.ts';
import { rowName, tableCartOptions } from './cart-widget.ts';
import { rowItem } from './items.ts';
import { postWithoutAjax } from './non-ajax.ts';
import { nypAddProblem } from './nyp.ts';
import { needsProductForm } from './product-form-need.ts';
import { resetQuantity } from './quantity.ts';
import {
  cartButtons,
  isCartLinkCode,
  linkCode,
  controlSelector,
  productRows,
  quantityControl,
  rowIdentity,
  rowOf,
  type CartContext,
  type CartPart,
} from './rows.ts';

const CSS_TEXT = (p: string) => `
:where(.${p}-cart-badge-refresh) { display: inline-block; width: .8em; height: .8em; margin-inline-start: .4em; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; vertical-align: middle; }
@media (prefers-reduced-motion: no-preference) { :where(.${p}-cart-badge-refresh) { animation: ${p}-cart-spin .8s linear infinite; } }
@keyframes ${p}-cart-spin { to { transform: rotate(1turn); } }
:where(.${p}-remove[role="button"]) { cursor: pointer; }
:where(.${p}-remove.${p}-disabled) { opacity: .4; cursor: default; }
`;

/** The items that set a row's product (or variation) to 0: a variable row, every variation the cart holds. */
export function removeItems(row: Element, prefix: string): CartItem[] {
  const id = rowIdentity(row, prefix);
  if (id.variationId) return [{ productId: id.productId, variationId: id.variationId, quantity: 0 }];
  const held = $cart.get().inCart[id.productId];
  if (held && typeof held === 'object') {
    const variations = Object.keys(held);
    if (variations.length) return variations.map((variationId) => ({ productId: id.productId, variationId, quantity: 0 }));
  }
  return [{ productId: id.productId, quantity: 0 }];
}

/** Which rows of the table a call's items reach (the add-on's rule: a variation row only for its own variation). */
function rowsOfItems(ctx: CartContext, items: readonly CartItem[]): Map<HTMLTableRowElement, CartItem[]> {
  const byProduct = new Map<string, CartItem[]>();
  for (const item of items) byProduct.set(item.productId, [...(byProduct.get(item.productId) ?? []), item]);
  const out = new Map<HTMLTableRowElement, CartItem[]>();
  if (!byProduct.size) return out;
  for (const row of productRows(ctx.container, ctx.prefix)) {
    const id = rowIdentity(row, ctx.prefix);
    const mine = byProduct.get(id.productId);
    if (!mine) continue;
    const reached = id.variationId ? mine.filter((item) => item.variationId === id.variationId || !item.variationId) : mine;
    if (reached.length) out.set(row, reached);
  }
  return out;
}

/** Makes the add-on's span/div remove controls keyboard buttons (a `<button>` already is one). */
function enhanceRemove(rows: Iterable<Element>, prefix: string): void {
  for (const row of rows) {
    for (const control of row.querySelectorAll<HTMLElement>(controlSelector(prefix, 'remove'))) {
      if (control instanceof HTMLButtonElement) continue;
      if (!control.hasAttribute('role')) control.setAttribute('role', 'button');
      if (!control.hasAttribute('tabindex')) control.tabIndex = 0;
      if (!control.hasAttribute('aria-label')) control.setAttribute('aria-label', shopText('tableRemoveFromCart', rowName(row, prefix)));
    }
  }
}

function setBusy(row: HTMLTableRowElement, prefix: string, state: 'adding' | 'removing' | null): void {
  row.classList.toggle(`${prefix}-adding-product`, state === 'adding');
  row.classList.toggle(`${prefix}-removing-product`, state === 'removing');
  if (state) row.setAttribute('aria-busy', 'true');
  else row.removeAttribute('aria-busy');
  for (const button of cartButtons(row, prefix)) {
    const badge = button.querySelector(`.${prefix}-cart-badge-refresh`);
    if (state && !badge) {
      const spinner = document.createElement('i');
      spinner.className = `${prefix}-cart-badge-refresh`;
      spinner.setAttribute('aria-hidden', 'true');
      button.append(spinner);
    } else if (!state) badge?.remove();
  }
}

/**
 * Adds answered together (requests merged into one call) are spoken as one message, not one per
 * click: twenty quick adds would otherwise queue twenty announcements.
 */
const answeredAdds: string[] = [];
let announceScheduled = false;

function announceAdded(what: string): void {
  answeredAdds.push(what);
  if (announceScheduled) return;
  announceScheduled = true;
  setTimeout(() => {
    announceScheduled = false;
    const list = answeredAdds.splice(0);
    announce(list.length === 1 ? shopText('tableAddedToCart', list[0]!) : shopText('tableAddedToCartList', list.join(', ')), 0, 'cart');
  }, 0);
}

export const cartButtonsPart: CartPart = {
  name: 'cart-buttons',
  start(ctx) {
    const p = ctx.prefix;
    const { signal } = ctx;
    adoptTableStyles('cart-buttons', CSS_TEXT(p));
    enhanceRemove(productRows(ctx.container, p), p);
    const offAppended = ctx.onRowsAppended((rows) => enhanceRemove(rows, p));

    const add = async (row: HTMLTableRowElement, item: CartItem) => {
      const control = quantityControl(row, p);
      // The add-on's "return to initial": the quantity goes back once its add is on its way.
      if (control?.getAttribute(`data-${p}-return-to-initial`)) resetQuantity(row, p);
      const outcome = await requestTableCart([item], tableCartOptions(ctx));
      if (outcome.kind === 'done') announceAdded(`${item.quantity > 0 ? `${item.quantity} × ` : ''}${rowName(row, p)}`);
    };

    const remove = async (row: HTMLTableRowElement, control: Element) => {
      const redirect = control.classList.contains(`${p}-refresh-enabled`) ? location.href : undefined;
      const outcome = await requestTableCart(removeItems(row, p), tableCartOptions(ctx, { flags: { overwrite_cart_qty: true }, redirect }));
      if (outcome.kind === 'done') announce(shopText('tableRemovedFromCart', rowName(row, p)), 0, 'cart');
    };

    const act = (event: Event) => {
      const target = event.target as Element;
      const removeControl = target.closest(controlSelector(p, 'remove'));
      const row = rowOf(removeControl ?? target, p);
      if (!row || !ctx.container.contains(row)) return;
      if (removeControl) {
        event.preventDefault();
        if (removeControl.classList.contains(`${p}-disabled`) || row.classList.contains(`${p}-removing-product`)) return;
        void remove(row, removeControl);
        return;
      }
      const button = target.closest<HTMLElement>(`.${p}-button[data-${p}-link-code]`);
      if (!button || !isCartLinkCode(linkCode(button, p))) return;
      event.preventDefault();
      // A disabled button says why through the blocked-click alert (cart/alerts.ts), not here.
      if (button.classList.contains(`${p}-disabled`)) return;
      const blocked = blockedAddMessage(ctx, row) ?? nypAddProblem(ctx, row);
      if (blocked) {
        window.alert(blocked);
        return;
      }
      if (needsProductForm(ctx, row)) {
        // The form dialog is a chunk of its own: most tables never need it.
        import('./product-modal.ts').then(
          (chunk) => chunk.openProductForm(ctx, row, button),
          (error: unknown) => console.error("shop-product-table: the product's form could not be loaded.", error),
        );
        return;
      }
      const item = rowItem(row, p, ctx.money);
      if (linkCode(button, p) === 'cart_ajax') void add(row, item);
      else postWithoutAjax(ctx, button, item);
    };
    ctx.container.addEventListener('click', act, { signal });
    ctx.container.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      const control = (event.target as Element).closest(`.${p}-remove[role="button"]`);
      if (!control) return;
      event.preventDefault();
      act(event);
    }, { signal });

    // Every table cart call marks the rows it carries, whoever made it (add-selected, the product form…).
    const marked = new Map<number, HTMLTableRowElement[]>();
    const onRequest = (event: HTMLElementEventMap['shop-table-cart-request']) => {
      const rows: HTMLTableRowElement[] = [];
      for (const [row, items] of rowsOfItems(ctx, event.detail.items)) {
        const inCart = Number(row.getAttribute(`data-${p}-in-cart`) ?? 0) > 0;
        setBusy(row, p, items.every((item) => item.quantity === 0) && inCart ? 'removing' : 'adding');
        rows.push(row);
      }
      marked.set(event.detail.callId, rows);
    };
    const onEnd = (event: HTMLElementEventMap['shop-table-cart-updated'] | HTMLElementEventMap['shop-table-cart-failed']) => {
      const rows = marked.get(event.detail.callId);
      if (!rows) return;
      marked.delete(event.detail.callId);
      const stillCarried = new Set([...marked.values()].flat());
      for (const row of rows) if (!stillCarried.has(row)) setBusy(row, p, null);
    };
    document.body.addEventListener('shop-table-cart-request', onRequest, { signal });
    document.body.addEventListener('shop-table-cart-updated', onEnd, { signal });
    document.body.addEventListener('shop-table-cart-failed', onEnd, { signal });
    return offAppended;
  },
};
