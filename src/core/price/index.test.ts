import { describe, expect, it } from 'vitest';
import { formatAmount, normaliseOwnPrice, parseAmount, roundDecimal } from './index.ts';

describe('roundDecimal', () => {
  it('rounds on the decimal text, not the binary float', () => {
    expect(roundDecimal(1.005, 2)).toBe(1.01);
    expect(roundDecimal(1.255, 2)).toBe(1.26);
    expect(roundDecimal(0.1 + 0.2, 2)).toBe(0.3);
    expect(roundDecimal(-2.345, 2)).toBe(-2.35);
    expect(roundDecimal(12.5, 0)).toBe(13);
    expect(roundDecimal(Number.NaN, 2)).toBe(0);
  });
});

describe('parseAmount (§5.10)', () => {
  it('reads decimal numbers', () => {
    expect(parseAmount('12.5')).toBe(12.5);
    expect(parseAmount(' $ 1,234.50 ')).toBe(1234.5);
    expect(parseAmount('7')).toBe(7);
    expect(parseAmount('.5')).toBe(0.5);
  });
  it('turns text that is not a number into 0', () => {
    for (const junk of ['', 'abc', '-', '.', null, undefined, Number.NaN]) expect(parseAmount(junk as never)).toBe(0);
  });
  it('works with a comma decimal separator', () => {
    const fr = { decimalSeparator: ',', thousandSeparator: '.' };
    expect(parseAmount('12,50', fr)).toBe(12.5);
    expect(parseAmount('1.234,5', fr)).toBe(1234.5);
    expect(parseAmount('1 234,56 €', { decimalSeparator: ',', thousandSeparator: ' ' })).toBe(1234.56);
    // A shopper typing a point where the shop uses a comma still means decimals...
    expect(parseAmount('12.5', fr)).toBe(12.5);
    // ...unless it groups thousands.
    expect(parseAmount('1.234', fr)).toBe(1234);
  });
  it('reads a comma as decimals in a point shop when it cannot be grouping', () => {
    expect(parseAmount('12,5')).toBe(12.5);
    expect(parseAmount('1,234')).toBe(1234);
  });
  it('keeps a sign', () => {
    expect(parseAmount('-3.20')).toBe(-3.2);
  });
});

describe('formatAmount', () => {
  it('writes the configured decimals and separator', () => {
    expect(formatAmount(10, { decimals: 2 })).toBe('10.00');
    expect(formatAmount(1.005, { decimals: 2 })).toBe('1.01');
    expect(formatAmount(12.5, { decimals: 2, decimalSeparator: ',' })).toBe('12,50');
    expect(formatAmount(12.345, { decimals: 0 })).toBe('12');
    expect(formatAmount(-0.001, { decimals: 2 })).toBe('0.00');
  });
  it('keeps whole amounts whole unless decimals are forced', () => {
    expect(formatAmount(10, { decimals: 2, forcedDecimals: false })).toBe('10');
    expect(formatAmount(10.5, { decimals: 2, forcedDecimals: false })).toBe('10.50');
  });
});

describe('normaliseOwnPrice', () => {
  it('parses, rounds and formats in one step', () => {
    expect(normaliseOwnPrice('12,345', { decimals: 2, decimalSeparator: ',', thousandSeparator: '.' })).toEqual({
      amount: 12.35,
      text: '12,35',
    });
    expect(normaliseOwnPrice('nothing')).toEqual({ amount: 0, text: '0.00' });
    expect(normaliseOwnPrice('19.999', { decimals: 2 })).toEqual({ amount: 20, text: '20.00' });
  });
});
