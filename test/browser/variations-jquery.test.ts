// Theme scripts choose a variation through jQuery: `$(select).val('blue').trigger('change')`.
// jQuery's trigger runs jQuery handlers (and `onchange`) but dispatches no DOM event, so the
// form hears it through the page's jQuery, once, and a real change (which reaches both a DOM
// listener and jQuery's) is still handled once.
import { expect } from 'chai';
import jQuery from 'jquery';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/variations.element.ts';
import { captureConsoleErrors } from '../helpers/console.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';
import { variation } from '../helpers/variation-data.ts';

const COLOR = 'attribute_pa_color';
const SIZE = 'attribute_pa_size';
const COLORS = ['blue', 'red'];
const SIZES = ['s', 'm'];
const VARIATIONS = [
  variation(301, { [COLOR]: 'blue', [SIZE]: 's' }, { display_price: 11 }),
  variation(302, { [COLOR]: 'blue', [SIZE]: 'm' }, { display_price: 12 }),
  variation(303, { [COLOR]: 'red', [SIZE]: 's' }, { display_price: 13 }),
  variation(304, { [COLOR]: 'red', [SIZE]: 'm' }, { display_price: 14 }),
];

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The platform's variation form; inside `<shop-variations>` unless `bare`. */
function mount(opts: { elementAttrs?: string; bare?: boolean } = {}) {
  const select = (name: string, values: string[], last: boolean) =>
    `<tr><th class="label"><label for="${name}">${name}</label></th><td class="value"><select id="${name}" name="${name}" data-attribute_name="${name}"><option value="">Choose an option</option>${values
      .map((value) => `<option value="${value}" class="attached enabled">${value.toUpperCase()}</option>`)
      .join('')}</select>${last ? '<a class="reset_variations" href="#">Clear</a>' : ''}</td></tr>`;
  const form = `<form class="variations_form cart" method="post" action="#" data-product_id="99" data-product_variations="${esc(JSON.stringify(VARIATIONS))}">
<table class="variations"><tbody>${select(COLOR, COLORS, false)}${select(SIZE, SIZES, true)}</tbody></table>
<div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div>
<div class="woocommerce-variation-add-to-cart variations_button">
<div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1" min="1"></div>
<button type="submit" class="single_add_to_cart_button button alt disabled wc-variation-selection-needed">Add to cart</button>
<input type="hidden" name="variation_id" class="variation_id" value="0"></div></div></form>`;
  const product = fixture<HTMLElement>(`<div class="product"><div class="summary">
${opts.bare ? form : `<shop-variations ${opts.elementAttrs ?? ''}>${form}</shop-variations>`}
<div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">PARENT</span></span></div></div></div>`);
  const formEl = product.querySelector('form')!;
  const q = <T extends Element>(selector: string) => product.querySelector<T>(selector)!;
  return {
    product,
    form: formEl,
    host: () => q<HTMLElement>('shop-variations'),
    select: (name: string) => q<HTMLSelectElement>(`select[name="${name}"]`),
    variationId: q<HTMLInputElement>('input.variation_id'),
    button: q<HTMLButtonElement>('.single_add_to_cart_button'),
    panel: q<HTMLElement>('.single_variation'),
    reset: q<HTMLAnchorElement>('.reset_variations'),
    sku: () => q<HTMLElement>('.product_meta .sku').textContent,
    price: () => q<HTMLElement>('.single_variation').querySelector('.woocommerce-variation-price')?.textContent ?? '',
    checked: (name: string) =>
      [...product.querySelectorAll<HTMLElement>(`.shop-swatches[data-attribute="${name}"] [aria-checked="true"]`)].map((b) => b.dataset.value),
  };
}
type View = ReturnType<typeof mount>;

async function ready(v: View): Promise<View> {
  await waitFor(() => v.host()?.hasAttribute('data-ready'), { message: 'form initialised' });
  return v;
}

/** What a theme snippet does. */
function jqChoose(select: HTMLSelectElement, value: string): void {
  (jQuery(select) as unknown as { val(value: string): { trigger(name: string): void } }).val(value).trigger('change');
}

/** Counts the form's events, DOM and jQuery, by name. */
function countEvents(v: View) {
  const counts: Record<string, number> = {};
  const add = (name: string) => (counts[name] = (counts[name] ?? 0) + 1);
  for (const name of ['shop-variation-changed', 'shop-variation-found', 'shop-variation-reset', 'shop-variation-data-reset']) {
    v.host().addEventListener(name, () => add(name));
  }
  jQuery(v.form).on(
    'found_variation woocommerce_variation_select_change woocommerce_variation_has_changed reset_data',
    (event: unknown) => add(`jq:${(event as { type: string }).type}`),
  );
  return {
    counts,
    clear: () => Object.keys(counts).forEach((key) => delete counts[key]),
  };
}

const useJQuery = () => ((window as { jQuery?: unknown }).jQuery = jQuery);

describe('<shop-variations> hears jQuery-triggered changes', () => {
  afterEach(() => {
    delete (window as { jQuery?: unknown }).jQuery;
    cleanup();
  });

  it('a theme script choosing each select through jQuery finds the variation: panel, price, SKU, add button, events once', async () => {
    useJQuery();
    const v = await ready(mount());
    const events = countEvents(v);
    jqChoose(v.select(COLOR), 'red');
    expect(events.counts).to.deep.equal({
      'jq:woocommerce_variation_select_change': 1,
      'jq:woocommerce_variation_has_changed': 1,
      'shop-variation-changed': 1,
      // Not complete yet: the displayed data stays the product's own.
      'shop-variation-data-reset': 1,
      'jq:reset_data': 1,
    });
    expect(v.variationId.value).to.equal('');
    events.clear();
    jqChoose(v.select(SIZE), 'm');
    expect(v.variationId.value).to.equal('304');
    expect(events.counts).to.deep.equal({
      'jq:woocommerce_variation_select_change': 1,
      'jq:woocommerce_variation_has_changed': 1,
      'shop-variation-changed': 1,
      'shop-variation-found': 1,
      'jq:found_variation': 1,
    });
    expect(v.sku()).to.equal('SKU-304');
    expect(v.button.classList.contains('disabled')).to.equal(false);
    await waitFor(() => v.price().includes('$14.00'), { message: 'the panel shows the price' });
    // A second snippet changes one select again: the panel follows at once.
    events.clear();
    jqChoose(v.select(COLOR), 'blue');
    expect(v.variationId.value).to.equal('302');
    expect(events.counts['shop-variation-found']).to.equal(1);
    expect(events.counts['jq:found_variation']).to.equal(1);
    await waitFor(() => v.price().includes('$12.00'), { message: 'the panel follows' });
    expect(v.sku()).to.equal('SKU-302');
  });

  it('a real change by the keyboard is still handled once', async () => {
    useJQuery();
    const v = await ready(mount());
    jqChoose(v.select(COLOR), 'red');
    const events = countEvents(v);
    let jqChanges = 0;
    jQuery(v.select(SIZE)).on('change', () => (jqChanges += 1));
    v.select(SIZE).focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => v.variationId.value === '303', { message: 'the keyboard chose S' });
    expect(jqChanges, "the native change reached jQuery's handlers too").to.equal(1);
    expect(events.counts['shop-variation-changed']).to.equal(1);
    expect(events.counts['shop-variation-found']).to.equal(1);
    expect(events.counts['jq:found_variation']).to.equal(1);
    expect(events.counts['jq:woocommerce_variation_select_change']).to.equal(1);
  });

  it('a DOM change event (a script or a swatch) is still handled once', async () => {
    useJQuery();
    const v = await ready(mount());
    const events = countEvents(v);
    for (const [name, value] of [[COLOR, 'blue'], [SIZE, 's']] as const) {
      v.select(name).value = value;
      v.select(name).dispatchEvent(new Event('change', { bubbles: true }));
    }
    expect(v.variationId.value).to.equal('301');
    expect(events.counts['shop-variation-changed']).to.equal(2);
    expect(events.counts['shop-variation-found']).to.equal(1);
    expect(events.counts['jq:found_variation']).to.equal(1);
  });

  it("a reset through jQuery: emptying the selects, or the reset link's jQuery click", async () => {
    useJQuery();
    const v = await ready(mount());
    jqChoose(v.select(COLOR), 'red');
    jqChoose(v.select(SIZE), 's');
    expect(v.variationId.value).to.equal('303');
    await waitFor(() => v.price().includes('$13.00'), { message: 'the panel shows the price' });
    jqChoose(v.select(SIZE), '');
    expect(v.variationId.value).to.equal('');
    expect(v.sku()).to.equal('PARENT');
    expect(v.button.classList.contains('disabled')).to.equal(true);
    await waitFor(() => v.price() === '', { message: 'the panel is cleared' });
    jqChoose(v.select(COLOR), '');
    expect(v.reset.style.visibility).to.equal('hidden');

    jqChoose(v.select(COLOR), 'blue');
    jqChoose(v.select(SIZE), 'm');
    expect(v.variationId.value).to.equal('302');
    const events = countEvents(v);
    jQuery(v.reset).trigger('click');
    expect(v.select(COLOR).value).to.equal('');
    expect(v.select(SIZE).value).to.equal('');
    expect(v.variationId.value).to.equal('');
    expect(events.counts['shop-variation-reset'], 'one reset').to.equal(1);
    // A real click on the link reaches jQuery's handlers too, and still resets once.
    jqChoose(v.select(COLOR), 'blue');
    events.clear();
    v.reset.click();
    expect(v.select(COLOR).value).to.equal('');
    expect(events.counts['shop-variation-reset'], 'one reset').to.equal(1);
  });

  it("a theme's reset button: jQuery's triggered click (its handlers, then the DOM click) resets once", async () => {
    useJQuery();
    const v = mount();
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'reset_variations';
    button.textContent = 'Clear';
    v.reset.replaceWith(button);
    await ready(v);
    jqChoose(v.select(COLOR), 'red');
    jqChoose(v.select(SIZE), 'm');
    expect(v.variationId.value).to.equal('304');
    const events = countEvents(v);
    let domClicks = 0;
    button.addEventListener('click', () => (domClicks += 1));
    jQuery(button).trigger('click');
    expect(domClicks, 'jQuery clicked the button').to.equal(1);
    expect(v.select(COLOR).value).to.equal('');
    expect(v.variationId.value).to.equal('');
    expect(events.counts['shop-variation-reset'], 'one reset').to.equal(1);
    jqChoose(v.select(COLOR), 'blue');
    events.clear();
    button.click();
    expect(v.select(COLOR).value).to.equal('');
    expect(events.counts['shop-variation-reset'], 'one reset').to.equal(1);
  });

  it('with swatches: a jQuery-triggered change updates the swatches and the form', async () => {
    useJQuery();
    const v = await ready(mount({ elementAttrs: 'swatches' }));
    await waitFor(() => v.product.querySelector(`.shop-swatches[data-attribute="${SIZE}"]`), { message: 'swatches' });
    const events = countEvents(v);
    jqChoose(v.select(COLOR), 'blue');
    jqChoose(v.select(SIZE), 's');
    expect(v.checked(COLOR)).to.deep.equal(['blue']);
    expect(v.checked(SIZE)).to.deep.equal(['s']);
    expect(v.variationId.value).to.equal('301');
    expect(events.counts['shop-variation-changed']).to.equal(2);
    expect(events.counts['shop-variation-found']).to.equal(1);
    jqChoose(v.select(SIZE), '');
    expect(v.checked(SIZE)).to.deep.equal([]);
    expect(v.variationId.value).to.equal('');
  });

  it('choices a script made through jQuery before the element took the form are what it starts from', async () => {
    useJQuery();
    const v = mount({ bare: true });
    jqChoose(v.select(COLOR), 'red');
    jqChoose(v.select(SIZE), 'm');
    const host = document.createElement('shop-variations');
    v.form.before(host);
    host.append(v.form);
    await ready(v);
    expect(v.variationId.value).to.equal('304');
    await waitFor(() => v.price().includes('$14.00'), { message: 'the panel shows the price' });
  });

  it('without jQuery on the page: DOM changes and the reset link work, nothing throws', async () => {
    const errors = captureConsoleErrors();
    try {
      const v = await ready(mount());
      for (const [name, value] of [[COLOR, 'red'], [SIZE, 'm']] as const) {
        v.select(name).value = value;
        v.select(name).dispatchEvent(new Event('change', { bubbles: true }));
      }
      expect(v.variationId.value).to.equal('304');
      v.reset.click();
      expect(v.variationId.value).to.equal('');
      v.host().remove();
      expect(errors.messages).to.deep.equal([]);
    } finally {
      errors.restore();
    }
  });
});
