/**
 * Cart recovery's page settings (§3.18): the provider's `mailchimp_public_data`, flattened into the
 * page settings (or the element's `settings`). Validated here, with the element, field by field: a
 * bad value is reported and its default used.
 */
import * as z from 'zod/mini';
import { looseBoolean, numeric, validateFields } from '../settings/zod-fields.ts';
import { INTEGRATIONS } from '../timings/index.ts';
import { DEFAULT_PROVIDER } from './defaults.ts';

const fields = {
  cart_recovery_provider: z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, 'should be a provider name of letters, digits, _ and -')),
  allowed_to_set_cookies: looseBoolean,
  disable_carts: looseBoolean,
  /** The contact field's send after the last keystroke (§9.4). */
  cart_recovery_delay_ms: z.pipe(numeric, z.number().check(z.nonnegative())),
};

export interface CartRecoverySettings {
  cart_recovery_provider: string;
  allowed_to_set_cookies: boolean;
  disable_carts: boolean;
  cart_recovery_delay_ms: number;
}

export const CART_RECOVERY_DEFAULTS: CartRecoverySettings = {
  cart_recovery_provider: DEFAULT_PROVIDER,
  // Nothing is recorded until the page says the visitor allows it.
  allowed_to_set_cookies: false,
  disable_carts: false,
  cart_recovery_delay_ms: INTEGRATIONS.cartRecoveryTypingDebounceMs,
};

export function cartRecoverySettings(settings: Readonly<Record<string, unknown>>): { settings: CartRecoverySettings; problems: string[] } {
  const { values, problems } = validateFields(fields, settings as Record<string, unknown>);
  return { settings: { ...CART_RECOVERY_DEFAULTS, ...values } as CartRecoverySettings, problems };
}
