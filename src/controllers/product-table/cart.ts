/**
 * Starts the table's cart side (cart/table-cart.ts, its own chunk) when the table has any cart
 * control: tables that only list products never load it. The chunk is asked for at once, not on
 * the first click, so it is there by the time a shopper acts; until then the cart links work as
 * links (`?add-to-cart=…`), as they do without JavaScript.
 */
import type { TableContext } from './context.ts';
import { lazyFeature } from './lazy-part.ts';

function hasCartControls(ctx: TableContext): boolean {
  const p = ctx.prefix;
  return ctx.container.querySelector(
    [
      `.${p}-button[data-${p}-link-code^="cart"]`, `.${p}-cart-checkbox`, `.${p}-quantity`, `.${p}-select-variation-dropdown`,
      `.${p}-select-variation`, `.${p}-add-to-cart-wrapper`, `.${p}-remove`, `.${p}-in-cart`, `.${p}-total`, `.${p}-add-selected`,
    ].join(', '),
  ) !== null;
}

export const cartSide = lazyFeature('cart', [{
  what: 'the cart controls',
  present: hasCartControls,
  load: () => import('./cart/table-cart.ts').then((chunk) => chunk.startTableCart),
}]);
