/**
 * Page settings (§3.7 shop settings, §3.13 table globals). Themes print them once
 * per page; each field is validated on its own so one bad value falls back to its
 * default without discarding the rest.
 */
import * as z from 'zod/mini';
import { MESSAGES } from '../messages/index.ts';
import { decodeEntities } from '../text/entities.ts';
import { REQUESTS } from '../timings/index.ts';
import { describeIssues, type ValidationIssue } from '../validation/issues.ts';

const TRUE_VALUES = new Set(['1', 'true', 'yes', 'on']);
const FALSE_VALUES = new Set(['', '0', 'false', 'no', 'off']);

/**
 * PHP prints booleans as true/false, "1"/"" or "yes"/"no". Anything else ("maybe") is
 * rejected, so the author hears of it instead of getting a silent false.
 */
export const looseBoolean = z.pipe(
  z.union([z.boolean(), z.string(), z.number(), z.null()]),
  z.transform((v, ctx) => {
    if (typeof v === 'boolean') return v;
    if (v === null || v === 0) return false;
    if (v === 1) return true;
    const word = typeof v === 'string' ? v.trim().toLowerCase() : '';
    if (typeof v === 'string' && TRUE_VALUES.has(word)) return true;
    if (typeof v === 'string' && FALSE_VALUES.has(word)) return false;
    ctx.issues.push({
      code: 'custom',
      message: `should be true or false ("yes"/"no" and "1"/"0" work too), not ${JSON.stringify(v)}`,
      input: v,
    });
    return z.NEVER;
  }),
);
export const numeric = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((v, ctx) => {
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isFinite(n)) {
      ctx.issues.push({ code: 'custom', message: `should be a number, not ${JSON.stringify(v)}`, input: v });
      return z.NEVER;
    }
    return n;
  }),
);

/**
 * Text the platform's PHP returns HTML-escaped (`get_woocommerce_price_format()` gives
 * `%1$s&nbsp;%2$s`, older currency symbols are `&euro;` or `&#36;`, a separator may be `&nbsp;`):
 * decoded once here, so every element shows it as text and none inserts it as HTML.
 */
const plainText = z.pipe(z.string(), z.transform((text) => decodeEntities(text)));

const fields = {
  wc_ajax_url: z.string(),
  ajax_url: z.string(),
  rest_url: z.string(),
  rest_nonce: z.string(),
  cart_url: z.string(),
  checkout_url: z.string(),
  shop_url: z.string(),
  is_cart: looseBoolean,
  cart_redirect_after_add: z.enum(['yes', 'no']),
  i18n_view_cart: z.string(),
  i18n_no_matching_variations_text: z.string(),
  i18n_make_a_selection_text: z.string(),
  i18n_unavailable_text: z.string(),
  i18n_reset_alert_text: z.string(),
  i18n_password_show: z.string(),
  i18n_password_hide: z.string(),
  currency_symbol: plainText,
  price_decimals: numeric,
  price_decimal_separator: plainText,
  price_thousand_separator: plainText,
  price_format: plainText,
  on_sale_precision: numeric,
  breakpoints: z.object({ phone: numeric, tablet: numeric }),
  language: z.string(),
  /** How long a call may take before it fails with a timeout (ms); tests and slow back ends change it. */
  request_timeout_ms: z.pipe(numeric, z.number().check(z.positive())),
} as const;

export type Settings = { [K in keyof typeof fields]: z.output<(typeof fields)[K]> } & Record<string, unknown>;

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

/**
 * Validates each field of `input` that `fields` names, on its own: a bad one is left out with a
 * problem line for the console. Other keys go to `rest` untouched.
 */
export function validateFields(
  fields: Readonly<Record<string, z.ZodMiniType>>,
  input: Record<string, unknown>,
): { values: Record<string, unknown>; rest: Record<string, unknown>; problems: string[] } {
  const values: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    // JSON.parse makes "__proto__" an own key; assigning it would replace the prototype.
    if (key === '__proto__') continue;
    // Own fields only: "constructor" or "toString" must not reach Object.prototype.
    const schema = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (!schema) {
      rest[key] = value;
      continue;
    }
    const result = z.safeParse(schema, value, { reportInput: true });
    if (result.success) values[key] = result.data;
    else {
      const issues = (result.error.issues as readonly ValidationIssue[]).map((issue) => ({ ...issue, path: [key, ...issue.path] }));
      problems.push(describeIssues(issues));
    }
  }
  return { values, rest, problems };
}

/** Validates each known field; unknown fields (later features' settings) pass through untouched. */
export function parseSettings(input: unknown): SettingsResult {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return { settings: {}, problems: input == null ? [] : ['the settings should be a JSON object'] };
  }
  const { values, rest, problems } = validateFields(fields, input as Record<string, unknown>);
  return { settings: { ...rest, ...values } as Partial<Settings>, problems };
}

export function mergeSettings(...layers: Array<Partial<Settings> | undefined>): Settings {
  return Object.assign({}, DEFAULT_SETTINGS, ...layers) as Settings;
}

/** §7 intro: the endpoint name goes into the placeholder of wc_ajax_url. */
export function endpointUrl(template: string, endpoint: string): string {
  return template.replace('%%endpoint%%', encodeURIComponent(endpoint));
}
