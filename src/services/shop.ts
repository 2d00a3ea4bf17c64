/**
 * Shop calls of SPEC.md §7.1–7.5 on the platform's wire protocol: form-encoded POSTs
 * to wc_ajax_url (every failure still answers HTTP 200 there), REST with a nonce
 * header, and the generic admin-ajax helper.
 */
import * as z from 'zod/mini';
import { toFormBody, type FormValue } from '../core/form/encode.ts';
import { endpointUrl } from '../core/settings/index.ts';
import { registerCall } from './calls.ts';
import { validate } from '../core/validation/issues.ts';
import { InvalidBodyError } from './errors.ts';
import { requestJson, requestText, parseBody, type RequestOptions } from './http.ts';

export interface ShopEndpoints {
  wc_ajax_url: string;
  ajax_url: string;
  rest_url?: string;
}

/** The fragments of a cart answer (§3.6): page selector → server HTML. */
const fragmentsSchema = z.record(z.string(), z.string());

/**
 * What every call that changed the cart answers with: the fragments and the cart hash
 * (`""` for an empty cart). Fields the elements do not read are dropped.
 */
export const cartFragmentsSchema = z.object({
  fragments: fragmentsSchema,
  cart_hash: z.string(),
});

/** A quantity or amount as the add-on's server sends it: a number, or a numeric string (variation lines). */
export const figureSchema = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((v, ctx) => {
    const n = typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v);
    if (Number.isFinite(n)) return n;
    ctx.issues.push({ code: 'custom', message: `should be a number, not ${JSON.stringify(v)}`, input: v });
    return z.NEVER;
  }),
);

/**
 * `in_cart` / `in_cart_total` (§3.12): product id → quantity, or → {variation id → quantity};
 * numeric strings become numbers, and PHP's empty array (`[]`) an empty map.
 */
/** PHP encodes an empty map as `[]`: read it as `{}` before the map's own schema. */
export const phpEmptyMap = z.pipe(z.unknown(), z.transform((v) => (Array.isArray(v) && v.length === 0 ? {} : v)));

export const inCartMapSchema = z.pipe(
  phpEmptyMap,
  z.record(z.string(), z.union([figureSchema, z.record(z.string(), figureSchema)])),
);

/**
 * Any answer that carries cart fields (§3.6, §3.12), as it enters the cart store: every
 * field is optional (a product-table answer may bring only some), each of its own type.
 */
export const cartResponseSchema = z.object({
  fragments: z.optional(fragmentsSchema),
  cart_hash: z.optional(z.string()),
  in_cart: z.optional(inCartMapSchema),
  in_cart_total: z.optional(inCartMapSchema),
  cart_quantity: z.optional(z.number()),
});
export type CartResponse = z.output<typeof cartResponseSchema>;

/**
 * Validates cart fields that reach the cart store from elsewhere than this module's calls
 * (another tab, a product-table answer). `source` names where they came from.
 */
export function parseCartResponse(data: unknown, source: string): CartResponse {
  const result = validate(cartResponseSchema, data);
  if (result.success) return result.data;
  let text: string;
  try {
    text = JSON.stringify(data) ?? String(data);
  } catch {
    text = String(data);
  }
  throw new InvalidBodyError(source, text, result.problem);
}

/**
 * §7.1: the platform refuses with `error: true` and the product page to go to (`false`
 * when it has none), or answers with the new fragments.
 */
export const addToCartResponseSchema = z.union([
  z.object({ error: z.literal(true), product_url: z.union([z.string(), z.literal(false)]) }),
  cartFragmentsSchema,
]);
export type AddToCartResponse = z.output<typeof addToCartResponseSchema>;

/** §7.2: `{"success":false}` for an item the cart does not hold, or the new fragments. */
export const removeFromCartResponseSchema = z.union([
  z.object({ success: z.literal(false) }),
  cartFragmentsSchema,
]);
export type RemoveFromCartResponse = z.output<typeof removeFromCartResponseSchema>;

/** §3.6: a re-read of the cart always carries the fragments. */
export const refreshedFragmentsSchema = cartFragmentsSchema;

export async function postWcAjax<T>(
  endpoints: ShopEndpoints,
  endpoint: string,
  payload: Record<string, FormValue>,
  schema: z.ZodMiniType<T>,
  options: Omit<RequestOptions, 'body' | 'method'> = {},
): Promise<T> {
  return requestJson(endpointUrl(endpoints.wc_ajax_url, endpoint), schema, {
    ...options,
    method: 'POST',
    body: toFormBody(payload),
  });
}

registerCall({
  name: 'add_to_cart',
  transport: 'wc-ajax',
  endpoint: 'add_to_cart',
  spec: '§7.1',
  elements: ['shop-add-to-cart'],
  onFailure: 'error + product_url: go to the product page; otherwise the button is restored and a message says the product was not added',
});
/** §7.1: the payload is every data attribute of the clicked button. */
export function addToCart(endpoints: ShopEndpoints, payload: Record<string, FormValue>, signal?: AbortSignal) {
  return postWcAjax(endpoints, 'add_to_cart', payload, addToCartResponseSchema, { signal });
}

registerCall({
  name: 'remove_from_cart',
  transport: 'wc-ajax',
  endpoint: 'remove_from_cart',
  spec: '§7.2',
  elements: ['shop-mini-cart'],
  onFailure: 'the browser follows the remove link',
});
export function removeFromCart(endpoints: ShopEndpoints, cartItemKey: string, signal?: AbortSignal) {
  return postWcAjax(endpoints, 'remove_from_cart', { cart_item_key: cartItemKey }, removeFromCartResponseSchema, {
    signal,
  });
}

registerCall({
  name: 'get_refreshed_fragments',
  transport: 'wc-ajax',
  endpoint: 'get_refreshed_fragments',
  spec: '§3.6',
  elements: ['shop-mini-cart'],
  onFailure: 'the page keeps the fragments it has; the console says why',
});
export function getRefreshedFragments(endpoints: ShopEndpoints, signal?: AbortSignal) {
  return postWcAjax(endpoints, 'get_refreshed_fragments', {}, refreshedFragmentsSchema, { signal });
}

registerCall({
  name: 'rest_user_meta',
  transport: 'rest',
  endpoint: 'rest',
  spec: '§7.4',
  elements: ['shop-coming-soon-banner'],
  onFailure: 'the banner stays and says it could not be dismissed',
});
/** §7.4: POST to a REST url with the nonce header and a JSON body. */
export function postRest<T>(url: string, nonce: string, json: unknown, schema: z.ZodMiniType<T>, signal?: AbortSignal) {
  return requestJson(url, schema, { method: 'POST', json, headers: { 'X-WP-Nonce': nonce }, signal, ownOriginOnly: 'the REST nonce' });
}

/** §7.5 result: '1' counts as success; otherwise the body's success and data. */
export interface AdminAjaxResult<T = unknown> {
  success: boolean;
  data: T | undefined;
  /** The X-WP-Total header, for the query-attachments action. */
  total?: number;
}

const adminAjaxBodySchema = z.union([
  z.looseObject({ success: z.boolean(), data: z.optional(z.unknown()) }),
  z.array(z.unknown()),
]);

registerCall({
  name: 'admin_ajax',
  transport: 'admin-ajax',
  // The generic helper: the action is its caller's.
  endpoint: '*',
  spec: '§7.5',
  elements: [],
  onFailure: 'the caller receives a typed error',
});
export async function adminAjax<T = unknown>(
  endpoints: Pick<ShopEndpoints, 'ajax_url'>,
  action: string,
  payload: Record<string, FormValue> = {},
  options: Omit<RequestOptions, 'body' | 'method'> = {},
): Promise<AdminAjaxResult<T>> {
  const response = await requestText(endpoints.ajax_url, {
    ...options,
    method: 'POST',
    body: toFormBody({ action, ...payload }),
    // Its actions take nonces and the login cookie: only this site's admin-ajax hears them.
    ownOriginOnly: 'an admin-ajax call (nonces, the login session)',
  });
  if (response.text.trim() === '1') return { success: true, data: undefined };
  const body = parseBody(response.url, response.text, adminAjaxBodySchema);
  const totalHeader = response.headers.get('X-WP-Total');
  const total = totalHeader !== null && Number.isFinite(Number(totalHeader)) ? Number(totalHeader) : undefined;
  if (Array.isArray(body)) return { success: true, data: body as T, total };
  return { success: body.success, data: body.data as T | undefined, total };
}
