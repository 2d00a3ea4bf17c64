import { describe, expect, it } from 'vitest';
import { isRefreshOnly, itemKey, itemsNotInCart, mergeBatch, mergeConflict, payloadOf, type CartBatchSpec, type CartItem } from './cart-payload.ts';

const batch = (items: CartItem[], more: Partial<CartBatchSpec> = {}): CartBatchSpec => ({ items, flags: {}, outside: [], ...more });
const merged = (...batches: CartBatchSpec[]) => batches.reduce((a, b) => {
  expect(mergeConflict(a, b)).toBeNull();
  return mergeBatch(a, b);
});

describe('the table cart merge rule (§7.10)', () => {
  it('adds up the same product asked for twice: add 2 then add 3 puts 5 in the cart', () => {
    const all = merged(batch([{ productId: '12', quantity: 2 }]), batch([{ productId: '12', quantity: 3 }]));
    expect(payloadOf(all.items, all.flags).products).toEqual({ '12': 5 });
  });

  it('adds up the same variation, and the product is the sum of its variations', () => {
    const all = merged(
      batch([{ productId: '20', variationId: '21', quantity: 1, attributes: { attribute_pa_size: 'm' } }]),
      batch([{ productId: '20', variationId: '21', quantity: 4, attributes: { attribute_pa_size: 'm' } }]),
      batch([{ productId: '20', variationId: '22', quantity: 2 }]),
    );
    const payload = payloadOf(all.items, all.flags);
    expect(payload.variations).toEqual({ '20': { '21': 5, '22': 2 } });
    expect(payload.products).toEqual({ '20': 7 });
    expect(payload.attributes).toEqual({ '21': { attribute_pa_size: 'm' } });
  });

  it('keeps twenty adds on distinct rows, every one of them, in one call', () => {
    const all = merged(...Array.from({ length: 20 }, (_, i) => batch([{ productId: String(100 + i), quantity: i + 1 }])));
    const payload = payloadOf(all.items, all.flags);
    expect(Object.keys(payload.products)).toHaveLength(20);
    expect(payload.products['119']).toBe(20);
  });

  it('lets the last of several overwrites win', () => {
    const overwrite = { overwrite_cart_qty: true };
    const all = merged(batch([{ productId: '5', quantity: 4 }], { flags: overwrite }), batch([{ productId: '5', quantity: 0 }], { flags: overwrite }));
    expect(payloadOf(all.items, all.flags)).toMatchObject({ products: { '5': 0 }, overwrite_cart_qty: true });
  });

  it('keeps an add and an overwrite apart', () => {
    expect(mergeConflict(batch([{ productId: '5', quantity: 1 }]), batch([{ productId: '6', quantity: 0 }], { flags: { overwrite_cart_qty: true } }))).toBe('overwrite_cart_qty');
  });

  it('keeps a product form submission and any outside form apart', () => {
    const form = batch([], { flags: { variation_form: true }, outside: [['add-to-cart', '7'], ['quantity', '2']] });
    expect(mergeConflict(batch([{ productId: '5', quantity: 1 }]), form)).not.toBeNull();
    expect(mergeConflict(form, form)).not.toBeNull();
    const bulk = batch([{ productId: '5', quantity: 1 }], { outside: [['wcpt_checkbox_bulk', 'local']] });
    expect(mergeConflict(batch([{ productId: '6', quantity: 1 }]), bulk)).toBe('outside');
  });

  it('keeps different add-on, measurement and own-price values of the same product apart', () => {
    const a = batch([{ productId: '9', quantity: 1, addons: { 'addon-9-gift': 'yes' }, nyp: '12' }]);
    expect(mergeConflict(a, batch([{ productId: '9', quantity: 1, addons: { 'addon-9-gift': 'no' }, nyp: '12' }]))).toBe('addons');
    expect(mergeConflict(a, batch([{ productId: '9', quantity: 1, addons: { 'addon-9-gift': 'yes' }, nyp: '15' }]))).toBe('nyp');
    expect(mergeConflict(batch([{ productId: '9', quantity: 1, measurement: { length_needed: '2' } }]), batch([{ productId: '9', quantity: 1, measurement: { length_needed: '3' } }]))).toBe('measurement');
    // The same values merge, and another product's values never conflict.
    expect(mergeConflict(a, batch([{ productId: '9', quantity: 2, addons: { 'addon-9-gift': 'yes' }, nyp: '12' }]))).toBeNull();
    expect(mergeConflict(a, batch([{ productId: '10', quantity: 1, nyp: '3' }]))).toBeNull();
  });

  it('keeps different attributes of the same variation, and a product alone and its variation, apart', () => {
    const red = batch([{ productId: '30', variationId: '31', quantity: 1, attributes: { attribute_pa_color: 'red' } }]);
    expect(mergeConflict(red, batch([{ productId: '30', variationId: '31', quantity: 1, attributes: { attribute_pa_color: 'blue' } }]))).toBe('attributes');
    expect(mergeConflict(red, batch([{ productId: '30', quantity: 1 }]))).toBe('variation');
    expect(mergeConflict(red, batch([{ productId: '30', variationId: '32', quantity: 1, attributes: { attribute_pa_color: 'blue' } }]))).toBeNull();
  });

  it('keeps calls that go to different pages afterwards apart', () => {
    expect(mergeConflict(batch([{ productId: '1', quantity: 1 }], { redirect: '/cart/' }), batch([{ productId: '2', quantity: 1 }]))).not.toBeNull();
  });

  it('lets a re-read join anything, and take on the flags of a request that joins it', () => {
    const reread = batch([], { flags: { skip_cart_triggers: true } });
    expect(isRefreshOnly(reread)).toBe(true);
    const overwrite = batch([{ productId: '5', quantity: 0 }], { flags: { overwrite_cart_qty: true } });
    expect(mergeConflict(overwrite, reread)).toBeNull();
    expect(mergeBatch(overwrite, reread).flags).toEqual({ overwrite_cart_qty: true });
    const joined = mergeBatch(reread, batch([{ productId: '5', quantity: 1 }]));
    expect(joined.flags).toEqual({});
    expect(joined.items).toHaveLength(1);
  });

  it('keys an item by its variation, else its product', () => {
    expect(itemKey({ productId: '1', variationId: '2' })).toBe('v:2');
    expect(itemKey({ productId: '1' })).toBe('p:1');
  });
});

describe('items that did not go in (a refused merged call)', () => {
  const a = { productId: '1', quantity: 2 };
  const b = { productId: '1', quantity: 3 };
  const c = { productId: '2', variationId: '22', quantity: 1 };
  it('hands the quantity a product gained to the requests in order', () => {
    // 2 of the 5 asked for went in (stock ran out): the first request is in, the second is not.
    expect(itemsNotInCart([[a], [b], [c]], false, { '1': 1 }, { '1': 3, '2': { '22': '1' } })).toEqual([[], [b], []]);
    expect(itemsNotInCart([[a], [b, c]], false, [], { '1': 5 })).toEqual([[], [c]]);
  });
  it('takes an overwrite as done when the cart holds the last quantity asked for', () => {
    const remove = { productId: '1', quantity: 0 };
    expect(itemsNotInCart([[{ productId: '1', quantity: 4 }], [remove]], true, { '1': 2 }, {})).toEqual([[], []]);
    expect(itemsNotInCart([[remove]], true, { '1': 2 }, { '1': 2 })).toEqual([[remove]]);
  });
  it('counts every item as not in when the cart before the call is not known', () => {
    expect(itemsNotInCart([[a], [c]], false, null, { '1': 9 })).toEqual([[a], [c]]);
  });
});
