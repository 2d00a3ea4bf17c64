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

describe('integration settings (cart recovery, order attribution)', () => {
  it('default to recording nothing, with the §9.4 timings', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      allowed_to_set_cookies: false, disable_carts: false, cart_recovery_provider: 'mailchimp', cart_recovery_delay_ms: 2000,
      order_attribution_allow_tracking: false, order_attribution_prefix: 'wc_order_attribution_',
      order_attribution_lifetime: 6, order_attribution_session: 30,
    });
    expect(DEFAULT_SETTINGS.order_attribution_fields).toMatchObject({ utm_source: 'current.src', session_pages: 'session.pgs' });
  });

  it('take the platform\'s values and reject malformed ones one by one', () => {
    const { settings, problems } = parseSettings({
      allowed_to_set_cookies: '1', disable_carts: 'maybe', cart_recovery_provider: 'mail chimp<',
      order_attribution_allow_tracking: true, order_attribution_lifetime: '0.00001', order_attribution_session: -5,
      order_attribution_fields: { utm_source: 'current.src', bad: 'window.location' }, order_attribution_prefix: 'wc_oa_',
    });
    expect(settings).toEqual({ allowed_to_set_cookies: true, order_attribution_allow_tracking: true, order_attribution_lifetime: 0.00001, order_attribution_prefix: 'wc_oa_' });
    expect(problems.map((p) => p.match(/^"(\w+)/)?.[1])).toEqual(['disable_carts', 'cart_recovery_provider', 'order_attribution_session', 'order_attribution_fields']);
  });
});
