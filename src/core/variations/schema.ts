/**
 * The variation object of SPEC §3.1, with the types a live store of the platform
 * really sends (inline in `data-product_variations` and from `get_variation`):
 * prices are numbers, `max_qty` is a number or `""` when unlimited,
 * `is_sold_individually` is `"yes"`/`"no"`, the flags are booleans, weights and
 * dimensions are strings, and every image field may be `""` (with `image_id` 0).
 * Unknown fields pass through untouched (plugins add their own).
 */
import * as z from 'zod/mini';
import { validate } from '../validation/issues.ts';

const numberOrEmpty = z.union([z.number(), z.literal('')]);
const imageField = z.optional(z.union([z.string(), z.number(), z.null()]));

export const variationImageSchema = z.looseObject({
  title: imageField,
  caption: imageField,
  url: imageField,
  alt: imageField,
  src: imageField,
  srcset: z.optional(z.union([z.string(), z.literal(false), z.null()])),
  sizes: z.optional(z.union([z.string(), z.literal(false), z.null()])),
  full_src: imageField,
  full_src_w: imageField,
  full_src_h: imageField,
  gallery_thumbnail_src: imageField,
  gallery_thumbnail_src_w: imageField,
  gallery_thumbnail_src_h: imageField,
  thumb_src: imageField,
  thumb_src_w: imageField,
  thumb_src_h: imageField,
  src_w: imageField,
  src_h: imageField,
});
export type VariationImage = z.output<typeof variationImageSchema>;

export const variationSchema = z.looseObject({
  variation_id: z.number(),
  attributes: z.record(z.string(), z.string()),
  variation_is_active: z.optional(z.boolean()),
  variation_is_visible: z.optional(z.boolean()),
  is_purchasable: z.optional(z.boolean()),
  is_in_stock: z.optional(z.boolean()),
  is_sold_individually: z.optional(z.enum(['yes', 'no'])),
  min_qty: z.optional(numberOrEmpty),
  max_qty: z.optional(z.union([numberOrEmpty, z.null()])),
  display_price: z.optional(z.number()),
  display_regular_price: z.optional(z.number()),
  price_html: z.optional(z.string()),
  availability_html: z.optional(z.string()),
  variation_description: z.optional(z.string()),
  sku: z.optional(z.string()),
  weight: z.optional(z.string()),
  weight_html: z.optional(z.string()),
  dimensions: z.optional(
    z.looseObject({ length: z.optional(z.string()), width: z.optional(z.string()), height: z.optional(z.string()) }),
  ),
  dimensions_html: z.optional(z.string()),
  image_id: z.optional(z.union([z.number(), z.string()])),
  image: z.optional(variationImageSchema),
});
export type Variation = z.output<typeof variationSchema>;

/** `get_variation` answers a variation, or `false` / `null` / an empty body when nothing matches. */
export const variationResponseSchema = z.union([variationSchema, z.literal(false), z.null(), z.undefined()]);

export interface ParsedVariations {
  variations: Variation[];
  /** One line per rejected item, for the console. */
  problems: string[];
}

/**
 * Validates a list item by item: a malformed entry is dropped (and reported) without
 * losing the others, so one bad variation never disables the whole form.
 */
export function parseVariationList(list: readonly unknown[]): ParsedVariations {
  const variations: Variation[] = [];
  const problems: string[] = [];
  list.forEach((item, index) => {
    const result = validate(variationSchema, item);
    if (result.success) variations.push(result.data);
    else if (problems.length < 5) {
      problems.push(`variation #${index}: ${result.problem}`);
    } else if (problems.length === 5) problems.push('more variations were rejected');
  });
  return { variations, problems };
}

/** §4.2: a match can be bought only when it is purchasable, in stock and visible. */
export function isPurchasableVariation(v: Variation): boolean {
  return v.is_purchasable !== false && v.is_in_stock !== false && v.variation_is_visible !== false;
}
