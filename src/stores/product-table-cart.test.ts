// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeSettings } from '../core/settings/index.ts';
import { $cart, applyCartResponse, clearCart } from './cart.ts';
import { refreshTableCart, requestTableCart, tableCartCallRunning, watchTableCart, type TableCartOptions } from './product-table-cart.ts';

const settings = mergeSettings({ wc_ajax_url: 'https://shop.test/?wc-ajax=%%endpoint%%' });
const options: TableCartOptions = { prefix: 'wcpt', settings, cartWidgetPermitted: true };

/** Serves the table cart call: `reply(body)` answers each request; the first waits for `release()`. */
function server(reply: (body: URLSearchParams) => unknown) {
  const bodies: URLSearchParams[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = new URLSearchParams(String(init.body));
    bodies.push(body);
    if (bodies.length === 1) await gate;
    const answer = reply(body);
    return new Response(typeof answer === 'string' ? answer : JSON.stringify(answer), { status: 200 });
  });
  return { bodies, release };
}

/** A cart that holds what it was asked for, as the server would, except products in `refuse`. */
function cartServer(refuse: string[] = []) {
  const cart: Record<string, number> = {};
  return (body: URLSearchParams) => {
    let success = true;
    for (const [name, value] of body) {
      const match = /^wcpt_payload\[products\]\[(\d+)\]$/.exec(name);
      if (!match) continue;
      const pid = match[1]!;
      if (refuse.includes(pid)) success = false;
      else cart[pid] = body.get('wcpt_payload[overwrite_cart_qty]') ? Number(value) : (cart[pid] ?? 0) + Number(value);
    }
    return {
      success,
      notice: success ? '' : '<ul class="woocommerce-error"><li>Out of stock</li></ul>',
      in_cart: Object.keys(cart).length ? { ...cart } : [],
      in_cart_total: [],
      cart_quantity: Object.values(cart).reduce((a, b) => a + b, 0),
      fragments: {},
      cart_hash: 'h',
      payload: {},
    };
  };
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  clearCart();
});
afterEach(() => vi.unstubAllGlobals());

describe('requestTableCart', () => {
  it('sends twenty quick adds in two calls, the second carrying the nineteen that came while the first ran', async () => {
    const { bodies, release } = server(cartServer());
    // Clicks come in tasks of their own: the first call is on its way before the second click.
    const outcomes = [requestTableCart([{ productId: '100', quantity: 1 }], options)];
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    for (let i = 1; i < 20; i++) outcomes.push(requestTableCart([{ productId: String(100 + i), quantity: 1 }], options));
    expect(tableCartCallRunning()).toBe(true);
    release();
    const results = await Promise.all(outcomes);
    expect(results.every((o) => o.kind === 'done')).toBe(true);
    expect(bodies).toHaveLength(2);
    expect([...bodies[1]!.keys()].filter((k) => k.startsWith('wcpt_payload[products]'))).toHaveLength(19);
    expect(bodies[0]!.get('wcpt_payload[wcpt_cart_call_id]')).toBe('1');
    expect(bodies[1]!.get('wcpt_payload[wcpt_cart_call_id]')).toBe('2');
    expect($cart.get().cartQuantity).toBe(20);
    expect(tableCartCallRunning()).toBe(false);
  });

  it('adds up add 2 then add 3 of the same product while a call runs: 5', async () => {
    const { bodies, release } = server(cartServer());
    const first = requestTableCart([{ productId: '7', quantity: 1 }], options);
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    const two = requestTableCart([{ productId: '12', quantity: 2 }], options);
    const three = requestTableCart([{ productId: '12', quantity: 3 }], options);
    release();
    await Promise.all([first, two, three]);
    expect(bodies[1]!.get('wcpt_payload[products][12]')).toBe('5');
    expect($cart.get().inCart).toEqual({ '7': 1, '12': 5 });
  });

  it('keeps an overwrite apart from adds, sent after them in order', async () => {
    const { bodies, release } = server(cartServer());
    const first = requestTableCart([{ productId: '1', quantity: 1 }], options);
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    const add = requestTableCart([{ productId: '2', quantity: 2 }], options);
    const remove = requestTableCart([{ productId: '2', quantity: 0 }], { ...options, flags: { overwrite_cart_qty: true } });
    release();
    await Promise.all([first, add, remove]);
    expect(bodies).toHaveLength(3);
    expect(bodies[2]!.get('wcpt_payload[overwrite_cart_qty]')).toBe('true');
    expect($cart.get().inCart).toEqual({ '1': 1, '2': 0 });
  });

  it('fails only the requests whose items the server refused, naming exactly those items', async () => {
    const { bodies, release } = server(cartServer(['66']));
    const first = requestTableCart([{ productId: '1', quantity: 1 }], options);
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    const good = requestTableCart([{ productId: '2', quantity: 1 }], options);
    const bad = requestTableCart([{ productId: '66', quantity: 1 }], options);
    release();
    expect(await first).toMatchObject({ kind: 'done' });
    expect(await good).toMatchObject({ kind: 'done' });
    expect(await bad).toMatchObject({ kind: 'failed', items: [{ productId: '66' }], notice: expect.stringContaining('Out of stock') });
  });

  it('merges requests made in one task into the call that has not gone out yet', async () => {
    const { bodies, release } = server(cartServer());
    release();
    await Promise.all([requestTableCart([{ productId: '1', quantity: 1 }], options), requestTableCart([{ productId: '1', quantity: 2 }], options)]);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.get('wcpt_payload[products][1]')).toBe('3');
  });

  it('fails every request of a call that got no answer, each with its own items, and sends the next call', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', async () => {
      calls += 1;
      return new Response(calls === 1 ? '{"fragments":' : JSON.stringify(cartServer()(new URLSearchParams())), { status: 200 });
    });
    const a = requestTableCart([{ productId: '1', quantity: 1 }], options);
    const failed = await a;
    expect(failed).toMatchObject({ kind: 'failed', notice: null, items: [{ productId: '1', quantity: 1 }] });
    expect(await requestTableCart([], { ...options, flags: { skip_cart_triggers: true } })).toMatchObject({ kind: 'done' });
    expect(calls).toBe(2);
  });
});

describe('the table following the page\'s cart', () => {
  const MINI_CART = 'div.widget_shopping_cart_content';
  const shown = '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div>';

  it('re-reads after a change made elsewhere (a new hash), not after the mini cart reads the cart as the page loads', async () => {
    const { bodies, release } = server(() => ({ success: true, in_cart: [], in_cart_total: [], cart_quantity: 1, fragments: {}, cart_hash: 'after-add', payload: {} }));
    release();
    const stop = watchTableCart(options);
    try {
      // The mini cart's read on load: the hash the page already had.
      applyCartResponse({ fragments: { [MINI_CART]: shown }, cart_hash: '' });
      applyCartResponse({ fragments: { [MINI_CART]: shown }, cart_hash: '' });
      // A re-read is counted as running from the moment it is asked for.
      expect(tableCartCallRunning()).toBe(false);
      // A listing button's add: the cart changed.
      applyCartResponse({ fragments: { [MINI_CART]: shown.replace('No products in the cart.', '1 × Mug') }, cart_hash: 'after-add' });
      expect(tableCartCallRunning()).toBe(true);
      await vi.waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]!.get('wcpt_payload[skip_cart_triggers]')).toBe('true');
    } finally {
      stop();
    }
  });

  it("keeps the page's fragments on a re-read: the add-on's answer may carry an empty mini cart", async () => {
    server(() => ({ success: true, in_cart: [], in_cart_total: [], cart_quantity: 0, fragments: { [MINI_CART]: '<div class="widget_shopping_cart_content"></div>' }, cart_hash: '', payload: {} })).release();
    applyCartResponse({ fragments: { [MINI_CART]: shown }, cart_hash: '' });
    expect(await refreshTableCart(options)).toMatchObject({ kind: 'done' });
    expect($cart.get().fragments[MINI_CART]).toBe(shown);
    expect($cart.get().cartQuantity).toBe(0);
  });
});
