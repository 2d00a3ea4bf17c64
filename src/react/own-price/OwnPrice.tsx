import { useLayoutEffect, useRef } from 'react';
import { normaliseOwnPrice, type PriceFormat } from '../../core/price/index.ts';
import { emit, triggerJQuery } from '../../dom/events.ts';
import type { ElementProps } from '../base/element-props.ts';

export interface OwnPriceAttributes {
  decimals: number;
  forcedDecimals: boolean;
  decimalSeparator: string;
  thousandSeparator: string;
}


/**
 * Own-price field (§2.13, §3.17, §5.10): adopts the server's price input, reads what the
 * shopper typed on change, writes it back with the configured decimals and tells the
 * add-ons total (and anyone listening) the new amount.
 */
export function OwnPrice({ host, attrs, settings }: ElementProps<OwnPriceAttributes>) {
  const format: PriceFormat = {
    decimals:
      attrs.decimals >= 0
        ? attrs.decimals
        : Number.parseInt(host.dataset.decimals ?? '', 10) >= 0
          ? Number.parseInt(host.dataset.decimals!, 10)
          : settings.price_decimals,
    forcedDecimals: attrs.forcedDecimals,
    decimalSeparator: attrs.decimalSeparator || settings.price_decimal_separator || '.',
    thousandSeparator: attrs.thousandSeparator || settings.price_thousand_separator,
  };
  const formatRef = useRef(format);
  formatRef.current = format;

  useLayoutEffect(() => {
    const input =
      host.querySelector<HTMLInputElement>('input.own-price, input[name="own_price"]') ??
      host.querySelector<HTMLInputElement>('input:not([type="hidden"])');
    if (!input) {
      console.error('<shop-own-price>: no price input inside the element.');
      return;
    }
    const onChange = () => {
      const { amount, text } = normaliseOwnPrice(input.value, formatRef.current);
      if (input.value !== text) input.value = text;
      const form = input.form ?? host.closest('form');
      for (const total of form?.querySelectorAll<HTMLElement>('#product-addons-total, .wc-pao-addons-container') ?? []) {
        total.dataset.price = String(amount);
      }
      emit(host, 'shop-own-price-changed', { amount, text });
      if (form) triggerJQuery(form, { name: 'woocommerce-product-addons-update', args: [amount], on: form });
    };
    input.addEventListener('change', onChange);
    return () => input.removeEventListener('change', onChange);
  }, [host]);

  return null;
}
