import { describe, expect, it } from 'vitest';
import { announcementText, easeInOut, speaksForItself } from './index.ts';

describe('notice announcements', () => {
  it('leaves alerts, status and live regions to speak for themselves', () => {
    expect(speaksForItself('alert', false)).toBe(true);
    expect(speaksForItself('status', false)).toBe(true);
    expect(speaksForItself(null, true)).toBe(true);
    expect(speaksForItself(null, false)).toBe(false);
    expect(speaksForItself('note', false)).toBe(false);
  });
  it('joins the texts with their whitespace collapsed, skipping empty ones', () => {
    expect(announcementText(['  Added\n  to   cart. ', '', null, undefined, 'Coupon\tapplied.'])).toBe('Added to cart. Coupon applied.');
    expect(announcementText([' ', null])).toBe('');
  });
});

describe('notice scroll easing', () => {
  it('starts at 0, ends at 1, passes the middle at one half', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(0.5)).toBe(0.5);
    expect(easeInOut(1)).toBe(1);
  });
  it('is gentle at both ends and symmetric', () => {
    expect(easeInOut(0.1)).toBeLessThan(0.1);
    expect(easeInOut(0.9)).toBeGreaterThan(0.9);
    expect(easeInOut(0.25) + easeInOut(0.75)).toBeCloseTo(1);
  });
});
