import { describe, expect, it } from 'vitest';
import { messageText } from '../messages/index.ts';
import { appendedMessage, fetchQuery, HISTORY_KEY, historyRecords, readScAttrs, shownMessage, shownQuery, withHistoryRecord } from './load.ts';

const base = { tableId: '12', device: 'laptop' as const, sc: {}, pageSearch: '' };

describe('fetchQuery', () => {
  it('sends the table state with the device the window is now', () => {
    expect(fetchQuery('?12_paged=2', 'paginate', base)).toBe('?12_paged=2&12_device=laptop');
    expect(fetchQuery('12_paged=2', 'paginate', { ...base, device: 'phone' })).toBe('?12_paged=2&12_device=phone');
  });

  it('marks a filter load as filtered and a table reached from the shop as such', () => {
    expect(fetchQuery('?12_search=hat', 'filter', base)).toBe('?12_search=hat&12_filtered=true&12_device=laptop');
    expect(fetchQuery('?', 'paginate', { ...base, pageSearch: '?12_from_shop=1' })).toBe('?12_from_shop=true&12_device=laptop');
    expect(fetchQuery('?', 'paginate', { ...base, pageSearch: '?13_from_shop=1' })).toBe('?12_device=laptop');
  });

  it("drops a column sort on a device switch (another device's columns), not another sort", () => {
    expect(fetchQuery('?12_orderby=column_3&12_order=desc', 'device_switch', base)).toBe('?12_device=laptop');
    expect(fetchQuery('?12_orderby=column_3&12_order=desc', 'sort', base)).toBe('?12_orderby=column_3&12_order=desc&12_device=laptop');
    expect(fetchQuery('?12_orderby=price&12_order=desc', 'device_switch', base)).toBe('?12_orderby=price&12_order=desc&12_device=laptop');
  });

  it('sends the table attributes back when there are any', () => {
    expect(fetchQuery('?', 'paginate', { ...base, sc: { laptop_infinite_scroll: 'true' } })).toBe(
      `?12_device=laptop&12_sc_attrs=${encodeURIComponent('{"laptop_infinite_scroll":"true"}')}`,
    );
  });
});

describe('shownQuery', () => {
  it('leaves the table attributes out of what the console shows', () => {
    expect(shownQuery('?12_paged=2&12_sc_attrs=%7B%7D', '12')).toBe('?12_paged=2');
    expect(shownQuery('?12_sc_attrs=%7B%7D', '12')).toBe('?');
    expect(shownQuery('', '12')).toBe('?');
  });
});

describe('readScAttrs', () => {
  it('reads a JSON object, and nothing from an empty or missing one', () => {
    expect(readScAttrs('{"a":"1"}', 'wcpt', '12')).toEqual({ sc: { a: '1' } });
    expect(readScAttrs(null, 'wcpt', '12')).toEqual({ sc: {} });
    expect(readScAttrs('[]', 'wcpt', '12')).toEqual({ sc: {} });
  });

  it('names the problem of bad JSON or another value, and uses the defaults', () => {
    expect(readScAttrs('{a', 'wcpt', '12')).toEqual({ sc: {}, problem: "<shop-product-table> table 12: data-wcpt-sc-attrs is not valid JSON; the table's defaults are used." });
    expect(readScAttrs('[1]', 'wcpt', '12')).toEqual({ sc: {}, problem: "<shop-product-table> table 12: data-wcpt-sc-attrs should be a JSON object; the table's defaults are used." });
  });
});

describe('announcements', () => {
  it('counts the products shown and added', () => {
    expect([0, 1, 7].map((n) => shownMessage(n))).toEqual(['No products found.', 'Showing 1 product.', 'Showing 7 products.']);
    expect([1, 3].map((n) => appendedMessage(n))).toEqual(['1 more product loaded.', '3 more products loaded.']);
  });

  it('speaks the shop\'s messages', () => {
    const text = messageText({ tableShown: '%s Produkte angezeigt.', tableAppendedOne: '1 weiteres Produkt geladen.' });
    expect(shownMessage(7, text)).toBe('7 Produkte angezeigt.');
    expect(shownMessage(1, text)).toBe('Showing 1 product.');
    expect(appendedMessage(1, text)).toBe('1 weiteres Produkt geladen.');
  });
});

describe('history records', () => {
  it('reads each table from the state and nothing from a state that is not ours', () => {
    expect(historyRecords({ [HISTORY_KEY]: { 12: { query: '?a' } } })).toEqual({ 12: { query: '?a' } });
    expect(historyRecords(null)).toEqual({});
    expect(historyRecords('page state')).toEqual({});
    expect(historyRecords({ other: 1 })).toEqual({});
  });

  it("replaces one table's record and keeps the other tables and the page's own keys", () => {
    const state = { page: 'mine', [HISTORY_KEY]: { 12: { query: '?a' }, 13: { query: '?b' } } };
    expect(withHistoryRecord(state, '12', { query: '?c', pages: 2 })).toEqual({ page: 'mine', [HISTORY_KEY]: { 12: { query: '?c', pages: 2 }, 13: { query: '?b' } } });
    expect(withHistoryRecord(state, '12', undefined)).toEqual(state);
    expect(withHistoryRecord(null, '12', { query: '?a' })).toEqual({ [HISTORY_KEY]: { 12: { query: '?a' } } });
  });
});
