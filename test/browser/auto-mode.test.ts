/**
 * Automatic mode: the platform's standard markup, printed with no tag of ours, is enhanced where it
 * is; markup inserted later too; the theme's DOM keeps its structure; markup a theme already wraps
 * in a tag is left to that element.
 */
import { expect } from 'chai';
import '../../src/elements/ordering.element.ts';
import '../../src/elements/store-notice.element.ts';
import '../../src/elements/add-to-cart.element.ts';
import '../../src/elements/account-form.element.ts';
import '../../src/elements/notices.element.ts';
import '../../src/elements/mini-cart.element.ts';
import { AUTO_CONTAINER_ATTRIBUTE, startAutoMode, type AutoMode } from '../../src/elements/auto-enhance.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';

const PAGE = `<div class="woocommerce"><main class="site-main">
  <div class="woocommerce-notices-wrapper"></div>
  <form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Shop order">
    <option value="menu_order" selected>Default sorting</option><option value="price">Price</option></select></form>
  <ul class="products"><li class="product"><a href="#add-9" data-quantity="1" class="button add_to_cart_button ajax_add_to_cart" data-product_id="9">Add to cart</a></li></ul>
  <form class="woocommerce-form woocommerce-form-login login"><span class="password-input"><input type="password" id="auto-pw" name="password"></span></form>
</main>
<aside class="widget-area"><section class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div></section></aside></div>`;

/**
 * Every element's tag and classes, in document order: what a theme's selectors see. Left out: the
 * password toggle (the platform's script adds the same button) and the cart widget's content, which
 * the cart's fragments replace with the visitor's cart (as the platform's do).
 */
const shape = (root: Element) =>
  [...root.querySelectorAll('*')]
    .filter((node) => !node.closest('.show-password-input') && !node.parentElement?.closest('.widget_shopping_cart_content'))
    .map((node) => `${node.localName}.${node.getAttribute('class') ?? ''}`);

const autoElements = () => [...document.querySelectorAll(`[${AUTO_CONTAINER_ATTRIBUTE}] > *`)];

describe('automatic mode', function () {
  this.timeout(20_000);
  let auto: AutoMode | undefined;
  afterEach(() => {
    auto?.stop();
    auto = undefined;
    cleanup();
  });

  it('enhances the standard markup in place: one element per piece, none inside the theme markup', async () => {
    const page = fixture(PAGE);
    const before = shape(page);
    auto = startAutoMode();
    const tags = autoElements().map((element) => element.localName).sort();
    expect(tags).to.deep.equal(['shop-account-form', 'shop-add-to-cart', 'shop-mini-cart', 'shop-notices', 'shop-ordering']);
    await waitFor(() => autoElements().every((element) => element.hasAttribute('data-shop-ready')), { message: 'not all ready' });
    expect(shape(page)).to.deep.equal(before, 'the theme markup gained or lost an element');
    const form = page.querySelector<HTMLFormElement>('form.woocommerce-ordering')!;
    const submitted: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(new FormData(form).get('orderby') as string);
    });
    const select = form.querySelector('select')!;
    select.value = 'price';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => submitted.length === 1, { message: 'ordering not enhanced' });
    const input = page.querySelector<HTMLInputElement>('#auto-pw')!;
    await waitFor(() => input.parentElement!.querySelector('button.show-password-input'), { message: 'no password toggle' });
  });

  it('enhances markup inserted later, and lets an element go when its markup leaves', async () => {
    const page = fixture('<div class="woocommerce"><main></main></div>');
    auto = startAutoMode();
    expect(autoElements()).to.have.length(0);
    const main = page.querySelector('main')!;
    main.insertAdjacentHTML(
      'beforeend',
      '<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby"><option value="a">A</option><option value="b">B</option></select></form>',
    );
    await waitFor(() => autoElements().length === 1, { message: 'inserted form not enhanced' });
    const element = autoElements()[0]!;
    expect(element.localName).to.equal('shop-ordering');
    await waitFor(() => element.hasAttribute('data-shop-ready'), { message: 'not ready' });
    main.querySelector('form')!.remove();
    await waitFor(() => !element.isConnected, { message: 'element kept after its markup left' });
  });

  it('a new product in an enhanced listing is covered by the listing element, not a second one', async () => {
    const page = fixture(PAGE);
    auto = startAutoMode();
    const list = page.querySelector('ul.products')!;
    list.insertAdjacentHTML('beforeend', '<li class="product"><a href="#add-10" class="button ajax_add_to_cart" data-product_id="10">Add</a></li>');
    // A later unrelated insertion proves the observer has seen the first one.
    page.querySelector('main')!.insertAdjacentHTML('beforeend', '<form class="woocommerce-ordering"><select class="orderby"></select></form>');
    await waitFor(() => autoElements().filter((e) => e.localName === 'shop-ordering').length === 2, { message: 'second form not enhanced' });
    expect(autoElements().filter((e) => e.localName === 'shop-add-to-cart')).to.have.length(1);
  });

  it('markup a theme already wraps in a tag, or names with for, is left to that element', async () => {
    const page = fixture(`<div class="woocommerce"><shop-ordering><form class="woocommerce-ordering"><select class="orderby"></select></form></shop-ordering>
      <div class="woocommerce-notices-wrapper" id="notes"></div><shop-notices for="notes"></shop-notices></div>`);
    auto = startAutoMode();
    expect(autoElements().map((e) => e.localName)).to.deep.equal([]);
    expect(page.querySelectorAll('shop-ordering')).to.have.length(1);
  });

  it('the mini cart element applies to the widget, so a fragment replacing the content keeps it working', async () => {
    const page = fixture(PAGE);
    auto = startAutoMode();
    const widget = page.querySelector('.widget_shopping_cart')!;
    const miniCart = autoElements().find((e) => e.localName === 'shop-mini-cart') as HTMLElement & { forElement: Element };
    expect(miniCart.forElement).to.equal(widget);
    widget.querySelector('.widget_shopping_cart_content')!.outerHTML = '<div class="widget_shopping_cart_content"><p>Still empty</p></div>';
    await waitFor(() => widget.querySelector('.widget_shopping_cart_content p')?.textContent === 'Still empty', { message: 'no swap' });
    expect(miniCart.isConnected).to.equal(true);
    expect(autoElements().filter((e) => e.localName === 'shop-mini-cart')).to.have.length(1);
  });
});
