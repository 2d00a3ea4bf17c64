/** The wishlist plugin's ajax in the store (§7.12) and the wishlist pages. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { openDatabase, type DB } from './db/index.ts';
import { createApp } from './app.ts';
import { CART_FIXTURES as F, CART_VARIATIONS as V } from './db/seed.ts';
import type { AppEnv } from './lib/context.ts';
import { TestVisitor } from './test-visitor.ts';

let dir: string;
let db: DB;
let app: Hono<AppEnv>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-wishlist-'));
  db = openDatabase(join(dir, 'store.sqlite'));
  app = createApp(db, { secret: 'wishlist-secret', slowFaultMs: 20, timeoutFaultMs: 2_000 });
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const AJAX = '/wp-admin/admin-ajax.php';
const body = (fields: Record<string, string>) => ({ method: 'POST', form: { tinv_wishlist_id: '', tinv_wishlist_name: '', redirect: '', ...fields } });

interface Answer { status: boolean; msg: string[]; wishlists_data: { counter: number; products: Record<string, Array<{ in: number[] }>> } }

describe('the wishlist ajax', () => {
  it('adds and removes a product for this visitor only, counting the entries', async () => {
    const visitor = new TestVisitor(app);
    const other = new TestVisitor(app);
    let res = await visitor.request(AJAX, body({ product_action: 'addto', product_type: 'simple', product_id: String(F.clockManagedStock), product_variation: '0' }));
    expect(res.status).toBe(200);
    let answer = await res.json() as Answer;
    expect(answer.status).toBe(true);
    expect(answer.wishlists_data.counter).toBe(1);
    expect(answer.wishlists_data.products[F.clockManagedStock]?.[0]?.in).toEqual([F.clockManagedStock]);

    // Adding twice keeps one entry.
    answer = await (await visitor.request(AJAX, body({ product_action: 'addto', product_id: String(F.clockManagedStock) }))).json() as Answer;
    expect(answer.wishlists_data.counter).toBe(1);

    answer = await (await other.request(AJAX, body({ product_action: 'addto', product_id: String(F.lampSingleStock) }))).json() as Answer;
    expect(answer.wishlists_data.counter).toBe(1);

    answer = await (await visitor.request(AJAX, body({ product_action: 'remove', product_id: String(F.clockManagedStock), product_variation: 'false' }))).json() as Answer;
    expect(answer.wishlists_data.counter).toBe(0);
  });

  it('keeps a variation as its own entry and checks it belongs to the product and its attributes', async () => {
    const visitor = new TestVisitor(app);
    const res = await visitor.request(AJAX, body({
      product_action: 'addto', product_type: 'variable', product_id: String(F.linenShirt), product_variation: String(V.shirtBlueS),
      'form[quantity]': '1', 'form[product_id]': String(F.linenShirt), 'form[variation_id]': String(V.shirtBlueS), 'form[attribute_pa_color]': 'blue',
    }));
    const answer = await res.json() as Answer;
    expect(answer.wishlists_data.products[F.linenShirt]?.[0]?.in).toEqual([V.shirtBlueS]);

    const wrongParent = await visitor.request(AJAX, body({ product_action: 'addto', product_id: String(F.vase), product_variation: String(V.shirtBlueS) }));
    expect(wrongParent.status).toBe(404);
    expect((await wrongParent.json() as { message: string }).message).toContain(`has no variation ${V.shirtBlueS}`);

    const wrongColour = await visitor.request(AJAX, body({
      product_action: 'addto', product_id: String(F.linenShirt), product_variation: String(V.shirtBlueS), 'form[attribute_pa_color]': 'green',
    }));
    expect(wrongColour.status).toBe(400);
  });

  it('answers bad input with 4xx and a message', async () => {
    const visitor = new TestVisitor(app);
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ product_action: 'toggle', product_id: '27' }, 400, 'product_action must be addto or remove'],
      [{ product_action: 'addto', product_id: 'x' }, 400, 'product_id must be a product id'],
      [{ product_action: 'addto', product_id: '27', product_variation: '1; DROP' }, 400, 'product_variation must be a variation id'],
      [{ product_action: 'addto', product_id: '999999' }, 404, 'There is no product 999999'],
      [{ product_action: 'addto', product_id: String(V.shirtBlueS) }, 404, `There is no product ${V.shirtBlueS}`],
    ];
    for (const [fields, status, message] of cases) {
      const res = await visitor.request(AJAX, body(fields));
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect((await res.json() as { message: string }).message).toContain(message);
    }
    // Without tinv_wishlist_id or an action, admin-ajax answers as WordPress does.
    const bare = await visitor.request(AJAX, { method: 'POST', form: { product_action: 'addto', product_id: '27' } });
    expect(bare.status).toBe(400);
    expect(await bare.text()).toBe('0');
  });

  it('honours the fault mode', async () => {
    const visitor = new TestVisitor(app);
    const res = await visitor.request(AJAX, { ...body({ product_action: 'addto', product_id: String(F.clockManagedStock) }), headers: { 'x-demo-fault': '500@tinvwl' } });
    expect(res.status).toBe(500);
  });
});

describe('the wishlist pages', () => {
  it('print the visitor’s entries for the toggles and the counter, and list them in wishlist mode', async () => {
    const visitor = new TestVisitor(app);
    await visitor.request(AJAX, body({ product_action: 'addto', product_id: String(F.lampSingleStock) }));
    await visitor.request(AJAX, body({ product_action: 'addto', product_id: String(F.linenShirt), product_variation: String(V.shirtBlueM) }));
    const page = await (await visitor.request('/demo/product-table/wishlist/')).text();
    expect(page).toContain('class="wcpt-wishlist"');
    expect(page).toContain('<span class="wishlist_products_counter_number">2</span>');
    expect(page).toMatch(new RegExp(`"ti_wishlist_ids":\\["${F.lampSingleStock}","${V.shirtBlueM}"\\]`));
    const list = await (await visitor.request('/demo/product-table/wishlist/list/')).text();
    expect(list).toContain('ti_wishlist&quot;:true');
    const rows = [...list.matchAll(/data-wcpt-product-id="(\d+)"/g)].map((m) => Number(m[1]));
    expect(new Set(rows)).toEqual(new Set([F.lampSingleStock, F.linenShirt]));
    const empty = await (await new TestVisitor(app).request('/demo/product-table/wishlist/list/')).text();
    expect(empty).toContain('Your wishlist is empty');
  });
});
