/** The product table's cart side in the store: the cart call, the product-form modal, the non-JavaScript add. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { openDatabase, type DB } from './db/index.ts';
import { createApp } from './app.ts';
import { CART_FIXTURES as F, CART_VARIATIONS as V, FIXTURES } from './db/seed.ts';
import type { AppEnv } from './lib/context.ts';
import { TestVisitor, unescapeAttr } from './test-visitor.ts';

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
    const mini = added.fragments['div.widget_shopping_cart_content']!;
    expect(mini).toContain('<dl class="variation"><dt>Engraving text:</dt><dd>For Ada</dd><dt>Gift wrap:</dt><dd>Yes</dd></dl>');
    expect(mini).toContain('<dt>Length needed:</dt><dd>3.5 m</dd>');

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

  it('a listing’s add of a product with a required add-on is refused as its form would be, with the product page to go to', async () => {
    const v = new Visitor();
    const res = await v.ajax('add_to_cart', { product_id: String(F.engravedPen), quantity: '1' });
    expect(await res.json()).toEqual({ error: true, product_url: '/product/engraved-pen/' });
    const page = await (await v.request('/product/engraved-pen/')).text();
    expect(page).toContain('&quot;Engraving text&quot; is a required field.');
    const added = await v.ajax('add_to_cart', { product_id: String(F.engravedPen), quantity: '1', [`addon-${F.engravedPen}-engraving`]: 'Hi' });
    expect(await added.json()).toHaveProperty('cart_hash');
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
    // Another amount is another line; the answer sums a variation's lines.
    const again = await v.cart([[`[variations][${F.giftVoucher}][${V.voucherOwnAmount}]`, '1'], [`[nyp][${V.voucherOwnAmount}]`, '60']]);
    expect(again.in_cart).toEqual({ [F.giftVoucher]: { [V.voucherOwnAmount]: '3' } });
    expect(again.in_cart_total).toEqual({ [F.giftVoucher]: { [V.voucherOwnAmount]: 210 } });
    expect((await v.lines()).filter((l) => l.variation_id === V.voucherOwnAmount)).toHaveLength(2);
    await v.cart([['[clear_cart]', '1']]);
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

  it('the cart page keeps a fraction of a product sold by the half kilo when its quantity is updated', async () => {
    const v = new Visitor();
    await v.cart([[`[products][${F.coffeeDecimalStep}]`, '1.5'], [`[products][${F.clipsUnmanaged}]`, '2']]);
    const lines = await v.lines();
    const page = await (await v.request('/cart/')).text();
    expect(page).toContain('step="0.5" placeholder="" inputmode="decimal"');
    const nonce = (await v.state()).nonces['woocommerce-cart']!;
    const coffee = lines.find((l) => l.product_id === F.coffeeDecimalStep)! as unknown as { key: string };
    const clips = lines.find((l) => l.product_id === F.clipsUnmanaged)! as unknown as { key: string };
    await v.request('/cart/', { form: { [`cart[${coffee.key}][qty]`]: '2.5', [`cart[${clips.key}][qty]`]: '3.7', update_cart: 'Update cart', 'woocommerce-cart-nonce': nonce } });
    expect((await v.cart([])).in_cart).toEqual({ [F.coffeeDecimalStep]: 2.5, [F.clipsUnmanaged]: 3 });
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
    const dropped = await v.ajax('wcpt_cart', { [`wcpt_payload[products][${F.clipsUnmanaged}]`]: '1' }, { 'x-demo-fault': 'drop@wcpt_cart' });
    expect(dropped.headers.get('x-demo-fault')).toBe('drop');
    expect((await v.lines())).toEqual([]);
    const shape = await v.ajax('wcpt_cart', {}, { 'x-demo-fault': 'shape@wcpt_cart' });
    expect(await shape.json()).toEqual({ unexpected: [1, 2, 3] });
    const empty = await v.ajax('wcpt_get_product_form_modal', { product_id: String(F.engravedPen) }, { 'x-demo-fault': 'empty@wcpt_get_product_form_modal' });
    expect(await empty.text()).toBe('');
    const late = await v.cart([[`[products][${F.clipsUnmanaged}]`, '1']], [], { 'x-demo-fault': 'latency-30@wcpt_cart' });
    expect(late.in_cart).toEqual({ [F.clipsUnmanaged]: 1 });
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
    expect(html).not.toContain('name="nyp"');
    expect(await modal(F.giftVoucher)).toContain('data-variation-id="151"><label for="wcpt-modal-42-nyp">Your amount ($), for your own</label><input type="text" inputmode="decimal" id="wcpt-modal-42-nyp" class="input-text nyp-input text" name="nyp" value="40"');
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

  it('the product page of a product with options holds their fields, and its form adds with them', async () => {
    const v = new Visitor();
    const page = await (await v.request('/product/build-your-own-pen/')).text();
    expect(page).toContain('<select id="product-51-component-barrel" name="wccp_component_selection[barrel]" required>');
    expect(await (await v.request('/product/engraved-pen/')).text()).toContain('name="addon-60-engraving"');
    expect(await (await v.request('/product/cotton-rope-per-metre/')).text()).toContain('name="length_needed"');
    const res = await v.request('/product/build-your-own-pen/', { form: [['wccp_component_selection[barrel]', '52'], ['wccp_component_selection[nib]', '55'], ['quantity', '1'], ['add-to-cart', '51']] });
    expect(res.status).toBe(302);
    expect((await v.cart([])).in_cart_total).toEqual({ [F.penComposite]: 31 });
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

// ---- The cart tables' markup ----

/** The product row of `id` in a table's HTML (the row and its cells). */
function row(html: string, id: number): string {
  const m = new RegExp(`<tr class="wcpt-row [^"]*"[^>]* data-wcpt-product-id="${id}"[^>]*>[\\s\\S]*?</tr>`).exec(html);
  expect(m, `row ${id}`).not.toBeNull();
  return m![0];
}

/** The inner HTML of a row's cell by column key. */
function cell(rowHtml: string, key: string): string {
  const m = new RegExp(`<td class="wcpt-cell wcpt-${key}"><div class="wcpt-cell-val">([\\s\\S]*?)</div></td>(?=<td|</tr>)`).exec(rowHtml);
  expect(m, `cell ${key}`).not.toBeNull();
  return m![1]!;
}


function settingsOf(html: string): Record<string, unknown> {
  return JSON.parse(/<script type="application\/json" id="storefront-settings">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
}

describe('order form (table 109)', () => {
  it('is a page with the add-selected bar, the page templates, a mini cart and listing buttons, and the cart settings', async () => {
    const html = await (await new Visitor().request('/demo/product-table/order-form/')).text();
    expect(html).toContain('<div class="wcpt-add-selected wcpt-add-selected--unselected"><div class="wcpt-add-selected__add">'
      + '<button type="button" class="wcpt-add-selected__add__selected wcpt-cart-checkbox-trigger--local">Add selected (<span class="wcpt-total-selected">0</span>) to cart: '
      + '<span class="wcpt-total-selected-cost"><span class="wcpt-currency">$</span><span class="wcpt-amount">0.00</span></span></button>');
    expect(html).toContain('<button type="button" class="wcpt-add-selected__select-all">Select all</button> <button type="button" class="wcpt-add-selected__clear-all">Clear all</button>');
    expect(html.match(/id="tmpl-wcpt-cart-checkbox-trigger"/g)).toHaveLength(1);
    expect(html.match(/id="tmpl-wcpt-product-form-loading-modal"/g)).toHaveLength(1);
    expect(html).toContain('<shop-mini-cart class="wcpt-order-form__mini-cart">');
    expect(html).toMatch(/<shop-add-to-cart><ul class="products columns-3 wcpt-order-form__cards">[\s\S]*data-product_id="27"/);
    const settings = settingsOf(html);
    expect(settings).toMatchObject({
      site_url: 'http://localhost', cart_widget_enabled_site_wide: false, cart_widget_include_urls: '', cart_widget_exclude_urls: '',
      i18n_out_of_stock_text: 'Sorry, this product is out of stock.',
      nyp_error_message_templates: { empty: 'Please enter an amount.', minimum_js: 'Please enter at least %%MINIMUM%%.', maximum_js: 'Please enter less than or equal to %%MAXIMUM%%.' },
      breakpoints: { phone: 599, tablet: 1199 },
    });
  });

  it('prints the availability message of each rule, and the seven templates once at the end of the container', async () => {
    const html = await (await new Visitor().request('/demo/product-table/order-form/')).text();
    const availability = (id: number) => cell(row(html, id), 'availability');
    expect(availability(F.mugOutOfStock)).toBe('<div class="wcpt-availability" data-wcpt-element-id="availability" data-wcpt-stock="" data-wcpt-low_stock_threshold="2" data-wcpt-default-message_tpl="out_of_stock_message"><span class="wcpt-out-of-stock">Out of stock</span></div>');
    expect(availability(F.notebookOnBackorder)).toContain('data-wcpt-default-message_tpl="on_backorder_message"><span class="wcpt-on-backorder">On backorder</span>');
    expect(availability(F.pencilsBackorderNotify)).toContain('data-wcpt-stock="8" data-wcpt-low_stock_threshold="2" data-wcpt-default-message_tpl="on_backorder_managed_message"><span class="wcpt-on-backorder"><span class="wcpt-stock-placeholder">8</span> left (can backorder)</span>');
    expect(availability(F.sketchbookBackorderAllowed)).toContain('data-wcpt-default-message_tpl="in_stock_message"><span class="wcpt-in-stock">In stock</span>');
    expect(availability(F.inkBackorderNoStock)).toBe('<div class="wcpt-availability wcpt-hide" data-wcpt-element-id="availability" data-wcpt-stock="0" data-wcpt-low_stock_threshold="2" data-wcpt-default-message_tpl=""></div>');
    expect(availability(F.lampSingleStock)).toContain('data-wcpt-default-message_tpl="single_stock_message"><span class="wcpt-low-stock">Only 1 left</span>');
    expect(availability(F.bookendsLowStock)).toContain('data-wcpt-low_stock_threshold="5" data-wcpt-default-message_tpl="low_stock_message"><span class="wcpt-low-stock">Only <span class="wcpt-stock-placeholder">3</span> left</span>');
    expect(availability(F.clockManagedStock)).toContain('data-wcpt-default-message_tpl="in_stock_managed_message"><span class="wcpt-in-stock"><span class="wcpt-stock-placeholder">40</span> in stock</span>');
    expect(availability(F.clipsUnmanaged)).toContain('data-wcpt-default-message_tpl="in_stock_message"><span class="wcpt-in-stock">In stock</span>');
    expect(availability(F.linenShirt)).toMatch(/^<div class="wcpt-availability wcpt-variable-switch" data-wcpt-element-id="availability" data-wcpt-stock=""/);
    const templates = [...html.matchAll(/<script type="text\/template" data-wcpt-element-id="availability" data-wcpt-availability-message="([a-z_]+)">([\s\S]*?)<\/script>/g)];
    expect(templates.map((m) => m[1])).toEqual(['out_of_stock_message', 'on_backorder_message', 'on_backorder_managed_message', 'single_stock_message', 'low_stock_message', 'in_stock_managed_message', 'in_stock_message']);
    expect(templates[4]![2]).toBe('Only <span class="wcpt-stock-placeholder"></span> left');
    const prices = [...html.matchAll(/<script type="text\/template" data-wcpt-element-id="price" data-wcpt-price-type="(\w+)">([\s\S]*?)<\/script>/g)];
    expect(prices.map((m) => m[1])).toEqual(['regular', 'sale', 'variable']);
    expect(prices[1]![2]).toBe('<del><span class="wcpt-regular-price"><span class="wcpt-currency">$</span><span class="wcpt-amount"></span></span></del> <ins><span class="wcpt-sale-price"><span class="wcpt-currency">$</span><span class="wcpt-amount"></span></span></ins>');
    // Once per container: at its end, after the table.
    expect(html.indexOf('data-wcpt-price-type="regular"')).toBeGreaterThan(html.lastIndexOf('</table>'));
  });

  it('prints the checkbox, quantity, price, offer, cart, remove, in-cart and total cells of the binding markup', async () => {
    const v = new Visitor();
    await v.cart([[`[products][${F.clockManagedStock}]`, '2']]);
    const html = await (await v.request('/demo/product-table/order-form/')).text();
    const clock = row(html, F.clockManagedStock);
    expect(clock).toMatch(/^<tr class="wcpt-row wcpt-(odd|even) wcpt-product-type-simple" data-wcpt-product-id="27" data-wcpt-type="simple" data-wcpt-price="36" data-wcpt-in-cart="2" data-wcpt-stock="40"/);
    expect(cell(clock, 'checkbox')).toBe('<div class="wcpt-cart-checkbox-wrapper"><input type="checkbox" class="wcpt-cart-checkbox" name="wcpt-cart-checkbox" value="27" data-wcpt-heading-enabled="true" aria-label="Select Wall clock"></div>');
    expect(cell(clock, 'price')).toBe('<span class="wcpt-price wcpt-product-on-sale"><del><span class="wcpt-regular-price"><span class="wcpt-currency">$</span><span class="wcpt-amount">45.00</span></span></del> <ins><span class="wcpt-sale-price"><span class="wcpt-currency">$</span><span class="wcpt-amount">36.00</span></span></ins></span>');
    expect(cell(clock, 'on_sale')).toBe('<span class="wcpt-on-sale" data-wcpt-precision="0">&minus;<span class="wcpt-on-sale__percent-diff">20</span>% (<span class="wcpt-on-sale__price-diff">$9.00</span>)</span>');
    expect(cell(clock, 'cart')).toBe('<a class="wcpt-button wcpt-noselect wcpt-button-cart_ajax" data-wcpt-link-code="cart_ajax" href="?add-to-cart=27" rel="nofollow" data-product_id="27" aria-label="Add Wall clock to your cart"><span class="wcpt-button-label">Add</span></a>');
    expect(cell(clock, 'remove')).toBe('<button type="button" class="wcpt-remove" aria-label="Remove Wall clock from your cart">&times;</button>');
    expect(cell(clock, 'in_cart')).toBe('<span class="wcpt-in-cart" data-wcpt-template="{n} in cart" data-wcpt-empty-template="">2 in cart</span>');
    expect(cell(clock, 'total')).toBe('<div class="wcpt-total" data-wcpt-in-cart-total="72" data-wcpt-price="36"><div class="wcpt-total__output"><span class="wcpt-currency">$</span><span class="wcpt-amount">36.00</span></div><div class="wcpt-total__no-output">&mdash;</div></div>');
    const q = cell(row(html, F.teaLightsMinStep), 'quantity');
    expect(q).toBe('<div class="quantity wcpt-quantity wcpt-noselect wcpt-display-type-input wcpt-controls-on-edges wcpt-hide-browser-controls">'
      + '<button type="button" class="wcpt-minus wcpt-qty-controller wcpt-noselect" aria-label="Fewer Tea lights">&minus;</button>'
      + '<input type="number" id="wcpt-109-qty-30" class="input-text qty text" step="2" min="2" data-wcpt-min="2" data-wcpt-return-to-initial="1" data-wcpt-reset-on-variation-change="1" max="10" name="quantity" value="2" data-wcpt-initial-value="min" inputmode="numeric" autocomplete="off" aria-label="Quantity of Tea lights" aria-describedby="wcpt-109-qty-30-max wcpt-109-qty-30-min wcpt-109-qty-30-step">'
      + '<button type="button" class="wcpt-plus wcpt-qty-controller wcpt-noselect" aria-label="More Tea lights">+</button>'
      + '<div class="wcpt-quantity-error-message wcpt-quantity-error-message--max" id="wcpt-109-qty-30-max">Max: <span class="wcpt-quantity-error-placeholder--max">10</span></div>'
      + '<div class="wcpt-quantity-error-message wcpt-quantity-error-message--min" id="wcpt-109-qty-30-min">Min: <span class="wcpt-quantity-error-placeholder--min">2</span></div>'
      + '<div class="wcpt-quantity-error-message wcpt-quantity-error-message--step" id="wcpt-109-qty-30-step">Step: <span class="wcpt-quantity-error-placeholder--step">2</span></div></div>');
    expect(cell(row(html, F.coffeeDecimalStep), 'quantity')).toContain('step="0.5" min="0.5" data-wcpt-min="0.5"');
    expect(cell(row(html, F.coffeeDecimalStep), 'quantity')).toContain('inputmode="decimal"');
    const mug = row(html, F.mugOutOfStock);
    expect(mug).toContain('wcpt-out-of-stock');
    expect(cell(mug, 'checkbox')).toContain('class="wcpt-cart-checkbox wcpt-disabled" name="wcpt-cart-checkbox" value="20" data-wcpt-heading-enabled="true" aria-label="Select Enamel camp mug" disabled title="Out of stock"');
    expect(cell(mug, 'cart')).toContain('class="wcpt-button wcpt-noselect wcpt-button-cart_ajax wcpt-disabled wcpt-out-of-stock"');
    expect(cell(mug, 'cart')).toContain('aria-disabled="true"');
    expect(cell(mug, 'quantity')).toContain('max="0"');
    expect(cell(row(html, F.clipsUnmanaged), 'remove')).toBe('<button type="button" class="wcpt-remove wcpt-disabled" aria-disabled="true" aria-label="Remove Paper clips (box of 100) from your cart">&times;</button>');
    expect(html).toContain('<th scope="col" class="wcpt-heading wcpt-checkbox" data-wcpt-column-index="0"><span class="screen-reader-text">Select</span></th>');
    expect(html).toContain('<th scope="col" class="wcpt-heading wcpt-remove" data-wcpt-column-index="10"><span class="screen-reader-text">Remove</span></th>');
  });

  it('prints a variable row: the variation dropdown (out-of-stock ones in their group), the price range and its switches', async () => {
    const html = await (await new Visitor().request('/demo/product-table/order-form/')).text();
    const shirt = row(html, F.linenShirt);
    expect(shirt).toMatch(/^<tr class="wcpt-row wcpt-(odd|even) wcpt-product-type-variable" data-wcpt-product-id="40" data-wcpt-type="variable" data-wcpt-price="" data-wcpt-in-cart="0"/);
    expect(cell(shirt, 'price')).toBe('<span class="wcpt-price wcpt-variable-switch" data-wcpt-element-id="price" data-wcpt-lowest-price="26" data-wcpt-highest-price="36" data-wcpt-regular-price="" data-wcpt-sale-price="" data-wcpt-variable-template="variable">'
      + '<span class="wcpt-lowest-price"><span class="wcpt-currency">$</span><span class="wcpt-amount">26.00</span></span> <span class="wcpt-price-separator">&ndash;</span> <span class="wcpt-highest-price"><span class="wcpt-currency">$</span><span class="wcpt-amount">36.00</span></span></span>');
    expect(cell(shirt, 'on_sale')).toBe('<span class="wcpt-on-sale wcpt-variable-switch wcpt-hide" data-wcpt-precision="0">&minus;<span class="wcpt-on-sale__percent-diff"></span>% (<span class="wcpt-on-sale__price-diff"></span>)</span>');
    const select = cell(shirt, 'select_variation');
    expect(select).toMatch(/^<div class="wcpt-select-variation-dropdown-wrapper"><select class="wcpt-select-variation-dropdown" aria-label="Options for Linen shirt"><option value="">Select<\/option>/);
    const options = [...select.matchAll(/<option class="(wcpt-\w+)" value="(\d+)" data-variation-id="\d+" data-wcpt-attributes='([^']*)' data-wcpt-variation='([^']*)'( disabled)?>([^<]*)<\/option>/g)];
    expect(options.map((m) => [m[2], m[1], !!m[5]])).toEqual([
      ['141', 'wcpt-complete_match', false], ['142', 'wcpt-complete_match', false], ['143', 'wcpt-partial_match', false], ['145', 'wcpt-complete_match', false],
      ['144', 'wcpt-complete_match', true],
    ]);
    expect(select).toContain('<optgroup label="Out of stock:"><option class="wcpt-complete_match" value="144"');
    expect(options[0]![6]).toBe('Colour: Blue, Size: S &mdash; $30.00 (10 in stock)');
    expect(options[2]![6]).toBe('Colour: White, Size: Any size &mdash; $28.00');
    expect(JSON.parse(unescapeAttr(options[2]![3]!))).toEqual({ attribute_pa_color: 'white', attribute_pa_size: '' });
    const steps = JSON.parse(unescapeAttr(options[3]![4]!)) as Record<string, unknown>;
    expect(steps).toMatchObject({ variation_id: 145, min_qty: 2, max_qty: 6, step: 2, sku: 'LINEN-GREEN-L', display_price: 36, managing_stock: true, stock: 20, is_in_stock: true, is_nyp: false, dimensions: { length: '76', width: '56', height: '3' } });
    expect((steps.image as { src: string }).src).toBe('/demo-assets/img/145.svg?w=600');
    expect(JSON.parse(unescapeAttr(options[1]![4]!))).toMatchObject({ display_price: 26, display_regular_price: 32, backorders_allowed: false });
  });
});

describe('variations (tables 110 and 111)', () => {
  it('table 110: variation radios (out of stock disabled), a quantity select starting empty, the stock range labels, SKU and dimensions switches', async () => {
    const html = await (await new Visitor().request('/demo/product-table/variations/')).text();
    const shirt = row(html, F.linenShirt);
    const radios = cell(shirt, 'select_variation');
    expect(radios).toMatch(/^<div class="wcpt-select-varaition-radio-multiple-wrapper" role="radiogroup" aria-label="Options for Linen shirt"><label class="wcpt-select-variation wcpt-complete_match" data-variation-id="141"/);
    expect(radios).toContain('<input class="wcpt-variation-radio" type="radio" name="wcpt-110-variation-40" value="141"> Blue, S &mdash; $30.00 (10 in stock)</label>');
    expect(radios).toContain('<label class="wcpt-select-variation wcpt-complete_match wcpt-variation-out-of-stock" data-variation-id="144"');
    expect(radios).toContain('value="144" disabled>');
    expect(cell(shirt, 'quantity')).toMatch(/^<div class="quantity wcpt-quantity wcpt-display-type-select wcpt-hide-controls"><select class="wcpt-qty-select" data-wcpt-qty-label="" data-wcpt-max-qty="10" min="1" aria-label="Quantity of Linen shirt"><option value="" selected>&ndash;<\/option><option value="1">1<\/option>/);
    expect(cell(shirt, 'quantity').match(/<option value="\d+">/g)).toHaveLength(10);
    expect(cell(shirt, 'sku')).toBe('<span class="wcpt-sku wcpt-variable-switch" data-wcpt-sku="LINEN">LINEN</span>');
    expect(cell(shirt, 'dimensions')).toBe('<span class="wcpt-dimensions wcpt-variable-switch" data-wcpt-default-dimensions="72 × 52 × 2 cm">72 &times; 52 &times; 2 cm</span>');
    expect(cell(row(html, FIXTURES.hoodie), 'stock')).toBe(`<span class="wcpt-stock wcpt-variable-switch" data-wcpt-stock="" data-wcpt-stock-range-labels='[[0,0,"Sold out"],[1,5,"Only [stock] left"],[6,9999999,"[stock] in stock"]]'>In stock</span>`);
    const voucher = row(html, F.giftVoucher);
    expect(voucher).toContain('wcpt-product-has-name-your-price');
    expect(cell(voucher, 'name_your_price')).toMatch(/^<div class="wcpt-name-your-price wcpt-hide"><label for="wcpt-110-nyp-42">Your price<\/label><input type="text" id="wcpt-110-nyp-42" inputmode="decimal" class="wcpt-name-your-price--input" min="10" max="500" value=""/);
    expect(cell(voucher, 'name_your_price')).toContain('<span class="wcpt-name-your-price--suggested">Suggested: <span class="wcpt-currency">$</span><span class="wcpt-amount">40.00</span></span>');
  });

  it('table 111: the variations form with every variation, a quantity starting at 0 and the cart_redirect button', async () => {
    const html = await (await new Visitor().request('/demo/product-table/variations/')).text();
    const vase = row(html.slice(html.indexOf('<div id="wcpt-111"')), F.vase);
    const form = cell(vase, 'select_variation');
    expect(form).toMatch(/^<div class="woocommerce wcpt-add-to-cart-wrapper"><form class="variations_form cart" action="\/product\/stoneware-vase\/" method="post" enctype="multipart\/form-data" data-product_id="41" data-product_variations='/);
    expect(form).toContain('<div class="wcpt-variation-attribute-dropdown-wrapper"><label for="wcpt-111-41-pa_size">Size:</label><select id="wcpt-111-41-pa_size" name="attribute_pa_size" data-attribute_name="attribute_pa_size" data-show_option_none="yes"><option value="">Choose an option</option><option value="s">S</option>');
    expect(form).toContain('<a class="reset_variations" href="#" aria-label="Clear options">Clear</a></div></div><input type="hidden" name="variation_id" class="variation_id" value=""></form></div>');
    const list = JSON.parse(unescapeAttr(/data-product_variations='([^']*)'/.exec(form)![1]!)) as Array<{ variation_id: number; is_in_stock: boolean }>;
    expect(list.map((x) => [x.variation_id, x.is_in_stock])).toEqual([[146, true], [147, true], [148, false]]);
    expect(cell(vase, 'quantity')).toContain('min="0" data-wcpt-min="1" data-wcpt-return-to-initial="1" data-wcpt-reset-on-variation-change="" max="" name="quantity" value="0" data-wcpt-initial-value="0"');
    expect(cell(vase, 'cart')).toBe('<a class="wcpt-button wcpt-noselect wcpt-button-cart_redirect" data-wcpt-link-code="cart_redirect" href="/cart/" rel="nofollow" data-product_id="41" aria-label="Add Stoneware vase to your cart"><span class="wcpt-button-label">Add &amp; view cart</span></a>');
  });
});

describe('special products (table 112)', () => {
  it('prints the add-ons and measurement form, the name-your-price fields, the flags and the fixed quantity of a one-per-order product', async () => {
    const html = await (await new Visitor().request('/demo/product-table/special/')).text();
    const pen = row(html, F.engravedPen);
    expect(pen).toContain('wcpt-product-has-addons');
    expect(cell(pen, 'cart_form')).toMatch(/^<div class="woocommerce wcpt-add-to-cart-wrapper"><form class="cart" method="post" action=""><div class="wc-pao-addons-container wcpt-addons">/);
    expect(cell(pen, 'cart_form')).toContain('name="addon-60-engraving" value="" maxlength="200" required data-wcpt-required="true"');
    expect(cell(pen, 'cart_form')).toContain('<input type="checkbox" id="wcpt-112-60-addon-gift-wrap" class="wc-pao-addon-field wc-pao-addon-checkbox" name="addon-60-gift-wrap[]" value="yes">');
    expect(cell(pen, 'cart')).toContain('href="/product/engraved-pen/"');
    const rope = row(html, F.rope);
    expect(rope).toContain('wcpt-product-has-measurement');
    expect(cell(rope, 'cart_form')).toContain('<div id="price_calculator" class="wc-measurement-price-calculator-price-table wcpt-measurement"><label for="wcpt-112-61-length_needed">Length needed (m)');
    expect(cell(rope, 'cart_form')).toContain('name="length_needed" class="amount_needed input-text" value="" min="0.5" max="50" step="0.5"');
    const makers = row(html, F.supportMakers);
    expect(makers).toContain('wcpt-product-has-name-your-price');
    expect(cell(makers, 'name_your_price')).toBe('<div class="wcpt-name-your-price"><label for="wcpt-112-nyp-62">Your price</label>'
      + '<input type="text" id="wcpt-112-nyp-62" inputmode="decimal" class="wcpt-name-your-price--input" min="5" max="200" value="20" data-wcpt-product-name="Support the makers" data-wcpt-nyp-minimum-price="5" data-wcpt-nyp-maximum-price="200" aria-describedby="wcpt-112-nyp-62-min wcpt-112-nyp-62-max" autocomplete="off">'
      + '<div class="wcpt-name-your-price-input-error-message wcpt-name-your-price-input-error-message--min-price" id="wcpt-112-nyp-62-min" data-wcpt-error-message-template="At least [min]"></div>'
      + '<div class="wcpt-name-your-price-input-error-message wcpt-name-your-price-input-error-message--max-price" id="wcpt-112-nyp-62-max" data-wcpt-error-message-template="At most [max]"></div>'
      + '<span class="wcpt-name-your-price--suggested">Suggested: <span class="wcpt-currency">$</span><span class="wcpt-amount">20.00</span></span></div>');
    expect(cell(row(html, F.tipJar), 'name_your_price')).toContain('min="1" max="" value=""');
    const print = row(html, F.artPrintSoldIndividually);
    expect(print).toContain('wcpt-sold-individually');
    expect(cell(print, 'quantity')).toContain('<button type="button" class="wcpt-minus wcpt-qty-controller wcpt-noselect wcpt-disabled" aria-label="Fewer Signed art print" disabled aria-disabled="true">');
    expect(cell(print, 'quantity')).toMatch(/value="1" data-wcpt-initial-value="min"[^>]* disabled>/);
    expect(row(html, F.deskBundle)).toMatch(/^<tr class="wcpt-row wcpt-(odd|even) wcpt-product-type-woosb"/);
    expect(cell(row(html, F.deskBundle), 'checkbox')).toBe('');
    expect(row(html, F.penComposite)).toMatch(/^<tr class="wcpt-row wcpt-(odd|even) wcpt-product-type-composite"/);
    expect(cell(row(html, F.teaLightsMinStep), 'total')).toContain('class="wcpt-total wcpt-total--include-total-in-cart"');
  });

  it('answers the same cart cells through the table fetch, the cart options sealed in the token', async () => {
    const v = new Visitor();
    const page = await (await v.request('/demo/product-table/special/')).text();
    const body: Record<string, string> = { id: '112' };
    for (const m of page.matchAll(/(data-wcpt-encrypted-(?:query-vars|user-filters))="([^"]*)"/g)) body[`wcpt_encrypted_attrs[${m[1]}]`] = m[2]!;
    const answer = await (await v.ajax('wcpt_ajax', body)).text();
    expect(answer).toMatch(/^<div id="wcpt-112" /);
    expect(cell(row(answer, F.supportMakers), 'name_your_price')).toBe(cell(row(page, F.supportMakers), 'name_your_price'));
    expect(answer).toContain('data-wcpt-link-code="cart_ajax"');
    const token = /data-wcpt-encrypted-query-vars="([^"]*)"/.exec(page)![1]!;
    const sealed = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { cart: unknown };
    expect(sealed.cart).toMatchObject({ link_code: 'cart_ajax', quantity: { display: 'input', initial: 'min' }, total_includes_cart: true });
  });

  it('leaves the tables without cart options as they were: no cart markup, the first column alone frozen on phones', async () => {
    const html = await (await new Visitor().request('/demo/product-table/')).text();
    expect(html).not.toContain('data-wcpt-link-code');
    expect(html).not.toContain('wcpt-cart-checkbox');
    expect(html).not.toContain('tmpl-wcpt-cart-checkbox-trigger');
    expect(html).toContain('&quot;phone_freeze_left&quot;:1');
    const order = await (await new Visitor().request('/demo/product-table/order-form/')).text();
    expect(order).toContain('&quot;phone_freeze_left&quot;:2');
  });
});
