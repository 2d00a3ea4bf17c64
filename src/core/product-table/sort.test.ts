import { describe, expect, it } from 'vitest';
import {
  compareFor,
  nextHeadingOrder,
  normaliseSortSpec,
  ORDERBY,
  regroup,
  sortKeyProps,
  sortNumber,
  sortRows,
  type NormalSortSpec,
  type SortSpec,
  type TableRow,
} from './sort.ts';

const product = (props: Record<string, string | undefined>, category?: string): TableRow => ({ kind: 'product', props, ...(category ? { category } : {}) });
const child = (parent: number): TableRow => ({ kind: 'child', parent, props: {} });
const heading = (category: string): TableRow => ({ kind: 'heading', category, props: {} });

function spec(orderby: string, order?: string, extra: Partial<SortSpec> = {}): NormalSortSpec {
  const normal = normaliseSortSpec({ orderby, ...(order ? { order } : {}), ...extra });
  if (!normal) throw new Error(`no spec for ${orderby}`);
  return normal;
}

/** The values of `prop` in the sorted order. */
function sorted(rows: TableRow[], sortSpec: NormalSortSpec, prop: string): (string | undefined)[] {
  return sortRows(rows, sortSpec).map((i) => rows[i]!.props[prop]);
}

describe('normaliseSortSpec (§4.18, §5.9)', () => {
  it('defaults a missing order to asc and reads order in any case', () => {
    expect(normaliseSortSpec({ orderby: 'title' })).toEqual({ orderby: 'title', order: 'asc' });
    expect(normaliseSortSpec({ orderby: 'title', order: 'DESC' })?.order).toBe('desc');
    expect(normaliseSortSpec({ orderby: 'Title', order: 'Asc' })).toEqual({ orderby: 'title', order: 'asc' });
    expect(normaliseSortSpec({ orderby: 'title', order: 'upwards' })?.order).toBe('asc');
  });

  it('forces descending for rating and price-desc; price-desc is price', () => {
    expect(normaliseSortSpec({ orderby: 'rating', order: 'asc' })).toEqual({ orderby: 'rating', order: 'desc' });
    expect(normaliseSortSpec({ orderby: 'price-desc', order: 'asc' })).toEqual({ orderby: 'price', order: 'desc' });
    expect(normaliseSortSpec({ orderby: 'price', order: 'asc' })).toEqual({ orderby: 'price', order: 'asc' });
  });

  it('accepts every orderby of §9.2 and nothing else', () => {
    const keys = { meta_key: 'k', orderby_attribute: 'pa_size', orderby_taxonomy: 'brand' };
    for (const orderby of ORDERBY) expect(normaliseSortSpec({ orderby, ...keys })).toBeDefined();
    expect(ORDERBY).toHaveLength(17);
    expect(normaliseSortSpec({ orderby: 'relevance' })).toBeUndefined();
    expect(normaliseSortSpec({ orderby: '' })).toBeUndefined();
  });

  it('refuses a keyed kind without its key', () => {
    expect(normaliseSortSpec({ orderby: 'meta_value' })).toBeUndefined();
    expect(normaliseSortSpec({ orderby: 'attribute_num', orderby_attribute: ' ' })).toBeUndefined();
    expect(normaliseSortSpec({ orderby: 'taxonomy' })).toBeUndefined();
  });
});

describe('sortKeyProps', () => {
  it('names the row prop each orderby reads', () => {
    const cases: [SortSpec, string[]][] = [
      [{ orderby: 'title' }, ['title']],
      [{ orderby: 'sku' }, ['sku']],
      [{ orderby: 'sku_num' }, ['sku']],
      [{ orderby: 'menu_order' }, ['menu_order']],
      [{ orderby: 'price' }, ['min_price', 'price']],
      [{ orderby: 'price', order: 'desc' }, ['max_price', 'price']],
      [{ orderby: 'price-desc' }, ['max_price', 'price']],
      [{ orderby: 'meta_value', meta_key: 'weight' }, ['meta_value__weight']],
      [{ orderby: 'meta_value_num', meta_key: 'weight' }, ['meta_value__weight']],
      [{ orderby: 'attribute', orderby_attribute: 'pa_size' }, ['attribute__pa_size']],
      [{ orderby: 'attribute_num', orderby_attribute: 'pa_size' }, ['attribute__pa_size']],
      [{ orderby: 'taxonomy', orderby_taxonomy: 'brand' }, ['taxonomy__brand']],
      [{ orderby: 'taxonomy_num', orderby_taxonomy: 'brand' }, ['taxonomy__brand']],
      [{ orderby: 'category' }, ['category']],
      [{ orderby: 'date' }, ['date']],
      [{ orderby: 'popularity' }, ['popularity']],
      [{ orderby: 'id' }, ['id']],
      [{ orderby: 'rating' }, ['rating']],
    ];
    for (const [input, props] of cases) expect(sortKeyProps(normaliseSortSpec(input)!)).toEqual(props);
  });
});

describe('string kinds compare in locale order (§5.9)', () => {
  it('title: locale order, not code-point order', () => {
    const rows = ['banana', 'Zebra', 'apple', 'Äpfel'].map((title) => product({ title }));
    // Code-point order would put 'Zebra' first and 'Äpfel' last.
    expect(sorted(rows, spec('title'), 'title')).toEqual(['Äpfel', 'apple', 'banana', 'Zebra']);
    expect(sorted(rows, spec('title', 'desc'), 'title')).toEqual(['Zebra', 'banana', 'apple', 'Äpfel']);
  });

  it('sku, category, meta_value, attribute and taxonomy compare as text (10 before 9)', () => {
    const textCases: [NormalSortSpec, string][] = [
      [spec('sku'), 'sku'],
      [spec('category'), 'category'],
      [spec('meta_value', 'asc', { meta_key: 'w' }), 'meta_value__w'],
      [spec('attribute', 'asc', { orderby_attribute: 'pa_size' }), 'attribute__pa_size'],
      [spec('taxonomy', 'asc', { orderby_taxonomy: 'brand' }), 'taxonomy__brand'],
    ];
    for (const [sortSpec, prop] of textCases) {
      const rows = ['9', '10', 'b', 'A'].map((value) => product({ [prop]: value }));
      expect(sorted(rows, sortSpec, prop)).toEqual(['10', '9', 'A', 'b']);
    }
  });

  it('a missing text sorts as empty text (first ascending)', () => {
    const rows = [product({ title: 'b' }), product({}), product({ title: 'a' })];
    expect(sorted(rows, spec('title'), 'title')).toEqual([undefined, 'a', 'b']);
  });
});

describe('numeric kinds (§5.9)', () => {
  it('sku_num, meta_value_num, attribute_num and taxonomy_num parse numbers; non-numeric counts as 0', () => {
    const numCases: [NormalSortSpec, string][] = [
      [spec('sku_num'), 'sku'],
      [spec('meta_value_num', 'asc', { meta_key: 'w' }), 'meta_value__w'],
      [spec('attribute_num', 'asc', { orderby_attribute: 'pa_size' }), 'attribute__pa_size'],
      [spec('taxonomy_num', 'asc', { orderby_taxonomy: 'brand' }), 'taxonomy__brand'],
    ];
    for (const [sortSpec, prop] of numCases) {
      const rows = ['10', '9', 'abc', '-1', '2.5'].map((value) => product({ [prop]: value }));
      // 'abc' is 0: after -1, before 2.5. As text, '10' would come before '9'.
      expect(sorted(rows, sortSpec, prop)).toEqual(['-1', 'abc', '2.5', '9', '10']);
    }
  });

  it('menu_order, date, popularity, id and rating compare numerically', () => {
    for (const orderby of ['menu_order', 'date', 'popularity', 'id']) {
      const rows = ['100', '20', '3'].map((value) => product({ [orderby]: value }));
      expect(sorted(rows, spec(orderby), orderby)).toEqual(['3', '20', '100']);
      expect(sorted(rows, spec(orderby, 'desc'), orderby)).toEqual(['100', '20', '3']);
    }
    const rated = ['4.5', '10', '3'].map((rating) => product({ rating }));
    // Rating is always descending, even when asked ascending.
    expect(sorted(rated, spec('rating', 'asc'), 'rating')).toEqual(['10', '4.5', '3']);
  });

  it('date is read as a timestamp', () => {
    const rows = ['1700000000', '1600000000', '1800000000'].map((date) => product({ date }));
    expect(sorted(rows, spec('date'), 'date')).toEqual(['1600000000', '1700000000', '1800000000']);
  });

  it('sortNumber: a float, and 0 for missing or non-numeric', () => {
    expect(sortNumber('12.5')).toBe(12.5);
    expect(sortNumber(' 7 ')).toBe(7);
    expect(sortNumber('x')).toBe(0);
    expect(sortNumber('')).toBe(0);
    expect(sortNumber(undefined)).toBe(0);
  });
});

describe('price (§5.9)', () => {
  const rows = [
    product({ id: 'a', price: '30', min_price: '5', max_price: '50' }),
    product({ id: 'b', price: '20' }),
    product({ id: 'c', price: '40', min_price: '', max_price: '' }),
    product({ id: 'd', price: '10', min_price: '15', max_price: '25' }),
  ];

  it('ascending uses min_price when present, else price', () => {
    // keys a 5, b 20, c 40, d 15
    expect(sorted(rows, spec('price'), 'id')).toEqual(['a', 'd', 'b', 'c']);
  });

  it('descending uses max_price when present, else price', () => {
    // keys a 50, b 20, c 40, d 25
    expect(sorted(rows, spec('price', 'desc'), 'id')).toEqual(['a', 'c', 'd', 'b']);
    expect(sorted(rows, spec('price-desc'), 'id')).toEqual(['a', 'c', 'd', 'b']);
  });
});

describe('stable order', () => {
  it('keeps equal rows in their original order, ascending and descending', () => {
    const rows = ['x1', 'y1', 'x2', 'y2', 'x3'].map((id) => product({ id, title: id[0] }));
    expect(sorted(rows, spec('title'), 'id')).toEqual(['x1', 'x2', 'x3', 'y1', 'y2']);
    expect(sorted(rows, spec('title', 'desc'), 'id')).toEqual(['y1', 'y2', 'x1', 'x2', 'x3']);
    const numbers = ['a', 'b', 'c'].map((id) => product({ id, menu_order: '1' }));
    expect(sorted(numbers, spec('menu_order', 'desc'), 'id')).toEqual(['a', 'b', 'c']);
  });

  it('compareFor agrees with sortRows and gives 0 for equal rows', () => {
    const compare = compareFor(spec('price'));
    const cheap = product({ price: '10', min_price: '2' });
    const dear = product({ price: '5' });
    expect(compare(cheap, dear)).toBeLessThan(0);
    expect(compare(dear, cheap)).toBeGreaterThan(0);
    expect(compare(dear, product({ price: '5' }))).toBe(0);
    expect(compareFor(spec('title', 'desc'))(product({ title: 'a' }), product({ title: 'b' }))).toBeGreaterThan(0);
  });
});

describe('child rows and headings', () => {
  it('keeps child rows right after their product', () => {
    const rows: TableRow[] = [product({ title: 'b' }), child(0), product({ title: 'a' }), child(2), child(2)];
    expect(sortRows(rows, spec('title'))).toEqual([2, 3, 4, 0, 1]);
    expect(sortRows(rows, spec('title', 'desc'))).toEqual([0, 1, 2, 3, 4]);
  });

  it('sorts a child row whose parent is not a product as a product', () => {
    const rows: TableRow[] = [{ kind: 'child', parent: 9, props: { title: 'a' } }, product({ title: 'b' })];
    expect(sortRows(rows, spec('title', 'desc'))).toEqual([1, 0]);
  });

  it('puts headings first, then regroup puts rows under them in heading order', () => {
    const rows: TableRow[] = [
      heading('shirts'),
      product({ title: 'd' }, 'shirts'),
      child(1),
      product({ title: 'a' }, 'shirts'),
      heading('hats'),
      product({ title: 'c' }, 'hats'),
      product({ title: 'b' }, 'hats'),
    ];
    const order = sortRows(rows, spec('title'));
    expect(order).toEqual([0, 4, 3, 6, 5, 1, 2]);
    expect(regroup(order, rows)).toEqual([0, 3, 1, 2, 4, 6, 5]);
  });

  it('regroup puts products of no heading last, and one category under its first heading', () => {
    const rows: TableRow[] = [heading('a'), product({}, 'b'), product({}, 'a'), heading('a'), product({})];
    expect(regroup([0, 1, 2, 3, 4], rows)).toEqual([0, 2, 3, 1, 4]);
  });
});

describe('nextHeadingOrder (§4.18)', () => {
  it('turns ascending into descending, anything else into ascending', () => {
    expect(nextHeadingOrder('asc')).toBe('desc');
    expect(nextHeadingOrder('ASC')).toBe('desc');
    expect(nextHeadingOrder('desc')).toBe('asc');
    expect(nextHeadingOrder(undefined)).toBe('asc');
  });
});

describe('10,000 rows', () => {
  it('sorts every row once, stable, children after their product', () => {
    const rows: TableRow[] = [];
    for (let i = 0; i < 10_000; i++) {
      if (i % 10 === 9) rows.push(child(i - 1));
      else rows.push(product({ title: `Product ${(i * 7919) % 1000}`, id: String(i) }));
    }
    const order = sortRows(rows, spec('title'));
    expect(new Set(order).size).toBe(10_000);
    for (let k = 0; k < order.length; k++) {
      const row = rows[order[k]!]!;
      if (row.kind === 'child') expect(order[k - 1]).toBe(row.parent);
    }
    const tops = order.filter((i) => rows[i]!.kind === 'product');
    for (let k = 1; k < tops.length; k++) {
      const a = rows[tops[k - 1]!]!.props.title!;
      const b = rows[tops[k]!]!.props.title!;
      const cmp = a.localeCompare(b);
      expect(cmp < 0 || (cmp === 0 && tops[k - 1]! < tops[k]!)).toBe(true);
    }
  });
});
