import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../settings/index.ts';
import { DEFAULT_BREAKPOINTS, deviceForWidth, groupByCategoryFor, isSwitchOn, parseBreakpoints, urlUpdateDisabled } from './device.ts';

describe('deviceForWidth (§9.2)', () => {
  const breakpoints = { phone: 600, tablet: 1000 };

  it('is phone at or below the phone breakpoint', () => {
    expect(deviceForWidth(320, breakpoints)).toBe('phone');
    expect(deviceForWidth(600, breakpoints)).toBe('phone');
  });

  it('is tablet above the phone and at or below the tablet breakpoint', () => {
    expect(deviceForWidth(601, breakpoints)).toBe('tablet');
    expect(deviceForWidth(1000, breakpoints)).toBe('tablet');
  });

  it('is laptop above the tablet breakpoint', () => {
    expect(deviceForWidth(1001, breakpoints)).toBe('laptop');
  });
});

describe('parseBreakpoints', () => {
  it('uses the shop settings defaults when nothing is set', () => {
    expect(DEFAULT_BREAKPOINTS).toEqual({ phone: 599, tablet: 1199 });
    expect(DEFAULT_BREAKPOINTS).toEqual(DEFAULT_SETTINGS.breakpoints);
    expect(parseBreakpoints(undefined)).toEqual({ breakpoints: { phone: 599, tablet: 1199 }, problems: [] });
  });

  it('reads numbers and numeric text', () => {
    expect(parseBreakpoints({ phone: '749', tablet: 1024 })).toEqual({ breakpoints: { phone: 749, tablet: 1024 }, problems: [] });
  });

  it('keeps the default for a bad value and names it', () => {
    const { breakpoints, problems } = parseBreakpoints({ phone: 'wide', tablet: -5 });
    expect(breakpoints).toEqual({ phone: 599, tablet: 1199 });
    expect(problems).toEqual([
      'the phone breakpoint should be a width in px (a number of at least 0), not "wide"; 599 is used',
      'the tablet breakpoint should be a width in px (a number of at least 0), not -5; 1199 is used',
    ]);
  });

  it('rejects a value that is not an object', () => {
    const { breakpoints, problems } = parseBreakpoints('600,1000');
    expect(breakpoints).toEqual(DEFAULT_BREAKPOINTS);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('should be an object');
  });

  it('keeps a phone breakpoint above the tablet one but says the tablet layout never shows', () => {
    const { breakpoints, problems } = parseBreakpoints({ phone: 1300, tablet: 1000 });
    expect(breakpoints).toEqual({ phone: 1300, tablet: 1000 });
    expect(problems).toEqual(['the phone breakpoint (1300) is above the tablet breakpoint (1000), so no width gives the tablet layout']);
  });
});

describe('switches in shortcode attributes', () => {
  it('reads true, 1 and the texts true/1/yes/on in any case as on', () => {
    for (const value of [true, 1, 'true', '1', 'yes', 'on', ' YES ', 'True']) expect(isSwitchOn(value)).toBe(true);
    for (const value of [false, 0, 2, 'false', '0', 'no', 'off', '', undefined, null, {}]) expect(isSwitchOn(value)).toBe(false);
  });

  it('reads {device}_group_by_category for the device only', () => {
    const scAttrs = { laptop_group_by_category: 'true', phone_group_by_category: 'false', tablet_group_by_category: true };
    expect(groupByCategoryFor(scAttrs, 'laptop')).toBe(true);
    expect(groupByCategoryFor(scAttrs, 'phone')).toBe(false);
    expect(groupByCategoryFor(scAttrs, 'tablet')).toBe(true);
    expect(groupByCategoryFor({}, 'laptop')).toBe(false);
    expect(groupByCategoryFor(undefined, 'laptop')).toBe(false);
  });

  it('reads disable_url_update', () => {
    expect(urlUpdateDisabled({ disable_url_update: 'on' })).toBe(true);
    expect(urlUpdateDisabled({})).toBe(false);
  });
});
