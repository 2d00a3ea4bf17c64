// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mergeSettings } from '../core/settings/index.ts';
import { REQUESTS } from '../core/timings/index.ts';
import { pendingCartCalls } from '../services/cart-queue.ts';
import { InvalidBodyError, RefusedError, TimeoutError } from '../services/errors.ts';
import { $cart, clearCart } from './cart.ts';
import { addToCart, queueCartCall, removeItem } from './cart-actions.ts';
import { updateSettings } from './settings.ts';

const MINI = 'div.widget_shopping_cart_content';
const settings = mergeSettings({ wc_ajax_url: 'https://shop.test/?wc-ajax=%%endpoint%%', cart_url: '/cart/' });

/** Answers every wc-ajax call with `body` (JSON unless a string) and records the endpoints asked. */
function answer(body: unknown): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(new URL(url).searchParams.get('wc-ajax') ?? url);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 });
  });
  return asked;
}

beforeEach(() => {
  // The fade of dimmed areas: happy-dom rejects a cancelled animation where browsers do not.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  clearCart();
  document.body.innerHTML = `<div class="widget_shopping_cart_content">empty</div>`;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('addToCart', () => {
  it('applies the fragments and resolves "added" with them', async () => {
    const asked = answer({ fragments: { [MINI]: '<div class="widget_shopping_cart_content">1 item</div>' }, cart_hash: 'h1' });
    const outcome = await addToCart({ product_id: '9', quantity: '1' }, { settings });
    expect(asked).toEqual(['add_to_cart']);
    expect(outcome).toEqual({ kind: 'added', fragments: { [MINI]: '<div class="widget_shopping_cart_content">1 item</div>' }, cartHash: 'h1' });
    expect($cart.get().cartHash).toBe('h1');
    expect(document.querySelector('.widget_shopping_cart_content')?.textContent).toBe('1 item');
  });

  it('dims the cart areas while the call runs and restores them after', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async () => {
      await held;
      return new Response(JSON.stringify({ error: true, product_url: false }));
    });
    const mini = document.querySelector<HTMLElement>('.widget_shopping_cart_content')!;
    const outcome = addToCart({ product_id: '9' }, { settings });
    await vi.waitFor(() => expect(mini.classList.contains('updating')).toBe(true));
    release();
    await outcome;
    expect(mini.classList.contains('updating')).toBe(false);
  });

  it('the platform sends the shopper to the product page, or to the cart after an add', async () => {
    answer({ error: true, product_url: 'https://shop.test/product/belt/' });
    expect(await addToCart({ product_id: '10' }, { settings })).toEqual({ kind: 'redirect', url: 'https://shop.test/product/belt/' });
    answer({ fragments: {}, cart_hash: 'h2' });
    const redirecting = { ...settings, cart_redirect_after_add: 'yes' as const };
    const before = $cart.get();
    expect(await addToCart({ product_id: '9' }, { settings: redirecting })).toEqual({ kind: 'redirect', url: '/cart/' });
    expect($cart.get()).toBe(before);
  });

  it('fails with a typed error, never rejects: refused, unreadable, timed out', async () => {
    answer({ error: true, product_url: false });
    const refused = await addToCart({ product_id: '999' }, { settings });
    expect(refused.kind === 'failed' && refused.error).toBeInstanceOf(RefusedError);

    answer({ unexpected: 1 });
    const unreadable = await addToCart({ product_id: '9' }, { settings });
    expect(unreadable.kind === 'failed' && unreadable.error).toBeInstanceOf(InvalidBodyError);

    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    // The request layer's time limit is the page setting `request_timeout_ms`.
    updateSettings({ request_timeout_ms: 50 });
    onTestFinished(() => updateSettings({ request_timeout_ms: REQUESTS.timeoutMs }));
    const late = await addToCart({ product_id: '9' }, { settings });
    expect(late.kind === 'failed' && late.error).toBeInstanceOf(TimeoutError);
    expect($cart.get().revision).toBe(0);
  });
});

describe('removeItem', () => {
  it('applies the fragments and resolves "removed"; {"success":false} is "not-in-cart"', async () => {
    const asked = answer({ fragments: {}, cart_hash: '' });
    expect(await removeItem('abc', { settings })).toEqual({ kind: 'removed', fragments: {}, cartHash: '' });
    expect(asked).toEqual(['remove_from_cart']);
    expect($cart.get().cartHash).toBe('');
    answer({ success: false });
    expect(await removeItem('gone', { settings })).toEqual({ kind: 'not-in-cart' });
    answer('');
    const empty = await removeItem('abc', { settings });
    expect(empty.kind === 'failed' && empty.error).toBeInstanceOf(InvalidBodyError);
  });
});

describe('queueCartCall', () => {
  it('runs a new cart call after the ones queued before it, with the areas dimmed', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async () => {
      await held;
      return new Response(JSON.stringify({ fragments: {}, cart_hash: 'first' }));
    });
    const order: string[] = [];
    const first = addToCart({ product_id: '9' }, { settings });
    const mini = document.querySelector<HTMLElement>('.widget_shopping_cart_content')!;
    const table = queueCartCall(async () => {
      order.push(`table (dimmed: ${mini.classList.contains('updating')}, hash: ${$cart.get().cartHash})`);
    });
    expect(pendingCartCalls()).toBe(2);
    release();
    await Promise.all([first, table]);
    // The add's answer was applied before the next call started.
    expect(order).toEqual(['table (dimmed: true, hash: first)']);
    expect(mini.classList.contains('updating')).toBe(false);
  });
});
