/** The non-JavaScript fallbacks every page honours: ?add-to-cart=, ?remove_item=, and cart quantity updates. */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../lib/context.ts';
import { loadCart, removeCartItem, setCartItemQuantity, syncCartCookies } from '../lib/cart.ts';
import { verifyNonce } from '../lib/nonce.ts';
import { addRequested } from '../lib/cart-add.ts';
import { quantityRules } from '../lib/product-options.ts';
import { formAddRequest } from '../routes/product-table-cart.ts';
import { esc } from '../lib/render.ts';
import { formFields } from '../lib/validate.ts';
import { flashNotice } from './context.ts';
import { t } from '../i18n/index.ts';

function toInt(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : 0;
}

function backTo(c: Context<AppEnv>, drop: string[]): string {
  const url = new URL(c.req.url);
  for (const key of drop) url.searchParams.delete(key);
  const qs = url.searchParams.toString();
  return url.pathname + (qs ? `?${qs}` : '');
}

/** Returns a redirect when the request was one of the fallbacks, otherwise undefined. */
export async function handlePageActions(c: Context<AppEnv>): Promise<Response | undefined> {
  const url = new URL(c.req.url);
  const { db, secret } = c.get('state');
  const session = c.get('session');

  const removeKey = url.searchParams.get('remove_item');
  if (removeKey !== null) {
    const cart = loadCart(db, session.id);
    const line = cart.lines.find((l) => l.key === removeKey);
    if (!verifyNonce(secret, url.searchParams.get('_wpnonce'), 'woocommerce-cart', session.id, session.userId)) {
      flashNotice(c, { type: 'error', html: t('Your session has expired. Please reload the page and try again.') });
    } else if (line && removeCartItem(db, session.id, removeKey)) {
      flashNotice(c, { type: 'success', html: t('&ldquo;%s&rdquo; removed.', esc(line.name)) });
    }
    syncCartCookies(c, loadCart(db, session.id));
    return c.redirect('/cart/', 302);
  }

  const fields = c.req.method === 'POST' ? await formFields(c) : Object.fromEntries(url.searchParams);

  if (c.req.method === 'POST' && 'update_cart' in fields) {
    if (verifyNonce(secret, fields['woocommerce-cart-nonce'], 'woocommerce-cart', session.id, session.userId)) {
      const cart = loadCart(db, session.id);
      for (const [key, value] of Object.entries(fields)) {
        const m = /^cart\[([0-9a-f]{32})\]\[qty\]$/.exec(key);
        // A product sold by the half kilo keeps its fraction; the others are whole numbers, as the platform reads them.
        const line = m ? cart.lines.find((l) => l.key === m[1]) : undefined;
        if (m && line) {
          const fraction = !Number.isInteger(quantityRules(db, line.product).step);
          const n = fraction ? Number.parseFloat(value) : toInt(value, 0);
          setCartItemQuantity(db, session.id, m[1]!, Math.max(0, Number.isFinite(n) ? n : 0));
        }
      }
      flashNotice(c, { type: 'success', html: t('Cart updated.') });
    } else {
      flashNotice(c, { type: 'error', html: t('Your session has expired. Please reload the page and try again.') });
    }
    syncCartCookies(c, loadCart(db, session.id));
    return c.redirect('/cart/', 302);
  }

  const addParam = fields['add-to-cart'] ?? url.searchParams.get('add-to-cart') ?? undefined;
  if (addParam === undefined) return undefined;
  const request = formAddRequest({ ...fields, 'add-to-cart': addParam });
  const outcome = request ? addRequested(db, session.id, request) : undefined;
  if (outcome?.ok) {
    flashNotice(c, { type: 'success', html: `<a href="/cart/" tabindex="1" class="button wc-forward">${t('View cart')}</a> ${t('&ldquo;%s&rdquo; has been added to your cart.', esc(outcome.product.name))}` });
  } else {
    flashNotice(c, { type: 'error', html: outcome?.notice || t('Sorry, &ldquo;%s&rdquo; cannot be added to your cart.', esc(outcome?.name || t('this product'))) });
  }
  syncCartCookies(c, loadCart(db, session.id));
  // A product table's own form (`wcpt_request`) lands where it posted, whatever the store's redirect switch says.
  const toCart = outcome?.ok && getCookie(c, 'demo_cart_redirect') === 'yes' && fields.wcpt_request !== 'true';
  return c.redirect(toCart ? '/cart/' : backTo(c, ['add-to-cart', 'quantity']), 302);
}
