import { describe, expect, it } from 'vitest';
import { columnLabels, cssString, labelText, nextStackState, type StackMeasure } from './stacked-rows.ts';

const phone = (m: Partial<StackMeasure>): StackMeasure => ({
  stacked: false,
  neededWidth: 0,
  wrapperWidth: 356,
  contentWidth: 356,
  phone: true,
  fixedWidth: false,
  ...m,
});

describe('nextStackState', () => {
  it('stacks a table wider than its narrow wrapper, remembering the width it needed', () => {
    expect(nextStackState(phone({ contentWidth: 452 }))).toEqual({ stacked: true, neededWidth: 452 });
  });

  it('keeps a table that fits (the phone column set did its work), a pixel of rounding included', () => {
    expect(nextStackState(phone({ contentWidth: 356 }))).toEqual({ stacked: false, neededWidth: 0 });
    expect(nextStackState(phone({ contentWidth: 357 }))).toEqual({ stacked: false, neededWidth: 0 });
  });

  it('never stacks off a phone, nor a table given its own width', () => {
    expect(nextStackState(phone({ phone: false, contentWidth: 900 })).stacked).toBe(false);
    expect(nextStackState(phone({ phone: false, stacked: true, neededWidth: 900 })).stacked).toBe(false);
    expect(nextStackState(phone({ contentWidth: 900, fixedWidth: true })).stacked).toBe(false);
    expect(nextStackState(phone({ stacked: true, neededWidth: 900, contentWidth: 356, fixedWidth: true })).stacked).toBe(false);
  });

  it('stays stacked (no longer overflowing) until the wrapper is as wide as the table needed', () => {
    const stacked = { stacked: true, neededWidth: 452, contentWidth: 356 };
    expect(nextStackState(phone({ ...stacked, wrapperWidth: 400 }))).toEqual({ stacked: true, neededWidth: 452 });
    expect(nextStackState(phone({ ...stacked, wrapperWidth: 452 }))).toEqual({ stacked: false, neededWidth: 0 });
  });

  it('changes nothing while the wrapper is not laid out', () => {
    expect(nextStackState(phone({ stacked: true, neededWidth: 452, wrapperWidth: 0, contentWidth: 0 }))).toEqual({ stacked: true, neededWidth: 452 });
    expect(nextStackState(phone({ wrapperWidth: 0, contentWidth: 0 }))).toEqual({ stacked: false, neededWidth: 0 });
  });
});

describe('cssString', () => {
  it('keeps plain heading text readable', () => {
    expect(cssString('Price (incl. tax)')).toBe('"Price (incl. tax)"');
    expect(cssString('Größe')).toBe('"Größe"');
  });

  it('escapes what could end the string or the rule', () => {
    const tricky = 'a"b\\c\n}</style>\'';
    const literal = cssString(tricky);
    expect(literal).toBe('"a\\22 b\\5c c\\a \\7d \\3c \\2f style\\3e \\27 "');
    expect(literal.slice(1, -1)).not.toMatch(/["\n}<>']/);
  });

  it('escapes characters beyond the basic plane by code point', () => {
    expect(cssString('🛒')).toBe('"\\1f6d2 "');
  });
});

describe('labelText and columnLabels', () => {
  it('collapses whitespace', () => {
    expect(labelText('  Add\n   to  cart ')).toBe('Add to cart');
  });

  it('gives a spanning heading to every column it spans; a bad span counts as one', () => {
    expect(
      columnLabels([
        { label: 'Product', span: 2 },
        { label: 'Price', span: 1 },
        { label: 'Buy', span: 0 },
        { label: 'x', span: 1.5 },
      ]),
    ).toEqual(['Product', 'Product', 'Price', 'Buy', 'x']);
  });
});
