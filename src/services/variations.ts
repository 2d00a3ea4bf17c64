/**
 * Variation calls of the single product page: `get_variation` (SPEC §7.3) and the
 * attribute matrix `get_variation_matrix` (ours; see core/variations/matrix.ts).
 * `false`, `null` and an empty body all mean "no match" and resolve to `undefined`.
 */
import * as z from 'zod/mini';
import type { FormValue } from '../core/form/encode.ts';
import { variationMatrixSchema, type VariationMatrix } from '../core/variations/matrix.ts';
import { variationResponseSchema, type Variation } from '../core/variations/schema.ts';
import { registerCall } from './calls.ts';
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
  transport: 'wc-ajax',
  endpoint: 'get_variation_matrix',
  spec: '§4.3 (narrowing in AJAX mode)',
  elements: ['shop-variations'],
  onFailure: 'options are not narrowed (every option stays choosable); lookups still work',
});

const matrixResponseSchema = z.union([variationMatrixSchema, z.literal(false), z.null(), z.undefined()]);

/**
 * Fetches the attribute matrix of a product (once per form, in AJAX mode, when the page
 * did not print one). A store without the endpoint answers an empty body: `undefined`.
 */
export async function getVariationMatrix(
  endpoints: ShopEndpoints,
  productId: number,
  signal?: AbortSignal,
): Promise<VariationMatrix | undefined> {
  const answer = await postWcAjax(
    endpoints,
    'get_variation_matrix',
    { product_id: Math.trunc(productId) },
    matrixResponseSchema,
    { signal },
  );
  return answer || undefined;
}
