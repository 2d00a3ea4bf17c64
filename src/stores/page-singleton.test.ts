// @vitest-environment happy-dom
/**
 * Two copies of the bundle on one page: each copy evaluates its own store modules.
 * `vi.resetModules()` makes the next import evaluate every module again, as a second
 * copy loaded from another URL does, while both share `globalThis`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type CartModule = typeof import('./cart.ts');
type ActionsModule = typeof import('./cart-actions.ts');
type SettingsModule = typeof import('./settings.ts');
type PublicModule = typeof import('./index.ts');

const REGISTRY = Symbol.for('storefront-elements.stores');
const holder = globalThis as unknown as Record<symbol, unknown>;

interface Copy {
  cart: CartModule;
  actions: ActionsModule;
  settings: SettingsModule;
  entry: PublicModule;
}

/** Evaluates the store modules afresh: one more copy of the bundle. */
async function loadCopy(): Promise<Copy> {
  vi.resetModules();
  const [cart, actions, settings, entry] = await Promise.all([
    import('./cart.ts'),
    import('./cart-actions.ts'),
    import('./settings.ts'),
    import('./index.ts'),
  ]);
  return { cart, actions, settings, entry };
}

const FRAGMENT = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">2 items</div>' };

beforeEach(() => {
  delete holder[REGISTRY];
  document.body.innerHTML = '<div class="widget_shopping_cart_content">empty</div>';
});
afterEach(() => {
  delete holder[REGISTRY];
});

describe('one page, one set of stores', () => {
  it('a second copy of the modules is a separate instance', async () => {
    const first = await loadCopy();
    const second = await loadCopy();
    expect(second.cart).not.toBe(first.cart);
  });

  it('without the page registry, each copy would keep a cart of its own', async () => {
    const first = await loadCopy();
    delete holder[REGISTRY];
    const second = await loadCopy();
    expect(second.cart.$cart).not.toBe(first.cart.$cart);
    const before = first.cart.$cart.get();
    second.cart.applyCartResponse({ cart_hash: 'seen-by-one-copy-only' });
    expect(first.cart.$cart.get()).toBe(before);
  });

  it('the second copy uses the first copy’s $cart, $settings and actions', async () => {
    const first = await loadCopy();
    const second = await loadCopy();
    expect(second.cart.$cart).toBe(first.cart.$cart);
    expect(second.entry.$cart).toBe(first.entry.$cart);
    expect(second.settings.$settings).toBe(first.settings.$settings);
    expect(second.entry.$settings).toBe(first.entry.$settings);
    for (const name of ['addToCart', 'removeItem', 'queueCartCall'] as const) {
      expect(second.actions[name], name).toBe(first.actions[name]);
    }
    expect(second.entry.refreshCart).toBe(first.entry.refreshCart);
    expect(second.cart.applyCartResponse).toBe(first.cart.applyCartResponse);
  });

  it('an answer applied through one copy reaches a listener of the other', async () => {
    const first = await loadCopy();
    const second = await loadCopy();
    const seen: Array<string | null> = [];
    const stop = first.entry.$cart.listen((cart) => seen.push(cart.cartHash));
    second.cart.applyCartResponse({ fragments: FRAGMENT, cart_hash: 'from-the-second-copy' });
    stop();
    expect(seen).toEqual(['from-the-second-copy']);
    expect(first.entry.$cart.get().fragments).toEqual(FRAGMENT);
    expect(document.querySelector('.widget_shopping_cart_content')?.textContent).toBe('2 items');
  });

  it('settings read by one copy are the other copy’s settings', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" id="storefront-settings">{"cart_url":"/basket/"}</script>',
    );
    const first = await loadCopy();
    const second = await loadCopy();
    expect(first.settings.pageSettings().cart_url).toBe('/basket/');
    expect(second.entry.$settings.get().cart_url).toBe('/basket/');
  });
});
