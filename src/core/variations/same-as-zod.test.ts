/**
 * The variation data, its matrix and the element's JSON attributes are checked by hand (no zod
 * before the form's first paint): good and bad values must give zod's values and zod's words.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { validate } from '../validation/issues.ts';
import { matrixAttributeSchema, matrixResponseSchema, variationMatrixSchema } from './matrix.ts';
import { customDataSchema, variationListSchema, variationResponseSchema, variationSchema } from './schema.ts';

// The zod schemas they replace, as they were.
const numberOrEmpty = z.union([z.number(), z.literal('')]);
const imageField = z.optional(z.union([z.string(), z.number(), z.null()]));
const zImage = z.looseObject({
  title: imageField, caption: imageField, url: imageField, alt: imageField, src: imageField,
  srcset: z.optional(z.union([z.string(), z.literal(false), z.null()])),
  sizes: z.optional(z.union([z.string(), z.literal(false), z.null()])),
  full_src: imageField, full_src_w: imageField, full_src_h: imageField, gallery_thumbnail_src: imageField,
  gallery_thumbnail_src_w: imageField, gallery_thumbnail_src_h: imageField, thumb_src: imageField,
  thumb_src_w: imageField, thumb_src_h: imageField, src_w: imageField, src_h: imageField,
});
const zVariation = z.looseObject({
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
  dimensions: z.optional(z.looseObject({ length: z.optional(z.string()), width: z.optional(z.string()), height: z.optional(z.string()) })),
  dimensions_html: z.optional(z.string()),
  image_id: z.optional(z.union([z.number(), z.string()])),
  image: z.optional(zImage),
});
const zMatrix = z.object({ attributes: z.array(z.string()), combinations: z.array(z.array(z.string())), inactive: z.optional(z.array(z.number())) });

const PAIRS = [
  ['variation', variationSchema, zVariation],
  ['get_variation answer', variationResponseSchema, z.union([zVariation, z.literal(false), z.null(), z.undefined()])],
  ['matrix', variationMatrixSchema, zMatrix],
  ['matrix attribute', matrixAttributeSchema, z.nullable(z.union([zMatrix, z.literal(false)]))],
  ['matrix answer', matrixResponseSchema, z.union([zMatrix, z.literal(false), z.null(), z.undefined()])],
  ['product-variations attribute', variationListSchema, z.nullable(z.union([z.literal(false), z.array(z.unknown())]))],
  ['custom-data attribute', customDataSchema, z.nullable(z.record(z.string(), z.unknown()))],
] as const;

const GOOD = {
  variation_id: 7,
  attributes: { attribute_size: 'M', attribute_color: '' },
  is_sold_individually: 'no',
  min_qty: 1,
  max_qty: '',
  display_price: 12.5,
  dimensions: { length: '1', width: '', height: '', extra: 1 },
  image_id: 0,
  image: { src: '', srcset: false, sizes: null, src_w: 600, title: 'T', plugin_field: [1] },
  plugin_field: { any: true },
};
const ODD = [
  undefined, null, false, true, 0, 3, Number.NaN, '', 'x', [], [1, 'a'], {}, { a: 1 },
  { attributes: ['M'], combinations: [['M']] },
  { attributes: ['a', 'b'], combinations: [['x', 'y'], ['x', 1]], inactive: [1] },
  { attributes: ['a'], combinations: [['x']], inactive: ['1'], extra: true },
  { attributes: 'a', combinations: null },
];
const VARIANTS: unknown[] = [
  GOOD,
  ...ODD,
  ...Object.keys(GOOD).flatMap((key) => [null, 'x', 3, false, [], {}, undefined, ''].map((value) => ({ ...GOOD, [key]: value }))),
  ...['src', 'srcset', 'src_w', 'title'].flatMap((key) => [null, false, true, [], {}, 2].map((value) => ({ ...GOOD, image: { ...GOOD.image, [key]: value } }))),
  { ...GOOD, attributes: { attribute_size: 1, attribute_color: null } },
  { ...GOOD, dimensions: { length: 1 } },
  { ...GOOD, variation_id: '7', min_qty: 'x', max_qty: false, is_in_stock: 'yes', sku: 4 },
  [GOOD, { ...GOOD, variation_id: null }],
];

describe('variation data checked without zod', () => {
  for (const [name, hand, schema] of PAIRS) {
    it(`${name}: the same values and words as its zod schema`, () => {
      for (const data of VARIANTS) {
        expect(validate(hand as z.ZodMiniType<unknown>, data, 'the answer'), JSON.stringify(data)).toEqual(validate(schema as z.ZodMiniType<unknown>, data, 'the answer'));
      }
    });
  }
});
