// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeSettings } from '../core/settings/index.ts';
import { pendingCartCalls } from '../services/cart-queue.ts';
import { $cart, applyCartResponse, clearCart, startCart, type CartState } from './cart.ts';
import { addToCart, removeItem } from './cart-actions.ts';
import { updateSettings } from './settings.ts';

const MINI = 'div.widget_shopping_cart_content';
const WC_AJAX = 'https://shop.test/?wc-ajax=%%endpoint%%';
const STORED = 'storefront-elements:cart-fragments';

/** The platform's mini-cart template (10.0.2), as its answers carry it. */
function platformMiniCart(items: Array<{ key: string; id: number; name: string; quantity: number; price: string }>): string {
  if (!items.length) return '<div class="widget_shopping_cart_content">\n\n\t<p class="woocommerce-mini-cart__empty-message">No products in the cart.</p>\n\n\n</div>';
  const lis = items.map(
    (item) => `<li class="woocommerce-mini-cart-item mini_cart_item">
					<a role="button" href="https://shop.test/cart/?remove_item=${item.key}&#038;_wpnonce=1a2b3c" class="remove remove_from_cart_button" aria-label="Remove ${item.name} from cart" data-product_id="${item.id}" data-cart_item_key="${item.key}" data-product_sku="" data-success_message="&ldquo;${item.name}&rdquo; has been removed from your cart">&times;</a>
											<a href="https://shop.test/product/x/">
							<img width="324" height="324" src="https://shop.test/img.jpg" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="" decoding="async" />${item.name}						</a>
										<span class="quantity">${item.quantity} &times; <span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>${item.price}</bdi></span></span>				</li>`,
  );
  return `<div class="widget_shopping_cart_content">\n\n\t<ul class="woocommerce-mini-cart cart_list product_list_widget ">\n${lis.join('\n')}\n\t</ul>\n\n\t<p class="woocommerce-mini-cart__total total"><strong>Subtotal:</strong> <span class="woocommerce-Price-amount amount"><bdi>$63.00</bdi></span></p>\n</div>`;
}

/** Answers every wc-ajax call with `body` and records the endpoints asked. */
function answer(body: unknown): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(new URL(url).searchParams.get('wc-ajax') ?? url);
    return new Response(JSON.stringify(body), { status: 200 });
  });
  return asked;
}

function setCartCookies(hash: string | null): void {
  for (const name of ['woocommerce_cart_hash', 'woocommerce_items_in_cart']) {
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  if (hash) {
    document.cookie = `woocommerce_cart_hash=${hash}; path=/`;
    document.cookie = 'woocommerce_items_in_cart=1; path=/';
  }
}

const idle = () => vi.waitFor(() => expect(pendingCartCalls()).toBe(0));

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  updateSettings({ wc_ajax_url: WC_AJAX });
  setCartCookies(null);
  clearCart();
  sessionStorage.clear();
  document.body.innerHTML = '<div class="widget_shopping_cart_content"></div>';
});
afterEach(async () => {
  await idle();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('$cart on the platform’s answers (fragments and a hash only)', () => {
  const beanie = { key: 'k-beanie', id: 9, name: 'Beanie', quantity: 2, price: '18.00' };
  const hoodie = { key: 'k-hoodie', id: 20, name: 'Hoodie - Blue', quantity: 1, price: '27.00' };

  it('the README example: cartQuantity and lines after an add', async () => {
    answer({ fragments: { [MINI]: platformMiniCart([beanie, hoodie]), 'a.cart-contents': '<a class="cart-contents">x</a>' }, cart_hash: 'h2' });
    const printed: Array<[number | null, CartState['lines']]> = [];
    const unsubscribe = $cart.subscribe((cart) => printed.push([cart.cartQuantity, cart.lines]));
    try {
      const outcome = await addToCart({ product_id: '9', quantity: '1' }, { settings: mergeSettings({ wc_ajax_url: WC_AJAX }) });
      expect(outcome.kind).toBe('added');
      expect(printed.at(-1)).toEqual([
        3,
        [
          { id: 9, type: 'item', quantity: 2, total: null, key: 'k-beanie', name: 'Beanie' },
          { id: 20, type: 'item', quantity: 1, total: null, key: 'k-hoodie', name: 'Hoodie - Blue' },
        ],
      ]);
    } finally {
      unsubscribe();
    }
  });

  it('a removal down to the empty cart: 0 and no lines', async () => {
    applyCartResponse({ fragments: { [MINI]: platformMiniCart([beanie]) }, cart_hash: 'h1' });
    expect($cart.get().cartQuantity).toBe(2);
    answer({ fragments: { [MINI]: platformMiniCart([]) }, cart_hash: '' });
    await removeItem('k-beanie', { settings: mergeSettings({ wc_ajax_url: WC_AJAX }) });
    expect($cart.get()).toMatchObject({ cartQuantity: 0, lines: [], cartHash: '' });
  });

  it('the fragment is read as data: its scripts and handlers never run', () => {
    const ran = vi.fn();
    (globalThis as { ranFromFragment?: () => void }).ranFromFragment = ran;
    const html = platformMiniCart([beanie]).replace('</ul>', '<script>ranFromFragment()</script><img src="x" onerror="ranFromFragment()"></ul>');
    applyCartResponse({ fragments: { 'div.not-on-this-page': html, [MINI]: html }, cart_hash: 'h1' });
    expect($cart.get().cartQuantity).toBe(2);
    expect(ran).not.toHaveBeenCalled();
  });

  it('a template without a readable quantity: null, the readable lines, one console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const odd = platformMiniCart([beanie, hoodie]).replace('<span class="quantity">1 &times;', '<span class="quantity">');
    applyCartResponse({ fragments: { [MINI]: odd }, cart_hash: 'h3' });
    applyCartResponse({ fragments: { [MINI]: odd }, cart_hash: 'h3' });
    expect($cart.get().cartQuantity).toBeNull();
    expect($cart.get().lines.map((line) => line.key)).toEqual(['k-beanie']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('k-hoodie');
  });

  it('cart_quantity and in_cart of a product-table answer win over the fragment', () => {
    applyCartResponse({ fragments: { [MINI]: platformMiniCart([beanie]) }, cart_hash: 'h1', in_cart: { 9: 2, 20: { 21: 1 } }, cart_quantity: 7 });
    expect($cart.get().cartQuantity).toBe(7);
    expect($cart.get().lines.map((line) => line.type)).toEqual(['simple', 'variable', 'variation']);
  });

  it('the cookies say an empty cart is empty before any answer; a cart’s hash while its items are unknown', () => {
    const seen: Array<[string | null, number | null]> = [];
    let unsubscribe = $cart.subscribe((cart) => seen.push([cart.cartHash, cart.cartQuantity]));
    unsubscribe();
    expect(seen.at(-1)).toEqual(['', 0]);
    setCartCookies('h9');
    clearCart();
    unsubscribe = $cart.subscribe((cart) => seen.push([cart.cartHash, cart.cartQuantity]));
    unsubscribe();
    expect(seen.at(-1)).toEqual(['h9', null]);
  });
});

describe('startCart: the fragments the tab kept, or one read', () => {
  const kept = (hash: string, text: string) => ({
    cartHash: hash,
    fragments: { [MINI]: `<div class="widget_shopping_cart_content">${text}</div>` },
    savedAt: Date.now(),
    shop: WC_AJAX,
  });

  it('keeps every answer with its hash for the next page', () => {
    applyCartResponse({ fragments: { [MINI]: '<div class="widget_shopping_cart_content">one</div>' }, cart_hash: 'h1' });
    expect(JSON.parse(sessionStorage.getItem(STORED)!)).toMatchObject({ ...kept('h1', 'one'), savedAt: expect.any(Number) });
  });

  it('shows kept fragments for the cookie’s cart without asking', () => {
    const asked = answer({ fragments: { [MINI]: '<div class="widget_shopping_cart_content">server</div>' }, cart_hash: 'h1' });
    sessionStorage.setItem(STORED, JSON.stringify(kept('h1', 'kept')));
    setCartCookies('h1');
    const sources: string[] = [];
    const onUpdated = (event: Event) => sources.push((event as CustomEvent<{ source: string }>).detail.source);
    document.body.addEventListener('shop-cart-updated', onUpdated);
    startCart({ alwaysAsk: false });
    startCart({ alwaysAsk: false });
    document.body.removeEventListener('shop-cart-updated', onUpdated);
    expect(document.querySelector('.widget_shopping_cart_content')?.textContent).toBe('kept');
    expect(asked).toEqual([]);
    expect(sources).toEqual(['stored']);
    expect($cart.get().cartHash).toBe('h1');
  });

  it('asks once when nothing is kept, the cookie names another cart, or refresh-on-load says so', async () => {
    for (const [storedHash, cookieHash, alwaysAsk] of [
      [null, 'h1', false],
      ['h1', 'h2', false],
      ['h1', null, false],
      ['h1', 'h1', true],
    ] as const) {
      sessionStorage.clear();
      if (storedHash) sessionStorage.setItem(STORED, JSON.stringify(kept(storedHash, 'kept')));
      setCartCookies(cookieHash);
      clearCart();
      const asked = answer({ fragments: { [MINI]: '<div class="widget_shopping_cart_content">server</div>' }, cart_hash: 'h2' });
      startCart({ alwaysAsk });
      startCart({ alwaysAsk: false });
      await idle();
      expect(asked, `${storedHash} ${cookieHash} ${alwaysAsk}`).toEqual(['get_refreshed_fragments']);
      expect(document.querySelector('.widget_shopping_cart_content')?.textContent).toBe('server');
    }
  });

  it('kept data that is not ours or broken costs a read, never an error', async () => {
    setCartCookies('h1');
    sessionStorage.setItem(STORED, '{not json');
    const asked = answer({ fragments: { [MINI]: '<div class="widget_shopping_cart_content">server</div>' }, cart_hash: 'h1' });
    startCart({ alwaysAsk: false });
    await idle();
    expect(asked).toEqual(['get_refreshed_fragments']);
  });
});
