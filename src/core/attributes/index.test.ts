import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { settingsAttribute as settings } from '../settings/attribute.ts';
import { attributeName, attributeProblem, boolean, describeValue, json, number, oneOf, string } from './index.ts';

describe('attribute parsers', () => {
  it('reads strings and falls back when absent', () => {
    expect(string('x').parse(null)).toEqual({ ok: true, value: 'x' });
    expect(string().parse('hello')).toEqual({ ok: true, value: 'hello' });
  });

  it('rejects junk numbers and out-of-range values with a reason', () => {
    const qty = number(1, { min: 0, integer: true });
    expect(qty.parse('3')).toEqual({ ok: true, value: 3 });
    expect(qty.parse('')).toEqual({ ok: true, value: 1 });
    expect(qty.parse('abc')).toMatchObject({ ok: false, value: 1, problem: '"abc" is not a number' });
    expect(qty.parse('1.5')).toMatchObject({ ok: false, value: 1 });
    expect(qty.parse('-2')).toMatchObject({ ok: false, problem: '-2 is below 0' });
  });

  it('treats presence as true and false words as false', () => {
    const flag = boolean(false);
    expect(flag.parse(null).value).toBe(false);
    expect(flag.parse('').value).toBe(true);
    expect(flag.parse('checked').value).toBe(true);
    expect(flag.parse('false').value).toBe(false);
    expect(flag.parse('0').value).toBe(false);
  });

  it('accepts only listed words', () => {
    const mode = oneOf(['shop', 'search', 'category'] as const, 'shop');
    expect(mode.parse('search').value).toBe('search');
    expect(mode.parse('other')).toMatchObject({ ok: false, value: 'shop' });
  });

  it('validates JSON text and objects against a schema', () => {
    const ids = json(z.array(z.number()), []);
    expect(ids.parse('[1,2]')).toEqual({ ok: true, value: [1, 2] });
    expect(ids.parse([3])).toEqual({ ok: true, value: [3] });
    const broken = ids.parse('[1,');
    expect(broken.ok).toBe(false);
    expect(broken.value).toEqual([]);
    expect(!broken.ok && broken.problem).toMatch(/^invalid JSON/);
    const wrong = ids.parse('{"a":1}');
    expect(!wrong.ok && wrong.problem).toMatch(/^unexpected shape/);
  });

  it('names attributes in kebab case and writes a message naming tag and attribute', () => {
    expect(attributeName('productVariations')).toBe('product-variations');
    expect(attributeProblem('shop-variations', 'product-variations', 'invalid JSON', false)).toBe(
      '<shop-variations> attribute "product-variations": invalid JSON. Using false instead.',
    );
  });

  it('warns about a boolean written with a word that is neither true nor false', () => {
    const focus = boolean(true, 'focus');
    expect(focus.parse('focus')).toEqual({ ok: true, value: true });
    expect(focus.parse('yes')).toEqual({ ok: true, value: true });
    expect(focus.parse('off')).toEqual({ ok: true, value: false });
    const nope = focus.parse('nope');
    expect(nope).toMatchObject({ ok: false, value: true, severity: 'warning' });
    expect(!nope.ok && nope.problem).toBe('"nope" is neither true nor false (write the attribute alone for true, or "false")');
  });

  it('describes what was used instead in words, not raw JSON or long decimals', () => {
    expect(describeValue(null)).toBe('no value');
    expect(describeValue(16 / 9)).toBe('1.778');
    expect(describeValue('')).toBe('an empty text');
    expect(describeValue({})).toBe('no entries');
    expect(describeValue([])).toBe('an empty list');
    expect(attributeProblem('shop-own-price', 'decimals', '"x" is not a number', -1, 'the page setting')).toBe(
      '<shop-own-price> attribute "decimals": "x" is not a number. Using the page setting instead.',
    );
  });

  it('reads an element settings object field by field, keeping the valid fields', () => {
    const spec = settings();
    expect(spec.parse(null)).toEqual({ ok: true, value: null });
    expect(spec.parse('{"is_cart":true}')).toEqual({ ok: true, value: { is_cart: true } });
    const mixed = spec.parse('{"is_cart":"maybe","cart_url":"/basket/"}');
    expect(mixed).toMatchObject({ ok: false, value: { cart_url: '/basket/' } });
    expect(!mixed.ok && mixed.problem).toMatch(/^"is_cart" should be true or false/);
    expect(spec.parse('{oops')).toMatchObject({ ok: false, value: null });
    expect(spec.parse('5')).toEqual({ ok: false, value: null, problem: 'should be a JSON object of settings, not a number' });
    expect(spec.parse('"text"')).toMatchObject({ ok: false, value: null });
  });
});
