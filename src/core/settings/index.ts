/**
 * Page settings (§3.7 shop settings, §3.13 table globals). Themes print them once
 * per page; each field is validated on its own so one bad value falls back to its
 * default without discarding the rest.
 */
import { MESSAGES } from '../messages/index.ts';
import { decodeEntities } from '../text/entities.ts';
import { REQUESTS } from '../timings/index.ts';
import { describeIssues, type ValidationIssue } from '../validation/issues.ts';

const TRUE_VALUES = new Set(['1', 'true', 'yes', 'on']);
const FALSE_VALUES = new Set(['', '0', 'false', 'no', 'off']);

/**
 * The settings block is read before the first paint, so its fields are checked here by hand and zod
 * is not loaded for it. Each check answers with the value or with issues shaped as zod's, so
 * `describeIssues` words a bad field exactly as the schemas did (the zod schemas the integrations
 * validate their own fields with are in ./zod-fields.ts).
 */
type Check<T> = (value: unknown) => { value: T } | { issues: ValidationIssue[] };

const fail = (issue: ValidationIssue): { issues: ValidationIssue[] } => ({ issues: [issue] });
const wrongType = (expected: string, input: unknown) => fail({ code: 'invalid_type', expected, input, path: [] });
/** A value none of `expected` (zod's type names) accepts, as zod's union reports it. */
const noneOf = (expected: readonly string[], input: unknown) =>
  fail({
    code: 'invalid_union',
    input,
    path: [],
    errors: expected.map((type) => [{ code: 'invalid_type', expected: type, input, path: [] }]),
  });
const custom = (message: string, input: unknown) => fail({ code: 'custom', message, input, path: [] });
/** What zod's `z.number()` accepts: finite numbers only. */
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

const text: Check<string> = (v) => (typeof v === 'string' ? { value: v } : wrongType('string', v));

/**
 * PHP prints booleans as true/false, "1"/"" or "yes"/"no". Anything else ("maybe") is
 * rejected, so the author hears of it instead of getting a silent false.
 */
const looseBoolean: Check<boolean> = (v) => {
  if (typeof v === 'boolean') return { value: v };
  if (v === null || v === 0) return { value: false };
  if (v === 1) return { value: true };
  if (typeof v !== 'string' && !isNumber(v)) return noneOf(['boolean', 'string', 'number', 'null'], v);
  const word = typeof v === 'string' ? v.trim().toLowerCase() : '';
  if (typeof v === 'string' && TRUE_VALUES.has(word)) return { value: true };
  if (typeof v === 'string' && FALSE_VALUES.has(word)) return { value: false };
  return custom(`should be true or false ("yes"/"no" and "1"/"0" work too), not ${JSON.stringify(v)}`, v);
};

const numeric: Check<number> = (v) => {
  if (typeof v !== 'string' && !isNumber(v)) return noneOf(['number', 'string'], v);
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? { value: n } : custom(`should be a number, not ${JSON.stringify(v)}`, v);
};

const positive: Check<number> = (v) => {
  const read = numeric(v);
  if ('issues' in read || read.value > 0) return read;
  return fail({ code: 'too_small', origin: 'number', minimum: 0, inclusive: false, input: read.value, path: [] });
};

const oneOf =
  <T extends string>(...values: T[]): Check<T> =>
  (v) =>
    values.includes(v as T) ? { value: v as T } : fail({ code: 'invalid_value', values, input: v, path: [] });

/**
 * Text the platform's PHP returns HTML-escaped (`get_woocommerce_price_format()` gives
 * `%1$s&nbsp;%2$s`, older currency symbols are `&euro;` or `&#36;`, a separator may be `&nbsp;`):
 * decoded once here, so every element shows it as text and none inserts it as HTML.
 */
const plainText: Check<string> = (v) => (typeof v === 'string' ? { value: decodeEntities(v) } : wrongType('string', v));

/** An object of the named fields (others dropped), each checked; its issues carry the field's name. */
function shape<T extends Record<string, unknown>>(checks: { [K in keyof T]: Check<T[K]> }): Check<T> {
  return (v) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return wrongType('object', v);
    const value: Record<string, unknown> = {};
    const issues: ValidationIssue[] = [];
    for (const key of Object.keys(checks)) {
      const read = checks[key]!((v as Record<string, unknown>)[key]);
      if ('issues' in read) issues.push(...read.issues.map((issue) => ({ ...issue, path: [key, ...issue.path] })));
      else value[key] = read.value;
    }
    return issues.length ? { issues } : { value: value as T };
  };
}

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
  const values: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    // JSON.parse makes "__proto__" an own key; assigning it would replace the prototype.
    if (key === '__proto__') continue;
    // Own fields only: "constructor" or "toString" must not reach Object.prototype.
    const check = Object.hasOwn(fields, key) ? (fields as Record<string, Check<unknown>>)[key] : undefined;
    if (!check) {
      rest[key] = value;
      continue;
    }
    const read = check(value);
    if ('value' in read) values[key] = read.value;
    else problems.push(describeIssues(read.issues.map((issue) => ({ ...issue, path: [key, ...issue.path] }))));
  }
  return { settings: { ...rest, ...values } as Partial<Settings>, problems };
}

export function mergeSettings(...layers: Array<Partial<Settings> | undefined>): Settings {
  return Object.assign({}, DEFAULT_SETTINGS, ...layers) as Settings;
}

/** §7 intro: the endpoint name goes into the placeholder of wc_ajax_url. */
export function endpointUrl(template: string, endpoint: string): string {
  return template.replace('%%endpoint%%', encodeURIComponent(endpoint));
}
