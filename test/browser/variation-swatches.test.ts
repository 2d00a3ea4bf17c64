import { expect } from 'chai';
import jQuery from 'jquery';
import '../../src/elements/variations.element.ts';
import { AUTO_CONTAINER_ATTRIBUTE, startAutoMode } from '../../src/elements/auto-enhance.ts';
import { captureConsoleWarnings } from '../helpers/console.ts';
import { usePageSettings } from '../helpers/page-settings.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';
import { type Json, emptyImage, variation } from '../helpers/variation-data.ts';

interface Option {
  value: string;
  text: string;
  color?: string;
}
interface SelectSpec {
  name: string;
  label: string;
  options: Option[];
}

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function mount(opts: { selects: SelectSpec[]; variations: Json[] | false; productId?: number; elementAttrs?: string; bare?: boolean }) {
  const rows = opts.selects
    .map((s, i) => {
      const id = s.name.replace(/^attribute_/, '');
      const options = s.options
        .map((o) => `<option value="${esc(o.value)}" class="attached enabled"${o.color ? ` data-color="${esc(o.color)}"` : ''}>${esc(o.text)}</option>`)
        .join('');
      return `<tr><th class="label"><label for="${id}">${esc(s.label)}</label></th><td class="value"><select id="${id}" name="${s.name}" data-attribute_name="${s.name}"><option value="">Choose an option</option>${options}</select>${i === opts.selects.length - 1 ? '<a class="reset_variations" href="#">Clear</a>' : ''}</td></tr>`;
    })
    .join('');
  const data = opts.variations === false ? 'false' : JSON.stringify(opts.variations);
  const product = fixture<HTMLElement>(`<div class="product"><div class="summary">
${opts.bare ? '' : `<shop-variations ${opts.elementAttrs ?? ''}>`}<form class="variations_form cart" method="post" action="#" data-product_id="${opts.productId ?? 99}" data-product_variations="${esc(data)}">
<table class="variations"><tbody>${rows}</tbody></table>
<div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div>
<div class="woocommerce-variation-add-to-cart variations_button">
<div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1" min="1"></div>
<button type="submit" class="single_add_to_cart_button button alt disabled wc-variation-selection-needed">Add to cart</button>
<input type="hidden" name="variation_id" class="variation_id" value="0"></div></div></form>${opts.bare ? '' : '</shop-variations>'}
<div class="product_meta"><span class="sku">PARENT</span></div></div></div>`);
  const form = product.querySelector('form')!;
  return view(product, form);
}

function view(product: HTMLElement, form: HTMLFormElement, host = product.querySelector('shop-variations')!) {
  const select = (name: string) => form.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
  const group = (name: string) => form.querySelector<HTMLElement>(`.shop-swatches[data-attribute="${name}"]`)!;
  const swatch = (name: string, value: string) => group(name).querySelector<HTMLElement>(`.shop-swatch[data-value="${value}"]`)!;
  return {
    host,
    form,
    select,
    group,
    swatch,
    swatches: (name: string) => [...group(name).querySelectorAll<HTMLElement>('.shop-swatch')],
    checked: (name: string) => [...group(name).querySelectorAll<HTMLElement>('[aria-checked="true"]')].map((b) => b.dataset.value),
    tabStops: (name: string) => [...group(name).querySelectorAll<HTMLElement>('[tabindex="0"]')].map((b) => b.dataset.value),
    variationId: form.querySelector<HTMLInputElement>('input.variation_id')!,
    reset: form.querySelector<HTMLAnchorElement>('.reset_variations')!,
    chooseInSelect(name: string, value: string) {
      const s = select(name);
      s.value = value;
      s.dispatchEvent(new Event('change', { bubbles: true }));
    },
  };
}
type View = ReturnType<typeof mount>;

/** Ready once the first check ran and every asked-for group is on the page. */
async function ready(v: View, groups: string[]): Promise<View> {
  await waitFor(() => v.host.hasAttribute('data-shop-ready'), { message: 'form initialised' });
  await waitFor(() => groups.every((name) => v.group(name)), { message: `swatches of ${groups.join(', ')}` });
  return v;
}

const key = (target: Element, k: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));

const COLOR = 'attribute_pa_color';
const SIZE = 'attribute_pa_size';
const shirt = {
  selects: [
    {
      name: COLOR,
      label: 'Colour',
      options: [
        { value: 'blue', text: 'Blue', color: '#1f6feb' },
        { value: 'red', text: 'Red', color: '#c00' },
        { value: 'green', text: 'Green', color: 'rgb(26 127 55)' },
      ],
    },
    { name: SIZE, label: 'Size', options: ['s', 'm', 'l', 'xl'].map((s) => ({ value: s, text: s.toUpperCase() })) },
  ],
  variations: [
    variation(201, { [COLOR]: 'blue', [SIZE]: 's' }),
    variation(202, { [COLOR]: 'blue', [SIZE]: 'm' }),
    variation(203, { [COLOR]: 'blue', [SIZE]: 'xl' }),
    variation(204, { [COLOR]: 'red', [SIZE]: 's' }),
    variation(205, { [COLOR]: 'red', [SIZE]: 'm' }, { variation_is_active: false, is_in_stock: false }),
    variation(206, { [COLOR]: 'green', [SIZE]: 'l' }),
  ],
};

describe('<shop-variations swatches>', () => {
  afterEach(() => {
    delete (window as { jQuery?: unknown }).jQuery;
    cleanup();
  });

  it('shows each attribute as a radio group named by its label, colour chips with their name', async () => {
    const v = await ready(mount({ ...shirt, elementAttrs: 'swatches="pa_color:color,pa_size:label"' }), [COLOR, SIZE]);
    const colours = v.group(COLOR);
    expect(colours.getAttribute('role')).to.equal('radiogroup');
    expect(document.getElementById(colours.getAttribute('aria-labelledby')!)!.textContent).to.equal('Colour');
    expect(colours.previousElementSibling).to.equal(v.select(COLOR), 'right after its select');
    expect(colours.classList.contains('shop-swatches--color')).to.equal(true);
    expect(v.group(SIZE).classList.contains('shop-swatches--label')).to.equal(true);
    const red = v.swatch(COLOR, 'red');
    expect(red.getAttribute('role')).to.equal('radio');
    expect(red.getAttribute('aria-checked')).to.equal('false');
    expect(red.textContent).to.equal('Red', 'never colour alone');
    expect(getComputedStyle(red.querySelector('.shop-swatch__chip')!).backgroundColor).to.equal('rgb(204, 0, 0)');
    expect(v.swatches(SIZE).map((b) => b.textContent)).to.deep.equal(['S', 'M', 'L', 'XL']);
    // The select stays on the page.
    expect(v.select(COLOR).getBoundingClientRect().width).to.be.greaterThan(1);
    expect(v.tabStops(COLOR)).to.deep.equal(['blue'], 'one tab stop: the first option');
  });

  it('a click sets the select and fires its change, the jQuery events and the shop-variation events', async () => {
    (window as { jQuery?: unknown }).jQuery = jQuery;
    const v = await ready(mount({ ...shirt, elementAttrs: 'swatches' }), [COLOR, SIZE]);
    const seen: string[] = [];
    const onChange = (event: Event) => seen.push(`change:${(event.target as HTMLSelectElement).name}`);
    document.addEventListener('change', onChange);
    const $form = jQuery(v.form);
    $form.on('woocommerce_variation_select_change found_variation', (event: unknown, ...args: unknown[]) => {
      const type = (event as { type: string }).type;
      seen.push(type === 'found_variation' ? `found_variation:${(args[0] as { variation_id: number }).variation_id}` : type);
    });
    jQuery(v.select(COLOR)).on('change', () => seen.push('jquery-change'));
    v.host.addEventListener('shop-variation-changed', (e) => seen.push(`shop-variation-changed:${e.detail.chosenCount}`));
    v.host.addEventListener('shop-variation-found', (e) => seen.push(`shop-variation-found:${e.detail.variationId}`));
    try {
      v.swatch(COLOR, 'red').click();
      expect(v.select(COLOR).value).to.equal('red');
      expect(v.checked(COLOR)).to.deep.equal(['red']);
      expect(seen).to.have.members([
        `change:${COLOR}`,
        'jquery-change',
        'woocommerce_variation_select_change',
        'shop-variation-changed:1',
      ]);
      seen.length = 0;
      v.swatch(SIZE, 's').click();
      expect(v.variationId.value).to.equal('204');
      expect(seen).to.include('found_variation:204');
      expect(seen).to.include('shop-variation-found:204');
      expect(seen).to.include(`change:${SIZE}`);
      expect(v.checked(SIZE)).to.deep.equal(['s']);
      expect(v.tabStops(SIZE)).to.deep.equal(['s'], 'the tab stop follows the choice');
    } finally {
      document.removeEventListener('change', onChange);
    }
  });

  it('keyboard: one tab stop, arrows move and choose, Home and End, a choice that cannot be made is reached but not made', async () => {
    const v = await ready(mount({ ...shirt, elementAttrs: 'swatches' }), [COLOR, SIZE]);
    const size = (value: string) => v.swatch(SIZE, value);
    size('s').focus();
    key(size('s'), 'ArrowRight');
    expect(document.activeElement).to.equal(size('m'));
    expect(v.select(SIZE).value).to.equal('m');
    expect(v.tabStops(SIZE)).to.deep.equal(['m']);
    key(size('m'), 'End');
    expect(v.select(SIZE).value).to.equal('xl');
    key(size('xl'), 'ArrowDown');
    expect(document.activeElement, 'wraps around').to.equal(size('s'));
    expect(v.select(SIZE).value).to.equal('s');
    key(size('s'), 'ArrowLeft');
    expect(v.select(SIZE).value).to.equal('xl');
    key(size('xl'), 'Home');
    expect(v.select(SIZE).value).to.equal('s');
    // XL rules red and green out; arrows still reach them, they are not chosen.
    v.chooseInSelect(COLOR, 'blue');
    v.chooseInSelect(SIZE, 'xl');
    v.swatch(COLOR, 'blue').focus();
    key(v.swatch(COLOR, 'blue'), 'ArrowRight');
    expect(document.activeElement).to.equal(v.swatch(COLOR, 'red'));
    expect(v.select(COLOR).value).to.equal('blue', 'focus moved, the choice stayed');
    expect(v.tabStops(COLOR)).to.deep.equal(['red']);
    key(v.swatch(COLOR, 'red'), ' ');
    v.swatch(COLOR, 'red').click();
    expect(v.select(COLOR).value).to.equal('blue');
    // Space and Enter choose the focused option.
    v.chooseInSelect(SIZE, 's');
    v.swatch(COLOR, 'red').focus();
    key(v.swatch(COLOR, 'red'), ' ');
    expect(v.select(COLOR).value).to.equal('red');
    v.swatch(COLOR, 'blue').focus();
    key(v.swatch(COLOR, 'blue'), 'Enter');
    expect(v.select(COLOR).value).to.equal('blue');
  });

  it('follows the select: a change by keyboard or script, and a jQuery-triggered change', async () => {
    (window as { jQuery?: unknown }).jQuery = jQuery;
    const v = await ready(mount({ ...shirt, elementAttrs: 'swatches' }), [COLOR, SIZE]);
    v.chooseInSelect(COLOR, 'green');
    expect(v.checked(COLOR)).to.deep.equal(['green']);
    expect(v.tabStops(COLOR)).to.deep.equal(['green']);
    // A theme's script: jQuery's trigger reaches jQuery handlers only, no DOM listener.
    (jQuery(v.select(SIZE)) as unknown as { val(value: string): { trigger(name: string): void } }).val('l').trigger('change');
    expect(v.checked(SIZE)).to.deep.equal(['l']);
    v.chooseInSelect(COLOR, '');
    expect(v.checked(COLOR)).to.deep.equal([]);
    expect(v.tabStops(COLOR)).to.deep.equal(['green'], 'L rules blue and red out: the tab stop is the first colour that can be chosen');
  });

  it('narrowing: an option no variation matches is disabled with the reason in its name, an inactive one as out of stock', async () => {
    const v = await ready(mount({ ...shirt, elementAttrs: 'swatches' }), [COLOR, SIZE]);
    v.swatch(SIZE, 'xl').click();
    const red = v.swatch(COLOR, 'red');
    expect(red.getAttribute('aria-disabled')).to.equal('true');
    expect(red.getAttribute('aria-label')).to.equal('Red — not available in XL');
    expect(red.title).to.equal('Red — not available in XL');
    expect(v.swatch(COLOR, 'green').getAttribute('aria-label')).to.equal('Green — not available in XL');
    expect(v.swatch(COLOR, 'blue').hasAttribute('aria-disabled')).to.equal(false);
    expect(v.swatch(COLOR, 'blue').hasAttribute('aria-label')).to.equal(false);
    red.click();
    expect(v.select(COLOR).value).to.equal('', 'a disabled swatch chooses nothing');
    // Red + M is inactive: the select disables M, the swatch says out of stock.
    v.swatch(SIZE, 's').click();
    v.swatch(COLOR, 'red').click();
    const m = v.swatch(SIZE, 'm');
    const option = [...v.select(SIZE).options].find((o) => o.value === 'm')!;
    expect(option.disabled).to.equal(true);
    expect(m.getAttribute('aria-disabled')).to.equal('true');
    expect(m.getAttribute('aria-label')).to.equal('M — out of stock');
    expect(m.dataset.state).to.equal('out-of-stock');
    expect(v.swatch(SIZE, 'l').getAttribute('aria-label')).to.equal('L — not available in Red');
    v.chooseInSelect(COLOR, 'blue');
    expect(m.hasAttribute('aria-disabled')).to.equal(false);
    expect(m.hasAttribute('aria-label')).to.equal(false);
  });

  it('the reset link clears the selects and the swatches; swatches-only hides the selects and gives the focus to the swatches', async () => {
    const v = await ready(mount({ ...shirt, elementAttrs: 'swatches swatches-only' }), [COLOR, SIZE]);
    const select = v.select(COLOR);
    expect(select.classList.contains('shop-swatches-select-hidden')).to.equal(true);
    expect(select.getAttribute('aria-hidden')).to.equal('true');
    expect(select.tabIndex).to.equal(-1);
    expect(select.getBoundingClientRect().width).to.be.at.most(1);
    v.swatch(COLOR, 'red').click();
    v.swatch(SIZE, 's').click();
    expect(v.variationId.value).to.equal('204');
    v.reset.click();
    expect(select.value).to.equal('');
    expect(v.select(SIZE).value).to.equal('');
    expect(v.checked(COLOR)).to.deep.equal([]);
    expect(v.checked(SIZE)).to.deep.equal([]);
    expect(v.form.querySelectorAll('.shop-swatch[aria-disabled="true"]')).to.have.length(0);
    expect(document.activeElement).to.equal(v.swatch(COLOR, 'blue'), 'focus back on the first attribute');
    // The label names the swatches now.
    (v.form.querySelector('label[for="pa_size"]') as HTMLElement).click();
    expect(document.activeElement).to.equal(v.swatch(SIZE, 's'));
    // Letting go gives the select back as printed.
    v.host.remove();
    await waitFor(() => !select.hasAttribute('aria-hidden'), { message: 'the select given back' });
    expect(select.hasAttribute('tabindex')).to.equal(false);
    expect(v.form.querySelector('.shop-swatches')).to.equal(null);
  });

  it('a malformed swatches attribute: a warning naming each bad part, the rest works', async () => {
    const warnings = captureConsoleWarnings();
    try {
      const v = await ready(mount({ ...shirt, elementAttrs: 'swatches="pa_color:colr, pa_fabric:label ,pa_size:label"' }), [COLOR, SIZE]);
      await waitFor(() => warnings.messages.length >= 2);
      expect(warnings.messages.join('\n')).to.match(/<shop-variations> attribute "swatches": "pa_color:colr": unknown kind "colr"/);
      expect(warnings.messages.join('\n')).to.match(/"pa_fabric:label": the form has no attribute "pa_fabric"/);
      // pa_color's kind is chosen from its options: they carry colours.
      expect(v.group(COLOR).classList.contains('shop-swatches--color')).to.equal(true);
      v.swatch(COLOR, 'blue').click();
      v.swatch(SIZE, 'm').click();
      expect(v.variationId.value).to.equal('202');
    } finally {
      warnings.restore();
    }
  });

  it('automatic mode: the page setting turns swatches on with colours from its map, pictures from the variations', async () => {
    const settings = {
      swatches: { attributes: 'pa_color:image,pa_size', colors: { xl: 'not a colour' } },
    };
    const images = shirt.variations.map((x, i) =>
      i === 0 ? { ...x, image: { ...emptyImage, src: '/blue.jpg?w=600', gallery_thumbnail_src: '/blue.jpg?w=100' } } : x,
    );
    const bare = shirt.selects.map((s) => ({ ...s, options: s.options.map(({ value, text }) => ({ value, text })) }));
    const v = await ready(
      mount({ selects: bare, variations: images, elementAttrs: `settings="${esc(JSON.stringify(settings))}"` }),
      [COLOR, SIZE],
    );
    const blue = v.swatch(COLOR, 'blue');
    expect(blue.querySelector('img')!.getAttribute('src')).to.equal('/blue.jpg?w=100');
    expect(blue.querySelector('img')!.alt).to.equal('', 'the name is the text beside it');
    expect(blue.textContent).to.equal('Blue');
    expect(v.swatch(COLOR, 'red').classList.contains('shop-swatch--no-image')).to.equal(true);
    expect(v.group(SIZE).classList.contains('shop-swatches--label')).to.equal(true, 'a bad colour gives no chip');
    v.swatch(COLOR, 'blue').click();
    v.swatch(SIZE, 'm').click();
    expect(v.variationId.value).to.equal('202');
  });

  it('automatic mode with the page settings block: the platform markup gets its swatches with no template edit', async () => {
    const restore = usePageSettings({ swatches: { attributes: { pa_color: 'color', pa_size: 'label' }, colors: { blue: '#1f6feb', red: '#c00', green: '#1a7f37' } } });
    const bare = shirt.selects.map((s) => ({ ...s, options: s.options.map(({ value, text }) => ({ value, text })) }));
    const product = mount({ selects: bare, variations: shirt.variations, bare: true });
    const auto = startAutoMode();
    try {
      // The element is created apart from the theme's markup and pointed at the form.
      const host = await waitFor(() => document.querySelector(`[${AUTO_CONTAINER_ATTRIBUTE}] shop-variations`), { message: 'the form enhanced' });
      const v = await ready(view(product.form.closest<HTMLElement>('.product')!, product.form, host as never), [COLOR, SIZE]);
      expect(v.group(COLOR).classList.contains('shop-swatches--color')).to.equal(true);
      expect(getComputedStyle(v.swatch(COLOR, 'green').querySelector('.shop-swatch__chip')!).backgroundColor).to.equal('rgb(26, 127, 55)');
      v.swatch(COLOR, 'green').click();
      v.swatch(SIZE, 'l').click();
      expect(v.variationId.value).to.equal('206');
    } finally {
      auto.stop();
      restore();
    }
  });

  it('swatches="false" turns the page setting off; no swatches means no swatch code on the form', async () => {
    const settings = esc(JSON.stringify({ swatches: true }));
    const off = mount({ ...shirt, elementAttrs: `swatches="false" settings="${settings}"` });
    const plain = mount({ ...shirt });
    await waitFor(() => off.host.hasAttribute('data-shop-ready') && plain.host.hasAttribute('data-shop-ready'));
    const on = await ready(mount({ ...shirt, elementAttrs: `settings="${settings}"` }), [COLOR, SIZE]);
    expect(on.swatches(SIZE)).to.have.length(4);
    expect(off.form.querySelector('.shop-swatches')).to.equal(null);
    expect(plain.form.querySelector('.shop-swatches')).to.equal(null);
  });
});

describe('<shop-variations swatches> AJAX mode (get_variation on the demo store)', function () {
  this.timeout(30_000);
  const SHOE = 'attribute_pa_shoe-size';
  const sneaker = {
    selects: [
      { name: SHOE, label: 'Shoe size', options: ['38', '39', '40', '41', '42', '43', '44', '45'].map((s) => ({ value: s, text: `EU ${s}` })) },
      { name: COLOR, label: 'Colour', options: ['black', 'white', 'red', 'blue', 'green'].map((c) => ({ value: c, text: c[0]!.toUpperCase() + c.slice(1) })) },
    ],
    variations: false as const,
    productId: 5,
  };
  const matrix = {
    attributes: [SHOE, COLOR],
    combinations: [['40', 'white'], ['40', 'red'], ['41', 'black']],
    inactive: [1],
  };
  afterEach(() => cleanup());

  it('narrows from the matrix, names the reasons, and a swatch choice is looked up over AJAX', async () => {
    const attrs = `swatches variation-matrix="${esc(JSON.stringify(matrix))}"`;
    const v = await ready(mount({ ...sneaker, elementAttrs: attrs }), [SHOE, COLOR]);
    expect(v.swatches(SHOE).filter((b) => !b.hasAttribute('aria-disabled')).map((b) => b.dataset.value)).to.deep.equal(['40', '41']);
    expect(v.swatch(SHOE, '38').getAttribute('aria-label')).to.equal('EU 38 — unavailable');
    v.swatch(SHOE, '40').click();
    expect(v.swatch(COLOR, 'black').getAttribute('aria-label')).to.equal('Black — not available in EU 40');
    expect(v.swatch(COLOR, 'red').getAttribute('aria-label')).to.equal('Red — out of stock');
    v.swatch(COLOR, 'white').click();
    expect(v.form.classList.contains('processing')).to.equal(true, 'the lookup runs');
    await waitFor(() => v.variationId.value === '1012', { message: 'variation 1012 found over AJAX' });
    expect(v.checked(COLOR)).to.deep.equal(['white']);
    v.reset.click();
    expect(v.checked(SHOE)).to.deep.equal([]);
    expect(v.swatch(COLOR, 'black').hasAttribute('aria-disabled')).to.equal(false);
  });

  it('without a matrix every option stays choosable', async () => {
    const v = await ready(mount({ ...sneaker, elementAttrs: "swatches variation-matrix='false'" }), [SHOE, COLOR]);
    expect(v.form.querySelectorAll('.shop-swatch[aria-disabled]')).to.have.length(0);
    v.swatch(SHOE, '40').click();
    v.swatch(COLOR, 'white').click();
    await waitFor(() => v.variationId.value === '1012', { message: 'variation 1012 found over AJAX' });
  });
});
