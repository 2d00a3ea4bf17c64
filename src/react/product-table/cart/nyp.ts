/**
 * STUB (type-checking only, until the real cart/nyp.ts is merged; keep the other branch's file).
 */
import type { CartContext } from './rows.ts';

export function nypAddProblem(_ctx: CartContext, _row: Element): string | null {
  return null;
}
