import { describe, expect, it } from 'vitest';
import { closest, editDistance } from './closest.ts';

const TAGS = ['shop-mini-cart', 'shop-add-to-cart', 'shop-store-notice', 'shop-notices', 'shop-variations', 'shop-video'];

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours', () => {
    expect(editDistance('shop-vidoe', 'shop-video')).toBe(1);
    expect(editDistance('shop-notice', 'shop-notices')).toBe(1);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('closest', () => {
  it('finds the nearest known tag or attribute for a misspelling, hyphens aside', () => {
    expect(closest('shop-minicart', TAGS)).toBe('shop-mini-cart');
    expect(closest('shop-addtocart', TAGS)).toBe('shop-add-to-cart');
    expect(closest('shop-variation', TAGS)).toBe('shop-variations');
    expect(closest('shop-store-notices', TAGS)).toBe('shop-store-notice');
    expect(closest('refresh-onload', ['refresh-on-load', 'settings'])).toBe('refresh-on-load');
    expect(closest('notice-di', ['notice-id', 'dismiss-text'])).toBe('notice-id');
  });

  it('suggests nothing when no candidate is near', () => {
    expect(closest('shop-product-table', TAGS)).toBeUndefined();
    expect(closest('colour', ['refresh-on-load', 'settings'])).toBeUndefined();
    expect(closest('x', [])).toBeUndefined();
  });
});
