/** `/wp-json/...`: the REST calls, with the platform's cookie-nonce rule (header X-WP-Nonce, action wp_rest). */
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { faultFor, runWithFault } from '../lib/faults.ts';
import { verifyNonce } from '../lib/nonce.ts';
import { errorJson, jsonBody, z, zodMessage } from '../lib/validate.ts';
import { t } from '../i18n/index.ts';

type RestHandler = (c: Context<AppEnv>) => Response | Promise<Response>;

/** Check the REST nonce; returns an error response, or undefined when the nonce is good. */
export function checkRestNonce(c: Context<AppEnv>): Response | undefined {
  const nonce = c.req.header('x-wp-nonce') ?? c.req.query('_wpnonce');
  const session = c.get('session');
  if (!verifyNonce(c.get('state').secret, nonce, 'wp_rest', session.id, session.userId)) {
    return errorJson(c, 403, 'rest_cookie_invalid_nonce', t('Cookie check failed'));
  }
  return undefined;
}

function requireUser(c: Context<AppEnv>): Response | undefined {
  if (c.get('session').userId === 0) return errorJson(c, 401, 'rest_not_logged_in', t('You are not currently logged in.'));
  return undefined;
}

const metaValue = z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]);
const userUpdate = z.object({
  woocommerce_meta: z.record(z.string().regex(/^[a-z0-9_]{1,64}$/, 'meta keys are lower-case letters, digits and _'), metaValue).optional(),
  first_name: z.string().max(200).optional(),
  last_name: z.string().max(200).optional(),
  description: z.string().max(10_000).optional(),
});

function userJson(c: Context<AppEnv>, userId: number): Record<string, unknown> {
  const { db } = c.get('state');
  const user = db.prepare('SELECT id, login, display_name FROM users WHERE id = ?').get(userId) as { id: number; login: string; display_name: string } | undefined;
  const meta = db.prepare("SELECT key, value FROM user_meta WHERE user_id = ? AND key LIKE 'woocommerce\\_meta\\_%' ESCAPE '\\'").all(userId) as Array<{ key: string; value: string }>;
  return {
    id: user?.id ?? userId,
    name: user?.display_name ?? '',
    slug: user?.login ?? '',
    url: '',
    description: '',
    link: `/author/${user?.login ?? ''}/`,
    woocommerce_meta: Object.fromEntries(meta.map((m) => [m.key.slice('woocommerce_meta_'.length), m.value])),
  };
}

const getMe: RestHandler = (c) => {
  const bad = checkRestNonce(c) ?? requireUser(c);
  if (bad) return bad;
  return c.json(userJson(c, c.get('session').userId));
};

const updateMe: RestHandler = async (c) => {
  const bad = checkRestNonce(c) ?? requireUser(c);
  if (bad) return bad;
  const body = await jsonBody(c);
  if (body === undefined) return errorJson(c, 400, 'rest_invalid_json', t('Invalid JSON body passed.'));
  const parsed = userUpdate.safeParse(body);
  if (!parsed.success) return errorJson(c, 400, 'rest_invalid_param', t('Invalid parameter(s): %s', zodMessage(parsed.error)));
  const { db } = c.get('state');
  const userId = c.get('session').userId;
  const upsert = db.prepare('INSERT INTO user_meta (user_id, key, value) VALUES (?, ?, ?) ON CONFLICT(user_id, key) DO UPDATE SET value = excluded.value');
  db.transaction(() => {
    for (const [key, value] of Object.entries(parsed.data.woocommerce_meta ?? {})) {
      upsert.run(userId, `woocommerce_meta_${key}`, value === null ? '' : String(value));
    }
    for (const key of ['first_name', 'last_name', 'description'] as const) {
      const value = parsed.data[key];
      if (value !== undefined) upsert.run(userId, key, value);
    }
  })();
  return c.json(userJson(c, userId));
};

/** Registry of REST routes: `rest.register('POST', '/wp/v2/users/me', handler)`. */
const routes: Array<{ method: string; path: string; handler: RestHandler }> = [];
export const rest = {
  register(method: string, path: string, handler: RestHandler): void {
    routes.push({ method, path, handler });
  },
};

rest.register('GET', '/wp/v2/users/me', getMe);
rest.register('POST', '/wp/v2/users/me', updateMe);
rest.register('PUT', '/wp/v2/users/me', updateMe);
rest.register('PATCH', '/wp/v2/users/me', updateMe);

export function mountRest(app: Hono<AppEnv>): void {
  app.use('/wp-json/*', async (c, next) => {
    const fault = faultFor(c, 'rest');
    if (fault) return runWithFault(c, fault, async () => {
      await next();
      return c.res;
    });
    return next();
  });
  for (const route of routes) {
    app.on(route.method, `/wp-json${route.path}`, (c) => route.handler(c));
  }
  app.all('/wp-json', (c) => c.json({ name: 'Storefront demo', url: '/', namespaces: ['wp/v2', 'wc/v4'] }));
  app.all('/wp-json/', (c) => c.json({ name: 'Storefront demo', url: '/', namespaces: ['wp/v2', 'wc/v4'] }));
  app.all('/wp-json/*', (c) => c.json({ code: 'rest_no_route', message: t('No route was found matching the URL and request method.'), data: { status: 404 } }, 404));
}
