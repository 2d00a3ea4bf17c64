/** `/cart/`: the cart table, totals, remove links that work without JavaScript, quantity updates. */
import { itemsLabel, removeUrl } from '../lib/cart.ts';
import { esc, priceAmount } from '../lib/render.ts';
import { t } from '../i18n/index.ts';
import type { Page } from './registry.ts';
import { quantityInput } from './snippets.ts';
import { crossSells } from './cross-sells.ts';
import { getAttributes, maxPurchaseQuantity } from '../lib/catalog.ts';
import { quantityRules } from '../lib/product-options.ts';
import type { DB } from '../db/index.ts';
import type { CartLine } from '../lib/cart.ts';

/** A variation's chosen attributes as the platform lists them under the name: "Size: M", labels and term names. */
function variationData(db: DB, line: CartLine): string {
  const entries = Object.entries(line.variation);
  if (entries.length === 0 && line.details.length === 0) return '';
  const attributes = getAttributes(db, line.productId);
  const items = entries.map(([key, value]) => {
    const attribute = attributes.find((a) => a.key === key);
    const label = attribute?.label ?? key.replace(/^attribute_(pa_)?/, '');
    const shown = attribute?.options.find((o) => o.value === value)?.label ?? value;
    return `<dt>${esc(label)}:</dt><dd>${esc(shown)}</dd>`;
  });
  for (const { label, value } of line.details) items.push(`<dt>${esc(label)}:</dt><dd>${esc(value)}</dd>`);
  return `<dl class="variation">${items.join('')}</dl>`;
}

export const cartPage: Page = {
  path: '/cart/',
  tag: 'shop-mini-cart',
  title: 'Cart',
  description: 'Cart page (is_cart): cart table with remove links carrying remove_item, totals, and the header mini cart.',
  methods: ['GET', 'POST'],
  render(ctx) {
    const nonce = ctx.nonce('woocommerce-cart');
    const { cart } = ctx;
    if (cart.lines.length === 0) {
      return {
        title: t('Cart'),
        settings: { is_cart: true },
        bodyClass: ['woocommerce-cart'],
        body: `<h1>${t('Cart')}</h1><div class="woocommerce"><div class="wc-empty-cart-message"><p class="cart-empty woocommerce-info" role="status">${t('Your cart is currently empty.')}</p></div><p class="return-to-shop"><a class="button wc-backward" href="/shop/">${t('Return to shop')}</a></p></div>`,
      };
    }
    const rows = cart.lines.map((line) => {
      const sku = line.product.sku || line.parent?.sku || '';
      const variation = variationData(ctx.db, line);
      const max = maxPurchaseQuantity(line.product);
      return `<tr class="woocommerce-cart-form__cart-item cart_item">`
        + `<td class="product-remove"><a href="${esc(removeUrl(line.key, nonce))}" class="remove" aria-label="${esc(t('Remove %s from cart', line.name))}" data-product_id="${line.productId}" data-product_sku="${esc(sku)}" data-cart_item_key="${esc(line.key)}">&times;</a></td>`
        + `<td class="product-name" data-title="${t('Product')}"><a href="${esc(line.url)}">${esc(line.name)}</a>${variation}</td>`
        + `<td class="product-price" data-title="${t('Price')}">${priceAmount(line.unitPrice)}</td>`
        + `<td class="product-quantity" data-title="${t('Quantity')}">${quantityInput({ id: `quantity_${line.key}`, name: `cart[${line.key}][qty]`, label: t('%s quantity', line.name), value: line.quantity, min: 0, max: max > 0 ? max : '', step: quantityRules(ctx.db, line.product).step, hidden: line.product.sold_individually === 1 })}</td>`
        + `<td class="product-subtotal" data-title="${t('Subtotal')}">${priceAmount(line.lineTotal)}</td>`
        + '</tr>';
    }).join('');
    const body = `<h1>${t('Cart')}</h1><div class="woocommerce">
<form class="woocommerce-cart-form" action="/cart/" method="post">
<table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents" cellspacing="0">
<thead><tr><th class="product-remove"><span class="screen-reader-text">${t('Remove item')}</span></th><th class="product-name">${t('Product')}</th><th class="product-price">${t('Price')}</th><th class="product-quantity">${t('Quantity')}</th><th class="product-subtotal">${t('Subtotal')}</th></tr></thead>
<tbody>${rows}
<tr><td colspan="5" class="actions"><button type="submit" class="button" name="update_cart" value="${t('Update cart')}">${t('Update cart')}</button><input type="hidden" name="woocommerce-cart-nonce" value="${esc(nonce)}"></td></tr>
</tbody></table></form>
<div class="cart-collaterals">${crossSells(ctx)}<div class="cart_totals"><h2>${t('Cart totals')}</h2>
<table class="shop_table shop_table_responsive" cellspacing="0">
<tr class="cart-subtotal"><th>${t('Subtotal')}</th><td data-title="${t('Subtotal')}">${priceAmount(cart.subtotal)}</td></tr>
<tr class="order-total"><th>${t('Total')}</th><td data-title="${t('Total')}"><strong>${priceAmount(cart.subtotal)}</strong></td></tr>
</table>
<p class="cart-count">${t('%s in your cart.', esc(itemsLabel(cart.count)))}</p>
<div class="wc-proceed-to-checkout"><a href="/checkout/" class="checkout-button button alt wc-forward">${t('Proceed to checkout')}</a></div>
</div></div></div>`;
    return { title: t('Cart'), body, settings: { is_cart: true }, bodyClass: ['woocommerce-cart'] };
  },
};
