/** Cart recovery's two provider actions (§7.15, §7.16), the consent switch, and the attribution stored with an order. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { openDatabase, type DB } from './db/index.ts';
import { createApp } from './app.ts';
import type { AppEnv } from './lib/context.ts';
import { recoveryHash } from './routes/cart-recovery.ts';
import { TestVisitor } from './test-visitor.ts';

let dir: string;
let db: DB;
let app: Hono<AppEnv>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-integrations-'));
  db = openDatabase(join(dir, 'store.sqlite'));
  app = createApp(db, { secret: 'integrations-secret' });
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const SET = '/wp-admin/admin-ajax.php?action=mailchimp_set_user_by_email';
const GET = '/wp-admin/admin-ajax.php?action=mailchimp_get_user_by_hash';

describe('cart recovery on the demo store', () => {
  it('records an address with its flag and language, one row per address', async () => {
    const visitor = new TestVisitor(app);
    let res = await visitor.request(SET, { form: { email: 'jane+shop@example.com', mc_language: 'en', subscribed: '0' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, email: 'jane+shop@example.com', subscribed: false });
    res = await visitor.request(SET, { form: { email: 'jane+shop@example.com', mc_language: 'fr', subscribed: '1' } });
    expect(res.status).toBe(200);
    expect(db.prepare('SELECT email, subscribed, language FROM captured_emails WHERE email = ?').all('jane+shop@example.com'))
      .toEqual([{ email: 'jane+shop@example.com', subscribed: 1, language: 'fr' }]);
    const admin = await (await visitor.request('/demo/cart-recovery/captured/')).text();
    expect(admin).toContain('<tr data-email="jane+shop@example.com"><td>jane+shop@example.com</td><td class="subscribed">yes</td>');
    expect(admin).toContain(`/checkout/?mc_cart_id=${recoveryHash('integrations-secret', 'jane+shop@example.com')}`);
  });

  it('answers 400 with a message for an address outside the rule or a bad flag', async () => {
    const visitor = new TestVisitor(app);
    for (const form of [{ email: 'jane@example.museum', subscribed: '1' }, { email: '', subscribed: '0' }, { email: 'a@b.co', subscribed: 'yes' }]) {
      const res = await visitor.request(SET, { form });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/email|subscribed/);
    }
    expect(db.prepare('SELECT COUNT(*) AS n FROM captured_emails WHERE email = ?').get('jane@example.museum')).toEqual({ n: 0 });
  });

  it('looks an address up by its recovery hash; an unknown hash finds nobody; a malformed one is refused', async () => {
    const visitor = new TestVisitor(app);
    await visitor.request(SET, { form: { email: 'hash@example.org', mc_language: 'en', subscribed: '0' } });
    const hash = recoveryHash('integrations-secret', 'hash@example.org');
    let res = await visitor.request(`${GET}&hash=${hash}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' } });
    expect(await res.json()).toEqual({ success: true, email: 'hash@example.org' });
    res = await visitor.request(`${GET}&hash=${'0'.repeat(32)}`, { method: 'POST' });
    expect(await res.json()).toEqual({ success: false, email: false });
    res = await visitor.request(`${GET}&hash=..%2Fetc`, { method: 'POST' });
    expect(res.status).toBe(400);
  });
});

describe('consent and attribution on the demo store', () => {
  it('the page settings follow the consent switch', async () => {
    const visitor = new TestVisitor(app);
    const settings = async () => JSON.parse(/id="storefront-settings">(.*?)<\/script>/s.exec(await (await visitor.request('/demo/contact/')).text())![1]!) as Record<string, unknown>;
    expect(await settings()).toMatchObject({ allowed_to_set_cookies: false, order_attribution_allow_tracking: false });
    expect((await visitor.request('/__demo/consent?set=yes&redirect=/demo/contact/')).status).toBe(302);
    expect(await settings()).toMatchObject({ allowed_to_set_cookies: true, order_attribution_allow_tracking: true });
    expect((await visitor.request('/__demo/consent?set=maybe')).status).toBe(400);
  });

  it('stores the attribution inputs with the order and shows them to its visitor only', async () => {
    const visitor = new TestVisitor(app);
    await visitor.ajax('add_to_cart', { product_id: '9', quantity: '1' });
    const checkout = await (await visitor.request('/checkout/')).text();
    expect(checkout).toContain('<order-attribution></order-attribution>');
    const nonce = /name="woocommerce-process-checkout-nonce" value="([^"]+)"/.exec(checkout)![1]!;
    const res = await visitor.request('/checkout/', { form: {
      billing_first_name: 'Jane', billing_last_name: 'Doe', billing_email: 'order@example.com', 'woocommerce-process-checkout-nonce': nonce,
      wc_order_attribution_source_type: 'utm', wc_order_attribution_utm_source: '<b>news</b>', unrelated: 'x',
    } });
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/checkout\/order-received\/\d+\/$/);
    const page = await (await visitor.request(location)).text();
    expect(page).toContain('<th scope="row">wc_order_attribution_utm_source</th><td>&lt;b&gt;news&lt;/b&gt;</td>');
    expect(page).not.toContain('unrelated');
    expect((await new TestVisitor(app).request(location)).status).toBe(404);
  });
});
