/**
 * The product table's wishlist call (§7.12): a form-encoded POST to the general ajax URL with the
 * wishlist plugin's fields (core/product-table/wishlist.ts). The plugin picks the request up by its
 * `tinv_wishlist_id` field, before any `action` is dispatched, so none is sent. The answer is
 * validated; `status: false` is a refusal.
 */
import { toFormBody } from '../core/form/encode.ts';
import { answerRefused, wishlistPayload, type WishlistAnswer, type WishlistRequest } from '../core/product-table/wishlist.ts';
import { registerCall } from './calls.ts';
import { RefusedError } from './errors.ts';
import { lazySchema, requestJson } from './http.ts';
import type { ShopEndpoints } from './shop.ts';

registerCall({
  name: 'tinvwl',
  transport: 'admin-ajax',
  endpoint: 'tinvwl',
  marker: 'tinv_wishlist_id',
  spec: '§7.12',
  elements: ['shop-product-table'],
  onFailure: 'the toggle returns to its previous state and a message (role=status) says the wishlist could not be updated and why',
});

/** §7.12's answer schema (zod), imported with the first call: a table's wishlist toggles start without zod. */
const wishlistAnswerSchema = lazySchema<WishlistAnswer>(() => import('./product-table-schemas.ts').then((m) => m.wishlistAnswerSchema));

/** Sends the call and resolves with its validated answer; a typed error (services/errors.ts) otherwise. */
export async function postWishlist(endpoints: Pick<ShopEndpoints, 'ajax_url'>, request: WishlistRequest, signal?: AbortSignal): Promise<WishlistAnswer> {
  const answer = await requestJson(endpoints.ajax_url, wishlistAnswerSchema, { method: 'POST', body: toFormBody(wishlistPayload(request)), signal });
  if (answerRefused(answer)) {
    const refused = new RefusedError(endpoints.ajax_url);
    if (answer.msg) refused.message = answer.msg;
    throw refused;
  }
  return answer;
}
