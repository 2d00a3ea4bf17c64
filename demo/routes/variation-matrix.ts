/**
 * `POST /?wc-ajax=get_variation_matrix` (`product_id`): the attribute matrix of a variable
 * product, so `<shop-variations>` can narrow its options in AJAX mode (above the inline
 * threshold, where the page prints `data-product_variations="false"`).
 *
 * Answer: `{"attributes":["attribute_…",…],"combinations":[["value",…],…],"inactive":[index,…]}`
 * over the visible variations in menu order ('' = any); `false` for a product that is not
 * variable; an empty body for a missing or unknown `product_id` (as the platform answers
 * unknown calls). Not a platform endpoint: a store without it answers an empty body and the
 * element simply does not narrow.
 */
import { getAttributes, getProduct, getVariations } from '../lib/catalog.ts';
import { absint } from '../lib/validate.ts';
import { emptyAnswer, jsonAnswer, wcAjax } from './wc-ajax.ts';

wcAjax.register('get_variation_matrix', (c, fields) => {
  const id = absint.safeParse(fields.product_id);
  if (!id.success || id.data === 0) return emptyAnswer(c);
  const { db } = c.get('state');
  const parent = getProduct(db, id.data);
  if (!parent) return emptyAnswer(c);
  if (parent.type !== 'variable') return jsonAnswer(c, false);
  const attributes = getAttributes(db, parent.id).filter((a) => a.isVariation).map((a) => a.key);
  const visible = getVariations(db, parent.id).filter((v) => v.row.visible === 1);
  const inactive: number[] = [];
  const combinations = visible.map((v, i) => {
    if (v.row.active !== 1) inactive.push(i);
    return attributes.map((key) => v.attributes[key] ?? '');
  });
  return jsonAnswer(c, inactive.length ? { attributes, combinations, inactive } : { attributes, combinations });
});
