/**
 * The product table's cart call (§7.10, §3.12): a form-encoded POST to the wc-ajax endpoint
 * `{prefix}_cart` with the items under `{prefix}_payload[...]`, `lang` and any outside form's
 * fields at the top level. The answer is validated; the add-on's server sends numbers or numeric
 * strings, `[]` for an empty map and `"1"`/`""` or booleans for flags, all of which are read.
 */
import { toFormBody, type FormValue } from '../core/form/encode.ts';
import { endpointUrl } from '../core/settings/index.ts';
import type { TableCartPayload } from '../core/product-table/cart-payload.ts';
import { registerCall } from './calls.ts';
import { lazySchema, requestJson } from './http.ts';
import type { TableCartAnswer } from './product-table-schemas.ts';
import type { ShopEndpoints } from './shop.ts';

export type { TableCartAnswer };

registerCall({
  name: 'wcpt_cart',
  transport: 'wc-ajax',
  endpoint: 'wcpt_cart',
  spec: '§7.10',
  elements: ['shop-product-table'],
  onFailure: 'the notice (the server’s, or one saying the cart could not be reached) in an overlay removed on the next click; the rows stay usable and the shopper hears which items did not go in',
});

/** §3.12's answer schema (zod), imported with the first call: a table's cart side starts without zod. */
const tableCartAnswerSchema = lazySchema<TableCartAnswer>(() => import('./product-table-schemas.ts').then((m) => m.tableCartAnswerSchema));

export interface TableCartCall {
  prefix: string;
  payload: TableCartPayload;
  callId: number;
  cartWidgetPermitted: boolean;
  lang: string;
  /** An outside form's fields (the product form, `{prefix}_checkbox_bulk`), sent at the top level. */
  outside: ReadonlyArray<readonly [string, string]>;
}

/** The flags the server reads as present-or-not: sent only when set, as `true`. */
const FLAGS = ['overwrite_cart_qty', 'use_cache', 'skip_cart_triggers', 'variation_form', 'force_refresh_cart'] as const;

/** The form body of a call (exported for the request event's detail and the tests). */
export function tableCartBody(call: TableCartCall): URLSearchParams {
  const { payload } = call;
  const wire: Record<string, FormValue> = {
    [`${call.prefix}_cart_call_id`]: call.callId,
    cart_widget_permitted: call.cartWidgetPermitted,
    products: payload.products,
    variations: payload.variations,
    attributes: payload.attributes,
    addons: payload.addons,
    measurement: payload.measurement,
    nyp: payload.nyp,
  };
  for (const flag of FLAGS) if (payload[flag]) wire[flag] = true;
  const body = toFormBody({ [`${call.prefix}_payload`]: wire, lang: call.lang });
  for (const [name, value] of call.outside) body.append(name, value);
  return body;
}

/** §7.10: sends the call and resolves with its validated answer; a typed error (services/errors.ts) otherwise. */
export async function postTableCart(endpoints: Pick<ShopEndpoints, 'wc_ajax_url'>, call: TableCartCall, signal?: AbortSignal): Promise<TableCartAnswer> {
  const url = endpointUrl(endpoints.wc_ajax_url, `${call.prefix}_cart`);
  return requestJson(url, tableCartAnswerSchema, { method: 'POST', body: tableCartBody(call), signal });
}
