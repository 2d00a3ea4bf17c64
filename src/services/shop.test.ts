import { describe, expect, it } from 'vitest';
import { InvalidBodyError } from './errors.ts';
import { parseBody } from './http.ts';
import { parseCartResponse } from './shop.ts';
import { addToCartResponseSchema, refreshedFragmentsSchema, removeFromCartResponseSchema } from './shop-schemas.ts';

const FRAGMENTS = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">…</div>' };

/** Reads `body` as the request layer does: JSON text, validated against `schema`. */
function read(schema: Parameters<typeof parseBody>[2], body: unknown): unknown {
  return parseBody('/?wc-ajax=test', typeof body === 'string' ? body : JSON.stringify(body), schema);
}

function rejects(schema: Parameters<typeof parseBody>[2], body: unknown): void {
  expect(() => read(schema, body), JSON.stringify(body)).toThrow(InvalidBodyError);
}

// Bodies that no call of the platform sends (or sends for another call).
const NOT_A_CART_ANSWER: unknown[] = [
  { unexpected: 1 },
  {},
  [],
  'null',
  '',
  { fragments: FRAGMENTS },
  { cart_hash: 'abc' },
  { fragments: FRAGMENTS, cart_hash: null },
  { fragments: FRAGMENTS, cart_hash: 12 },
  { fragments: { 'div.a': 1 }, cart_hash: 'abc' },
  { fragments: 'html', cart_hash: 'abc' },
];

describe('add_to_cart answers (§7.1)', () => {
  it('takes the platform refusal with a product page, or with product_url false', () => {
    expect(read(addToCartResponseSchema, { error: true, product_url: 'https://shop.test/product/belt/' })).toEqual({
      error: true,
      product_url: 'https://shop.test/product/belt/',
    });
    expect(read(addToCartResponseSchema, { error: true, product_url: false })).toEqual({ error: true, product_url: false });
  });

  it('takes fragments with the cart hash, "" for an empty cart', () => {
    expect(read(addToCartResponseSchema, { fragments: FRAGMENTS, cart_hash: 'c0ffee' })).toEqual({
      fragments: FRAGMENTS,
      cart_hash: 'c0ffee',
    });
    expect(read(addToCartResponseSchema, { fragments: {}, cart_hash: '' })).toEqual({ fragments: {}, cart_hash: '' });
  });

  it('refuses anything else as InvalidBodyError', () => {
    for (const body of NOT_A_CART_ANSWER) rejects(addToCartResponseSchema, body);
    rejects(addToCartResponseSchema, { error: true });
    rejects(addToCartResponseSchema, { error: true, product_url: true });
    rejects(addToCartResponseSchema, { error: true, product_url: null });
    rejects(addToCartResponseSchema, { error: 'yes', product_url: '/product/belt/' });
    rejects(addToCartResponseSchema, { success: false });
  });
});

describe('remove_from_cart answers (§7.2)', () => {
  it('takes {"success":false} and fragments with the cart hash', () => {
    expect(read(removeFromCartResponseSchema, { success: false })).toEqual({ success: false });
    expect(read(removeFromCartResponseSchema, { fragments: FRAGMENTS, cart_hash: '' })).toEqual({ fragments: FRAGMENTS, cart_hash: '' });
  });

  it('refuses anything else as InvalidBodyError', () => {
    for (const body of NOT_A_CART_ANSWER) rejects(removeFromCartResponseSchema, body);
    rejects(removeFromCartResponseSchema, { success: true });
    rejects(removeFromCartResponseSchema, { success: 'false' });
    rejects(removeFromCartResponseSchema, { error: true, product_url: false });
  });
});

describe('get_refreshed_fragments answers (§3.6)', () => {
  it('takes fragments with the cart hash and nothing less', () => {
    expect(read(refreshedFragmentsSchema, { fragments: FRAGMENTS, cart_hash: 'abc' })).toEqual({ fragments: FRAGMENTS, cart_hash: 'abc' });
    for (const body of NOT_A_CART_ANSWER) rejects(refreshedFragmentsSchema, body);
    rejects(refreshedFragmentsSchema, { success: false });
  });
});

describe('cart fields entering the store (§3.12)', () => {
  it('takes in_cart, in_cart_total and cart_quantity of their types, each optional', () => {
    const answer = {
      fragments: FRAGMENTS,
      cart_hash: 'h',
      in_cart: { 10: 2, 20: { 21: 1 } },
      in_cart_total: { 10: 20.5, 20: { 21: 5 } },
      cart_quantity: 3,
    };
    expect(parseCartResponse(answer, 'test')).toEqual({
      ...answer,
      in_cart: { '10': 2, '20': { '21': 1 } },
      in_cart_total: { '10': 20.5, '20': { '21': 5 } },
    });
    expect(parseCartResponse({ cart_hash: 'only' }, 'test')).toEqual({ cart_hash: 'only' });
    expect(parseCartResponse({}, 'test')).toEqual({});
  });

  it("takes the add-on server's numeric strings (variation quantities) as numbers and its [] as an empty map", () => {
    expect(parseCartResponse({ in_cart: { 10: '2', 20: { 21: '1.5' } }, in_cart_total: [] }, 'test')).toEqual({
      in_cart: { '10': 2, '20': { '21': 1.5 } },
      in_cart_total: {},
    });
  });

  it('refuses a cart field of the wrong type as InvalidBodyError naming where it came from', () => {
    const wrong: unknown[] = [
      { in_cart: { 10: 'two' } },
      { in_cart: { 10: { 11: 'one' } } },
      { in_cart: [1, 2] },
      { in_cart_total: { 10: null } },
      { cart_quantity: '3' },
      { cart_hash: null },
      { fragments: { 'div.a': false } },
      null,
      'cart',
    ];
    for (const data of wrong) {
      const error = (() => {
        try {
          parseCartResponse(data, 'cart update from another tab');
        } catch (caught) {
          return caught;
        }
        return undefined;
      })();
      expect(error, JSON.stringify(data)).toBeInstanceOf(InvalidBodyError);
      expect((error as InvalidBodyError).url).toBe('cart update from another tab');
    }
  });

  it('words what is wrong in a cart answer the way attribute problems are worded', () => {
    expect(() => parseCartResponse({ cart_quantity: '3' }, 'test')).toThrow(
      'The store sent an answer that could not be read ("cart_quantity" should be a number, not a string).',
    );
  });
});
