/**
 * STUB (type-checking only, until the real cart/cart-widget.ts is merged; keep the other branch's
 * file): the two helpers the add-selected part uses, with their real signatures.
 */
import type { TableCartOptions } from '../../../stores/product-table-cart.ts';
import type { CartContext } from './rows.ts';

export function tableCartOptions(ctx: CartContext, more: Partial<TableCartOptions> = {}): TableCartOptions {
  return { prefix: ctx.prefix, settings: ctx.settings, cartWidgetPermitted: false, ...more };
}

export function rowName(row: Element, prefix: string): string {
  return row.querySelector(`td.${prefix}-title .${prefix}-cell-val`)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}
