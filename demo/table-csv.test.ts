// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { openDatabase, type DB } from './db/index.ts';
import { createApp } from './app.ts';
import { CSV_FIXTURES } from './db/csv-fixtures.ts';
import type { AppEnv } from './lib/context.ts';
import { sealToken } from './lib/table/token.ts';
import { unescapeAttr } from './test-visitor.ts';
import { CSV_TABLE } from './pages/product-table-csv.ts';

const SECRET = 'table-csv-test-secret';
const PAGE = '/demo/product-table/csv/';
let dir: string;
let db: DB;
let app: Hono<AppEnv>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-table-csv-'));
  db = openDatabase(join(dir, 'store.sqlite'));
  app = createApp(db, { secret: SECRET, slowFaultMs: 20, timeoutFaultMs: 2_000 });
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

async function page(path: string): Promise<string> {
  const res = await app.request(path);
  expect(res.status, path).toBe(200);
  return res.text();
}

const attr = (html: string, name: string): string | undefined => {
  const m = new RegExp(`${name}="([^"]*)"`).exec(html);
  return m ? unescapeAttr(m[1]!) : undefined;
};

/** The CSV buttons of the page, as printed. */
function buttons(html: string): string[] {
  return [...html.matchAll(/<div class="wcpt-csv-download"[^>]*>[^<]*<\/div>/g)].map((m) => m[0]);
}

/** The five fields a click on `button` posts, as the add-on's script sends them. */
function csvForm(html: string, button: string): Record<string, string> {
  const open = /<div id="wcpt-141"[^>]*>/.exec(html)![0];
  return {
    wcpt_csv_include_all_products: attr(button, 'data-wcpt-csv-include-all-products')!,
    wcpt_csv_encrypted_query_vars: attr(open, 'data-wcpt-encrypted-query-vars')!,
    wcpt_csv_encrypted_user_filters: attr(open, 'data-wcpt-encrypted-user-filters')!,
    wcpt_csv_encrypted_columns: attr(button, 'data-wcpt-csv-encrypted-columns')!,
    wcpt_csv_table_id: '141',
  };
}

function post(form: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(app.request('/?wc-ajax=wcpt_get_csv', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  }));
}

async function rows(form: Record<string, string>): Promise<unknown[][]> {
  const res = await post(form);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as unknown[][];
}

describe('the CSV fixtures', () => {
  it('hold a comma, quotes, line breaks and formula-like values, after every earlier product', () => {
    const row = (id: number) => db.prepare('SELECT name, sku, short_description FROM products WHERE id = ?').get(id) as Record<string, string>;
    expect(row(CSV_FIXTURES.deskLamp)).toEqual({ name: 'Desk lamp, brass', sku: 'LAMP-DESK-BRASS', short_description: 'Our "classic" lamp.\nBulb included, 2 m cable.' });
    expect(row(CSV_FIXTURES.homeKit).sku).toBe('-KIT-01');
    expect(row(CSV_FIXTURES.homeKit).short_description).toMatch(/^=SUM\(/);
    expect(row(CSV_FIXTURES.cafeSign).short_description).toMatch(/^@cafe sign: .*\r\n/);
    expect((db.prepare('SELECT MAX(id) AS n FROM products WHERE id < ?').get(CSV_FIXTURES.deskLamp) as { n: number }).n).toBe(57000);
  });
});

describe('wcpt_get_csv (§7.11)', () => {
  it('prints the add-on\'s CSV buttons in the table', async () => {
    const html = await page(PAGE);
    const [current, all] = buttons(html);
    expect(attr(current!, 'data-wcpt-file-name')).toBe('Product export');
    expect(attr(current!, 'data-wcpt-csv-include-all-products')).toBe('');
    expect(attr(all!, 'data-wcpt-file-name')).toBe('../exports/all: products');
    expect(attr(all!, 'data-wcpt-csv-include-all-products')).toBe('true');
    expect(attr(current!, 'data-wcpt-csv-encrypted-columns')).toMatch(/^[\w-]+\.[\w-]{43}$/);
  });

  it('answers the headings and every page of the table\'s products, with raw values (numbers, booleans, null)', async () => {
    const html = await page(PAGE);
    const list = await rows(csvForm(html, buttons(html)[0]!));
    expect(list[0]).toEqual(['Product', 'SKU', 'Category', 'Price', 'Stock', 'Description', 'On sale']);
    // Every product of the table (per_page is 5: the export is not one page).
    expect(list).toHaveLength(1 + CSV_TABLE.ids!.length);
    const lamp = list.find((r) => r[0] === 'Desk lamp, brass')!;
    expect(lamp).toEqual(['Desk lamp, brass', 'LAMP-DESK-BRASS', '', 49.9, 7, 'Our "classic" lamp.\nBulb included, 2 m cable.', false]);
    const kit = list.find((r) => r[0] === 'Home cleaning kit')!;
    expect(kit.slice(1, 4)).toEqual(['-KIT-01', '', 9.5]);
    expect(kit[6]).toBe(true);
    const hoodie = list.find((r) => r[1] === 'HOODIE')!;
    expect(hoodie[3]).toMatch(/^\d+(\.\d+)?-\d+(\.\d+)?$|^\d+$/);
  });

  it('follows the filters and the sort of the table as rendered; include-all ignores them', async () => {
    const html = await page(`${PAGE}?141_on_sale=1&141_orderby=column_4&141_order=desc`);
    const [current, all] = buttons(html);
    const onSale = await rows(csvForm(html, current!));
    const names = onSale.slice(1).map((r) => r[0]);
    expect(names).toContain('Home cleaning kit');
    expect(names).not.toContain('Desk lamp, brass');
    expect(names.length).toBeLessThan(CSV_TABLE.ids!.length);
    const prices = onSale.slice(1).map((r) => (typeof r[3] === 'number' ? r[3] : Number(String(r[3]).split('-')[0])));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const everything = await rows(csvForm(html, all!));
    expect(everything[0]).toEqual(['Product', 'SKU', 'Price']);
    expect(everything).toHaveLength(1 + CSV_TABLE.ids!.length);
  });

  it('refuses forged or mismatched tokens with an empty answer', async () => {
    const html = await page(PAGE);
    const form = csvForm(html, buttons(html)[0]!);
    const refused = async (changes: Record<string, string>) => {
      const res = await post({ ...form, ...changes });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('');
    };
    await refused({ wcpt_csv_table_id: '101' });
    await refused({ wcpt_csv_encrypted_columns: sealToken('another secret', 'csv-columns', { table: 141, columns: [1], query: '?' }) });
    // A genuine token of another purpose, or for another table.
    await refused({ wcpt_csv_encrypted_columns: form.wcpt_csv_encrypted_query_vars! });
    await refused({ wcpt_csv_encrypted_columns: sealToken(SECRET, 'csv-columns', { table: 101, columns: [1], query: '?' }) });
    await refused({ wcpt_csv_encrypted_query_vars: 'x.y' });
  });

  it('follows the fault mode like every wc-ajax call', async () => {
    const html = await page(PAGE);
    const form = csvForm(html, buttons(html)[0]!);
    expect((await post(form, { 'x-demo-fault': '500@wcpt_get_csv' })).status).toBe(500);
    expect(await (await post(form, { 'x-demo-fault': 'empty@wcpt_get_csv' })).text()).toBe('');
    expect(await (await post(form, { 'x-demo-fault': 'malformed@wcpt_get_csv' })).text()).not.toMatch(/^\[\[/);
  });
});
