import { describe, expect, it } from 'vitest';
import { formatFigure, formatTableMoney, readFigure, rowTotal, sumMoney, type TableMoneyFormat } from './money.ts';

const US: TableMoneyFormat = { price_decimals: 2, price_decimal_separator: '.', price_thousand_separator: ',', price_format: '%1$s%2$s', currency_symbol: '$' };
const EU: TableMoneyFormat = { price_decimals: 2, price_decimal_separator: ',', price_thousand_separator: '.', price_format: '%2$s %1$s', currency_symbol: '€' };

describe('table money (§9.2)', () => {
  it('writes whole amounts without decimals and others with the configured decimals', () => {
    expect(formatFigure(10, US)).toBe('10');
    expect(formatFigure(10.5, US)).toBe('10.50');
    expect(formatFigure(0, US)).toBe('0');
    expect(formatFigure(2.005, US)).toBe('2.01');
  });
  it('uses the configured separators and groups every three digits', () => {
    expect(formatFigure(1234.5, EU)).toBe('1.234,50');
    expect(formatFigure(999, US)).toBe('999');
    expect(formatFigure(1234567, US)).toBe('1,234,567');
    expect(formatFigure(1234, { ...US, price_thousand_separator: '' })).toBe('1234');
  });
  it('places the figure and the currency by the price format', () => {
    expect(formatTableMoney(1234.5, US)).toBe('$1,234.50');
    expect(formatTableMoney(3, EU)).toBe('3 €');
  });
  it('reads a printed figure back', () => {
    expect(readFigure('1.234,50', EU)).toBe(1234.5);
    expect(readFigure('1,234.50', US)).toBe(1234.5);
    expect(readFigure('', US)).toBeNaN();
  });
  it('rounds a row total to 2 decimals and sums without drift', () => {
    expect(rowTotal(3, 0.1)).toBe(0.3);
    expect(rowTotal(3, 1.005)).toBe(3.02);
    expect(rowTotal(Number.NaN, 2)).toBe(0);
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney(Array.from({ length: 1000 }, () => 19.99))).toBe(19990);
  });
});
