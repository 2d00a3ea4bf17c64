/**
 * STUB (type-checking only, until the real cart/alerts.ts is merged; keep the other branch's file).
 */
import type { CartContext } from './rows.ts';

export function blockedAddMessage(_ctx: CartContext, _row: Element): string | null {
  return null;
}
