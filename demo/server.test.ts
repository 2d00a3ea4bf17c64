// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { openDatabase, type DB } from './db/index.ts';
import { createApp } from './app.ts';
import { FIXTURES } from './db/seed.ts';
import { TestVisitor } from './test-visitor.ts';
import type { AppEnv } from './lib/context.ts';
import { tags } from '../src/elements/catalogue.ts';
import { searchRedirectUrl, type SearchMode } from '../src/core/product-search/index.ts';

let dir: string;
let db: DB;
let app: Hono<AppEnv>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-demo-'));
  db = openDatabase(join(dir, 'store.sqlite'));
  app = createApp(db, { secret: 'test-secret', slowFaultMs: 40, timeoutFaultMs: 5_000 });
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A visitor of this suite's app. */
class Visitor extends TestVisitor {
  constructor() {
    super(app);
  }
}

describe('seeded database', () => {
  it('holds a real-sized catalogue with the fixtures', () => {
    const products = db.prepare("SELECT COUNT(*) AS n FROM products WHERE type IN ('simple','variable')").get() as { n: number };
    expect(products.n).toBeGreaterThanOrEqual(3000);
    const configurator = db.prepare('SELECT COUNT(*) AS n FROM products WHERE parent_id = ?').get(FIXTURES.configurator) as { n: number };
    expect(configurator.n).toBeGreaterThanOrEqual(1000);
    const sneaker = db.prepare('SELECT COUNT(*) AS n FROM products WHERE parent_id = ?').get(FIXTURES.sneaker) as { n: number };
    expect(sneaker.n).toBe(40);
    const slugs = db.prepare('SELECT id, slug FROM products WHERE id <= 13 ORDER BY id').all() as Array<{ id: number; slug: string }>;
    expect(slugs.map((r) => r.slug)).toEqual([
      'hoodie-sizes', 'tshirt-colour-logo', 'cap-mixed-availability', 'poster-sold-individually', 'sneaker-many',
      'configurator-1000', 'donation-own-price', 'quote-attrs', 'beanie-in-stock', 'belt-out-of-stock',
      'gift-card-sold-individually', 'script-name-mug', 'lantern-limited-stock',
    ]);
    const members = db.prepare('SELECT COUNT(*) AS n FROM members').get() as { n: number };
    expect(members.n).toBe(304);
    expect(db.prepare("SELECT id FROM users WHERE login = 'demo'").get()).toEqual({ id: 1 });
  });
});

describe('wc-ajax add_to_cart', () => {
  it('adds a simple product: fragments, cart_hash and cart cookies', async () => {
    const v = new Visitor();
    const res = await v.ajax('add_to_cart', { product_id: String(FIXTURES.simpleInStock), quantity: '2' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body.fragments)).toEqual(expect.arrayContaining(['div.widget_shopping_cart_content', 'a.cart-contents']));
    expect(body.fragments['div.widget_shopping_cart_content']).toMatch(/^<div class="widget_shopping_cart_content">/);
    expect(body.fragments['div.widget_shopping_cart_content']).toContain('class="remove remove_from_cart_button"');
    expect(body.fragments['a.cart-contents']).toContain('<span class="count">2 items</span>');
    expect(body.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(v.cookies.get('woocommerce_items_in_cart')).toBe('1');
    expect(v.cookies.get('woocommerce_cart_hash')).toBe(body.cart_hash);
    expect(v.cookies.get('wp_woocommerce_session_demo')).toMatch(/^[0-9a-f]{32}$/);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('wp_woocommerce_session_demo='))).toMatch(/HttpOnly/);
  });

  it('fails for a variable parent, out of stock, unknown and unpurchasable products (HTTP 200)', async () => {
    const v = new Visitor();
    for (const [id, url] of [[FIXTURES.hoodie, '/product/hoodie-sizes/'], [FIXTURES.simpleOutOfStock, '/product/belt-out-of-stock/'], [123, '/product/cap-mixed-availability/'], [122, '/product/cap-mixed-availability/']] as const) {
      const res = await v.ajax('add_to_cart', { product_id: String(id), quantity: '1', attribute_pa_size: 'm' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ error: true, product_url: url });
    }
    const unknown = await v.ajax('add_to_cart', { product_id: '999999' });
    expect(await unknown.json()).toMatchObject({ error: true });
    expect(v.cookies.has('woocommerce_items_in_cart')).toBe(false);
  });

  it('adds a variation by its own id', async () => {
    const v = new Visitor();
    const body = await (await v.ajax('add_to_cart', { product_id: '102', quantity: '1' })).json();
    expect(body.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    const state = await v.state();
    expect(state.cart).toMatchObject([{ product_id: FIXTURES.hoodie, variation_id: 102, quantity: 1, variation: { attribute_pa_size: 'm' } }]);
  });

  it('merges quantities into the same cart item and respects stock and sold-individually', async () => {
    const v = new Visitor();
    await v.ajax('add_to_cart', { product_id: String(FIXTURES.simpleInStock), quantity: '2' });
    const second = await (await v.ajax('add_to_cart', { product_id: String(FIXTURES.simpleInStock), quantity: '3' })).json();
    const state = await v.state();
    expect(state.cart).toHaveLength(1);
    expect(state.cart[0]!.quantity).toBe(5);
    expect(second.fragments['a.cart-contents']).toContain('5 items');

    expect(await (await v.ajax('add_to_cart', { product_id: String(FIXTURES.simpleSoldIndividually), quantity: '4' })).json()).toHaveProperty('fragments');
    expect(await (await v.ajax('add_to_cart', { product_id: String(FIXTURES.simpleSoldIndividually) })).json()).toMatchObject({ error: true });
    expect((await v.state()).cart.find((l) => l.product_id === FIXTURES.simpleSoldIndividually)!.quantity).toBe(1);

    expect(await (await v.ajax('add_to_cart', { product_id: String(FIXTURES.limitedStock), quantity: '3' })).json()).toHaveProperty('fragments');
    expect(await (await v.ajax('add_to_cart', { product_id: String(FIXTURES.limitedStock), quantity: '1' })).json()).toMatchObject({ error: true });
  });

  it('answers an empty body for missing parameters and unknown endpoints', async () => {
    const v = new Visitor();
    for (const [endpoint, form] of [['add_to_cart', {}], ['get_variation', {}], ['no_such_endpoint', { product_id: '9' }]] as const) {
      const res = await v.ajax(endpoint, form);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('');
    }
  });
});

describe('wc-ajax remove_from_cart and get_refreshed_fragments', () => {
  it('removes a known key and answers {success:false} for an unknown one', async () => {
    const v = new Visitor();
    await v.ajax('add_to_cart', { product_id: String(FIXTURES.simpleInStock) });
    const [line] = (await v.state()).cart;
    const unknown = await v.ajax('remove_from_cart', { cart_item_key: 'f'.repeat(32) });
    expect(await unknown.json()).toEqual({ success: false });
    expect(await (await v.ajax('remove_from_cart', {})).json()).toEqual({ success: false });
    const res = await v.ajax('remove_from_cart', { cart_item_key: line!.key });
    const body = await res.json();
    expect(body.cart_hash).toBe('');
    expect(body.fragments['div.widget_shopping_cart_content']).toContain('woocommerce-mini-cart__empty-message');
    expect(v.cookies.has('woocommerce_items_in_cart')).toBe(false);
    expect(v.cookies.has('woocommerce_cart_hash')).toBe(false);
    const refreshed = await (await v.ajax('get_refreshed_fragments', {})).json();
    expect(refreshed).toMatchObject({ cart_hash: '' });
    expect(refreshed.fragments['a.cart-contents']).toContain('0 items');
  });
});

describe('?cached=1 (a full-page cache)', () => {
  it('prints the header for an empty cart with refresh-on-load, while get_refreshed_fragments has the real one', async () => {
    const v = new Visitor();
    await v.ajax('add_to_cart', { product_id: String(FIXTURES.simpleInStock) });
    const cached = await (await v.request('/shop/?cached=1')).text();
    expect(cached).toContain('<shop-mini-cart class="site-header-cart" refresh-on-load>');
    expect(cached).toContain('woocommerce-mini-cart__empty-message');
    const live = await (await v.request('/shop/')).text();
    expect(live).not.toContain('refresh-on-load');
    expect(live).not.toContain('woocommerce-mini-cart__empty-message');
    const refreshed = await (await v.ajax('get_refreshed_fragments', {})).json();
    expect(refreshed.fragments['a.cart-contents']).toContain('1 item');
  });
});

describe('wc-ajax get_variation', () => {
  it('returns the full variation object with the platform types', async () => {
    const v = new Visitor();
    const body = await (await v.ajax('get_variation', { product_id: String(FIXTURES.hoodie), attribute_pa_size: 'm', custom_data: 'x' })).json();
    expect(body).toMatchObject({
      attributes: { attribute_pa_size: 'm' }, variation_id: 102, display_price: 22, display_regular_price: 22, min_qty: 1,
      max_qty: 9, is_sold_individually: 'no', is_in_stock: true, is_purchasable: true, variation_is_active: true,
      variation_is_visible: true, backorders_allowed: false, sku: 'HOODIE-M', weight: '0.6', weight_html: '0.6 kg',
      dimensions: { length: '40', width: '30', height: '5' }, dimensions_html: '40 &times; 30 &times; 5 cm',
      availability_html: '<p class="stock in-stock">9 in stock</p>', is_downloadable: false, is_virtual: false,
    });
    expect(body.price_html).toMatch(/^<span class="price">.*22\.00/);
    expect(typeof body.image.src).toBe('string');
    expect(body.image_id).toBeGreaterThan(0);
    expect(body.variation_description).toBe('<p>Size M hoodie.</p>');
  });

  it("matches '' (any) values, exact local text, and answers false on no match", async () => {
    const v = new Visitor();
    const blue = await (await v.ajax('get_variation', { product_id: String(FIXTURES.tshirt), attribute_pa_color: 'blue', attribute_logo: 'Yes' })).json();
    expect(blue.variation_id).toBe(111);
    expect(blue.attributes).toEqual({ attribute_pa_color: 'blue', attribute_logo: '' });
    const green = await (await v.ajax('get_variation', { product_id: String(FIXTURES.tshirt), attribute_pa_color: 'green', attribute_logo: 'No' })).json();
    expect(green.variation_id).toBe(114);
    expect(green.weight).toBe('0.25');
    expect(green.sku).toBe('TSHIRT-CL');
    const quoted = await (await v.ajax('get_variation', { product_id: String(FIXTURES.quoteAttrs), attribute_style: 'Men\'s "Classic"' })).json();
    expect(quoted.variation_id).toBe(131);
    expect(quoted.image_id).toBe(0);
    expect(quoted.image.src).toBe('');
    const none = await v.ajax('get_variation', { product_id: String(FIXTURES.hoodie), attribute_pa_size: 'xxl' });
    expect(await none.text()).toBe('false');
    const incomplete = await v.ajax('get_variation', { product_id: String(FIXTURES.tshirt), attribute_pa_color: 'red' });
    expect(await incomplete.text()).toBe('false');
    const inactive = await (await v.ajax('get_variation', { product_id: String(FIXTURES.cap), attribute_pa_color: 'black' })).json();
    expect(inactive).toMatchObject({ variation_id: 124, variation_is_active: false });
    const big = await (await v.ajax('get_variation', { product_id: String(FIXTURES.configurator), attribute_material: 'Elm', attribute_finish: 'Raw', attribute_width: '160 cm' })).json();
    expect(big.variation_id).toBe(3100);
  });
});

describe('REST', () => {
  const path = '/wp-json/wp/v2/users/me';
  const payload = { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } };

  it('rejects a missing or bad nonce with 403 rest_cookie_invalid_nonce', async () => {
    const v = new Visitor();
    await v.request('/__demo/login?user=demo');
    for (const headers of [{}, { 'X-WP-Nonce': 'deadbeef00' }, { 'X-WP-Nonce': '<script>' }] as Array<Record<string, string>>) {
      const res = await v.request(path, { json: payload, headers });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } });
    }
  });

  it('answers 401 when not signed in, and accepts the session nonce when signed in', async () => {
    const v = new Visitor();
    const anon = await v.state();
    const res401 = await v.request(path, { json: payload, headers: { 'X-WP-Nonce': anon.nonces.wp_rest! } });
    expect(res401.status).toBe(401);
    expect((await res401.json()).message).toEqual(expect.any(String));

    await v.request('/__demo/login?user=demo');
    const { nonces } = await v.state();
    expect(nonces.wp_rest).not.toBe(anon.nonces.wp_rest);
    const res = await v.request(path, { json: payload, headers: { 'X-WP-Nonce': nonces.wp_rest! } });
    expect(res.status).toBe(200);
    expect((await res.json()).woocommerce_meta).toMatchObject({ coming_soon_banner_dismissed: 'yes' });
    const row = db.prepare("SELECT value FROM user_meta WHERE user_id = 1 AND key = 'woocommerce_meta_coming_soon_banner_dismissed'").get();
    expect(row).toEqual({ value: 'yes' });
  });

  it('answers 4xx with a message for bad bodies, never 500', async () => {
    const v = new Visitor();
    await v.request('/__demo/login?user=demo');
    const nonce = (await v.state()).nonces.wp_rest!;
    const bodies = ['not json', '[]', '"text"', '{"woocommerce_meta":"yes"}', '{"woocommerce_meta":{"Bad Key":"x"}}', '{"woocommerce_meta":{"a":{"deep":1}}}', ''];
    for (const body of bodies) {
      const res = await v.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json', 'X-WP-Nonce': nonce } });
      expect(res.status, body).toBe(400);
      const json = await res.json();
      expect(json.code).toEqual(expect.any(String));
      expect(json.message).toEqual(expect.any(String));
    }
    const unknown = await v.request('/wp-json/wc/v9/nothing');
    expect(unknown.status).toBe(404);
  });

  it('answers 413 above the 1 MB body limit', async () => {
    const v = new Visitor();
    const res = await v.request(path, { method: 'POST', body: 'x'.repeat(1024 * 1024 + 10), headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
  });
});

describe('admin-ajax', () => {
  it('answers 400 with 0 for an unknown or missing action', async () => {
    const v = new Visitor();
    for (const form of [{ action: 'no_such_action' }, {}, { action: 'woocommerce_no_such_endpoint' }] as Array<Record<string, string>>) {
      const res = await v.request('/wp-admin/admin-ajax.php', { form });
      expect(res.status).toBe(400);
      expect(await res.text()).toBe('0');
    }
  });

  it('runs the wc-ajax handlers as woocommerce_<endpoint>', async () => {
    const v = new Visitor();
    const body = await (await v.request('/wp-admin/admin-ajax.php', { form: { action: 'woocommerce_add_to_cart', product_id: '9' } })).json();
    expect(body.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    const variation = await (await v.request('/wp-admin/admin-ajax.php', { form: { action: 'woocommerce_get_variation', product_id: '1', attribute_pa_size: 'xl' } })).json();
    expect(variation.display_price).toBe(26);
  });

  it('answers demo_ping with 1 and query-attachments with X-WP-Total', async () => {
    const v = new Visitor();
    expect(await (await v.request('/wp-admin/admin-ajax.php', { form: { action: 'demo_ping' } })).text()).toBe('1');
    const res = await v.request('/wp-admin/admin-ajax.php', { form: { action: 'query-attachments', 'query[posts_per_page]': '5', 'query[paged]': '2' } });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('X-WP-Total'))).toBeGreaterThan(100);
    const body = await res.json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(5);
  });

  it('answers 400 JSON for bad input', async () => {
    const v = new Visitor();
    for (const form of [{ 'query[posts_per_page]': 'many' }, { 'query[paged]': '-3' }, { 'query[posts_per_page]': '100000' }] as Array<Record<string, string>>) {
      const res = await v.request('/wp-admin/admin-ajax.php', { form: { action: 'query-attachments', ...form } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });
});

describe('fault mode', () => {
  const call = (fault: string, endpoint = 'get_refreshed_fragments') =>
    new Visitor().ajax(endpoint, {}, { 'x-demo-fault': fault });

  it('500 answers an HTML error page', async () => {
    const res = await call('500');
    expect(res.status).toBe(500);
    expect(await res.text()).toMatch(/<html/);
  });

  it('malformed answers truncated JSON', async () => {
    const res = await call('malformed');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.startsWith('{"fragments":')).toBe(true);
    expect(() => JSON.parse(text)).toThrow();
  });

  it('shape answers well-formed JSON of the wrong shape', async () => {
    expect(await (await call('shape')).json()).toEqual({ unexpected: [1, 2, 3] });
  });

  it('empty answers an empty 200', async () => {
    const res = await call('empty');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('slow and latency-<ms> delay a normal answer', async () => {
    for (const [fault, ms] of [['slow', 40], ['latency-60', 60]] as const) {
      const started = Date.now();
      const body = await (await call(fault)).json();
      expect(Date.now() - started).toBeGreaterThanOrEqual(ms - 5);
      expect(body).toHaveProperty('fragments');
    }
  });

  it('scopes a fault to one endpoint, and reads the cookie set by /__demo/fault', async () => {
    const v = new Visitor();
    const set = await v.request('/__demo/fault?set=500@get_variation,shape@rest');
    expect(set.status).toBe(200);
    expect((await v.ajax('get_variation', { product_id: '1', attribute_pa_size: 'm' })).status).toBe(500);
    expect((await v.ajax('get_refreshed_fragments', {})).status).toBe(200);
    expect(await (await v.request('/wp-json/wp/v2/users/me')).json()).toEqual({ unexpected: [1, 2, 3] });
    expect((await v.request('/wp-admin/admin-ajax.php', { form: { action: 'woocommerce_get_variation', product_id: '1', attribute_pa_size: 'm' } })).status).toBe(500);
    expect((await v.request('/shop/')).status).toBe(200);
    await v.request('/__demo/fault?clear=1');
    expect((await v.ajax('get_variation', { product_id: '1', attribute_pa_size: 'm' })).status).toBe(200);
  });

  describe('over a real socket', () => {
    let server: ReturnType<typeof serve>;
    let base: string;
    beforeAll(async () => {
      await new Promise<void>((resolve) => {
        server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
          base = `http://127.0.0.1:${info.port}`;
          resolve();
        });
      });
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    it('timeout never answers (the client gives up)', async () => {
      const started = Date.now();
      const attempt = fetch(`${base}/?wc-ajax=get_refreshed_fragments`, { method: 'POST', headers: { 'x-demo-fault': 'timeout' }, signal: AbortSignal.timeout(300) });
      await expect(attempt).rejects.toThrow();
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    });

    it('drop destroys the connection without a response', async () => {
      const attempt = fetch(`${base}/?wc-ajax=get_refreshed_fragments`, { method: 'POST', headers: { 'x-demo-fault': 'drop' }, signal: AbortSignal.timeout(3000) });
      await expect(attempt).rejects.toThrow(/fetch failed/);
    });

    it('serves normally without a fault', async () => {
      const res = await fetch(`${base}/?wc-ajax=get_refreshed_fragments`, { method: 'POST' });
      expect(res.status).toBe(200);
      expect(await res.json()).toHaveProperty('fragments');
    });
  });
});

describe('pages', () => {
  it('adds the strict CSP header on ?csp=strict only, and reports it without enforcing it on ?csp=report-only', async () => {
    const v = new Visitor();
    const strict = await v.request('/shop/?csp=strict');
    expect(strict.headers.get('content-security-policy')).toBe("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; report-uri /__demo/csp-report");
    expect((await v.request('/shop/')).headers.get('content-security-policy')).toBeNull();
    // Reported, not enforced: the same policy under the report-only header, and no enforcing one.
    const reported = await v.request('/shop/?csp=report-only');
    expect(reported.headers.get('content-security-policy-report-only')).toBe(strict.headers.get('content-security-policy'));
    expect(reported.headers.get('content-security-policy')).toBeNull();
    await v.request('/__demo/csp-report', { method: 'POST', body: '{"csp-report":{"violated-directive":"script-src"}}', headers: { 'content-type': 'application/csp-report' } });
    expect(await (await v.request('/__demo/csp-reports')).json()).toHaveLength(1);
    await v.request('/__demo/csp-reports', { method: 'DELETE' });
    expect(await (await v.request('/__demo/csp-reports')).json()).toHaveLength(0);
  });

  it('home lists every page with a data-demo link', async () => {
    const html = await (await new Visitor().request('/')).text();
    for (const [path, tag] of [['/shop/', 'shop-add-to-cart'], ['/product/hoodie-sizes/', 'shop-variations'], ['/cart/', 'shop-mini-cart'], ['/my-account/', 'shop-account-form'], ['/checkout/', 'shop-account-form']]) {
      expect(html).toContain(`href="${path}" data-demo="${tag}"`);
    }
  });

  it('names only elements that ship, on the home page and the checkout', async () => {
    const v = new Visitor();
    const html = await (await v.request('/')).text();
    const demoTags = [...html.matchAll(/data-demo="([^"]+)"/g)].map((m) => m[1]!);
    expect(demoTags.length).toBeGreaterThan(10);
    for (const tag of demoTags) expect(tags, tag).toContain(tag);
    const checkout = await (await v.request('/checkout/')).text();
    for (const [, tag] of checkout.matchAll(/<([a-z]+-[a-z-]+)[\s>]/g)) expect(tags, tag).toContain(tag);
  });

  it('embeds settings as script-safe JSON and the library module', async () => {
    const html = await (await new Visitor().request('/cart/')).text();
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<script type="module" src="/dist/storefront-elements.js"></script>');
    const json = /<script type="application\/json" id="storefront-settings">(.*?)<\/script>/s.exec(html)![1]!;
    const settings = JSON.parse(json);
    expect(settings).toMatchObject({ wc_ajax_url: '/?wc-ajax=%%endpoint%%', is_cart: true, cart_redirect_after_add: 'no', rest_nonce: expect.stringMatching(/^[0-9a-f]{10}$/) });
  });

  it('escapes a product name holding <script>', async () => {
    const v = new Visitor();
    const page = await (await v.request('/product/script-name-mug/')).text();
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Mug &amp; Co');
    await v.ajax('add_to_cart', { product_id: String(FIXTURES.scriptName) });
    const fragments = (await (await v.ajax('get_refreshed_fragments', {})).json()).fragments;
    expect(fragments['div.widget_shopping_cart_content']).not.toContain('<script>');
  });

  it('renders the variations form inline up to 30 variations and false above', async () => {
    const v = new Visitor();
    const hoodie = await (await v.request('/product/hoodie-sizes/')).text();
    const attr = /data-product_variations="([^"]*)"/.exec(hoodie)![1]!;
    const decoded = attr.replace(/&quot;/g, '"').replace(/&#039;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toHaveLength(4);
    expect(hoodie).toContain('name="attribute_pa_size" data-attribute_name="attribute_pa_size"');
    expect(hoodie).toContain('class="reset_variations"');
    const sneaker = await (await v.request('/product/sneaker-many/')).text();
    expect(sneaker).toContain('data-product_variations="false"');
    const quote = await (await v.request('/product/quote-attrs/')).text();
    expect(quote).toContain('value="Men&#039;s &quot;Classic&quot;"');
    expect((await v.request('/product/no-such-product/')).status).toBe(404);
  });

  it('lists 24 products per page with ordering', async () => {
    const html = await (await new Visitor().request('/shop/?orderby=price&paged=2')).text();
    expect(html.match(/<li class="product /g)).toHaveLength(24);
    expect(html).toContain('<option value="price" selected="selected">');
    expect(html).toContain('class="button product_type_simple add_to_cart_button ajax_add_to_cart"');
  });

  it('supports the non-JavaScript add and remove fallbacks', async () => {
    const v = new Visitor();
    const add = await v.request(`/shop/?add-to-cart=${FIXTURES.simpleInStock}&paged=2`);
    expect(add.status).toBe(302);
    expect(add.headers.get('location')).toBe('/shop/?paged=2');
    const cart = await (await v.request('/cart/')).text();
    const href = /<a href="(\/cart\/\?remove_item=[^"]+)" class="remove"/.exec(cart)![1]!.replace(/&amp;/g, '&');
    expect((await v.request(href)).status).toBe(302);
    expect((await v.state()).cart).toHaveLength(0);
    const post = await v.request('/product/hoodie-sizes/', { form: { 'add-to-cart': '1', product_id: '1', variation_id: '0', attribute_pa_size: 'l', quantity: '2' } });
    expect(post.status).toBe(302);
    expect((await v.state()).cart).toMatchObject([{ variation_id: 103, quantity: 2 }]);
  });

  it('prints the Description section only for a product that has a description', async () => {
    const v = new Visitor();
    expect(await (await v.request('/product/hoodie-sizes/')).text()).toContain('<h2>Description</h2>');
    expect(await (await v.request('/product/quote-attrs/')).text()).not.toContain('<h2>Description</h2>');
  });

  it('the cart page names a variation\'s attributes by label and term name', async () => {
    const v = new Visitor();
    await v.ajax('add_to_cart', { product_id: '102', quantity: '1' });
    const cart = await (await v.request('/cart/')).text();
    expect(cart).toContain('<dl class="variation"><dt>Size:</dt><dd>M</dd></dl>');
  });

  it('signs in through the login form', async () => {
    const v = new Visitor();
    const page = await (await v.request('/my-account/')).text();
    expect(page).toContain('<span class="password-input">');
    expect(page).toContain('<span class="description" id="reg_password-description"');
    const nonce = /name="woocommerce-login-nonce" value="([0-9a-f]+)"/.exec(page)![1]!;
    const wrong = await v.request('/my-account/', { form: { username: 'demo', password: 'nope', 'woocommerce-login-nonce': nonce, login: 'Log in' } });
    expect(wrong.status).toBe(302);
    expect((await v.state()).user_id).toBe(0);
    await v.request('/my-account/', { form: { username: 'demo', password: 'demo', 'woocommerce-login-nonce': nonce, login: 'Log in' } });
    expect((await v.state()).user_id).toBe(1);
  });

  it('answers 404 pages for unknown paths', async () => {
    expect((await new Visitor().request('/no/such/page')).status).toBe(404);
  });
});

/** The names of the products a listing page shows, as text. */
function listedNames(html: string): string[] {
  return [...html.matchAll(/<h2 class="woocommerce-loop-product__title">(.*?)<\/h2>/g)].map((m) => m[1]!
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#039;/g, "'").replace(/&amp;/g, '&'));
}

function resultCountText(html: string): string | undefined {
  return /<p class="woocommerce-result-count"[^>]*>(.*?)<\/p>/.exec(html)?.[1]?.replace(/&ndash;/g, '–');
}

/** Products of a category (and its subcategories) with every word in the name or a description, straight from the database. */
function expectedMatches(words: string[], categorySlug = ''): string[] {
  const rows = db.prepare(`SELECT p.name, p.description, p.short_description FROM products p
    WHERE p.type IN ('simple','variable') AND p.visible = 1
    AND (? = '' OR p.category_id IN (SELECT c.id FROM categories c JOIN categories top ON top.slug = ? WHERE c.id = top.id OR c.parent_id = top.id))`)
    .all(categorySlug, categorySlug) as Array<{ name: string; description: string; short_description: string }>;
  return rows.filter((r) => words.every((w) => [r.name, r.description, r.short_description].some((t) => t.toLowerCase().includes(w.toLowerCase()))))
    .map((r) => r.name).sort();
}

describe('product search', () => {
  /** The URL the search element sends for a keyword and category in a mode, with the demo page's forms. */
  async function searchUrl(mode: SearchMode, keyword: string, category: string): Promise<string> {
    const page = await (await new Visitor().request('/demo/product-search/')).text();
    const section = page.slice(page.indexOf(`demo-search--${mode}`));
    const form = /<shop-product-search mode="[a-z]+" prefix="([^"]+)"[^>]*>\s*<form [^>]*action="([^"]+)"/.exec(section)!;
    const option = new RegExp(`<option value="${category}"([^>]*)>`).exec(section);
    const categoryUrl = /data-url="([^"]+)"/.exec(option?.[1] ?? '')?.[1];
    return searchRedirectUrl({ mode, keyword, category, action: form[2]!, prefix: form[1]!, categoryUrl });
  }

  it('finds a product by a word of its title and by a word of its description', async () => {
    const v = new Visitor();
    const byTitle = await (await v.request('/shop/?s=gift+card&wcpt_search_category=')).text();
    expect(listedNames(byTitle)).toEqual(expectedMatches(['gift', 'card']));
    expect(listedNames(byTitle)).toContain('Gift card (one per order)');
    expect(byTitle).toContain('<h1 class="woocommerce-products-header__title page-title">Search results for &ldquo;gift card&rdquo;</h1>');
    const byContent = await (await v.request('/shop/?s=looked+up+over+AJAX')).text();
    expect(listedNames(byContent)).toEqual(['Sneaker in many variations']);
    expect(resultCountText(byContent)).toBe('Showing the single result');
  });

  for (const mode of ['category', 'shop', 'search'] as const) {
    it(`finds products by keyword and category in ${mode} mode, with a heading and a count that match`, async () => {
      const v = new Visitor();
      const url = await searchUrl(mode, 'lamp', 'home');
      const res = await v.request(url);
      expect(res.status, url).toBe(200);
      const html = await res.text();
      const expected = expectedMatches(['lamp'], 'home');
      expect(expected.length).toBeGreaterThan(24);
      expect(html).toContain('Search results for &ldquo;lamp&rdquo;');
      expect(resultCountText(html)).toBe(`Showing 1–24 of ${expected.length} results`);
      const names = listedNames(html);
      expect(names).toHaveLength(24);
      for (const name of names) expect(expected, name).toContain(name);
      // The same keyword in another category finds none of these.
      const elsewhere = listedNames(await (await v.request(await searchUrl(mode, 'lamp', 'books'))).text());
      expect(elsewhere).toEqual(expectedMatches(['lamp'], 'books'));
      for (const name of elsewhere) expect(names).not.toContain(name);
      // No category: the whole catalogue.
      const all = await (await v.request(await searchUrl(mode, 'lantern', ''))).text();
      expect(listedNames(all)).toContain('Lantern (3 left)');
    });
  }

  it('keeps the search across pages and orderings, and reads % and _ literally', async () => {
    const v = new Visitor();
    const html = await (await v.request('/shop/?s=lamp&wcpt_search_category=home&orderby=price&paged=2')).text();
    expect(html).toContain('href="/shop/?s=lamp&amp;wcpt_search_category=home&amp;orderby=price&amp;paged=3"');
    expect(html).toContain('<input type="hidden" name="s" value="lamp"><input type="hidden" name="wcpt_search_category" value="home">');
    expect(resultCountText(html)).toMatch(/^Showing 25–48 of \d+ results$/);
    for (const literal of ['%', '_', '\\']) {
      const none = await (await v.request(`/shop/?s=${encodeURIComponent(literal)}`)).text();
      expect(listedNames(none), literal).toEqual([]);
      expect(none).toContain('No products were found matching your selection.');
    }
  });

  it('serves category archives: the category with its subcategories, 404 for an unknown one', async () => {
    const v = new Visitor();
    const html = await (await v.request('/product-category/clothing/')).text();
    expect(html).toContain('<h1 class="woocommerce-products-header__title page-title">Clothing</h1>');
    const clothing = expectedMatches([], 'clothing');
    expect(resultCountText(html)).toBe(`Showing 1–24 of ${clothing.length} results`);
    expect(clothing).toContain('Hoodie with sizes');
    expect(listedNames(html)).toContain('Hoodie with sizes');
    expect((await v.request('/product-category/no-such-category/')).status).toBe(404);
    expect(listedNames(await (await v.request('/shop/?s=lamp&wcpt_search_category=no-such-category')).text())).toEqual([]);
  });
});

describe('listing pages', () => {
  it('pagination is a list of named links: arrows named, the current page marked', async () => {
    const v = new Visitor();
    const first = await (await v.request('/shop/')).text();
    expect(first).toContain('<span aria-label="Page 1" aria-current="page" class="page-numbers current">1</span>');
    expect(first).toContain('<a class="next page-numbers" href="/shop/?paged=2" aria-label="Next page">');
    expect(first).not.toContain('class="prev page-numbers"');
    const second = await (await v.request('/shop/?paged=2')).text();
    expect(second).toContain('<a class="prev page-numbers" href="/shop/" aria-label="Previous page">');
    expect(second).toContain('<span aria-label="Page 2" aria-current="page" class="page-numbers current">2</span>');
  });

  it('keeps hostile fixture names off the first shop page in every ordering but price, and on a page of their own', async () => {
    const v = new Visitor();
    const hostile = ['<script>alert("x")</script> Mug & Co', 'Scarf with "tricky" values & more'];
    for (const orderby of ['menu_order', 'popularity', 'rating', 'date']) {
      const html = await (await v.request(`/shop/?orderby=${orderby}`)).text();
      const names = listedNames(html);
      expect(names, orderby).toHaveLength(24);
      for (const name of hostile) expect(names, orderby).not.toContain(name);
    }
    const last = await (await v.request('/shop/?paged=999')).text();
    for (const name of hostile) expect(listedNames(last)).toContain(name);
    const home = await (await v.request('/')).text();
    expect(home).toContain('href="/demo/escaping/" data-demo="shop-add-to-cart"');
    const page = await (await v.request('/demo/escaping/')).text();
    expect(listedNames(page).sort()).toEqual([...hostile].sort());
    expect(page).not.toContain('<script>alert');
  });
});

describe('member directory REST', () => {
  it('lists members with totals, filters and nonce check', async () => {
    const v = new Visitor();
    const nonce = (await v.state()).nonces.wp_rest!;
    expect((await v.request('/wp-json/wc/v4/memberships/members?per_page=5')).status).toBe(403);
    const res = await v.request('/wp-json/wc/v4/memberships/members?customer_data=true&per_page=5&wc_memberships_block=true&status=active,complimentary&plan=gold,2', { headers: { 'X-WP-Nonce': nonce } });
    expect(res.status).toBe(200);
    const total = Number(res.headers.get('x-wp-total'));
    expect(total).toBeGreaterThan(5);
    expect(Number(res.headers.get('x-wp-totalpages'))).toBe(Math.ceil(total / 5));
    const members = await res.json();
    expect(members).toHaveLength(5);
    expect(members[0]).toMatchObject({ plan_name: expect.any(String), customer_data: { first_name: expect.any(String), user_email: expect.any(String) }, profile_fields: expect.any(Array) });
    for (const query of ['per_page=0', 'per_page=abc', 'status=bogus', 'page=-1', 'plan=%3Cx%3E']) {
      const bad = await v.request(`/wp-json/wc/v4/memberships/members?${query}`, { headers: { 'X-WP-Nonce': nonce } });
      expect(bad.status, query).toBe(400);
    }
  });
});

describe('junk input', () => {
  it('never produces a 500', async () => {
    const v = new Visitor();
    const junk = ['', '-1', 'abc', '1e309', '0x10', '9'.repeat(400), '<script>', '../../etc/passwd', '%00', '1.5', ' 3 '];
    for (const value of junk) {
      for (const endpoint of ['add_to_cart', 'remove_from_cart', 'get_variation', 'get_refreshed_fragments']) {
        const res = await v.ajax(endpoint, { product_id: value, quantity: value, cart_item_key: value, attribute_pa_size: value });
        expect(res.status, `${endpoint} ${value}`).toBe(200);
      }
      for (const action of ['woocommerce_add_to_cart', 'query-attachments', 'demo_ping', value]) {
        const res = await v.request('/wp-admin/admin-ajax.php', { form: { action, 'query[paged]': value, product_id: value } });
        expect(res.status, `${action} ${value}`).toBeLessThan(500);
      }
      for (const path of [`/shop/?paged=${encodeURIComponent(value)}&orderby=${encodeURIComponent(value)}`,
        `/shop/?s=${encodeURIComponent(value)}&wcpt_search_category=${encodeURIComponent(value)}&product_cat=${encodeURIComponent(value)}`,
        `/?s=${encodeURIComponent(value)}&post_type=product`, `/product-category/${encodeURIComponent(value)}/?s=${encodeURIComponent(value)}`, `/product/${encodeURIComponent(value)}/`,
        `/cart/?remove_item=${encodeURIComponent(value)}&_wpnonce=${encodeURIComponent(value)}`, `/__demo/login?user=${encodeURIComponent(value)}`,
        `/wp-json/wc/v4/memberships/members?per_page=${encodeURIComponent(value)}`, `/__demo/fault?set=${encodeURIComponent(value)}`]) {
        const res = await v.request(path);
        expect(res.status, path).toBeLessThan(500);
      }
    }
    const multipart = new FormData();
    multipart.set('product_id', '9');
    const res = await app.request('/?wc-ajax=add_to_cart', { method: 'POST', body: multipart });
    expect(res.status).toBe(200);
    const json = await app.request('/?wc-ajax=add_to_cart', { method: 'POST', body: '{"product_id":9}', headers: { 'content-type': 'application/json' } });
    expect(json.status).toBe(200);
    expect(await json.text()).toBe('');
    const broken = await app.request('/?wc-ajax=add_to_cart', { method: 'POST', body: '--x\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(broken.status).toBe(200);
  });
});
