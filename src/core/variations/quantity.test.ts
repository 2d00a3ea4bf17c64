import { describe, expect, it } from 'vitest';
import { variationQuantity } from './quantity.ts';

describe('variation quantity (§5.1)', () => {
  it('turns a value that is not a number into min_qty', () => {
    expect(variationQuantity('abc', { min_qty: 2, max_qty: 10 }).value).toBe('2');
    expect(variationQuantity('', { min_qty: 1, max_qty: '' }).value).toBe('1');
  });
  it('caps at max_qty and raises to min_qty', () => {
    expect(variationQuantity('12', { min_qty: 1, max_qty: 9 })).toEqual({ value: '9', min: '1', max: '9', hidden: false });
    expect(variationQuantity('0', { min_qty: 1, max_qty: 9 }).value).toBe('1');
    expect(variationQuantity('4', { min_qty: 1, max_qty: 9 }).value).toBe('4');
  });
  it("treats max_qty '' as unlimited", () => {
    expect(variationQuantity('500', { min_qty: 1, max_qty: '' })).toEqual({ value: '500', min: '1', max: '', hidden: false });
  });
  it("fixes the quantity at 1 and hides the input when sold individually", () => {
    expect(variationQuantity('5', { min_qty: 1, max_qty: 1, is_sold_individually: 'yes' })).toEqual({
      value: '1',
      min: '1',
      max: '',
      hidden: true,
    });
  });
});
