import { describe, expect, it } from 'vitest';
import {
  OWN_PRICE_TEXTS, checkOwnPrice, formatAmount, formatPrice, ownPriceMessage, parseAmount, readAmount, roundDecimal,
} from './index.ts';

const COMMA_SHOP = { decimalSeparator: ',', thousandSeparator: '.' };

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

describe('readAmount (§5.10): the whole text as one number in the shop format', () => {
  it('reads decimal numbers, grouped or not', () => {
    expect(parseAmount('12.5')).toBe(12.5);
    expect(parseAmount('1,234.50')).toBe(1234.5);
    expect(parseAmount('1234.50')).toBe(1234.5);
    expect(parseAmount('1,234,567.89')).toBe(1234567.89);
    expect(parseAmount(' $ 1,234.50 ')).toBe(1234.5);
    expect(parseAmount('12.50 €')).toBe(12.5);
    expect(parseAmount('7')).toBe(7);
    expect(parseAmount('.5')).toBe(0.5);
    expect(parseAmount('12.')).toBe(12);
  });

  it('never keeps the digits of text that is not one number', () => {
    // Each of these was read as digits before: 1e3 → 13, 0.1+0.2 → 10.2.
    for (const junk of ['1e3', '0.1+0.2', '1,2,3', '12.34.56', '1 2', '12abc', 'abc', '-', '.', '$', '--5', '5-', '0x10', '1,23.4']) {
      expect(readAmount(junk), junk).toEqual({ kind: 'not-a-number' });
      expect(parseAmount(junk), junk).toBe(0);
    }
  });

  it('tells an empty field (or only spaces) from text that is not a number', () => {
    expect(readAmount('')).toEqual({ kind: 'empty' });
    expect(readAmount('   \t ')).toEqual({ kind: 'empty' });
    expect(readAmount(null)).toEqual({ kind: 'empty' });
    expect(parseAmount('  ')).toBe(0);
  });

  it('reads comma decimals in a comma shop, with its grouping', () => {
    expect(parseAmount('12,50', COMMA_SHOP)).toBe(12.5);
    expect(parseAmount('1.234,5', COMMA_SHOP)).toBe(1234.5);
    expect(parseAmount('1.234', COMMA_SHOP)).toBe(1234);
    expect(parseAmount('1 234,56 €', { decimalSeparator: ',', thousandSeparator: ' ' })).toBe(1234.56);
    expect(parseAmount('1\u00a0234,56', { decimalSeparator: ',', thousandSeparator: ' ' })).toBe(1234.56);
    // The point is no decimal mark there once grouping is what it means.
    expect(parseAmount('1,234.50', COMMA_SHOP)).toBe(0);
  });

  it('reads the other mark as decimals when it cannot be the shop grouping', () => {
    expect(parseAmount('12,50')).toBe(12.5);
    expect(parseAmount('12,5')).toBe(12.5);
    expect(parseAmount('1,234')).toBe(1234);
    expect(parseAmount('12.5', COMMA_SHOP)).toBe(12.5);
  });

  it('keeps a sign, so that a negative amount can be refused', () => {
    expect(readAmount('-5')).toEqual({ kind: 'amount', amount: -5 });
    expect(parseAmount('-3.20')).toBe(-3.2);
    expect(parseAmount('-$3')).toBe(-3);
    expect(parseAmount('$-3')).toBe(-3);
    expect(parseAmount('-0')).toBe(0);
  });

  it('refuses numbers too long to keep every cent', () => {
    expect(readAmount('99999999999999999999')).toEqual({ kind: 'too-large' });
    expect(parseAmount('99999999999999999999')).toBe(0);
    expect(readAmount('90071992547409.91')).toEqual({ kind: 'amount', amount: 90071992547409.91 });
    expect(readAmount('90071992547409.92').kind).toBe('too-large');
  });
});

describe('formatAmount and formatPrice', () => {
  it('writes the configured decimals and separator', () => {
    expect(formatAmount(10, { decimals: 2 })).toBe('10.00');
    expect(formatAmount(1.005, { decimals: 2 })).toBe('1.01');
    expect(formatAmount(12.5, { decimals: 2, decimalSeparator: ',' })).toBe('12,50');
    expect(formatAmount(12.345, { decimals: 0 })).toBe('12');
    expect(formatAmount(-0.001, { decimals: 2 })).toBe('0.00');
    expect(formatAmount(-5, { decimals: 2 })).toBe('-5.00');
  });
  it('keeps whole amounts whole unless decimals are forced', () => {
    expect(formatAmount(10, { decimals: 2, forcedDecimals: false })).toBe('10');
    expect(formatAmount(10.5, { decimals: 2, forcedDecimals: false })).toBe('10.50');
  });
  it('groups every three digits when asked (a printed price, not an input value)', () => {
    expect(formatAmount(1234567.5, {}, true)).toBe('1,234,567.50');
    expect(formatAmount(1234.5, COMMA_SHOP, true)).toBe('1.234,50');
    expect(formatAmount(-1234, {}, true)).toBe('-1,234.00');
    expect(formatPrice(1000, {})).toBe('$1,000.00');
    expect(formatPrice(2.5, COMMA_SHOP, '€', '%2$s\u00a0%1$s')).toBe('2,50\u00a0€');
  });
});

describe('checkOwnPrice', () => {
  const range = { min: 1, max: 1000 };
  it('shows the typed values of the field as the spec wants them', () => {
    const shown = (text: string, format = {}) => checkOwnPrice(text, format, range);
    expect(shown('1e3')).toEqual({ amount: 0, text: '0.00', problem: 'below-minimum' });
    expect(shown('0.1+0.2')).toEqual({ amount: 0, text: '0.00', problem: 'below-minimum' });
    expect(shown('abc')).toEqual({ amount: 0, text: '0.00', problem: 'below-minimum' });
    expect(shown('-5')).toEqual({ amount: -5, text: '-5.00', problem: 'invalid' });
    expect(shown('99999999999999999999')).toEqual({ amount: 0, text: '99999999999999999999', problem: 'above-maximum' });
    expect(shown('1,234.50')).toEqual({ amount: 1234.5, text: '1234.50', problem: 'above-maximum' });
    expect(shown('12,50', COMMA_SHOP)).toEqual({ amount: 12.5, text: '12,50', problem: null });
    expect(shown('12.5')).toEqual({ amount: 12.5, text: '12.50', problem: null });
    expect(shown('')).toEqual({ amount: 0, text: '', problem: 'below-minimum' });
    expect(shown('  ')).toEqual({ amount: 0, text: '', problem: 'below-minimum' });
    expect(shown('0.999')).toEqual({ amount: 1, text: '1.00', problem: null });
    expect(shown('1000.004')).toEqual({ amount: 1000, text: '1000.00', problem: null });
  });
  it('without a range only a negative or unreadable amount is refused', () => {
    expect(checkOwnPrice('abc').problem).toBe(null);
    expect(checkOwnPrice('').problem).toBe(null);
    expect(checkOwnPrice('-0.01').problem).toBe('invalid');
    expect(checkOwnPrice('99999999999999999999').problem).toBe('invalid');
  });
  it('words the problem with the limits as prices', () => {
    const price = (v: number) => formatPrice(v, {});
    expect(ownPriceMessage(OWN_PRICE_TEXTS['below-minimum'], range, price)).toBe('Please enter at least $1.00.');
    expect(ownPriceMessage(OWN_PRICE_TEXTS['above-maximum'], range, price)).toBe('Please enter no more than $1,000.00.');
    expect(ownPriceMessage('Between %%MINIMUM%% and %%MAXIMUM%%', range, price)).toBe('Between $1.00 and $1,000.00');
  });
});
