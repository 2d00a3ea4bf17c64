/**
 * Name-your-price rows (§5.6): the alert that refuses an add without a valid amount, and the
 * inline minimum / maximum errors while the shopper types (wrapper error classes, aria-invalid,
 * the message filled from its `data-{prefix}-error-message-template`). A price typed into a row
 * whose quantity is empty gives it the minimum quantity. The row total follows the input's own
 * `input`/`change` events.
 */
import { formatFigure, formatTableMoney } from '../../../core/product-table/money.ts';
import { nypAlertText, nypFormat, nypInlineError, nypInlineText, nypProblem, readNypLimit, type NypLimits } from '../../../core/product-table/nyp.ts';
import { adoptTableStyles } from '../../../dom/product-table/styles.ts';
import { setQuantity } from './quantity.ts';
import { nypInput, quantityControl, rowOf, type CartContext, type CartPart } from './rows.ts';

function limitsOf(input: HTMLInputElement, prefix: string): NypLimits {
  return {
    min: readNypLimit(input.getAttribute(`data-${prefix}-nyp-minimum-price`) ?? input.getAttribute('min')),
    max: readNypLimit(input.getAttribute(`data-${prefix}-nyp-maximum-price`) ?? input.getAttribute('max')),
  };
}

function moneyFormat(ctx: CartContext) {
  return nypFormat(ctx.money);
}

/** The row's own-price input when the row asks for one (a variation without it hides the input). */
function ownPriceInput(ctx: CartContext, row: Element): HTMLInputElement | null {
  return row.classList.contains(ctx.cls('product-has-name-your-price')) ? nypInput(row, ctx.prefix) : null;
}

/** §5.6: the alert text that refuses the row's add, or null when its amount can be sent. */
export function nypAddProblem(ctx: CartContext, row: Element): string | null {
  const input = ownPriceInput(ctx, row);
  if (!input) return null;
  const limits = limitsOf(input, ctx.prefix);
  const problem = nypProblem(input.value, limits, moneyFormat(ctx));
  return problem && nypAlertText(problem, ctx.cartSettings.nyp_error_message_templates, limits, (n) => formatTableMoney(n, ctx.money));
}

function isChecked(ctx: CartContext, row: Element): boolean {
  return row.querySelector<HTMLInputElement>(`input.${ctx.cls('cart-checkbox')}`)?.checked ?? row.classList.contains(ctx.cls('row--checked'));
}

let ids = 0;

/** Shows the row's inline error (or none) on its wrapper, input and messages. */
function showInlineError(ctx: CartContext, input: HTMLInputElement, checked: boolean): void {
  const wrapper = input.closest(`.${ctx.cls('name-your-price')}`) ?? input.parentElement;
  if (!wrapper) return;
  const limits = limitsOf(input, ctx.prefix);
  const error = nypInlineError(input.value, limits, checked, moneyFormat(ctx));
  const base = ctx.cls('name-your-price-wrapper--input-error');
  wrapper.classList.toggle(base, error !== null);
  wrapper.classList.toggle(`${base}--min-price`, error === 'min');
  wrapper.classList.toggle(`${base}--max-price`, error === 'max');
  if (error) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
  const described = new Set((input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean));
  for (const kind of ['min', 'max'] as const) {
    const message = wrapper.querySelector<HTMLElement>(`.${ctx.cls('name-your-price-input-error-message')}--${kind}-price`);
    if (!message) continue;
    if (!message.id) message.id = `${ctx.cls('nyp-error')}-${(ids += 1)}`;
    described.add(message.id);
    const template = message.getAttribute(`data-${ctx.prefix}-error-message-template`);
    if (error === kind && template !== null) message.textContent = nypInlineText(template, limits, (n) => formatFigure(n, ctx.money));
  }
  input.setAttribute('aria-describedby', [...described].join(' '));
}

function styles(prefix: string): string {
  const message = `.${prefix}-name-your-price-input-error-message`;
  const wrapper = `.${prefix}-name-your-price-wrapper--input-error`;
  return `:where(${message}) { display: none; color: #b00020; }
:where(${wrapper}--min-price ${message}--min-price, ${wrapper}--max-price ${message}--max-price) { display: block; }`;
}

export const nypPart: CartPart = {
  name: 'nyp',
  start(ctx) {
    adoptTableStyles(`nyp-${ctx.prefix}`, styles(ctx.prefix));
    const inputSelector = `input.${ctx.cls('name-your-price--input')}`;
    const onInput = (event: Event) => {
      const target = event.target;
      if (!(target instanceof HTMLInputElement)) return;
      const row = rowOf(target, ctx.prefix);
      if (!row) return;
      if (target.matches(inputSelector)) {
        showInlineError(ctx, target, isChecked(ctx, row));
        const quantity = quantityControl(row, ctx.prefix);
        if (target.value.trim() !== '' && quantity instanceof HTMLInputElement && quantity.value.trim() === '') {
          setQuantity(row, ctx.prefix, quantity.getAttribute(`data-${ctx.prefix}-min`) || quantity.getAttribute('min') || '1');
        }
      } else if (target.matches(`input.${ctx.cls('cart-checkbox')}`) && event.type === 'change') {
        // A checked row with an empty amount shows the minimum error; unchecking it clears that.
        const input = ownPriceInput(ctx, row);
        if (input) showInlineError(ctx, input, target.checked);
      }
    };
    ctx.container.addEventListener('input', onInput, { signal: ctx.signal });
    ctx.container.addEventListener('change', onInput, { signal: ctx.signal });
  },
};
