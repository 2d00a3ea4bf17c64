// The product form modal of <shop-product-table> (§7.7) against the demo store: its special
// products (bundle, composite, add-ons, measurement, name-your-price) and the variable products.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import jQuery from 'jquery';
import '../../src/elements/product-table.element.ts';
import { DEFAULT_SETTINGS } from '../../src/core/settings/index.ts';
import { DEFAULT_TABLE_CART_SETTINGS } from '../../src/core/product-table/cart-settings.ts';
import { needsProductForm } from '../../src/controllers/product-table/cart/product-form-need.ts';
import { openProductForm } from '../../src/controllers/product-table/cart/product-modal.ts';
import type { CartContext } from '../../src/controllers/product-table/cart/rows.ts';
import { captureConsoleErrors } from '../helpers/console.ts';
import { clearFault, setFault } from '../helpers/demo-store.ts';
import { mountTables, resetPage } from '../helpers/demo-tables.ts';
import { fixture } from '../helpers/fixture.ts';
import { productTableHtml } from '../helpers/product-table-markup.mjs';
import { waitFor } from '../helpers/wait.ts';

/** Product ids of the demo store's cart fixtures (demo/db/seed.ts CART_FIXTURES). */
const BUNDLE = 50;
const COMPOSITE = 51;
const ENGRAVED_PEN = 60;
const ROPE = 61;
const LINEN_SHIRT = 40;
const SHIRT_WHITE_ANY_SIZE = 143;
const SUPPORT_MAKERS = 62;

function row(id: number, type: string, name: string, cells = '', { classes = '', variation = '' } = {}): string {
  return `<tr class="wcpt-row wcpt-product-type-${type}${classes}" data-wcpt-product-id="${id}" data-wcpt-type="${type}" data-wcpt-price="10"${variation}>`
    + `<td class="wcpt-cell wcpt-title"><div class="wcpt-cell-val">${name}</div></td><td class="wcpt-cell wcpt-options"><div class="wcpt-cell-val">${cells}</div></td>`
    + '<td class="wcpt-cell wcpt-quantity"><div class="wcpt-cell-val"><div class="quantity wcpt-quantity wcpt-display-type-input">'
    + `<input type="number" class="input-text qty text" step="1" min="1" data-wcpt-min="1" name="quantity" value="1" aria-label="Quantity of ${name}"></div></div></td>`
    + `<td class="wcpt-cell wcpt-cart"><div class="wcpt-cell-val"><a class="wcpt-button wcpt-button-cart_ajax" data-wcpt-link-code="cart_ajax" href="?add-to-cart=${id}" rel="nofollow" data-product_id="${id}" aria-label="Add ${name} to your cart">Add to cart</a></div></td></tr>`;
}

/** Rows of the demo store's cart fixtures, as its table renders them. */
const SPECIAL_ROWS = [
  row(BUNDLE, 'woosb', 'Writing kit bundle'),
  row(COMPOSITE, 'composite', 'Build-your-own fountain pen'),
  row(ENGRAVED_PEN, 'simple', 'Engraved pen', '<div class="woocommerce wcpt-add-to-cart-wrapper"><form class="cart" method="post" action="">'
    + `<p class="wc-pao-addon"><label>Engraving text <input type="text" name="addon-${ENGRAVED_PEN}-engraving" value="" required></label></p>`
    + `<p class="wc-pao-addon"><label><input type="checkbox" name="addon-${ENGRAVED_PEN}-gift-wrap[]" value="yes"> Gift wrap</label></p></form></div>`, { classes: ' wcpt-product-has-addons' }),
  row(ROPE, 'simple', 'Cotton rope (per metre)', '<div class="woocommerce wcpt-add-to-cart-wrapper"><form class="cart" method="post" action="">'
    + '<div id="price_calculator"><label>Length needed (m) <input type="number" name="length_needed" value="" min="0.5" max="50" step="0.5" required></label></div></form></div>', { classes: ' wcpt-product-has-measurement' }),
  // A name-your-price product whose row shows no price input.
  row(SUPPORT_MAKERS, 'simple', 'Support the makers', '', { classes: ' wcpt-product-has-name-your-price' }),
  row(LINEN_SHIRT, 'variation', 'Linen shirt - White', '', {
    variation: ` data-wcpt-variation-id="${SHIRT_WHITE_ANY_SIZE}" data-wcpt-variation-attributes='{"attribute_pa_color":"white","attribute_pa_size":""}'`,
  }),
].join('');

async function mountSpecial(): Promise<HTMLElement> {
  const host = fixture(`<div>${productTableHtml([]).replace('<tbody>', `<tbody>${SPECIAL_ROWS}`)}</div>`).querySelector<HTMLElement>('shop-product-table')!;
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'shop-product-table not ready' });
  return host;
}

/** What the table's cart side gives its parts: the table's container with the page's default settings. */
function cartContext(host: HTMLElement): CartContext {
  const container = host.querySelector<HTMLElement>('.wcpt')!;
  return {
    host,
    container,
    prefix: 'wcpt',
    settings: DEFAULT_SETTINGS,
    signal: new AbortController().signal,
    cls: (name: string) => `wcpt-${name}`,
    cartSettings: DEFAULT_TABLE_CART_SETTINGS,
    money: { price_decimals: 2, price_decimal_separator: '.', price_thousand_separator: ',', price_format: '%1$s%2$s', currency_symbol: '$' },
  } as unknown as CartContext;
}

function productRow(host: HTMLElement, productId: number, variationId?: number): HTMLTableRowElement {
  const selector = variationId
    ? `tr.wcpt-row[data-wcpt-variation-id="${variationId}"]`
    : `tr.wcpt-row[data-wcpt-product-id="${productId}"]:not(.wcpt-product-type-variation)`;
  const row = host.querySelector<HTMLTableRowElement>(selector);
  if (!row) throw new Error(`no row for ${selector}`);
  return row;
}

const cartButton = (row: Element) => row.querySelector<HTMLElement>('.wcpt-button[data-wcpt-link-code^="cart"]')!;
const openDialog = () => document.querySelector<HTMLDialogElement>('dialog.wcpt-product-form-dialog[open]');

async function cartLines(): Promise<Array<{ product_id: number; variation_id: number | null; quantity: number }>> {
  const state = (await (await fetch('/__demo/state')).json()) as { cart: Array<{ product_id: number; variation_id: number | null; quantity: number }> };
  return state.cart;
}

/** Replaces window.confirm / window.alert for one test, recording what they were asked. */
function recordDialogs(): { asked: string[]; restore(): void } {
  const asked: string[] = [];
  const { confirm, alert } = window;
  window.confirm = (message?: string) => {
    asked.push(`confirm: ${message}`);
    return false;
  };
  window.alert = (message?: string) => {
    asked.push(`alert: ${message}`);
  };
  return {
    asked,
    restore() {
      window.confirm = confirm;
      window.alert = alert;
    },
  };
}

describe('shop-product-table: the product form modal', () => {
  const startUrl = location.href;
  beforeEach(async () => {
    resetPage(startUrl);
    await fetch('/__demo/empty-cart', { redirect: 'manual' });
  });
  afterEach(() => {
    openDialog()?.close();
  });
  after(() => resetPage(startUrl));

  it('which rows need the form: bundle, composite, required add-ons and measurement left empty, an incomplete variation', async () => {
    const host = await mountSpecial();
    const ctx = cartContext(host);
    expect(needsProductForm(ctx, productRow(host, BUNDLE))).to.equal(true);
    expect(needsProductForm(ctx, productRow(host, COMPOSITE))).to.equal(true);
    const pen = productRow(host, ENGRAVED_PEN);
    expect(needsProductForm(ctx, pen), 'required add-on empty').to.equal(true);
    const required = pen.querySelector<HTMLInputElement>('.wcpt-add-to-cart-wrapper form [required]')!;
    required.value = 'For Ada';
    expect(needsProductForm(ctx, pen), 'required add-on filled').to.equal(false);
    const rope = productRow(host, ROPE);
    expect(needsProductForm(ctx, rope), 'measurement empty').to.equal(true);
    rope.querySelector<HTMLInputElement>('#price_calculator input[name]')!.value = '3';
    expect(needsProductForm(ctx, rope), 'measurement given').to.equal(false);
  });

  it("on the store's special products table: the rows that need the form, and a composite's form shown", async () => {
    const [host] = await mountTables('/demo/product-table/special/');
    const ctx = cartContext(host!);
    expect(needsProductForm(ctx, productRow(host!, BUNDLE))).to.equal(true);
    expect(needsProductForm(ctx, productRow(host!, COMPOSITE))).to.equal(true);
    const pen = productRow(host!, ENGRAVED_PEN);
    expect(needsProductForm(ctx, pen), 'engraving left empty').to.equal(true);
    pen.querySelector<HTMLInputElement>('input[name="addon-60-engraving"]')!.value = 'For Ada';
    expect(needsProductForm(ctx, pen), 'engraving given').to.equal(false);
    const rope = productRow(host!, ROPE);
    expect(needsProductForm(ctx, rope), 'no length').to.equal(true);
    rope.querySelector<HTMLInputElement>('input[name="length_needed"]')!.value = '2.5';
    expect(needsProductForm(ctx, rope), 'a length').to.equal(false);
    // Its own price input is in the row: the row's own check (§5.6) decides, not the form.
    expect(needsProductForm(ctx, productRow(host!, SUPPORT_MAKERS))).to.equal(false);

    const composite = productRow(host!, COMPOSITE);
    await openProductForm(ctx, composite, cartButton(composite));
    const dialog = await waitFor(() => openDialog());
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).to.contain('Build-your-own fountain pen');
    expect(dialog.querySelectorAll('[role="dialog"]').length, 'one dialog role').to.equal(0);
    expect(dialog.contains(document.activeElement), 'focus inside').to.equal(true);
  });

  it('a bundle row: a loading dialog, then the labelled form with the focus inside; Escape closes it and the focus returns', async () => {
    const host = await mountSpecial();
    const ctx = cartContext(host);
    const row = productRow(host, BUNDLE);
    const button = cartButton(row);
    button.focus();
    setFault('latency-300@wcpt_get_product_form_modal');
    const opening = openProductForm(ctx, row, button);
    const loading = openDialog();
    expect(loading !== null, 'loading dialog').to.equal(true);
    expect(loading!.getAttribute('aria-busy')).to.equal('true');
    expect(loading!.contains(document.activeElement)).to.equal(true);
    await opening;
    const dialog = await waitFor(() => openDialog(), { message: 'no form dialog' });
    expect(dialog === loading, 'the form has its own dialog').to.equal(false);
    expect(loading!.isConnected).to.equal(false);
    expect(dialog.querySelector('.wcpt-product-form[data-wcpt-product-id]') !== null, 'the modal HTML').to.equal(true);
    expect(dialog.querySelector('form.cart') !== null, 'its form').to.equal(true);
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent, 'labelled by the form title').to.contain('Writing kit bundle');
    expect(dialog.contains(document.activeElement), 'focus inside').to.equal(true);
    expect(document.body.classList.contains('wcpt-modal-on')).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog.isConnected, { message: 'Escape did not close the dialog' });
    expect(document.activeElement === button, 'the focus is back on the cart button').to.equal(true);
    expect(document.body.classList.contains('wcpt-modal-on')).to.equal(false);
  });

  it('a second opening of the same product needs no request; the close control and a click outside close it', async () => {
    const host = await mountSpecial();
    const ctx = cartContext(host);
    const row = productRow(host, COMPOSITE);
    await openProductForm(ctx, row, cartButton(row));
    const first = await waitFor(() => openDialog());
    first.querySelector<HTMLElement>('.wcpt-close-modal')!.click();
    await waitFor(() => !first.isConnected, { message: 'close control did not close' });

    const since = performance.now();
    await openProductForm(ctx, row, cartButton(row));
    const second = await waitFor(() => openDialog());
    const requests = performance.getEntriesByType('resource').filter((e) => e.startTime >= since && e.name.includes('wcpt_get_product_form_modal'));
    expect(requests).to.have.length(0);
    // A click on the backdrop, outside the form's box.
    second.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 1, clientY: 1 }));
    await waitFor(() => !second.isConnected, { message: 'a click outside did not close' });
  });

  it('a variable row without a complete choice opens its form pre-filled; a submit adds the chosen variation and closes', async () => {
    const host = await mountSpecial();
    const ctx = cartContext(host);
    const row = productRow(host, LINEN_SHIRT, SHIRT_WHITE_ANY_SIZE);
    expect(needsProductForm(ctx, row), 'a variation with an "any" size').to.equal(true);
    const qty = row.querySelector<HTMLInputElement>('input.qty');
    if (qty) qty.value = '3';
    await openProductForm(ctx, row, cartButton(row));
    const dialog = await waitFor(() => openDialog());
    const form = dialog.querySelector<HTMLFormElement>('form.variations_form')!;
    const colour = form.querySelector<HTMLSelectElement>('select[name="attribute_pa_color"]')!;
    const size = form.querySelector<HTMLSelectElement>('select[name="attribute_pa_size"]')!;
    expect(colour.value, 'colour from the row').to.equal('white');
    expect(size.value).to.equal('');
    expect(form.querySelector<HTMLInputElement>('input.qty')!.value).to.equal(qty ? '3' : '1');
    expect(form.querySelector<HTMLInputElement>('input[name="variation_id"]')!.value).to.equal('');
    // Without a size the form is not sent: the shop's make-a-selection text shows.
    form.requestSubmit();
    await waitFor(() => dialog.querySelector('.wcpt-product-form-message')?.textContent, { message: 'no selection text' });
    size.value = 'm';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    expect(form.querySelector<HTMLInputElement>('input[name="variation_id"]')!.value).to.equal(String(SHIRT_WHITE_ANY_SIZE));
    form.requestSubmit();
    await waitFor(() => !dialog.isConnected, { message: 'the dialog stayed open', timeout: 8000 });
    const lines = await cartLines();
    const line = lines.find((l) => l.variation_id === SHIRT_WHITE_ANY_SIZE);
    expect(line, 'the variation is in the cart').to.not.equal(undefined);
    expect(line!.quantity).to.equal(qty ? 3 : 1);
  });

  it('a refused submit keeps the dialog open with the reason, and the choice as it was', async () => {
    const host = await mountSpecial();
    const ctx = cartContext(host);
    const row = productRow(host, LINEN_SHIRT, SHIRT_WHITE_ANY_SIZE);
    await openProductForm(ctx, row, cartButton(row));
    const dialog = await waitFor(() => openDialog());
    const form = dialog.querySelector<HTMLFormElement>('form.variations_form')!;
    const size = form.querySelector<HTMLSelectElement>('select[name="attribute_pa_size"]')!;
    size.value = 'l';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    setFault('500@wcpt_cart');
    form.requestSubmit();
    const notice = await waitFor(() => dialog.querySelector('.wcpt-product-form-notice')?.textContent, { message: 'no notice' });
    expect(notice).to.contain('could not be added');
    expect(dialog.open).to.equal(true);
    expect(size.value).to.equal('l');
    expect(form.querySelector<HTMLInputElement>('input[name="variation_id"]')!.value).to.equal(String(SHIRT_WHITE_ANY_SIZE));
    expect(await cartLines()).to.deep.equal([]);
    // Sent again once the shop answers: in it goes, and the dialog closes.
    clearFault();
    form.requestSubmit();
    await waitFor(() => !dialog.isConnected, { message: 'the dialog stayed open' });
    expect((await cartLines()).map((l) => l.variation_id)).to.deep.equal([SHIRT_WHITE_ANY_SIZE]);
  });

  it("the add-on's jQuery events: wcpt_product_modal_ready on body when it shows, wcpt_close closes it", async () => {
    (window as { jQuery?: unknown }).jQuery = jQuery;
    const ready: unknown[] = [];
    // Elements travel as jQuery objects, as the platform passes them.
    jQuery(document.body).on('wcpt_product_modal_ready.test', (_event, $dialog) => ready.push(($dialog as ArrayLike<unknown>)[0]));
    try {
      const host = await mountSpecial();
      const row = productRow(host, COMPOSITE);
      await openProductForm(cartContext(host), row, cartButton(row));
      const dialog = await waitFor(() => openDialog());
      expect(ready.length === 1 && ready[0] === dialog, 'wcpt_product_modal_ready with the dialog').to.equal(true);
      jQuery(dialog.querySelector('.wcpt-modal')!).trigger('wcpt_close');
      expect(dialog.isConnected).to.equal(false);
      expect(document.activeElement === cartButton(row), 'the focus is back on the cart button').to.equal(true);
    } finally {
      jQuery(document.body).off('.test');
      delete (window as { jQuery?: unknown }).jQuery;
    }
  });

  it('a green, medium shirt is out of stock: the form says so and sends nothing', async () => {
    const host = await mountSpecial();
    const ctx = cartContext(host);
    const row = productRow(host, LINEN_SHIRT, SHIRT_WHITE_ANY_SIZE);
    await openProductForm(ctx, row, cartButton(row));
    const dialog = await waitFor(() => openDialog());
    const form = dialog.querySelector<HTMLFormElement>('form.variations_form')!;
    const select = (name: string, value: string) => {
      const element = form.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
      element.value = value;
      element.dispatchEvent(new Event('change', { bubbles: true }));
    };
    select('attribute_pa_color', 'green');
    select('attribute_pa_size', 'm');
    expect(dialog.querySelector('.wcpt-product-form-message')!.textContent).to.equal(DEFAULT_SETTINGS.i18n_unavailable_text);
    expect(form.querySelector<HTMLInputElement>('input[name="variation_id"]')!.value).to.equal('');
  });

  it("the page's own loading template is used while the form comes; a name-your-price row without its input needs the form", async () => {
    const template = document.createElement('script');
    template.type = 'text/template';
    template.id = 'tmpl-wcpt-product-form-loading-modal';
    template.textContent = '<div class="wcpt-modal wcpt-product-form-loading-modal"><div class="wcpt-modal-content"><div class="wcpt-close-modal"><span class="wcpt-icon wcpt-icon-x"></span></div>'
      + '<span class="wcpt-product-form-loading-text"><i class="wcpt-ajax-badge"></i>Loading…</span><script>window.ranTemplateScript = true<\/script></div></div>';
    document.body.append(template);
    try {
      const host = await mountSpecial();
      const ctx = cartContext(host);
      const row = productRow(host, SUPPORT_MAKERS);
      expect(needsProductForm(ctx, row)).to.equal(true);
      setFault('latency-300@wcpt_get_product_form_modal');
      const opening = openProductForm(ctx, row, cartButton(row));
      const loading = openDialog()!;
      expect(loading.querySelector('.wcpt-product-form-loading-text .wcpt-ajax-badge') !== null, "the page's template").to.equal(true);
      expect(loading.getAttribute('aria-label')).to.equal('Loading…');
      // The add-on's div close control is a keyboard button.
      const closer = loading.querySelector<HTMLElement>('.wcpt-close-modal')!;
      expect([closer.getAttribute('role'), closer.tabIndex, closer.getAttribute('aria-label')]).to.deep.equal(['button', 0, 'Close']);
      expect(document.activeElement === closer, 'focus on the close control').to.equal(true);
      expect((window as { ranTemplateScript?: boolean }).ranTemplateScript).to.equal(undefined);
      await opening;
      const dialog = await waitFor(() => openDialog());
      expect(dialog.querySelector('input[name="nyp"]') !== null, 'the price field of the form').to.equal(true);
    } finally {
      template.remove();
    }
  });

  it('a failed form request closes the loading dialog, tells the shopper and offers the button link', async () => {
    const host = await mountSpecial();
    const ctx = cartContext(host);
    // A product whose form no earlier test has kept.
    const row = productRow(host, ENGRAVED_PEN);
    const button = cartButton(row);
    button.focus();
    setFault('500@wcpt_get_product_form_modal');
    const dialogs = recordDialogs();
    const errors = captureConsoleErrors();
    try {
      await openProductForm(ctx, row, button);
      expect(dialogs.asked).to.have.length(1);
      expect(dialogs.asked[0]).to.match(/^confirm: .*could not be loaded.*Continue with the cart button/);
      expect(openDialog() === null, 'no dialog open').to.equal(true);
      expect(document.querySelector('dialog.wcpt-product-form-dialog') === null, 'no dialog left').to.equal(true);
      expect(document.activeElement === button, 'the focus is back on the cart button').to.equal(true);
      expect(errors.messages.join('\n')).to.contain('the product form of product 60 could not be loaded');
    } finally {
      errors.restore();
      dialogs.restore();
    }
  });

  it('an empty answer (no form for the product) is a failure too, and is not kept', async () => {
    const host = await mountSpecial();
    const ctx = cartContext(host);
    const row = productRow(host, ROPE);
    setFault('empty@wcpt_get_product_form_modal');
    const dialogs = recordDialogs();
    const errors = captureConsoleErrors();
    try {
      await openProductForm(ctx, row, cartButton(row));
      expect(dialogs.asked).to.have.length(1);
      expect(openDialog() === null, 'no dialog open').to.equal(true);
      expect(errors.messages.join('\n')).to.contain('the shop sent no product form for product 61');
    } finally {
      errors.restore();
      dialogs.restore();
    }
    resetPage(location.href);
    const again = await mountSpecial();
    const retry = productRow(again, ROPE);
    await openProductForm(cartContext(again), retry, cartButton(retry));
    await waitFor(() => openDialog(), { message: 'the form did not open once the shop answered' });
  });
});
