/**
 * The name of the product a control belongs to, read from the markup around it, for
 * messages such as `“Hoodie” has been added to your cart.`
 */

/** Text between the platform's curly quotes in a label such as `Add “Hoodie” to your cart`. */
function quotedName(label: string | null): string | undefined {
  const match = label ? /[“"]([^”"]+)[”"]/.exec(label) : null;
  return match?.[1]?.trim() || undefined;
}

function textOf(element: Element | null | undefined): string | undefined {
  return element?.textContent?.replace(/\s+/g, ' ').trim() || undefined;
}

/**
 * The product's name for a message about `control` (an add-to-cart button, a remove
 * link): the title of the product it sits in, or the name quoted in its aria-label.
 * Undefined when the markup names none.
 */
export function productNameFor(control: Element): string | undefined {
  const item = control.closest('li.product, .product, .wc-block-grid__product, .woocommerce-mini-cart-item, .cart_item');
  const title = textOf(
    item?.querySelector('.woocommerce-loop-product__title, .product_title, .wc-block-grid__product-title, h2, h3'),
  );
  if (title) return title;
  const label = quotedName(control.getAttribute('aria-label'));
  if (label) return label;
  // Mini cart rows: the product link beside the remove link, else `Remove X from cart`.
  const link = textOf(item?.querySelector('a:not(.remove):not(.remove_from_cart_button)'));
  if (link) return link;
  return /^Remove (.+) from cart$/i.exec(control.getAttribute('aria-label') ?? '')?.[1];
}
