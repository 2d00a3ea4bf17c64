/**
 * §7.7: the product form a table row opens in a dialog when the row alone cannot say what to add
 * (a bundle, a composite, an incomplete variation choice, missing add-on or own-price values).
 * The answer is the add-on's modal HTML, printed by the shop's own server like cart fragments;
 * an empty answer means the shop has no form for the product.
 */
import { endpointUrl } from '../core/settings/index.ts';
import { registerCall } from './calls.ts';
import { requestText } from './http.ts';
import type { ShopEndpoints } from './shop.ts';

registerCall({
  name: 'wcpt_get_product_form_modal',
  transport: 'wc-ajax',
  endpoint: 'wcpt_get_product_form_modal',
  spec: '§7.7',
  elements: ['shop-product-table'],
  onFailure: "the loading dialog closes and the shopper is told the product's options could not be loaded, and offered the cart button's own link",
  answer: 'html',
});

/** Posts the row's fields (`product_id`, `quantity`, attributes, add-on fields…) and resolves with the modal HTML, '' when there is none. */
export async function fetchProductFormModal(
  endpoints: Pick<ShopEndpoints, 'wc_ajax_url'>,
  prefix: string,
  fields: ReadonlyArray<readonly [string, string]>,
  signal?: AbortSignal,
): Promise<string> {
  const endpoint = `${prefix}_get_product_form_modal`;
  const body = new URLSearchParams([['action', endpoint], ...fields.map(([name, value]) => [name, value])]);
  const response = await requestText(endpointUrl(endpoints.wc_ajax_url, endpoint), { method: 'POST', body, signal });
  return response.text.trim();
}
