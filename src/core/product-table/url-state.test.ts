import { describe, expect, it } from 'vitest';
import { decodeQueryComponent, splitQuery, withParam, withoutParam } from './query.ts';
import {
  formModeUrl,
  hasResettableParams,
  mergeTableQuery,
  navigateUrl,
  nextPageQuery,
  parseTableQuery,
  tableParam,
  urlForTableState,
  withFilteredFlag,
} from './url-state.ts';

const page = (search: string, hash = '') => ({ pathname: '/shop/', search, hash });

describe('tableParam', () => {
  it('prefixes the name with the table id and an underscore', () => {
    expect(tableParam('t1', 'paged')).toBe('t1_paged');
    expect(tableParam('wcpt_12', 'sc_attrs')).toBe('wcpt_12_sc_attrs');
  });
});

describe('splitQuery and decoding', () => {
  it("reads '+' and %20 as spaces, with or without '?'", () => {
    expect(splitQuery('?a=b+c&d=e%20f').map((p) => [p.key, p.value])).toEqual([
      ['a', 'b c'],
      ['d', 'e f'],
    ]);
    expect(splitQuery('a=1').map((p) => p.value)).toEqual(['1']);
  });

  it('keeps empty values, keys without =, and skips empty pieces', () => {
    expect(splitQuery('a=&b&&c=1&').map((p) => [p.key, p.value])).toEqual([
      ['a', ''],
      ['b', ''],
      ['c', '1'],
    ]);
    expect(splitQuery('')).toEqual([]);
    expect(splitQuery('?')).toEqual([]);
  });

  it('keeps a malformed escape as written instead of throwing', () => {
    expect(decodeQueryComponent('100%')).toBe('100%');
    expect(decodeQueryComponent('%E0%A4%A')).toBe('%E0%A4%A');
    expect(decodeQueryComponent('caf%C3%A9')).toBe('café');
  });
});

describe('parseTableQuery', () => {
  it('reads every parameter of the table (§2.7)', () => {
    const query =
      '?t1_paged=3&t1_orderby=column_2&t1_order=desc&t1_device=phone&t1_filtered=true&t1_from_shop=true' +
      '&t1_sc_attrs=%7B%22instant_search%22%3A%22true%22%7D&hide_form=t1&lang=fr';
    expect(parseTableQuery(query, 't1')).toEqual({
      paged: 3,
      orderby: 'column_2',
      order: 'DESC',
      device: 'phone',
      filtered: true,
      fromShop: true,
      scAttrs: { instant_search: 'true' },
      hideForm: true,
      lang: 'fr',
      filters: {},
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(parseTableQuery('', 't1')).toEqual({ paged: 1, filtered: false, fromShop: false, hideForm: false, filters: {} });
  });

  it('collects the other table parameters as filters, repeats in order, without the prefix', () => {
    const query = 't1_pa_color%5B%5D=red&t1_pa_color%5B%5D=dark+blue&t1_min_price=10&t1_search_1=&x=1';
    expect(parseTableQuery(query, 't1').filters).toEqual({
      'pa_color[]': ['red', 'dark blue'],
      min_price: ['10'],
      search_1: [''],
    });
  });

  it('does not take parameters of a table whose id starts with the same characters (t1 vs t10)', () => {
    const query = 't10_paged=5&t10_orderby=title&t10_color=red&hide_form=t10&t1_paged=2';
    const t1 = parseTableQuery(query, 't1');
    expect(t1.paged).toBe(2);
    expect(t1.orderby).toBeUndefined();
    expect(t1.filters).toEqual({});
    expect(t1.hideForm).toBe(false);
    expect(parseTableQuery(query, 't10')).toMatchObject({ paged: 5, orderby: 'title', hideForm: true, filters: { color: ['red'] } });
  });

  it('lets the last of repeated plain keys win, as the server reads them', () => {
    expect(parseTableQuery('t1_paged=2&t1_paged=4&t1_order=asc&t1_order=DESC', 't1')).toMatchObject({ paged: 4, order: 'DESC' });
  });

  it('reads order case-insensitively and drops anything else', () => {
    expect(parseTableQuery('t1_order=Asc', 't1').order).toBe('ASC');
    expect(parseTableQuery('t1_order=sideways', 't1').order).toBeUndefined();
  });

  it('falls back to page 1 for a page that is not a whole number of at least 1', () => {
    for (const paged of ['0', '-2', 'abc', '', '2.5']) expect(parseTableQuery(`t1_paged=${paged}`, 't1').paged).toBe(1);
    expect(parseTableQuery('t1_paged=+7+', 't1').paged).toBe(7);
  });

  it('accepts only the three devices', () => {
    expect(parseTableQuery('t1_device=Tablet', 't1').device).toBe('tablet');
    expect(parseTableQuery('t1_device=watch', 't1').device).toBeUndefined();
  });

  it('takes filtered and from_shop only when they are "true"', () => {
    expect(parseTableQuery('t1_filtered=1&t1_from_shop=yes', 't1')).toMatchObject({ filtered: false, fromShop: false });
  });

  it('parses JSON attributes, and gives undefined (never throws) for malformed JSON or a non-object', () => {
    expect(parseTableQuery('t1_sc_attrs={"laptop_group_by_category":true}', 't1').scAttrs).toEqual({ laptop_group_by_category: true });
    expect(parseTableQuery('t1_sc_attrs=%7B%22a%22%3A', 't1').scAttrs).toBeUndefined();
    expect(parseTableQuery('t1_sc_attrs=[1,2]', 't1').scAttrs).toBeUndefined();
    expect(parseTableQuery('t1_sc_attrs=null', 't1').scAttrs).toBeUndefined();
    expect(parseTableQuery('t1_sc_attrs=%E0%A4%A', 't1').scAttrs).toBeUndefined();
  });

  it('reads hide_form only when it names this table, and an empty lang as empty', () => {
    expect(parseTableQuery('hide_form=t2', 't1').hideForm).toBe(false);
    expect(parseTableQuery('hide_form=t2&hide_form=t1', 't1').hideForm).toBe(true);
    expect(parseTableQuery('lang=', 't1').lang).toBe('');
  });
});

describe('mergeTableQuery', () => {
  it("replaces the table's parameters, keeping other tables' and unrelated ones as they were", () => {
    const pageQuery = '?s=hat&t1_paged=2&t2_paged=3&t1_color=red&utm_source=mail%2Blist';
    expect(mergeTableQuery(pageQuery, 't1_paged=4&t1_orderby=title', 't1')).toBe(
      's=hat&t1_paged=4&t1_orderby=title&t2_paged=3&utm_source=mail%2Blist',
    );
  });

  it('removes table parameters the table query no longer has', () => {
    expect(mergeTableQuery('t1_color=red&a=1', '', 't1')).toBe('a=1');
  });

  it('appends the table parameters when the page had none', () => {
    expect(mergeTableQuery('a=1', '?t1_paged=2', 't1')).toBe('a=1&t1_paged=2');
    expect(mergeTableQuery('', 't1_paged=2', 't1')).toBe('t1_paged=2');
  });

  it('keeps a table whose id extends this one (t1 vs t10) untouched', () => {
    expect(mergeTableQuery('t10_paged=3&t1_paged=2', 't1_paged=5', 't1')).toBe('t10_paged=3&t1_paged=5');
    expect(mergeTableQuery('t10_paged=3&t1_paged=2', 't10_paged=9', 't10')).toBe('t10_paged=9&t1_paged=2');
  });

  it('two tables merged in turn keep each other', () => {
    const after1 = mergeTableQuery('', 't1_paged=2', 't1');
    const after2 = mergeTableQuery(after1, 't2_orderby=price', 't2');
    expect(mergeTableQuery(after2, 't1_paged=3', 't1')).toBe('t1_paged=3&t2_orderby=price');
  });

  it("moves hide_form with the table, leaving another table's", () => {
    expect(mergeTableQuery('hide_form=t2&hide_form=t1', 't1_paged=2', 't1')).toBe('hide_form=t2&t1_paged=2');
    expect(mergeTableQuery('hide_form=t2', 'hide_form=t1', 't1')).toBe('hide_form=t2&hide_form=t1');
  });

  it("sets the page's lang in place from the table query, and keeps it when the table query has none", () => {
    expect(mergeTableQuery('lang=en&a=1', 'lang=fr', 't1')).toBe('lang=fr&a=1');
    expect(mergeTableQuery('lang=en&a=1', 't1_paged=2', 't1')).toBe('lang=en&a=1&t1_paged=2');
    expect(mergeTableQuery('a=1', 'lang=de', 't1')).toBe('a=1&lang=de');
  });

  it('does not copy unrelated parameters of the table query', () => {
    expect(mergeTableQuery('a=1', 's=hat&t1_paged=2', 't1')).toBe('a=1&t1_paged=2');
  });

  it('keeps values exactly as written (+, %20, JSON, repeats)', () => {
    const table = 't1_search=blue+shirt&t1_x=a%20b&t1_c%5B%5D=1&t1_c%5B%5D=2&t1_sc_attrs=%7B%22a%22%3A1%7D';
    expect(mergeTableQuery('b=c+d', table, 't1')).toBe(`b=c+d&${table}`);
  });
});

describe('urlForTableState (§2.7 sync rules)', () => {
  const sync = (search: string, table: string, infiniteScroll = false, hash = '') =>
    urlForTableState(page(search, hash), table, 't1', { infiniteScroll });

  it('puts the table state in the page URL', () => {
    expect(sync('', 't1_paged=2&t1_orderby=title')).toBe('/shop/?t1_paged=2&t1_orderby=title');
  });

  it('removes every parameter ending in _device, other tables included', () => {
    expect(sync('t2_device=phone&a=1', 't1_device=laptop&t1_paged=2')).toBe('/shop/?a=1&t1_paged=2');
  });

  it('removes a _paged equal to 1, and keeps other pages', () => {
    expect(sync('t2_paged=1&t3_paged=4', 't1_paged=1&t1_orderby=title')).toBe('/shop/?t3_paged=4&t1_orderby=title');
    expect(sync('', 't1_paged=10')).toBe('/shop/?t1_paged=10');
  });

  it('with infinite scroll removes the table page, not other tables', () => {
    expect(sync('t2_paged=3', 't1_paged=4&t1_orderby=title', true)).toBe('/shop/?t2_paged=3&t1_orderby=title');
    expect(sync('t10_paged=3', 't1_paged=4', true)).toBe('/shop/?t10_paged=3');
  });

  it('gives the bare path when nothing remains, keeping the hash', () => {
    expect(sync('t1_device=phone', 't1_paged=1&t1_device=phone')).toBe('/shop/');
    expect(sync('t1_paged=2', 't1_paged=2', true, '#table')).toBe('/shop/#table');
    expect(sync('', '', false, '#top')).toBe('/shop/#top');
  });

  it('keeps the order of the page parameters stable', () => {
    expect(sync('z=1&t1_paged=2&a=2', 't1_orderby=sku&t1_paged=3')).toBe('/shop/?z=1&t1_orderby=sku&t1_paged=3&a=2');
  });
});

describe('navigateUrl and formModeUrl', () => {
  it('ajax disabled: the current path with the merged query, device kept for the server', () => {
    expect(navigateUrl(page('?a=1&t1_paged=2', '#x'), 't1_paged=3&t1_device=phone', 't1')).toBe(
      '/shop/?a=1&t1_paged=3&t1_device=phone#x',
    );
  });

  it('form mode: the shop URL with the shop table id as prefix', () => {
    expect(formModeUrl('t5_color=red&t5_filtered=true&hide_form=t5&lang=fr', 't5', 't9', '/shop/')).toBe(
      '/shop/?t9_color=red&t9_filtered=true&lang=fr',
    );
  });

  it("form mode keeps the shop URL's own query and hash, replacing its table parameters", () => {
    expect(formModeUrl('t5_paged=2', 't5', 't9', 'https://s.example/shop/?t9_paged=7&x=1#list')).toBe(
      'https://s.example/shop/?t9_paged=2&x=1#list',
    );
  });

  it('form mode renames only the prefix, not a table whose id extends it', () => {
    expect(formModeUrl('t5_a=1&t50_a=2', 't5', 't9', '/shop/')).toBe('/shop/?t9_a=1');
  });
});

describe('the filtered flag on a URL that leaves the page (§2.7)', () => {
  it("puts {id}_filtered=true after the table's fields and sort, as the add-on's script appends it", () => {
    expect(withFilteredFlag('?t1_color=red&t1_orderby=column_2&t1_order=ASC', 't1')).toBe(
      't1_color=red&t1_orderby=column_2&t1_order=ASC&t1_filtered=true',
    );
  });

  it('keeps one flag, always true, and leaves a table whose id extends this one alone', () => {
    expect(withFilteredFlag('t1_filtered=1&t1_color=red&t10_filtered=true&t1_filtered=', 't1')).toBe(
      't1_color=red&t10_filtered=true&t1_filtered=true',
    );
  });

  it('flags an empty query (a reset) too', () => {
    expect(withFilteredFlag('?', 't1')).toBe('t1_filtered=true');
  });

  it('ajax disabled: a filter carries the flag among the table parameters; other navigation does not add it', () => {
    expect(navigateUrl(page('?s=hat&t1_paged=2&x=1'), '?t1_color=red', 't1', { filtered: true })).toBe(
      '/shop/?s=hat&t1_color=red&t1_filtered=true&x=1',
    );
    expect(navigateUrl(page('?t1_color=red'), '?', 't1', { filtered: true })).toBe('/shop/?t1_filtered=true');
    expect(navigateUrl(page(''), '?t1_paged=3', 't1')).toBe('/shop/?t1_paged=3');
  });

  it('form mode: the flag goes to the shop table under its own id', () => {
    expect(formModeUrl('?t5_color=red&t5_orderby=price', 't5', 't9', '/shop/?lang=fr', { filtered: true })).toBe(
      '/shop/?lang=fr&t9_color=red&t9_orderby=price&t9_filtered=true',
    );
  });
});

describe('nextPageQuery (infinite scroll)', () => {
  it('asks for the current page plus 1, page 1 when none is set', () => {
    expect(nextPageQuery('t1_orderby=title', 't1')).toBe('t1_orderby=title&t1_paged=2');
    expect(nextPageQuery('t1_paged=4&t1_orderby=title', 't1')).toBe('t1_paged=5&t1_orderby=title');
    expect(nextPageQuery('t10_paged=7', 't1')).toBe('t10_paged=7&t1_paged=2');
  });
});

describe('withParam and withoutParam', () => {
  it('sets in place, drops repeats, appends when missing, encodes', () => {
    expect(withParam('a=1&b=2&a=3', 'a', 'x y')).toBe('a=x%20y&b=2');
    expect(withParam('?b=2', 'a', '1')).toBe('b=2&a=1');
    expect(withoutParam('a=1&b=2&a=3', 'a')).toBe('b=2');
  });
});

describe('hasResettableParams (§4.14)', () => {
  it('is false with only _device and _filtered', () => {
    expect(hasResettableParams('t1_device=phone&t1_filtered=true', 't1')).toBe(false);
    expect(hasResettableParams('', 't1')).toBe(false);
  });

  it('is true with any other parameter of the table', () => {
    expect(hasResettableParams('t1_filtered=true&t1_pa_color%5B%5D=red', 't1')).toBe(true);
    expect(hasResettableParams('t1_orderby=title', 't1')).toBe(true);
    expect(hasResettableParams('t1_paged=2', 't1')).toBe(true);
  });

  it("does not count other tables', unrelated or empty parameters", () => {
    expect(hasResettableParams('t10_color=red&t2_paged=3&lang=fr&s=hat&hide_form=t1', 't1')).toBe(false);
    expect(hasResettableParams('t1_search_1=&t1_filtered=true', 't1')).toBe(false);
  });
});
