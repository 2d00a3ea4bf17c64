/** The product table's media in the store: gallery images, audio previews and the image cell's markup. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { openDatabase, type DB } from './db/index.ts';
import { createApp } from './app.ts';
import { GALLERY_PRODUCTS } from './db/seed-media.ts';
import type { AppEnv } from './lib/context.ts';
import { BROKEN_AUDIO_PRODUCT, previewSeconds } from './lib/table/audio-cell.ts';
import { unescapeAttr } from './test-visitor.ts';

let dir: string;
let db: DB;
let app: Hono<AppEnv>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-table-media-'));
  db = openDatabase(join(dir, 'store.sqlite'));
  app = createApp(db, { secret: 'table-media-secret' });
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string) => app.request(`http://store.test${path}`);

describe('gallery images', () => {
  it('seeds one to three gallery images for each gallery product, the same on every run', () => {
    const rows = db.prepare('SELECT product_id, COUNT(*) AS n FROM product_images GROUP BY product_id ORDER BY product_id').all() as Array<{ product_id: number; n: number }>;
    expect(rows.map((r) => r.product_id)).toEqual([...GALLERY_PRODUCTS].sort((a, b) => a - b));
    for (const row of rows) expect([1, 2, 3]).toContain(row.n);
    const again = openDatabase(':memory:');
    expect(again.prepare('SELECT * FROM product_images ORDER BY product_id, position').all()).toEqual(db.prepare('SELECT * FROM product_images ORDER BY product_id, position').all());
    again.close();
  });

  it('serves each gallery image as an SVG and 404s the others', async () => {
    const res = await get('/demo-assets/img/25-1.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toContain('aria-label="Brass camp lamp: ');
    expect((await get('/demo-assets/img/25-9.svg')).status).toBe(404);
  });
});

describe('audio previews', () => {
  it('answers a valid WAV whose length follows the product id', async () => {
    const res = await get('/demo-assets/audio/21.wav');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.toString('ascii', 0, 4)).toBe('RIFF');
    expect(body.toString('ascii', 8, 12)).toBe('WAVE');
    expect(body.readUInt32LE(24)).toBe(8000);
    expect(body.readUInt32LE(40)).toBe(8000 * previewSeconds(21));
    expect(body.length).toBe(44 + 8000 * previewSeconds(21));
  });

  it('serves a damaged file for the broken fixture and 404s unknown products', async () => {
    const broken = Buffer.from(await (await get(`/demo-assets/audio/${BROKEN_AUDIO_PRODUCT}.wav`)).arrayBuffer());
    expect(broken.toString('ascii', 0, 4)).not.toBe('RIFF');
    expect((await get('/demo-assets/audio/999999.wav')).status).toBe(404);
    expect((await get('/demo-assets/audio/141.wav')).status).toBe(404);
  });
});

describe('the media page', () => {
  it('prints the add-on image element with the lightbox, zoom and offset-zoom attributes, and the players', async () => {
    const html = await (await get('/demo/product-table/media/')).text();
    const wrapper = /<div class="wcpt-product-image-wrapper wcpt-lightbox-enabled[^"]*"[^>]*data-wcpt-photoswipe-items='([^']*)'[^>]*data-wcpt-lightbox="\/demo-assets\/img\/25\.svg"/.exec(html);
    expect(wrapper).not.toBeNull();
    const items = JSON.parse(unescapeAttr(wrapper![1]!)) as Array<{ src: string; w: number; h: number; title: string }>;
    expect(items[0]).toEqual({ src: '/demo-assets/img/25.svg', w: 800, h: 800, title: 'Brass camp lamp' });
    expect(items.slice(1).every((item, i) => item.src === `/demo-assets/img/25-${i + 1}.svg`)).toBe(true);
    expect(html).toContain('data-wcpt-zoom-level="2" data-wcpt-zoom-trigger="image_hover"');
    expect(html).toContain('data-wcpt-lightbox-color-theme="white"');
    expect(html).toMatch(/wcpt-product-image-wrapper--offset-zoom-enabled"[^>]*data-wcpt-offset-zoom-image-src="\/demo-assets\/img\/26\.svg" data-wcpt-offset-zoom-image-html-class="wcpt-161--offset-zoom-image"/);
    expect(html).toContain(`<div class="wcpt-player" data-wcpt-src="/demo-assets/audio/${BROKEN_AUDIO_PRODUCT}.wav" data-wcpt-loop="">`);
    for (const id of [160, 161, 162, 163]) expect(html).toContain(`data-wcpt-table-id="${id}"`);
    // The gallery strip: thumbnails without the product image, at most two, then a link for the rest.
    const strip = /<div class="wcpt-gallery" [^>]*>(.*?)<\/div><\/div><\/td>/.exec(html.slice(html.indexOf('data-wcpt-product-id="25"')));
    expect(strip![1]).toContain('<img class="wcpt-gallery__item" data-wcpt-gallery-item="0" src="/demo-assets/img/25-1.svg?w=80"');
    expect(strip![1]).toContain('data-wcpt-gallery-item="1" src="/demo-assets/img/25-2.svg?w=80"');
    expect(strip![1]).toContain('>+1 more</a>');
  });
});
