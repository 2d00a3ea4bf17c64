import { describe, expect, it } from 'vitest';
import { isPurchasableVariation, parseVariationList, variationResponseSchema } from './schema.ts';

// As a live store prints it: numbers for prices, "" for unlimited max_qty and for image fields.
const live = {
  attributes: { attribute_pa_size: 's' },
  availability_html: '<p class="stock in-stock">12 in stock</p>',
  backorders_allowed: false,
  dimensions: { length: '40', width: '30', height: '5' },
  dimensions_html: '40 &times; 30 &times; 5 cm',
  display_price: 20,
  display_regular_price: 20,
  image: { title: '', caption: '', url: '', alt: '', src: '', srcset: '', sizes: '', full_src: '', full_src_w: '', full_src_h: '', gallery_thumbnail_src: '', gallery_thumbnail_src_w: '', gallery_thumbnail_src_h: '', thumb_src: '', thumb_src_w: '', thumb_src_h: '', src_w: '', src_h: '' },
  image_id: 0,
  is_downloadable: false,
  is_in_stock: true,
  is_purchasable: true,
  is_sold_individually: 'no',
  is_virtual: false,
  max_qty: '',
  min_qty: 1,
  price_html: '<span class="price">$20.00</span>',
  sku: 'HOODIE-S',
  variation_description: '<p>Size S hoodie.</p>',
  variation_id: 101,
  variation_is_active: true,
  variation_is_visible: true,
  weight: '0.6',
  weight_html: '0.6 kg',
};

describe('variation schema (§3.1, live types)', () => {
  it('accepts the live shape and keeps unknown fields', () => {
    const { variations, problems } = parseVariationList([live, { ...live, variation_id: 102, max_qty: 9, plugin_field: 1 }]);
    expect(problems).toEqual([]);
    expect(variations).toHaveLength(2);
    expect(variations[1]!.plugin_field).toBe(1);
  });

  it('drops malformed entries and reports them, keeping the rest', () => {
    const { variations, problems } = parseVariationList([live, { ...live, display_price: '20' }, { nope: true }]);
    expect(variations).toHaveLength(1);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/#1/);
  });

  it("reads false, null and an empty body as 'no match'", () => {
    for (const answer of [false, null, undefined]) expect(variationResponseSchema.safeParse(answer).success).toBe(true);
    expect(variationResponseSchema.safeParse({ error: 1 }).success).toBe(false);
  });

  it('is purchasable only when purchasable, in stock and visible', () => {
    const [v] = parseVariationList([live]).variations;
    expect(isPurchasableVariation(v!)).toBe(true);
    expect(isPurchasableVariation({ ...v!, is_in_stock: false })).toBe(false);
    expect(isPurchasableVariation({ ...v!, variation_is_visible: false })).toBe(false);
    expect(isPurchasableVariation({ ...v!, is_purchasable: false })).toBe(false);
  });
});
