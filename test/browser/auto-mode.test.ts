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
import { AUTO_CONTAINER_ATTRIBUTE, AUTO_RULES, startAutoMode, type AutoMode } from '../../src/elements/auto-enhance.ts';
import { reloadPageSettings, SETTINGS_ELEMENT_ID } from '../../src/stores/settings.ts';
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
  /** The add-ons' markup as the product-table add-on and bbPress print it (trimmed): each rule's element, on the right box. */
  const ADDONS = `<div id="wcpt-77" class="wcpt wcpt-77" data-wcpt-table-id="77"><div class="wcpt-search" data-wcpt-table-id="77"></div><table class="wcpt-table"></table></div>
    <div id="bbpress-forums" class="bbpress-wrapper"><ul class="forums bbp-replies"><li><div id="post-12"><a href="?bbp_reply_to=12#new-post" class="bbp-reply-to-link" onclick="return addReply.moveForm('post-12','12','new-reply-3','3');">Reply</a></div></li></ul>
      <span id="favorite-toggle"><span id="favorite-3"><a href="#" class="favorite-toggle" data-bbp-object-id="3" data-bbp-object-type="post" data-bbp-nonce="ab">Favorite</a></span></span>
      <form id="new-post"><input type="text" id="bbp_topic_title" name="bbp_topic_title"></form></div>`;

  it("finds the add-ons' markup: the table container (not its search box), and bbPress's forum for its Reply links, toggles and topic form", () => {
    const page = fixture(ADDONS);
    // Only the rules: the elements' code is not loaded here, the markup each element is pointed at is what counts.
    const rules = AUTO_RULES.filter((rule) => rule.tag.startsWith('forum-') || rule.tag === 'shop-product-table');
    auto = startAutoMode(document, rules);
    const targets = autoElements().map((e) => [e.localName, ((e as HTMLElement & { forElement: Element }).forElement as Element).id]).sort();
    expect(targets).to.deep.equal([['forum-reply-form', 'bbpress-forums'], ['forum-toggle', 'bbpress-forums'], ['forum-topic-form', 'bbpress-forums'], ['shop-product-table', 'wcpt-77']]);
    expect(page.isConnected).to.equal(true);
  });

  it('leaves the tags the page settings name in auto_leave (an add-on whose own script a page keeps)', () => {
    fixture(ADDONS);
    const block = Object.assign(document.createElement('script'), { type: 'application/json', id: SETTINGS_ELEMENT_ID, textContent: JSON.stringify({ auto_leave: ['shop-product-table'] }) });
    document.head.append(block);
    try {
      reloadPageSettings();
      auto = startAutoMode(document, AUTO_RULES.filter((rule) => rule.tag.startsWith('forum-') || rule.tag === 'shop-product-table'));
      expect(autoElements().map((e) => e.localName).sort()).to.deep.equal(['forum-reply-form', 'forum-toggle', 'forum-topic-form']);
    } finally {
      block.remove();
      reloadPageSettings();
    }
  });
});
