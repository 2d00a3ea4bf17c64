/**
 * STUB (type-checking only, until the real cart/product-modal.ts is merged; keep the other branch's file).
 */
import type { CartContext } from './rows.ts';

export function needsProductForm(_ctx: CartContext, _row: Element): boolean {
  return false;
}

export async function openProductForm(_ctx: CartContext, _row: Element, _button: HTMLElement): Promise<void> {}
