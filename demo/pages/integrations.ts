/**
 * Cart recovery and order attribution on the demo store: a contact page with the contact-fields
 * section, the provider's admin view of captured addresses, the attribution overview and the
 * order-received page that shows what the checkout stored with an order. Every page carries the
 * consent switch: without consent neither element records anything.
 */
import { flashNotice } from './context.ts';
import { demoConsent } from './layout.ts';
import { capturedEmails, recoveryHash } from '../routes/cart-recovery.ts';
import { esc, priceAmount } from '../lib/render.ts';
import { t } from '../i18n/index.ts';
import { formFields } from '../lib/validate.ts';
import { formRow } from './account-fields.ts';
import type { Page } from './registry.ts';
import type { PageContext } from './context.ts';

/** The consent switch (a cookie banner's stand-in), pointing back at the page it is on. */
export function consentSwitch(ctx: PageContext): string {
  const allowed = demoConsent(ctx);
  const back = encodeURIComponent(ctx.url.pathname + ctx.url.search);
  return `<aside class="demo-consent" aria-label="${t('Cookie consent')}"><p><strong>${t('Cookies and tracking:')}</strong> ${allowed ? t('allowed') : t('not allowed')}.
${allowed
    ? `<a class="button" href="/__demo/consent?set=no&amp;redirect=${back}">${t('Decline')}</a>`
    : `<a class="button alt" href="/__demo/consent?set=yes&amp;redirect=${back}">${t('Allow cookies and tracking')}</a>`}</p>
<p class="demo-note">${t('With consent, %1$s captures the e-mail fields and %2$s records where the visit came from. Declining deletes the attribution cookies and sends empty values.', '<code>&lt;cart-recovery&gt;</code>', '<code>&lt;order-attribution&gt;</code>')}</p></aside>`;
}

/** The provider's newsletter opt-in: the classic form's variant. */
export function newsletterCheckbox(): string {
  return `<p class="form-row mailchimp-newsletter"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox" for="mailchimp_woocommerce_newsletter"><input class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" id="mailchimp_woocommerce_newsletter" type="checkbox" name="mailchimp_woocommerce_newsletter" value="1"> <span>${t('Subscribe to our newsletter')}</span></label></p>`;
}

export const contactPage: Page = {
  path: '/demo/contact/',
  tag: 'cart-recovery',
  title: 'Contact',
  description: 'A contact form whose contact-fields e-mail is captured for cart recovery on focus, on blur and 2 s after typing; the newsletter box (block variant) sends the flag again.',
  methods: ['GET', 'POST'],
  async render(ctx) {
    if (ctx.c.req.method === 'POST') {
      const fields = await formFields(ctx.c);
      const message = (fields.message ?? '').trim();
      if (message === '' || message.length > 5000) flashNotice(ctx.c, { type: 'error', html: t('Please write a message (up to 5000 characters).') });
      else flashNotice(ctx.c, { type: 'success', html: t('Thank you, your message has been sent.') });
      return ctx.c.redirect('/demo/contact/', 302);
    }
    const body = `<h1>${t('Contact')}</h1>${consentSwitch(ctx)}
<cart-recovery></cart-recovery>
<form class="demo-contact" method="post" action="/demo/contact/">
<fieldset id="contact-fields" class="wc-block-checkout__contact-fields"><legend>${t('Contact information')}</legend>
${formRow({ id: 'email', name: 'email', label: t('Email address'), type: 'email', required: true, autocomplete: 'email' })}
<p class="form-row mailchimp-newsletter"><label class="wc-block-components-checkbox__label" for="contact-newsletter"><input id="contact-newsletter" class="wc-block-components-checkbox__input" type="checkbox" name="newsletter" value="1"> <span>${t('Subscribe to our newsletter')}</span></label></p>
</fieldset>
<p class="form-row"><label for="message">${t('Message')}</label><textarea id="message" name="message" class="input-text" rows="4" required></textarea></p>
<p class="form-row"><button type="submit" class="button">${t('Send')}</button></p>
</form>`;
    return { title: t('Contact'), body, bodyClass: ['page-contact'] };
  },
};

export const capturedEmailsPage: Page = {
  path: '/demo/cart-recovery/captured/',
  tag: 'cart-recovery',
  title: 'Captured e-mails (admin)',
  description: 'The cart-recovery provider\'s view: every address the store captured, its subscribed flag and language, and its recovery link (mc_cart_id).',
  render(ctx) {
    const { secret } = ctx.c.get('state');
    const rows = capturedEmails(ctx.db);
    const table = rows.length === 0
      ? `<p class="woocommerce-info">${t('No address captured yet. Type one on the checkout, account or contact page (after allowing cookies).')}</p>`
      : `<table class="shop_table demo-captured"><thead><tr><th scope="col">${t('E-mail')}</th><th scope="col">${t('Subscribed')}</th><th scope="col">${t('Language')}</th><th scope="col">${t('Captured')}</th><th scope="col">${t('Recovery link')}</th></tr></thead><tbody>${rows.map((r) =>
        `<tr data-email="${esc(r.email)}"><td>${esc(r.email)}</td><td class="subscribed">${r.subscribed ? t('yes') : t('no')}</td><td>${esc(r.language)}</td><td><time datetime="${esc(r.created_at)}">${esc(r.created_at.slice(0, 19).replace('T', ' '))}</time></td><td><a href="/checkout/?mc_cart_id=${recoveryHash(secret, r.email)}">${t('Open the checkout as this shopper')}</a></td></tr>`).join('')}</tbody></table>`;
    return { title: t('Captured e-mails'), body: `<h1>${t('Captured e-mails')}</h1><p>${t('What %s recorded, newest first.', '<code>mailchimp_set_user_by_email</code>')}</p>${table}`, bodyClass: ['demo-admin'] };
  },
};

interface OrderRow { id: number; email: string; total: string; attribution: string; created_at: string }

function attributionTable(json: string): string {
  let values: Record<string, unknown> = {};
  try {
    values = JSON.parse(json) as Record<string, unknown>;
  } catch {
    // a row written by hand: shown as empty
  }
  const entries = Object.entries(values).filter(([, v]) => typeof v === 'string');
  if (entries.length === 0) return `<p class="woocommerce-info">${t('No attribution was sent with this order.')}</p>`;
  return `<table class="shop_table demo-attribution"><tbody>${entries.map(([k, v]) =>
    `<tr><th scope="row">${esc(k)}</th><td>${v === '' ? `<em>${t('(empty)')}</em>` : esc(String(v))}</td></tr>`).join('')}</tbody></table>`;
}

export const orderReceivedPage: Page = {
  path: '/checkout/order-received/',
  route: '/checkout/order-received/:id/',
  tag: 'order-attribution',
  title: 'Order received',
  description: 'The order and the attribution inputs the checkout sent with it.',
  unlisted: true,
  render(ctx) {
    const id = Number(ctx.params.id);
    const order = Number.isSafeInteger(id)
      ? ctx.db.prepare('SELECT id, email, total, attribution, created_at FROM orders WHERE id = ? AND session_id = ?').get(id, ctx.session.id) as OrderRow | undefined
      : undefined;
    if (!order) return { title: t('Order not found'), status: 404, body: `<h1>${t('Order not found')}</h1><p class="woocommerce-error">${t('This order does not exist or is not yours.')}</p>` };
    const body = `<h1>${t('Order received')}</h1><div class="woocommerce-order"><p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">${t('Thank you. Your order has been received.')}</p>
<ul class="woocommerce-order-overview order_details"><li class="order">${t('Order number:')} <strong>${order.id}</strong></li><li class="email">${t('Email:')} <strong>${esc(order.email)}</strong></li><li class="total">${t('Total:')} <strong>${priceAmount(Number(order.total))}</strong></li></ul>
<h2>${t('Order attribution')}</h2>${attributionTable(order.attribution)}</div>`;
    return { title: t('Order received'), body, bodyClass: ['woocommerce-order-received'] };
  },
};

export const orderAttributionPage: Page = {
  path: '/demo/order-attribution/',
  tag: 'order-attribution',
  title: 'Order attribution',
  description: 'Where your orders came from: arrive with campaign parameters, check out, and see the attribution stored with each order.',
  render(ctx) {
    const orders = ctx.db.prepare('SELECT id, email, total, attribution, created_at FROM orders WHERE session_id = ? ORDER BY id DESC LIMIT 10').all(ctx.session.id) as OrderRow[];
    const list = orders.length === 0
      ? `<p class="woocommerce-info">${t('No order yet in this session.')}</p>`
      : `<ul class="demo-orders">${orders.map((o) => `<li><a href="/checkout/order-received/${o.id}/">${t('Order #%s', o.id)}</a> (${esc(o.email)}, ${priceAmount(Number(o.total))})</li>`).join('')}</ul>`;
    const landing = t(
      'This page is a campaign landing page: arrive on it %1$s, %2$s or %3$s, then %4$s and %5$s: the checkout sends where the visit came from with the order, and the order-received page shows it.',
      `<a href="/demo/order-attribution/?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=spring">${t('from the spring newsletter')}</a>`,
      `<a href="/demo/order-attribution/?gclid=demo-click">${t('from a search ad')}</a>`,
      `<a href="/demo/order-attribution/">${t('typed in')}</a>`,
      `<a href="/shop/">${t('add something to the cart')}</a>`,
      `<a href="/checkout/">${t('check out')}</a>`,
    );
    const body = `<h1>${t('Order attribution')}</h1>${consentSwitch(ctx)}
<order-attribution></order-attribution>
<p>${landing}</p>
<h2>${t('Your orders')}</h2>${list}`;
    return { title: t('Order attribution'), body };
  },
};

export const integrationPages: Page[] = [contactPage, capturedEmailsPage, orderAttributionPage, orderReceivedPage];
