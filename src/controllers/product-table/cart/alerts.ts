/**
 * Why a row cannot go in the cart (§5.5, §8): the store's text for a click on a disabled cart
 * button or plus control, and the part that shows it.
 */
import { isBuyableChoice, rowIdentity, rowOf, rowVariation, type CartContext, type CartPart } from './rows.ts';

/**
 * The alert for an add the row blocks; null when the row is not blocked by its choice or stock
 * (a quantity error shows its own message beside the input).
 */
export function blockedAddMessage(ctx: CartContext, row: Element): string | null {
  if (rowIdentity(row, ctx.prefix).type !== 'variable') {
    return row.classList.contains(ctx.cls('out-of-stock')) ? ctx.cartSettings.i18n_out_of_stock_text : null;
  }
  // A variable row without a choice control takes its choice in the product form instead.
  const choice = rowVariation(row);
  if (!choice) return null;
  if (!choice.variation_selected) return ctx.settings.i18n_make_a_selection_text;
  if (!choice.variation_found) return ctx.settings.i18n_no_matching_variations_text;
  return isBuyableChoice(choice) ? null : ctx.settings.i18n_unavailable_text;
}

/**
 * Clicks on a disabled cart button or plus control. The listener captures on the container, so
 * it runs before every other click handler of the table (the cart button's included): it cancels
 * the link, stops the event there, and alerts why when the row's choice or stock is the reason.
 */
export const blockedClicks: CartPart = {
  name: 'blocked-clicks',
  start(ctx) {
    const p = ctx.prefix;
    const disabled = `.${p}-button.${p}-disabled[data-${p}-link-code^="cart"], .${p}-plus.${p}-qty-controller.${p}-disabled`;
    ctx.container.addEventListener('click', (event) => {
      const control = (event.target as Element).closest(disabled);
      if (!control) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const row = rowOf(control, p);
      const message = row && blockedAddMessage(ctx, row);
      if (message) window.alert(message);
    }, { signal: ctx.signal, capture: true });
  },
};
