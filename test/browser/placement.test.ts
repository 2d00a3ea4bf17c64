/**
 * Enhancing markup without wrapping it: an element placed (empty) inside the markup, or anywhere
 * with `for="<id>"` / `forElement`, behaves as the wrapping form does, and the theme's DOM keeps
 * the structure it was printed with.
 */
import { expect } from 'chai';
import '../../src/elements/ordering.element.ts';
import '../../src/elements/store-notice.element.ts';
import '../../src/elements/add-to-cart.element.ts';
import '../../src/elements/account-form.element.ts';
import '../../src/elements/own-price.element.ts';
import '../../src/elements/variations.element.ts';
import { owningScope } from '../../src/dom/element-scope.ts';
import { holdInteractions } from '../../src/elements/replay.ts';
import { clearCart } from '../../src/stores/cart.ts';
import { pendingCartCalls } from '../../src/services/cart-queue.ts';
import { captureConsoleWarnings } from '../helpers/console.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { choose, recordSubmits } from '../helpers/ordering.ts';
import { waitFor } from '../helpers/wait.ts';

const BEANIE = 9; // demo store: simple, in stock

const ORDERING = (attrs = '', inside = '') => `<form class="woocommerce-ordering" method="get" action="/shop/" ${attrs}>
  <select name="orderby" class="orderby" aria-label="Shop order">
    <option value="menu_order" selected>Default sorting</option>
    <option value="price">Sort by price: low to high</option>
  </select>${inside}
</form>`;



/** The tags and classes of a node's children: what a child selector of a theme sees. */
const childShape = (node: Element) => [...node.children].map((child) => `${child.localName}.${child.className}`);

const ready = (element: Element, what: string) =>
  waitFor(() => element.hasAttribute('data-shop-ready'), { message: `${what} not ready` });

describe('enhancing markup without wrapping it', function () {
  this.timeout(20_000);
  afterEach(() => cleanup());

  describe('<shop-ordering>', () => {
    it('placed inside the form: a choice submits the form around it', async () => {
      const page = fixture(`<main class="site-main">${ORDERING('', '<shop-ordering></shop-ordering>')}</main>`);
      const form = page.querySelector('form')!;
      const element = page.querySelector('shop-ordering')!;
      await ready(element, 'shop-ordering');
      const submitted = recordSubmits(form);
      choose(form.querySelector('select')!, 'price');
      await waitFor(() => submitted.length === 1, { message: 'no submit' });
      expect(submitted).to.deep.equal(['price']);
    });

    it('with for="<id>" elsewhere on the page: the form is untouched and a choice submits it', async () => {
      const page = fixture(`<div><main class="site-main">${ORDERING('id="sort-form"')}<p>After</p></main><shop-ordering for="sort-form"></shop-ordering></div>`);
      const main = page.querySelector('main')!;
      const before = childShape(main);
      const element = page.querySelector('shop-ordering')!;
      await ready(element, 'shop-ordering');
      expect(childShape(main)).to.deep.equal(before);
      expect(main.firstElementChild!.localName).to.equal('form');
      const form = main.querySelector('form')!;
      const submitted = recordSubmits(form);
      choose(form.querySelector('select')!, 'price');
      await waitFor(() => submitted.length === 1, { message: 'no submit' });
    });

    it('for naming markup printed later: says so once, then applies to it when it appears', async () => {
      const warnings = captureConsoleWarnings();
      try {
        const page = fixture('<div><shop-ordering for="late-form"></shop-ordering><section></section></div>');
        const element = page.querySelector('shop-ordering')!;
        await waitFor(() => warnings.messages.some((m) => m.includes('late-form')), { message: 'no warning' });
        expect(element.hasAttribute('data-shop-ready')).to.equal(false);
        page.querySelector('section')!.innerHTML = ORDERING('id="late-form"');
        const form = page.querySelector('form')!;
        const submitted = recordSubmits(form);
        // Ready means the behaviour is attached: a choice made the moment the mark appears counts.
        new MutationObserver((_, observer) => {
          if (!element.hasAttribute('data-shop-ready')) return;
          observer.disconnect();
          choose(form.querySelector('select')!, 'price');
        }).observe(element, { attributes: true, attributeFilter: ['data-shop-ready'] });
        await waitFor(() => submitted.length === 1, { message: 'no submit' });
        expect(warnings.messages.filter((m) => m.includes('late-form'))).to.have.length(1);
      } finally {
        warnings.restore();
      }
    });

    it('forElement names the markup by reference, and moving it to other markup follows', async () => {
      const page = fixture(`<div>${ORDERING()}${ORDERING()}<shop-ordering></shop-ordering></div>`);
      const [first, second] = [...page.querySelectorAll('form')];
      const element = page.querySelector<HTMLElement & { forElement: HTMLElement | null }>('shop-ordering')!;
      element.forElement = first!;
      await ready(element, 'shop-ordering');
      const firstSubmits = recordSubmits(first!);
      const secondSubmits = recordSubmits(second!);
      choose(first!.querySelector('select')!, 'price');
      await waitFor(() => firstSubmits.length === 1, { message: 'first form not submitted' });
      element.forElement = second!;
      await waitFor(() => owningScope(second!.querySelector('select')!, 'shop-ordering') === second, { message: 'not moved' });
      choose(second!.querySelector('select')!, 'price');
      await waitFor(() => secondSubmits.length === 1, { message: 'second form not submitted' });
      choose(first!.querySelector('select')!, 'menu_order');
      expect(firstSubmits).to.deep.equal(['price']);
    });

    it('a forElement not on the page yet: left alone while the page changes, applied to once it is added', async () => {
      const page = fixture('<div><shop-ordering></shop-ordering><section></section></div>');
      const holder = document.createElement('div');
      holder.innerHTML = ORDERING();
      const form = holder.querySelector('form')!;
      const element = page.querySelector<HTMLElement & { forElement: HTMLElement | null }>('shop-ordering')!;
      const renderKey = Symbol.for('r2wc.render');
      const internals = element as unknown as Record<symbol, () => void>;
      const render = internals[renderKey]!;
      let renders = 0;
      internals[renderKey] = function (this: unknown) {
        renders += 1;
        return render.call(this);
      };
      try {
        element.forElement = form;
        const afterAssignment = renders;
        // Unrelated changes of the page: none of them is a reason to render the element again.
        const section = page.querySelector('section')!;
        // One change per microtask, so that the page's observers see each.
        for (let i = 0; i < 20; i += 1) {
          section.append(document.createElement('p'));
          await Promise.resolve();
        }
        expect(renders - afterAssignment, 'renders while the markup was off the page').to.equal(0);
        expect(element.hasAttribute('data-shop-ready')).to.equal(false);
        section.append(form);
        await ready(element, 'shop-ordering');
        const submitted = recordSubmits(form);
        choose(form.querySelector('select')!, 'price');
        await waitFor(() => submitted.length === 1, { message: 'the form added later is not handled' });
      } finally {
        internals[renderKey] = render;
      }
    });

    it('a forElement that is no element is refused with a message, and the element keeps its markup', async () => {
      const errors: string[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
      try {
        const page = fixture(`<div><shop-ordering>${ORDERING()}</shop-ordering></div>`);
        const element = page.querySelector<HTMLElement & { forElement: unknown }>('shop-ordering')!;
        await ready(element, 'shop-ordering');
        element.forElement = '#sort';
        expect(errors.some((m) => m.includes('forElement') && m.includes('shop-ordering'))).to.equal(true);
        const submitted = recordSubmits(page.querySelector('form')!);
        choose(page.querySelector('select')!, 'price');
        await waitFor(() => submitted.length === 1, { message: 'no submit' });
      } finally {
        console.error = original;
      }
    });
  });

  it('<shop-store-notice for>: dismissing hides the notice and sets the cookie, the notice stays where it was', async () => {
    const id = `placement-${Date.now()}`;
    const page = fixture(
      `<div><header><p class="woocommerce-store-notice demo_store" id="notice" data-notice-id="${id}">Sale! <a href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p></header>` +
        '<shop-store-notice for="notice"></shop-store-notice></div>',
    );
    const element = page.querySelector('shop-store-notice')!;
    await ready(element, 'shop-store-notice');
    const notice = page.querySelector<HTMLElement>('#notice')!;
    const dismissed: string[] = [];
    document.addEventListener('shop-store-notice-dismissed', (event) => dismissed.push((event as CustomEvent).detail.noticeId), { once: true });
    notice.querySelector<HTMLElement>('a')!.click();
    await waitFor(() => notice.hidden, { message: 'notice not hidden' });
    expect(document.cookie).to.contain(`store_notice${id}=hidden`);
    expect(dismissed).to.deep.equal([id]);
    expect(notice.parentElement!.localName).to.equal('header');
    document.cookie = `store_notice${id}=; path=/; max-age=0`;
  });

  it('<shop-account-form> placed inside the form: every password gets its toggle', async () => {
    const page = fixture(`<div class="woocommerce"><form class="woocommerce-form woocommerce-form-login login" method="post">
      <p><label for="pw">Password</label><span class="password-input"><input type="password" id="pw" name="password"></span></p>
      <shop-account-form></shop-account-form></form></div>`);
    const element = page.querySelector('shop-account-form')!;
    await ready(element, 'shop-account-form');
    const input = page.querySelector<HTMLInputElement>('#pw')!;
    const toggle = await waitFor(() => input.parentElement!.querySelector<HTMLButtonElement>('button.show-password-input'), {
      message: 'no toggle',
    });
    toggle.click();
    await waitFor(() => input.type === 'text', { message: 'not shown' });
  });

  it('<shop-own-price> placed inside the product form: the typed amount is written in the shop format', async () => {
    const page = fixture(`<form class="cart"><p><label for="own_price">Your price</label>
      <input type="text" id="own_price" name="own_price" class="own-price" value="5"></p>
      <shop-own-price decimals="2"></shop-own-price><button type="submit">Add</button></form>`);
    const element = page.querySelector('shop-own-price')!;
    await ready(element, 'shop-own-price');
    const input = page.querySelector<HTMLInputElement>('#own_price')!;
    await waitFor(() => input.value === '5.00', { message: `value is ${input.value}` });
    input.value = '12.5';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => input.value === '12.50', { message: `value is ${input.value}` });
  });

  it('<shop-variations for>: a choice finds the variation and the jQuery-style events start from the form', async () => {
    const variations = [
      { attributes: { attribute_size: 'Small' }, variation_id: 501, is_in_stock: true, is_purchasable: true, variation_is_active: true, variation_is_visible: true, display_price: 10, display_regular_price: 10, price_html: '<span class="price">$10.00</span>', availability_html: '', sku: 'S-501', image: {}, min_qty: 1, max_qty: '', backorders_allowed: false, is_sold_individually: 'no', variation_description: '' },
      { attributes: { attribute_size: 'Large' }, variation_id: 502, is_in_stock: true, is_purchasable: true, variation_is_active: true, variation_is_visible: true, display_price: 12, display_regular_price: 12, price_html: '<span class="price">$12.00</span>', availability_html: '', sku: 'S-502', image: {}, min_qty: 1, max_qty: '', backorders_allowed: false, is_sold_individually: 'no', variation_description: '' },
    ];
    const data = JSON.stringify(variations).replace(/"/g, '&quot;');
    const page = fixture(`<div class="summary"><form id="vf" class="variations_form cart" method="post" action="#" data-product_id="500" data-product_variations="${data}">
      <table class="variations"><tbody><tr><th><label for="attribute_size">Size</label></th><td class="value">
      <select id="attribute_size" name="attribute_size" data-attribute_name="attribute_size"><option value="">Choose an option</option><option value="Small">Small</option><option value="Large">Large</option></select>
      <a class="reset_variations" href="#">Clear</a></td></tr></tbody></table>
      <div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div>
      <div class="woocommerce-variation-add-to-cart variations_button"><button type="submit" class="single_add_to_cart_button button alt disabled">Add to cart</button>
      <input type="hidden" name="variation_id" class="variation_id" value="0"></div></div></form>
      <shop-variations for="vf"></shop-variations></div>`);
    const form = page.querySelector<HTMLFormElement>('#vf')!;
    const before = childShape(page);
    const element = page.querySelector('shop-variations')!;
    await ready(element, 'shop-variations');
    const found: number[] = [];
    form.addEventListener('shop-variation-found', (event) => found.push((event as CustomEvent).detail.variation.variation_id));
    const select = form.querySelector<HTMLSelectElement>('select')!;
    await waitFor(() => form.hasAttribute('data-ready'), { message: 'form not initialised' });
    choose(select, 'Large');
    await waitFor(() => form.querySelector<HTMLInputElement>('.variation_id')!.value === '502', { message: 'variation not chosen' });
    expect(found).to.deep.equal([502]);
    expect(childShape(page)).to.deep.equal(before);
  });

  describe('<shop-add-to-cart> for a listing', () => {
    const listing = (id: string) => `<ul class="products" id="${id}"><li class="product"><h2 class="woocommerce-loop-product__title">Beanie</h2>
      <a href="#add-${BEANIE}" data-quantity="1" class="button add_to_cart_button ajax_add_to_cart" data-product_id="${BEANIE}" rel="nofollow">Add to cart</a></li></ul>`;

    beforeEach(async () => {
      clearCart();
      await fetch('/__demo/empty-cart', { credentials: 'same-origin', redirect: 'manual' });
    });

    it('adds on the server from a button of the named listing', async () => {
      const page = fixture(`<div><main>${listing('grid')}</main><shop-add-to-cart for="grid"></shop-add-to-cart></div>`);
      await ready(page.querySelector('shop-add-to-cart')!, 'shop-add-to-cart');
      const button = page.querySelector<HTMLAnchorElement>('.ajax_add_to_cart')!;
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      button.dispatchEvent(event);
      expect(event.defaultPrevented).to.equal(true);
      await waitFor(() => button.classList.contains('added'), { timeout: 10_000, message: 'not added' });
      await waitFor(() => pendingCartCalls() === 0, { timeout: 10_000, message: 'cart queue busy' });
      const state = (await (await fetch('/__demo/state', { credentials: 'same-origin' })).json()) as { cart_count: number };
      expect(state.cart_count).to.equal(1);
    });

    it('a button of another listing is not taken: its link is followed as without JavaScript', async () => {
      const page = fixture(`<div>${listing('grid-a')}${listing('grid-b')}<shop-add-to-cart for="grid-a"></shop-add-to-cart></div>`);
      await ready(page.querySelector('shop-add-to-cart')!, 'shop-add-to-cart');
      const other = page.querySelector<HTMLAnchorElement>('#grid-b .ajax_add_to_cart')!;
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      other.addEventListener('click', (e) => e.preventDefault(), { once: true });
      other.dispatchEvent(event);
      expect(owningScope(other, 'shop-add-to-cart')).to.equal(null);
      expect(other.classList.contains('loading')).to.equal(false);
    });
  });

  it('interactions before the upgrade are held for markup an element names, and sent again once it is ready', async () => {
    const tag = 'placement-held-form';
    const replay = holdInteractions({
      catalogue: { [tag]: { load: async () => undefined, interactions: { change: 'select.orderby' } } },
      expected: () => true,
      holdMs: 10_000,
    });
    try {
      const page = fixture(`<div>${ORDERING('id="held-form"')}<${tag} for="held-form"></${tag}></div>`);
      const select = page.querySelector('select')!;
      const seen: string[] = [];
      page.addEventListener('change', () => seen.push(select.value));
      choose(select, 'price');
      expect(seen).to.deep.equal([]);
      page.querySelector(tag)!.setAttribute('data-shop-ready', '');
      await waitFor(() => seen.length === 1, { message: 'held change not sent again' });
      expect(seen).to.deep.equal(['price']);
    } finally {
      replay.stop();
    }
  });
});
