import { describe, expect, it } from 'vitest';
import { variationSource } from './source.ts';

describe('variation source (§3.1)', () => {
  it('reads an inline list, dropping malformed entries with a reason', () => {
    const source = variationSource([{ variation_id: 1, attributes: { attribute_size: 's' } }, { variation_id: 'x' }]);
    expect(source.mode).toBe('inline');
    if (source.mode !== 'inline') return;
    expect(source.variations.map((v) => v.variation_id)).toEqual([1]);
    expect(source.problems).toHaveLength(1);
    expect(source.problems[0]).toBe('variation #1: "variation_id" should be a number, not a string; "attributes" is missing (an object is needed)');
  });
  it('looks variations up over AJAX for false or nothing', () => {
    expect(variationSource(false)).toEqual({ mode: 'ajax', unexpected: false });
    expect(variationSource(null)).toEqual({ mode: 'ajax', unexpected: false });
    expect(variationSource(undefined)).toEqual({ mode: 'ajax', unexpected: false });
  });
  it('flags any other value as unexpected', () => {
    expect(variationSource({ variation_id: 1 })).toEqual({ mode: 'ajax', unexpected: true });
    expect(variationSource('[]')).toEqual({ mode: 'ajax', unexpected: true });
  });
});
