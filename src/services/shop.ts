/**
 * Shop calls of SPEC.md §7.1–7.5 on the platform's wire protocol: form-encoded POSTs
 * to wc_ajax_url (every failure still answers HTTP 200 there), REST with a nonce
 * header, and the generic admin-ajax helper.
 */
import * as z from 'zod/mini';
import { toFormBody, type FormValue } from '../core/form/encode.ts';
import { endpointUrl } from '../core/settings/index.ts';
import { registerCall } from './calls.ts';
import { requestJson, requestText, parseBody, type RequestOptions } from './http.ts';

export interface ShopEndpoints {
  wc_ajax_url: string;
  ajax_url: string;
  rest_url?: string;
}

/** Fields of a cart response (§3.6, §3.12) shared by every call that changes the cart. */
export const cartFieldsSchema = {
  fragments: z.optional(z.record(z.string(), z.string())),
  cart_hash: z.optional(z.nullable(z.string())),
};

export const addToCartResponseSchema = z.union([
  z.looseObject({ error: z.literal(true), product_url: z.optional(z.string()) }),
  z.looseObject({ ...cartFieldsSchema, error: z.optional(z.literal(false)) }),
]);
export type AddToCartResponse = z.output<typeof addToCartResponseSchema>;

export const removeFromCartResponseSchema = z.union([
  z.looseObject({ success: z.literal(false) }),
  z.looseObject({ ...cartFieldsSchema }),
]);
export type RemoveFromCartResponse = z.output<typeof removeFromCartResponseSchema>;

/** A re-read is only worth applying when it carries the fragments. */
export const refreshedFragmentsSchema = z.looseObject({
  fragments: z.record(z.string(), z.string()),
  cart_hash: cartFieldsSchema.cart_hash,
});

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
  return requestJson(url, schema, { method: 'POST', json, headers: { 'X-WP-Nonce': nonce }, signal });
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
  });
  if (response.text.trim() === '1') return { success: true, data: undefined };
  const body = parseBody(response.url, response.text, adminAjaxBodySchema);
  const totalHeader = response.headers.get('X-WP-Total');
  const total = totalHeader !== null && Number.isFinite(Number(totalHeader)) ? Number(totalHeader) : undefined;
  if (Array.isArray(body)) return { success: true, data: body as T, total };
  return { success: body.success, data: body.data as T | undefined, total };
}
