import { describe, expect, it } from 'vitest';
import { closestName, editDistance } from './closest.ts';

const TAGS = ['shop-mini-cart', 'shop-add-to-cart', 'shop-store-notice', 'shop-notices', 'shop-variations', 'shop-video'];

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours', () => {
    expect(editDistance('shop-minicart', 'shop-mini-cart')).toBe(1);
    expect(editDistance('shop-vidoe', 'shop-video')).toBe(1);
    expect(editDistance('shop-notice', 'shop-notices')).toBe(1);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
});

describe('closestName', () => {
  it('suggests the nearest known name', () => {
    expect(closestName('shop-minicart', TAGS)).toBe('shop-mini-cart');
    expect(closestName('shop-addtocart', TAGS)).toBe('shop-add-to-cart');
    expect(closestName('shop-variation', TAGS)).toBe('shop-variations');
    expect(closestName('shop-store-notices', TAGS)).toBe('shop-store-notice');
  });

  it('suggests nothing for a name that is far from every candidate', () => {
    expect(closestName('shop-product-table', TAGS)).toBeUndefined();
    expect(closestName('shop-x', [])).toBeUndefined();
  });
});
