/**
 * The `?wc-ajax=<endpoint>` calls. Like the platform they always answer HTTP 200; missing parameters or an
 * unknown endpoint give an empty body. Handlers live in a registry so later features add one file each.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { cartFragments, loadCart, removeCartItem, syncCartCookies } from '../lib/cart.ts';
import { buildVariationObject, findMatchingVariation, getAttributes, getProduct, getVariations, showVariationPrice } from '../lib/catalog.ts';
import { faultFor, runWithFault } from '../lib/faults.ts';
import { addPostedToCart } from '../lib/own-price.ts';
import { addedAsForm } from '../lib/cart-add.ts';
import { absint, formFields, z } from '../lib/validate.ts';
import { flashNotice } from '../pages/context.ts';

export type AjaxFields = Record<string, string>;
export type WcAjaxHandler = (c: Context<AppEnv>, fields: AjaxFields) => Response | Promise<Response>;

const handlers = new Map<string, WcAjaxHandler>();

export const wcAjax = {
  register(name: string, handler: WcAjaxHandler): void {
    handlers.set(name, handler);
  },
  get(name: string): WcAjaxHandler | undefined {
    return handlers.get(name);
  },
  names(): string[] {
    return [...handlers.keys()];
  },
};

/** An empty 200 answer, as the platform gives for missing parameters. */
export function emptyAnswer(c: Context<AppEnv>): Response {
  return c.body('', 200, { 'Content-Type': 'text/html; charset=UTF-8' });
}

export function jsonAnswer(c: Context<AppEnv>, value: unknown, status: 200 | 400 | 403 | 404 = 200): Response {
  return c.body(JSON.stringify(value), status, { 'Content-Type': 'application/json; charset=UTF-8' });
}

/** `{fragments, cart_hash}` for the session's current cart, with the cart cookies set. */
export function fragmentsAnswer(c: Context<AppEnv>): Response {
  const { db } = c.get('state');
  const cart = loadCart(db, c.get('session').id);
  syncCartCookies(c, cart);
  return jsonAnswer(c, { fragments: cartFragments(c, cart), cart_hash: cart.hash });
}

const addToCartInput = z.object({
  product_id: absint,
  quantity: z.string().optional().transform((q) => {
    if (q === undefined || q.trim() === '') return 1;
    const n = Number.parseFloat(q);
    return Number.isFinite(n) ? Math.trunc(n) : 0;
  }),
});

wcAjax.register('add_to_cart', (c, fields) => {
  const input = addToCartInput.safeParse(fields);
  if (!input.success) return emptyAnswer(c);
  const { db } = c.get('state');
  const product = getProduct(db, input.data.product_id);
  // A product with fields of its own (add-ons, a measurement, composite choices) is checked as its form is.
  const result = product && product.type !== 'variation' && product.type !== 'variable'
    ? addedAsForm(db, c.get('session').id, product.id, input.data.quantity, fields)
    : addPostedToCart(db, c.get('session').id, input.data.product_id, input.data.quantity, fields);
  if (!result.ok) {
    // As the platform: the reason waits in the session for the product page the answer sends the shopper to.
    if (result.notice) flashNotice(c, { type: 'error', html: result.notice });
    return jsonAnswer(c, { error: true, product_url: result.productUrl });
  }
  return fragmentsAnswer(c);
});

wcAjax.register('remove_from_cart', (c, fields) => {
  const key = z.string().trim().min(1).max(64).safeParse(fields.cart_item_key);
  const { db } = c.get('state');
  if (!key.success || !removeCartItem(db, c.get('session').id, key.data)) return jsonAnswer(c, { success: false });
  return fragmentsAnswer(c);
});

wcAjax.register('get_refreshed_fragments', (c) => fragmentsAnswer(c));

wcAjax.register('get_variation', (c, fields) => {
  const id = absint.safeParse(fields.product_id);
  if (!id.success || id.data === 0) return emptyAnswer(c);
  const { db } = c.get('state');
  const parent = getProduct(db, id.data);
  if (!parent) return emptyAnswer(c);
  if (parent.type !== 'variable') return jsonAnswer(c, false);
  const chosen: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) if (k.startsWith('attribute_')) chosen[k] = v;
  // The platform requires a value for every variation attribute before it looks for a match.
  const required = getAttributes(db, parent.id).filter((a) => a.isVariation);
  if (required.some((a) => chosen[a.key] === undefined)) return jsonAnswer(c, false);
  const variations = getVariations(db, parent.id);
  const match = findMatchingVariation(variations, chosen);
  if (!match || match.row.visible !== 1) return jsonAnswer(c, false);
  return jsonAnswer(c, buildVariationObject(match, parent, showVariationPrice(variations)));
});

/** Dispatch one wc-ajax endpoint (shared by `?wc-ajax=` and admin-ajax's `woocommerce_<endpoint>`). */
export async function dispatchWcAjax(c: Context<AppEnv>, endpoint: string, faultNames: string[], fields?: AjaxFields): Promise<Response> {
  const data = fields ?? (await formFields(c));
  const handler = handlers.get(endpoint);
  const run = async (): Promise<Response> => (handler ? handler(c, data) : emptyAnswer(c));
  const fault = faultFor(c, ...faultNames);
  return fault ? runWithFault(c, fault, run) : run();
}

/** Middleware: any URL with `?wc-ajax=<endpoint>` is a wc-ajax call. */
export const wcAjaxMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const endpoint = new URL(c.req.url).searchParams.get('wc-ajax');
  if (endpoint === null) return next();
  const name = endpoint.trim();
  c.header('X-Robots-Tag', 'noindex');
  return dispatchWcAjax(c, name, [name]);
};
