/**
 * Shop calls of SPEC.md §7.1–7.5 on the platform's wire protocol: form-encoded POSTs
 * to wc_ajax_url (every failure still answers HTTP 200 there), REST with a nonce
 * header, and the generic admin-ajax helper.
 */
import { toFormBody, type FormValue } from '../core/form/encode.ts';
import { endpointUrl } from '../core/settings/index.ts';
import { describeIssues, type ValidationIssue } from '../core/validation/issues.ts';
import { registerCall } from './calls.ts';
import { InvalidBodyError } from './errors.ts';
import { lazySchema, loadedSchema, requestJson, requestText, parseBody, type LazySchema, type RequestOptions, type Schema } from './http.ts';
import type { AddToCartResponse, CartResponse, RemoveFromCartResponse } from './shop-schemas.ts';

export type { AddToCartResponse, CartResponse, RemoveFromCartResponse };

export interface ShopEndpoints {
  wc_ajax_url: string;
  ajax_url: string;
  rest_url?: string;
}

/** The answers' zod schemas, imported with the first call (`lazySchema`). */
const schemas = () => import('./shop-schemas.ts');
const addToCartResponseSchema: LazySchema<AddToCartResponse> = lazySchema(() => schemas().then((m) => m.addToCartResponseSchema));
const removeFromCartResponseSchema: LazySchema<RemoveFromCartResponse> = lazySchema(() => schemas().then((m) => m.removeFromCartResponseSchema));
const refreshedFragmentsSchema = lazySchema(() => schemas().then((m) => m.refreshedFragmentsSchema));
const adminAjaxBodySchema = lazySchema(() => schemas().then((m) => m.adminAjaxBodySchema));

/**
 * Validates cart fields that reach the cart store from elsewhere than this module's calls
 * (another tab, a product-table answer). `source` names where they came from.
 */
export function parseCartResponse(data: unknown, source: string): CartResponse {
  const result = readCartResponse(data);
  if ('value' in result) return result.value;
  let text: string;
  try {
    text = JSON.stringify(data) ?? String(data);
  } catch {
    text = String(data);
  }
  throw new InvalidBodyError(source, text, describeIssues(result.issues));
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const typeIssue = (expected: string, input: unknown, path: PropertyKey[]): ValidationIssue => ({ code: 'invalid_type', expected, input, path });

/** A quantity: a finite number, or a string that reads as one (shop-schemas.ts's `figureSchema`). */
function figure(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
}

/** `in_cart` / `in_cart_total` as `inCartMapSchema` reads them: PHP's `[]` is `{}`; each value a figure or a map of figures. */
function readInCart(v: unknown, field: string, issues: ValidationIssue[]): Record<string, number | Record<string, number>> | undefined {
  const map = Array.isArray(v) && v.length === 0 ? {} : v;
  if (!isObject(map)) {
    issues.push(typeIssue('record', map, [field]));
    return undefined;
  }
  const out: Record<string, number | Record<string, number>> = {};
  let bad = false;
  for (const [key, value] of Object.entries(map)) {
    const n = figure(value);
    if (n !== undefined) {
      out[key] = n;
      continue;
    }
    const inner: Record<string, number> = {};
    const ok = isObject(value) && Object.entries(value).every(([id, q]) => (inner[id] = figure(q) as number) !== undefined);
    if (ok) out[key] = inner;
    else {
      bad = true;
      // Neither alternative fits: zod's union words it as matching none of the shapes.
      issues.push({ code: 'invalid_union', input: value, path: [field, key], errors: [] });
    }
  }
  return bad ? undefined : out;
}

/**
 * The cart fields of an answer checked by hand, as `cartResponseSchema` (shop-schemas.ts) does and
 * with its words: the cart store reads them at start (the stored fragments, another tab), before any
 * call has loaded zod.
 */
function readCartResponse(data: unknown): { value: CartResponse } | { issues: ValidationIssue[] } {
  if (!isObject(data)) return { issues: [typeIssue('object', data, [])] };
  const issues: ValidationIssue[] = [];
  const value: CartResponse = {};
  const { fragments, cart_hash: hash, in_cart: inCart, in_cart_total: inCartTotal, cart_quantity: quantity } = data;
  if (fragments !== undefined) {
    if (!isObject(fragments)) issues.push(typeIssue('record', fragments, ['fragments']));
    else {
      const bad = Object.entries(fragments).filter(([, html]) => typeof html !== 'string');
      for (const [key, html] of bad) issues.push(typeIssue('string', html, ['fragments', key]));
      if (bad.length === 0) value.fragments = { ...(fragments as Record<string, string>) };
    }
  }
  if (hash !== undefined) {
    if (typeof hash === 'string') value.cart_hash = hash;
    else issues.push(typeIssue('string', hash, ['cart_hash']));
  }
  if (inCart !== undefined) value.in_cart = readInCart(inCart, 'in_cart', issues);
  if (inCartTotal !== undefined) value.in_cart_total = readInCart(inCartTotal, 'in_cart_total', issues);
  if (quantity !== undefined) {
    if (typeof quantity === 'number' && Number.isFinite(quantity)) value.cart_quantity = quantity;
    else issues.push(typeIssue('number', quantity, ['cart_quantity']));
  }
  return issues.length ? { issues } : { value };
}

export async function postWcAjax<T>(
  endpoints: ShopEndpoints,
  endpoint: string,
  payload: Record<string, FormValue>,
  schema: Schema<T> | LazySchema<T>,
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
export function postRest<T>(url: string, nonce: string, json: unknown, schema: Schema<T> | LazySchema<T>, signal?: AbortSignal) {
  return requestJson(url, schema, { method: 'POST', json, headers: { 'X-WP-Nonce': nonce }, signal, ownOriginOnly: 'the REST nonce' });
}

/** §7.5 result: '1' counts as success; otherwise the body's success and data. */
export interface AdminAjaxResult<T = unknown> {
  success: boolean;
  data: T | undefined;
  /** The X-WP-Total header, for the query-attachments action. */
  total?: number;
}

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
  const loading = adminAjaxBodySchema.load();
  loading.catch(() => undefined);
  const response = await requestText(endpoints.ajax_url, {
    ...options,
    method: 'POST',
    body: toFormBody({ action, ...payload }),
    // Its actions take nonces and the login cookie: only this site's admin-ajax hears them.
    ownOriginOnly: 'an admin-ajax call (nonces, the login session)',
  });
  if (response.text.trim() === '1') return { success: true, data: undefined };
  const body = parseBody(response.url, response.text, await loadedSchema(response.url, loading));
  const totalHeader = response.headers.get('X-WP-Total');
  const total = totalHeader !== null && Number.isFinite(Number(totalHeader)) ? Number(totalHeader) : undefined;
  if (Array.isArray(body)) return { success: true, data: body as T, total };
  return { success: body.success, data: body.data as T | undefined, total };
}
