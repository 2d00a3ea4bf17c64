/**
 * `/wp-admin/admin-ajax.php`: `action` picks the handler. `woocommerce_<endpoint>` runs the wc-ajax handler;
 * other actions come from a registry. A request without an action that posts `tinv_wishlist_id` goes to the
 * wishlist (`tinvwl`, routes/wishlist.ts), as the wishlist plugin takes it. An unknown or missing action answers
 * 400 with the body `0`.
 */
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { faultFor, runWithFault } from '../lib/faults.ts';
import { errorJson, formFields, z, zodMessage } from '../lib/validate.ts';
import { dispatchWcAjax, wcAjax, type AjaxFields } from './wc-ajax.ts';

export type AdminAjaxHandler = (c: Context<AppEnv>, fields: AjaxFields) => Response | Promise<Response>;

const handlers = new Map<string, AdminAjaxHandler>();

export const adminAjax = {
  register(action: string, handler: AdminAjaxHandler): void {
    handlers.set(action, handler);
  },
  get(action: string): AdminAjaxHandler | undefined {
    return handlers.get(action);
  },
  names(): string[] {
    return [...handlers.keys()];
  },
};

adminAjax.register('demo_ping', (c) => c.body('1', 200, { 'Content-Type': 'text/html; charset=UTF-8' }));

const attachmentsQuery = z.object({
  'query[posts_per_page]': z.coerce.number().int().min(-1).max(100).default(40),
  'query[paged]': z.coerce.number().int().min(1).max(100000).default(1),
  'query[s]': z.string().max(200).optional(),
});

adminAjax.register('query-attachments', (c, fields) => {
  const parsed = attachmentsQuery.safeParse(fields);
  if (!parsed.success) return errorJson(c, 400, 'invalid_query', zodMessage(parsed.error));
  const { db } = c.get('state');
  const perPage = parsed.data['query[posts_per_page]'] === -1 ? 100 : parsed.data['query[posts_per_page]'];
  const page = parsed.data['query[paged]'];
  const search = parsed.data['query[s]'] ? `%${parsed.data['query[s]']}%` : '%';
  const where = "type != 'variation' AND image != '' AND name LIKE ?";
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM products WHERE ${where}`).get(search) as { n: number }).n;
  const rows = db.prepare(`SELECT id, name, image, date_created FROM products WHERE ${where} ORDER BY id LIMIT ? OFFSET ?`)
    .all(search, perPage, (page - 1) * perPage) as Array<{ id: number; name: string; image: string; date_created: string }>;
  const data = rows.map((r) => ({
    id: r.id, title: r.name, filename: `${r.id}.svg`, url: r.image, alt: r.name, mime: 'image/svg+xml', type: 'image',
    subtype: 'svg+xml', date: r.date_created, width: 800, height: 800,
  }));
  c.header('X-WP-Total', String(total));
  c.header('X-WP-TotalPages', String(Math.max(1, Math.ceil(total / perPage))));
  return c.json({ success: true, data });
});

function unknownAction(c: Context<AppEnv>): Response {
  return c.body('0', 400, { 'Content-Type': 'text/html; charset=UTF-8' });
}

/** bbPress's own calls, answered on the page's URL with `?bbp-ajax=true` (its bbp_ajaxurl) as the real forum does. */
const BBP_ACTIONS = new Set(['favorite', 'subscription']);

export function mountAdminAjax(app: Hono<AppEnv>): void {
  app.use('*', async (c, next) => {
    if (c.req.method !== 'POST' || new URL(c.req.url).searchParams.get('bbp-ajax') !== 'true') return next();
    const fields = await formFields(c);
    const action = (fields.action ?? '').trim();
    const handler = BBP_ACTIONS.has(action) ? handlers.get(action) : undefined;
    if (!handler) return unknownAction(c);
    const run = async (): Promise<Response> => handler(c, fields);
    const fault = faultFor(c, action);
    return fault ? runWithFault(c, fault, run) : run();
  });
  app.on(['GET', 'POST'], '/wp-admin/admin-ajax.php', async (c) => {
    const fields = await formFields(c);
    // The wishlist plugin takes any request that posts `tinv_wishlist_id`, before actions are dispatched.
    const action = (fields.action ?? (fields.tinv_wishlist_id !== undefined ? 'tinvwl' : '')).trim();
    if (action === '') return unknownAction(c);
    if (action.startsWith('woocommerce_')) {
      const endpoint = action.slice('woocommerce_'.length);
      if (!wcAjax.get(endpoint)) return unknownAction(c);
      return dispatchWcAjax(c, endpoint, [action, endpoint], fields);
    }
    const handler = handlers.get(action);
    if (!handler) return unknownAction(c);
    const run = async (): Promise<Response> => handler(c, fields);
    const fault = faultFor(c, action);
    return fault ? runWithFault(c, fault, run) : run();
  });
}
