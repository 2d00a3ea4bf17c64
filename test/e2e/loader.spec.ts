import { expect, test } from '../helpers/e2e.ts';

// The drop-in entry defines each tag the first time it appears, and a second copy is harmless.
test.describe('drop-in loader', () => {
  test('loads no element code until a tag appears, then defines it', async ({ page, pageErrors }) => {
    const elementRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/dist\/elements\//.test(request.url())) elementRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/cart/');
    await page.waitForLoadState('networkidle');
    expect(elementRequests).not.toContain('/dist/elements/store-notice.js');
    expect(await page.evaluate(() => Boolean(customElements.get('shop-store-notice')))).toBe(false);

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

  test('a second copy of the bundle on the page changes nothing', async ({ page, pageErrors }) => {
    await page.goto('/cart/');
    await page.evaluate(async () => {
      // Another plugin ships the library under another URL: a separate module instance.
      const secondCopy = '/dist/storefront-elements.js?copy=2';
      await import(/* a separate module instance */ secondCopy);
      const notice = document.createElement('shop-store-notice');
      notice.innerHTML = '<p class="woocommerce-store-notice" data-notice-id="twice">Twice</p>';
      document.body.append(notice);
    });
    await page.waitForFunction(() => Boolean(customElements.get('shop-store-notice')));
    await expect(page.locator('shop-store-notice .woocommerce-store-notice__dismiss-link')).toHaveCount(1);
    expect(pageErrors).toEqual([]);
  });
});
