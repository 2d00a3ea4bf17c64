import { useLayoutEffect, useMemo, useRef } from 'react';
import { messageTemplate } from '../../dom/messages.ts';
import { attributeProblem } from '../../core/attributes/index.ts';
import {
  checkOwnPrice, formatPrice, ownPriceMessage, readAmount,
  type OwnPriceCheck, type OwnPriceProblem, type OwnPriceRange, type PriceFormat,
} from '../../core/price/index.ts';
import type { Settings } from '../../core/settings/index.ts';
import { emit, triggerJQuery } from '../../dom/events.ts';
import type { ElementProps } from '../base/element-props.ts';
import { useTimers } from '../base/hooks.ts';
import { useSettings } from '../settings/use-settings.ts';

/** Parsed as the element file's attribute spec declares them (src/elements/own-price.element.ts). */
export type OwnPriceAttributes = StorefrontElementAttributes['shop-own-price'];

const TAG = 'shop-own-price';
const ERROR_CLASS = 'shop-own-price-error';
/** The platform's class for a form row whose field needs the shopper's attention. */
const INVALID_ROW_CLASS = 'woocommerce-invalid';

/** A limit from the attribute, else from the element's `data-<name>` (what a theme prints), else none. */
function limit(host: HTMLElement, name: 'min' | 'max', fromAttribute: number): number | undefined {
  if (Number.isFinite(fromAttribute)) return fromAttribute;
  const raw = host.dataset[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw.trim());
  if (Number.isFinite(value) && value >= 0) return value;
  console.error(attributeProblem(TAG, `data-${name}`, `${JSON.stringify(raw)} is not a price`, undefined, `no ${name === 'min' ? 'minimum' : 'maximum'}`));
  return undefined;
}

function priceFormat(host: HTMLElement, attrs: OwnPriceAttributes, settings: Settings): PriceFormat {
  const fromData = Number.parseInt(host.dataset.decimals ?? '', 10);
  return {
    decimals: attrs.decimals >= 0 ? attrs.decimals : fromData >= 0 ? fromData : settings.price_decimals,
    forcedDecimals: attrs.forcedDecimals,
    decimalSeparator: attrs.decimalSeparator || settings.price_decimal_separator || '.',
    thousandSeparator: attrs.thousandSeparator || settings.price_thousand_separator,
  };
}

interface FieldRules {
  format: PriceFormat;
  range: OwnPriceRange;
  message(problem: OwnPriceProblem): string;
}

/**
 * Own-price field (§2.13, §3.17, §5.10): adopts the server's price input, reads what the
 * shopper typed on change as one number in the shop's format, writes it back with the
 * configured decimals, tells the add-ons total (and anyone listening) the new amount, and
 * keeps the form from being sent with an amount that is no price or out of the product's range.
 */
export function OwnPrice({ host, element, attrs }: ElementProps<OwnPriceAttributes>) {
  const settings = useSettings(attrs.settings);
  // The limits and decimals a theme prints as data attributes are on the element, or on the markup it names.
  const dataHost = element.dataset.min || element.dataset.max || element.dataset.decimals || host === element ? element : host;
  const format = priceFormat(dataHost, attrs, settings);
  const { min: dataMin, max: dataMax } = dataHost.dataset;
  // Memoised on the texts so that a bad data-min is reported once, not on every render.
  const range = useMemo<OwnPriceRange>(
    () => ({ min: limit(dataHost, 'min', attrs.min), max: limit(dataHost, 'max', attrs.max) }),
    [dataHost, attrs.min, attrs.max, dataMin, dataMax],
  );
  const texts: Record<OwnPriceProblem, string> = {
    invalid: attrs.invalidText || messageTemplate('ownPriceInvalid'),
    'below-minimum': attrs.minText || messageTemplate('ownPriceBelowMinimum'),
    'above-maximum': attrs.maxText || messageTemplate('ownPriceAboveMaximum'),
  };
  const rules: FieldRules = {
    format,
    range,
    message: (problem) =>
      ownPriceMessage(texts[problem], range, (value) => formatPrice(value, format, settings.currency_symbol, settings.price_format)),
  };
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const timers = useTimers();

  useLayoutEffect(() => {
    const input =
      host.querySelector<HTMLInputElement>('input.own-price, input[name="own_price"]') ??
      host.querySelector<HTMLInputElement>('input:not([type="hidden"])');
    if (!input) {
      console.error(`<${TAG}>: no price input inside the element.`);
      return;
    }
    const error = fieldError(input);

    // The server's value shown as the shop writes prices (`10` → `10.00`); text that is no amount stays as printed.
    const initial = readAmount(input.value, rulesRef.current.format);
    if (initial.kind === 'amount' && initial.amount >= 0) input.value = checkOwnPrice(input.value, rulesRef.current.format).text;

    // A press on a button of the form blurs the field first: an error appearing then would move the
    // button away before the release, and the shopper's click would be lost. Its text waits for the release.
    const form = input.form ?? host.closest('form');
    let pressing = false;
    let cancelRecheck = () => {};
    const check = (): OwnPriceCheck => {
      const { format, range, message } = rulesRef.current;
      const result = checkOwnPrice(input.value, format, range);
      if (input.value !== result.text) input.value = result.text;
      if (!pressing) error.show(result.problem && message(result.problem));
      return result;
    };
    const onPress = (event: PointerEvent) => {
      pressing = event.target instanceof Element && event.target.closest('button, input[type="submit"], input[type="image"]') !== null;
    };
    const onRelease = () => {
      if (!pressing) return;
      pressing = false;
      // After the click the release makes (and the submit it may send, which checks on its own).
      cancelRecheck();
      cancelRecheck = timers.after(0, check);
    };

    const onChange = () => {
      const { amount, text } = check();
      for (const total of form?.querySelectorAll<HTMLElement>('#product-addons-total, .wc-pao-addons-container') ?? []) {
        total.dataset.price = String(amount);
      }
      emit(host, 'shop-own-price-changed', { amount, text });
      if (form) triggerJQuery(form, { name: 'woocommerce-product-addons-update', args: [amount], on: form });
    };

    // Capture on the form: runs before the form's own submit handlers (an AJAX add, the platform's scripts).
    const onSubmit = (event: SubmitEvent) => {
      pressing = false;
      if (!check().problem) return;
      event.preventDefault();
      event.stopPropagation();
      input.focus();
    };
    input.addEventListener('change', onChange);
    form?.addEventListener('submit', onSubmit, { capture: true });
    form?.addEventListener('pointerdown', onPress, { capture: true });
    document.addEventListener('pointerup', onRelease, { capture: true });
    document.addEventListener('pointercancel', onRelease, { capture: true });
    return () => {
      cancelRecheck();
      input.removeEventListener('change', onChange);
      form?.removeEventListener('submit', onSubmit, { capture: true });
      form?.removeEventListener('pointerdown', onPress, { capture: true });
      document.removeEventListener('pointerup', onRelease, { capture: true });
      document.removeEventListener('pointercancel', onRelease, { capture: true });
      error.remove();
    };
  }, [host, timers]);

  return null;
}

/**
 * The inline error of the field: a text after the input, named by its `aria-describedby`, with
 * `aria-invalid` on the input and the platform's invalid class on its form row. `remove()` puts
 * the field back as the server printed it.
 */
function fieldError(input: HTMLInputElement) {
  const row = input.closest('.form-row');
  const describedBy = input.getAttribute('aria-describedby');
  const ariaInvalid = input.getAttribute('aria-invalid');
  const rowWasInvalid = row?.classList.contains(INVALID_ROW_CLASS) ?? false;
  const node = input.ownerDocument.createElement('span');
  node.className = ERROR_CLASS;
  node.id = `${input.id || 'own_price'}-error`;
  node.setAttribute('role', 'alert');
  node.hidden = true;
  input.after(node);
  const restoreDescribedBy = () => {
    if (describedBy === null) input.removeAttribute('aria-describedby');
    else input.setAttribute('aria-describedby', describedBy);
  };
  return {
    show(message: string | null) {
      if (!message) {
        if (node.hidden) return;
        node.hidden = true;
        node.textContent = '';
        input.removeAttribute('aria-invalid');
        row?.classList.remove(INVALID_ROW_CLASS);
        restoreDescribedBy();
        return;
      }
      node.textContent = message;
      node.hidden = false;
      input.setAttribute('aria-invalid', 'true');
      row?.classList.add(INVALID_ROW_CLASS);
      input.setAttribute('aria-describedby', describedBy ? `${node.id} ${describedBy}` : node.id);
    },
    remove() {
      node.remove();
      if (ariaInvalid === null) input.removeAttribute('aria-invalid');
      else input.setAttribute('aria-invalid', ariaInvalid);
      row?.classList.toggle(INVALID_ROW_CLASS, rowWasInvalid);
      restoreDescribedBy();
    },
  };
}
