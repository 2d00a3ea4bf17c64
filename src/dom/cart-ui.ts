/**
 * Small pieces the cart elements share (`shop-add-to-cart`, `shop-mini-cart`): product
 * names in messages and busy states.
 */

import type { MessageKey, MessageValue } from '../core/messages/index.ts';
import { shopText } from './messages.ts';

/**
 * A shopper-facing sentence about a product: `named` with the product's name (quoted as the shop's
 * `productName` text says) before `values`, or `unnamed` with `values` when the markup names none.
 */
export function productText(name: string | undefined, named: MessageKey, unnamed: MessageKey, ...values: MessageValue[]): string {
  return name ? shopText(named, shopText('productName', name), ...values) : shopText(unnamed, ...values);
}

/** `“Hoodie”`, or the fallback words when the product has no name in the markup. */
export function quoted(name: string | undefined, fallback: string): string {
  return name ? `“${name}”` : fallback;
}

/** Loading state of an add-to-cart button: the platform's class plus what assistive technology reads. */
export function setLoading(button: HTMLElement, loading: boolean): void {
  button.classList.toggle('loading', loading);
  if (loading) {
    button.setAttribute('aria-busy', 'true');
    button.setAttribute('aria-disabled', 'true');
  } else {
    button.removeAttribute('aria-busy');
    button.removeAttribute('aria-disabled');
  }
}
