/**
 * The variation object of SPEC §3.1, with the types a live store of the platform
 * really sends (inline in `data-product_variations` and from `get_variation`):
 * prices are numbers, `max_qty` is a number or `""` when unlimited,
 * `is_sold_individually` is `"yes"`/`"no"`, the flags are booleans, weights and
 * dimensions are strings, and every image field may be `""` (with `image_id` 0).
 * Unknown fields pass through untouched (plugins add their own).
 */
import { array, asSchema, boolean, literal, nullable, nullValue, number, object, oneOf, optional, record, string, undefinedValue, union, unknown, type Check } from '../validation/checks.ts';
import { validate } from '../validation/issues.ts';

// Checked by hand with zod's rules and words (validation/checks.ts): inline data is read at start,
// and the form's first paint loads no zod. variation-schema.test.ts compares them with zod schemas.
const numberOrEmpty = union([number, literal('')]);
const imageField = optional(union([string, number, nullValue]));
const sizesField = optional(union([string, literal(false), nullValue]));

const variationImage = object(
  {
    title: imageField,
    caption: imageField,
    url: imageField,
    alt: imageField,
    src: imageField,
    srcset: sizesField,
    sizes: sizesField,
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
  },
  true,
);
export const variationImageSchema = asSchema(variationImage);
export type VariationImage = CheckedValue<typeof variationImage>;

const variation = object(
  {
    variation_id: number,
    attributes: record(string),
    variation_is_active: optional(boolean),
    variation_is_visible: optional(boolean),
    is_purchasable: optional(boolean),
    is_in_stock: optional(boolean),
    is_sold_individually: optional(oneOf(['yes', 'no'])),
    min_qty: optional(numberOrEmpty),
    max_qty: optional(union([numberOrEmpty, nullValue])),
    display_price: optional(number),
    display_regular_price: optional(number),
    price_html: optional(string),
    availability_html: optional(string),
    variation_description: optional(string),
    sku: optional(string),
    weight: optional(string),
    weight_html: optional(string),
    dimensions: optional(object({ length: optional(string), width: optional(string), height: optional(string) }, true)),
    dimensions_html: optional(string),
    image_id: optional(union([number, string])),
    image: optional(variationImage),
  },
  true,
);
export const variationSchema = asSchema(variation);
export type Variation = CheckedValue<typeof variation>;

type CheckedValue<C> = C extends Check<infer T> ? T : never;

/** `get_variation` answers a variation, or `false` / `null` / an empty body when nothing matches. */
export const variationResponseSchema = asSchema(union([variation, literal(false), nullValue, undefinedValue]));

/** The `custom-data` attribute: an object of any fields. */
export const customDataSchema = asSchema(nullable(record(unknown)));

/** The `product-variations` attribute: the list, or `false` to look each one up over AJAX. */
export const variationListSchema = asSchema(nullable(union([literal(false), array(unknown)])));

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
