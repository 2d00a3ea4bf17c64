/**
 * `jQuery.fn.wc_variation_form` without the platform's variation script: scripts written for that
 * script (the product-table add-on's product-form modal, a theme's quick view) call it on the forms
 * they insert. The library's bridge enhances the form with <shop-variations> instead of throwing,
 * once per form, and never replaces the platform's own plugin.
 */
import { expect } from 'chai';
import jQuery from 'jquery';
import '../../src/elements/variations.element.ts';
import { startAutoMode, type AutoMode, AUTO_CONTAINER_ATTRIBUTE } from '../../src/elements/auto-enhance.ts';
import { installVariationFormBridge, placeInside } from '../../src/elements/variation-form-bridge.ts';
import { captureConsoleErrors } from '../helpers/console.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { variation } from '../helpers/variation-data.ts';
import { waitFor } from '../helpers/wait.ts';

type Fn = Record<string, unknown>;
const fn = (jQuery as unknown as { fn: Fn }).fn;
/** A collection with the plugin under test. */
const $ = (target: unknown) => jQuery(target) as unknown as { wc_variation_form(): unknown };

const VARIATIONS = JSON.stringify([
  variation(501, { attribute_color: 'Red' }, { display_price: 12 }),
  variation(502, { attribute_color: 'Blue' }, { display_price: 14 }),
]).replace(/"/g, '&quot;');

/** A product-form modal's variation form, as the add-on inserts it. */
const MODAL = `<div class="wcpt-modal"><div class="product"><form class="variations_form cart" method="post" data-product_id="500" data-product_variations="${VARIATIONS}">
<table class="variations"><tr><th><label for="bridge-color">Color</label></th><td class="value"><select id="bridge-color" name="attribute_color" data-attribute_name="attribute_color"><option value="">Choose an option</option><option value="Red">Red</option><option value="Blue">Blue</option></select><a class="reset_variations" href="#">Clear</a></td></tr></table>
<div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div>
<div class="woocommerce-variation-add-to-cart variations_button"><div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1"></div>
<button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>
<input type="hidden" name="add-to-cart" value="500"><input type="hidden" name="product_id" value="500"><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div>
</form></div></div>`;

/** Every <shop-variations> on the page that applies to `form`: inside it, or naming it. */
function elementsFor(form: HTMLFormElement): Element[] {
  return [...document.querySelectorAll('shop-variations')].filter(
    (element) => form.contains(element) || (element as unknown as { forElement?: unknown }).forElement === form,
  );
}

async function chooseAndExpectFound(form: HTMLFormElement): Promise<void> {
  const element = elementsFor(form)[0]!;
  await waitFor(() => element.hasAttribute('data-shop-ready'), { message: '<shop-variations> not ready' });
  const found: number[] = [];
  jQuery(form).on('found_variation', (_event, v) => found.push((v as { variation_id: number }).variation_id));
  const select = form.querySelector<HTMLSelectElement>('select')!;
  select.value = 'Blue';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  const id = form.querySelector<HTMLInputElement>('input.variation_id')!;
  await waitFor(() => id.value === '502', { message: 'no variation found' });
  expect(found).to.deep.equal([502]);
}

describe('jQuery.fn.wc_variation_form bridge', function () {
  this.timeout(20_000);
  let undo: (() => void) | undefined;
  let auto: AutoMode | undefined;
  let errors: string[];
  let consoleErrors: ReturnType<typeof captureConsoleErrors>;
  const onError = (event: ErrorEvent) => {
    errors.push(event.message);
    event.preventDefault();
  };

  beforeEach(() => {
    delete fn.wc_variation_form;
    (window as { jQuery?: unknown }).jQuery = jQuery;
    errors = [];
    window.addEventListener('error', onError);
    consoleErrors = captureConsoleErrors();
  });
  afterEach(() => {
    window.removeEventListener('error', onError);
    consoleErrors.restore();
    undo?.();
    undo = undefined;
    auto?.stop();
    auto = undefined;
    cleanup();
    delete fn.wc_variation_form;
    delete (window as { jQuery?: unknown }).jQuery;
  });

  it('as the drop-in installs it: a form inserted later works after the call, the call chains, and a second call adds nothing', async () => {
    undo = installVariationFormBridge(placeInside);
    expect(fn.wc_variation_form).to.be.a('function');
    const form = fixture(MODAL).querySelector<HTMLFormElement>('form')!;
    const $form = $(form);
    expect($form.wc_variation_form()).to.equal($form);
    $form.wc_variation_form();
    $('.variations_form').wc_variation_form();
    expect(elementsFor(form)).to.have.length(1);
    await chooseAndExpectFound(form);
    expect(elementsFor(form)).to.have.length(1);
    expect(errors).to.deep.equal([]);
    expect(consoleErrors.messages).to.deep.equal([]);
  });

  it('in automatic mode: the call right after the insert enhances the form once, with no element inside the theme markup', async () => {
    auto = startAutoMode();
    const modal = fixture(MODAL);
    const form = modal.querySelector<HTMLFormElement>('form')!;
    // The add-on calls it in the same task as the insert, before any observer has run.
    const $form = $(form);
    expect($form.wc_variation_form()).to.equal($form);
    $form.wc_variation_form();
    await Promise.resolve();
    expect(elementsFor(form)).to.have.length(1);
    expect(form.querySelector('shop-variations')).to.equal(null);
    expect(elementsFor(form)[0]!.parentElement!.hasAttribute(AUTO_CONTAINER_ATTRIBUTE)).to.equal(true);
    await chooseAndExpectFound(form);
    expect(errors).to.deep.equal([]);
    expect(consoleErrors.messages).to.deep.equal([]);
    auto.stop();
    auto = undefined;
    expect(fn.wc_variation_form).to.equal(undefined);
  });

  it('never replaces the platform\'s own plugin', () => {
    const platforms = function (this: unknown) {
      return this;
    };
    fn.wc_variation_form = platforms;
    undo = installVariationFormBridge(placeInside);
    auto = startAutoMode();
    expect(fn.wc_variation_form).to.equal(platforms);
    const form = fixture(MODAL).querySelector<HTMLFormElement>('form')!;
    $(form).wc_variation_form();
    expect(form.querySelector('shop-variations')).to.equal(null);
    undo();
    auto.stop();
    auto = undefined;
    expect(fn.wc_variation_form).to.equal(platforms);
  });

  it('without jQuery there is nothing to provide', () => {
    delete (window as { jQuery?: unknown }).jQuery;
    undo = installVariationFormBridge(placeInside);
    expect(fn.wc_variation_form).to.equal(undefined);
  });

  it('called on something that is not a variation form: a warning, the collection back, nothing else', () => {
    undo = installVariationFormBridge(placeInside);
    const div = fixture('<div class="variations_form"></div>');
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const $div = $(div);
      expect($div.wc_variation_form()).to.equal($div);
    } finally {
      console.warn = warn;
    }
    expect(warnings).to.have.length(1);
    expect(document.querySelector('shop-variations')).to.equal(null);
  });
});
