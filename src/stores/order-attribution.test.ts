import { afterEach, describe, expect, it, vi } from 'vitest';

// The store is a page singleton made on first import: each case imports a fresh copy on a fresh page.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  // A fresh page: the page-singleton registry goes too.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('storefront-elements.stores')];
});

async function freshPage(global: Record<string, unknown> | undefined) {
  const window: { storefrontElements?: Record<string, unknown> } = global ? { storefrontElements: global } : {};
  vi.stubGlobal('window', window);
  const store = await import('./order-attribution.ts');
  return { store, window };
}

describe('the consent switch (window.storefrontElements)', () => {
  it('starts from the choice a consent tool left before the library loaded', async () => {
    const { store, window } = await freshPage({ orderAttributionTracking: false });
    expect(store.$trackingConsent.get()).toBe(false);
    expect(typeof (window.storefrontElements!.orderAttribution as { setTracking: unknown }).setTracking).toBe('function');
    expect(store.trackingAllowed({ order_attribution_allow_tracking: true } as never)).toBe(false);
  });

  it('leaves it to the page setting without a choice, and reports a choice that is not a boolean', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store } = await freshPage({ orderAttributionTracking: 'no' });
    expect(store.$trackingConsent.get()).toBeNull();
    expect(errors.mock.calls[0]?.[0]).toMatch(/orderAttributionTracking should be true or false, not "no"/);
    errors.mockRestore();
  });

  it('installs the switch on a page without any', async () => {
    const { store, window } = await freshPage(undefined);
    const api = window.storefrontElements!.orderAttribution as { setTracking(v: boolean): void; tracking: boolean | null };
    expect(api.tracking).toBeNull();
    api.setTracking(true);
    expect(store.$trackingConsent.get()).toBe(true);
  });
});
