import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { toFormPairs } from '../form/encode.ts';
import {
  DEFAULT_WISHLIST_SETTINGS, answerCounter, answerRefused, growlerDurationMs, growlerLabel, readWishlistSettings,
  wishlistKey, wishlistPayload,
} from './wishlist.ts';
// The answer's schema, imported by the call with its first request (services/product-table-wishlist.ts).
import { wishlistAnswerSchema } from '../../services/product-table-schemas.ts';

describe('the wishlist toggle key', () => {
  it('is the variation when the row names one, the product otherwise', () => {
    expect(wishlistKey('12', '40')).toBe('40');
    expect(wishlistKey('12', null)).toBe('12');
    expect(wishlistKey('12', '')).toBe('12');
  });
});

describe('the wishlist call body (§7.12)', () => {
  it('sends the product fields and no form for a simple product', () => {
    const pairs = toFormPairs(wishlistPayload({ action: 'addto', productType: 'simple', productId: '12', variationId: null, attributes: {} }));
    expect(pairs).toEqual([
      ['product_action', 'addto'], ['tinv_wishlist_id', ''], ['tinv_wishlist_name', ''], ['product_type', 'simple'],
      ['product_id', '12'], ['product_variation', '0'], ['redirect', ''],
    ]);
  });

  it('sends form {quantity 1, product_id, variation_id, attributes} with a variation', () => {
    const pairs = toFormPairs(wishlistPayload({
      action: 'remove', productType: 'variable', productId: '12', variationId: '40', attributes: { attribute_pa_color: 'red', attribute_size: 'L' },
    }));
    expect(pairs).toContainEqual(['product_action', 'remove']);
    expect(pairs).toContainEqual(['product_variation', '40']);
    expect(pairs.filter(([k]) => k.startsWith('form['))).toEqual([
      ['form[quantity]', '1'], ['form[product_id]', '12'], ['form[variation_id]', '40'],
      ['form[attribute_pa_color]', 'red'], ['form[attribute_size]', 'L'],
    ]);
  });
});

describe('the wishlist answer', () => {
  const parse = (body: unknown) => z.parse(wishlistAnswerSchema, body);

  it('reads the counter as a number from a number or a numeric string', () => {
    expect(answerCounter(parse({ status: true, wishlists_data: { counter: 3 } }))).toBe(3);
    expect(answerCounter(parse({ status: true, wishlists_data: { counter: '7' } }))).toBe(7);
    expect(answerCounter(parse({ status: true, wishlists_data: { counter: 'many' } }))).toBeNull();
    expect(answerCounter(parse({ status: true }))).toBeNull();
  });

  it('joins the plugin’s messages and tells a refusal from a success', () => {
    const refused = parse({ status: false, msg: ['Product not found.', 7] });
    expect(refused.msg).toBe('Product not found.');
    expect(answerRefused(refused)).toBe(true);
    expect(answerRefused(parse({ status: '0' }))).toBe(true);
    expect(answerRefused(parse({ status: true }))).toBe(false);
    expect(answerRefused(parse({}))).toBe(false);
  });

  it('refuses an answer that is not an object', () => {
    expect(z.safeParse(wishlistAnswerSchema, 'ok').success).toBe(false);
    expect(z.safeParse(wishlistAnswerSchema, { wishlists_data: { counter: {} } }).success).toBe(false);
  });
});

describe('the wishlist settings', () => {
  it('reads the printed ids as strings and keeps defaults for what is missing', () => {
    const { settings, problems } = readWishlistSettings({ ti_wishlist_ids: [12, '40'], ti_wishlist_url: '/wishlist/' });
    expect(problems).toEqual([]);
    expect(settings.ti_wishlist_ids).toEqual(['12', '40']);
    expect(settings.ti_wishlist_url).toBe('/wishlist/');
    expect(settings.i18n_wishlist_select_options_text).toBe('Please select some options first');
  });

  it('reports a value of the wrong type and uses the default', () => {
    const { settings, problems } = readWishlistSettings({ ti_wishlist_ids: 'all', i18n_wishlist_view_text: 3 });
    expect(settings.ti_wishlist_ids).toEqual(DEFAULT_WISHLIST_SETTINGS.ti_wishlist_ids);
    expect(settings.i18n_wishlist_view_text).toBe('View wishlist');
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('"ti_wishlist_ids"');
  });
});

describe('the toast', () => {
  it('names the product in quotes', () => {
    expect(growlerLabel('{n} added to your wishlist', 'Hoodie')).toBe('"Hoodie" added to your wishlist');
  });

  it('lasts the configured seconds, the default when the value is missing or bad', () => {
    expect(growlerDurationMs('5')).toBe(5000);
    expect(growlerDurationMs('1.5')).toBe(1500);
    expect(growlerDurationMs(null)).toBe(3000);
    expect(growlerDurationMs('-2')).toBe(3000);
    expect(growlerDurationMs('soon', 4)).toBe(4000);
  });
});
