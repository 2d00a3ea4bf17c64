import { expect } from 'chai';
import jQuery from 'jquery';
import '../../src/elements/mini-cart.element.ts';
import { liveRegionText } from '../../src/dom/announce.ts';
import { pendingCartCalls } from '../../src/services/cart-queue.ts';
import { navigation } from '../../src/dom/navigation.ts';
import { $cart, refreshCart, clearCart } from '../../src/stores/cart.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';
import { clearFault, setFault } from '../helpers/demo-store.ts';

const BEANIE = 9;
const LANTERN = 13;

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

/** A header mini cart as the server prints it, with the given products in the cart. */
async function miniCart(productIds: number[]): Promise<HTMLElement> {
  for (const id of productIds) await post('add_to_cart', { product_id: String(id), quantity: '1' });
  const { fragments } = await post('get_refreshed_fragments');
  const host = fixture(
    `<shop-mini-cart>${fragments['a.cart-contents']}<div class="widget woocommerce widget_shopping_cart">${fragments['div.widget_shopping_cart_content']}</div></shop-mini-cart>`,
  );
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'element not ready' });
  return host;
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
 * A mini cart printed for an empty cart (as a full-page cache stores it) while the
 * visitor's cart on the server holds `productIds`.
 */
async function staleMiniCart(productIds: number[], attributes = '', beforeMount = () => {}): Promise<HTMLElement> {
  const { fragments } = await post('get_refreshed_fragments');
  for (const id of productIds) await post('add_to_cart', { product_id: String(id), quantity: '1' });
  beforeMount();
  const host = fixture(
    `<shop-mini-cart ${attributes}>${fragments['a.cart-contents']}<div class="widget woocommerce widget_shopping_cart">${fragments['div.widget_shopping_cart_content']}</div></shop-mini-cart>`,
  );
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'element not ready' });
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
    clearCart();
    await fetch('/__demo/empty-cart', { credentials: 'same-origin', redirect: 'manual' });
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
});
