import { expect } from 'chai';
import jQuery from 'jquery';
import '../../src/elements/mini-cart.element.ts';
import { liveRegionText } from '../../src/dom/announce.ts';
import { pendingCartCalls } from '../../src/services/cart-queue.ts';
import { navigation } from '../../src/dom/navigation.ts';
import { $cart, refreshCart, clearCart } from '../../src/stores/cart.ts';
import { addToCart } from '../../src/stores/cart-actions.ts';
import { captureConsoleErrors } from '../helpers/console.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';
import { clearFault, setFault } from '../helpers/demo-store.ts';
import { usePageSettings } from '../helpers/page-settings.ts';

const BEANIE = 9;
const LANTERN = 13;
const GIFT = 11;

interface Fragments {
  fragments: Record<string, string>;
  cart_hash: string;
}

async function post(endpoint: string, fields: Record<string, string> = {}): Promise<Fragments> {
  const response = await fetch(`/?wc-ajax=${endpoint}`, {
    method: 'POST',
    credentials: 'same-origin',
    body: new URLSearchParams(fields),
  });
  return (await response.json()) as Fragments;
}

async function cartCount(): Promise<number> {
  const response = await fetch('/__demo/state', { credentials: 'same-origin' });
  return ((await response.json()) as { cart_count: number }).cart_count;
}

/** A header mini cart as the server prints it, with the given products in the cart; its first look at the cart done. */
async function miniCart(productIds: number[], attributes = '', beforeMount = () => {}): Promise<HTMLElement> {
  for (const id of productIds) await post('add_to_cart', { product_id: String(id), quantity: '1' });
  const { fragments } = await post('get_refreshed_fragments');
  beforeMount();
  const host = fixture(
    `<shop-mini-cart ${attributes}>${fragments['a.cart-contents']}<div class="widget woocommerce widget_shopping_cart">${fragments['div.widget_shopping_cart_content']}</div></shop-mini-cart>`,
  );
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'element not ready' });
  await idle();
  return host;
}

/** The platform's classic widget: printed empty, for the script to fill. */
async function emptyWidget(): Promise<HTMLElement> {
  const host = fixture(
    `<shop-mini-cart><a class="cart-contents" href="/cart/">Cart</a><div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div></shop-mini-cart>`,
  );
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'element not ready' });
  return host;
}

/** A later page of the same tab: the page's state is new, the tab's sessionStorage and cookies stay. */
function nextPage(): void {
  cleanup();
  clearCart();
}

function removeLink(host: HTMLElement, index = 0): HTMLAnchorElement {
  const link = host.querySelectorAll<HTMLAnchorElement>('a.remove_from_cart_button')[index];
  if (!link) throw new Error(`no remove link #${index}`);
  return link;
}

function click(element: HTMLElement): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  element.dispatchEvent(event);
  return event.defaultPrevented;
}

function press(element: HTMLElement, key: string): boolean {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event.defaultPrevented;
}

/**
 * A mini cart showing the empty cart while the visitor's cart on the server holds
 * `productIds`: printed for an empty cart (as a full-page cache stores it) with
 * `refresh-on-load` and whatever `beforeMount` does; otherwise the element started on
 * the empty cart and a script changed the cart on the server afterwards.
 */
async function staleMiniCart(productIds: number[], attributes = '', beforeMount = () => {}): Promise<HTMLElement> {
  const { fragments } = await post('get_refreshed_fragments');
  const addAll = async () => {
    for (const id of productIds) await post('add_to_cart', { product_id: String(id), quantity: '1' });
  };
  const printedStale = attributes.includes('refresh-on-load');
  if (printedStale) await addAll();
  beforeMount();
  const host = fixture(
    `<shop-mini-cart ${attributes}>${fragments['a.cart-contents']}<div class="widget woocommerce widget_shopping_cart">${fragments['div.widget_shopping_cart_content']}</div></shop-mini-cart>`,
  );
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'element not ready' });
  if (!printedStale) {
    await idle();
    await addAll();
  }
  return host;
}

/** Counts the page's get_refreshed_fragments requests until restored. */
function countRefreshes() {
  const original = window.fetch;
  let count = 0;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input instanceof Request ? input.url : input).includes('wc-ajax=get_refreshed_fragments')) count += 1;
    return original(input, init);
  };
  return {
    get count() {
      return count;
    },
    restore: () => (window.fetch = original),
  };
}

const countText = (host: HTMLElement) => host.querySelector('.cart-contents .count')?.textContent;

const idle = () => waitFor(() => pendingCartCalls() === 0, { timeout: 10_000, message: 'cart queue never emptied' });

describe('shop-mini-cart', function () {
  this.timeout(30_000);
  const visited: string[] = [];
  const originalAssign = navigation.assign;

  before(() => {
    navigation.assign = (url: string) => {
      visited.push(url);
    };
  });
  after(() => {
    navigation.assign = originalAssign;
  });

  beforeEach(async () => {
    visited.length = 0;
    clearFault();
    sessionStorage.clear();
    await fetch('/__demo/empty-cart', { credentials: 'same-origin', redirect: 'manual' });
    clearCart();
  });

  afterEach(async () => {
    await idle();
    clearFault();
    cleanup();
    delete (window as { jQuery?: unknown }).jQuery;
    jQuery(document.body).off('removed_from_cart');
  });

  it('removes an item over AJAX: blocked meanwhile, fragments applied, events and the live region', async () => {
    (window as { jQuery?: unknown }).jQuery = jQuery;
    const jqueryArgs: unknown[][] = [];
    jQuery(document.body).on('removed_from_cart', (_event, ...args) => jqueryArgs.push(args));
    const host = await miniCart([BEANIE, LANTERN]);
    expect(host.querySelector('.cart-contents .count')?.textContent).to.equal('2 items');
    const link = removeLink(host, 0);
    const key = link.dataset.cart_item_key!;
    const removed: CustomEvent[] = [];
    host.addEventListener('shop-removed-from-cart', (event) => removed.push(event));

    expect(click(link)).to.equal(true);
    const content = host.querySelector<HTMLElement>('.widget_shopping_cart_content')!;
    expect(content.classList.contains('processing')).to.equal(true);
    expect(content.querySelector('.blockUI.blockOverlay')).to.not.equal(null);

    await waitFor(() => removed.length === 1);
    expect(removed[0]!.detail.cartItemKey).to.equal(key);
    expect(removed[0]!.detail.productId).to.equal(String(BEANIE));
    expect(removed[0]!.detail.cartHash).to.be.a('string');
    expect(host.querySelector('.cart-contents .count')?.textContent).to.equal('1 item');
    expect(host.querySelectorAll('a.remove_from_cart_button')).to.have.length(1);
    expect(host.querySelector('.blockUI')).to.equal(null);
    expect($cart.get().cartHash).to.equal(removed[0]!.detail.cartHash);
    expect(jqueryArgs).to.have.length(1);
    const [fragments, hash, $link] = jqueryArgs[0]!;
    expect(fragments).to.have.property('div.widget_shopping_cart_content');
    expect(hash).to.equal(removed[0]!.detail.cartHash);
    expect(($link as { get(i: number): unknown }).get(0)).to.equal(link);

    await waitFor(() => liveRegionText().includes('“Beanie (in stock)” has been removed from your cart.'), { timeout: 5000 });
    expect(await cartCount()).to.equal(1);
    expect(visited).to.deep.equal([]);
  });

  it('Space on a remove link removes (and does not scroll); the links that fragments bring work too', async () => {
    const host = await miniCart([BEANIE, LANTERN]);
    expect(press(removeLink(host, 0), ' ')).to.equal(true);
    await waitFor(() => host.querySelectorAll('a.remove_from_cart_button').length === 1);
    // The remaining link came with the new fragment.
    expect(press(removeLink(host, 0), ' ')).to.equal(true);
    await waitFor(() => host.querySelector('.woocommerce-mini-cart__empty-message'));
    expect(await cartCount()).to.equal(0);
    expect(press(host.querySelector<HTMLElement>('a.cart-contents')!, ' ')).to.equal(false);
  });

  it('an answer without fragments ({"success":false}) follows the link', async () => {
    const host = await miniCart([BEANIE]);
    const link = removeLink(host);
    await fetch('/__demo/empty-cart', { credentials: 'same-origin', redirect: 'manual' });
    click(link);
    await waitFor(() => visited.length === 1);
    expect(visited[0]).to.equal(link.href);
    expect(new URL(visited[0]!).searchParams.get('remove_item')).to.equal(link.dataset.cart_item_key);
    expect(host.querySelector('.blockUI')).to.equal(null);
  });

  for (const fault of ['500', 'malformed', 'empty', 'drop']) {
    it(`a failed removal (${fault}) follows the link`, async () => {
      const host = await miniCart([BEANIE]);
      setFault(`${fault}@remove_from_cart`);
      const link = removeLink(host);
      click(link);
      await waitFor(() => visited.length === 1, { timeout: 10_000 });
      expect(visited[0]).to.equal(link.href);
    });
  }

  it('a double activation sends one removal', async () => {
    const host = await miniCart([BEANIE, LANTERN]);
    const link = removeLink(host, 0);
    click(link);
    press(link, ' ');
    click(link);
    expect(pendingCartCalls()).to.equal(1);
    await idle();
    expect(await cartCount()).to.equal(1);
    expect(visited).to.deep.equal([]);
  });

  it('takes part in cross-tab sync: another tab’s cart answer replaces this page’s fragments', async () => {
    const host = await miniCart([]);
    expect(host.querySelector('.woocommerce-mini-cart__empty-message')).to.not.equal(null);
    const other = new BroadcastChannel('storefront-elements:cart');
    try {
      other.postMessage({
        fragments: {
          'div.widget_shopping_cart_content':
            '<div class="widget_shopping_cart_content"><ul class="woocommerce-mini-cart"><li class="woocommerce-mini-cart-item">From the other tab</li></ul></div>',
        },
        cart_hash: 'other-tab-hash',
      });
      await waitFor(() => host.textContent?.includes('From the other tab'));
      expect($cart.get().cartHash).to.equal('other-tab-hash');
    } finally {
      other.close();
    }
  });

  it('a theme\'s jQuery wc_fragment_refresh re-reads the cart once and applies it; wc_fragments_refreshed follows', async () => {
    (window as { jQuery?: unknown }).jQuery = jQuery;
    const host = await staleMiniCart([BEANIE]);
    expect(countText(host)).to.equal('0 items');
    let refreshedByJQuery = 0;
    const onRefreshed = () => (refreshedByJQuery += 1);
    jQuery(document.body).on('wc_fragments_refreshed', onRefreshed);
    const refreshed: Array<string | null> = [];
    const onEvent = (event: CustomEvent<{ cartHash: string | null }>) => refreshed.push(event.detail.cartHash);
    document.body.addEventListener('shop-cart-refreshed', onEvent);
    const spy = countRefreshes();
    try {
      jQuery(document.body).trigger('wc_fragment_refresh');
      jQuery(document.body).trigger('wc_fragment_refresh');
      await waitFor(() => countText(host) === '1 item', { message: 'the mini cart was not re-read' });
      expect(spy.count, 'two requests at once share one read').to.equal(1);
      expect(host.querySelectorAll('a.remove_from_cart_button')).to.have.length(1);
      await waitFor(() => refreshedByJQuery === 1);
      expect(refreshed).to.have.length(1);
      expect(refreshed[0]).to.equal($cart.get().cartHash).and.to.be.a('string');
    } finally {
      spy.restore();
      jQuery(document.body).off('wc_fragments_refreshed', onRefreshed);
      document.body.removeEventListener('shop-cart-refreshed', onEvent);
    }
  });

  it('a page shown again from the back-forward cache re-reads the cart (a fresh load does not)', async () => {
    const host = await staleMiniCart([LANTERN]);
    const spy = countRefreshes();
    try {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      await waitFor(() => countText(host) === '1 item', { message: 'not re-read after a bfcache restore' });
      expect(spy.count).to.equal(1);
    } finally {
      spy.restore();
    }
  });

  it('refresh-on-load replaces a mini cart printed for another moment (a cached page)', async () => {
    const host = await staleMiniCart([BEANIE, LANTERN], 'refresh-on-load');
    await waitFor(() => countText(host) === '2 items', { message: 'the cached mini cart was not re-read' });
    // The fragments brought remove links that work.
    expect(click(removeLink(host, 0))).to.equal(true);
    await waitFor(() => countText(host) === '1 item');
  });

  for (const fault of ['500', 'malformed', 'shape', 'drop']) {
    it(`a failed re-read (${fault}) keeps the cart the page shows and says why; the next one works`, async () => {
      const failures: string[] = [];
      const onFailed = (event: CustomEvent<{ call: string }>) => failures.push(event.detail.call);
      document.body.addEventListener('shop-request-failed', onFailed);
      const warnings: unknown[][] = [];
      const realWarn = console.warn;
      console.warn = (...args: unknown[]) => warnings.push(args);
      try {
        const host = await staleMiniCart([BEANIE], 'refresh-on-load', () => setFault(`${fault}@get_refreshed_fragments`));
        await waitFor(() => failures.length === 1, { timeout: 15_000, message: 'no shop-request-failed' });
        expect(failures).to.deep.equal(['get_refreshed_fragments']);
        expect(String(warnings[0]?.[0])).to.contain('could not be re-read');
        expect(countText(host)).to.equal('0 items');
        expect(host.querySelector('.processing, .blockUI')).to.equal(null);
        clearFault();
        expect(await refreshCart()).to.equal(true);
        expect(countText(host)).to.equal('1 item');
      } finally {
        console.warn = realWarn;
        document.body.removeEventListener('shop-request-failed', onFailed);
      }
    });
  }

  it('leaves other links alone', async () => {
    const host = await miniCart([BEANIE]);
    const productLink = host.querySelector<HTMLAnchorElement>('.woocommerce-mini-cart-item a:not(.remove)')!;
    productLink.href = '#product';
    expect(click(productLink)).to.equal(false);
    expect(pendingCartCalls()).to.equal(0);
  });

  describe('on load', () => {
    it('fills the platform’s empty widget with one read, and a later page of the tab from what it kept, without asking', async () => {
      await post('add_to_cart', { product_id: String(BEANIE), quantity: '1' });
      const spy = countRefreshes();
      try {
        let host = await emptyWidget();
        await waitFor(() => host.querySelectorAll('a.remove_from_cart_button').length === 1, { message: 'the empty widget was not filled' });
        await idle();
        expect(spy.count).to.equal(1);

        nextPage();
        (window as { jQuery?: unknown }).jQuery = jQuery;
        let loaded = 0;
        const onLoaded = () => (loaded += 1);
        jQuery(document.body).on('wc_fragments_loaded', onLoaded);
        try {
          host = await emptyWidget();
          await waitFor(() => host.querySelectorAll('a.remove_from_cart_button').length === 1, { message: 'the kept fragments were not shown' });
          expect(loaded, 'the platform’s wc_fragments_loaded').to.equal(1);
        } finally {
          jQuery(document.body).off('wc_fragments_loaded', onLoaded);
        }
        expect(host.querySelector('a.cart-contents .count')?.textContent).to.equal('1 item');
        await idle();
        expect(spy.count, 'the cookie names the kept cart: no request').to.equal(1);
      } finally {
        spy.restore();
      }
    });

    it('asks again when the cookie names another cart than the one kept (a change the tab did not see)', async () => {
      const spy = countRefreshes();
      try {
        let host = await emptyWidget();
        await waitFor(() => host.querySelector('.woocommerce-mini-cart__empty-message'));
        await idle();
        // Changed outside this tab's cart calls (another browser window, a form post): the cookie moves on.
        await post('add_to_cart', { product_id: String(LANTERN), quantity: '1' });
        nextPage();
        host = await emptyWidget();
        await waitFor(() => host.querySelectorAll('a.remove_from_cart_button').length === 1, { message: 'not re-read' });
        await idle();
        expect(spy.count).to.equal(2);
      } finally {
        spy.restore();
      }
    });

    describe('a first visit with the empty cart printed in the settings (cart_fragments)', () => {
      const EMPTY_CART = {
        'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">Noch keine Produkte.</p></div>',
        'a.cart-contents': '<a class="cart-contents" href="/cart/">Warenkorb <span class="count">0 Artikel</span></a>',
      };
      let restoreSettings = () => {};
      afterEach(() => restoreSettings());

      it('with no cart cookie shows them and asks nothing; wc_fragments_loaded, as for fragments the tab kept', async () => {
        restoreSettings = usePageSettings({ cart_fragments: EMPTY_CART });
        (window as { jQuery?: unknown }).jQuery = jQuery;
        const heard: string[] = [];
        const onEvent = (event: unknown) => {
          heard.push((event as { type: string }).type);
        };
        jQuery(document.body).on('wc_fragments_loaded wc_fragments_refreshed', onEvent);
        const updates: string[] = [];
        const onUpdated = (event: Event) => updates.push((event as CustomEvent<{ source: string }>).detail.source);
        document.body.addEventListener('shop-cart-updated', onUpdated);
        const spy = countRefreshes();
        try {
          const host = await emptyWidget();
          await waitFor(() => host.querySelector('.woocommerce-mini-cart__empty-message')?.textContent === 'Noch keine Produkte.', { message: 'the printed empty cart was not shown' });
          expect(host.querySelector('a.cart-contents .count')?.textContent).to.equal('0 Artikel');
          await idle();
          expect(spy.count, 'no read on a first visit without a cart').to.equal(0);
          expect(heard).to.deep.equal(['wc_fragments_loaded']);
          expect(updates).to.deep.equal(['printed']);
          expect($cart.get().cartQuantity).to.equal(0);
          expect(sessionStorage.length, 'the printed copy is not kept as an answer').to.equal(0);
        } finally {
          spy.restore();
          jQuery(document.body).off('wc_fragments_loaded wc_fragments_refreshed', onEvent);
          document.body.removeEventListener('shop-cart-updated', onUpdated);
        }
      });

      it('with a cart cookie (a page cache served the empty copy to a visitor with a cart) reads the cart', async () => {
        await post('add_to_cart', { product_id: String(BEANIE), quantity: '1' });
        restoreSettings = usePageSettings({ cart_fragments: EMPTY_CART });
        const spy = countRefreshes();
        try {
          const host = await emptyWidget();
          await waitFor(() => host.querySelectorAll('a.remove_from_cart_button').length === 1, { message: 'the cart was not read' });
          expect(host.querySelector('.woocommerce-mini-cart__empty-message')).to.equal(null);
          expect(spy.count).to.equal(1);
        } finally {
          spy.restore();
        }
      });

      it('a malformed cart_fragments is named in the console and the cart is read instead', async () => {
        restoreSettings = usePageSettings({ cart_fragments: { 'div.widget_shopping_cart_content': 42 } });
        const realWarn = console.warn;
        const warnings: string[] = [];
        console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
        const spy = countRefreshes();
        try {
          const host = await emptyWidget();
          await waitFor(() => host.querySelector('.woocommerce-mini-cart__empty-message') !== null, { message: 'the cart was not read' });
          expect(spy.count).to.equal(1);
          expect(warnings.some((w) => w.includes('cart_fragments'))).to.equal(true);
        } finally {
          spy.restore();
          console.warn = realWarn;
        }
      });
    });

    it('refresh-on-load asks even when the tab kept fragments for the cookie’s cart (a full-page cache)', async () => {
      await miniCart([BEANIE]);
      nextPage();
      let spy: ReturnType<typeof countRefreshes> | undefined;
      try {
        await miniCart([], 'refresh-on-load', () => (spy = countRefreshes()));
        expect(spy!.count).to.equal(1);
        spy!.restore();
        nextPage();
        await miniCart([], '', () => (spy = countRefreshes()));
        expect(spy!.count, 'without the attribute the kept fragments do').to.equal(0);
      } finally {
        spy?.restore();
      }
    });
  });

  describe('$cart', () => {
    it('the README example prints the quantity and the lines after an add on the demo store', async () => {
      await miniCart([]);
      const printed: Array<[number | null, unknown]> = [];
      const unsubscribe = $cart.subscribe((cart) => printed.push([cart.cartQuantity, cart.lines]));
      try {
        expect(printed.at(-1)).to.deep.equal([0, []]);
        const outcome = await addToCart({ product_id: String(BEANIE), quantity: '2' });
        expect(outcome.kind).to.equal('added');
        await addToCart({ product_id: String(LANTERN), quantity: '1' });
        const [quantity, lines] = printed.at(-1)!;
        expect(quantity).to.equal(3);
        expect((lines as Array<Record<string, unknown>>).map(({ id, type, quantity: q, total, name }) => ({ id, type, quantity: q, total, name }))).to.deep.equal([
          { id: BEANIE, type: 'item', quantity: 2, total: null, name: 'Beanie (in stock)' },
          { id: LANTERN, type: 'item', quantity: 1, total: null, name: 'Lantern (3 left)' },
        ]);
        const state = (await (await fetch('/__demo/state', { credentials: 'same-origin' })).json()) as { cart: Array<{ key: string }> };
        expect((lines as Array<{ key: string }>).map((line) => line.key)).to.deep.equal(state.cart.map((line) => line.key));
      } finally {
        unsubscribe();
      }
    });
  });

  describe('keyboard', () => {
    /** The demo theme's dropdown: shown while the pointer or the focus is in the header cart. */
    const THEME_CSS =
      '.site-header-cart .widget_shopping_cart { display: none; } .site-header-cart:hover .widget_shopping_cart, .site-header-cart:focus-within .widget_shopping_cart { display: block; }';
    let style: HTMLStyleElement;
    beforeEach(() => {
      style = document.createElement('style');
      style.textContent = THEME_CSS;
      document.head.append(style);
    });
    afterEach(() => style.remove());

    async function headerCart(productIds: number[]): Promise<HTMLElement> {
      const host = await miniCart(productIds, 'class="site-header-cart"');
      return host;
    }
    const panel = (host: HTMLElement) => host.querySelector<HTMLElement>('.widget_shopping_cart')!;
    const shown = (host: HTMLElement) => panel(host).getClientRects().length > 0;
    const toggle = (host: HTMLElement) => host.querySelector<HTMLElement>('a.cart-contents')!;
    const keyOf = (element: Element | null) => (element as HTMLElement | null)?.dataset.cart_item_key;
    /** As a keyboard user gets there: the cart link first (the theme opens the dropdown), then a remove link. */
    const tabInto = (host: HTMLElement, index: number) => {
      toggle(host).focus();
      removeLink(host, index).focus();
      // Elements compared as booleans: a failed comparison of two elements would serialise them whole.
      expect(document.activeElement === removeLink(host, index), 'focus on the remove link').to.equal(true);
    };

    it('removing with the keyboard gives the focus to the next item’s remove link; the dropdown stays open', async () => {
      const host = await headerCart([BEANIE, LANTERN, GIFT]);
      const keys = [0, 1, 2].map((i) => removeLink(host, i).dataset.cart_item_key);
      expect(shown(host)).to.equal(false);
      tabInto(host, 1);
      expect(shown(host)).to.equal(true);
      press(removeLink(host, 1), ' ');
      await waitFor(() => host.querySelectorAll('a.remove_from_cart_button').length === 2);
      await waitFor(() => document.activeElement !== document.body, { message: 'the focus was dropped on <body>' });
      expect(keyOf(document.activeElement)).to.equal(keys[2]);
      expect(shown(host)).to.equal(true);
      expect(toggle(host).getAttribute('aria-expanded')).to.equal('true');
    });

    it('the last item’s removal gives it to the previous item; the only item’s to the cart link', async () => {
      const host = await headerCart([BEANIE, LANTERN]);
      const first = removeLink(host, 0).dataset.cart_item_key;
      tabInto(host, 1);
      press(removeLink(host, 1), ' ');
      await waitFor(() => host.querySelectorAll('a.remove_from_cart_button').length === 1);
      await waitFor(() => keyOf(document.activeElement) === first, { message: 'not on the previous item' });
      removeLink(host, 0).focus();
      // Enter on a link is a click.
      removeLink(host, 0).click();
      await waitFor(() => host.querySelector('.woocommerce-mini-cart__empty-message'));
      await waitFor(() => document.activeElement === toggle(host), { message: 'not on the cart link' });
      expect(shown(host)).to.equal(true);
    });

    it('leaves the focus where the shopper put it meanwhile', async () => {
      const host = await headerCart([BEANIE, LANTERN]);
      const outside = fixture<HTMLButtonElement>('<button type="button">elsewhere</button>');
      tabInto(host, 0);
      setFault('latency-300@remove_from_cart');
      press(removeLink(host, 0), ' ');
      outside.focus();
      await waitFor(() => host.querySelectorAll('a.remove_from_cart_button').length === 1);
      await idle();
      expect(document.activeElement === outside, 'focus still outside').to.equal(true);
    });

    it('the cart link reports aria-expanded; Escape closes the dropdown and brings the focus back to it', async () => {
      const host = await headerCart([BEANIE]);
      expect(toggle(host).getAttribute('aria-expanded')).to.equal('false');
      toggle(host).focus();
      expect(toggle(host).getAttribute('aria-expanded')).to.equal('true');
      tabInto(host, 0);
      expect(press(removeLink(host), 'Escape')).to.equal(true);
      expect(document.activeElement === toggle(host), 'focus on the cart link').to.equal(true);
      expect(shown(host)).to.equal(false);
      expect(toggle(host).getAttribute('aria-expanded')).to.equal('false');
      // Away and back: open again.
      const outside = fixture<HTMLButtonElement>('<button type="button">elsewhere</button>');
      outside.focus();
      await waitFor(() => toggle(host).getAttribute('aria-expanded') === 'false');
      toggle(host).focus();
      await waitFor(() => toggle(host).getAttribute('aria-expanded') === 'true');
      expect(shown(host)).to.equal(true);
    });

    it('a cart answer replacing the mini cart keeps the focus on the same part, and aria-expanded on the new cart link', async () => {
      const host = await headerCart([BEANIE, LANTERN]);
      toggle(host).focus();
      const oldToggle = toggle(host);
      await refreshCart();
      expect(toggle(host) === oldToggle, 'the cart link was replaced').to.equal(false);
      expect(document.activeElement === toggle(host), 'focus on the new cart link').to.equal(true);
      expect(toggle(host).getAttribute('aria-expanded')).to.equal('true');
      tabInto(host, 1);
      const key = removeLink(host, 1).dataset.cart_item_key;
      await refreshCart();
      expect(keyOf(document.activeElement)).to.equal(key);
      expect(shown(host)).to.equal(true);
    });
  });

  describe('a remove link that is not http(s) or relative', () => {
    const payloads = ['javascript:alert(1)', '  JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', '\u0001javascript:alert(1)', 'javascript://%0aalert(1)', 'vbscript:msgbox(1)'];
    for (const payload of payloads) {
      it(`is never followed: ${JSON.stringify(payload)}`, async () => {
        const host = await miniCart([BEANIE]);
        const link = removeLink(host);
        link.setAttribute('href', payload);
        setFault('500@remove_from_cart');
        const errors = captureConsoleErrors();
        try {
          click(link);
          await waitFor(() => errors.messages.some((message) => message.includes('refused')), { timeout: 10_000 });
          await idle();
          // A second failure with the same link: no second report.
          click(link);
          await waitFor(() => errors.messages.filter((message) => message.includes('remove from cart failed')).length === 2, { timeout: 10_000 });
          await idle();
        } finally {
          errors.restore();
        }
        expect(visited).to.deep.equal([]);
        expect(errors.messages.filter((message) => message.includes('refused'))).to.have.length(1);
        expect(link.getAttribute('href')).to.equal(payload);
      });
    }

    it('nor after {"success":false}; a relative link still is', async () => {
      const host = await miniCart([BEANIE]);
      await fetch('/__demo/empty-cart', { credentials: 'same-origin', redirect: 'manual' });
      const refused = removeLink(host);
      refused.setAttribute('href', 'JAVASCRIPT:alert(document.domain)');
      const errors = captureConsoleErrors();
      try {
        click(refused);
        await waitFor(() => errors.messages.some((message) => message.includes('refused')));
        await idle();
      } finally {
        errors.restore();
      }
      expect(visited).to.deep.equal([]);
      refused.setAttribute('href', '/cart/?remove_item=x');
      click(refused);
      await waitFor(() => visited.length === 1);
      expect(new URL(visited[0]!).pathname).to.equal('/cart/');
    });
  });
});
