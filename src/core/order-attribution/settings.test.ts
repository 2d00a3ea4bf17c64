import { describe, expect, it } from 'vitest';
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
