/**
 * The wishlist plugin's ajax (§7.12) on the visitor's session: `product_action` addto or remove for a
 * product or one of its variations. The plugin answers any request that posts `tinv_wishlist_id`;
 * admin-ajax.php hands such a request without an `action` to this handler (action name `tinvwl`,
 * which the fault mode matches). Bad input answers 400/404 `{code, message}`; the answer is the
 * plugin's `{status, msg, wishlists_data: {products, counter}}`.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { getProduct, variationAttributes } from '../lib/catalog.ts';
import { errorJson, z, zodMessage } from '../lib/validate.ts';
import { addToWishlist, removeFromWishlist, wishlistEntries, wishlistIds } from '../lib/wishlist.ts';
import { adminAjax } from './admin-ajax.ts';
import { t } from '../i18n/index.ts';

export const WISHLIST_ACTION = 'tinvwl';

/** `false`, '' and 0 all mean "no variation", as the plugin's integer filter reads them. */
const optionalId = z.string().max(20).optional().transform((v, ctx) => {
  if (v === undefined || v === '' || v === 'false' || v === '0') return 0;
  if (!/^\d+$/.test(v)) {
    ctx.addIssue({ code: 'custom', message: t('product_variation must be a variation id, not %s', JSON.stringify(v.slice(0, 20))) });
    return z.NEVER;
  }
  return Number(v);
});

const request = z.object({
  // The messages are functions: they are read while a request is answered, in its language.
  product_action: z.enum(['addto', 'remove'], { error: () => t('product_action must be addto or remove') }),
  product_id: z.string().regex(/^[1-9]\d{0,9}$/, { error: () => t('product_id must be a product id') }).transform(Number),
  product_variation: optionalId,
  product_type: z.string().max(40).optional(),
});

export function wishlistAnswer(c: Context<AppEnv>, status: boolean, msg: string[]): Response {
  const { db } = c.get('state');
  const session = c.get('session').id;
  const products: Record<string, Array<{ ID: number; title: string; in: number[] }>> = {};
  for (const e of wishlistEntries(db, session)) {
    (products[e.product_id] ??= [{ ID: 1, title: 'Wishlist', in: [] }])[0]!.in.push(e.variation_id || e.product_id);
  }
  return c.json({ status, msg, wishlists_data: { products, counter: wishlistIds(db, session).length } });
}

adminAjax.register(WISHLIST_ACTION, (c, fields) => {
  if (fields.tinv_wishlist_id === undefined) return errorJson(c, 400, 'invalid_wishlist_request', t('tinv_wishlist_id is missing: the wishlist plugin reads only requests that post it.'));
  const parsed = request.safeParse(fields);
  if (!parsed.success) return errorJson(c, 400, 'invalid_wishlist_request', zodMessage(parsed.error));
  const { db } = c.get('state');
  const { product_action: action, product_id: productId, product_variation: variationId } = parsed.data;
  const product = getProduct(db, productId);
  if (!product || product.type === 'variation') return errorJson(c, 404, 'product_not_found', t('There is no product %s.', productId));
  if (variationId) {
    const variation = getProduct(db, variationId);
    if (!variation || variation.type !== 'variation' || variation.parent_id !== productId) {
      return errorJson(c, 404, 'variation_not_found', t('Product %1$s has no variation %2$s.', productId, variationId));
    }
    // The variation's own attributes must agree with the ones posted in form[…] (an "any" attribute takes what was chosen).
    for (const [name, value] of Object.entries(variationAttributes(db, variationId))) {
      const posted = fields[`form[${name}]`];
      if (value !== '' && posted !== undefined && posted !== value) {
        return errorJson(c, 400, 'invalid_wishlist_request', t('Variation %1$s has %2$s "%3$s", not "%4$s".', variationId, name, value, posted));
      }
    }
  }
  const session = c.get('session').id;
  const entry = { product_id: productId, variation_id: variationId };
  if (action === 'addto') addToWishlist(db, session, entry);
  else removeFromWishlist(db, session, entry);
  return wishlistAnswer(c, true, [action === 'addto' ? t('"%s" added to Wishlist', product.name) : t('"%s" removed from Wishlist', product.name)]);
});
