/**
 * STUB (type-checking only, until the real cart/quantity.ts is merged; keep the other branch's file).
 */
export function resetQuantity(_row: Element, _prefix: string): void {}
