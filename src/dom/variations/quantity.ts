/**
 * §5.1 on the page: the form's `.quantity .qty` follows the chosen variation's min and
 * max, and a variation sold individually fixes it at 1 and hides it. What the server
 * printed is recorded before the first change, so that a reset and a release put it back.
 */
import { variationQuantity, type QuantityLimits } from '../../core/variations/quantity.ts';

interface PrintedQuantity {
  min: string | null;
  max: string | null;
  value: string;
  /** The wrapper's inline display, and its whole style attribute for the release. */
  display: string;
  style: string | null;
}

function quantityOf(form: HTMLFormElement) {
  const wrap = form.querySelector<HTMLElement>('.single_variation_wrap .quantity, .quantity');
  const input = wrap?.querySelector<HTMLInputElement>('input.qty') ?? form.querySelector<HTMLInputElement>('input.qty');
  return { wrap, input };
}

function setOrRemove(element: Element, name: string, value: string | null): void {
  // Reading first: a style changed through `element.style` reaches its attribute only when read.
  if (element.getAttribute(name) === value) return;
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

export class QuantityRules {
  readonly #form: HTMLFormElement;
  readonly #printed = new Map<HTMLInputElement, PrintedQuantity>();
  /** The value this form last wrote, to tell it from the shopper's. */
  #written: string | undefined;

  /** Records the quantity as printed: call before anything changes it. */
  constructor(form: HTMLFormElement) {
    this.#form = form;
    this.#record();
  }

  apply(limits: QuantityLimits): void {
    const { wrap, input } = this.#record();
    if (!input) return;
    const next = variationQuantity(input.value, limits);
    input.setAttribute('min', next.min);
    if (next.max === '') input.removeAttribute('max');
    else input.setAttribute('max', next.max);
    if (input.value !== next.value) {
      input.value = next.value;
      this.#written = next.value;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
    if (wrap) wrap.style.display = next.hidden ? 'none' : '';
  }

  /** No variation chosen: min, max and visibility as printed; the shopper's quantity stays. */
  reset(): void {
    const { wrap, input } = quantityOf(this.#form);
    const printed = input && this.#printed.get(input);
    if (!input || !printed) return;
    setOrRemove(input, 'min', printed.min);
    setOrRemove(input, 'max', printed.max);
    if (wrap) wrap.style.display = printed.display;
  }

  /** Lets go of the page: as printed, the value too unless the shopper changed it since this form wrote it. */
  release(): void {
    this.reset();
    const { wrap, input } = quantityOf(this.#form);
    const printed = input && this.#printed.get(input);
    if (input && printed && this.#written !== undefined && input.value === this.#written) input.value = printed.value;
    if (wrap && printed) setOrRemove(wrap, 'style', printed.style);
    this.#written = undefined;
    this.#printed.clear();
  }

  #record() {
    const parts = quantityOf(this.#form);
    const { wrap, input } = parts;
    if (input && !this.#printed.has(input)) {
      this.#printed.set(input, {
        min: input.getAttribute('min'),
        max: input.getAttribute('max'),
        value: input.value,
        display: wrap?.style.display ?? '',
        style: wrap?.getAttribute('style') ?? null,
      });
    }
    return parts;
  }
}
