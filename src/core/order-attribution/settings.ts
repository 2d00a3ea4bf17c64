/**
 * Order attribution's page settings (§3.19, §9.4): the platform's `wc_order_attribution` params and
 * fields, flattened into the page settings (or the element's `settings`). Validated here, with the
 * element, field by field: a bad value is reported and its default used. The element is on every page,
 * so its fields are checked by hand (../settings/checks.ts, integration-checks.ts), without loading zod.
 */
import { checkFields, looseBoolean, positive, text } from '../settings/checks.ts';
import { matching, nonNegative, recordOf } from '../settings/integration-checks.ts';
import { INTEGRATIONS } from '../timings/index.ts';
import { DEFAULT_ATTRIBUTION_FIELDS, DEFAULT_ATTRIBUTION_PREFIX } from './defaults.ts';

const fields = {
  order_attribution_allow_tracking: looseBoolean,
  order_attribution_prefix: matching(/^[A-Za-z0-9_-]*$/, 'should be a field-name prefix of letters, digits, _ and -'),
  /** Cookie lifetime in months of 30 days. */
  order_attribution_lifetime: nonNegative,
  /** Session length in minutes. */
  order_attribution_session: positive,
  order_attribution_base64: looseBoolean,
  order_attribution_promo: looseBoolean,
  /** Input name → `container.alias` (`utm_source: "current.src"`). */
  order_attribution_fields: recordOf(
    matching(/^[A-Za-z0-9_-]+$/, 'should be field names of letters, digits, _ and -'),
    matching(/^(?:current|current_add|first|first_add|session|udata|promo)\.[a-z]+$/, 'should map each field to "container.alias", e.g. "current.src"'),
  ),
  order_attribution_campaign_param: text,
  order_attribution_term_param: text,
  order_attribution_content_param: text,
};

export interface AttributionSettings {
  order_attribution_allow_tracking: boolean;
  order_attribution_prefix: string;
  order_attribution_lifetime: number;
  order_attribution_session: number;
  order_attribution_base64: boolean;
  order_attribution_promo: boolean;
  order_attribution_fields: Readonly<Record<string, string>>;
  order_attribution_campaign_param: string;
  order_attribution_term_param: string;
  order_attribution_content_param: string;
}

export const ATTRIBUTION_DEFAULTS: AttributionSettings = {
  // Tracking waits for the page (or a consent tool) to allow it.
  order_attribution_allow_tracking: false,
  order_attribution_prefix: DEFAULT_ATTRIBUTION_PREFIX,
  order_attribution_lifetime: INTEGRATIONS.attributionLifetimeMonths,
  order_attribution_session: INTEGRATIONS.attributionSessionMinutes,
  order_attribution_base64: false,
  order_attribution_promo: false,
  order_attribution_fields: DEFAULT_ATTRIBUTION_FIELDS,
  order_attribution_campaign_param: '',
  order_attribution_term_param: '',
  order_attribution_content_param: '',
};

export function attributionSettings(settings: Readonly<Record<string, unknown>>): { settings: AttributionSettings; problems: string[] } {
  const { values, problems } = checkFields(fields, settings);
  return { settings: { ...ATTRIBUTION_DEFAULTS, ...values } as AttributionSettings, problems };
}
