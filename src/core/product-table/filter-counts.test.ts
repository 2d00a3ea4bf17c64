import { describe, expect, it } from 'vitest';
import { optionCounts } from './filter-counts.ts';

describe('optionCounts (§7.9)', () => {
  it('gives each option of a counted filter type its count as (n); taxonomy only where it tells filters apart', () => {
    expect(optionCounts([
      { filter: 'attribute', taxonomy: 'pa_color', value: 'red', count: 12 },
      { filter: 'taxonomy', taxonomy: 'pa_size', value: 'xl', count: 0 },
      { filter: 'category', taxonomy: 'product_cat', value: 'shoes', count: 5 },
      { filter: 'availability', taxonomy: '', value: 'instock', count: 7 },
      { filter: 'on_sale', taxonomy: null, value: 'true', count: 2 },
    ])).toEqual([
      { filter: 'attribute', taxonomy: 'pa_color', value: 'red', text: '(12)' },
      { filter: 'taxonomy', taxonomy: 'pa_size', value: 'xl', text: '(0)' },
      { filter: 'category', taxonomy: undefined, value: 'shoes', text: '(5)' },
      { filter: 'availability', taxonomy: undefined, value: 'instock', text: '(7)' },
      { filter: 'on_sale', taxonomy: undefined, value: 'true', text: '(2)' },
    ]);
  });

  it('leaves out the filter types that show no counts (rating, custom fields, unknown)', () => {
    expect(optionCounts([
      { filter: 'rating', taxonomy: '', value: '4', count: 8 },
      { filter: 'custom_field', taxonomy: 'brand', value: 'acme', count: 3 },
      { filter: 'price_range', value: '0-10', count: 1 },
    ])).toEqual([]);
  });

  it('reads a count sent as digits; a count that is not a whole number shows nothing', () => {
    const counts = optionCounts([
      { filter: 'attribute', taxonomy: 'pa_color', value: 'blue', count: '3' },
      { filter: 'attribute', taxonomy: 'pa_color', value: 'a', count: '<img src=x onerror=alert(1)>' },
      { filter: 'attribute', taxonomy: 'pa_color', value: 'b', count: '4</span><script>alert(1)</script>' },
      { filter: 'attribute', taxonomy: 'pa_color', value: 'c', count: -1 },
      { filter: 'attribute', taxonomy: 'pa_color', value: 'd', count: 1.5 },
      { filter: 'attribute', taxonomy: 'pa_color', value: 'e', count: Number.NaN },
      { filter: 'attribute', taxonomy: 'pa_color', value: 'f', count: '' },
      { filter: 'attribute', taxonomy: 'pa_color', value: 'g', count: '1e3' },
    ]);
    expect(counts.map(({ value, text }) => [value, text])).toEqual([['blue', '(3)']]);
  });

  it('keeps a value with markup as the plain text it is, to compare with the options\' values', () => {
    const value = 'red"><img src=x onerror=alert(1)>';
    expect(optionCounts([{ filter: 'attribute', taxonomy: 'pa_color', value, count: 1 }])).toEqual([
      { filter: 'attribute', taxonomy: 'pa_color', value, text: '(1)' },
    ]);
    expect(optionCounts([{ filter: 'category', value: 42, count: 1 }])[0]!.value).toBe('42');
  });

  it('every text is ( digits ), whatever the answer holds', () => {
    const hostile = ['<b>1</b>', '1<', ' 2 ', '3)', '(4', '&lt;5', 7, 8.0];
    for (const text of optionCounts(hostile.map((count) => ({ filter: 'on_sale', value: 'true', count })))) {
      expect(text.text).toMatch(/^\(\d+\)$/);
    }
  });
});
