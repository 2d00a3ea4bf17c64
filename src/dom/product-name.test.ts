// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { productNameFor } from './product-name.ts';

/** The control (first `a` or `button` with `data-control`) inside `html`. */
function control(html: string): Element {
  document.body.innerHTML = html;
  const found = document.querySelector('[data-control]');
  if (!found) throw new Error('no [data-control] in the markup');
  return found;
}

describe('productNameFor', () => {
  it('reads the loop title of the product the button sits in, with white space collapsed', () => {
    const button = control(`<ul><li class="product"><h2 class="woocommerce-loop-product__title">
      Beanie   with
      logo</h2><a data-control aria-label="Add “Other” to your cart">Add</a></li></ul>`);
    expect(productNameFor(button)).toBe('Beanie with logo');
  });

  it('reads the product title on a product page and the block grid title', () => {
    expect(productNameFor(control('<div class="product"><h1 class="product_title">Hoodie</h1><form><button data-control>Add</button></form></div>'))).toBe('Hoodie');
    expect(productNameFor(control('<div class="wc-block-grid__product"><div class="wc-block-grid__product-title">Cap</div><a data-control>Add</a></div>'))).toBe('Cap');
  });

  it('falls back to the name quoted in the aria-label, curly or straight quotes', () => {
    expect(productNameFor(control('<p><a data-control aria-label="Add “Lantern” to your cart">Add</a></p>'))).toBe('Lantern');
    expect(productNameFor(control('<p><a data-control aria-label=\'Add "Mug" to your cart\'>Add</a></p>'))).toBe('Mug');
  });

  it('in a mini cart row: the product link beside the remove link, else the remove label', () => {
    const row = control(`<ul><li class="woocommerce-mini-cart-item"><a class="remove remove_from_cart_button" data-control
      aria-label="Remove Belt from cart">×</a><a href="/product/belt/"> Leather belt </a></li></ul>`);
    expect(productNameFor(row)).toBe('Leather belt');
    const bare = control('<ul><li class="woocommerce-mini-cart-item"><a class="remove remove_from_cart_button" data-control aria-label="Remove Belt from cart">×</a></li></ul>');
    expect(productNameFor(bare)).toBe('Belt');
  });

  it('is undefined when the markup names no product, and never reads markup as HTML', () => {
    expect(productNameFor(control('<p><a data-control aria-label="Add to your cart">Add</a></p>'))).toBeUndefined();
    const named = control('<li class="product"><h2>&lt;img src=x&gt; Mug</h2><a data-control>Add</a></li>');
    expect(productNameFor(named)).toBe('<img src=x> Mug');
  });
});
