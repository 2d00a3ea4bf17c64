// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { openDatabase, type DB } from './db/index.ts';
import { createApp } from './app.ts';
import { BULK, FIXTURES } from './db/seed.ts';
import { CSV_FIXTURES } from './db/csv-fixtures.ts';
import type { AppEnv } from './lib/context.ts';
import { unescapeAttr } from './test-visitor.ts';
import { sealToken } from './lib/table/token.ts';
import {
  BOOKS_TABLE, CLOTHING_TABLE, GROUPED_TABLE, INFINITE_TABLE, INSTANT_TABLE, MAIN_TABLE, TABLE_TAG, productTablePages,
} from './pages/product-table-pages.ts';

const SECRET = 'table-test-secret';
/** Sellable products in the seed: the catalogue, the bulk catalogue, the cart fixtures and the CSV fixtures. */
const SELLABLE = 10_037;
let dir: string;
let db: DB;
let app: Hono<AppEnv>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-table-'));
  db = openDatabase(join(dir, 'store.sqlite'));
  app = createApp(db, { secret: SECRET, slowFaultMs: 20, timeoutFaultMs: 2_000 });
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

type Props = Record<string, string | number>;
interface Row {
  id: number;
  classes: string[];
  group: string;
  props: Props;
}


/** The container of table `id` in a page or an answer. */
function container(html: string, id: number): string {
  const start = html.indexOf(`<div id="wcpt-${id}" `);
  expect(start, `table ${id} in the page`).toBeGreaterThanOrEqual(0);
  const next = html.indexOf('<div id="wcpt-', start + 10);
  return html.slice(start, next === -1 ? undefined : next);
}

/** The product rows (not child rows, not category headings) of a table's HTML. */
function productRows(html: string): Row[] {
  return [...html.matchAll(/<tr class="(wcpt-row wcpt-(?:odd|even) wcpt-product-type-[^"]*)"([^>]*)>/g)].map((m) => ({
    id: Number(/data-wcpt-product-id="(\d+)"/.exec(m[2]!)![1]),
    classes: m[1]!.split(' '),
    group: /data-wcpt-group-by-category-slug="([^"]*)"/.exec(m[2]!)![1]!,
    props: JSON.parse(unescapeAttr(/data-wcpt-instant-sort-props='([^']*)'/.exec(m[2]!)![1]!)) as Props,
  }));
}

function attr(html: string, name: string): string {
  return unescapeAttr(new RegExp(`${name}="([^"]*)"`).exec(html)![1]!);
}

async function page(path: string): Promise<string> {
  const res = await app.request(path);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The posted body of a table's fetch, from the container's `data-wcpt-encrypted-*` attributes, as jQuery encodes it. */
function fetchBody(html: string, id: number): Record<string, string> {
  const open = /<div id="wcpt-\d+"[^>]*>/.exec(container(html, id))![0];
  const body: Record<string, string> = { id: String(id) };
  for (const m of open.matchAll(/(data-wcpt-encrypted-(?:query-vars|user-filters))="([^"]*)"/g)) body[`wcpt_encrypted_attrs[${m[1]}]`] = m[2]!;
  return body;
}

function post(path: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  }));
}

async function tableFetch(html: string, id: number, query: string, headers: Record<string, string> = {}): Promise<Response> {
  return post(`/?wc-ajax=wcpt_ajax&${query}`, fetchBody(html, id), headers);
}

/** Every product id the table can show, in SQL, for comparing with what the server rendered. */
function ids(sql: string, ...params: Array<string | number>): number[] {
  return (db.prepare(`SELECT p.id FROM products p WHERE p.type IN ('simple','variable','woosb','composite') AND p.visible = 1 AND ${sql}`).all(...params) as Array<{ id: number }>).map((r) => r.id);
}
const categoryTree = (slug: string) => `p.category_id IN (SELECT c.id FROM categories c JOIN categories top ON top.slug = '${slug}' WHERE c.id = top.id OR c.parent_id = top.id)`;

function resultCount(html: string): string {
  return /<p class="wcpt-result-count"[^>]*>(.*?)<\/p>/.exec(html)![1]!.replace(/&ndash;/g, '–');
}

function expectOrdered(values: Array<string | number>, order: 'asc' | 'desc', label: string): void {
  const cmp = (a: string | number, b: string | number) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).toLowerCase().localeCompare(String(b).toLowerCase(), 'en'));
  for (let i = 1; i < values.length; i++) {
    const c = cmp(values[i - 1]!, values[i]!);
    expect(order === 'asc' ? c <= 0 : c >= 0, `${label}: ${JSON.stringify(values[i - 1])} then ${JSON.stringify(values[i])}`).toBe(true);
  }
}

describe('catalogue for the product table', () => {
  it('holds 10,037 sellable products; the bulk ones come after every earlier row, in their own category tree', () => {
    const total = db.prepare("SELECT COUNT(*) AS n FROM products WHERE type IN ('simple','variable','woosb','composite') AND visible = 1").get() as { n: number };
    expect(total.n).toBe(SELLABLE);
    const bulk = db.prepare('SELECT MIN(id) AS lo, MAX(id) AS hi, COUNT(*) AS n FROM products WHERE id >= ? AND id < ?').get(BULK.firstId, CSV_FIXTURES.deskLamp) as { lo: number; hi: number; n: number };
    expect(bulk).toEqual({ lo: BULK.firstId, hi: BULK.firstId + BULK.count - 1, n: BULK.count });
    expect(ids(categoryTree('hardware'))).toHaveLength(BULK.count);
    // The earlier catalogue is unchanged: the last generated product and the fixtures keep their ids and names.
    expect((db.prepare('SELECT name FROM products WHERE id = 13000').get() as { name: string }).name).toMatch(/ 3000$/);
    expect((db.prepare('SELECT name FROM products WHERE id = ?').get(FIXTURES.scriptName) as { name: string }).name).toBe('<script>alert("x")</script> Mug & Co');
  });
});

describe('product table pages', () => {
  it('are listed on the home page and print each table inside <shop-product-table> with its container data', async () => {
    const home = await page('/');
    for (const p of productTablePages) expect(home).toContain(`<a href="${p.path}" data-demo="${TABLE_TAG}">`);
    const html = await page('/demo/product-table/');
    expect(html).toMatch(new RegExp(`<${TABLE_TAG}><div id="wcpt-101" class="wcpt wcpt-101" data-wcpt-table-id="101" data-wcpt-query-string="\\?"`));
    expect(html).toContain(`</${TABLE_TAG}>`);
    const sc = JSON.parse(attr(container(html, 101), 'data-wcpt-sc-attrs')) as Record<string, unknown>;
    expect(sc).toMatchObject({ instant_search: false, dynamic_filters_lazy_load: true, dynamic_recount: true });
    expect(html).toContain('"breakpoints":{"phone":599,"tablet":1199}');
    const instant = await page('/demo/product-table/instant/');
    expect(JSON.parse(attr(container(instant, 104), 'data-wcpt-sc-attrs'))).toMatchObject({ instant_search: true, instant_sort: true, laptop_group_by_category: true });
    const sortParams = JSON.parse(attr(container(instant, 104), 'data-wcpt-instant-sort-params')) as { column_heading: Record<string, unknown>; dropdown: unknown[] };
    expect(sortParams.column_heading.title).toEqual({ orderby: 'title', order: 'asc' });
    expect(sortParams.dropdown).toHaveLength(7);
  });

  it('render rows with their props, stripes from odd, and the page query in the container', async () => {
    const html = container(await page('/demo/product-table/?101_paged=2&other=1'), 101);
    expect(attr(html, 'data-wcpt-query-string')).toBe('?101_paged=2');
    const rows = productRows(html);
    expect(rows).toHaveLength(25);
    expect(rows[0]!.classes).toContain('wcpt-odd');
    expect(rows[1]!.classes).toContain('wcpt-even');
    expect(Object.keys(rows[0]!.props)).toEqual(expect.arrayContaining(['title', 'sku', 'menu_order', 'price', 'min_price', 'max_price', 'category', 'date', 'popularity', 'id', 'rating', 'meta_value__brand']));
  });
});

describe('paging and sorting', () => {
  it('pages through the default order (menu order, then name) with a count and links that keep other parameters', async () => {
    const expected = (db.prepare(`SELECT p.id FROM products p WHERE p.type IN ('simple','variable','woosb','composite') AND p.visible = 1
      ORDER BY p.menu_order, p.name COLLATE NOCASE, p.id LIMIT 25 OFFSET 25`).all() as Array<{ id: number }>).map((r) => r.id);
    const html = container(await page('/demo/product-table/?101_paged=2&keep=me'), 101);
    expect(productRows(html).map((r) => r.id)).toEqual(expected);
    expect(resultCount(html)).toBe('26–50 of 10,037 products');
    expect(html).toContain('<span class="page-numbers current wcpt-active" aria-current="page">2</span>');
    expect(html).toContain('href="?101_paged=3&amp;keep=me"');
    // Page 1 is the bare query (no _paged=1).
    expect(html).toContain('class="prev page-numbers" href="?keep=me"');
    const last = container(await page('/demo/product-table/?101_paged=999'), 101);
    expect(resultCount(last)).toBe('10,026–10,037 of 10,037 products');
    expect(last).not.toContain('class="next page-numbers"');
  });

  const sortable = MAIN_TABLE.columns.map((column, index) => ({ column, index })).filter(({ column }) => column.sort);
  for (const { column, index } of sortable) {
    it(`sorts by the ${column.heading} column both ways, marking the heading`, async () => {
      const spec = column.sort!;
      const key = spec.orderby === 'meta_value' ? `meta_value__${spec.meta_key}` : spec.orderby === 'attribute' ? `attribute__${spec.orderby_attribute}` : spec.orderby;
      for (const order of ['asc', 'desc'] as const) {
        const html = container(await page(`/demo/product-table/?101_orderby=column_${index}&101_order=${order.toUpperCase()}&101_results_per_page=100`), 101);
        const rows = productRows(html);
        expect(rows).toHaveLength(100);
        // Rating always sorts descending, as in the add-on; price sorts by min price up and by max price down.
        const effective = spec.orderby === 'rating' ? 'desc' : order;
        const prop = spec.orderby === 'price' ? (effective === 'asc' ? 'min_price' : 'max_price') : key;
        expectOrdered(rows.map((r) => r.props[prop] ?? ''), effective, `${column.heading} ${order}`);
        const th = new RegExp(`<th scope="col" class="wcpt-heading [^"]*" data-wcpt-column-index="${index}" data-wcpt-sort-id="column_${index}" aria-sort="${effective === 'asc' ? 'ascending' : 'descending'}">`);
        expect(html).toMatch(th);
        // The heading link asks for the other order when the column is ascending, ascending otherwise.
        expect(html).toContain(`href="?101_orderby=column_${index}&amp;101_order=${effective === 'asc' ? 'desc' : 'asc'}&amp;101_results_per_page=100"`);
      }
    });
  }

  it('sorts by a sort_by option (price-desc is price, descending) and shows the option as chosen', async () => {
    const html = container(await page('/demo/product-table/?101_orderby=price-desc'), 101);
    expectOrdered(productRows(html).map((r) => r.props.max_price!), 'desc', 'price-desc');
    expect(html).toContain('<span class="wcpt-dropdown-label">Sort: Price high to low</span>');
    expect(html).toMatch(/<label class="wcpt-dropdown-option wcpt-active" data-wcpt-value="price-desc"><input type="radio" name="101_orderby" value="price-desc" checked>/);
  });
});

describe('filters', () => {
  const cases: Array<{ name: string; query: string; expected: () => number[] }> = [
    { name: 'category with its subcategories', query: '101_product_cat[]=clothing', expected: () => ids(categoryTree('clothing')) },
    { name: 'two categories', query: '101_product_cat[]=posters&101_product_cat[]=comics', expected: () => [...ids(categoryTree('posters')), ...ids(categoryTree('comics'))] },
    {
      name: 'colour attribute', query: '101_attr_pa_color[]=red',
      expected: () => ids("EXISTS (SELECT 1 FROM product_attributes pa, json_each(pa.options) je WHERE pa.product_id = p.id AND pa.name = 'pa_color' AND je.value = 'red')"),
    },
    { name: 'brand custom field', query: '101_cf_brand[]=fjord+%26+co', expected: () => ids("EXISTS (SELECT 1 FROM product_meta m WHERE m.product_id = p.id AND m.key = 'brand' AND m.value = 'Fjord & Co')") },
    {
      name: 'price range (min above max is swapped)', query: '101_price_range_min=20&101_price_range_max=10',
      expected: () => ids(`(CASE WHEN p.type = 'variable' THEN (SELECT MIN(CAST(v.price AS REAL)) FROM products v WHERE v.parent_id = p.id AND v.price != '') ELSE CAST(NULLIF(p.price, '') AS REAL) END) <= 20
        AND (CASE WHEN p.type = 'variable' THEN (SELECT MAX(CAST(v.price AS REAL)) FROM products v WHERE v.parent_id = p.id AND v.price != '') ELSE CAST(NULLIF(p.price, '') AS REAL) END) >= 10`),
    },
    { name: 'rating 4 and up', query: '101_rating=4', expected: () => ids('p.rating >= 4') },
    {
      name: 'on sale', query: '101_on_sale=true',
      expected: () => ids("(p.sale_price != '' OR EXISTS (SELECT 1 FROM products v WHERE v.parent_id = p.id AND v.sale_price != ''))"),
    },
    {
      name: 'out of stock', query: '101_availability=outofstock',
      expected: () => ids("(p.stock_status = 'outofstock' OR EXISTS (SELECT 1 FROM products v WHERE v.parent_id = p.id AND v.stock_status = 'outofstock'))"),
    },
    { name: 'on backorder', query: '101_availability=onbackorder', expected: () => ids("(p.stock_status = 'onbackorder' OR EXISTS (SELECT 1 FROM products v WHERE v.parent_id = p.id AND v.stock_status = 'onbackorder'))") },
    { name: 'search by SKU', query: '101_search_1=BLK-50001', expected: () => ids("p.sku LIKE '%BLK-50001%'") },
    { name: 'search by description words', query: '101_search_1=looked+AJAX', expected: () => [FIXTURES.sneaker] },
    { name: 'date added range (start after end is swapped)', query: '101_date_from=2025-06-30&101_date_to=2025-06-01', expected: () => ids("p.date_created >= '2025-06-01' AND p.date_created < '2025-07-01'") },
    { name: 'site-wide search with its category', query: 's=lamp&wcpt_search_category=home', expected: () => ids(`${categoryTree('home')} AND (lower(p.name) LIKE '%lamp%' OR lower(p.sku) LIKE '%lamp%' OR lower(p.short_description) LIKE '%lamp%' OR lower(p.description) LIKE '%lamp%')`) },
    { name: 'filters combined', query: '101_product_cat[]=hardware&101_on_sale=true&101_rating=3', expected: () => ids(`${categoryTree('hardware')} AND p.sale_price != '' AND p.rating >= 3`) },
  ];
  for (const { name, query, expected } of cases) {
    it(`filters by ${name} on the server`, async () => {
      const want = expected();
      expect(want.length, 'a case with results').toBeGreaterThan(0);
      const html = container(await page(`/demo/product-table/?${query}&101_results_per_page=100`), 101);
      const rows = productRows(html);
      const total = Number(/of ([\d,]+) products|^([\d,]+) products?$/.exec(resultCount(html))!.slice(1).find(Boolean)!.replace(/,/g, ''));
      expect(total).toBe(want.length);
      expect(rows.length).toBe(Math.min(100, want.length));
      for (const row of rows) expect(want, `row ${row.id}`).toContain(row.id);
      expect(html).toContain('wcpt-filter--active');
    });
  }

  it('results per page picks from the options only', async () => {
    expect(productRows(container(await page('/demo/product-table/?101_results_per_page=10'), 101))).toHaveLength(10);
    expect(productRows(container(await page('/demo/product-table/?101_results_per_page=7'), 101))).toHaveLength(25);
  });

  it('renders each filter type as a GET form control with the names the element serialises', async () => {
    const html = container(await page('/demo/product-table/?101_product_cat[]=hoodies&101_attr_pa_color[]=red&101_attr_pa_color[]=blue&other=x'), 101);
    expect(html).toContain('<form class="wcpt-navigation wcpt-header" method="get" action="" data-wcpt-table-id="101"');
    expect(html).toContain('<input type="hidden" name="other" value="x">');
    expect(html).toMatch(/<div class="wcpt-dropdown wcpt-filter wcpt-filter--active[^"]*" data-wcpt-filter="category" data-wcpt-taxonomy="product_cat"><div class="wcpt-filter-heading">/);
    expect(html).toContain('<input type="checkbox" name="101_product_cat[]" value="clothing" class="wcpt-hr-parent-term">');
    expect(html).toMatch(/<div class="wcpt-hr-child-terms-wrapper"><label class="wcpt-dropdown-option" data-wcpt-value="hoodies"|wcpt-active" data-wcpt-value="hoodies"/);
    expect(html).toContain('<span class="wcpt-dropdown-label">Colour</span> <span class="wcpt-active-count">2</span>');
    expect(html).toContain('name="101_cf_brand[]" value="acme"');
    expect(html).toContain('class="wcpt-range-input-min" name="101_price_range_min"');
    expect(html).toContain('name="101_rating" value="4"');
    expect(html).toContain('name="101_on_sale" value="true"');
    expect(html).toContain('name="101_availability" value="onbackorder"');
    expect(html).toContain('class="wcpt-filter-date-picker wcpt-filter-date-picker--start-date" name="101_date_from"');
    expect(html).toContain('name="101_results_per_page" value="50"');
    expect(html).toContain('<input type="search" class="wcpt-search-input" name="101_search_1"');
    // As the add-on prints it unless "reset other filters" is turned off: a search loads its words alone.
    expect(html).toMatch(/<div class="wcpt-search-wrapper[^"]* wcpt-search--reset-others">/);
    // Reset keeps the other parameters and drops the table's.
    expect(html).toContain('<a class="wcpt-reset" href="?other=x">Reset</a>');
    const idle = container(await page('/demo/product-table/?101_device=laptop&101_filtered=true'), 101);
    expect(idle).toContain('<a class="wcpt-reset wcpt-disabled" href="?" aria-disabled="true">Reset</a>');
  });

  it('leaves the form out for hide_form={id}, and only for that table', async () => {
    expect(container(await page('/demo/product-table/?hide_form=101'), 101)).not.toContain('wcpt-navigation');
    expect(container(await page('/demo/product-table/?hide_form=102'), 101)).toContain('<form class="wcpt-navigation');
  });

  it('says so when nothing matches', async () => {
    const html = container(await page('/demo/product-table/?101_search_1=zzzzqqq'), 101);
    expect(html).toContain('<div class="wcpt-no-results" data-wcpt-device="laptop">');
    expect(html).not.toContain('<table');
  });
});

describe('filter counts (§7.9)', () => {
  async function counts(query: string): Promise<Array<{ filter: string; taxonomy: string; value: string; count: number }>> {
    const html = container(await page(`/demo/product-table/?${query}`), 101);
    const token = attr(html, 'data-wcpt-encrypted-dynamic-filters-lazy-load-cache');
    const res = await post('/?wc-ajax=wcpt__dynamic_filter__lazy_load', { wcpt_dynamic_filter_encrypted_cache: token });
    expect(res.status).toBe(200);
    const body = JSON.parse(await res.text()) as { style: string; script: string; options: Array<{ filter: string; taxonomy: string; value: string; count: number }> };
    expect(body.style).toBe('');
    expect(body.script).toBe('');
    return body.options;
  }
  const find = (list: Awaited<ReturnType<typeof counts>>, filter: string, value: string) => list.find((o) => o.filter === filter && o.value === value)?.count;

  it('counts each option over the filtered set without that filter\'s own choice', async () => {
    const colour = "EXISTS (SELECT 1 FROM product_attributes pa, json_each(pa.options) je WHERE pa.product_id = p.id AND pa.name = 'pa_color' AND je.value = ?)";
    const list = await counts('101_attr_pa_color[]=red&101_product_cat[]=clothing');
    // The colour counts keep the category and ignore the colour choice.
    expect(find(list, 'attribute', 'red')).toBe(ids(`${categoryTree('clothing')} AND ${colour}`, 'red').length);
    expect(find(list, 'attribute', 'blue')).toBe(ids(`${categoryTree('clothing')} AND ${colour}`, 'blue').length);
    // The category counts keep the colour; a parent counts its subcategories.
    expect(find(list, 'category', 'clothing')).toBe(ids(`${categoryTree('clothing')} AND ${colour}`, 'red').length);
    expect(find(list, 'category', 'books')).toBe(ids(`${categoryTree('books')} AND ${colour}`, 'red').length);
    expect(list.find((o) => o.filter === 'attribute')).toMatchObject({ taxonomy: 'pa_color' });
    expect(find(list, 'availability', 'outofstock')).toBeGreaterThan(0);
    expect(list.find((o) => o.filter === 'on_sale')).toMatchObject({ taxonomy: '', value: 'true' });
    expect(find(list, 'custom_field', 'acme')).toBeGreaterThan(0);
  });

  it('counts a taxonomy filter without its own choice, keeping the other filters', async () => {
    const html = container(await page('/demo/product-table/two-tables/?102_tax_pa_size[]=xl&102_attr_pa_color[]=red'), 102);
    const term = "EXISTS (SELECT 1 FROM product_attributes pa, json_each(pa.options) je WHERE pa.product_id = p.id AND pa.name = ? AND je.value = ?)";
    const both = ids(`${categoryTree('clothing')} AND ${term} AND ${term}`, 'pa_size', 'xl', 'pa_color', 'red');
    expect(both.length).toBeGreaterThan(0);
    expect(productRows(html).map((r) => r.id).sort()).toEqual(both.slice(0, 10).sort());
    expect(html).toContain('<input type="checkbox" name="102_tax_pa_size[]" value="xl" checked>');
    const token = attr(html, 'data-wcpt-encrypted-dynamic-filters-lazy-load-cache');
    const list = (JSON.parse(await (await post('/?wc-ajax=wcpt__dynamic_filter__lazy_load', { wcpt_dynamic_filter_encrypted_cache: token })).text()) as { options: Array<{ filter: string; taxonomy: string; value: string; count: number }> }).options;
    const count = (filter: string, value: string) => list.find((o) => o.filter === filter && o.value === value)?.count;
    expect(count('taxonomy', 's')).toBe(ids(`${categoryTree('clothing')} AND ${term} AND ${term}`, 'pa_size', 's', 'pa_color', 'red').length);
    expect(count('attribute', 'blue')).toBe(ids(`${categoryTree('clothing')} AND ${term} AND ${term}`, 'pa_size', 'xl', 'pa_color', 'blue').length);
    expect(list.find((o) => o.filter === 'taxonomy')).toMatchObject({ taxonomy: 'pa_size' });
  });

  it('answers a tampered cache with an empty body', async () => {
    const res = await post('/?wc-ajax=wcpt__dynamic_filter__lazy_load', { wcpt_dynamic_filter_encrypted_cache: 'eyJ9.AAAA' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});

describe('fetch endpoint (§7.6)', () => {
  it('answers the table for the posted query: page, order and filter', async () => {
    const html = await page('/demo/product-table/');
    const res = await tableFetch(html, 101, '101_paged=2&101_orderby=column_7&101_order=desc&101_product_cat[]=books');
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain('wcpt-table');
    expect(body.startsWith('<div id="wcpt-101" class="wcpt wcpt-101"')).toBe(true);
    expect(attr(body, 'data-wcpt-query-string')).toBe(`?${new URLSearchParams('101_paged=2&101_orderby=column_7&101_order=desc&101_product_cat[]=books')}`);
    const rows = productRows(body);
    const books = ids(categoryTree('books'));
    expect(resultCount(body)).toBe(`26–50 of ${books.length} products`);
    for (const row of rows) expect(books).toContain(row.id);
    expectOrdered(rows.map((r) => r.props.max_price!), 'desc', 'price desc');
  });

  it('leaves out the sc_attrs the element appends, and honours the site-wide search', async () => {
    const html = await page('/demo/product-table/');
    const sc = encodeURIComponent(JSON.stringify({ instant_search: false }));
    const body = await (await tableFetch(html, 101, `s=gift+card&wcpt_search_category=accessories&101_sc_attrs=${sc}`)).text();
    expect(attr(body, 'data-wcpt-query-string')).toBe('?s=gift+card&wcpt_search_category=accessories');
    expect(productRows(body).map((r) => r.id)).toEqual([FIXTURES.simpleSoldIndividually]);
  });

  it('answers the next page of an infinite-scroll table, with dots until the last page', async () => {
    const html = await page('/demo/product-table/infinite/');
    const first = productRows(container(html, 105));
    expect(first).toHaveLength(20);
    expect(html).toContain('<a class="wcpt-infinite-scroll-next" href="?105_paged=2">More products</a>');
    expect(container(html, 105)).not.toContain('wcpt-pagination');
    expect(resultCount(container(html, 105))).toBe('10,037 products');
    const second = await (await tableFetch(html, 105, '105_paged=2')).text();
    const rows = productRows(second);
    expect(rows).toHaveLength(20);
    for (const row of rows) expect(first.map((r) => r.id)).not.toContain(row.id);
    expectOrdered([...first, ...rows].map((r) => r.props.date!), 'desc', 'newest first across pages');
    // Stripes continue from page 1 (row 21 is odd).
    expect(rows[0]!.classes).toContain('wcpt-odd');
    expect(second).toContain('class="wcpt-infinite-scroll-dots wcpt-device-laptop"');
    expect(second).toContain('href="?105_paged=3"');
    const pages = Math.ceil(SELLABLE / 20);
    const last = await (await tableFetch(html, 105, `105_paged=${pages}`)).text();
    expect(productRows(last)).toHaveLength(SELLABLE % 20);
    expect(last).toContain('wcpt-table');
    expect(last).not.toContain('wcpt-infinite-scroll-dots');
  });

  it('answers the phone layout for {id}_device=phone: fewer columns and the Filters / Sort buttons', async () => {
    const html = await page('/demo/product-table/');
    const body = await (await tableFetch(html, 101, '101_device=phone')).text();
    expect(body).toContain('<div class="wcpt-table-scroll-wrapper-outer wcpt-device-phone">');
    expect(body).toContain('<button type="button" class="wcpt-rn-button wcpt-rn-filter" data-wcpt-modal="filter">Filters</button>');
    expect(body.match(/<th scope="col" class="wcpt-heading/g)).toHaveLength(MAIN_TABLE.phone_columns!.length);
    const laptop = container(html, 101);
    expect(laptop).not.toContain('wcpt-responsive-navigation');
    expect(laptop.match(/<th scope="col" class="wcpt-heading/g)).toHaveLength(MAIN_TABLE.columns.length);
  });

  it('refuses a tampered, malformed, misplaced or missing token with a 200 answer that holds no table marker', async () => {
    const html = await page('/demo/product-table/');
    const body = fetchBody(html, 101);
    const key = 'wcpt_encrypted_attrs[data-wcpt-encrypted-query-vars]';
    const token = body[key]!;
    const [payload, mac] = token.split('.');
    // A payload edited to show more rows, under the old MAC.
    const edited = Buffer.from(Buffer.from(payload!, 'base64url').toString().replace('"per_page":25', '"per_page":9999')).toString('base64url');
    const attempts: Array<[string, Record<string, string>]> = [
      ['edited payload', { ...body, [key]: `${edited}.${mac}` }],
      ['edited MAC', { ...body, [key]: `${payload}.${mac!.slice(0, -2)}AA` }],
      ['malformed', { ...body, [key]: 'not a token' }],
      ['another table id', { ...body, id: '102' }],
      ['a token of another purpose', { ...body, [key]: body['wcpt_encrypted_attrs[data-wcpt-encrypted-user-filters]']! }],
      ['a token sealed with another secret', { ...body, [key]: sealToken('other-secret', 'query-vars', MAIN_TABLE) }],
      ['no token', { id: '101' }],
    ];
    for (const [name, form] of attempts) {
      const res = await post('/?wc-ajax=wcpt_ajax&101_paged=2', form);
      expect(res.status, name).toBe(200);
      expect(await res.text(), name).not.toContain('wcpt-table');
    }
    // The genuine one passes.
    expect(await (await post('/?wc-ajax=wcpt_ajax&101_paged=2', body)).text()).toContain('wcpt-table');
  });

  it('also reads the encrypted attributes posted as one JSON text', async () => {
    const html = await page('/demo/product-table/');
    const body = fetchBody(html, 101);
    const attrs = Object.fromEntries(Object.entries(body).filter(([k]) => k.startsWith('wcpt_encrypted_attrs[')).map(([k, v]) => [k.slice(21, -1), v]));
    const res = await post('/?wc-ajax=wcpt_ajax', { id: '101', wcpt_encrypted_attrs: JSON.stringify(attrs) });
    expect(await res.text()).toContain('wcpt-table');
  });

  it('follows the fault mode like every wc-ajax call', async () => {
    const html = await page('/demo/product-table/');
    const failed = await tableFetch(html, 101, '101_paged=2', { 'x-demo-fault': '500@wcpt_ajax' });
    expect(failed.status).toBe(500);
    expect(await failed.text()).not.toContain('wcpt-table');
    const empty = await tableFetch(html, 101, '', { 'x-demo-fault': 'empty@wcpt_ajax' });
    expect(await empty.text()).toBe('');
    const slow = await tableFetch(html, 101, '', { 'x-demo-fault': 'slow@wcpt_ajax' });
    expect(await slow.text()).toContain('wcpt-table');
    // A fault for another endpoint leaves the table alone.
    expect(await (await tableFetch(html, 101, '', { 'x-demo-fault': '500@add_to_cart' })).text()).toContain('wcpt-table');
  });
});

describe('two tables on one page', () => {
  it('read only their own parameters and keep each other\'s in their links and forms', async () => {
    const html = await page('/demo/product-table/two-tables/?102_paged=2&103_orderby=column_4&103_order=desc');
    const clothing = container(html, 102);
    const books = container(html, 103);
    expect(attr(clothing, 'data-wcpt-query-string')).toBe('?102_paged=2');
    expect(attr(books, 'data-wcpt-query-string')).toBe('?103_orderby=column_4&103_order=desc');
    expect(resultCount(clothing)).toMatch(/^11–20 of /);
    expect(resultCount(books)).toMatch(/^1–10 of /);
    for (const row of productRows(clothing)) expect(ids(categoryTree('clothing'))).toContain(row.id);
    for (const row of productRows(books)) expect(ids(categoryTree('books'))).toContain(row.id);
    expectOrdered(productRows(books).map((r) => r.props.max_price!), 'desc', 'books by price');
    expect(clothing).not.toContain('aria-sort="descending"');
    // The books' pagination keeps the clothing page; the clothing form carries the books' order as hidden inputs.
    expect(books).toContain('href="?102_paged=2&amp;103_orderby=column_4&amp;103_order=desc&amp;103_paged=2"');
    expect(clothing).toContain('<input type="hidden" name="103_orderby" value="column_4">');
    expect(clothing).not.toContain('<input type="hidden" name="102_paged"');
    expect(CLOTHING_TABLE.id).not.toBe(BOOKS_TABLE.id);
  });
});

describe('grouping, child rows and the large table', () => {
  it('groups rows under category heading rows, each row carrying its category slug', async () => {
    const html = container(await page('/demo/product-table/grouped/'), GROUPED_TABLE.id);
    const headings = [...html.matchAll(/<tr class="wcpt-row wcpt-row--category-heading" data-wcpt-group-by-category-slug="([^"]+)"><th colspan="(\d+)" scope="colgroup">([^<]+)<\/th><\/tr>/g)];
    expect(headings.length).toBeGreaterThan(0);
    expect(headings[0]![2]).toBe(String(GROUPED_TABLE.columns.length));
    // Rows come in runs of one category, each run after its heading.
    const body = html.slice(html.indexOf('<tbody>'));
    let current = '';
    for (const m of body.matchAll(/<tr class="wcpt-row (wcpt-row--category-heading|wcpt-(?:odd|even))[^"]*"[^>]*data-wcpt-group-by-category-slug="([^"]*)"/g)) {
      if (m[1] === 'wcpt-row--category-heading') current = m[2]!;
      else expect(m[2]).toBe(current);
    }
    expect(html).toContain('<form class="wcpt-navigation wcpt-left-sidebar"');
    // Off laptop the sidebar is a header.
    expect(container(await page('/demo/product-table/grouped/?106_device=tablet'), 106)).toContain('<form class="wcpt-navigation wcpt-header"');
  });

  it('puts a hidden detail row after each product of a child-row table', async () => {
    const html = container(await page('/demo/product-table/instant/'), INSTANT_TABLE.id);
    const rows = productRows(html);
    expect(rows.length).toBe(ids(categoryTree('toys')).length);
    const first = rows[0]!;
    expect(first.classes).toContain('wcpt-has-child-row');
    expect(html).toContain(`<button type="button" aria-expanded="false" aria-controls="wcpt-104-child-${first.id}"`);
    expect(html).toMatch(new RegExp(`data-wcpt-product-id="${first.id}"[^>]*>.*?</tr>\\n<tr class="wcpt-row wcpt-child-row wcpt-odd" id="wcpt-104-child-${first.id}" hidden><td colspan="${INSTANT_TABLE.columns.length + 1}">`));
    expect(html).toContain('<th class="wcpt-child-row-toggle" scope="col"><button type="button" class="wcpt-child-row-toggle-all" aria-expanded="false">Details</button></th>');
  });

  it('shows 10,000 rows on one page without pagination', async () => {
    const html = await page('/demo/product-table/10000/');
    expect(productRows(html)).toHaveLength(10_000);
    expect(html).not.toContain('wcpt-pagination');
    expect(html).not.toContain('wcpt-infinite-scroll-dots');
    expect(resultCount(html)).toBe('10,000 products');
  });
});

describe('escaping', () => {
  const name = '<script>alert("x")</script> Mug & Co';
  it('prints a product name holding markup as text in cells, props and the fetch answer', async () => {
    const html = await page('/demo/product-table/?101_search_1=Mug+%26+Co');
    const table = container(html, 101);
    expect(productRows(table).map((r) => r.props.title)).toContain(name);
    expect(table).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Mug &amp; Co</a>');
    expect(table).not.toContain('<script>alert');
    expect(table).toContain('value="Mug &amp; Co"');
    const answer = await (await tableFetch(html, 101, '101_search_1=script')).text();
    expect(answer).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Mug &amp; Co');
    expect(answer).not.toContain('<script');
    expect(productRows(answer).map((r) => r.props.sku)).toContain('MUG-<X>');
  });
});
