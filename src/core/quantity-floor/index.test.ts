import { describe, expect, it } from 'vitest';
import { quantityNumber, raisedToMin } from './index.ts';

describe('quantityNumber', () => {
  it('reads numbers and trims', () => {
    expect(quantityNumber(' 3 ')).toBe(3);
    expect(quantityNumber('0.5')).toBe(0.5);
  });
  it('gives undefined for nothing or junk', () => {
    expect(quantityNumber(null)).toBeUndefined();
    expect(quantityNumber('')).toBeUndefined();
    expect(quantityNumber('abc')).toBeUndefined();
    expect(quantityNumber('Infinity')).toBeUndefined();
  });
});

describe('raisedToMin (§5.1 page-load floor)', () => {
  it('raises a value below min to min', () => {
    expect(raisedToMin('0', '1')).toBe('1');
    expect(raisedToMin('1', '3')).toBe('3');
    expect(raisedToMin('-2', '0')).toBe('0');
  });
  it('leaves values at or above min', () => {
    expect(raisedToMin('1', '1')).toBeNull();
    expect(raisedToMin('7', '2')).toBeNull();
  });
  it('leaves inputs without a usable min or value', () => {
    expect(raisedToMin('0', null)).toBeNull();
    expect(raisedToMin('0', '')).toBeNull();
    expect(raisedToMin('0', 'x')).toBeNull();
    expect(raisedToMin('', '1')).toBeNull();
    expect(raisedToMin('abc', '1')).toBeNull();
  });
  it('keeps the min as a clean number text', () => {
    expect(raisedToMin('1', ' 2 ')).toBe('2');
    expect(raisedToMin('0', '1.5')).toBe('1.5');
  });
});
