/**
 * Small pieces the cart elements share (`shop-add-to-cart`, `shop-mini-cart`): element
 * settings, product names for messages, busy states and readable failure reasons.
 */
import { useMemo } from 'react';
import { parseSettings, type Settings } from '../../core/settings/index.ts';
import { refreshCartPage } from '../../services/cart-page.ts';
import { errorKind, HttpError, InvalidBodyError, NetworkError, TimeoutError } from '../../services/errors.ts';
import { useSettings } from '../base/hooks.ts';

/** Page settings with the element's own `settings` attribute (validated field by field) merged over them. */
export function useElementSettings(tag: string, raw: Record<string, unknown>): Settings {
  const overrides = useMemo(() => {
    const { settings, problems } = parseSettings(raw);
    for (const problem of problems) console.error(`<${tag}> attribute "settings": ${problem}. Using the page setting.`);
    return settings;
  }, [tag, raw]);
  return useSettings(overrides);
}

/** Text between the platform's curly quotes in a label such as `Add “Hoodie” to your cart`. */
function quotedName(label: string | null): string | undefined {
  const match = label ? /[“"]([^”"]+)[”"]/.exec(label) : null;
  return match?.[1]?.trim() || undefined;
}

/**
 * The product's name for a message about `button`: the title of the product it sits
 * in, or the name quoted in its aria-label. Undefined when the markup names none.
 */
export function productNameFor(button: Element): string | undefined {
  const item = button.closest('li.product, .product, .wc-block-grid__product, .woocommerce-mini-cart-item, .cart_item');
  const title = item?.querySelector(
    '.woocommerce-loop-product__title, .product_title, .wc-block-grid__product-title, h2, h3',
  );
  const text = title?.textContent?.replace(/\s+/g, ' ').trim();
  if (text) return text;
  const label = quotedName(button.getAttribute('aria-label'));
  if (label) return label;
  // Mini cart rows: the product link beside the remove link, else `Remove X from cart`.
  const link = item?.querySelector('a:not(.remove):not(.remove_from_cart_button)');
  const linkText = link?.textContent?.replace(/\s+/g, ' ').trim();
  if (linkText) return linkText;
  return /^Remove (.+) from cart$/i.exec(button.getAttribute('aria-label') ?? '')?.[1];
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

/** Why a cart call failed, as the end of a sentence the shopper reads. */
export function failureReason(error: unknown): string {
  if (error instanceof TimeoutError) return 'the store took too long to answer. Please try again.';
  if (error instanceof NetworkError) return 'the store could not be reached. Check your connection and try again.';
  if (error instanceof HttpError) {
    return error.serverMessage ?? `the store answered with an error (HTTP ${error.status}). Please try again.`;
  }
  if (error instanceof InvalidBodyError) {
    if (refusal(error.body)) return new RefusedError().message;
    return error.body.trim() === ''
      ? 'the store did not accept the request. Please try again.'
      : 'the store sent an answer that could not be read. Please try again.';
  }
  if (error instanceof RefusedError) return error.message;
  return 'something went wrong. Please try again.';
}

/** `{"error":true,…}` in a shape we do not know (e.g. `product_url: false` for an unknown product). */
function refusal(body: string): boolean {
  try {
    const data: unknown = JSON.parse(body);
    return typeof data === 'object' && data !== null && 'error' in data && data.error === true;
  } catch {
    return false;
  }
}

/** The store answered but did not take the item (error without a product page to go to). */
export class RefusedError extends Error {
  constructor(message = 'the store did not accept it.') {
    super(message);
    this.name = 'RefusedError';
  }
}

/** Error kind for the `shop-request-failed` event. */
export function failureKind(error: unknown): string {
  if (error instanceof RefusedError) return 'refused';
  return errorKind(error);
}

/** §2.4: on the cart page the table and totals follow the cart (fragments do not cover them). */
export function refreshTable(): void {
  refreshCartPage().catch((error: unknown) => {
    if (failureKind(error) !== 'aborted') console.error('The cart table could not be refreshed:', error);
  });
}
