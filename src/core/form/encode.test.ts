import { describe, expect, it } from 'vitest';
import { toFormBody, toFormPairs } from './encode.ts';

describe('toFormPairs', () => {
  it('keeps flat fields in order and turns scalars into text', () => {
    expect(toFormPairs({ product_id: 12, quantity: '2', flag: true, empty: null })).toEqual([
      ['product_id', '12'],
      ['quantity', '2'],
      ['flag', 'true'],
      ['empty', ''],
    ]);
  });

  it('brackets nested objects the way the platform reads them', () => {
    const body = toFormBody({ payload: { products: { 12: 1 }, variations: { 20: { 21: 3 } } } });
    expect(decodeURIComponent(body.toString())).toBe('payload[products][12]=1&payload[variations][20][21]=3');
  });

  it('uses empty brackets for lists of scalars and indexes for lists of objects', () => {
    expect(toFormPairs({ ids: [1, 2], rows: [{ a: 1 }] })).toEqual([
      ['ids[]', '1'],
      ['ids[]', '2'],
      ['rows[0][a]', '1'],
    ]);
  });

  it('drops undefined values', () => {
    expect(toFormPairs({ a: undefined, b: 'x' })).toEqual([['b', 'x']]);
  });
});
