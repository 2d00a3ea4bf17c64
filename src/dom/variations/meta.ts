/**
 * The product meta of the enclosing `.product` (SKU, weight, dimensions) shows the
 * chosen variation's, and the product's own again on reset.
 */
import { variationMeta } from '../../core/variations/display.ts';
import type { Variation } from '../../core/variations/schema.ts';
import { htmlToText, productOf, resetContent, setContent } from './swap.ts';

const SKU = '.product_meta .sku';
const WEIGHT =
  '.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value, .woocommerce-product-attributes-item--weight td';
const DIMENSIONS =
  '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value, .woocommerce-product-attributes-item--dimensions td';

export function showVariationMeta(form: Element, variation: Variation): void {
  const product = productOf(form);
  const meta = variationMeta(variation);
  const show = (selector: string, text: string | undefined) => {
    for (const el of product.querySelectorAll(selector)) text === undefined ? resetContent(el) : setContent(el, text);
  };
  show(SKU, meta.sku);
  // A plain weight is text as written; only weight_html is read as HTML.
  show(WEIGHT, meta.weightHtml === undefined ? meta.weightText : htmlToText(meta.weightHtml));
  show(DIMENSIONS, meta.dimensionsHtml === undefined ? undefined : htmlToText(meta.dimensionsHtml));
}

/** The product's own meta again; `forget` also drops the remembered text (the form lets go of the page). */
export function restoreProductMeta(form: Element, forget = false): void {
  for (const el of productOf(form).querySelectorAll(`${SKU}, ${WEIGHT}, ${DIMENSIONS}`)) resetContent(el, forget);
}
