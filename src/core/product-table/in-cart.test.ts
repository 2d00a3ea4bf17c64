import { describe, expect, it } from 'vitest';
import { inCartValue } from './in-cart.ts';

describe('in-cart reader (§3.12)', () => {
  const inCart = { '10': 3, '20': { '21': '2', '22': 1 }, '30': '4' };
  it('reads a product, a variation, and a variable parent as the sum of its variations', () => {
    expect(inCartValue(inCart, '10')).toBe(3);
    expect(inCartValue(inCart, '20', '21')).toBe(2);
    expect(inCartValue(inCart, '20')).toBe(3);
    expect(inCartValue(inCart, '30')).toBe(4);
  });
  it('reads 0 for what the cart does not hold, and for the empty cart the server sends as []', () => {
    expect(inCartValue(inCart, '99')).toBe(0);
    expect(inCartValue(inCart, '20', '23')).toBe(0);
    expect(inCartValue(inCart, '10', '11')).toBe(0);
    expect(inCartValue([], '10')).toBe(0);
    expect(inCartValue(undefined, '10')).toBe(0);
  });
  it('sums totals without drift', () => {
    expect(inCartValue({ '20': { '21': '0.1', '22': 0.2 } }, '20')).toBe(0.3);
  });
});
