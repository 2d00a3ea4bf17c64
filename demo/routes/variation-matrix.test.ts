import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { openDatabase, type DB } from '../db/index.ts';
import './variation-matrix.ts';

let dir = '';
let db: DB;
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'matrix-'));
  db = openDatabase(join(dir, 'store.sqlite'));
  app = createApp(db, { secret: 'test-secret' });
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

async function post(fields: Record<string, string>) {
  const res = await app.request('/?wc-ajax=get_variation_matrix', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { status: res.status, text: await res.text() };
}

describe('wc-ajax get_variation_matrix', () => {
  it('lists the combinations of the AJAX-mode product in menu order', async () => {
    const { status, text } = await post({ product_id: '5' });
    expect(status).toBe(200);
    const matrix = JSON.parse(text) as { attributes: string[]; combinations: string[][] };
    expect(matrix.attributes).toEqual(['attribute_pa_shoe-size', 'attribute_pa_color']);
    expect(matrix.combinations).toHaveLength(40);
    expect(matrix.combinations[0]).toEqual(['38', 'black']);
  });

  it('marks inactive variations and keeps any values', async () => {
    const cap = JSON.parse((await post({ product_id: '3' })).text) as { combinations: string[][]; inactive: number[] };
    expect(cap.combinations.map((c) => c[0])).toEqual(['red', 'blue', 'green', 'black', 'yellow']);
    expect(cap.inactive).toEqual([3]);
    const tshirt = JSON.parse((await post({ product_id: '2' })).text) as { combinations: string[][] };
    expect(tshirt.combinations).toContainEqual(['', '']);
  });

  it('answers a GET with the product id in the query, as a page configures the URL', async () => {
    const res = await app.request('/?wc-ajax=get_variation_matrix&product_id=5');
    const matrix = JSON.parse(await res.text()) as { combinations: string[][] };
    expect(matrix.combinations).toHaveLength(40);
  });

  it('answers false for a simple product and an empty body without a product', async () => {
    expect((await post({ product_id: '9' })).text).toBe('false');
    expect((await post({})).text).toBe('');
    expect((await post({ product_id: '999999' })).text).toBe('');
  });
});
