/**
 * The attribute matrix of a variable product, so that `<shop-variations>` can narrow its options
 * in AJAX mode (above the inline threshold, where the page prints `data-product_variations="false"`).
 * The platform has no such call: a store provides the matrix in the page (a JSON block, as
 * demo/pages/variations-pages.ts prints it) or, opted in with `variation-matrix-url`, at a URL of
 * its own. This store answers that URL at `?wc-ajax=get_variation_matrix&product_id=<id>` (GET,
 * or POST with `product_id`).
 *
 * Answer: `{"attributes":["attribute_…",…],"combinations":[["value",…],…],"inactive":[index,…]}`
 * over the published variations in menu order ('' = any); `false` for a product that is not
 * variable; an empty body for a missing or unknown `product_id` (as the platform answers
 * unknown calls).
 */
import type { DB } from '../db/index.ts';
import { getAttributes, getProduct, getVariations } from '../lib/catalog.ts';
import { absint } from '../lib/validate.ts';
import { emptyAnswer, jsonAnswer, wcAjax } from './wc-ajax.ts';

export interface VariationMatrix {
  attributes: string[];
  combinations: string[][];
  inactive?: number[];
}

/** The matrix of a variable product; undefined for another product. */
export function variationMatrixOf(db: DB, productId: number): VariationMatrix | undefined {
  const parent = getProduct(db, productId);
  if (!parent || parent.type !== 'variable') return undefined;
  const attributes = getAttributes(db, parent.id).filter((a) => a.isVariation).map((a) => a.key);
  const published = getVariations(db, parent.id).filter((v) => v.row.visible === 1);
  const inactive: number[] = [];
  const combinations = published.map((v, i) => {
    if (v.row.active !== 1) inactive.push(i);
    return attributes.map((key) => v.attributes[key] ?? '');
  });
  return inactive.length ? { attributes, combinations, inactive } : { attributes, combinations };
}

wcAjax.register('get_variation_matrix', (c, fields) => {
  const id = absint.safeParse(fields.product_id);
  if (!id.success || id.data === 0) return emptyAnswer(c);
  const { db } = c.get('state');
  if (!getProduct(db, id.data)) return emptyAnswer(c);
  return jsonAnswer(c, variationMatrixOf(db, id.data) ?? false);
});
