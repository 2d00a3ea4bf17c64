import { expect } from 'chai';
import jQuery from 'jquery';
import '../../src/elements/variations.element.ts';
import { liveRegionText } from '../../src/dom/announce.ts';
import { sharedRootStats } from '../../src/elements/base/shared-root.tsx';
import { captureConsoleErrors } from '../helpers/console.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';
import { type Json, emptyImage, variation } from '../helpers/variation-data.ts';

interface SelectSpec {
  name: string;
  options: string[];
}

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function productMarkup(opts: {
  selects: SelectSpec[];
  variations: Json[] | false;
  productId?: number;
  elementAttrs?: string;
  quantity?: string;
  /** The quantity input's limits as the server prints them. */
  quantityLimits?: string;
  /** Markup the theme prints at the end of the form (a matrix block). */
  formEnd?: string;
}): string {
  const rows = opts.selects
    .map(
      (s, i) =>
        `<tr><th><label for="${s.name}">${s.name}</label></th><td class="value"><select id="${s.name}" name="${s.name}" data-attribute_name="${s.name}"><option value="">Choose an option</option>${s.options
          .map((o) => `<option value="${escapeAttr(o)}" class="attached enabled">${escapeAttr(o)}</option>`)
          .join('')}</select>${i === opts.selects.length - 1 ? '<a class="reset_variations" href="#">Clear</a>' : ''}</td></tr>`,
    )
    .join('');
  const data = opts.variations === false ? 'false' : JSON.stringify(opts.variations);
  return `<div class="product" id="product-x">
<div class="woocommerce-product-gallery images"><div class="woocommerce-product-gallery__wrapper"><div class="woocommerce-product-gallery__image" data-thumb="/p.jpg?w=100"><a href="/p.jpg"><img class="wp-post-image" src="/p.jpg?w=600" alt="Parent" title="Parent" srcset="/p.jpg?w=600 600w" sizes="600px" width="600" height="600"></a></div></div></div>
<div class="summary">
<shop-variations ${opts.elementAttrs ?? ''}><form class="variations_form cart" method="post" action="#" data-product_id="${opts.productId ?? 99}" data-product_variations="${escapeAttr(data)}">
<table class="variations"><tbody>${rows}</tbody></table>
<div class="single_variation_wrap"><div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div>
<div class="woocommerce-variation-add-to-cart variations_button">
<div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="${opts.quantity ?? '1'}" ${opts.quantityLimits ?? 'min="1"'} step="1"></div>
<button type="submit" class="single_add_to_cart_button button alt disabled wc-variation-selection-needed">Add to cart</button>
<input type="hidden" name="variation_id" class="variation_id" value="0"></div></div>
${opts.formEnd ?? ''}</form></shop-variations>
<div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">PARENT</span></span></div>
</div>
<table class="shop_attributes"><tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--weight"><th>Weight</th><td class="woocommerce-product-attributes-item__value">0.25 kg</td></tr>
<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--dimensions"><th>Dimensions</th><td class="woocommerce-product-attributes-item__value">28 &times; 18 &times; 1 cm</td></tr></table>
</div>`;
}

function mount(opts: Parameters<typeof productMarkup>[0]) {
  return mount.view(fixture<HTMLElement>(productMarkup(opts)));
}

/** The parts of a product already on the page. */
mount.view = function view(product: HTMLElement) {
  const host = product.querySelector('shop-variations')!;
  const form = host.querySelector('form')!;
  const select = (name: string) => form.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
  return {
    product,
    host,
    form,
    select,
    button: form.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!,
    variationId: form.querySelector<HTMLInputElement>('input.variation_id')!,
    panel: form.querySelector<HTMLElement>('.single_variation')!,
    reset: form.querySelector<HTMLAnchorElement>('.reset_variations')!,
    qty: form.querySelector<HTMLInputElement>('input.qty')!,
    options: (name: string) => [...select(name).options].filter((o) => o.value !== '').map((o) => o.value),
    disabled: (name: string) => [...select(name).options].filter((o) => o.disabled).map((o) => o.value),
    choose(name: string, value: string) {
      const s = select(name);
      s.value = value;
      s.dispatchEvent(new Event('change', { bubbles: true }));
    },
  };
}

/** An element's markup with every element's attributes in name order (restoring one may move it last). */
function canonical(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  for (const el of [copy, ...copy.querySelectorAll('*')]) {
    const attributes = [...el.attributes].map((a) => [a.name, a.value] as const).sort(([a], [b]) => (a < b ? -1 : 1));
    for (const [name] of attributes) el.removeAttribute(name);
    for (const [name, value] of attributes) el.setAttribute(name, value);
  }
  return copy.outerHTML;
}

/** The element is live once its first check (100 ms after init) has run. */
async function ready(view: ReturnType<typeof mount>) {
  await waitFor(() => view.host.hasAttribute('data-ready'), { message: 'form initialised' });
  return view;
}

const hoodie = {
  selects: [{ name: 'attribute_pa_size', options: ['s', 'm', 'l', 'xl'] }],
  variations: [
    variation(101, { attribute_pa_size: 's' }, { display_price: 20 }),
    variation(102, { attribute_pa_size: 'm' }, { display_price: 22 }),
    variation(103, { attribute_pa_size: 'l' }, { display_price: 24, max_qty: 3 }),
    variation(104, { attribute_pa_size: 'xl' }, { display_price: 26, is_in_stock: false }),
  ],
};

const tshirtSelects = [
  { name: 'attribute_pa_color', options: ['blue', 'red', 'green'] },
  { name: 'attribute_logo', options: ['Yes', 'No'] },
];
const tshirtVariations = [
  variation(111, { attribute_pa_color: 'blue', attribute_logo: '' }, {
    display_price: 15, weight: '0.3', weight_html: '0.3 kg', dimensions: { length: '30', width: '20', height: '2' },
    dimensions_html: '30 &times; 20 &times; 2 cm',
    image_id: 7,
    image: { ...emptyImage, src: '/blue.jpg?w=600', srcset: '/blue.jpg?w=600 600w', sizes: '600px', alt: 'Blue', title: 'Blue',
      full_src: '/blue.jpg', full_src_w: 800, full_src_h: 800, gallery_thumbnail_src: '/blue.jpg?w=100', src_w: 600, src_h: 600 },
  }),
  variation(112, { attribute_pa_color: 'red', attribute_logo: 'Yes' }, { display_price: 16, weight: '0.35', weight_html: '0.35 kg' }),
  variation(113, { attribute_pa_color: 'red', attribute_logo: 'No' }, { display_price: 15 }),
];

const priceText = (panel: HTMLElement) => panel.querySelector('.woocommerce-variation-price')?.textContent ?? '';

describe('<shop-variations> inline data', () => {
  let alerts: string[] = [];
  const realAlert = window.alert;

  beforeEach(() => {
    alerts = [];
    window.alert = (message?: unknown) => {
      alerts.push(String(message));
    };
  });
  afterEach(() => {
    window.alert = realAlert;
    delete (window as { jQuery?: unknown }).jQuery;
    cleanup();
  });

  it('finds each of four priced sizes and shows its price in the panel', async () => {
    const v = await ready(mount(hoodie));
    expect(v.button.classList.contains('wc-variation-selection-needed')).to.equal(true);
    expect(v.panel.style.display).to.equal('none');
    for (const [size, id, price] of [['s', '101', '$20.00'], ['m', '102', '$22.00'], ['l', '103', '$24.00']] as const) {
      v.choose('attribute_pa_size', size);
      expect(v.variationId.value).to.equal(id);
      await waitFor(() => priceText(v.panel) === price, { message: `price ${price}` });
      expect(v.button.classList.contains('disabled')).to.equal(false);
      expect(v.panel.querySelector('.woocommerce-variation-description')?.textContent).to.equal(`Variation ${id}`);
    }
    await waitFor(() => v.panel.style.display !== 'none');
  });

  it("keeps the variation and price when the other attribute changes to a value 'any' covers", async () => {
    const v = await ready(mount({ selects: tshirtSelects, variations: tshirtVariations }));
    v.choose('attribute_pa_color', 'blue');
    v.choose('attribute_logo', 'Yes');
    expect(v.variationId.value).to.equal('111');
    await waitFor(() => priceText(v.panel) === '$15.00');
    v.choose('attribute_logo', 'No');
    expect(v.variationId.value).to.equal('111');
    await waitFor(() => priceText(v.panel) === '$15.00');
    v.choose('attribute_pa_color', 'red');
    expect(v.variationId.value).to.equal('113');
    v.choose('attribute_logo', 'Yes');
    expect(v.variationId.value).to.equal('112');
    await waitFor(() => priceText(v.panel) === '$16.00', { message: 'price changes between variations' });
  });

  it('swaps SKU, weight, dimensions and image for the variation and restores them on reset', async () => {
    const v = await ready(mount({ selects: tshirtSelects, variations: tshirtVariations }));
    const sku = v.product.querySelector('.sku')!;
    const weight = v.product.querySelector('.woocommerce-product-attributes-item--weight td')!;
    const dims = v.product.querySelector('.woocommerce-product-attributes-item--dimensions td')!;
    const img = v.product.querySelector<HTMLImageElement>('.wp-post-image')!;
    v.choose('attribute_pa_color', 'blue');
    v.choose('attribute_logo', 'Yes');
    expect(sku.textContent).to.equal('SKU-111');
    expect(weight.textContent).to.equal('0.3 kg');
    expect(dims.textContent).to.equal('30 × 20 × 2 cm');
    expect(img.getAttribute('src')).to.equal('/blue.jpg?w=600');
    expect(img.getAttribute('alt')).to.equal('Blue');
    expect(v.product.querySelector('.woocommerce-product-gallery__image a')!.getAttribute('href')).to.equal('/blue.jpg');
    v.choose('attribute_pa_color', 'red');
    expect(sku.textContent).to.equal('SKU-112');
    expect(weight.textContent).to.equal('0.35 kg');
    expect(img.getAttribute('src'), 'no variation image: the parent image').to.equal('/p.jpg?w=600');
    v.reset.click();
    expect(sku.textContent).to.equal('PARENT');
    expect(weight.textContent).to.equal('0.25 kg');
    expect(dims.textContent).to.equal('28 × 18 × 1 cm');
    expect(img.getAttribute('src')).to.equal('/p.jpg?w=600');
    expect(img.getAttribute('alt')).to.equal('Parent');
  });

  it('slides the gallery to a slide that already shows the variation image instead of replacing the first', async () => {
    const withImage = (thumb: string, full: string) => ({
      image_id: 8,
      image: { ...emptyImage, src: `${full}?w=600`, full_src: full, gallery_thumbnail_src: thumb, alt: full },
    });
    const selects = [{ name: 'attribute_pa_color', options: ['back', 'blue', 'plain'] }];
    const variations = [
      variation(141, { attribute_pa_color: 'back' }, withImage('/back.jpg?w=100', '/back.jpg')),
      variation(142, { attribute_pa_color: 'blue' }, { image_id: 7, image: tshirtVariations[0]!.image }),
      variation(143, { attribute_pa_color: 'plain' }, withImage('/p.jpg?w=100', '/p.jpg')),
    ];
    for (const withJQuery of [true, false]) {
      if (withJQuery) (window as { jQuery?: unknown }).jQuery = jQuery;
      const v = await ready(mount({ selects, variations }));
      v.product.insertAdjacentHTML(
        'beforeend',
        '<ol class="flex-control-nav flex-control-thumbs"><li><img src="/p.jpg?w=100" alt=""></li><li><img src="/back.jpg?w=100" alt=""></li></ol>',
      );
      const [first, second] = [...v.product.querySelectorAll<HTMLImageElement>('.flex-control-nav img')];
      const main = v.product.querySelector<HTMLImageElement>('.wp-post-image')!;
      const slides: string[] = [];
      const record = (event: Event) => slides.push((event.currentTarget as HTMLImageElement).getAttribute('src')!);
      for (const img of [first!, second!]) {
        if (withJQuery) jQuery(img).on('flexslider-click', (event: unknown) => record(event as Event));
        else img.addEventListener('click', record);
      }
      v.choose('attribute_pa_color', 'back');
      expect(slides).to.deep.equal(['/back.jpg?w=100']);
      expect(main.getAttribute('src'), 'the first slide keeps its image').to.equal('/p.jpg?w=600');
      expect(v.form.getAttribute('current-image')).to.equal('8');
      v.choose('attribute_pa_color', 'blue');
      expect(main.getAttribute('src'), 'an image the gallery lacks replaces the first').to.equal('/blue.jpg?w=600');
      expect(first!.getAttribute('src')).to.equal('/blue.jpg?w=100');
      expect(slides).to.have.length(1);
      // The parent image is the first slide's own: it comes back, and the slider goes to it.
      v.choose('attribute_pa_color', 'plain');
      expect(main.getAttribute('src')).to.equal('/p.jpg?w=600');
      expect(first!.getAttribute('src')).to.equal('/p.jpg?w=100');
      expect(slides).to.deep.equal(['/back.jpg?w=100', '/p.jpg?w=100']);
      delete (window as { jQuery?: unknown }).jQuery;
      cleanup();
    }
  });

  it('narrows options to those matching the other selects, and clears a choice that became invalid', async () => {
    const v = await ready(mount({ selects: tshirtSelects, variations: tshirtVariations }));
    expect(v.options('attribute_pa_color')).to.deep.equal(['blue', 'red'], 'green has no variation');
    v.choose('attribute_logo', 'No');
    expect(v.options('attribute_pa_color')).to.deep.equal(['blue', 'red']);
    v.choose('attribute_pa_color', 'red');
    expect(v.options('attribute_logo')).to.deep.equal(['Yes', 'No']);
    const narrow = mount({
      selects: [{ name: 'attribute_a', options: ['x', 'y'] }, { name: 'attribute_b', options: ['1', '2'] }],
      variations: [variation(1, { attribute_a: 'x', attribute_b: '1' }), variation(2, { attribute_a: 'y', attribute_b: '2' })],
    });
    await ready(narrow);
    narrow.choose('attribute_a', 'x');
    expect(narrow.options('attribute_b')).to.deep.equal(['1']);
    narrow.choose('attribute_b', '1');
    expect(narrow.variationId.value).to.equal('1');
    // New data (set as a property) where b=1 no longer exists with a=x: the choice is cleared.
    (narrow.host as unknown as { productVariations: unknown }).productVariations = [
      variation(2, { attribute_a: 'y', attribute_b: '2' }),
      variation(3, { attribute_a: 'x', attribute_b: '2' }),
    ];
    await waitFor(() => narrow.select('attribute_b').value === '', { message: 'b=1 is not valid any more' });
    // Given b=1 no a is possible either: both choices go, and the options follow the new data.
    expect(narrow.select('attribute_a').value).to.equal('');
    expect(narrow.options('attribute_a')).to.deep.equal(['x', 'y']);
    expect(narrow.options('attribute_b')).to.deep.equal(['2']);
    expect(narrow.variationId.value).to.equal('');
  });

  it('disables options whose variations are inactive', async () => {
    const v = await ready(
      mount({
        selects: [{ name: 'attribute_pa_color', options: ['red', 'blue', 'black', 'pink'] }],
        variations: [
          variation(121, { attribute_pa_color: 'red' }),
          variation(122, { attribute_pa_color: 'blue' }, { is_in_stock: false }),
          variation(124, { attribute_pa_color: 'black' }, { variation_is_active: false }),
        ],
      }),
    );
    expect(v.options('attribute_pa_color')).to.deep.equal(['red', 'blue', 'black']);
    expect(v.disabled('attribute_pa_color')).to.deep.equal(['black']);
  });

  it('shows the unavailable state for an out-of-stock match and alerts on click of the disabled button', async () => {
    const v = await ready(mount(hoodie));
    v.button.click();
    expect(alerts).to.deep.equal([
      'Please select some product options before adding this product to your cart.',
    ]);
    v.choose('attribute_pa_size', 'xl');
    expect(v.button.classList.contains('wc-variation-is-unavailable')).to.equal(true);
    expect(v.button.getAttribute('aria-disabled')).to.equal('true');
    v.button.click();
    expect(alerts[1]).to.equal('Sorry, this product is unavailable. Please choose a different combination.');
  });

  it("shows the shop's 'unavailable' text in the panel for a variation without a price", async () => {
    const noPrice = {
      display_price: 0, display_regular_price: 0, price_html: '', availability_html: '', variation_description: '',
      is_purchasable: false, variation_is_visible: false,
    };
    const v = await ready(
      mount({
        selects: [{ name: 'attribute_pa_color', options: ['red', 'green'] }],
        variations: [variation(121, { attribute_pa_color: 'red' }), variation(123, { attribute_pa_color: 'green' }, noPrice)],
      }),
    );
    const shown: boolean[] = [];
    v.host.addEventListener('shop-variation-shown', (e) => shown.push(e.detail.purchasable));
    v.choose('attribute_pa_color', 'green');
    expect(v.button.classList.contains('wc-variation-is-unavailable')).to.equal(true);
    await waitFor(() => v.panel.textContent?.includes('Sorry, this product is unavailable. Please choose a different combination.'), {
      message: 'unavailable text in the panel',
    });
    await waitFor(() => v.panel.style.display !== 'none' && v.panel.getBoundingClientRect().height > 0, { message: 'panel open' });
    expect(shown).to.deep.equal([false]);
    expect(v.panel.querySelector('.woocommerce-variation-price')).to.equal(null);
    v.choose('attribute_pa_color', 'red');
    await waitFor(() => priceText(v.panel) === '$10.00', { message: 'the priced variation replaces the text' });
  });

  it('shows a plain weight literally and weight_html as its text', async () => {
    const v = await ready(
      mount({
        selects: [{ name: 'attribute_pa_size', options: ['s', 'm'] }],
        variations: [
          variation(101, { attribute_pa_size: 's' }, { weight: '2 <approx> & more', weight_html: undefined }),
          variation(102, { attribute_pa_size: 'm' }, { weight: '3', weight_html: '3&nbsp;<abbr>kg</abbr>' }),
        ],
      }),
    );
    const weight = v.product.querySelector('.woocommerce-product-attributes-item--weight td')!;
    v.choose('attribute_pa_size', 's');
    expect(weight.textContent).to.equal('2 <approx> & more');
    expect(weight.children).to.have.length(0);
    v.choose('attribute_pa_size', 'm');
    expect(weight.textContent).to.equal('3\u00a0kg');
    v.reset.click();
    expect(weight.textContent).to.equal('0.25 kg');
  });

  it('refuses script URLs in a variation image and keeps the gallery as printed, reporting each once', async () => {
    const good = { ...emptyImage, src: '/blue.jpg?w=600', full_src: '/blue.jpg', srcset: '/blue.jpg?w=600 600w', alt: 'Blue' };
    const hostile: Array<[string, Json]> = [
      ['javascript: in full_src (the zoom link)', { ...good, full_src: ' JaVa\tScRiPt:alert(1)' }],
      ['vbscript: in src', { ...good, src: 'vbscript:msgbox(1)' }],
      ['data:text/html in a srcset candidate', { ...good, srcset: '/blue.jpg?w=600 600w, data:text/html,<script>alert(1)</script> 300w' }],
      ['javascript: in the gallery thumbnail', { ...good, gallery_thumbnail_src: 'javascript:alert(1)' }],
    ];
    const selects = [{ name: 'attribute_pa_size', options: ['ok', ...hostile.map((_, i) => `bad${i}`)] }];
    const variations = [
      variation(100, { attribute_pa_size: 'ok' }, { image_id: 7, image: good }),
      ...hostile.map(([, image], i) => variation(200 + i, { attribute_pa_size: `bad${i}` }, { image_id: 8 + i, image })),
    ];
    const errors = captureConsoleErrors();
    try {
      const v = await ready(mount({ selects, variations }));
      const printed = canonical(v.product.querySelector('.woocommerce-product-gallery')!);
      const img = v.product.querySelector<HTMLImageElement>('.wp-post-image')!;
      const link = v.product.querySelector('.woocommerce-product-gallery__image a')!;
      for (const [i, [what]] of hostile.entries()) {
        // From the printed gallery, and from a gallery that shows a good variation's image.
        v.choose('attribute_pa_size', `bad${i}`);
        expect(canonical(v.product.querySelector('.woocommerce-product-gallery')!).replace(/ data-o_[a-z_-]+="[^"]*"/g, ''), what).to.equal(
          printed,
        );
        v.choose('attribute_pa_size', 'ok');
        expect(img.getAttribute('src')).to.equal('/blue.jpg?w=600');
        v.choose('attribute_pa_size', `bad${i}`);
        expect(img.getAttribute('src'), what).to.equal('/p.jpg?w=600');
        expect(img.getAttribute('srcset'), what).to.equal('/p.jpg?w=600 600w');
        expect(link.getAttribute('href'), what).to.equal('/p.jpg');
      }
      const refused = errors.messages.filter((m) => m.includes('refused the URL'));
      expect(refused, refused.join('\n')).to.have.length(hostile.length);
      expect(refused.every((m) => m.includes('<shop-variations> variation image'))).to.equal(true);
    } finally {
      errors.restore();
    }
  });

  it('slides the panel on transform and opacity only, with one layout change', async () => {
    const v = await ready(mount(hoodie));
    const animated: string[][] = [];
    v.host.addEventListener('shop-variation-shown', () => {
      for (const animation of v.panel.getAnimations()) {
        const keyframes = (animation.effect as KeyframeEffect).getKeyframes();
        animated.push([...new Set(keyframes.flatMap((k) => Object.keys(k)))].filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)).sort());
      }
    });
    v.choose('attribute_pa_size', 's');
    await waitFor(() => animated.length > 0, { message: 'the panel slides open' });
    expect(animated).to.deep.equal([['opacity', 'transform']]);
    expect(v.panel.style.height).to.equal('');
    expect(v.panel.style.overflow).to.equal('');
    await waitFor(() => v.panel.getAnimations().length === 0, { message: 'the slide ends' });
    v.reset.click();
    const closing = v.panel.getAnimations();
    expect(closing).to.have.length(1);
    expect(Object.keys((closing[0]!.effect as KeyframeEffect).getKeyframes()[0]!).filter((k) => !['offset', 'computedOffset', 'easing', 'composite'].includes(k)).sort()).to.deep.equal(['opacity', 'transform']);
    expect(v.panel.style.display, 'laid out until the slide ends').to.equal('');
    await waitFor(() => v.panel.style.display === 'none', { message: 'the panel is taken out at the end' });
    expect(v.panel.getAnimations()).to.have.length(0);
  });

  it('does not slide when the shopper prefers reduced motion', async () => {
    const realMatchMedia = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({ ...realMatchMedia.call(window, query), matches: /prefers-reduced-motion:\s*reduce/.test(query), media: query }) as MediaQueryList;
    try {
      const v = await ready(mount(hoodie));
      const running: number[] = [];
      v.host.addEventListener('shop-variation-shown', () => running.push(v.panel.getAnimations().length));
      v.choose('attribute_pa_size', 's');
      await waitFor(() => running.length > 0, { message: 'panel shown' });
      expect(running).to.deep.equal([0]);
      expect(v.panel.style.display).to.equal('');
      v.reset.click();
      expect(v.panel.getAnimations()).to.have.length(0);
      await waitFor(() => v.panel.style.display === 'none', { message: 'panel hidden' });
    } finally {
      window.matchMedia = realMatchMedia;
    }
  });

  it('uses the texts of the settings attribute', async () => {
    const v = await ready(mount({ ...hoodie, elementAttrs: `settings='{"i18n_make_a_selection_text":"Pick a size first"}'` }));
    v.button.click();
    expect(alerts).to.deep.equal(['Pick a size first']);
  });

  it('reset link: hidden until something is chosen, works with Space, announces and focuses the first select', async () => {
    const v = await ready(mount({ selects: tshirtSelects, variations: tshirtVariations }));
    expect(v.reset.style.visibility).to.equal('hidden');
    v.choose('attribute_pa_color', 'red');
    expect(v.reset.style.visibility).to.equal('visible');
    let resets = 0;
    v.host.addEventListener('shop-variation-reset', () => (resets += 1));
    v.reset.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(v.select('attribute_pa_color').value).to.equal('');
    expect(v.reset.style.visibility).to.equal('hidden');
    expect(resets).to.equal(1);
    expect(document.activeElement).to.equal(v.select('attribute_pa_color'));
    await waitFor(() => /selection has been reset/.test(liveRegionText()), { message: 'reset announced' });
  });

  it('reset link: tells change listeners the selection changed, as the platform does when it empties the selects', async () => {
    (window as { jQuery?: unknown }).jQuery = jQuery;
    const v = await ready(mount({ selects: tshirtSelects, variations: tshirtVariations }));
    v.choose('attribute_pa_color', 'red');
    const jq: string[] = [];
    jQuery(v.form).on('woocommerce_variation_has_changed reset_data', (event: unknown) => {
      jq.push((event as { type: string }).type);
    });
    const changes: Array<{ chosenCount: number; complete: boolean }> = [];
    v.host.addEventListener('shop-variation-changed', (event) => changes.push(event.detail));
    v.reset.click();
    expect(v.select('attribute_pa_color').value).to.equal('');
    expect(jq).to.include('reset_data');
    expect(jq).to.include('woocommerce_variation_has_changed');
    expect(changes.at(-1)).to.deep.include({ chosenCount: 0, complete: false });
  });

  it('data-show_option_none="no": the placeholder goes once a valid choice is made and comes back when it is cleared', async () => {
    const v = await ready(mount({ selects: tshirtSelects, variations: tshirtVariations }));
    const color = v.select('attribute_pa_color');
    const logo = v.select('attribute_logo');
    color.dataset.show_option_none = 'no';
    const values = (select: HTMLSelectElement) => [...select.options].map((o) => o.value);
    v.choose('attribute_pa_color', 'red');
    expect(values(color)).to.deep.equal(['blue', 'red']);
    expect(color.value).to.equal('red');
    v.choose('attribute_logo', 'Yes');
    expect(values(logo)[0]).to.equal('', 'a select without the setting keeps its placeholder');
    expect(v.variationId.value).to.equal('112');
    v.reset.click();
    expect(values(color)).to.deep.equal(['', 'blue', 'red']);
    expect(color.selectedIndex).to.equal(0);
    expect(v.variationId.value).to.equal('');
    // A choice the new data no longer allows is cleared, and the placeholder shows again.
    v.choose('attribute_pa_color', 'red');
    expect(values(color)[0]).to.equal('blue');
    (v.host as unknown as { productVariations: unknown }).productVariations = [tshirtVariations[0]];
    await waitFor(() => color.value === '' && color.selectedIndex === 0, { message: 'red cleared, placeholder shown' });
    expect(values(color)).to.deep.equal(['', 'blue']);
  });

  it('applies the quantity rules of the variation', async () => {
    const v = await ready(mount({ ...hoodie, quantity: '10' }));
    v.choose('attribute_pa_size', 'l');
    expect(v.qty.value).to.equal('3');
    expect(v.qty.max).to.equal('3');
    v.qty.value = 'abc';
    v.choose('attribute_pa_size', 'm');
    expect(v.qty.value).to.equal('1');
    expect(v.qty.hasAttribute('max')).to.equal(false);
    const single = await ready(
      mount({
        selects: [{ name: 'attribute_size', options: ['one'] }],
        variations: [variation(1, { attribute_size: 'one' }, { is_sold_individually: 'yes', max_qty: 1 })],
        quantity: '4',
      }),
    );
    single.choose('attribute_size', 'one');
    expect(single.qty.value).to.equal('1');
    expect(single.qty.closest<HTMLElement>('.quantity')!.style.display).to.equal('none');
    single.reset.click();
    expect(single.qty.closest<HTMLElement>('.quantity')!.style.display).to.equal('');
  });

  it('compares quoted, entity-encoded and non-Latin values as text', async () => {
    const styles = ['Men\'s "Classic"', 'Größe & Fit', '日本', '<b>Bold</b> & brave'];
    const v = await ready(
      mount({
        selects: [{ name: 'attribute_style', options: styles }],
        variations: [
          variation(131, { attribute_style: 'Men&#039;s &quot;Classic&quot;' }, { display_price: 30 }),
          variation(132, { attribute_style: 'Größe &amp; Fit' }, { display_price: 31 }),
          variation(133, { attribute_style: '日本' }, { display_price: 32 }),
          variation(134, { attribute_style: '<b>Bold</b> & brave' }, { display_price: 33 }),
        ],
      }),
    );
    expect(v.options('attribute_style')).to.deep.equal(styles);
    styles.forEach((style, i) => {
      v.choose('attribute_style', style);
      expect(v.variationId.value).to.equal(String(131 + i));
    });
  });

  it('cancels the pending panel when the selection changes within 300 ms', async () => {
    const v = await ready(mount(hoodie));
    const shown: number[] = [];
    v.host.addEventListener('shop-variation-shown', (e) => shown.push(e.detail.variation.variation_id));
    v.choose('attribute_pa_size', 's');
    v.choose('attribute_pa_size', '');
    v.choose('attribute_pa_size', 'm');
    await waitFor(() => shown.length > 0);
    expect(shown).to.deep.equal([102]);
  });

  it('triggers the platform jQuery events and obeys its commands', async () => {
    (window as { jQuery?: unknown }).jQuery = jQuery;
    const v = mount(hoodie);
    const seen: Array<[string, unknown[]]> = [];
    const $form = jQuery(v.form);
    for (const name of ['found_variation', 'show_variation', 'reset_data', 'hide_variation', 'woocommerce_variation_has_changed', 'woocommerce_update_variation_values', 'check_variations', 'woocommerce_variation_select_change', 'wc_variation_form']) {
      $form.on(name, (_event: unknown, ...args: unknown[]) => seen.push([name, args]));
    }
    await ready(v);
    await waitFor(() => seen.some(([n]) => n === 'wc_variation_form'));
    seen.length = 0;
    v.choose('attribute_pa_size', 'm');
    const found = seen.find(([n]) => n === 'found_variation');
    expect((found?.[1][0] as { variation_id: number }).variation_id).to.equal(102);
    for (const name of ['woocommerce_variation_select_change', 'check_variations', 'woocommerce_update_variation_values', 'woocommerce_variation_has_changed']) {
      expect(seen.map(([n]) => n)).to.include(name);
    }
    const show = await waitFor(() => seen.find(([n]) => n === 'show_variation'));
    expect(show[1][1]).to.equal(true);
    // Commands from other scripts.
    $form.trigger('reset_data');
    expect(v.variationId.value).to.equal('');
    expect(v.product.querySelector('.sku')!.textContent).to.equal('PARENT');
    $form.trigger('check_variations');
    expect(v.variationId.value).to.equal('102');
    // Other scripts hand over new data through jQuery's data store, then ask for a reload.
    ($form as unknown as { data(key: string, value: unknown): void }).data('product_variations', [
      variation(555, { attribute_pa_size: 'm' }),
    ]);
    $form.trigger('reload_product_variations');
    expect(v.variationId.value).to.equal('555');
  });

  it('after a move hears jQuery commands once, and letting go leaves the theme handlers bound', async () => {
    (window as { jQuery?: unknown }).jQuery = jQuery;
    const v = await ready(mount(hoodie));
    const $form = jQuery(v.form);
    let themeResets = 0;
    let found = 0;
    $form.on('reset_data', () => (themeResets += 1));
    $form.on('found_variation', () => (found += 1));
    const parent = v.host.parentElement!;
    v.host.remove();
    parent.append(v.host);
    await ready(v);
    v.choose('attribute_pa_size', 's');
    found = 0;
    $form.trigger('check_variations');
    expect(found, 'one listener after the remount').to.equal(1);
    v.host.remove();
    await waitFor(() => !v.host.hasAttribute('data-ready'), { message: 'the element let go of the form' });
    themeResets = 0;
    $form.trigger('reset_data');
    expect(themeResets, "the theme's own handler").to.equal(1);
    expect(v.variationId.value, 'the released form no longer obeys').to.equal('0');
  });

  it('survives being taken out and put back in a later task (unmount and remount) with its options intact', async () => {
    const v = await ready(mount({ selects: tshirtSelects, variations: tshirtVariations }));
    v.choose('attribute_logo', 'Yes');
    expect(v.options('attribute_pa_color')).to.deep.equal(['blue', 'red']);
    const parent = v.host.parentElement!;
    v.host.remove();
    await waitFor(() => !v.host.hasAttribute('data-ready'), { message: 'the element let go of the form' });
    expect(v.options('attribute_pa_color'), 'full options back on removal').to.deep.equal(['blue', 'red', 'green']);
    expect(v.host.hasAttribute('data-ready')).to.equal(false);
    parent.append(v.host);
    await ready(v);
    expect(v.select('attribute_logo').value).to.equal('Yes');
    expect(v.options('attribute_pa_color')).to.deep.equal(['blue', 'red']);
    v.choose('attribute_pa_color', 'red');
    expect(v.variationId.value).to.equal('112');
    expect(v.form.querySelectorAll('.shop-variations-messages')).to.have.length(1);
  });

  it('after a move with a sold-individually variation chosen, clearing shows the quantity as printed', async () => {
    const v = await ready(
      mount({
        selects: [{ name: 'attribute_size', options: ['one', 'two'] }],
        variations: [
          variation(1, { attribute_size: 'one' }, { is_sold_individually: 'yes', max_qty: 1 }),
          variation(2, { attribute_size: 'two' }, { max_qty: 8 }),
        ],
        quantityLimits: 'min="2" max="50"',
      }),
    );
    const wrap = v.qty.closest<HTMLElement>('.quantity')!;
    v.choose('attribute_size', 'one');
    expect(wrap.style.display).to.equal('none');
    const other = fixture<HTMLElement>('<div class="elsewhere"></div>');
    const parent = v.host.parentElement!;
    // Moved in two tasks: the element lets go of the form, then adopts it again.
    other.append(v.host);
    v.host.remove();
    await waitFor(() => !v.host.hasAttribute('data-ready'), { message: 'the element let go of the form' });
    parent.append(v.host);
    await ready(v);
    await waitFor(() => v.variationId.value === '1', { message: 'the remount found the chosen variation again' });
    v.reset.click();
    expect(wrap.style.display).to.equal('');
    expect(wrap.hidden).to.equal(false);
    expect(v.qty.getAttribute('min')).to.equal('2');
    expect(v.qty.getAttribute('max')).to.equal('50');
  });

  it('a disconnect leaves the form and the product as the server printed them, apart from the chosen values', async () => {
    const opts = {
      selects: [
        { name: 'attribute_pa_color', options: ['blue', 'red', 'green'] },
        { name: 'attribute_logo', options: ['Yes', 'No'] },
      ],
      variations: [
        { ...tshirtVariations[0]!, is_sold_individually: 'yes' },
        tshirtVariations[1]!,
        { ...tshirtVariations[2]!, variation_is_active: false },
      ],
      quantity: '3',
      quantityLimits: 'min="1" max=""',
    };
    const printed = document.createElement('template');
    printed.innerHTML = productMarkup(opts);
    const printedProduct = printed.content.querySelector<HTMLElement>('.product')!;
    const printedForm = printedProduct.querySelector('form')!;
    printedProduct.querySelector('shop-variations')!.remove();
    const v = await ready(mount(opts));
    v.choose('attribute_logo', 'Yes');
    v.choose('attribute_pa_color', 'blue');
    expect(v.variationId.value).to.equal('111');
    await waitFor(() => priceText(v.panel) === '$15.00', { message: 'panel shown' });
    expect(v.qty.value).to.equal('1');
    expect(v.product.querySelector('.wp-post-image')!.getAttribute('src')).to.equal('/blue.jpg?w=600');
    expect(v.options('attribute_pa_color')).to.deep.equal(['blue', 'red']);

    v.host.remove();
    await waitFor(() => !v.host.hasAttribute('data-ready'), { message: 'the element let go of the form' });
    expect(canonical(v.form)).to.equal(canonical(printedForm));
    expect(canonical(v.product)).to.equal(canonical(printedProduct));
    expect(v.qty.value, 'the quantity the form had set goes back too').to.equal('3');
    expect(v.select('attribute_pa_color').value, 'the shopper keeps the choice').to.equal('blue');
    expect(v.select('attribute_logo').value).to.equal('Yes');
  });

  it('keeps a quantity the shopper typed when it lets go of the form', async () => {
    const v = await ready(mount({ ...hoodie, quantity: '10' }));
    v.choose('attribute_pa_size', 'l');
    expect(v.qty.value).to.equal('3');
    v.qty.value = '2';
    v.host.remove();
    await waitFor(() => !v.host.hasAttribute('data-ready'), { message: 'the element let go of the form' });
    expect(v.qty.value).to.equal('2');
    expect(v.qty.hasAttribute('max')).to.equal(false);
  });

  it('adopts a form appended in a later task after the element was inserted empty', async () => {
    const errors = captureConsoleErrors();
    try {
      const markup = document.createElement('template');
      markup.innerHTML = productMarkup(hoodie);
      const form = markup.content.querySelector('form')!;
      form.remove();
      const mountedBefore = sharedRootStats().elements;
      const product = fixture<HTMLElement>(markup.innerHTML);
      const host = product.querySelector('shop-variations')!;
      expect(host.children).to.have.length(0);
      // The element has mounted without its form before the form arrives.
      await waitFor(() => sharedRootStats().elements > mountedBefore, { message: 'the empty element mounted' });
      host.append(form);
      const v = await ready(mount.view(product));
      v.choose('attribute_pa_size', 'm');
      expect(v.variationId.value).to.equal('102');
      await waitFor(() => priceText(v.panel) === '$22.00', { message: 'panel of the late form' });
    } finally {
      errors.restore();
    }
    expect(errors.messages.filter((m) => m.includes('no form'))).to.deep.equal([]);
  });

  it('lets go of a replaced form and enhances the new one', async () => {
    const v = await ready(mount(hoodie));
    v.choose('attribute_pa_size', 's');
    expect(v.variationId.value).to.equal('101');
    const next = document.createElement('template');
    next.innerHTML = productMarkup({ selects: tshirtSelects, variations: tshirtVariations });
    const newForm = next.content.querySelector('form')!;
    v.form.replaceWith(newForm);
    const w = mount.view(v.product);
    await waitFor(() => w.form.querySelector('.shop-variations-messages') !== null, { message: 'new form adopted' });
    await ready(w);
    expect(v.form.querySelector('.shop-variations-messages'), 'the old form was let go of').to.equal(null);
    expect(v.variationId.value, 'the old form as printed').to.equal('0');
    w.choose('attribute_pa_color', 'red');
    w.choose('attribute_logo', 'No');
    expect(w.variationId.value).to.equal('113');
    v.choose('attribute_pa_size', 'm');
    expect(v.variationId.value, 'the old form is no longer enhanced').to.equal('0');
  });

  it('says once that the element holds no form, after the document has loaded', async () => {
    const errors = captureConsoleErrors();
    const noForm = () => errors.messages.filter((m) => m.includes('no form.variations_form'));
    try {
      const first = fixture<HTMLElement>('<div><shop-variations></shop-variations></div>');
      const host = first.querySelector('shop-variations')!;
      await waitFor(() => noForm().length === 1, { message: 'one error for the empty element' });
      // A remount and more children change nothing: the element already said it.
      host.remove();
      first.append(host);
      host.append(document.createElement('p'));
      fixture<HTMLElement>('<div><shop-variations></shop-variations></div>');
      await waitFor(() => noForm().length >= 2, { message: 'the second empty element reports too' });
    } finally {
      errors.restore();
    }
    expect(noForm()).to.have.length(2);
  });

  it('logs one console error for bad JSON and falls back to the form data', async () => {
    const errors: string[] = [];
    const realError = console.error;
    console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
    try {
      const v = await ready(mount({ ...hoodie, elementAttrs: 'product-variations="[{oops"' }));
      v.choose('attribute_pa_size', 's');
      expect(v.variationId.value).to.equal('101');
    } finally {
      console.error = realError;
    }
    expect(errors.filter((e) => e.includes('product-variations'))).to.have.length(1);
  });
});

describe('<shop-variations> AJAX mode (get_variation on the demo store)', function () {
  this.timeout(30_000);
  const sneaker = {
    selects: [
      { name: 'attribute_pa_shoe-size', options: ['38', '39', '40', '41', '42', '43', '44', '45'] },
      { name: 'attribute_pa_color', options: ['black', 'white', 'red', 'blue', 'green'] },
    ],
    variations: false as const,
    productId: 5,
  };
  const realFetch = window.fetch;
  afterEach(() => {
    window.fetch = realFetch;
    document.cookie = 'demo_fault=; path=/; max-age=0';
    cleanup();
  });

  it('looks the variation up, blocks the form meanwhile and shows it', async () => {
    const v = await ready(mount({ ...sneaker, elementAttrs: "variation-matrix='false'" }));
    v.choose('attribute_pa_shoe-size', '40');
    v.choose('attribute_pa_color', 'white');
    expect(v.form.classList.contains('processing')).to.equal(true);
    expect(v.form.querySelector('.blockUI.blockOverlay')).to.not.equal(null);
    await waitFor(() => v.variationId.value === '1012', { message: 'variation 1012 found' });
    await waitFor(() => !v.form.classList.contains('processing'));
    await waitFor(() => priceText(v.panel).includes('64'));
  });

  it('aborts a superseded lookup', async () => {
    document.cookie = 'demo_fault=latency-400@get_variation; path=/';
    const signals: AbortSignal[] = [];
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('get_variation') && init?.signal) signals.push(init.signal);
      return realFetch(input, init);
    };
    const v = await ready(mount({ ...sneaker, elementAttrs: "variation-matrix='false'" }));
    v.choose('attribute_pa_shoe-size', '40');
    v.choose('attribute_pa_color', 'white');
    v.choose('attribute_pa_color', 'red');
    await waitFor(() => v.variationId.value === '1013', { message: 'the latest lookup wins' });
    expect(signals).to.have.length(2);
    expect(signals[0]!.aborted).to.equal(true);
    expect(signals[1]!.aborted).to.equal(false);
    await waitFor(() => !v.form.classList.contains('processing'));
    expect(v.form.querySelector('.shop-variations-error')).to.equal(null);
  });

  it('unblocks the form and shows an error when the lookup fails', async () => {
    document.cookie = 'demo_fault=500@get_variation; path=/';
    const v = await ready(mount({ ...sneaker, elementAttrs: "variation-matrix='false'" }));
    const failures: string[] = [];
    v.host.addEventListener('shop-variation-lookup-failed', (e) => failures.push(e.detail.kind));
    v.choose('attribute_pa_shoe-size', '40');
    v.choose('attribute_pa_color', 'white');
    const error = await waitFor(() => v.form.querySelector('[role="alert"].shop-variations-error'), { message: 'error shown' });
    expect(error.textContent).to.not.equal('');
    expect(v.form.classList.contains('processing')).to.equal(false);
    expect(v.form.querySelector('.blockUI')).to.equal(null);
    expect(v.button.classList.contains('disabled')).to.equal(true);
    expect(failures).to.deep.equal(['http']);
    // Selects stay usable: after the fault clears, a new choice works.
    document.cookie = 'demo_fault=; path=/; max-age=0';
    v.choose('attribute_pa_color', 'red');
    await waitFor(() => v.variationId.value === '1013');
    expect(v.form.querySelector('.shop-variations-error')).to.equal(null);
  });

  it("shows the 'no matching variations' notice when the store answers false", async () => {
    const v = await ready(
      mount({
        selects: [{ name: 'attribute_pa_size', options: ['s', 'xxl'] }],
        variations: false,
        productId: 1,
        elementAttrs: "variation-matrix='false'",
      }),
    );
    const notFound: unknown[] = [];
    v.host.addEventListener('shop-variation-not-found', (e) => notFound.push(e.detail.attributes));
    v.choose('attribute_pa_size', 'xxl');
    const notice = await waitFor(() => v.form.querySelector('.wc-no-matching-variations[role="alert"]'));
    expect(notice.textContent).to.match(/no products matched/);
    expect(notFound).to.deep.equal([{ attribute_pa_size: 'xxl' }]);
    v.choose('attribute_pa_size', 's');
    await waitFor(() => v.variationId.value === '101');
    expect(v.form.querySelector('.wc-no-matching-variations')).to.equal(null);
  });

  /** Records every request the page sends from now on: method and URL. */
  function recordRequests(): Array<{ method: string; url: string }> {
    const requests: Array<{ method: string; url: string }> = [];
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ method: init?.method ?? 'GET', url: String(input instanceof Request ? input.url : input) });
      return realFetch(input, init);
    };
    return requests;
  }
  const methodsTo = (requests: ReturnType<typeof recordRequests>, part: string) =>
    requests.filter((r) => r.url.includes(part)).map((r) => r.method);

  /** A complete choice is looked up (get_variation) and found: the form works un-narrowed. */
  async function looksUp(v: ReturnType<typeof mount>) {
    v.choose('attribute_pa_shoe-size', '40');
    v.choose('attribute_pa_color', 'white');
    await waitFor(() => v.variationId.value === '1012', { message: 'variation 1012 found over AJAX' });
  }

  const sizes = sneaker.selects[0]!.options;
  const colours = sneaker.selects[1]!.options;
  /** Narrows the sneaker's sizes to 40 and 41, and 40's colours to white and red (inactive). */
  const smallMatrix = {
    attributes: ['attribute_pa_shoe-size', 'attribute_pa_color'],
    combinations: [['40', 'white'], ['40', 'red'], ['41', 'black']],
    inactive: [1],
  };
  const matrixBlock = (json: string) => `<script type="application/json" class="shop-variation-matrix">${json}</script>`;

  it('sends no matrix request by default and leaves the options as printed', async () => {
    const requests = recordRequests();
    const v = await ready(mount(sneaker));
    await looksUp(v);
    await waitFor(() => !v.form.classList.contains('processing'));
    expect(methodsTo(requests, 'get_variation_matrix')).to.deep.equal([]);
    expect(requests.map((r) => new URL(r.url, location.href).searchParams.get('wc-ajax'))).to.deep.equal(['get_variation']);
    expect(v.options('attribute_pa_shoe-size')).to.deep.equal(sizes);
  });

  it('narrows from a matrix block the theme prints in the form, without a request', async () => {
    const requests = recordRequests();
    const v = await ready(mount({ ...sneaker, formEnd: matrixBlock(JSON.stringify(smallMatrix)) }));
    expect(v.options('attribute_pa_shoe-size')).to.deep.equal(['40', '41']);
    v.choose('attribute_pa_shoe-size', '40');
    expect(v.options('attribute_pa_color')).to.deep.equal(['white', 'red']);
    expect(v.disabled('attribute_pa_color')).to.deep.equal(['red']);
    v.choose('attribute_pa_color', 'white');
    await waitFor(() => v.variationId.value === '1012');
    expect(methodsTo(requests, 'get_variation_matrix')).to.deep.equal([]);
  });

  it('the attribute wins over a block', async () => {
    const v = await ready(
      mount({
        ...sneaker,
        elementAttrs: `variation-matrix='${JSON.stringify({ ...smallMatrix, combinations: [['44', 'green']], inactive: [] })}'`,
        formEnd: matrixBlock(JSON.stringify(smallMatrix)),
      }),
    );
    expect(v.options('attribute_pa_shoe-size')).to.deep.equal(['44']);
  });

  it('narrows from the URL the page configures, read once with a GET', async () => {
    const requests = recordRequests();
    // The cap (product 3): red, blue, green, black (inactive), yellow; no white.
    const v = await ready(
      mount({
        selects: [{ name: 'attribute_pa_color', options: ['red', 'white', 'blue', 'green', 'black', 'yellow'] }],
        variations: false,
        productId: 3,
        elementAttrs: 'variation-matrix-url="/?wc-ajax=get_variation_matrix&amp;product_id=3"',
      }),
    );
    await waitFor(() => !v.options('attribute_pa_color').includes('white'), { message: 'narrowed from the answer' });
    expect(v.options('attribute_pa_color')).to.deep.equal(['red', 'blue', 'green', 'black', 'yellow']);
    expect(v.disabled('attribute_pa_color')).to.deep.equal(['black']);
    v.choose('attribute_pa_color', 'red');
    await waitFor(() => v.variationId.value === '121');
    expect(methodsTo(requests, 'wc-ajax=get_variation_matrix')).to.deep.equal(['GET']);
  });

  describe('bad matrix data: a console message naming the source, then un-narrowed AJAX mode', () => {
    const cases: Array<[string, Parameters<typeof mount>[0], RegExp]> = [
      ['attribute, not JSON', { ...sneaker, elementAttrs: `variation-matrix='{"attributes":'` }, /<shop-variations> attribute "variation-matrix".*no narrowing/],
      ['attribute, wrong shape', { ...sneaker, elementAttrs: `variation-matrix='{"attributes":"size","combinations":[]}'` }, /<shop-variations> attribute "variation-matrix": unexpected shape/],
      [
        'attribute, rows that do not fit',
        { ...sneaker, elementAttrs: `variation-matrix='${JSON.stringify({ ...smallMatrix, combinations: [['40']] })}'` },
        /<shop-variations> attribute "variation-matrix": combination 0 has 1 values for 2 attributes; options are not narrowed/,
      ],
      ['block, not JSON', { ...sneaker, formEnd: matrixBlock('{oops') }, /<shop-variations> matrix block \(script\.shop-variation-matrix\): not valid JSON/],
      [
        'block, attributes the form does not have',
        { ...sneaker, formEnd: matrixBlock(JSON.stringify({ attributes: ['attribute_size'], combinations: [['s']] })) },
        /matrix block .*none of its attributes \(attribute_size\) is a select of the form/,
      ],
      [
        'block, no combinations',
        { ...sneaker, formEnd: matrixBlock(JSON.stringify({ ...smallMatrix, combinations: [], inactive: [] })) },
        /matrix block .*it has no combinations; options are not narrowed/,
      ],
      [
        'URL answering nothing (an endpoint the store lacks)',
        { ...sneaker, elementAttrs: 'variation-matrix-url="/?wc-ajax=no_such_matrix&amp;product_id=5"' },
        /<shop-variations> attribute "variation-matrix-url": .*answered nothing; options are not narrowed/,
      ],
      [
        'URL answering something else',
        { ...sneaker, elementAttrs: 'variation-matrix-url="/?wc-ajax=get_refreshed_fragments"' },
        /<shop-variations> attribute "variation-matrix-url": the matrix could not be read from .*; options are not narrowed/,
      ],
      [
        'URL that is not http(s)',
        { ...sneaker, elementAttrs: 'variation-matrix-url="javascript:alert(1)"' },
        /<shop-variations> attribute "variation-matrix-url": refused the URL/,
      ],
    ];
    for (const [what, markup, message] of cases) {
      it(what, async () => {
        const errors = captureConsoleErrors();
        try {
          const v = await ready(mount(markup));
          await waitFor(() => errors.messages.some((m) => message.test(m)), { message: `console: ${message}` });
          expect(v.options('attribute_pa_shoe-size')).to.deep.equal(sizes);
          await looksUp(v);
          expect(v.options('attribute_pa_color')).to.deep.equal(colours);
          expect(errors.messages.filter((m) => m.includes('<shop-variations>'))).to.have.length(1);
        } finally {
          errors.restore();
        }
      });
    }
  });

  it('narrows options in AJAX mode from a variation matrix', async () => {
    const matrix = {
      attributes: ['attribute_pa_shoe-size', 'attribute_pa_color'],
      combinations: [['40', 'white'], ['40', 'red'], ['41', 'black']],
      inactive: [1],
    };
    const v = await ready(mount({ ...sneaker, elementAttrs: `variation-matrix='${JSON.stringify(matrix)}'` }));
    expect(v.options('attribute_pa_shoe-size')).to.deep.equal(['40', '41']);
    v.choose('attribute_pa_shoe-size', '40');
    expect(v.options('attribute_pa_color')).to.deep.equal(['white', 'red']);
    expect(v.disabled('attribute_pa_color')).to.deep.equal(['red']);
  });
});
