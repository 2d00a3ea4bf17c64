import { describe, expect, it } from 'vitest';
import { cartQuantityOf, deriveCartLines, roundMoney } from './lines.ts';

describe('deriveCartLines', () => {
  it('derives simple lines with their totals', () => {
    expect(deriveCartLines({ 10: 2 }, { 10: 19.98 })).toEqual([{ id: 10, type: 'simple', quantity: 2, total: 19.98 }]);
  });

  it('sums the variations of a variable parent and lists each variation', () => {
    const lines = deriveCartLines({ 20: { 21: 1, 22: 3 } }, { 20: { 21: 10.1, 22: 30.2 } });
    expect(lines[0]).toEqual({ id: 20, type: 'variable', quantity: 4, total: 40.3 });
    expect(lines.slice(1)).toEqual([
      { id: 21, type: 'variation', quantity: 1, total: 10.1, parentId: 20 },
      { id: 22, type: 'variation', quantity: 3, total: 30.2, parentId: 20 },
    ]);
    expect(cartQuantityOf(lines)).toBe(4);
  });

  it('treats missing totals and junk values as zero', () => {
    expect(deriveCartLines({ 5: 'x' as unknown as number })).toEqual([{ id: 5, type: 'simple', quantity: 0, total: 0 }]);
  });

  it('rounds money without drift', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(1.005)).toBe(1.01);
  });
});
