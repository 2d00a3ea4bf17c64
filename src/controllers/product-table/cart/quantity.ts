/**
 * The rows' quantity controls (§5.4, §9.2): the live check and its error message, the correction
 * on change, plus and minus (also held down), arrow keys and Enter in the input, quantity selects,
 * the same product's quantity kept equal in every row and table of the page, and the limits a
 * chosen variation sets. The rules themselves are core/product-table/quantity.ts.
 */
import { shopText } from '../../../dom/messages.ts';
import { TABLE } from '../../../core/timings/index.ts';
import {
  correctedQuantity,
  holdStepsBy,
  initialQuantityValue,
  purchaseMinimum,
  quantityError,
  quantitySelectOptions,
  quantityStepper,
  readQuantity,
  QUANTITY_ERROR_KINDS,
  QUANTITY_SELECT_MAX_OPTIONS,
  type QuantityAttributes,
} from '../../../core/product-table/quantity.ts';
import { triggerJQuery } from '../../../dom/events.ts';
import { adoptTableStyles } from '../../../dom/product-table/styles.ts';
import { cartButtons, productRows, quantityControl, rowIdentity, rowOf, setDisabledReason, type CartPart } from './rows.ts';

type QuantityControl = HTMLInputElement | HTMLSelectElement;

function styles(p: string): string {
  return `
:where(.${p}-quantity-error-message) { display: none; }
${QUANTITY_ERROR_KINDS.map((k) => `:where(.${p}-quantity-error--${k}) :where(.${p}-quantity-error-message--${k})`).join(', ')} { display: block; }
:where(.${p}-qty-controller) { cursor: pointer; touch-action: manipulation; user-select: none; -webkit-user-select: none; }
:where(.${p}-qty-controller.${p}-disabled) { opacity: 0.4; cursor: not-allowed; }
:where(.${p}-qty-controller):focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
@media (pointer: coarse) { :where(.${p}-qty-controller) { min-width: 44px; min-height: 44px; } }`;
}

const isInput = (control: Element | null): control is HTMLInputElement => control instanceof HTMLInputElement;

function quantityInputOf(target: EventTarget | null, prefix: string): HTMLInputElement | null {
  return target instanceof HTMLInputElement && target.matches(`.${prefix}-quantity input.qty`) ? target : null;
}

function quantitySelectOf(target: EventTarget | null, prefix: string): HTMLSelectElement | null {
  return target instanceof HTMLSelectElement && target.matches(`select.${prefix}-qty-select`) ? target : null;
}

export function quantityAttributes(input: HTMLInputElement, prefix: string): QuantityAttributes {
  return {
    min: input.getAttribute('min'),
    realMin: input.getAttribute(`data-${prefix}-min`),
    max: input.getAttribute('max'),
    step: input.getAttribute('step'),
    initial: input.getAttribute(`data-${prefix}-initial-value`),
  };
}

/** The controllers' disabled state (§5.4): minus below the min, plus above the max. */
function limitControllers(input: HTMLInputElement, prefix: string): void {
  const wrapper = input.closest(`.${prefix}-quantity`);
  if (!wrapper) return;
  const stepper = quantityStepper(input.value, quantityAttributes(input, prefix));
  for (const controller of wrapper.querySelectorAll<HTMLElement>(`:scope > .${prefix}-qty-controller`)) {
    const disabled = input.disabled || (controller.classList.contains(`${prefix}-plus`) ? stepper.plusDisabled : stepper.minusDisabled);
    controller.classList.toggle(`${prefix}-disabled`, disabled);
    // aria-disabled, not disabled: a held button keeps focus when it reaches the limit.
    if (disabled) controller.setAttribute('aria-disabled', 'true');
    else controller.removeAttribute('aria-disabled');
  }
}

/** The descriptions the input was printed with (the three messages), kept to restore. */
const printedDescriptions = new WeakMap<HTMLInputElement, string | null>();
let messageIds = 0;

/** The live check (§5.4): error classes, aria-invalid, the one message that applies, the cart buttons' reason. */
export function checkQuantity(input: HTMLInputElement, prefix: string): void {
  const wrapper = input.closest(`.${prefix}-quantity`);
  const kind = input.disabled ? null : quantityError(input.value, quantityAttributes(input, prefix));
  if (wrapper) {
    wrapper.classList.toggle(`${prefix}-quantity-error`, kind !== null);
    for (const k of QUANTITY_ERROR_KINDS) wrapper.classList.toggle(`${prefix}-quantity-error--${k}`, k === kind);
  }
  if (!printedDescriptions.has(input)) printedDescriptions.set(input, input.getAttribute('aria-describedby'));
  const message = kind ? wrapper?.querySelector<HTMLElement>(`.${prefix}-quantity-error-message--${kind}`) : null;
  if (kind) {
    input.setAttribute('aria-invalid', 'true');
    if (message) {
      if (!message.id) message.id = `${prefix}-quantity-error-${(messageIds += 1)}`;
      input.setAttribute('aria-describedby', message.id);
    }
  } else {
    input.removeAttribute('aria-invalid');
    const printed = printedDescriptions.get(input);
    if (printed) input.setAttribute('aria-describedby', printed);
    else input.removeAttribute('aria-describedby');
  }
  const row = rowOf(input, prefix);
  if (row) setDisabledReason(row, prefix, 'quantity-input-error', kind !== null);
  limitControllers(input, prefix);
}

/** Correction on change, then the live check. */
function correctQuantity(input: HTMLInputElement, prefix: string): void {
  if (!input.disabled) {
    const next = correctedQuantity(input.value, quantityAttributes(input, prefix));
    if (next !== input.value) input.value = next;
  }
  checkQuantity(input, prefix);
}

const changeEvent = () => new Event('change', { bubbles: true });

/**
 * How many rows of the page show each product (`rowIdentity` key), counted once per task: a bulk
 * change (select all on a thousand rows) must not search the whole page once per row.
 */
let productCounts: Map<string, number> | null = null;
function rowsPerProduct(prefix: string): Map<string, number> {
  if (!productCounts) {
    const counts = new Map<string, number>();
    for (const row of document.querySelectorAll(`tr.${prefix}-row[data-${prefix}-product-id]`)) {
      const { key } = rowIdentity(row, prefix);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    productCounts = counts;
    queueMicrotask(() => (productCounts = null));
  }
  return productCounts;
}

/**
 * The rows that show the same product as `row`, in every table of the page (§1 "product rows"):
 * the same variation for a variation row, else the same product's non-variation rows.
 */
export function sameProductRows(row: HTMLTableRowElement, prefix: string): HTMLTableRowElement[] {
  const { productId, variationId, key } = rowIdentity(row, prefix);
  if ((rowsPerProduct(prefix).get(key) ?? 0) < 2) return [row];
  const selector = variationId
    ? `tr.${prefix}-row.${prefix}-product-type-variation[data-${prefix}-variation-id="${CSS.escape(variationId)}"]`
    : `tr.${prefix}-row[data-${prefix}-product-id="${CSS.escape(productId)}"]:not(.${prefix}-product-type-variation)`;
  return [...document.querySelectorAll<HTMLTableRowElement>(selector)];
}

/** Gives every other row of the same product the value `source` now holds. */
function syncSameProduct(source: QuantityControl, prefix: string): void {
  const row = rowOf(source, prefix);
  if (!row || source.closest(`.${prefix}-add-to-cart-wrapper`)) return;
  for (const other of sameProductRows(row, prefix)) {
    for (const button of other.querySelectorAll('.add_to_cart_button')) button.setAttribute('data-quantity', source.value);
    if (other === row) continue;
    const control = quantityControl(other, prefix);
    if (!control || control.value === source.value) continue;
    if (control instanceof HTMLSelectElement && ![...control.options].some((o) => o.value === source.value)) continue;
    control.value = source.value;
    if (isInput(control)) checkQuantity(control, prefix);
  }
}

/** The least quantity the row can be bought in: the input's purchase minimum, a select's first option. */
export function quantityMinimum(control: QuantityControl, prefix: string): string {
  return isInput(control) ? String(purchaseMinimum(quantityAttributes(control, prefix))) : (control.options[0]?.value ?? String(TABLE.quantityMin));
}

/** Sets a row's quantity as the shopper would (corrected, checked) and announces it with a bubbling `change`. */
export function setQuantity(row: Element, prefix: string, value: string): void {
  const control = quantityControl(row, prefix);
  if (!control) return;
  control.value = value;
  if (isInput(control)) correctQuantity(control, prefix);
  control.dispatchEvent(changeEvent());
}

/**
 * Puts a row back as it started (the add-on's "return to initial" once its add is on its way):
 * unchecked, its quantity at the initial value (a select: its first option).
 */
export function resetQuantity(row: Element, prefix: string): void {
  const box = row.querySelector<HTMLInputElement>(`input.${prefix}-cart-checkbox`);
  if (box?.checked) {
    box.checked = false;
    box.dispatchEvent(changeEvent());
  }
  const control = quantityControl(row, prefix);
  if (!control) return;
  control.value = isInput(control) ? initialQuantityValue(quantityAttributes(control, prefix)) : (control.options[0]?.value ?? '');
  if (isInput(control)) checkQuantity(control, prefix);
  control.dispatchEvent(changeEvent());
}

interface PrintedLimits {
  min: string | null;
  realMin: string | null;
  max: string | null;
  step: string | null;
  options?: HTMLOptionElement[];
}
const printedLimits = new WeakMap<QuantityControl, PrintedLimits>();

function setAttr(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

function showLimitsInMessages(input: HTMLInputElement, prefix: string): void {
  const wrapper = input.closest(`.${prefix}-quantity`);
  if (!wrapper) return;
  const a = quantityAttributes(input, prefix);
  const shown = { min: a.realMin ?? a.min ?? String(TABLE.quantityMin), max: a.max ?? '', step: a.step || String(TABLE.quantityStep) };
  for (const k of QUANTITY_ERROR_KINDS) {
    for (const placeholder of wrapper.querySelectorAll(`.${prefix}-quantity-error-placeholder--${k}`)) placeholder.textContent = shown[k];
  }
}

/**
 * The limits of a chosen variation (§4.8), or null when the choice is cleared (§4.9: the limits
 * the row was printed with come back). The value is kept when it fits, else corrected; with
 * "reset on variation change" it goes to the new min. Ends with a bubbling `change`.
 */
export function setQuantityLimits(row: Element, prefix: string, limits: { min?: number; max?: number; step?: number } | null): void {
  const control = quantityControl(row, prefix);
  if (!control) return;
  let printed = printedLimits.get(control);
  if (!printed) {
    printed = {
      min: control.getAttribute('min'),
      realMin: control.getAttribute(`data-${prefix}-min`),
      max: control.getAttribute('max'),
      step: control.getAttribute('step'),
      ...(isInput(control) ? {} : { options: [...control.options].map((o) => o.cloneNode(true) as HTMLOptionElement) }),
    };
    printedLimits.set(control, printed);
  }
  const valid = (n: number | undefined) => (n !== undefined && Number.isFinite(n) && n > 0 ? String(n) : null);
  const realMin = limits ? (valid(limits.min) ?? String(TABLE.quantityMin)) : (printed.realMin ?? printed.min);
  const max = limits ? valid(limits.max) : printed.max;
  const step = limits ? valid(limits.step) : printed.step;

  if (isInput(control)) {
    const initial = control.getAttribute(`data-${prefix}-initial-value`);
    setAttr(control, 'min', limits ? (initial === '0' ? '0' : realMin) : printed.min);
    setAttr(control, `data-${prefix}-min`, limits ? realMin : printed.realMin);
    setAttr(control, 'max', max);
    setAttr(control, 'step', step);
    const attrs = quantityAttributes(control, prefix);
    const resetToMin = limits && initial !== 'empty' && initial !== '0' && control.getAttribute(`data-${prefix}-reset-on-variation-change`) === '1';
    control.value = resetToMin ? initialQuantityValue(attrs) : correctedQuantity(control.value, attrs);
    showLimitsInMessages(control, prefix);
    checkQuantity(control, prefix);
  } else {
    const current = control.value;
    if (limits) {
      const label = control.getAttribute(`data-${prefix}-qty-label`) ?? '';
      const maxQty = readQuantity(control.getAttribute(`data-${prefix}-max-qty`), 10);
      const values = quantitySelectOptions(Number(realMin), readQuantity(step, TABLE.quantityStep), max === null ? null : Number(max), maxQty);
      if (values.length === QUANTITY_SELECT_MAX_OPTIONS) {
        console.warn(`shop-product-table: the quantity select of product ${rowIdentity(row, prefix).productId} would list more than ${QUANTITY_SELECT_MAX_OPTIONS} quantities; it lists the first ${QUANTITY_SELECT_MAX_OPTIONS}.`);
      }
      control.replaceChildren(...values.map((v, i) => new Option(`${i === 0 ? label : ''}${v}`, String(v))));
      control.setAttribute('min', realMin ?? '');
    } else {
      control.replaceChildren(...(printed.options ?? []).map((o) => o.cloneNode(true)));
      setAttr(control, 'min', printed.min);
    }
    control.value = current;
    if (control.selectedIndex < 0) control.selectedIndex = 0;
  }
  control.dispatchEvent(changeEvent());
}

/** Starts a row's number input at its initial value (`0`, empty or min), once per input. */
const initialised = new WeakSet<HTMLInputElement>();
/** While rows start: their initial values are not the shopper's, so other rows do not follow them. */
let initialising = false;
function initialiseQuantities(rows: Iterable<Element>, prefix: string): void {
  initialising = true;
  try {
    initialiseRows(rows, prefix);
  } finally {
    initialising = false;
  }
}
function initialiseRows(rows: Iterable<Element>, prefix: string): void {
  for (const row of rows) {
    for (const input of row.querySelectorAll<HTMLInputElement>(`.${prefix}-quantity input.qty[type="number"]`)) {
      if (initialised.has(input)) continue;
      initialised.add(input);
      if (input.getAttribute(`data-${prefix}-initial-value`)) input.value = initialQuantityValue(quantityAttributes(input, prefix));
      triggerJQuery(input, { name: 'wcpt_updating_initial_quantity' });
      input.dispatchEvent(changeEvent());
      triggerJQuery(input, { name: 'wcpt_initial_quantity_updated' });
    }
  }
}

/** The add-on's span controllers become keyboard-reachable buttons. */
function enhanceControllers(root: ParentNode, prefix: string): void {
  for (const controller of root.querySelectorAll<HTMLElement>(`.${prefix}-quantity .${prefix}-qty-controller`)) {
    if (controller instanceof HTMLButtonElement || controller.hasAttribute('role')) continue;
    controller.setAttribute('role', 'button');
    controller.tabIndex = 0;
    if (!controller.hasAttribute('aria-label') && !controller.textContent?.trim()) {
      controller.setAttribute('aria-label', shopText(controller.classList.contains(`${prefix}-plus`) ? 'quantityIncrease' : 'quantityDecrease'));
    }
  }
}

function controllerOf(target: EventTarget | null, prefix: string): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(`.${prefix}-quantity .${prefix}-qty-controller`) : null;
}

/** One plus or minus step; false when the controller is disabled (or has no input). */
function stepWith(controller: HTMLElement, prefix: string): boolean {
  if (controller.classList.contains(`${prefix}-disabled`)) return false;
  const input = controller.closest(`.${prefix}-quantity`)?.querySelector<HTMLInputElement>('input.qty');
  if (!input || input.disabled) return false;
  const stepper = quantityStepper(input.value, quantityAttributes(input, prefix));
  input.value = String(controller.classList.contains(`${prefix}-plus`) ? stepper.plus : stepper.minus);
  input.dispatchEvent(changeEvent());
  return true;
}

export const quantityPart: CartPart = {
  name: 'quantity',
  start(ctx) {
    const p = ctx.prefix;
    const { container, signal } = ctx;
    adoptTableStyles(`cart-quantity-${p}`, styles(p));
    const options = { signal };

    const live = (event: Event) => {
      const input = quantityInputOf(event.target, p);
      if (input) checkQuantity(input, p);
    };
    container.addEventListener('input', live, options);
    container.addEventListener('keyup', live, options);
    container.addEventListener(
      'change',
      (event) => {
        const input = quantityInputOf(event.target, p);
        if (input) correctQuantity(input, p);
        const control = input ?? quantitySelectOf(event.target, p);
        if (control && !initialising) syncSameProduct(control, p);
      },
      options,
    );

    // Press and hold (§9.2): the steps follow the time held (holdStepsBy), read on every 10 ms
    // tick; counting ticks instead made a busy phone's hold run at half speed or slower.
    let hold: { controller: HTMLElement; timer: ReturnType<typeof setInterval>; pressedAt: number; steps: number; stepped: boolean } | undefined;
    let swallowClick: HTMLElement | undefined;
    const stopHold = () => {
      if (!hold) return;
      clearInterval(hold.timer);
      if (hold.stepped) {
        // The click of this release comes in the same task; a later click is the shopper's own.
        swallowClick = hold.controller;
        setTimeout(() => (swallowClick = undefined));
      }
      hold = undefined;
    };
    container.addEventListener(
      'pointerdown',
      (event) => {
        const controller = controllerOf(event.target, p);
        if (!controller || event.button !== 0) return;
        stopHold();
        swallowClick = undefined;
        const now = performance.now();
        // From the press itself (same clock as performance.now), even when this handler ran late.
        const pressedAt = event.timeStamp > 0 && event.timeStamp <= now ? event.timeStamp : now;
        const current = {
          controller,
          pressedAt,
          steps: 0,
          stepped: false,
          timer: setInterval(() => {
            const due = holdStepsBy(performance.now() - current.pressedAt);
            while (current.steps < due) {
              if (!stepWith(controller, p)) {
                stopHold();
                return;
              }
              current.steps += 1;
              current.stepped = true;
            }
          }, TABLE.quantityHoldTickMs),
        };
        hold = current;
      },
      options,
    );
    for (const type of ['pointerup', 'pointercancel'] as const) document.addEventListener(type, stopHold, options);
    container.addEventListener(
      'pointerout',
      (event) => {
        if (hold && event.target instanceof Node && hold.controller.contains(event.target) && !(event.relatedTarget instanceof Node && hold.controller.contains(event.relatedTarget))) stopHold();
      },
      options,
    );
    signal.addEventListener('abort', stopHold);
    container.addEventListener(
      'contextmenu',
      (event) => {
        if (controllerOf(event.target, p)) event.preventDefault();
      },
      options,
    );
    container.addEventListener(
      'click',
      (event) => {
        const controller = controllerOf(event.target, p);
        if (!controller) return;
        event.preventDefault();
        // The click that ends a hold adds no step of its own.
        if (swallowClick === controller) {
          swallowClick = undefined;
          return;
        }
        stepWith(controller, p);
      },
      options,
    );
    container.addEventListener('dblclick', (event) => controllerOf(event.target, p) && event.preventDefault(), options);

    container.addEventListener(
      'keydown',
      (event) => {
        const controller = controllerOf(event.target, p);
        if (controller && !(controller instanceof HTMLButtonElement) && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          stepWith(controller, p);
          return;
        }
        const input = quantityInputOf(event.target, p);
        if (!input || input.disabled) return;
        if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
          event.preventDefault();
          const stepper = quantityStepper(input.value, quantityAttributes(input, p));
          const up = event.key === 'ArrowUp';
          if (up ? stepper.plusDisabled : stepper.minusDisabled) return;
          input.value = String(up ? stepper.plus : stepper.minus);
          input.dispatchEvent(changeEvent());
        } else if (event.key === 'Enter') {
          event.preventDefault();
          input.dispatchEvent(changeEvent());
          const row = rowOf(input, p);
          const button = row ? (cartButtons(row, p)[0] ?? sameProductRows(row, p).flatMap((r) => cartButtons(r, p))[0]) : undefined;
          button?.click();
        }
      },
      options,
    );

    // Last: the initial values' change events find the listeners above.
    enhanceControllers(container, p);
    for (const input of container.querySelectorAll<HTMLInputElement>(`.${p}-quantity input.qty`)) showLimitsInMessages(input, p);
    initialiseQuantities(productRows(container, p), p);
    ctx.onRowsAppended((rows) => {
      for (const row of rows) enhanceControllers(row, p);
      initialiseQuantities(rows, p);
    });
  },
};
