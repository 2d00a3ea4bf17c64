import { describe, expect, it } from 'vitest';
import { navigationQuery } from './navigation-query.ts';

const base = { tableId: '101', current: '?' };

describe('navigationQuery', () => {
  it("serializes only the table's own fields with a value, in order", () => {
    const fields: Array<[string, string]> = [
      ['s', 'lamp'],
      ['102_paged', '3'],
      ['101_attr_pa_color[]', 'red'],
      ['101_attr_pa_color[]', 'blue'],
      ['101_rating', ''],
      ['101_on_sale', 'true'],
      ['101_search_1', ''],
    ];
    expect(navigationQuery(fields, base)).toBe('?101_attr_pa_color%5B%5D=red&101_attr_pa_color%5B%5D=blue&101_on_sale=true');
  });

  it('adds nothing the controller adds, and drops the page (a filter shows page 1)', () => {
    const fields: Array<[string, string]> = [['101_filtered', 'true'], ['101_device', 'phone'], ['101_paged', '4'], ['101_sc_attrs', '{}'], ['101_rating', '4']];
    expect(navigationQuery(fields, base)).toBe('?101_rating=4');
  });

  it('gives a bare ? for an empty form', () => {
    expect(navigationQuery([], base)).toBe('?');
  });

  it('keeps the column sort in force, over a sort_by value', () => {
    const current = '?101_orderby=column_2&101_order=DESC&101_rating=4';
    expect(navigationQuery([['101_orderby', 'price'], ['101_on_sale', 'true']], { ...base, current })).toBe(
      '?101_on_sale=true&101_orderby=column_2&101_order=DESC',
    );
  });

  it('lets a change of sort_by replace the column sort', () => {
    const current = '?101_orderby=column_2&101_order=DESC';
    expect(navigationQuery([['101_orderby', 'price']], { ...base, current, fromSortBy: true })).toBe('?101_orderby=price');
  });

  it('does not carry a sort_by order of the old query (the form holds it)', () => {
    expect(navigationQuery([['101_rating', '3']], { ...base, current: '?101_orderby=price' })).toBe('?101_rating=3');
  });

  it('asks for relevance order for a new keyword, trimmed', () => {
    const current = '?101_orderby=column_2&101_order=ASC';
    expect(navigationQuery([['101_search_1', '  lamp ']], { ...base, current })).toBe('?101_search_1=lamp&101_orderby=relevance');
  });

  it('asks for search_orderby / search_order when the table sets them', () => {
    expect(navigationQuery([['101_search_1', 'lamp']], { ...base, searchOrderby: true, searchOrder: true })).toBe(
      '?101_search_1=lamp&101_orderby=search_orderby&101_order=search_order',
    );
  });

  it('keeps the relevance order while the same keyword is searched, drops it with the keyword', () => {
    const current = '?101_search_1=lamp&101_orderby=relevance';
    expect(navigationQuery([['101_search_1', 'lamp'], ['101_on_sale', 'true']], { ...base, current })).toBe(
      '?101_search_1=lamp&101_on_sale=true&101_orderby=relevance',
    );
    expect(navigationQuery([['101_on_sale', 'true']], { ...base, current })).toBe('?101_on_sale=true');
  });

  it('does not ask for relevance when the keyword is the one searched now', () => {
    expect(navigationQuery([['101_search_1', 'lamp']], { ...base, current: '?101_search_1=lamp' })).toBe('?101_search_1=lamp');
  });

  it('encodes keys and values', () => {
    expect(navigationQuery([['101_search_1', 'a&b=c d']], { ...base, current: '?101_search_1=a%26b%3Dc%20d' })).toBe(
      '?101_search_1=a%26b%3Dc%20d',
    );
  });
});
