import { describe, expect, it } from 'vitest';
import {
  focusKeyAfterRemoval,
  linesFromMiniCart,
  quantityFromText,
  STORED_FRAGMENTS_MAX_AGE_MS,
  storedFragmentsAreCurrent,
  type StoredFragments,
} from './mini-cart.ts';

describe('quantityFromText', () => {
  it('reads the quantity the platform prints before ×', () => {
    expect(quantityFromText('2 × $10.00')).toBe(2);
    expect(quantityFromText('\n  12 ×\u00a0€1.234,50')).toBe(12);
    expect(quantityFromText('1.5 x 3,00 kr')).toBe(1.5);
  });

  it('is null without a quantity before ×', () => {
    expect(quantityFromText(null)).toBeNull();
    expect(quantityFromText('$10.00')).toBeNull();
    expect(quantityFromText('Qty: 2')).toBeNull();
    expect(quantityFromText('2 items')).toBeNull();
  });
});

describe('linesFromMiniCart', () => {
  it('makes one item line per item, leaving out those without a readable quantity', () => {
    const { lines, unreadable } = linesFromMiniCart([
      { key: 'a', productId: '9', name: 'Beanie', quantityText: '2 × $18.00' },
      { key: 'b', productId: '20', name: 'Hoodie - Blue', quantityText: '1 × $45.00' },
      { key: 'c', productId: 'x', name: 'Odd', quantityText: null },
    ]);
    expect(lines).toEqual([
      { id: 9, type: 'item', quantity: 2, total: null, key: 'a', name: 'Beanie' },
      { id: 20, type: 'item', quantity: 1, total: null, key: 'b', name: 'Hoodie - Blue' },
    ]);
    expect(unreadable).toEqual(['c']);
  });
});

describe('focusKeyAfterRemoval', () => {
  it('the next item, else the previous one, else none', () => {
    expect(focusKeyAfterRemoval(['a', 'b', 'c'], 'b', ['a', 'c'])).toBe('c');
    expect(focusKeyAfterRemoval(['a', 'b', 'c'], 'c', ['a', 'b'])).toBe('b');
    expect(focusKeyAfterRemoval(['a'], 'a', [])).toBeNull();
  });

  it('skips items that went with the removal and follows the page order', () => {
    expect(focusKeyAfterRemoval(['a', 'b', 'c', 'd'], 'b', ['a', 'd'])).toBe('d');
    expect(focusKeyAfterRemoval(['a', 'b'], 'z', ['b'])).toBe('b');
  });
});

describe('storedFragmentsAreCurrent', () => {
  const MINI = 'div.widget_shopping_cart_content';
  const now = 1_000_000_000;
  const stored: StoredFragments = { cartHash: 'h1', fragments: { [MINI]: '<div></div>' }, savedAt: now - 1000, shop: '/?wc-ajax=%%endpoint%%' };
  const current = (s: StoredFragments | null, cookie = 'h1', shop = stored.shop, at = now) =>
    storedFragmentsAreCurrent(s, cookie, shop, at, MINI);

  it('shows kept fragments for the cart the cookie names', () => {
    expect(current(stored)).toBe(true);
    expect(current({ ...stored, cartHash: '' }, '')).toBe(true);
  });

  it('asks when nothing is kept, the hash differs, another shop kept them, they are a day old or lack the mini cart', () => {
    expect(current(null)).toBe(false);
    expect(current(stored, 'h2')).toBe(false);
    expect(current(stored, '')).toBe(false);
    expect(current(stored, 'h1', '/other/?wc-ajax=%%endpoint%%')).toBe(false);
    expect(current(stored, 'h1', stored.shop, stored.savedAt + STORED_FRAGMENTS_MAX_AGE_MS + 1)).toBe(false);
    expect(current(stored, 'h1', stored.shop, stored.savedAt - 1)).toBe(false);
    expect(current({ ...stored, fragments: { 'a.cart-contents': '<a></a>' } })).toBe(false);
  });
});
