import type { ConsoleMessage, Page, Request, Route } from '@playwright/test';
import { expect, test } from '../helpers/e2e.ts';

// The drop-in file against the demo store: on-demand loading, no waterfall, interactions before
// upgrade, retries, unknown tags, a second copy at another URL, and a classic <script src>.

const ELEMENT_CHUNK = /\/dist\/elements\/[^/?]+\.js(\?.*)?$/;
const RUNTIME_CHUNK = /\/dist\/chunks\/runtime-[^/]+\.js$/;
const isAdd = (request: Request) => request.url().includes('wc-ajax=add_to_cart');
const ajaxButton = (page: Page) => page.locator('ul.products .ajax_add_to_cart[data-product_id]').first();
const isDefined = (page: Page, tag: string) => page.evaluate((name) => Boolean(customElements.get(name)), tag);

async function serverCartCount(page: Page): Promise<number> {
  const response = await page.request.get('/__demo/state');
  return ((await response.json()) as { cart_count: number }).cart_count;
}

/** Holds every request for `url` until `release()`; then each gets `answer` (default: the real file). */
async function holdChunk(page: Page, url: string, answer: (route: Route) => Promise<void> = (route) => route.continue()) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(url, async (route) => {
    requested.push(route.request().url());
    await released;
    await answer(route);
  });
  return { release, requested };
}

/** Serves `path` with its HTML changed by `edit` (the real page, from the demo store). */
async function editPage(page: Page, path: string, edit: (html: string) => string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, body: edit(await response.text()) });
  });
}

const DROP_IN = '<script type="module" src="/dist/storefront-elements.js"></script>';

function consoleOf(page: Page, type: 'warning' | 'error'): string[] {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === type) messages.push(message.text());
  });
  return messages;
}

test.beforeEach(async ({ page }) => {
  await page.request.get('/__demo/empty-cart', { maxRedirects: 0 });
  await page.request.get('/__demo/settings?cart_redirect_after_add=no', { maxRedirects: 0 });
  await page.request.get('/__demo/fault?clear=1');
});

test.describe('drop-in loader', { tag: '@lite' }, () => {
  test('loads no element code until a tag appears, then defines it', async ({ page, pageErrors }) => {
    const elementRequests: string[] = [];
    page.on('request', (request) => {
      if (ELEMENT_CHUNK.test(request.url())) elementRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/cart/');
    await page.waitForLoadState('networkidle');
    expect(elementRequests).not.toContain('/dist/elements/store-notice.js');
    expect(await isDefined(page, 'shop-store-notice')).toBe(false);

    await page.evaluate(() => {
      const notice = document.createElement('shop-store-notice');
      notice.setAttribute('notice-id', 'e2e-loader');
      notice.innerHTML =
        '<p class="woocommerce-store-notice" data-notice-id="e2e-loader">Hello <a href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>';
      document.body.append(notice);
    });
    await page.waitForFunction(() => Boolean(customElements.get('shop-store-notice')));
    expect(elementRequests).toContain('/dist/elements/store-notice.js');
    await expect(page.locator('shop-store-notice .woocommerce-store-notice')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('asks for the runtime chunk before any element chunk has arrived (no waterfall)', async ({ page, pageErrors }) => {
    let runtimeRequested!: () => void;
    const runtimeSeen = new Promise<true>((resolve) => (runtimeRequested = () => resolve(true)));
    page.on('request', (request) => {
      if (RUNTIME_CHUNK.test(new URL(request.url()).pathname)) runtimeRequested();
    });
    // Every element chunk waits for the runtime request; the time limit only keeps a waterfall from hanging.
    const answeredBeforeRuntime: string[] = [];
    await page.route(ELEMENT_CHUNK, async (route) => {
      const seen = await Promise.race([runtimeSeen, new Promise<false>((resolve) => setTimeout(() => resolve(false), 3000))]);
      if (!seen) answeredBeforeRuntime.push(new URL(route.request().url()).pathname);
      await route.continue();
    });
    await page.goto('/shop/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('shop-add-to-cart[data-shop-ready]')).toHaveCount(1);
    await expect(page.locator('shop-mini-cart[data-shop-ready]')).toHaveCount(1);
    expect(answeredBeforeRuntime).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('dist/preload.json lists, per tag, its chunk and every chunk it imports', async ({ page }) => {
    const list = (await (await page.request.get('/dist/preload.json')).json()) as Record<string, string[]>;
    expect(Object.keys(list)).toContain('shop-add-to-cart');
    for (const [tag, files] of Object.entries(list)) {
      expect(files[0], tag).toBe(`elements/${tag.replace(/^shop-/, '')}.js`);
      expect(files.some((file) => /^chunks\/runtime-[^/]+\.js$/.test(file)), `${tag} lists the runtime`).toBe(true);
      for (const file of files) expect((await page.request.get(`/dist/${file}`)).status(), file).toBe(200);
    }
  });

  test('a page whose elements need none of the shop\'s code fetches no zod and no store', async ({ page, pageErrors }) => {
    // A theme page with only a video embed: the element validates no settings and keeps no store.
    await page.route('**/video-only/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body:
          '<!doctype html><html lang="en"><head><title>Video</title>' +
          '<script type="module" src="/dist/storefront-elements.js"></script></head><body>' +
          '<shop-video><iframe title="Trailer" width="560" height="315" src="about:blank"></iframe></shop-video></body></html>',
      }),
    );
    const fetched: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/dist/chunks/')) fetched.push(path.replace(/^\/dist\/chunks\/|-[\w-]{8}\.js$/g, ''));
    });
    await page.goto('/video-only/');
    await expect(page.locator('shop-video[data-shop-ready]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(fetched).toContain('runtime');
    expect(fetched).not.toContain('shop');
    expect(fetched).not.toContain('cart');
    // The same page with a variation form gets the settings (the shop chunk), still no cart store (the
    // form posts itself) and no zod: its inline data is checked by hand, zod comes with a call's answer.
    const fromNow = fetched.length;
    await page.evaluate(() => {
      const element = document.createElement('shop-variations');
      element.innerHTML =
        '<form class="variations_form cart" method="post" data-product_id="10" data-product_variations="[]">' +
        '<table class="variations"><tr><td><select name="attribute_size"><option value="">Choose</option></select></td></tr></table>' +
        '<div class="single_variation_wrap"><div class="single_variation"></div></div></form>';
      document.body.append(element);
    });
    await expect(page.locator('shop-variations[data-shop-ready]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(fetched.slice(fromNow)).toContain('shop');
    expect(fetched).not.toContain('cart');
    expect(fetched).not.toContain('zod');
    expect(pageErrors).toEqual([]);
  });

  test('tries a failed element chunk again when the tag appears again, saying so once', async ({ page }) => {
    const errors = consoleOf(page, 'error');
    const storeNotice: string[] = [];
    await page.route('**/dist/elements/store-notice.js*', async (route) => {
      storeNotice.push(new URL(route.request().url()).search);
      if (storeNotice.length === 1) return route.abort('connectionfailed');
      return route.continue();
    });
    await page.goto('/cart/');
    const addNotice = (id: string) =>
      page.evaluate((noticeId) => {
        const notice = document.createElement('shop-store-notice');
        notice.innerHTML = `<p class="woocommerce-store-notice" data-notice-id="${noticeId}">Hello</p>`;
        document.body.append(notice);
      }, id);
    await addNotice('first');
    await expect.poll(() => errors.filter((text) => text.includes('<shop-store-notice>')).length).toBe(1);
    expect(await isDefined(page, 'shop-store-notice')).toBe(false);

    await addNotice('second');
    await page.waitForFunction(() => Boolean(customElements.get('shop-store-notice')));
    await expect(page.locator('shop-store-notice[data-shop-ready]')).toHaveCount(2);
    // The second attempt asks for a new URL: a browser may keep a failed module URL failed.
    expect(storeNotice).toEqual(['', '?attempt=2']);
    expect(errors.filter((text) => text.includes('<shop-store-notice>'))).toEqual([
      expect.stringMatching(/^<shop-store-notice>: the element's code could not be loaded \(.+\); until it is, its links and forms work as without JavaScript\. It is tried again in 1 s and when a <shop-store-notice> is added to the page/),
    ]);
  });

  test('warns once about an unknown shop-* tag, naming the closest tag', async ({ page, pageErrors }) => {
    const warnings = consoleOf(page, 'warning');
    await page.goto('/cart/');
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<shop-minicart></shop-minicart><shop-minicart></shop-minicart>');
    });
    await expect.poll(() => warnings).toContain('<shop-minicart> is not a storefront-elements tag; did you mean <shop-mini-cart>?');
    expect(warnings.filter((text) => text.includes('shop-minicart'))).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('interactions before an element is ready', { tag: '@lite' }, () => {
  test('a click on an add-to-cart link before upgrade adds over AJAX once the element is ready', async ({ page, pageErrors }) => {
    const chunk = await holdChunk(page, '**/dist/elements/add-to-cart.js');
    const adds: string[] = [];
    page.on('request', (request) => isAdd(request) && adds.push(request.url()));
    await page.goto('/shop/', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => ((window as { stillSamePage?: boolean }).stillSamePage = true));
    await expect.poll(() => chunk.requested.length).toBe(1);
    expect(await isDefined(page, 'shop-add-to-cart')).toBe(false);

    const button = ajaxButton(page);
    await button.click();
    expect(adds).toEqual([]);
    chunk.release();

    await expect(button).toHaveClass(/\badded\b/);
    await expect(button.locator('xpath=following-sibling::a[1]')).toHaveClass(/added_to_cart/);
    expect(adds).toHaveLength(1);
    expect(await page.evaluate(() => (window as { stillSamePage?: boolean }).stillSamePage)).toBe(true);
    expect(await serverCartCount(page)).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  test('when the element chunk fails, the held click follows the link: the server adds, once', async ({ page }) => {
    const chunk = await holdChunk(page, '**/dist/elements/add-to-cart.js*', (route) => route.abort('connectionfailed'));
    const adds: string[] = [];
    page.on('request', (request) => isAdd(request) && adds.push(request.url()));
    await page.goto('/shop/', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => chunk.requested.length).toBe(1);
    const button = ajaxButton(page);
    const productId = await button.getAttribute('data-product_id');

    const followed = page.waitForRequest((request) => request.isNavigationRequest() && request.url().includes(`add-to-cart=${productId}`));
    await button.click();
    chunk.release();
    await followed;
    await expect(page.locator('.woocommerce-message')).toContainText('has been added to your cart');
    expect(adds).toEqual([]);
    expect(await serverCartCount(page)).toBe(1);
  });

  test('a product link in a listing navigates at once, before the element is ready', async ({ page }) => {
    const chunk = await holdChunk(page, '**/dist/elements/add-to-cart.js');
    await page.goto('/shop/', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => chunk.requested.length).toBe(1);
    const link = page.locator('ul.products a.woocommerce-LoopProduct-link').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL(`**${href}`);
    chunk.release();
  });
});

test.describe('a second copy of the bundle at another URL', { tag: '@lite' }, () => {
  const SECOND = '<script type="module" src="/dist-copy/storefront-elements.js"></script>';
  /** The shop page as two plugins print it: the library twice, from two URLs. */
  const withSecondCopy = (page: Page) => editPage(page, '/shop/', (html) => html.replace(DROP_IN, `${DROP_IN}\n${SECOND}`));

  test('defers to the first: both load, one set of definitions, tags still upgrade', async ({ page, pageErrors }) => {
    const warnings = consoleOf(page, 'warning');
    const loaded: string[] = [];
    const fromCopy: string[] = [];
    page.on('requestfinished', async (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('/storefront-elements.js') && (await request.response())?.status() === 200) loaded.push(path);
      if (path.startsWith('/dist-copy/') && !path.endsWith('/storefront-elements.js')) fromCopy.push(path);
    });
    await withSecondCopy(page);
    await page.goto('/shop/');
    await expect(page.locator('shop-add-to-cart[data-shop-ready]')).toHaveCount(1);
    await expect.poll(() => loaded.sort()).toEqual(['/dist-copy/storefront-elements.js', '/dist/storefront-elements.js']);

    // A tag added later upgrades, from the first copy's code.
    await page.evaluate(() => {
      const notice = document.createElement('shop-store-notice');
      notice.innerHTML = '<p class="woocommerce-store-notice" data-notice-id="copies">Twice</p>';
      document.body.append(notice);
    });
    await expect(page.locator('shop-store-notice[data-shop-ready] .woocommerce-store-notice__dismiss-link')).toHaveCount(1);
    await ajaxButton(page).click();
    await expect(ajaxButton(page)).toHaveClass(/\badded\b/);
    // The second copy fetched no element code: it never watched the page nor defined a tag.
    expect(fromCopy).toEqual([]);
    expect(await page.evaluate(() => (globalThis as Record<symbol, { version: string }>)[Symbol.for('storefront-elements')]?.version)).toBe('0.1.0');
    expect(warnings.filter((text) => text.includes('storefront-elements'))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test("one cart: the second copy's stores show what the first copy's elements did", async ({ page, pageErrors }) => {
    await withSecondCopy(page);
    await page.goto('/shop/');
    await ajaxButton(page).click();
    await expect(ajaxButton(page)).toHaveClass(/\badded\b/);
    const carts = await page.evaluate(async () => {
      type Stores = { $cart: { get(): unknown } };
      const first = (await import('/dist/stores.js' as string)) as Stores;
      const second = (await import('/dist-copy/stores.js' as string)) as Stores;
      return { first: first.$cart.get(), second: second.$cart.get() };
    });
    expect(carts.second).toEqual(carts.first);
    expect(pageErrors).toEqual([]);
  });

  test('warns, naming both versions, only when the versions differ', async ({ page }) => {
    const warnings = consoleOf(page, 'warning');
    await page.route('**/dist-copy/storefront-elements.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      expect(body).toContain('"0.1.0"');
      await route.fulfill({ response, body: body.replace('"0.1.0"', '"0.2.0"') });
    });
    await withSecondCopy(page);
    await page.goto('/shop/');
    await expect(page.locator('shop-add-to-cart[data-shop-ready]')).toHaveCount(1);
    await expect
      .poll(() => warnings)
      .toContain('storefront-elements 0.1.0 is already on this page; this copy (0.2.0) defers to it.');
  });
});

test.describe('ways of loading the library', { tag: '@lite' }, () => {
  test('a classic <script src> without type="module" works as well', async ({ page, pageErrors }) => {
    await editPage(page, '/shop/', (html) => html.replace(DROP_IN, '<script src="/dist/storefront-elements.js"></script>'));
    await page.goto('/shop/');
    await expect(page.locator('shop-add-to-cart[data-shop-ready]')).toHaveCount(1);
    await expect(page.locator('shop-mini-cart[data-shop-ready]')).toHaveCount(1);
    await ajaxButton(page).click();
    await expect(ajaxButton(page)).toHaveClass(/\badded\b/);
    expect(pageErrors).toEqual([]);
  });

  test("the package's module entry runs the drop-in and exports loadTag, whenPageReady and tags", async ({ page, pageErrors }) => {
    await editPage(page, '/cart/', (html) => html.replace(DROP_IN, ''));
    await page.goto('/cart/');
    const result = await page.evaluate(async () => {
      const entry = (await import('/dist/index.js' as string)) as {
        loadTag(tag: string): Promise<void>;
        whenPageReady(): Promise<void>;
        tags: readonly string[];
      };
      await entry.whenPageReady();
      await entry.loadTag('shop-video');
      const refused = await entry.loadTag('shop-minicart').then(
        () => 'loaded',
        (error: Error) => error.message,
      );
      return { tags: [...entry.tags], video: Boolean(customElements.get('shop-video')), refused };
    });
    expect(result.tags).toContain('shop-add-to-cart');
    expect(result.video).toBe(true);
    expect(result.refused).toBe('<shop-minicart> is not a storefront-elements tag.');
    await expect(page.locator('shop-mini-cart[data-shop-ready]')).toHaveCount(1);
    expect(pageErrors).toEqual([]);
  });
});
