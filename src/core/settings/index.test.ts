import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, endpointUrl, mergeSettings, parseSettings } from './index.ts';

describe('parseSettings', () => {
  it('keeps valid fields, coerces PHP booleans and numbers, passes unknown keys through', () => {
    const { settings, problems } = parseSettings({ is_cart: '1', price_decimals: '3', table_extra: { a: 1 } });
    expect(problems).toEqual([]);
    expect(settings).toEqual({ is_cart: true, price_decimals: 3, table_extra: { a: 1 } });
  });

  it('rejects one bad field without losing the others', () => {
    const { settings, problems } = parseSettings({ cart_redirect_after_add: 'maybe', cart_url: '/basket/' });
    expect(settings).toEqual({ cart_url: '/basket/' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^"cart_redirect_after_add"/);
  });

  it('decodes the HTML entities of the price format, currency symbol and separators, once (text, not markup)', () => {
    const { settings, problems } = parseSettings({
      price_format: '%1$s&nbsp;%2$s',
      currency_symbol: '&#36;',
      price_thousand_separator: '&nbsp;',
      price_decimal_separator: '&#x2C;',
    });
    expect(problems).toEqual([]);
    expect(settings.price_format).toBe('%1$s\u00a0%2$s');
    expect(settings.currency_symbol).toBe('$');
    expect(settings.price_thousand_separator).toBe('\u00a0');
    expect(settings.price_decimal_separator).toBe(',');
    // `&amp;lt;` is the text `&lt;`: decoded once, never to `<`.
    expect(parseSettings({ currency_symbol: '&amp;lt;b&amp;gt;' }).settings.currency_symbol).toBe('&lt;b&gt;');
    expect(parseSettings({ price_format: 42 }).problems).toHaveLength(1);
  });

  it('reports a non-object', () => {
    expect(parseSettings([1]).problems).toEqual(['the settings should be a JSON object']);
  });

  it('merges layers over the defaults', () => {
    const merged = mergeSettings({ cart_url: '/a/' }, { cart_url: '/b/' });
    expect(merged.cart_url).toBe('/b/');
    expect(merged.i18n_view_cart).toBe(DEFAULT_SETTINGS.i18n_view_cart);
  });
});

describe('endpointUrl', () => {
  it('fills the endpoint placeholder', () => {
    expect(endpointUrl('/?wc-ajax=%%endpoint%%', 'add_to_cart')).toBe('/?wc-ajax=add_to_cart');
    expect(endpointUrl('https://shop.test/fr/?wc-ajax=%%endpoint%%&lang=fr', 'get_variation')).toBe(
      'https://shop.test/fr/?wc-ajax=get_variation&lang=fr',
    );
  });

  it('rejects a boolean that is neither true nor false, in words', () => {
    const { settings, problems } = parseSettings({ is_cart: 'maybe', cart_redirect_after_add: 'sometimes', price_decimals: 'two' });
    expect(settings).toEqual({});
    expect(problems).toEqual([
      '"is_cart" should be true or false ("yes"/"no" and "1"/"0" work too), not "maybe"',
      '"cart_redirect_after_add" should be "yes" or "no"',
      '"price_decimals" should be a number, not "two"',
    ]);
    expect(parseSettings({ is_cart: 'yes' }).settings.is_cart).toBe(true);
    expect(parseSettings({ is_cart: '' }).settings.is_cart).toBe(false);
  });
});
