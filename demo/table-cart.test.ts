/** The product table's cart side in the store: the cart call, the product-form modal, the non-JavaScript add. */
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
  dir = mkdtempSync(join(tmpdir(), 'storefront-table-cart-'));
  db = openDatabase(join(dir, 'store.sqlite'));
  app = createApp(db, { secret: 'table-cart-secret', slowFaultMs: 20, timeoutFaultMs: 2_000 });
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

interface CartAnswer {
  success: boolean;
  cart_hash: string;
  cart_quantity: number;
  in_cart: Record<string, number | Record<string, string>> | [];
  in_cart_total: Record<string, number | Record<string, number>> | [];
  notice: string;
  payload: unknown;
  cart_widget: string;
  fragments: Record<string, string>;
  product_table_cart_action: boolean;
}

class Visitor extends TestVisitor {
  constructor() {
    super(app);
  }

  /** `wcpt_payload[...]` entries given as [path, value] (path without the root), plus top-level fields. */
  async cart(payload: Array<[string, string]>, top: Array<[string, string]> = [], headers?: Record<string, string>): Promise<CartAnswer> {
    const res = await this.ajax('wcpt_cart', [...payload.map(([k, v]): [string, string] => [`wcpt_payload${k}`, v]), ...top], headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    return res.json() as Promise<CartAnswer>;
  }

  async lines(): Promise<Array<{ product_id: number; variation_id: number; quantity: number; variation: Record<string, string> }>> {
    return (await this.state()).cart;
  }
}

const notice = (name: string, message: string) => `<li><span class="wcpt-error-product-name">${name}</span> ${message}</li>`;

describe('wcpt_cart: adding', () => {
  it('adds products and variations, an empty or zero quantity taking the product’s minimum, and answers the cart as the add-on does', async () => {
    const v = new Visitor();
    const answer = await v.cart([
      ['[wcpt_cart_call_id]', '7'], ['[cart_widget_permitted]', 'true'],
      ['[products][' + F.teaLightsMinStep + ']', ''],
      ['[products][' + F.clockManagedStock + ']', '0'],
      ['[products][' + F.coffeeDecimalStep + ']', '1.5'],
      ['[products][' + F.linenShirt + ']', '1'],
      ['[variations][' + F.linenShirt + '][' + V.shirtBlueS + ']', '2'],
      ['[variations][' + F.linenShirt + '][' + V.shirtGreenLSteps + ']', ''],
    ], [['lang', '']]);
    expect(answer.success).toBe(true);
    expect(answer.notice).toBe('');
    expect(answer.product_table_cart_action).toBe(true);
    expect(answer.in_cart).toEqual({
      [F.teaLightsMinStep]: 2, [F.clockManagedStock]: 1, [F.coffeeDecimalStep]: 1.5,
      [F.linenShirt]: { [V.shirtBlueS]: '2', [V.shirtGreenLSteps]: '2' },
    });
    expect(answer.in_cart_total).toEqual({
      [F.teaLightsMinStep]: 3, [F.clockManagedStock]: 36, [F.coffeeDecimalStep]: 36,
      [F.linenShirt]: { [V.shirtBlueS]: 60, [V.shirtGreenLSteps]: 72 },
    });
    expect(answer.cart_quantity).toBe(8.5);
    expect(answer.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.payload).toMatchObject({ wcpt_cart_call_id: '7', cart_widget_permitted: 'true', products: { [F.coffeeDecimalStep]: '1.5' } });
    expect(answer.cart_widget).toContain('<div class="wcpt-cart-widget" data-wcpt-href="/cart/">');
    expect(answer.cart_widget).toContain('<span class="wcpt-cw-figure">8.5</span><span class="wcpt-cw-text">Items</span>');
    expect(answer.cart_widget).toContain('<span class="wcpt-amount">207.00</span>');
    expect(Object.keys(answer.fragments)).toEqual(['div.widget_shopping_cart_content', 'a.cart-contents', 'span.shop-cart-quantity']);
    expect(answer.fragments['div.widget_shopping_cart_content']).toContain('Tea lights');
    expect(v.cookies.get('woocommerce_items_in_cart')).toBe('1');
    expect(v.cookies.get('woocommerce_cart_hash')).toBe(answer.cart_hash);
  });

  it('merges a second add of the same product into its line, and keeps the variations of one product apart', async () => {
    const v = new Visitor();
    await v.cart([[`[products][${F.clockManagedStock}]`, '2'], [`[variations][${F.vase}][${V.vaseS}]`, '1']]);
    const answer = await v.cart([
      [`[products][${F.clockManagedStock}]`, '3'],
      [`[variations][${F.vase}][${V.vaseS}]`, '2'], [`[variations][${F.vase}][${V.vaseM}]`, '1'],
    ]);
    expect(answer.in_cart).toEqual({ [F.clockManagedStock]: 5, [F.vase]: { [V.vaseS]: '3', [V.vaseM]: '1' } });
    expect((await v.lines()).filter((l) => l.product_id === F.clockManagedStock)).toHaveLength(1);
  });

  it('fills a variation’s "any" attribute from the payload and refuses the add without it', async () => {
    const v = new Visitor();
    const refused = await v.cart([[`[variations][${F.linenShirt}][${V.shirtWhiteAnySize}]`, '1']]);
    expect(refused.success).toBe(false);
    expect(refused.notice).toBe(`<ul class="woocommerce-error" role="alert">${notice('Linen shirt - White', 'Size is a required field')}</ul>`);
    const added = await v.cart([[`[variations][${F.linenShirt}][${V.shirtWhiteAnySize}]`, '1'], [`[attributes][${V.shirtWhiteAnySize}][attribute_pa_size]`, 'l']]);
    expect(added.success).toBe(true);
    expect((await v.lines())[0]).toMatchObject({ variation_id: V.shirtWhiteAnySize, variation: { attribute_pa_color: 'white', attribute_pa_size: 'l' } });
  });

  it('refuses what the platform refuses, with the product’s name before each notice, while the other items of the payload go in', async () => {
    const v = new Visitor();
    const answer = await v.cart([
      [`[products][${F.mugOutOfStock}]`, '1'],
      [`[products][${F.clipsUnmanaged}]`, '4'],
      [`[products][${F.teaLightsMinStep}]`, '3'],
      [`[products][${F.lampSingleStock}]`, '2'],
      [`[products][${F.linenShirt}]`, '1'],
      [`[variations][${F.vase}][${V.vaseLOutOfStock}]`, '1'],
    ]);
    expect(answer.success).toBe(false);
    expect(answer.in_cart).toEqual({ [F.clipsUnmanaged]: 4 });
    expect(answer.notice).toBe('<ul class="woocommerce-error" role="alert">'
      + notice('Enamel camp mug', 'You cannot add &quot;Enamel camp mug&quot; to the cart because the product is out of stock.')
      + notice('Brass camp lamp', 'You cannot add that amount of &quot;Brass camp lamp&quot; to the cart because there is not enough stock (1 remaining).')
      + notice('Tea lights', '&quot;Tea lights&quot; is sold in steps of 2.')
      + notice('Linen shirt', 'Please select some product options before adding this product to your cart.')
      + notice('Stoneware vase - L', 'You cannot add &quot;Stoneware vase - L&quot; to the cart because the product is out of stock.')
      + '</ul>');
  });

  it('keeps the quantity rules: minimum, step, maximum counted with what the cart holds, sold individually', async () => {
    const v = new Visitor();
    expect((await v.cart([[`[products][${F.teaLightsMinStep}]`, '8']])).success).toBe(true);
    const over = await v.cart([[`[products][${F.teaLightsMinStep}]`, '4']]);
    expect(over.notice).toContain('The maximum quantity of &quot;Tea lights&quot; is 10 (you have 8 in your cart).');
    const half = await v.cart([[`[products][${F.coffeeDecimalStep}]`, '0.25']]);
    expect(half.notice).toContain('The minimum quantity of &quot;Coffee beans (per kg)&quot; is 0.5.');
    expect((await v.cart([[`[products][${F.artPrintSoldIndividually}]`, '3']])).in_cart).toMatchObject({ [F.artPrintSoldIndividually]: 1 });
    const again = await v.cart([[`[products][${F.artPrintSoldIndividually}]`, '1']]);
    expect(again.notice).toContain('You cannot add another &quot;Signed art print&quot; to your cart.');
  });

  it('stores add-ons, measurement and name-your-price as item data: another value is another line, a missing required one is refused', async () => {
    const v = new Visitor();
    const refused = await v.cart([
      [`[products][${F.engravedPen}]`, '1'], [`[products][${F.rope}]`, '1'], [`[products][${F.penComposite}]`, '1'],
      [`[products][${F.supportMakers}]`, '1'], [`[nyp][${F.supportMakers}]`, '2'],
      [`[products][${F.tipJar}]`, '1'], [`[nyp][${F.tipJar}]`, 'lots'],
    ]);
    expect(refused.in_cart).toEqual([]);
    expect(refused.notice).toContain(notice('Engraved pen', '&quot;Engraving text&quot; is a required field.'));
    expect(refused.notice).toContain(notice('Cotton rope (per metre)', 'Please enter the length needed.'));
    expect(refused.notice).toContain(notice('Build-your-own fountain pen', 'Please choose a barrel. Please choose a nib.'));
    expect(refused.notice).toMatch(/<span class="wcpt-error-product-name">Support the makers<\/span> [^<]*could not be added to your cart\.[^<]*\$5\.00/);
    expect(refused.notice).toContain('<span class="wcpt-error-product-name">Tip jar</span>');

    const added = await v.cart([
      [`[products][${F.engravedPen}]`, '1'], [`[addons][${F.engravedPen}][addon-${F.engravedPen}-engraving]`, 'For Ada'],
      [`[addons][${F.engravedPen}][addon-${F.engravedPen}-gift-wrap][]`, 'yes'],
      [`[products][${F.rope}]`, '2'], [`[measurement][${F.rope}][length_needed]`, '3.5'],
      [`[products][${F.supportMakers}]`, '1'], [`[nyp][${F.supportMakers}]`, '12.50'],
    ]);
    expect(added.success).toBe(true);
    // The pen with gift wrap (25 + 3), the rope at 3.5 m (2.50 × 3.5, twice), the own amount.
    expect(added.in_cart_total).toEqual({ [F.engravedPen]: 28, [F.rope]: 17.5, [F.supportMakers]: 12.5 });
    expect(added.payload).toMatchObject({ addons: { [F.engravedPen]: { [`addon-${F.engravedPen}-gift-wrap`]: ['yes'] } } });

    const more = await v.cart([
      [`[products][${F.engravedPen}]`, '1'], [`[addons][${F.engravedPen}][addon-${F.engravedPen}-engraving]`, 'For Ben'],
      [`[products][${F.supportMakers}]`, '1'], [`[nyp][${F.supportMakers}]`, '12.50'],
      [`[products][${F.supportMakers}]`, '1'],
    ]);
    expect(more.in_cart).toMatchObject({ [F.engravedPen]: 2, [F.supportMakers]: 2 });
    const lines = await v.lines();
    expect(lines.filter((l) => l.product_id === F.engravedPen)).toHaveLength(2);
    expect(lines.filter((l) => l.product_id === F.supportMakers)).toHaveLength(1);
  });

  it('adds the modal form’s fields (variation_form) and a composite’s choices', async () => {
    const v = new Visitor();
    const answer = await v.cart([['[variation_form]', 'true']], [
      ['add-to-cart', String(F.giftVoucher)], ['product_id', String(F.giftVoucher)], ['variation_id', String(V.voucherOwnAmount)],
      ['attribute_amount', 'Your own'], ['quantity', '2'], ['nyp', '75'],
    ]);
    expect(answer.success).toBe(true);
    expect(answer.product_table_cart_action).toBe(true);
    expect(answer.in_cart).toEqual({ [F.giftVoucher]: { [V.voucherOwnAmount]: '2' } });
    expect(answer.in_cart_total).toEqual({ [F.giftVoucher]: { [V.voucherOwnAmount]: 150 } });
    const composite = await v.cart([['[variation_form]', 'true']], [
      ['add-to-cart', String(F.penComposite)], ['quantity', '1'], ['wccp_component_selection[barrel]', '53'], ['wccp_component_selection[nib]', '54'],
    ]);
    expect(composite.in_cart_total).toMatchObject({ [F.penComposite]: 33 });
    const tooLow = await v.cart([['[variation_form]', 'true']], [
      ['add-to-cart', String(F.giftVoucher)], ['variation_id', String(V.voucherOwnAmount)], ['quantity', '1'], ['nyp', '3'],
    ]);
    expect(tooLow.success).toBe(false);
    expect(tooLow.notice).toContain('<span class="wcpt-error-product-name">Gift voucher - Your own</span>');
  });
});

describe('wcpt_cart: setting, removing, reporting', () => {
  it('overwrite_cart_qty sets a product’s quantity, 0 removes it, and a variable product’s variations go with their own entries', async () => {
    const v = new Visitor();
    await v.cart([
      [`[products][${F.clockManagedStock}]`, '2'],
      [`[variations][${F.vase}][${V.vaseS}]`, '1'], [`[variations][${F.vase}][${V.vaseM}]`, '2'],
    ]);
    const set = await v.cart([['[overwrite_cart_qty]', 'true'], [`[products][${F.clockManagedStock}]`, '6']]);
    expect(set.in_cart).toMatchObject({ [F.clockManagedStock]: 6 });
    const oneVariation = await v.cart([['[overwrite_cart_qty]', 'true'], [`[products][${F.vase}]`, '0'], [`[variations][${F.vase}][${V.vaseM}]`, '0']]);
    expect(oneVariation.in_cart).toEqual({ [F.clockManagedStock]: 6, [F.vase]: { [V.vaseS]: '1' } });
    const removeAll = await v.cart([['[overwrite_cart_qty]', 'true'], [`[products][${F.vase}]`, '0'], [`[products][${F.clockManagedStock}]`, '0']]);
    expect(removeAll.in_cart).toEqual([]);
    expect(removeAll.in_cart_total).toEqual([]);
    expect(removeAll.cart_hash).toBe('');
    expect(removeAll.cart_widget).toContain('<div class="wcpt-cart-widget wcpt-hide"');
    expect(v.cookies.has('woocommerce_items_in_cart')).toBe(false);
  });

  it('overwrite adds a variation the cart does not hold yet, and clear_cart empties the cart', async () => {
    const v = new Visitor();
    const answer = await v.cart([['[overwrite_cart_qty]', 'true'], [`[products][${F.vase}]`, '3'], [`[variations][${F.vase}][${V.vaseS}]`, '3']]);
    expect(answer.in_cart).toEqual({ [F.vase]: { [V.vaseS]: '3' } });
    const cleared = await v.cart([['[clear_cart]', '1']]);
    expect(cleared.in_cart).toEqual([]);
    expect(cleared.product_table_cart_action).toBe(false);
  });

  it('a call without a payload only reports the cart; an empty cart is [] as PHP encodes an empty array', async () => {
    const v = new Visitor();
    const empty = await v.cart([]);
    expect(empty).toMatchObject({ success: true, cart_quantity: 0, in_cart: [], in_cart_total: [], notice: '', payload: [], product_table_cart_action: false, cart_hash: '' });
    await v.ajax('add_to_cart', { product_id: String(F.clipsUnmanaged), quantity: '2' });
    const refreshed = await v.cart([['[skip_cart_triggers]', 'true']]);
    expect(refreshed.in_cart).toEqual({ [F.clipsUnmanaged]: 2 });
    expect(refreshed.payload).toEqual({ skip_cart_triggers: 'true' });
  });

  it('answers the injected faults like every other call', async () => {
    const v = new Visitor();
    const failed = await v.ajax('wcpt_cart', { [`wcpt_payload[products][${F.clipsUnmanaged}]`]: '1' }, { 'x-demo-fault': '500@wcpt_cart' });
    expect(failed.status).toBe(500);
    expect((await v.lines())).toEqual([]);
    const shape = await v.ajax('wcpt_cart', {}, { 'x-demo-fault': 'shape@wcpt_cart' });
    expect(await shape.json()).toEqual({ unexpected: [1, 2, 3] });
    const empty = await v.ajax('wcpt_get_product_form_modal', { product_id: String(F.engravedPen) }, { 'x-demo-fault': 'empty@wcpt_get_product_form_modal' });
    expect(await empty.text()).toBe('');
    const other = await v.ajax('wcpt_cart', {}, { 'x-demo-fault': '500@add_to_cart' });
    expect(other.status).toBe(200);
    const viaAdminAjax = await v.request('/wp-admin/admin-ajax.php', { form: { action: 'woocommerce_wcpt_cart' }, headers: { 'x-demo-fault': 'malformed@wcpt_cart' } });
    expect(await viaAdminAjax.text()).toMatch(/^\{"fragments":/);
  });
});

describe('wcpt_get_product_form_modal', () => {
  const modal = async (id: string | number) => {
    const res = await new Visitor().ajax('wcpt_get_product_form_modal', { product_id: String(id), quantity: '1', return_notice: 'false' });
    expect(res.status).toBe(200);
    return res.text();
  };

  it('holds a variable product’s variations form with the table’s variation fields', async () => {
    const html = await modal(F.linenShirt);
    expect(html).toMatch(/^<div class="wcpt-product-form wcpt-modal" data-wcpt-product-id="40"/);
    expect(html).toContain('<div class="wcpt-modal-content"><button type="button" class="wcpt-close-modal" aria-label="Close">');
    expect(html).toContain('<span class="wcpt-product-form-title" id="wcpt-modal-40-title">Linen shirt <span class="wcpt-product-form-price">');
    const json = /data-product_variations='([^']*)'/.exec(html)![1]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#039;/g, "'").replace(/&amp;/g, '&');
    const variations = JSON.parse(json) as Array<Record<string, unknown>>;
    expect(variations.map((x) => x.variation_id)).toEqual([141, 142, 143, 144, 145]);
    expect(variations[4]).toMatchObject({ min_qty: 2, max_qty: 6, step: 2, managing_stock: true, stock: 20, sku: 'LINEN-GREEN-L', is_nyp: false });
    expect(variations[2]).toMatchObject({ attributes: { attribute_pa_color: 'white', attribute_pa_size: '' }, sku: 'LINEN', managing_stock: false });
    expect(variations[3]).toMatchObject({ is_in_stock: false });
    expect(html).toContain('<select id="wcpt-modal-40-pa_color" name="attribute_pa_color" data-attribute_name="attribute_pa_color"');
    expect(html).toContain('<input type="hidden" name="add-to-cart" value="40">');
    expect(html).toContain('<input type="hidden" name="variation_id" class="variation_id" value="">');
  });

  it('holds add-on, measurement, name-your-price, composite and bundle fields in a simple form', async () => {
    const pen = await modal(F.engravedPen);
    expect(pen).toContain(`name="addon-${F.engravedPen}-engraving"`);
    expect(pen).toContain(`name="addon-${F.engravedPen}-gift-wrap[]" value="yes"`);
    expect(pen).toContain(`<button type="submit" name="add-to-cart" value="${F.engravedPen}" class="single_add_to_cart_button button alt">Add to cart</button>`);
    expect(await modal(F.rope)).toContain('<div id="price_calculator"');
    expect(await modal(F.supportMakers)).toContain('name="nyp" value="20"');
    expect(await modal(F.penComposite)).toContain('<select id="wcpt-modal-51-component-barrel" name="wccp_component_selection[barrel]" required>');
    expect(await modal(F.deskBundle)).toContain('<input type="hidden" name="woosb_ids" class="woosb-ids" value="22/1,23/1,28/2">');
    expect(await modal(F.coffeeDecimalStep)).toContain('name="quantity" value="0.5" min="0.5" max="5" step="0.5" inputmode="decimal"');
  });

  it('is empty for an unknown, unpublished or missing product', async () => {
    expect(await modal(999_999)).toBe('');
    expect(await modal(52)).toBe('');
    expect(await modal('')).toBe('');
    expect(await modal(V.vaseS)).toBe('');
  });
});

describe('non-JavaScript add (a form posted to any page)', () => {
  it('adds a variation with its attributes, quantity and options where it posts, and the landing page shows the notice', async () => {
    const v = new Visitor();
    const res = await v.request('/cart/', { form: [
      ['add-to-cart', String(F.linenShirt)], ['product_id', String(F.linenShirt)], ['variation_id', String(V.shirtWhiteAnySize)],
      ['attribute_pa_color', 'white'], ['attribute_pa_size', 'm'], ['quantity', '2'], ['return_notice', 'false'], ['wcpt_request', 'true'],
    ] });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/cart/');
    expect(await v.lines()).toMatchObject([{ variation_id: V.shirtWhiteAnySize, quantity: 2, variation: { attribute_pa_size: 'm' } }]);
    const landed = await (await v.request('/cart/')).text();
    expect(landed).toContain('&ldquo;Linen shirt - White&rdquo; has been added to your cart.');
  });

  it('posts to a page that takes no form of its own, and shows the refusal there', async () => {
    const v = new Visitor();
    const res = await v.request('/demo/product-table/?keep=1', { form: { 'add-to-cart': String(F.engravedPen), quantity: '1', wcpt_request: 'true' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/demo/product-table/?keep=1');
    const landed = await (await v.request('/demo/product-table/?keep=1')).text();
    expect(landed).toContain('<ul class="woocommerce-error" role="alert"><li>&quot;Engraving text&quot; is a required field.</li></ul>');
    const added = await v.request('/checkout/', { form: { 'add-to-cart': String(F.engravedPen), quantity: '1', [`addon-${F.engravedPen}-engraving`]: 'Hi', nyp: '' } });
    expect(added.status).toBe(302);
    expect((await v.lines())[0]).toMatchObject({ product_id: F.engravedPen, quantity: 1 });
  });

  it('wcpt_request keeps the shopper where the form posted even when the store redirects to the cart after an add', async () => {
    const v = new Visitor();
    v.cookies.set('demo_cart_redirect', 'yes');
    const table = await v.request('/demo/product-table/', { form: { 'add-to-cart': String(F.clipsUnmanaged), quantity: '1', wcpt_request: 'true' } });
    expect(table.headers.get('location')).toBe('/demo/product-table/');
    const plain = await v.request('/demo/product-table/', { form: { 'add-to-cart': String(F.clipsUnmanaged), quantity: '1' } });
    expect(plain.headers.get('location')).toBe('/cart/');
    expect((await v.lines())[0]!.quantity).toBe(2);
  });
});
