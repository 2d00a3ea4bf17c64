/**
 * STUB (type-checking only, until the real cart/non-ajax.ts is merged; keep the other branch's file).
 */
import type { CartItem } from '../../../core/table/cart-payload.ts';
import type { CartContext } from './rows.ts';

export function postWithoutAjax(_ctx: CartContext, _button: HTMLElement, _item: CartItem): void {}
