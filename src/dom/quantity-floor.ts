/**
 * §5.1, last rule, applied to the page: every quantity input outside cart rows whose
 * value is below its min is raised to that min. Runs from the drop-in entry on page
 * load and from `shop-add-to-cart` for the markup it adopts. Cart rows are left alone:
 * there a 0 means "remove this line".
 */
import { raisedToMin } from '../core/quantity-floor/index.ts';

const QUANTITY_INPUTS = 'input.qty, .quantity input[type=number]';
const CART_ROWS = '.woocommerce-cart-form, .cart_item';

/** Raises quantities below their min inside `root`; returns the inputs it changed. */
export function applyQuantityFloor(root: ParentNode = document): HTMLInputElement[] {
  const changed: HTMLInputElement[] = [];
  for (const input of root.querySelectorAll<HTMLInputElement>(QUANTITY_INPUTS)) {
    if (input.closest(CART_ROWS)) continue;
    const next = raisedToMin(input.value, input.getAttribute('min'));
    if (next === null) continue;
    input.value = next;
    changed.push(input);
  }
  return changed;
}

