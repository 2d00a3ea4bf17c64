import { expect } from 'chai';
import jQuery from 'jquery';
import '../../src/elements/add-to-cart.element.ts';
import { startQuantityFloor } from '../../src/elements/quantity-floor.ts';
import { liveRegionText } from '../../src/dom/announce.ts';
import { pendingCartCalls } from '../../src/services/cart-queue.ts';
import { navigation } from '../../src/dom/navigation.ts';
import { applyQuantityFloor } from '../../src/dom/quantity-floor.ts';
import { $cart, clearCart } from '../../src/stores/cart.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { usePageSettings } from '../helpers/page-settings.ts';
import { waitFor } from '../helpers/wait.ts';
import { clearFault, setFault } from '../helpers/demo-store.ts';
import { captureConsoleErrors } from '../helpers/console.ts';

// Fixture products of the demo store (demo/db/seed.ts).
const BEANIE = 9; // simple, 50 in stock
const BELT = 10; // out of stock: error + product_url
const MUG = 12; // a name with markup in it

interface CartState {
  cart_count: number;
  cart: Array<{ key: string; product_id: number; variation_id: number; quantity: number; variation: Record<string, string> }>;
}

async function serverCart(): Promise<CartState> {
  const response = await fetch('/__demo/state', { credentials: 'same-origin' });
  return (await response.json()) as CartState;
}

async function emptyCart(): Promise<void> {
  await fetch('/__demo/empty-cart', { credentials: 'same-origin', redirect: 'manual' });
}

function product(id: number, name: string, extra = ''): string {
  return `<li class="product"><h2 class="woocommerce-loop-product__title">${name}</h2>`
    + `<a href="#add-${id}" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${id}" data-product_sku="SKU-${id}" aria-label="Add to your cart" rel="nofollow" ${extra}>Add to cart</a></li>`;
}

async function listing(items: string, attrs = ''): Promise<HTMLElement> {
  const host = fixture(`<shop-add-to-cart ${attrs}><ul class="products">${items}</ul></shop-add-to-cart>`);
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'element not ready' });
  return host;
}

function buttonOf(host: HTMLElement, id: number): HTMLAnchorElement {
  const button = host.querySelector<HTMLAnchorElement>(`[data-product_id="${id}"]`);
  if (!button) throw new Error(`no button for ${id}`);
  return button;
}

/** Clicks like a shopper and reports whether the element took over the click. */
function click(element: HTMLElement): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  element.dispatchEvent(event);
  return event.defaultPrevented;
}

const idle = () => waitFor(() => pendingCartCalls() === 0, { timeout: 10_000, message: 'cart queue never emptied' });

describe('shop-add-to-cart', function () {
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
    await emptyCart();
  });

  afterEach(async () => {
    await idle();
    clearFault();
    cleanup();
    delete (window as { jQuery?: unknown }).jQuery;
    for (const name of ['should_send_ajax_request.adding_to_cart', 'ajax_request_not_sent.adding_to_cart', 'adding_to_cart', 'added_to_cart']) {
      jQuery(document.body).off(name);
    }
  });

  it('adds over AJAX: loading, then added, View cart link, fragments and the live region', async () => {
    const mini = fixture('<div class="widget_shopping_cart_content"><p>No products in the cart.</p></div>');
    const host = await listing(product(BEANIE, 'Beanie (in stock)'));
    const button = buttonOf(host, BEANIE);
    const added: CustomEvent[] = [];
    host.addEventListener('shop-added-to-cart', (event) => added.push(event));

    expect(click(button)).to.equal(true);
    expect(button.classList.contains('loading')).to.equal(true);
    expect(button.getAttribute('aria-busy')).to.equal('true');
    expect(button.getAttribute('aria-disabled')).to.equal('true');

    await waitFor(() => button.classList.contains('added'));
    expect(button.classList.contains('loading')).to.equal(false);
    expect(button.hasAttribute('aria-busy')).to.equal(false);
    const link = button.nextElementSibling as HTMLAnchorElement;
    expect(link.matches('a.added_to_cart.wc-forward')).to.equal(true);
    expect(link.textContent).to.equal('View cart');
    expect(link.title).to.equal('View cart');
    expect(new URL(link.href).pathname).to.equal('/cart/');

    expect(added).to.have.length(1);
    expect(added[0]!.detail.productId).to.equal(String(BEANIE));
    expect(added[0]!.detail.quantity).to.equal('1');
    expect(added[0]!.detail.cartHash).to.be.a('string').and.not.equal('');

    // The mini cart fragment was replaced from the answer.
    await waitFor(() => !mini.isConnected);
    expect(document.querySelector('.widget_shopping_cart_content')?.textContent).to.contain('Beanie');
    expect($cart.get().cartHash).to.equal(added[0]!.detail.cartHash);

    await waitFor(() => liveRegionText().includes('“Beanie (in stock)” has been added to your cart.'), { timeout: 5000 });
    expect((await serverCart()).cart_count).to.equal(1);
    document.querySelectorAll('.widget_shopping_cart_content').forEach((node) => node.remove());
  });

  it('dims the cart fragments while the request runs and restores them after', async () => {
    setFault('latency-300@add_to_cart');
    const mini = fixture('<div class="widget_shopping_cart_content"><p>No products in the cart.</p></div>');
    const count = fixture('<p class="not-a-fragment">untouched</p>');
    const host = await listing(product(BEANIE, 'Beanie'));
    const button = buttonOf(host, BEANIE);
    click(button);
    await waitFor(() => mini.classList.contains('updating') && mini.getAttribute('aria-busy') === 'true');
    expect(count.classList.contains('updating')).to.equal(false);
    await waitFor(() => button.classList.contains('added'));
    // The dimmed node was replaced by the fresh fragment, which is not dimmed.
    const fresh = document.querySelector<HTMLElement>('.widget_shopping_cart_content')!;
    expect(fresh).to.not.equal(mini);
    expect(fresh.classList.contains('updating')).to.equal(false);
    expect(fresh.style.opacity).to.equal('');
    fresh.remove();
  });

  it('a failed request also restores the dimmed areas', async () => {
    setFault('500@add_to_cart');
    const mini = fixture('<div class="widget_shopping_cart_content"><p>No products in the cart.</p></div>');
    const host = await listing(product(BEANIE, 'Beanie'));
    click(buttonOf(host, BEANIE));
    await waitFor(() => host.querySelector('[role="alert"]'));
    expect(mini.isConnected).to.equal(true);
    expect(mini.classList.contains('updating')).to.equal(false);
    expect(mini.hasAttribute('aria-busy')).to.equal(false);
    expect(mini.style.opacity).to.equal('');
  });

  it('follows the link for buttons not marked for AJAX or without a product id', async () => {
    const host = await listing(
      '<li><a href="#plain" class="button add_to_cart_button" data-product_id="9">Read more</a></li>'
        + '<li><a href="#no-id" class="button add_to_cart_button ajax_add_to_cart">Add</a></li>',
    );
    const [plain, noId] = [...host.querySelectorAll<HTMLElement>('a')];
    expect(click(plain!)).to.equal(false);
    expect(click(noId!)).to.equal(false);
    expect(plain!.classList.contains('loading')).to.equal(false);
    expect(pendingCartCalls()).to.equal(0);
    expect((await serverCart()).cart_count).to.equal(0);
  });

  it('posts every data attribute of the button, as text', async () => {
    const host = await listing(product(BEANIE, 'Beanie', 'data-gift_wrap="yes"'));
    const button = buttonOf(host, BEANIE);
    button.dataset.quantity = '3';
    let payload: Record<string, string> | undefined;
    host.addEventListener('shop-adding-to-cart', (event) => {
      payload = event.detail.payload;
    });
    click(button);
    await waitFor(() => button.classList.contains('added'));
    expect(payload).to.deep.equal({ quantity: '3', product_id: '9', product_sku: 'SKU-9', gift_wrap: 'yes' });
    const state = await serverCart();
    expect(state.cart).to.deep.equal([{ product_id: BEANIE, quantity: 3, key: state.cart[0]!.key, variation_id: 0, variation: {} }]);
  });

  it('takes the quantity from the form input and raises quantities below their min on upgrade', async () => {
    const host = fixture(`<shop-add-to-cart><form class="cart">
      <div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="0" min="2"></div>
      <a href="#add" class="button add_to_cart_button ajax_add_to_cart" data-product_id="${BEANIE}" data-quantity="1">Add</a>
      </form><table><tr class="cart_item"><td><input type="number" class="qty" value="0" min="1"></td></tr></table></shop-add-to-cart>`);
    await waitFor(() => host.hasAttribute('data-shop-ready'));
    const [qty, cartRowQty] = [...host.querySelectorAll<HTMLInputElement>('input.qty')];
    expect(qty!.value).to.equal('2');
    expect(cartRowQty!.value).to.equal('0');
    const button = buttonOf(host, BEANIE);
    expect(button.dataset.quantity).to.equal('2');

    qty!.value = '4';
    qty!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(button.dataset.quantity).to.equal('4');
    click(button);
    await waitFor(() => button.classList.contains('added'));
    expect((await serverCart()).cart_count).to.equal(4);
  });

  it('page-level quantity floor skips cart rows and inputs without min', () => {
    const root = fixture(`<div>
      <div class="quantity"><input type="number" value="1" min="3"></div>
      <input class="qty" value="5" min="3">
      <input class="qty" value="0">
      <form class="woocommerce-cart-form"><input class="qty" value="0" min="1"></form></div>`);
    const changed = applyQuantityFloor(root);
    const inputs = [...root.querySelectorAll('input')].map((input) => input.value);
    expect(inputs).to.deep.equal(['3', '5', '0', '0']);
    expect(changed).to.have.length(1);
  });

  it('the drop-in entry runs the quantity floor on the page', async () => {
    const root = fixture(`<div>
      <form class="cart"><div class="quantity"><input type="number" class="qty" value="0" min="2"></div></form>
      <table><tr class="cart_item"><td><input type="number" class="qty" value="0" min="1"></td></tr></table></div>`);
    startQuantityFloor();
    const [product, cartRow] = [...root.querySelectorAll('input')];
    await waitFor(() => product!.value === '2');
    expect(cartRow!.value).to.equal('0');
  });

  it('a listener calling preventDefault() vetoes: no request, the button returns to normal', async () => {
    const host = await listing(product(BEANIE, 'Beanie'));
    const button = buttonOf(host, BEANIE);
    host.addEventListener('shop-adding-to-cart', (event) => event.preventDefault(), { once: true });
    expect(click(button)).to.equal(true);
    expect(button.classList.contains('loading')).to.equal(false);
    expect(button.hasAttribute('aria-busy')).to.equal(false);
    expect(pendingCartCalls()).to.equal(0);
    expect((await serverCart()).cart_count).to.equal(0);
  });

  it('the platform jQuery veto and events: should_send_ajax_request, adding_to_cart, added_to_cart', async () => {
    (window as { jQuery?: unknown }).jQuery = jQuery;
    const seen: string[] = [];
    let vetoNext = true;
    const idOf = ($button: unknown) => ($button as { get(index: number): HTMLElement }).get(0).dataset.product_id;
    jQuery(document.body).on('should_send_ajax_request.adding_to_cart', ((_event: unknown, $button: unknown) => {
      seen.push(`should_send:${idOf($button)}`);
      return vetoNext ? false : undefined;
    }) as (event: unknown, ...args: unknown[]) => void);
    jQuery(document.body).on('ajax_request_not_sent.adding_to_cart', () => seen.push('not_sent'));
    jQuery(document.body).on('adding_to_cart', (_event, $button, data) => {
      seen.push(`adding:${idOf($button)}:${(data as Record<string, string>).product_id}`);
    });
    jQuery(document.body).on('added_to_cart', (_event, fragments, hash, $button) => {
      const mini = (fragments as Record<string, string>)['div.widget_shopping_cart_content'];
      seen.push(`added:${typeof mini}:${typeof hash}:${idOf($button)}`);
    });
    const host = await listing(product(BEANIE, 'Beanie'));
    const button = buttonOf(host, BEANIE);

    click(button);
    expect(button.classList.contains('loading')).to.equal(false);
    expect(seen).to.deep.equal(['should_send:9', 'not_sent']);
    expect(pendingCartCalls()).to.equal(0);

    vetoNext = false;
    click(button);
    await waitFor(() => button.classList.contains('added'));
    expect(seen.slice(2)).to.deep.equal(['should_send:9', 'adding:9:9', 'added:string:string:9']);
  });

  it('an error with product_url sends the shopper to the product page', async () => {
    const host = await listing(product(BELT, 'Belt (out of stock)'));
    click(buttonOf(host, BELT));
    await waitFor(() => visited.length === 1);
    expect(visited[0]).to.match(/\/product\/belt-out-of-stock\/$/);
    expect(host.querySelector('.added_to_cart')).to.equal(null);
  });

  it('with cart_redirect_after_add "yes" the shopper goes to the cart page', async () => {
    const host = await listing(product(BEANIE, 'Beanie'), `settings='{"cart_redirect_after_add":"yes"}'`);
    click(buttonOf(host, BEANIE));
    await waitFor(() => visited.length === 1);
    expect(visited[0]).to.equal('/cart/');
    expect((await serverCart()).cart_count).to.equal(1);
  });

  it('a cart_url that is a script URL is never followed nor linked: the product is added, the shopper stays', async () => {
    const errors = captureConsoleErrors();
    try {
      for (const [n, cartUrl] of ['javascript:alert(1)', '\u0001JaVa\nScript:alert(1)', 'vbscript:x', 'data:text/html,x'].entries()) {
        const redirect = n % 2 === 0 ? 'yes' : 'no';
        const host = await listing(product(BEANIE, 'Beanie'), `settings='${JSON.stringify({ cart_url: cartUrl, cart_redirect_after_add: redirect }).replace(/'/g, '&#39;')}'`);
        const button = buttonOf(host, BEANIE);
        click(button);
        await waitFor(() => button.classList.contains('added'), { message: `not added with cart_url ${JSON.stringify(cartUrl)}` });
        expect(host.querySelector('.added_to_cart'), 'no View cart link').to.equal(null);
        expect(errors.messages.some((m) => m.includes('cart_url') && m.includes('refused'))).to.equal(true);
        cleanup();
      }
      expect(visited).to.deep.equal([]);
      expect((await serverCart()).cart_count).to.equal(4);
    } finally {
      errors.restore();
    }
  });

  it('on the cart page (is_cart) no View cart link; elsewhere never a second one', async () => {
    const cartPage = await listing(product(BEANIE, 'Beanie'), `settings='{"is_cart":true}'`);
    const onCart = buttonOf(cartPage, BEANIE);
    click(onCart);
    await waitFor(() => onCart.classList.contains('added'));
    expect(cartPage.querySelector('.added_to_cart')).to.equal(null);
    cleanup();

    const host = await listing(product(BEANIE, 'Beanie'));
    const button = buttonOf(host, BEANIE);
    click(button);
    await waitFor(() => button.classList.contains('added'));
    click(button);
    expect(button.classList.contains('added')).to.equal(false);
    await waitFor(() => button.classList.contains('added'));
    expect(host.querySelectorAll('.added_to_cart')).to.have.length(1);
  });

  it('a double click while loading sends one request', async () => {
    const host = await listing(product(BEANIE, 'Beanie'));
    const button = buttonOf(host, BEANIE);
    expect(click(button)).to.equal(true);
    // The second click is still taken over (no navigation) but adds nothing.
    expect(click(button)).to.equal(true);
    expect(pendingCartCalls()).to.equal(1);
    await waitFor(() => button.classList.contains('added'));
    expect((await serverCart()).cart_count).to.equal(1);
  });

  it('queues requests across buttons and elements: never two at once, all arrive', async () => {
    setFault('latency-100@add_to_cart');
    const first = await listing(product(BEANIE, 'Beanie') + product(13, 'Lantern'));
    const second = await listing(product(11, 'Gift card'));
    const originalFetch = window.fetch;
    let inFlight = 0;
    let maxInFlight = 0;
    let sent = 0;
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const url = String(args[0] instanceof Request ? args[0].url : args[0]);
      if (!url.includes('wc-ajax=add_to_cart')) return originalFetch(...args);
      inFlight += 1;
      sent += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        return await originalFetch(...args);
      } finally {
        inFlight -= 1;
      }
    };
    try {
      click(buttonOf(first, BEANIE));
      click(buttonOf(second, 11));
      click(buttonOf(first, 13));
      expect(pendingCartCalls()).to.equal(3);
      await waitFor(() => first.querySelectorAll('.added').length === 2 && second.querySelectorAll('.added').length === 1, {
        timeout: 10_000,
      });
    } finally {
      window.fetch = originalFetch;
    }
    expect(sent).to.equal(3);
    expect(maxInFlight).to.equal(1);
    expect((await serverCart()).cart_count).to.equal(3);
  });

  for (const fault of ['500', 'malformed', 'shape', 'empty', 'drop']) {
    it(`a failed add (${fault}) restores the button and says what did not go in; the next click works`, async () => {
      setFault(`${fault}@add_to_cart`);
      const host = await listing(product(BEANIE, 'Beanie (in stock)'));
      const button = buttonOf(host, BEANIE);
      const failures: CustomEvent[] = [];
      host.addEventListener('shop-request-failed', (event) => failures.push(event));
      click(button);
      const alert = await waitFor(() => host.querySelector<HTMLElement>('[role="alert"]'), { timeout: 10_000 });
      expect(alert.textContent).to.match(/^Could not add “Beanie \(in stock\)” to your cart: /);
      expect(button.classList.contains('loading')).to.equal(false);
      expect(button.classList.contains('added')).to.equal(false);
      expect(button.hasAttribute('aria-busy')).to.equal(false);
      expect(button.hasAttribute('aria-disabled')).to.equal(false);
      expect(host.querySelector('.added_to_cart')).to.equal(null);
      expect(failures).to.have.length(1);
      expect(failures[0]!.detail.call).to.equal('add_to_cart');

      clearFault();
      click(button);
      expect(host.querySelector('[role="alert"]')).to.equal(null);
      await waitFor(() => button.classList.contains('added'));
      expect((await serverCart()).cart_count).to.equal(1);
    });
  }

  it('a request that times out (page setting request_timeout_ms) restores the button and says so', async () => {
    // The store never answers: the page's own, shorter, timeout must end the request.
    const restoreSettings = usePageSettings({ request_timeout_ms: 1000 });
    try {
      setFault('timeout@add_to_cart');
      const host = await listing(product(BEANIE, 'Beanie'));
      const button = buttonOf(host, BEANIE);
      click(button);
      // Well under the default timeout (20 s): only the page setting can end the request in time.
      const alert = await waitFor(() => host.querySelector<HTMLElement>('[role="alert"]'), { timeout: 8000, interval: 50 });
      expect(alert.textContent).to.equal('Could not add “Beanie” to your cart: the store took too long to answer. Please try again.');
      expect(button.classList.contains('loading')).to.equal(false);
    } finally {
      restoreSettings();
    }
  });

  it('an empty answer (missing parameters) restores the button with a message', async () => {
    const host = await listing(product(BEANIE, 'Beanie'));
    const button = buttonOf(host, BEANIE);
    // A listener may edit the payload; without product_id the platform answers with an empty body.
    host.addEventListener('shop-adding-to-cart', (event) => delete event.detail.payload.product_id, { once: true });
    click(button);
    const alert = await waitFor(() => host.querySelector<HTMLElement>('[role="alert"]'));
    expect(alert.textContent).to.contain('did not accept the request');
    expect(button.classList.contains('loading')).to.equal(false);
  });

  it('an error without a product page (unknown product) restores the button with a message', async () => {
    const host = await listing(product(999999, 'Ghost'));
    const button = buttonOf(host, 999999);
    click(button);
    const alert = await waitFor(() => host.querySelector<HTMLElement>('[role="alert"]'));
    expect(alert.textContent).to.equal('Could not add “Ghost” to your cart: the store did not accept it.');
    expect(button.classList.contains('loading')).to.equal(false);
    expect(visited).to.deep.equal([]);
  });

  it('names in messages and the View cart text are text, never markup', async () => {
    setFault('500@add_to_cart');
    const host = await listing(
      `<li class="product"><h2 class="woocommerce-loop-product__title">&lt;img src=x onerror=alert(1)&gt; Mug</h2><a href="#m" class="button add_to_cart_button ajax_add_to_cart" data-product_id="${MUG}">Add</a></li>`,
      `settings='{"i18n_view_cart":"<b>View</b> cart"}'`,
    );
    const button = buttonOf(host, MUG);
    click(button);
    const alert = await waitFor(() => host.querySelector<HTMLElement>('[role="alert"]'));
    expect(alert.textContent).to.contain('“<img src=x onerror=alert(1)> Mug”');
    expect(alert.querySelector('img')).to.equal(null);
    clearFault();
    click(button);
    await waitFor(() => button.classList.contains('added'));
    const link = host.querySelector('.added_to_cart')!;
    expect(link.textContent).to.equal('<b>View</b> cart');
    expect(link.querySelector('b')).to.equal(null);
  });
});
