/** `createApp(db, options)`: the whole reference store as a Hono app (tests call `app.request()` on it). */
import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage } from 'node:http';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { DB } from './db/index.ts';
import type { AppEnv, AppOptions, AppState } from './lib/context.ts';
import { sessionMiddleware } from './lib/session.ts';
import { esc } from './lib/render.ts';
import { wcAjaxMiddleware } from './routes/wc-ajax.ts';
import { mountAdminAjax } from './routes/admin-ajax.ts';
import { mountRest } from './routes/rest.ts';
import './routes/members.ts';
import './routes/variation-matrix.ts';
import './routes/product-table.ts';
import './routes/product-table-cart.ts';
import './routes/product-table-csv.ts';
import './routes/forum.ts';
import './routes/cart-recovery.ts';
import { mountDemoControl } from './routes/demo-control.ts';
import { mountStatic } from './routes/static.ts';
import { mountPages } from './pages/registry.ts';
import { renderLayout, requestLanguage } from './pages/layout.ts';
import { inLanguage, language, t } from './i18n/index.ts';
import { loadCart } from './lib/cart.ts';
import { nonceFor } from './lib/session.ts';
import { formFields } from './lib/validate.ts';
import { handlePageActions } from './pages/actions.ts';

const here = dirname(fileURLToPath(import.meta.url));

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Oversized bodies up to this size are read and discarded before the 413, so the client gets it. */
const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

function isApiPath(path: string, url: string): boolean {
  return path.startsWith('/wp-json') || path === '/wp-admin/admin-ajax.php' || new URL(url).searchParams.has('wc-ajax');
}

export function createApp(db: DB, options: AppOptions = {}): Hono<AppEnv> {
  const state: AppState = {
    db,
    secret: options.secret ?? randomBytes(32).toString('hex'),
    options: { timeoutFaultMs: 60_000, slowFaultMs: 3_000, ...options },
    cspReports: [],
  };
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('state', state);
    await next();
  });
  // Every answer of the request (the page, its fragments, an AJAX call's notices) in the visitor's language.
  app.use('*', (c, next) => inLanguage(requestLanguage(c), next));
  const tooLarge = (c: Context<AppEnv>) =>
    c.json({ code: 'request_too_large', message: t('The request body is larger than 1 MB.'), data: { status: 413 } }, 413);
  // A body announced as too large is drained first: answering before the client has finished
  // sending makes the socket close under it (EPIPE) and the client never reads the 413.
  app.use('*', async (c, next) => {
    const declared = Number(c.req.header('content-length') ?? 0);
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (declared > BODY_LIMIT_BYTES && declared <= DRAIN_LIMIT_BYTES && incoming && !incoming.readableEnded) {
      await new Promise<void>((done) => {
        incoming.once('end', done).once('error', done).once('close', done);
        incoming.resume();
      });
      return tooLarge(c);
    }
    await next();
  });
  app.use('*', bodyLimit({ maxSize: BODY_LIMIT_BYTES, onError: tooLarge }));

  mountStatic(app, options.distDir ?? resolve(here, '../dist'), options.assetsDir ?? resolve(here, 'assets'));
  app.use('*', sessionMiddleware);
  app.use('*', wcAjaxMiddleware);
  mountAdminAjax(app);
  mountRest(app);
  mountDemoControl(app);
  // As the platform's form handler: a form posting add-to-cart adds on whatever page it posts to
  // (the cart, the checkout, a product table's page), not only on pages that take POSTs of their own.
  app.use('*', async (c, next) => {
    if (c.req.method !== 'POST' || isApiPath(c.req.path, c.req.url)) return next();
    if ((await formFields(c))['add-to-cart'] === undefined) return next();
    return (await handlePageActions(c)) ?? next();
  });
  mountPages(app);

  app.notFound((c) => {
    if (isApiPath(c.req.path, c.req.url)) return c.json({ code: 'not_found', message: t('Not found.') }, 404);
    const session = c.get('session');
    if (!session) return c.text(t('Not found'), 404);
    const ctx = {
      c, db, session, url: new URL(c.req.url), params: {}, cart: loadCart(db, session.id),
      nonce: (a: string) => nonceFor(c, a), notices: [],
    };
    return c.html(renderLayout(ctx, {
      title: t('Page not found'),
      body: `<h1>${t('Page not found')}</h1><p>${t('Nothing lives at %s.', `<code>${esc(c.req.path)}</code>`)} <a href="/">${t('Back to the demo pages')}</a>.</p>`,
      bodyClass: ['error404'],
    }), 404);
  });

  app.onError((err, c) => {
    if (err instanceof HTTPException) return err.getResponse();
    console.error(`[demo] ${c.req.method} ${c.req.path} failed:`, err);
    if (isApiPath(c.req.path, c.req.url)) {
      return c.json({ code: 'internal_error', message: t('The server hit an unexpected error.'), data: { status: 500 } }, 500);
    }
    return c.html(`<!doctype html><html lang="${language()}"><head><title>${t('Server error')}</title></head><body><h1>${t('Server error')}</h1><p>${t('The demo server hit an unexpected error.')}</p></body></html>`, 500);
  });

  return app;
}
