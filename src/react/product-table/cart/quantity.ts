/**
 * STUB (type-checking only): the quantity part's contract, replaced by the real cart/quantity.ts on merge.
 */
export function setQuantity(row: Element, prefix: string, value: string): void {
  const input = row.querySelector<HTMLInputElement | HTMLSelectElement>(`.${prefix}-quantity input.qty, .${prefix}-quantity select.${prefix}-qty-select`);
  if (!input) return;
  input.value = value;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export function resetQuantity(_row: Element, _prefix: string): void {}
