/**
 * Which rows cannot go in the cart from the row alone and need the product's own form (§7.7).
 * Kept apart from the form dialog (product-modal.ts), which is a chunk of its own fetched on first use.
 */
import { rowCartForm, rowItem } from './items.ts';
import { nypInput, rowIdentity, rowNeeds, rowVariation, type CartContext } from './rows.ts';

/** A required field of the row's form left empty. */
function missesRequired(form: HTMLFormElement): boolean {
  return [...form.elements].some((element) => (element as HTMLInputElement).validity?.valueMissing === true);
}

/** §7.7: whether the row's add needs the product's own form. */
export function needsProductForm(ctx: CartContext, row: Element): boolean {
  const p = ctx.prefix;
  const needs = rowNeeds(row, p);
  if (needs.composite || needs.bundle) return true;
  const id = rowIdentity(row, p);
  if (id.type === 'variable' && !rowVariation(row)?.complete_match) return true;
  // A variation with an "any" attribute the row did not let the shopper fill.
  if (id.variationId && Object.values(rowItem(row, p, ctx.money).attributes ?? {}).some((value) => value === '')) return true;
  if (needs.addons || needs.measurement) {
    const form = rowCartForm(row, p);
    if (!form) return true;
    if (needs.addons && missesRequired(form)) return true;
    if (needs.measurement) {
      const inputs = [...form.querySelectorAll<HTMLInputElement>('#price_calculator input[name]:not([type="hidden"])')];
      if (inputs.length === 0 || inputs.some((input) => input.value.trim() === '')) return true;
    }
  }
  return needs.nyp && nypInput(row, p) === null;
}
