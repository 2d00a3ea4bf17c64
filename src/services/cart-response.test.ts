/**
 * The cart store reads cart fields by hand (no zod at start): for good and bad fields alike, the
 * values and the words must be those of `cartResponseSchema`.
 */
import { describe, expect, it } from 'vitest';
import { validate } from '../core/validation/issues.ts';
import { InvalidBodyError } from './errors.ts';
import { parseCartResponse } from './shop.ts';
import { cartResponseSchema } from './shop-schemas.ts';

const FIELD_VALUES: Record<string, unknown[]> = {
  fragments: [{}, { 'div.a': '<div></div>', 'div.b': '' }, { 'div.a': false }, { a: 1, b: null, c: [], d: 'x' }, [], ['x'], 'x', null, 3],
  cart_hash: ['', 'h1', null, 3, false, {}],
  in_cart: [
    {}, [], [1, 2], { 10: 2, 20: { 21: 1 } }, { 10: '2', 20: { 21: '1.5' } }, { 10: 'two' }, { 10: '' }, { 10: ' ' }, { 10: null },
    { 10: { 11: 'one' } }, { 10: [] }, { 10: [1] }, { 10: true }, { 10: {} }, { 10: 1, 11: 'x', 12: null, 13: [], 14: false },
    null, 'x', 4,
  ],
  cart_quantity: [0, 3, 2.5, '3', null, [], {}, true, Number.NaN],
};
FIELD_VALUES.in_cart_total = FIELD_VALUES.in_cart!;

function viaSchema(data: unknown): { value: unknown } | { problem: string } {
  const result = validate(cartResponseSchema, data);
  return result.success ? { value: result.data } : { problem: result.problem };
}

function viaHand(data: unknown): { value: unknown } | { problem: string } {
  try {
    return { value: parseCartResponse(data, 'test') };
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidBodyError);
    return { problem: (error as InvalidBodyError).message.replace(/^.*could not be read \((.*)\)\.$/s, '$1') };
  }
}

describe('cart fields read without zod', () => {
  for (const [field, values] of Object.entries(FIELD_VALUES)) {
    it(`"${field}": the same values and words as cartResponseSchema`, () => {
      for (const value of values) expect(viaHand({ [field]: value }), JSON.stringify(value)).toEqual(viaSchema({ [field]: value }));
    });
  }

  it('answers that are not objects, and several bad fields at once', () => {
    for (const data of [null, 'cart', 3, [], [1], true, { fragments: 1, cart_hash: 2, in_cart: 3, in_cart_total: 4, cart_quantity: 'x' }]) {
      expect(viaHand(data), JSON.stringify(data)).toEqual(viaSchema(data));
    }
  });
});
