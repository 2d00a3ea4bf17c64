// Per-row variations of <shop-product-table> (§3.3, §4.7–§4.10, §5.5, §8) on markup that follows
// the store's cart markup: dropdown, radios and a variations form with an "any" attribute.
import { expect } from 'chai';
import jQuery from 'jquery';
import '../../src/elements/product-table.element.ts';
import { rowVariation } from '../../src/controllers/product-table/cart/rows.ts';
import { captureConsoleErrors, captureConsoleWarnings } from '../helpers/console.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';

const json = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
const money = (amount: string, cls: string) => `<span class="wcpt-${cls}"><span class="wcpt-currency">$</span><span class="wcpt-amount">${amount}</span></span>`;

const SETTINGS = {
  i18n_make_a_selection_text: 'Pick a colour first.',
  i18n_no_matching_variations_text: 'No lamp like that.',
  i18n_unavailable_text: 'That lamp is unavailable.',
  i18n_out_of_stock_text: 'Sold out, sorry.',
};

interface Variation {
  variation_id: number;
  attributes: Record<string, string>;
  display_price: number;
  display_regular_price: number;
  is_in_stock?: boolean;
  [key: string]: unknown;
}

function variation(v: Variation): Variation {
  return { is_purchasable: true, is_in_stock: true, variation_is_visible: true, managing_stock: true, backorders_allowed: false,
    backorders_require_notification: false, is_on_backorder: false, is_nyp: false, min_qty: 1, max_qty: '', step: 1, ...v };
}

const RED = variation({
  variation_id: 201, attributes: { attribute_pa_color: 'red' }, display_price: 1234.5, display_regular_price: 1500, sku: 'LAMP-R', stock: 2,
  min_qty: 1, max_qty: 5, step: 1, dimensions_html: '4 &times; 5 &times; 6 cm',
  image: { src: '/demo-assets/placeholder.svg?red', srcset: '/demo-assets/placeholder.svg?red 1x, /demo-assets/placeholder.svg?red@2x 2x', sizes: '100px', full_src: '/demo-assets/placeholder.svg?red-full' },
});
const BLUE = variation({ variation_id: 202, attributes: { attribute_pa_color: 'blue' }, display_price: 14, display_regular_price: 14, sku: 'LAMP-B', stock: 40 });
const GREEN = variation({ variation_id: 203, attributes: { attribute_pa_color: 'green' }, display_price: 12, display_regular_price: 12, is_in_stock: false, stock: 0 });

function option(v: Variation, label: string, extra = ''): string {
  return `<option class="wcpt-complete_match" value="${v.variation_id}" data-variation-id="${v.variation_id}" data-wcpt-attributes='${json(v.attributes)}' data-wcpt-variation='${json(v)}'${extra}>${label}</option>`;
}

function radio(pid: number, v: Variation, label: string): string {
  return `<label class="wcpt-select-variation wcpt-complete_match" data-variation-id="${v.variation_id}" data-wcpt-attributes='${json(v.attributes)}' data-wcpt-variation='${json(v)}'>` +
    `<input class="wcpt-variation-radio" type="radio" name="wcpt-7-variation-${pid}" value="${v.variation_id}"> ${label}</label>`;
}

const PRICE_DEFAULT = `${money('10', 'lowest-price')} – ${money('1,500', 'highest-price')}`;

/** The cells every variable row of the fixture has, then its choice control. */
function variableRow(pid: number, choice: string, extra = ''): string {
  return `<tr class="wcpt-row wcpt-product-type-variable ${extra}" data-wcpt-product-id="${pid}" data-wcpt-type="variable" data-wcpt-price="">
    <td class="wcpt-cell wcpt-checkbox"><div class="wcpt-cell-val"><div class="wcpt-cart-checkbox-wrapper"><input type="checkbox" class="wcpt-cart-checkbox" name="wcpt-cart-checkbox" value="${pid}" aria-label="Select lamp ${pid}"></div></div></td>
    <td class="wcpt-cell wcpt-image"><div class="wcpt-cell-val"><div class="wcpt-product-image-wrapper"><img class="wcpt-product-image" alt="" src="/demo-assets/placeholder.svg?lamp" data-wcpt-lightbox="/demo-assets/placeholder.svg?lamp-full"></div></div></td>
    <td class="wcpt-cell wcpt-price"><div class="wcpt-cell-val"><span class="wcpt-price wcpt-variable-switch" data-wcpt-element-id="price" data-wcpt-lowest-price="10" data-wcpt-highest-price="1500" data-wcpt-regular-price="" data-wcpt-sale-price="" data-wcpt-variable-template="variable">${PRICE_DEFAULT}</span>
      <span class="wcpt-on-sale wcpt-variable-switch wcpt-hide" data-wcpt-precision="1">−<span class="wcpt-on-sale__percent-diff"></span>% (<span class="wcpt-on-sale__price-diff"></span>)</span></div></td>
    <td class="wcpt-cell wcpt-sku"><div class="wcpt-cell-val"><span class="wcpt-sku wcpt-variable-switch" data-wcpt-sku="LAMP">LAMP</span>
      <span class="wcpt-dimensions wcpt-variable-switch" data-wcpt-default-dimensions="1 × 2 × 3 cm">1 × 2 × 3 cm</span></div></td>
    <td class="wcpt-cell wcpt-availability"><div class="wcpt-cell-val"><div class="wcpt-availability wcpt-variable-switch" data-wcpt-element-id="availability" data-wcpt-stock="" data-wcpt-low_stock_threshold="3" data-wcpt-default-message_tpl="in_stock_message"><span class="wcpt-in-stock">In stock</span></div>
      <span class="wcpt-stock wcpt-variable-switch" data-wcpt-stock="" data-wcpt-stock-range-labels='[[0,0,"Sold out"],[1,5,"Just [stock] left"],[6,9999999,"[stock] in stock"]]'>Plenty</span></div></td>
    <td class="wcpt-cell wcpt-select_variation"><div class="wcpt-cell-val">${choice}</div></td>
    <td class="wcpt-cell wcpt-quantity"><div class="wcpt-cell-val"><div class="quantity wcpt-quantity wcpt-display-type-input"><input type="number" class="input-text qty text" step="1" min="1" data-wcpt-min="1" max="" name="quantity" value="1" data-wcpt-initial-value="min" aria-label="Quantity"></div></div></td>
    <td class="wcpt-cell wcpt-cart"><div class="wcpt-cell-val"><a class="wcpt-button wcpt-button-cart_ajax" data-wcpt-link-code="cart_ajax" href="#added-${pid}" data-product_id="${pid}"><span class="wcpt-button-label">Add to cart</span></a></div></td>
  </tr>`;
}

const FORM_RED_ANY = variation({ variation_id: 401, attributes: { attribute_pa_color: 'red', attribute_pa_size: '' }, display_price: 20, display_regular_price: 20, sku: 'F-RED' });
const FORM_BLUE_M = variation({ variation_id: 402, attributes: { attribute_pa_color: 'blue', attribute_pa_size: 'm' }, display_price: 22, display_regular_price: 22, is_in_stock: false });

const FORM = `<div class="woocommerce wcpt-add-to-cart-wrapper"><form class="variations_form cart" action="/lamp/" method="post" data-product_id="400" data-product_variations='${json([FORM_RED_ANY, FORM_BLUE_M])}'>
  <div class="variations">
    <div class="wcpt-variation-attribute-dropdown-wrapper"><label for="f-color">Colour:</label><select id="f-color" name="attribute_pa_color" data-attribute_name="attribute_pa_color">
      <option value="">Choose an option</option><option value="red">Red</option><option value="blue">Blue</option><option value="green">Green</option></select></div>
    <div class="wcpt-variation-attribute-dropdown-wrapper"><label for="f-size">Size:</label><select id="f-size" name="attribute_pa_size" data-attribute_name="attribute_pa_size">
      <option value="">Choose an option</option><option value="s">S</option><option value="m">M</option><option value="l">L</option></select></div>
    <a class="reset_variations" href="#">Clear</a></div>
  <input type="hidden" name="variation_id" class="variation_id" value=""></form></div>`;

const OWN_PRICE = variation({ variation_id: 701, attributes: { attribute_kind: 'any' }, display_price: 0, display_regular_price: 0, is_nyp: true, minimum_price: 5, maximum_price: 50, suggested_price: 1200.5 });
const WHOLESALE = variation({ variation_id: 702, attributes: { attribute_kind: 'boxed' }, display_price: 10, display_regular_price: 10, wholesale_price: 8 });

const TEMPLATES = [
  `<script type="text/template" data-wcpt-element-id="price" data-wcpt-price-type="regular">${money('', 'regular-price')}</script>`,
  `<script type="text/template" data-wcpt-element-id="price" data-wcpt-price-type="sale"><del>${money('', 'regular-price')}</del> <ins>${money('', 'sale-price')}</ins></script>`,
  `<script type="text/template" data-wcpt-element-id="price" data-wcpt-price-type="variable">${money('', 'lowest-price')} – ${money('', 'highest-price')}</script>`,
  ...Object.entries({
    out_of_stock_message: 'Out of stock', on_backorder_message: 'On backorder', on_backorder_managed_message: '<span class="wcpt-stock-placeholder"></span> left (can backorder)',
    single_stock_message: 'Only 1 left', low_stock_message: 'Only <span class="wcpt-stock-placeholder"></span> left', in_stock_managed_message: '<span class="wcpt-stock-placeholder"></span> in stock', in_stock_message: 'In stock',
  }).map(([key, text]) => `<script type="text/template" data-wcpt-element-id="availability" data-wcpt-availability-message="${key}">${text}</script>`),
].join('');

async function mount(): Promise<HTMLElement> {
  const rows = [
    variableRow(200, `<div class="wcpt-select-variation-dropdown-wrapper"><select class="wcpt-select-variation-dropdown" aria-label="Options for lamp 200"><option value="">Select</option>` +
      `${option(RED, 'Red')}${option(BLUE, 'Blue')}<optgroup label="Out of stock:">${option(GREEN, 'Green', ' disabled')}</optgroup></select></div>`),
    variableRow(300, `<div class="wcpt-select-varaition-radio-multiple-wrapper" role="radiogroup" aria-label="Options for lamp 300">${radio(300, RED, 'Red')}${radio(300, BLUE, 'Blue')}</div>`),
    variableRow(400, FORM),
    variableRow(600, `<div class="wcpt-select-variation-dropdown-wrapper"><select class="wcpt-select-variation-dropdown" aria-label="Options for lamp 600"><option value="">Select</option>` +
      `${option(RED, 'Red')}${option(BLUE, 'Blue', ' selected')}</select></div>`),
    `<tr class="wcpt-row wcpt-product-type-variable" data-wcpt-product-id="700" data-wcpt-type="variable" data-wcpt-price="">
      <td class="wcpt-cell wcpt-select_variation"><div class="wcpt-cell-val"><select class="wcpt-select-variation-dropdown" aria-label="Options for gift card"><option value="">Select</option>${option(OWN_PRICE, 'Any amount')}${option(WHOLESALE, 'Boxed')}</select></div></td>
      <td class="wcpt-cell wcpt-name_your_price"><div class="wcpt-cell-val"><div class="wcpt-name-your-price wcpt-hide"><label>Your price <input type="text" inputmode="decimal" class="wcpt-name-your-price--input" min="" max="" data-wcpt-nyp-minimum-price="" data-wcpt-nyp-maximum-price=""></label>
        <span class="wcpt-name-your-price--suggested wcpt-hide">Suggested: <span class="wcpt-amount"></span></span></div></div></td>
      <td class="wcpt-cell wcpt-note"><div class="wcpt-cell-val"><span class="wcpt-custom-field wcpt-variable-switch" data-wcpt-element-id="cf1">Default note</span></div></td>
      <td class="wcpt-cell wcpt-wholesale"><div class="wcpt-cell-val"><div class="wcpt-wholesale wcpt-wholesale--wholesale-price"><span class="wcpt-wholesale__variation-view"></span></div></div></td>
      <td class="wcpt-cell wcpt-cart"><div class="wcpt-cell-val"><a class="wcpt-button wcpt-button-cart_ajax" data-wcpt-link-code="cart_ajax" href="#added-700" data-product_id="700"><span class="wcpt-button-label">Add to cart</span></a></div></td></tr>`,
    `<tr class="wcpt-row wcpt-product-type-simple wcpt-out-of-stock" data-wcpt-product-id="500" data-wcpt-type="simple" data-wcpt-price="9">
      <td class="wcpt-cell wcpt-cart"><div class="wcpt-cell-val"><a class="wcpt-button wcpt-button-cart_ajax" data-wcpt-link-code="cart_ajax" href="#added-500" data-product_id="500"><span class="wcpt-button-label">Add to cart</span></a></div></td></tr>`,
  ];
  const page = fixture(`<shop-product-table settings='${json(SETTINGS)}'>
    <div id="wcpt-7" class="wcpt wcpt-7" data-wcpt-table-id="7" data-wcpt-query-string="?" data-wcpt-sc-attrs="{}" data-wcpt-encrypted-query-vars="T" data-wcpt-encrypted-user-filters="T"
      data-wcpt-column-layout-source-map='{"laptop":"laptop","tablet":"laptop","phone":"laptop"}'>
      <div class="wcpt-table-scroll-wrapper-outer wcpt-device-laptop"><div class="wcpt-table-scroll-wrapper">
        <table class="wcpt-table"><tbody>${rows.join('')}</tbody></table></div></div>${TEMPLATES}
    </div></shop-product-table>`);
  const host = page.closest('shop-product-table') ?? page;
  // The cart side is its own chunk: ready once it has read the rows (a pre-selected option shows at start).
  await waitFor(() => rowVariation(row(host, 600))?.variation_id === 202, { message: 'the cart side did not start' });
  return host as HTMLElement;
}

const row = (host: Element, pid: number) => host.querySelector<HTMLTableRowElement>(`tr[data-wcpt-product-id="${pid}"]`)!;
const $ = (r: Element, selector: string) => r.querySelector<HTMLElement>(selector)!;
const text = (r: Element, selector: string) => $(r, selector).textContent!.replace(/\s+/g, ' ').trim();
const button = (r: Element) => $(r, '.wcpt-button');
const reasons = (r: Element) => [...button(r).classList].filter((c) => c !== 'wcpt-button' && c !== 'wcpt-button-cart_ajax').sort();

function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('shop-product-table: per-row variations', () => {
  let alerts: string[];
  const originalAlert = window.alert;
  beforeEach(() => {
    alerts = [];
    window.alert = (message?: unknown) => void alerts.push(String(message));
  });
  afterEach(() => {
    window.alert = originalAlert;
    delete (window as { jQuery?: unknown }).jQuery;
    cleanup();
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('a dropdown choice shows the variation (formatted price, sale badge, sku, image, stock, availability, limits, price) and deselecting restores every default', async () => {
    const host = await mount();
    const r = row(host, 200);
    const select = $(r, 'select') as HTMLSelectElement;
    const originals = ['span.wcpt-price', 'div.wcpt-availability', 'span.wcpt-stock', 'span.wcpt-sku', '.wcpt-dimensions'].map((s) => $(r, s).outerHTML);
    (window as { jQuery?: unknown }).jQuery = jQuery;
    const events: Array<{ variation_id: unknown; variation_selected: unknown }> = [];
    jQuery(r).on('select_variation', (_event: unknown, data: unknown) => void events.push(data as (typeof events)[number]));

    choose(select, '201');
    expect(text(r, 'span.wcpt-price .wcpt-sale-price .wcpt-amount')).to.equal('1,234.50');
    expect(text(r, 'span.wcpt-price .wcpt-regular-price .wcpt-amount')).to.equal('1,500');
    expect($(r, 'span.wcpt-price').classList.contains('wcpt-product-on-sale')).to.equal(true);
    expect($(r, '.wcpt-on-sale').classList.contains('wcpt-hide')).to.equal(false);
    expect(text(r, '.wcpt-on-sale__percent-diff')).to.equal('17.7');
    expect(text(r, '.wcpt-on-sale__price-diff')).to.equal('$265.50');
    expect(text(r, 'span.wcpt-sku')).to.equal('LAMP-R');
    expect(text(r, '.wcpt-dimensions')).to.equal('4 × 5 × 6 cm');
    const image = $(r, 'img') as HTMLImageElement;
    expect(image.getAttribute('src')).to.equal('/demo-assets/placeholder.svg?red');
    expect(image.getAttribute('srcset')).to.equal('/demo-assets/placeholder.svg?red 1x, /demo-assets/placeholder.svg?red@2x 2x');
    expect(image.getAttribute('data-wcpt-lightbox')).to.equal('/demo-assets/placeholder.svg?red-full');
    expect(image.getAttribute('data-wcpt-lightbox--original')).to.equal('/demo-assets/placeholder.svg?lamp-full');
    expect(text(r, 'div.wcpt-availability')).to.equal('Only 2 left');
    expect($(r, 'div.wcpt-availability > span').className).to.equal('wcpt-low-stock');
    expect(text(r, 'span.wcpt-stock')).to.equal('Just 2 left');
    expect(($(r, 'input.qty') as HTMLInputElement).max).to.equal('5');
    expect(($(r, 'input.qty') as HTMLInputElement).disabled).to.equal(false);
    expect(r.getAttribute('data-wcpt-price')).to.equal('1234.5');
    expect(reasons(r)).to.deep.equal([]);
    expect(button(r).hasAttribute('aria-disabled')).to.equal(false);
    expect(events.at(-1)).to.include({ variation_id: 201, variation_selected: true });

    const checkbox = $(r, 'input.wcpt-cart-checkbox') as HTMLInputElement;
    expect(checkbox.disabled).to.equal(false);
    checkbox.checked = true;
    let unchecked = 0;
    checkbox.addEventListener('change', () => (unchecked += checkbox.checked ? 0 : 1));

    choose(select, '');
    expect(['span.wcpt-price', 'div.wcpt-availability', 'span.wcpt-stock', 'span.wcpt-sku', '.wcpt-dimensions'].map((s) => $(r, s).outerHTML)).to.deep.equal(originals);
    expect($(r, '.wcpt-on-sale').classList.contains('wcpt-hide')).to.equal(true);
    expect(image.getAttribute('src')).to.equal('/demo-assets/placeholder.svg?lamp');
    expect(image.hasAttribute('srcset')).to.equal(false);
    expect(image.getAttribute('data-wcpt-lightbox')).to.equal('/demo-assets/placeholder.svg?lamp-full');
    expect(($(r, 'input.qty') as HTMLInputElement).max).not.to.equal('5');
    expect(($(r, 'input.qty') as HTMLInputElement).disabled).to.equal(true);
    expect($(r, '.wcpt-quantity').classList.contains('wcpt-disabled')).to.equal(true);
    expect(r.getAttribute('data-wcpt-price')).to.equal('');
    expect(reasons(r)).to.deep.equal(['wcpt-disabled', 'wcpt-no-variation-selected']);
    expect(checkbox.checked).to.equal(false);
    expect(checkbox.disabled).to.equal(true);
    expect(unchecked).to.equal(1);
    expect(events.at(-1)).to.include({ variation_id: null, variation_selected: false });
  });

  it('a pre-selected option counts at start; a row without one starts blocked with the make-a-selection alert', async () => {
    const host = await mount();
    expect(text(row(host, 600), 'span.wcpt-sku')).to.equal('LAMP-B');
    expect(text(row(host, 600), 'span.wcpt-price')).to.equal('$14');
    expect(reasons(row(host, 600))).to.deep.equal([]);
    const r = row(host, 200);
    expect(reasons(r)).to.deep.equal(['wcpt-disabled', 'wcpt-no-variation-selected']);
    expect(($(r, 'input.wcpt-cart-checkbox') as HTMLInputElement).disabled).to.equal(true);
    button(r).click();
    expect(alerts).to.deep.equal([SETTINGS.i18n_make_a_selection_text]);
    expect(location.hash).to.equal('');
  });

  it('clicking the chosen radio takes the choice back', async () => {
    const host = await mount();
    const r = row(host, 300);
    const [red] = [...r.querySelectorAll<HTMLLabelElement>('label.wcpt-select-variation')];
    red!.click();
    await waitFor(() => rowVariation(r)?.variation_id === 201, { message: 'radio choice not read' });
    expect(red!.classList.contains('wcpt-selected')).to.equal(true);
    expect(text(r, 'span.wcpt-sku')).to.equal('LAMP-R');
    expect(reasons(r)).to.deep.equal([]);

    red!.click();
    await waitFor(() => rowVariation(r)?.variation_selected === false, { message: 'radio not deselected' });
    expect(red!.querySelector('input')!.checked).to.equal(false);
    expect(red!.classList.contains('wcpt-selected')).to.equal(false);
    expect(text(r, 'span.wcpt-sku')).to.equal('LAMP');
    expect(reasons(r)).to.deep.equal(['wcpt-disabled', 'wcpt-no-variation-selected']);
  });

  it('a variations form matches a variation whose attribute is "any", and its reset link clears the choice', async () => {
    const host = await mount();
    const r = row(host, 400);
    const [color, size] = [...r.querySelectorAll<HTMLSelectElement>('.variations select')];
    const variationId = $(r, 'input.variation_id') as HTMLInputElement;
    choose(color!, 'red');
    expect(rowVariation(r)).to.include({ variation_selected: false, variation_found: false });
    expect(reasons(r)).to.deep.equal(['wcpt-disabled', 'wcpt-no-variation-selected']);

    choose(size!, 'l');
    expect(rowVariation(r)).to.deep.include({ variation_id: 401, variation_found: true, variation_available: true, attributes: { attribute_pa_color: 'red', attribute_pa_size: 'l' } });
    expect(variationId.value).to.equal('401');
    expect(text(r, 'span.wcpt-sku')).to.equal('F-RED');
    expect(text(r, 'span.wcpt-price .wcpt-regular-price .wcpt-amount')).to.equal('20');
    expect(reasons(r)).to.deep.equal([]);

    choose(color!, 'green');
    expect(rowVariation(r)).to.include({ variation_selected: true, variation_found: false });
    button(r).click();
    expect(alerts).to.deep.equal([SETTINGS.i18n_no_matching_variations_text]);

    $(r, '.reset_variations').click();
    expect([color!.value, size!.value, variationId.value]).to.deep.equal(['', '', '']);
    expect(rowVariation(r)?.variation_selected).to.equal(false);
    expect(text(r, 'span.wcpt-sku')).to.equal('LAMP');
    expect(location.hash).to.equal('');
  });

  it('an out-of-stock variation disables the button with its reason and the unavailable alert; an out-of-stock product alerts its own text', async () => {
    const host = await mount();
    const r = row(host, 200);
    const select = $(r, 'select') as HTMLSelectElement;
    choose(select, '203');
    expect(reasons(r)).to.deep.equal(['wcpt-disabled', 'wcpt-variation-out-of-stock']);
    expect(button(r).getAttribute('aria-disabled')).to.equal('true');
    expect(text(r, 'div.wcpt-availability')).to.equal('Out of stock');
    expect(text(r, 'span.wcpt-stock')).to.equal('Sold out');
    expect(($(r, 'input.qty') as HTMLInputElement).disabled).to.equal(true);
    expect(($(r, 'input.wcpt-cart-checkbox') as HTMLInputElement).disabled).to.equal(true);
    button(r).click();
    expect(alerts).to.deep.equal([SETTINGS.i18n_unavailable_text]);

    const form = row(host, 400);
    const [color, size] = [...form.querySelectorAll<HTMLSelectElement>('.variations select')];
    choose(color!, 'blue');
    choose(size!, 'm');
    expect(reasons(form)).to.deep.equal(['wcpt-disabled', 'wcpt-variation-out-of-stock']);

    const simple = row(host, 500);
    expect(reasons(simple)).to.deep.equal(['wcpt-disabled', 'wcpt-out-of-stock']);
    button(simple).click();
    expect(alerts).to.deep.equal([SETTINGS.i18n_unavailable_text, SETTINGS.i18n_out_of_stock_text]);
    expect(location.hash).to.equal('');
  });

  it('own-price fields, custom fields and the wholesale view follow the variation, and return to the defaults', async () => {
    (window as unknown as Record<string, unknown>).wcpt_7_variable_switch_cf = { cf1: { 701: '<b>Hand &amp; made</b>' } };
    try {
      const host = await mount();
      const r = row(host, 700);
      const select = $(r, 'select') as HTMLSelectElement;
      const input = $(r, 'input.wcpt-name-your-price--input') as HTMLInputElement;
      const wholesale = $(r, 'div.wcpt-wholesale');
      let priceChanges = 0;
      input.addEventListener('change', () => (priceChanges += 1));

      choose(select, '701');
      expect(r.classList.contains('wcpt-product-has-name-your-price')).to.equal(true);
      expect($(r, 'div.wcpt-name-your-price').classList.contains('wcpt-hide')).to.equal(false);
      expect([input.min, input.max, input.getAttribute('data-wcpt-nyp-minimum-price'), input.getAttribute('data-wcpt-nyp-maximum-price')]).to.deep.equal(['5', '50', '5', '50']);
      expect(text(r, '.wcpt-name-your-price--suggested .wcpt-amount')).to.equal('1,200.50');
      expect($(r, '.wcpt-name-your-price--suggested').classList.contains('wcpt-hide')).to.equal(false);
      expect(priceChanges).to.equal(1);
      // Server HTML of a custom field is shown as text.
      expect(text(r, '.wcpt-custom-field')).to.equal('Hand & made');
      expect(r.querySelector('.wcpt-custom-field b')).to.equal(null);
      expect(wholesale.classList.contains('wcpt-wholesale--variation-view-enabled')).to.equal(true);
      expect(wholesale.classList.contains('wcpt-wholesale--variation-is-not-on-wholesale-view-enabled')).to.equal(true);

      choose(select, '702');
      expect(r.classList.contains('wcpt-product-has-name-your-price')).to.equal(false);
      expect($(r, 'div.wcpt-name-your-price').classList.contains('wcpt-hide')).to.equal(true);
      expect(text(r, '.wcpt-wholesale__variation-view')).to.equal('$8');
      expect(wholesale.classList.contains('wcpt-wholesale--variation-is-on-wholesale-view-enabled')).to.equal(true);
      expect(r.getAttribute('data-wcpt-price')).to.equal('10');

      choose(select, '');
      expect(text(r, '.wcpt-custom-field')).to.equal('Default note');
      expect(wholesale.classList.contains('wcpt-wholesale--default-view-enabled')).to.equal(true);
      expect(wholesale.classList.contains('wcpt-wholesale--variation-view-enabled')).to.equal(false);
      expect($(r, 'div.wcpt-name-your-price').classList.contains('wcpt-hide')).to.equal(true);
    } finally {
      delete (window as unknown as Record<string, unknown>).wcpt_7_variable_switch_cf;
    }
  });

  it('a page shown again from the back/forward cache re-reads every row\'s choice', async () => {
    const host = await mount();
    const r = row(host, 200);
    // The restored page holds a choice no change event announced.
    ($(r, 'select') as HTMLSelectElement).value = '202';
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(rowVariation(r)?.variation_id).to.equal(null);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(rowVariation(r)?.variation_id).to.equal(202);
    expect(text(r, 'span.wcpt-sku')).to.equal('LAMP-B');
    expect(reasons(r)).to.deep.equal([]);
  });

  it('a choice with broken data or an unsafe image is reported and shows the defaults; the row stays blocked', async () => {
    const warnings = captureConsoleWarnings();
    const errors = captureConsoleErrors();
    try {
      const host = await mount();
      const r = row(host, 200);
      const select = $(r, 'select') as HTMLSelectElement;
      const unsafe = variation({ ...BLUE, variation_id: 204, image: { src: 'javascript:alert(1)', full_src: 'javascript:alert(2)' } });
      select.insertAdjacentHTML('beforeend', `${option(unsafe, 'Unsafe')}<option class="wcpt-complete_match" value="205" data-wcpt-variation='{"variation_id": 205,'>Broken</option>`);
      const image = $(r, 'img');

      choose(select, '204');
      expect(image.getAttribute('src')).to.equal('/demo-assets/placeholder.svg?lamp');
      expect(image.getAttribute('data-wcpt-lightbox')).to.equal('/demo-assets/placeholder.svg?lamp-full');
      expect(errors.messages.some((m) => m.includes('javascript:alert(1)'))).to.equal(true);
      expect(text(r, 'span.wcpt-sku')).to.equal('LAMP-B');

      choose(select, '205');
      expect(warnings.messages.some((m) => m.includes('data-wcpt-variation') && m.includes('<option>'))).to.equal(true);
      expect(text(r, 'span.wcpt-sku')).to.equal('LAMP');
      expect(reasons(r)).to.deep.equal(['wcpt-disabled', 'wcpt-no-variation-selected']);
      button(r).click();
      expect(alerts).to.deep.equal([SETTINGS.i18n_unavailable_text]);
    } finally {
      warnings.restore();
      errors.restore();
    }
  });

  it('the button is enabled again only when no reason remains', async () => {
    const host = await mount();
    const r = row(host, 200);
    const select = $(r, 'select') as HTMLSelectElement;
    const quantity = r.querySelector<HTMLInputElement>('input.qty')!;
    choose(select, '203');
    expect(reasons(r)).to.include('wcpt-variation-out-of-stock');
    choose(select, '202');
    // A quantity that is not a multiple of the step holds the button on its own.
    quantity.value = '1.5';
    quantity.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => reasons(r).includes('wcpt-quantity-input-error'), { message: 'the quantity error did not hold the button' });
    expect(reasons(r)).to.deep.equal(['wcpt-disabled', 'wcpt-quantity-input-error']);
    // Blocked by the quantity only: the quantity's own message shows, no alert.
    button(r).click();
    expect(alerts).to.deep.equal([]);
    quantity.value = '2';
    quantity.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => reasons(r).length === 0, { message: 'the button stayed disabled' });
    expect(button(r).hasAttribute('aria-disabled')).to.equal(false);
  });
});
