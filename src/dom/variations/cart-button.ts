/** §4.2: the add-to-cart button and its wrapper show whether the choice can be bought. */
import type { CartButtonState } from '../../core/variations/display.ts';
import type { MarkupLedger } from '../ledger.ts';

const BUTTON_CLASSES = ['disabled', 'wc-variation-selection-needed', 'wc-variation-is-unavailable'] as const;
const WRAP_CLASSES = ['woocommerce-variation-add-to-cart-disabled', 'woocommerce-variation-add-to-cart-enabled'] as const;

export function showCartButtonState(form: HTMLFormElement, ledger: MarkupLedger, state: CartButtonState): void {
  const enabled = state === 'enabled';
  for (const button of form.querySelectorAll<HTMLElement>('.single_add_to_cart_button')) {
    for (const token of BUTTON_CLASSES) ledger.classToken(button, token);
    ledger.attribute(button, 'aria-disabled');
    button.classList.toggle('disabled', !enabled);
    button.classList.toggle('wc-variation-selection-needed', state === 'selection-needed');
    button.classList.toggle('wc-variation-is-unavailable', state === 'unavailable');
    if (enabled) button.removeAttribute('aria-disabled');
    else button.setAttribute('aria-disabled', 'true');
    const wrap = button.closest('.woocommerce-variation-add-to-cart');
    if (!wrap) continue;
    for (const token of WRAP_CLASSES) ledger.classToken(wrap, token);
    wrap.classList.toggle('woocommerce-variation-add-to-cart-disabled', !enabled);
    wrap.classList.toggle('woocommerce-variation-add-to-cart-enabled', enabled);
  }
}

/**
 * A click on the disabled button does not submit; `onBlocked` hears why it is disabled
 * (the form alerts the shop's text). Returns the function that stops listening.
 */
export function guardCartButton(
  form: HTMLFormElement,
  onBlocked: (state: Exclude<CartButtonState, 'enabled'>) => void,
): () => void {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('.single_add_to_cart_button');
    if (!button || !form.contains(button) || !button.classList.contains('disabled')) return;
    event.preventDefault();
    if (button.classList.contains('wc-variation-is-unavailable')) onBlocked('unavailable');
    else if (button.classList.contains('wc-variation-selection-needed')) onBlocked('selection-needed');
  };
  form.addEventListener('click', onClick);
  return () => form.removeEventListener('click', onClick);
}
