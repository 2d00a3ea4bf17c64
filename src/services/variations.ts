/**
 * Variation calls of the single product page: `get_variation` (SPEC §7.3) and, only where
 * the page asks for it with `variation-matrix-url`, the attribute matrix (ours, not the
 * platform's; see core/variations/matrix.ts).
 * `false`, `null` and an empty body all mean "no match" and resolve to `undefined`.
 */
import type { FormValue } from '../core/form/encode.ts';
import { matrixResponseSchema, type VariationMatrix } from '../core/variations/matrix.ts';
import { variationResponseSchema, type Variation } from '../core/variations/schema.ts';
import { registerCall } from './calls.ts';
import { requestJson } from './http.ts';
import { postWcAjax, type ShopEndpoints } from './shop.ts';

export interface GetVariationInput {
  /** The chosen values, by attribute name (`attribute_pa_size`). */
  attributes: Record<string, string>;
  productId: number;
  /** Posted as `custom_data[...]` when present (plugins put their fields here). */
  customData?: Record<string, FormValue> | null;
}

registerCall({
  name: 'get_variation',
  transport: 'wc-ajax',
  endpoint: 'get_variation',
  spec: '§7.3',
  elements: ['shop-variations'],
  onFailure: 'the form is unblocked, an alert under the selects says the options could not be checked, and the selects stay usable',
});

/** §7.3: looks up the variation matching every chosen attribute; `undefined` when none matches. */
export async function getVariation(
  endpoints: ShopEndpoints,
  input: GetVariationInput,
  signal?: AbortSignal,
): Promise<Variation | undefined> {
  const payload: Record<string, FormValue> = { ...input.attributes, product_id: Math.trunc(input.productId) };
  if (input.customData != null) payload.custom_data = input.customData;
  const answer = await postWcAjax(endpoints, 'get_variation', payload, variationResponseSchema, { signal });
  return answer || undefined;
}

registerCall({
  name: 'get_variation_matrix',
  // The demo store answers the matrix at ?wc-ajax=get_variation_matrix; a page may name any URL.
  transport: 'wc-ajax',
  endpoint: 'get_variation_matrix',
  spec: '§4.3 (narrowing in AJAX mode, only from the URL a page sets in variation-matrix-url)',
  elements: ['shop-variations'],
  onFailure: 'options are not narrowed (every option stays choosable); lookups still work',
});

/**
 * Reads the attribute matrix from the URL a page configured (`variation-matrix-url`), with a
 * GET so that a server or a CDN may cache it. `undefined` for an empty body (an endpoint the
 * store lacks), `false` when the store says the product has none.
 */
export function getVariationMatrix(url: string, signal?: AbortSignal): Promise<VariationMatrix | false | null | undefined> {
  return requestJson(url, matrixResponseSchema, { method: 'GET', signal });
}
