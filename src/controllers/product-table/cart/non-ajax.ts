/**
 * §7.8: the cart buttons whose link code goes to another page (cart_redirect, cart_checkout,
 * cart_refresh) add by posting the platform's own add-to-cart form to the button's href, so the
 * shop adds the item and the browser lands on that page with its notices.
 */
import type { CartItem } from '../../../core/product-table/cart-payload.ts';
import { guardUrl } from '../../../dom/url.ts';
import { itemFormFields } from './items.ts';
import { quantityControl, rowOf, type CartContext } from './rows.ts';

/** Set while a post is leaving the page: a second click must not add the item twice. */
let posting = false;

if (typeof window !== 'undefined') {
  // Back to a page kept in the back/forward cache: its buttons work again.
  window.addEventListener('pageshow', () => {
    posting = false;
  });
}

/** The quantity to post: the item's, or the row's minimum when the row says none (empty or 0). */
function postedQuantity(ctx: CartContext, button: Element, item: CartItem): number {
  if (Number.isFinite(item.quantity) && item.quantity > 0) return item.quantity;
  const row = rowOf(button, ctx.prefix);
  const control = row && quantityControl(row, ctx.prefix);
  const min = Number.parseFloat(control?.getAttribute(`data-${ctx.prefix}-min`) ?? '');
  return Number.isFinite(min) && min > 0 ? min : 1;
}

export function postWithoutAjax(ctx: CartContext, button: HTMLElement, item: CartItem): void {
  if (posting) return;
  const href = button.getAttribute('href') ?? '';
  const action = guardUrl(href, `shop-product-table: the cart button's href`);
  if (action === null) return;
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  const fields = itemFormFields({ ...item, quantity: postedQuantity(ctx, button, item) });
  fields.push([`${ctx.prefix}_request`, 'true']);
  for (const [name, value] of fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  posting = true;
  form.submit();
}
