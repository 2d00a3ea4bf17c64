/**
 * STAND-IN for the quantity part's `setQuantityLimits` (the quantity part's own file replaces
 * this one): writes a chosen variation's limits on the row's quantity input, or clears them.
 */
export interface QuantityLimits {
  min?: number;
  max?: number;
  step?: number;
}

export function setQuantityLimits(row: Element, prefix: string, limits: QuantityLimits | null): void {
  const input = row.querySelector<HTMLInputElement>(`.${prefix}-quantity input.qty`);
  if (!input) return;
  const min = String(limits?.min ?? 1);
  input.min = min;
  input.setAttribute(`data-${prefix}-min`, min);
  input.max = limits?.max === undefined ? '' : String(limits.max);
  input.step = limits?.step === undefined ? '1' : String(limits.step);
}
