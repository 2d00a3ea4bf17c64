import { describe, expect, it } from 'vitest';
import {
  activeCount,
  applyHierarchy,
  FILTER_TYPES,
  isDateInputSuspicious,
  isFilterActive,
  normaliseRange,
  orderDateRange,
  type FilterTree,
} from './filters.ts';

describe('FILTER_TYPES (§3.13)', () => {
  it('lists the twelve filter types', () => {
    expect([...FILTER_TYPES].sort()).toEqual(
      ['attribute', 'availability', 'category', 'custom_field', 'date_picker', 'on_sale', 'price_range', 'rating',
        'results_per_page', 'search', 'sort_by', 'taxonomy'],
    );
  });
});

describe('isFilterActive (§4.14)', () => {
  it('is active when an option is checked', () => {
    expect(isFilterActive({ options: [{ checked: false }, { checked: true }] })).toBe(true);
    expect(isFilterActive({ options: [{ checked: false }, { checked: false }] })).toBe(false);
    expect(isFilterActive({ options: [] })).toBe(false);
  });

  it('is active when a range differs from its bounds', () => {
    const bounds = { min: 0, max: 100 };
    expect(isFilterActive({ range: { min: 0, max: 100, bounds } })).toBe(false);
    expect(isFilterActive({ range: { min: 10, max: 100, bounds } })).toBe(true);
    expect(isFilterActive({ range: { min: 0, max: 90, bounds } })).toBe(true);
  });

  it('counts an empty range end as its bound', () => {
    const bounds = { min: 0, max: 100 };
    expect(isFilterActive({ range: { min: undefined, max: NaN, bounds } })).toBe(false);
    expect(isFilterActive({ range: { min: undefined, max: 50, bounds } })).toBe(true);
  });

  it('is active for a text filter with text', () => {
    expect(isFilterActive({ text: ' hat ' })).toBe(true);
    expect(isFilterActive({ text: '  ' })).toBe(false);
  });
});

describe('activeCount (§4.14)', () => {
  it('counts checked options', () => {
    expect(activeCount([{ checked: true }, { checked: false }, { checked: true }])).toBe(2);
    expect(activeCount([])).toBe(0);
  });
});

describe('applyHierarchy (§4.14)', () => {
  // clothing > shirts > t-shirts; clothing > hats; shoes
  const tree: FilterTree = new Map([
    ['clothing', undefined],
    ['shirts', 'clothing'],
    ['t-shirts', 'shirts'],
    ['hats', 'clothing'],
    ['shoes', undefined],
  ]);

  it('checking a parent clears its descendants, not other branches', () => {
    const result = applyHierarchy(new Set(['shirts', 't-shirts', 'hats', 'shoes', 'clothing']), tree, 'clothing');
    expect([...result].sort()).toEqual(['clothing', 'shoes']);
  });

  it('checking a child clears its ancestors, not its siblings', () => {
    const result = applyHierarchy(new Set(['clothing', 'shirts', 'hats', 't-shirts']), tree, 't-shirts');
    expect([...result].sort()).toEqual(['hats', 't-shirts']);
  });

  it('unchecking changes nothing else and never mutates the input', () => {
    const checked = new Set(['clothing', 'shirts']);
    const result = applyHierarchy(checked, tree, 'hats');
    expect([...result].sort()).toEqual(['clothing', 'shirts']);
    expect(result).not.toBe(checked);
    applyHierarchy(checked, tree, 'clothing');
    expect([...checked].sort()).toEqual(['clothing', 'shirts']);
  });

  it('survives a loop in the tree', () => {
    const loop: FilterTree = new Map([
      ['a', 'b'],
      ['b', 'a'],
    ]);
    expect([...applyHierarchy(new Set(['a', 'b']), loop, 'a')]).toEqual(['a']);
  });
});

describe('normaliseRange (§5.7)', () => {
  const bounds = { min: 0, max: 100 };

  it('swaps a min greater than the max', () => {
    expect(normaliseRange({ min: 80, max: 20, bounds })).toEqual({ min: 20, max: 80 });
  });

  it('clamps a typed max to the real max, and a min to the real min', () => {
    expect(normaliseRange({ min: 10, max: 500, bounds })).toEqual({ min: 10, max: 100 });
    expect(normaliseRange({ min: -5, max: 50, bounds })).toEqual({ min: 0, max: 50 });
    expect(normaliseRange({ min: 500, max: 20, bounds })).toEqual({ min: 20, max: 100 });
  });

  it('keeps a range inside the bounds and an empty end empty', () => {
    expect(normaliseRange({ min: 10, max: 90, bounds })).toEqual({ min: 10, max: 90 });
    expect(normaliseRange({ min: undefined, max: 500, bounds })).toEqual({ min: undefined, max: 100 });
    expect(normaliseRange({ min: NaN, max: undefined, bounds })).toEqual({ min: undefined, max: undefined });
  });
});

describe('date picker (§5.7)', () => {
  it('marks text longer than 10 characters or not starting with 1 or 2', () => {
    expect(isDateInputSuspicious('2024-05-01')).toBe(false);
    expect(isDateInputSuspicious('1999-12-31')).toBe(false);
    expect(isDateInputSuspicious('2024-05-011')).toBe(true);
    expect(isDateInputSuspicious('05/01/2024')).toBe(true);
    expect(isDateInputSuspicious('3024-01-01')).toBe(true);
    expect(isDateInputSuspicious(' 2024-05-01')).toBe(true);
  });

  it('does not mark an empty field', () => {
    expect(isDateInputSuspicious('')).toBe(false);
  });

  it('swaps a start after the end', () => {
    expect(orderDateRange('2024-06-01', '2024-05-01')).toEqual({ start: '2024-05-01', end: '2024-06-01' });
    expect(orderDateRange('2024-05-01', '2024-06-01')).toEqual({ start: '2024-05-01', end: '2024-06-01' });
    expect(orderDateRange('2024-06-01', '')).toEqual({ start: '2024-06-01', end: '' });
  });
});
