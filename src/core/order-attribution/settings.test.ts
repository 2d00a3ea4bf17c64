import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { looseBoolean, numeric, validateFields } from '../settings/zod-fields.ts';
import { ATTRIBUTION_DEFAULTS, attributionSettings } from './settings.ts';

describe('attributionSettings', () => {
  it('defaults: tracking off, the platform\'s prefix and fields, 6 months, 30 minutes', () => {
    expect(attributionSettings({}).settings).toEqual(ATTRIBUTION_DEFAULTS);
    expect(ATTRIBUTION_DEFAULTS).toMatchObject({
      order_attribution_allow_tracking: false, order_attribution_prefix: 'wc_order_attribution_', order_attribution_lifetime: 6, order_attribution_session: 30,
    });
    expect(ATTRIBUTION_DEFAULTS.order_attribution_fields).toMatchObject({ source_type: 'current.typ', utm_source: 'current.src', session_pages: 'session.pgs' });
  });

  it('takes the platform\'s values and replaces each malformed one by its default', () => {
    const { settings, problems } = attributionSettings({
      order_attribution_allow_tracking: true, order_attribution_lifetime: '0.00001', order_attribution_session: -5,
      order_attribution_fields: { utm_source: 'current.src', bad: 'window.location' }, order_attribution_prefix: 'wc_oa_',
    });
    expect(settings).toMatchObject({ order_attribution_allow_tracking: true, order_attribution_lifetime: 0.00001, order_attribution_session: 30, order_attribution_prefix: 'wc_oa_' });
    expect(settings.order_attribution_fields).toBe(ATTRIBUTION_DEFAULTS.order_attribution_fields);
    expect(problems.map((p) => p.match(/^"(\w+)/)?.[1])).toEqual(['order_attribution_session', 'order_attribution_fields']);
  });
});

// The element is on every page: its fields are checked by hand, without zod. For every kind of field,
// good and bad values give the values and the words the zod schemas gave, but a bad key of the fields
// map, which zod only called "not valid" and which is now named with what keys should be.
describe('attributionSettings without zod', () => {
  const zodFields = {
    order_attribution_allow_tracking: looseBoolean,
    order_attribution_prefix: z.string().check(z.regex(/^[A-Za-z0-9_-]*$/, 'should be a field-name prefix of letters, digits, _ and -')),
    order_attribution_lifetime: z.pipe(numeric, z.number().check(z.nonnegative())),
    order_attribution_session: z.pipe(numeric, z.number().check(z.positive())),
    order_attribution_fields: z.record(
      z.string().check(z.regex(/^[A-Za-z0-9_-]+$/, 'should be field names of letters, digits, _ and -')),
      z.string().check(z.regex(/^(?:current|current_add|first|first_add|session|udata|promo)\.[a-z]+$/, 'should map each field to "container.alias", e.g. "current.src"')),
    ),
    order_attribution_campaign_param: z.string(),
  };
  const VALUES: unknown[] = [
    'text', '', 'wc_oa_', 'a b', ' Yes ', 'off', 'maybe', '3', '2.5', '-2', 'two', 0, 1, 2, -5, 0.5, true, false, null, undefined,
    Number.NaN, [], [1], {}, { utm_source: 'current.src' }, { utm_source: 'window.location' }, { utm_source: 1 },
    { utm_source: 'current.src', session_pages: 'session.pgs' }, { utm_source: null },
  ];
  for (const key of Object.keys(zodFields)) {
    it(`"${key}": the same values and the same words as its zod schema`, () => {
      for (const value of VALUES) {
        const before = validateFields(zodFields, { [key]: value });
        const now = attributionSettings({ [key]: value });
        expect({ value, settings: now.settings[key as keyof typeof now.settings], problems: now.problems })
          .toEqual({ value, settings: key in before.values ? before.values[key] : ATTRIBUTION_DEFAULTS[key as keyof typeof ATTRIBUTION_DEFAULTS], problems: before.problems });
      }
    });
  }

  it('a bad key of the fields map is named with what keys should be', () => {
    expect(attributionSettings({ order_attribution_fields: { 'utm source': 'current.src' } }).problems)
      .toEqual(['"order_attribution_fields.utm source" should be field names of letters, digits, _ and -']);
  });
});
