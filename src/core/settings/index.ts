/**
 * Page settings (§3.7 shop settings, §3.13 table globals). Themes print them once
 * per page; each field is validated on its own so one bad value falls back to its
 * default without discarding the rest.
 */
import { MESSAGES } from '../messages/index.ts';
import { REQUESTS } from '../timings/index.ts';
import { checkFields, looseBoolean, numeric, oneOf, plainText, positive, shape, text, type Check } from './checks.ts';

const fields = {
  wc_ajax_url: text,
  ajax_url: text,
  rest_url: text,
  rest_nonce: text,
  cart_url: text,
  checkout_url: text,
  shop_url: text,
  is_cart: looseBoolean,
  cart_redirect_after_add: oneOf('yes', 'no'),
  i18n_view_cart: text,
  i18n_no_matching_variations_text: text,
  i18n_make_a_selection_text: text,
  i18n_unavailable_text: text,
  i18n_reset_alert_text: text,
  i18n_password_show: text,
  i18n_password_hide: text,
  currency_symbol: plainText,
  price_decimals: numeric,
  price_decimal_separator: plainText,
  price_thousand_separator: plainText,
  price_format: plainText,
  on_sale_precision: numeric,
  breakpoints: shape<{ phone: number; tablet: number }>({ phone: numeric, tablet: numeric }),
  language: text,
  /** How long a call may take before it fails with a timeout (ms); tests and slow back ends change it. */
  request_timeout_ms: positive,
} as const;

type Checked<C> = C extends Check<infer T> ? T : never;
export type Settings = { [K in keyof typeof fields]: Checked<(typeof fields)[K]> } & Record<string, unknown>;

export const DEFAULT_SETTINGS: Settings = {
  wc_ajax_url: '/?wc-ajax=%%endpoint%%',
  ajax_url: '/wp-admin/admin-ajax.php',
  rest_url: '/wp-json/',
  rest_nonce: '',
  cart_url: '/cart/',
  checkout_url: '/checkout/',
  shop_url: '/shop/',
  is_cart: false,
  cart_redirect_after_add: 'no',
  i18n_view_cart: MESSAGES.viewCart,
  i18n_no_matching_variations_text: MESSAGES.noMatchingVariations,
  i18n_make_a_selection_text: MESSAGES.makeASelection,
  i18n_unavailable_text: MESSAGES.variationUnavailable,
  i18n_reset_alert_text: MESSAGES.selectionReset,
  i18n_password_show: MESSAGES.showPassword,
  i18n_password_hide: MESSAGES.hidePassword,
  currency_symbol: '$',
  price_decimals: 2,
  price_decimal_separator: '.',
  price_thousand_separator: ',',
  price_format: '%1$s%2$s',
  on_sale_precision: 0,
  breakpoints: { phone: 599, tablet: 1199 },
  language: 'en',
  request_timeout_ms: REQUESTS.timeoutMs,
};

export interface SettingsResult {
  settings: Partial<Settings>;
  /** One line per field that was rejected, for the console. */
  problems: string[];
}

/** Validates each known field; unknown fields (later features' settings) pass through untouched. */
export function parseSettings(input: unknown): SettingsResult {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return { settings: {}, problems: input == null ? [] : ['the settings should be a JSON object'] };
  }
  const { values, rest, problems } = checkFields(fields, input as Record<string, unknown>);
  return { settings: { ...rest, ...values } as Partial<Settings>, problems };
}

export function mergeSettings(...layers: Array<Partial<Settings> | undefined>): Settings {
  return Object.assign({}, DEFAULT_SETTINGS, ...layers) as Settings;
}

/** §7 intro: the endpoint name goes into the placeholder of wc_ajax_url. */
export function endpointUrl(template: string, endpoint: string): string {
  return template.replace('%%endpoint%%', encodeURIComponent(endpoint));
}
