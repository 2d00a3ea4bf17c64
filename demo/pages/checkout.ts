/** `/checkout/`: billing form (with an account password field) and order review; POST places a demo order. */
import { z } from 'zod';
import { flashNotice } from './context.ts';
import { loadCart, syncCartCookies } from '../lib/cart.ts';
import { verifyNonce } from '../lib/nonce.ts';
import { esc, priceAmount } from '../lib/render.ts';
import { formFields } from '../lib/validate.ts';
import { formRow } from './account-fields.ts';
import { consentSwitch, newsletterCheckbox } from './integrations.ts';
import type { Page } from './registry.ts';
import { t } from '../i18n/index.ts';

/** A zod message in the request's language (worded in English, translated when the input is checked). */
const says = (text: string) => ({ error: () => t(text) });

const checkoutInput = z.object({
  billing_first_name: z.string().trim().min(1, says('Billing First name is a required field.')).max(100),
  billing_last_name: z.string().trim().min(1, says('Billing Last name is a required field.')).max(100),
  billing_email: z.email(says('Billing Email address is not a valid email address.')).max(200),
  billing_phone: z.string().trim().max(40).optional(),
  account_password: z.string().max(1000).optional(),
  order_comments: z.string().max(5000).optional(),
  'woocommerce-process-checkout-nonce': z.string().max(64).optional(),
});

export const checkoutPage: Page = {
  path: '/checkout/',
  tag: 'shop-account-form',
  title: 'Checkout',
  description: 'Checkout form: billing fields, an account password with show/hide toggle, order review. Posting it places a demo order.',
  methods: ['GET', 'POST'],
  async render(ctx) {
    if (ctx.c.req.method === 'POST') {
      const fields = await formFields(ctx.c);
      const input = checkoutInput.safeParse(fields);
      const { secret } = ctx.c.get('state');
      if (!input.success) {
        for (const issue of input.error.issues.slice(0, 5)) flashNotice(ctx.c, { type: 'error', html: esc(issue.message) });
      } else if (!verifyNonce(secret, input.data['woocommerce-process-checkout-nonce'], 'woocommerce-process_checkout', ctx.session.id, ctx.session.userId)) {
        flashNotice(ctx.c, { type: 'error', html: t('We were unable to process your order, please try again.') });
      } else if (ctx.cart.lines.length === 0) {
        flashNotice(ctx.c, { type: 'error', html: t('Your cart is empty.') });
      } else {
        const attribution = Object.fromEntries(Object.entries(fields).filter(([k]) => k.startsWith('wc_order_attribution_')));
        const info = ctx.db.prepare('INSERT INTO orders (session_id, user_id, email, total, items, attribution, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .run(ctx.session.id, ctx.session.userId, input.data.billing_email, ctx.cart.subtotal.toFixed(2),
            JSON.stringify(ctx.cart.lines.map((l) => ({ product_id: l.productId, variation_id: l.variationId, quantity: l.quantity }))),
            JSON.stringify(attribution), new Date().toISOString());
        ctx.db.prepare('DELETE FROM cart_items WHERE session_id = ?').run(ctx.session.id);
        syncCartCookies(ctx.c, loadCart(ctx.db, ctx.session.id));
        return ctx.c.redirect(`/checkout/order-received/${Number(info.lastInsertRowid)}/`, 302);
      }
      return ctx.c.redirect('/checkout/', 302);
    }
    const review = ctx.cart.lines.length === 0
      ? `<p class="woocommerce-info">${t('Your cart is currently empty.')}</p>`
      : `<table class="shop_table woocommerce-checkout-review-order-table"><thead><tr><th class="product-name">${t('Product')}</th><th class="product-total">${t('Subtotal')}</th></tr></thead><tbody>${ctx.cart.lines.map((l) => `<tr class="cart_item"><td class="product-name">${esc(l.name)}&nbsp;<strong class="product-quantity">&times;&nbsp;${l.quantity}</strong></td><td class="product-total">${priceAmount(l.lineTotal)}</td></tr>`).join('')}</tbody><tfoot><tr class="order-total"><th>${t('Total')}</th><td><strong>${priceAmount(ctx.cart.subtotal)}</strong></td></tr></tfoot></table>`;
    const body = `<h1>${t('Checkout')}</h1><div class="woocommerce"><shop-account-form>
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/" enctype="multipart/form-data" aria-label="${t('Checkout')}">
<div class="col2-set" id="customer_details"><div class="col-1"><div class="woocommerce-billing-fields"><h3>${t('Billing details')}</h3>
${formRow({ id: 'billing_first_name', name: 'billing_first_name', label: t('First name'), required: true, autocomplete: 'given-name' })}
${formRow({ id: 'billing_last_name', name: 'billing_last_name', label: t('Last name'), required: true, autocomplete: 'family-name' })}
${formRow({ id: 'billing_email', name: 'billing_email', label: t('Email address'), type: 'email', required: true, autocomplete: 'email', description: t('Your order confirmation is sent to this address.') })}
${newsletterCheckbox()}
${formRow({ id: 'billing_phone', name: 'billing_phone', label: t('Phone'), type: 'tel', autocomplete: 'tel' })}
</div>${ctx.session.userId ? '' : `<div class="woocommerce-account-fields"><div class="create-account">${formRow({ id: 'account_password', name: 'account_password', label: t('Create account password'), type: 'password', autocomplete: 'new-password', description: t('Leave empty to check out as a guest.') })}</div></div>`}</div>
<div class="col-2"><div class="woocommerce-additional-fields"><h3>${t('Additional information')}</h3><p class="form-row notes" id="order_comments_field"><label for="order_comments">${t('Order notes')}&nbsp;<span class="optional">${t('(optional)')}</span></label><textarea name="order_comments" class="input-text" id="order_comments" rows="2" cols="5"></textarea></p></div></div></div>
<h3 id="order_review_heading">${t('Your order')}</h3>
<div id="order_review" class="woocommerce-checkout-review-order">${review}
<div class="form-row place-order"><input type="hidden" name="woocommerce-process-checkout-nonce" value="${esc(ctx.nonce('woocommerce-process_checkout'))}">
<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="${t('Place order')}">${t('Place order')}</button></div></div>
<order-attribution></order-attribution>
</form></shop-account-form><cart-recovery></cart-recovery></div>${consentSwitch(ctx)}`;
    return { title: t('Checkout'), body, bodyClass: ['woocommerce-checkout'] };
  },
};
