/** `/__demo/*`: switches and helpers for tests and visitors (not part of the platform's protocol). */
import type { Context, Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../lib/context.ts';
import { loadCart, syncCartCookies } from '../lib/cart.ts';
import { parseFaults } from '../lib/faults.ts';
import { nonceFor, signIn, signOut } from '../lib/session.ts';
import { errorJson, z } from '../lib/validate.ts';
import { t } from '../i18n/index.ts';

/** Only same-site paths are accepted as redirect targets. */
export function safeRedirect(target: string | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  return target;
}

/** Set by the demo's consent switch: `yes` allows cookies and tracking. */
export const DEMO_CONSENT_COOKIE = 'demo_consent';

function back(c: Context<AppEnv>): string {
  const explicit = c.req.query('redirect');
  if (explicit) return safeRedirect(explicit);
  const referer = c.req.header('referer');
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.host === new URL(c.req.url).host) return url.pathname + url.search;
    } catch {
      // ignore a malformed Referer
    }
  }
  return '/';
}

export function mountDemoControl(app: Hono<AppEnv>): void {
  app.get('/__demo/settings', (c) => {
    const value = c.req.query('cart_redirect_after_add');
    if (value === 'yes') setCookie(c, 'demo_cart_redirect', 'yes', { path: '/' });
    else if (value === 'no') deleteCookie(c, 'demo_cart_redirect', { path: '/' });
    else return errorJson(c, 400, 'invalid_setting', t('cart_redirect_after_add must be yes or no'));
    return c.redirect(back(c), 302);
  });

  // The visitor's consent (a cookie-banner stand-in): cart recovery and order attribution record only with it.
  app.get('/__demo/consent', (c) => {
    const value = c.req.query('set');
    if (value === 'yes') setCookie(c, DEMO_CONSENT_COOKIE, 'yes', { path: '/' });
    else if (value === 'no') setCookie(c, DEMO_CONSENT_COOKIE, 'no', { path: '/' });
    else return errorJson(c, 400, 'invalid_consent', t('Use ?set=yes or ?set=no'));
    return c.redirect(back(c), 302);
  });

  app.get('/__demo/fault', (c) => {
    const set = c.req.query('set');
    if (c.req.query('clear') !== undefined) {
      deleteCookie(c, 'demo_fault', { path: '/' });
    } else if (set !== undefined) {
      if (parseFaults(set).length === 0) return errorJson(c, 400, 'invalid_fault', t('No known fault kind in the value'));
      setCookie(c, 'demo_fault', set, { path: '/' });
    } else {
      return errorJson(c, 400, 'invalid_fault', t('Use ?set=<kind[@endpoint],...> or ?clear=1'));
    }
    if (c.req.query('redirect') || c.req.header('referer')) return c.redirect(back(c), 302);
    return c.json({ fault: set ?? null });
  });

  app.get('/__demo/login', (c) => {
    const login = z.string().min(1).max(60).safeParse(c.req.query('user') ?? 'demo');
    if (!login.success) return errorJson(c, 400, 'invalid_user', t('user must be a login name'));
    const user = c.get('state').db.prepare('SELECT id FROM users WHERE login = ?').get(login.data) as { id: number } | undefined;
    if (!user) return errorJson(c, 404, 'unknown_user', t('No user with that login'));
    signIn(c, user.id);
    return c.redirect(safeRedirect(c.req.query('redirect'), '/my-account/'), 302);
  });

  app.get('/__demo/logout', (c) => {
    signOut(c);
    return c.redirect(safeRedirect(c.req.query('redirect'), '/'), 302);
  });

  /** The session's state as JSON: cart lines, user, nonces. */
  app.get('/__demo/state', (c) => {
    const { db } = c.get('state');
    const session = c.get('session');
    const cart = loadCart(db, session.id);
    syncCartCookies(c, cart);
    return c.json({
      session: session.id,
      user_id: session.userId,
      cart_hash: cart.hash,
      cart_count: cart.count,
      cart_subtotal: cart.subtotal,
      cart: cart.lines.map((l) => ({ key: l.key, product_id: l.productId, variation_id: l.variationId, quantity: l.quantity, variation: l.variation })),
      nonces: { wp_rest: nonceFor(c, 'wp_rest'), 'woocommerce-cart': nonceFor(c, 'woocommerce-cart') },
    });
  });

  app.get('/__demo/empty-cart', (c) => {
    c.get('state').db.prepare('DELETE FROM cart_items WHERE session_id = ?').run(c.get('session').id);
    syncCartCookies(c, loadCart(c.get('state').db, c.get('session').id));
    return c.redirect(back(c), 302);
  });

  app.post('/__demo/csp-report', async (c) => {
    let body: unknown;
    try {
      const text = await c.req.text();
      body = text ? JSON.parse(text) : null;
    } catch {
      return errorJson(c, 400, 'invalid_report', t('The report is not JSON'));
    }
    const reports = c.get('state').cspReports;
    if (reports.length < 1000) reports.push({ receivedAt: new Date().toISOString(), body });
    return c.body(null, 204);
  });
  app.get('/__demo/csp-reports', (c) => c.json(c.get('state').cspReports));
  app.delete('/__demo/csp-reports', (c) => {
    c.get('state').cspReports.length = 0;
    return c.body(null, 204);
  });
}
