import { describe, expect, it } from 'vitest';
import { freezeCount, freezeRules, headingShift, px, rowRange, stickyOffsets, WINDOW_MARGIN_ROWS } from './freeze.ts';

describe('freezeCount', () => {
  it('reads a whole number of columns, 0 when unset, undefined for anything else', () => {
    expect([3, '2', ' 1 ', 0].map(freezeCount)).toEqual([3, 2, 1, 0]);
    expect([undefined, null, '', false].map(freezeCount)).toEqual([0, 0, 0, 0]);
    expect([-1, 1.5, 'two', true].map(freezeCount)).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('stickyOffsets', () => {
  it('sums the widths before each frozen column from its own edge, with the border spacing before each', () => {
    expect(stickyOffsets([100, 50, 70, 30, 20], 2, 2, 0)).toEqual({ start: [0, 100], end: [0, 20] });
    expect(stickyOffsets([100, 50, 70, 30, 20], 3, 1, 2)).toEqual({ start: [2, 104, 156], end: [2] });
  });

  it('freezes no more columns than the row has, the start columns first', () => {
    expect(stickyOffsets([10, 20], 1, 5, 0)).toEqual({ start: [0], end: [0] });
    expect(stickyOffsets([10, 20], 4, 1, 0)).toEqual({ start: [0, 10], end: [] });
    expect(stickyOffsets([], 2, 2, 0)).toEqual({ start: [], end: [] });
  });
});

describe('headingShift', () => {
  it('moves the heading down by how far the table passed under the offset, never out of the table', () => {
    // Table still below the offset: no shift.
    expect(headingShift(0, 50, 1000, 0, 40)).toBe(0);
    // Scrolled 300 px past the top, 60 px site header kept clear.
    expect(headingShift(60, -300, 1000, 0, 40)).toBe(360);
    // Border spacing above the heading row counts.
    expect(headingShift(0, -300, 1000, 4, 40)).toBe(296);
    // Near the table's end the heading stops at its last row.
    expect(headingShift(0, -990, 1000, 0, 40)).toBe(960);
  });
});

describe('rowRange', () => {
  const margin = WINDOW_MARGIN_ROWS;

  it('freezes the rows in view and a margin beyond each edge', () => {
    expect(rowRange(null, 300, 320, 5000)).toEqual({ from: 300 - margin, to: 320 + margin });
    expect(rowRange(null, 10, 30, 5000)).toEqual({ from: 1, to: 30 + margin });
  });

  it('keeps the range it holds until the view comes within half a margin of its edge', () => {
    const held = { from: 100, to: 520 };
    expect(rowRange(held, 200, 220, 5000)).toBe(held);
    expect(rowRange(held, 199, 220, 5000)).toEqual({ from: 1, to: 220 + margin });
    expect(rowRange(held, 300, 421, 5000)).toEqual({ from: 300 - margin, to: 421 + margin });
    // A range at the table's start or end never needs to move that way.
    const top = { from: 1, to: 400 };
    expect(rowRange(top, 5, 20, 5000)).toBe(top);
    const bottom = { from: 4600, to: 5000 };
    expect(rowRange(bottom, 4800, 4999, 5000)).toBe(bottom);
  });

  it('keeps what it holds, else freezes the first rows, when the rows in view are not known', () => {
    const held = { from: 100, to: 520 };
    expect(rowRange(held, undefined, 300, 5000)).toBe(held);
    expect(rowRange(null, 10, undefined, 5000)).toEqual({ from: 1, to: 2 * margin });
  });
});

describe('freezeRules', () => {
  const scope = '.wcpt[data-wcpt-table-id="12"]';
  const table = `${scope} .wcpt-table-scroll-wrapper > table.wcpt-table`;
  const layout = { start: [0, 120.456], end: [0], rtl: false, range: null };

  it('sticks the frozen columns at their offsets in the heading and the product rows only', () => {
    const css = freezeRules(scope, 'wcpt', false, null, layout);
    const rows = `${table} > tbody > tr:not(.wcpt-child-row):not(.wcpt-row--category-heading)`;
    expect(css).toContain(`${table} > thead > tr > :is(:nth-child(-n+2), :nth-last-child(-n+1)), ${rows} > :is(:nth-child(-n+2), :nth-last-child(-n+1)) { position: sticky; z-index: 1; }`);
    expect(css).toContain(`${rows} > :nth-child(2) { inset-inline-start: 120.46px; }`);
    expect(css).toContain(`${rows} > :nth-last-child(1) { inset-inline-end: 0px; }`);
    expect(css).not.toContain('translateY');
    expect(css).not.toContain('min-width');
  });

  it('adds the minimum width, the heading shift and, in the layer, the backgrounds and shadows', () => {
    const css = freezeRules(scope, 'wcpt', true, '1400px', layout);
    expect(css.startsWith(`${table} { min-width: 1400px; }\n`)).toBe(true);
    expect(css).toContain(`${table} > thead > tr > * { position: relative; z-index: 2; transform: translateY(var(--shop-table-heading-shift, 0px)); }`);
    const layered = css.slice(css.indexOf('@layer storefront-elements {'));
    expect(layered).toContain('background-color: var(--shop-table-frozen-background, Canvas)');
    expect(layered).toContain(`${scope} .wcpt-table-scroll-wrapper.wcpt-freeze-shadow-start > table.wcpt-table > thead > tr > :nth-child(2)`);
    expect(layered).toContain('box-shadow: 6px 0 6px -6px');
    expect(layered).toContain('.wcpt-freeze-shadow-end > table.wcpt-table > thead > tr > :nth-last-child(1), ');
    expect(layered).toContain('box-shadow: -6px 0 6px -6px');
  });

  it('turns the shadows round from right to left, and freezes only the row range of a long table', () => {
    const css = freezeRules(scope, 'wcpt', false, null, { start: [0], end: [], rtl: true, range: { from: 101, to: 700 } });
    expect(css).toContain('box-shadow: -6px 0 6px -6px');
    expect(css).toContain(`${table} > tbody > tr:nth-child(n+101):nth-child(-n+700):not(.wcpt-child-row)`);
  });

  it('writes only the width, outside the layer, when nothing freezes', () => {
    expect(freezeRules(scope, 'wcpt', false, '80em', { start: [], end: [], rtl: false, range: null })).toBe(`${table} { min-width: 80em; }\n`);
  });
});

describe('px', () => {
  it('rounds to hundredths of a pixel', () => {
    expect([px(0), px(1.006), px(12.3456), px(-3)]).toEqual(['0px', '1.01px', '12.35px', '-3px']);
  });
});
