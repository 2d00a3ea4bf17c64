import { describe, expect, it } from 'vitest';
import { closest } from './closest.ts';

describe('closest', () => {
  it('finds the nearest candidate for a misspelling', () => {
    expect(closest('shop-minicart', ['shop-mini-cart', 'shop-notices'])).toBe('shop-mini-cart');
    expect(closest('refresh-onload', ['refresh-on-load', 'settings'])).toBe('refresh-on-load');
    expect(closest('notice-di', ['notice-id', 'dismiss-text'])).toBe('notice-id');
  });

  it('suggests nothing when no candidate is near', () => {
    expect(closest('colour', ['refresh-on-load', 'settings'])).toBeUndefined();
    expect(closest('x', [])).toBeUndefined();
  });
});
