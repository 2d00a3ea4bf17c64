import { describe, expect, it } from 'vitest';
import { CART_RECOVERY_DEFAULTS, cartRecoverySettings } from './settings.ts';

describe('cartRecoverySettings', () => {
  it('defaults to recording nothing, with the §9.4 pause', () => {
    expect(cartRecoverySettings({})).toEqual({ settings: CART_RECOVERY_DEFAULTS, problems: [] });
    expect(CART_RECOVERY_DEFAULTS).toEqual({ cart_recovery_provider: 'mailchimp', allowed_to_set_cookies: false, disable_carts: false, cart_recovery_delay_ms: 2000 });
  });

  it('takes the platform\'s values (PHP booleans) and replaces each malformed one by its default', () => {
    const { settings, problems } = cartRecoverySettings({
      allowed_to_set_cookies: '1', disable_carts: 'maybe', cart_recovery_provider: 'mail chimp<', cart_recovery_delay_ms: '500', other: 1,
    });
    expect(settings).toEqual({ cart_recovery_provider: 'mailchimp', allowed_to_set_cookies: true, disable_carts: false, cart_recovery_delay_ms: 500 });
    expect(problems.map((p) => p.match(/^"(\w+)/)?.[1])).toEqual(['disable_carts', 'cart_recovery_provider']);
    expect(problems[0]).toMatch(/should be true or false/);
  });
});
