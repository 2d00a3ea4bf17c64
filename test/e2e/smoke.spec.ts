import { expect, test } from '../helpers/e2e.ts';

test.describe('demo site smoke', { tag: '@lite' }, () => {
  test('home page loads without console errors', async ({ page, pageErrors }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(pageErrors).toEqual([]);
  });

  test('serves at /dist/ the build SE_BUILD names: React by default, preact/compat for lite', async ({ request }) => {
    const preload = (await (await request.get('/dist/preload.json')).json()) as Record<string, string[]>;
    const runtime = preload['shop-notices']!.find((file) => file.startsWith('chunks/runtime-'));
    const code = await (await request.get(`/dist/${runtime}`)).text();
    // React's production build links each error code to its page; Preact has no such links.
    const lite = process.env.SE_BUILD === 'lite';
    expect(code.includes('react.dev/errors'), `${runtime} has React's error links`).toBe(!lite);
  });

  test('the settings block parses as JSON', async ({ page }) => {
    await page.goto('/');
    const settings = page.locator('script#storefront-settings');
    await expect(settings).toHaveCount(1);
    const text = (await settings.textContent()) ?? '';
    expect(() => JSON.parse(text)).not.toThrow();
    expect(typeof JSON.parse(text)).toBe('object');
  });

  test('every demo page answers 200', async ({ page, request }) => {
    await page.goto('/');
    const hrefs = await page
      .locator('a[data-demo]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(hrefs.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const href of hrefs) {
      const response = await request.get(href);
      if (response.status() !== 200) failures.push(`${href} -> ${response.status()}`);
    }
    expect(failures).toEqual([]);
  });

  // The default build's pages are all opened by the reliability suite (xss, Firefox pass): here only on lite.
  test('every demo page: its elements upgrade and mark themselves ready, with no uncaught error', { tag: '@lite-only' }, async ({ page }) => {
    test.setTimeout(120_000);
    // Uncaught errors only: the escaping pages log on purpose the URLs their elements refuse.
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(`${new URL(page.url()).pathname}: ${error.message}`));
    await page.goto('/');
    const hrefs = await page.locator('a[data-demo]').evaluateAll((links) => [...new Set(links.map((link) => (link as HTMLAnchorElement).href))]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      await page.goto(href);
      const pending = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('*')]
            .filter((el) => el.localName.includes('-') && (!customElements.get(el.localName) ? !el.closest('template') : !el.hasAttribute('data-shop-ready')))
            .map((el) => el.localName),
        );
      await expect.poll(pending, { message: `${new URL(href).pathname}: elements not upgraded or not ready` }).toEqual([]);
    }
    expect(uncaught).toEqual([]);
  });
});
