import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e.ts';

test.describe('store notice', () => {
  test('dismissal sets the cookie and survives a reload; a new notice id shows again', async ({ page, pageErrors }) => {
    await page.goto('/demo/store-notice/?notice=e2e1');
    const notice = page.locator('.woocommerce-store-notice');
    await expect(notice).toBeVisible();
    await expect(page.locator('shop-store-notice[data-shop-ready]')).toHaveCount(1);
    await page.locator('.woocommerce-store-notice__dismiss-link').click();
    await expect(notice).toBeHidden();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'store_noticee2e1')).toMatchObject({ value: 'hidden', path: '/' });
    await page.reload();
    await expect(page.locator('shop-store-notice[data-shop-ready]')).toHaveCount(1);
    await expect(notice).toBeHidden();
    await page.goto('/demo/store-notice/?notice=e2e2');
    await expect(page.locator('.woocommerce-store-notice')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('Space on the dismiss link dismisses', async ({ page }) => {
    await page.goto('/demo/store-notice/?notice=e2ekeys');
    await expect(page.locator('shop-store-notice[data-shop-ready]')).toHaveCount(1);
    await page.locator('.woocommerce-store-notice__dismiss-link').focus();
    await page.keyboard.press('Space');
    await expect(page.locator('.woocommerce-store-notice')).toBeHidden();
  });
});

test.describe('account forms', () => {
  test('password toggle switches the type and the label', async ({ page, pageErrors }) => {
    await page.goto('/my-account/');
    await expect(page.locator('shop-account-form[data-shop-ready]')).toHaveCount(1);
    const input = page.locator('#reg_password');
    const toggle = page.locator('#reg_password ~ button.show-password-input');
    await expect(toggle).toHaveAttribute('aria-label', 'Show password');
    await expect(toggle).not.toHaveAttribute('aria-pressed');
    await expect(toggle.locator('svg.shop-password-icon')).toBeVisible();
    await input.fill('correct horse');
    await toggle.click();
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-label', 'Hide password');
    await expect(toggle).not.toHaveAttribute('aria-pressed');
    await expect(input).toBeFocused();
    await toggle.click();
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-label', 'Show password');
    // Keyboard: Enter on the toggle switches it and keeps focus there.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toBeFocused();
    await expect(page.locator('#password ~ button.show-password-input')).toHaveCount(1);
    expect(pageErrors).toEqual([]);
  });

  test('a field description opens on focus and collapses on Escape or a click elsewhere', async ({ page }) => {
    await page.goto('/my-account/');
    await expect(page.locator('shop-account-form[data-shop-ready]')).toHaveCount(1);
    const description = page.locator('#reg_password-description');
    await expect(description).toBeHidden();
    await page.locator('#reg_password').focus();
    await expect(description).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(description).toBeHidden();
    await page.locator('#reg_password').click();
    await page.locator('#reg_email').focus();
    await expect(description).toBeHidden();
    await page.locator('#reg_password').focus();
    await expect(description).toBeVisible();
    await page.locator('h1').click();
    await expect(description).toBeHidden();
  });
});

test.describe('product search', () => {
  test('category mode goes to the category link with ?s=', async ({ page }) => {
    await page.goto('/demo/product-search/');
    const form = page.locator('.demo-search--category');
    await expect(page.locator('shop-product-search[mode="category"][data-shop-ready]')).toHaveCount(1);
    const select = form.locator('select');
    const slug = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(slug!);
    await form.locator('input[name="s"]').fill('blue & red');
    await form.locator('input[name="s"]').press('Enter');
    await page.waitForURL((url) => url.pathname === '/shop/' && url.searchParams.get('s') === 'blue & red');
    expect(page.url()).toContain(`/shop/?product_cat=${slug}&s=blue%20%26%20red`);
  });

  test('shop mode goes to {action}?s=…&wcpt_search_category=…', async ({ page }) => {
    await page.goto('/demo/product-search/');
    const form = page.locator('.demo-search--shop');
    await expect(page.locator('shop-product-search[mode="shop"][data-shop-ready]')).toHaveCount(1);
    const slug = await form.locator('select option').nth(2).getAttribute('value');
    await form.locator('select').selectOption(slug!);
    await form.locator('input[name="s"]').fill('hat');
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/\/shop\/\?s=hat&wcpt_search_category=/);
    expect(new URL(page.url()).search).toBe(`?s=hat&wcpt_search_category=${slug}`);
  });

  test('search mode adds post_type=product', async ({ page }) => {
    await page.goto('/demo/product-search/');
    const form = page.locator('.demo-search--search');
    await expect(page.locator('shop-product-search[mode="search"][data-shop-ready]')).toHaveCount(1);
    await form.locator('input[name="s"]').fill('mug');
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/post_type=product/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/');
    expect(url.search).toBe('?s=mug&post_type=product&wcpt_search_category=');
  });

  test('an empty keyword goes to the clear-redirect URL', async ({ page }) => {
    await page.goto('/demo/product-search/');
    const form = page.locator('.demo-search--shop');
    await expect(page.locator('shop-product-search[mode="shop"][data-shop-ready]')).toHaveCount(1);
    await form.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/shop/' && url.search === '');
  });
});

/** Signs the demo user in and clears the dismissal left by earlier runs, then opens the banner page. */
async function signInWithBannerShown(page: Page): Promise<void> {
  await page.goto('/__demo/login?user=demo&redirect=/demo/coming-soon/');
  await page.request.post('/demo/coming-soon/', { maxRedirects: 0 });
  await page.goto('/demo/coming-soon/');
}

async function signOutWithBannerShown(page: Page): Promise<void> {
  await page.request.post('/demo/coming-soon/', { maxRedirects: 0 });
  await page.goto('/__demo/logout?redirect=/');
}

test.describe('coming-soon banner', () => {
  test('dismissal is saved in the user meta and lasts after a reload', async ({ page, pageErrors }) => {
    await signInWithBannerShown(page);
    await expect(page.locator('.demo-rest-nonce')).not.toBeEmpty();
    const banner = page.locator('.woocommerce-coming-soon-banner');
    await expect(banner).toBeVisible();
    await expect(page.locator('shop-coming-soon-banner[data-shop-ready]')).toHaveCount(1);
    const posted = page.waitForRequest((r) => r.url().includes('/wp-json/wp/v2/users/me') && r.method() === 'POST');
    await page.locator('.coming-soon-footer-banner-dismiss').click();
    const request = await posted;
    expect(request.postDataJSON()).toEqual({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    expect(request.headers()['x-wp-nonce']).toBe((await page.locator('.demo-rest-nonce').textContent())?.trim());
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.locator('.demo-banner-state')).toBeVisible();
    await expect(page.locator('.woocommerce-coming-soon-banner')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
    await signOutWithBannerShown(page);
  });
});

test.describe('shop listing ordering', () => {
  test('changing the order navigates with ?orderby=', async ({ page, pageErrors }) => {
    await page.goto('/shop/');
    await expect(page.locator('shop-ordering[data-shop-ready]')).toHaveCount(1);
    await expect(page.locator('.woocommerce-result-count')).toHaveAttribute('aria-live', 'polite');
    await Promise.all([
      page.waitForURL(/[?&]orderby=price(&|$)/),
      page.locator('select.orderby').selectOption('price'),
    ]);
    await expect(page.locator('select.orderby')).toHaveValue('price');
    expect(pageErrors).toEqual([]);
  });

  test('with the keyboard, arrow keys only move the choice; Enter or Tab submits it', async ({ page, pageErrors }) => {
    await page.goto('/shop/');
    await expect(page.locator('shop-ordering[data-shop-ready]')).toHaveCount(1);
    const select = page.locator('select.orderby');
    const listings: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.url().includes('orderby=')) listings.push(request.url());
    });
    await select.focus();
    for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue('price-desc');
    expect(listings).toEqual([]);
    expect(new URL(page.url()).search).toBe('');
    await Promise.all([page.waitForURL(/[?&]orderby=price-desc(&|$)/), page.keyboard.press('Enter')]);

    await expect(page.locator('shop-ordering[data-shop-ready]')).toHaveCount(1);
    await select.focus();
    await page.keyboard.press('ArrowUp');
    await expect(select).toHaveValue('price');
    await Promise.all([page.waitForURL(/[?&]orderby=price(&|$)/), page.keyboard.press('Tab')]);
    expect(listings).toHaveLength(2);

    // A choice made in the list opened with Space is taken when the list closes.
    await expect(page.locator('shop-ordering[data-shop-ready]')).toHaveCount(1);
    await select.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await Promise.all([page.waitForURL(/[?&]orderby=price-desc(&|$)/), page.keyboard.press('Enter')]);
    expect(pageErrors).toEqual([]);
  });

  test('the result count is announced after load', async ({ page }) => {
    await page.goto('/shop/');
    const text = (await page.locator('.woocommerce-result-count').textContent())!.replace(/\s+/g, ' ').trim();
    await expect(page.locator('#storefront-live-region')).toHaveText(text, { timeout: 10_000 });
  });
});

test.describe('notices and video', () => {
  test('notices far down the page are scrolled to and the first alert focused', async ({ page }) => {
    await page.goto('/demo/notices/?show=info,error');
    const error = page.locator('.woocommerce-error');
    await expect(error).toBeFocused({ timeout: 5000 });
    await expect.poll(async () => page.evaluate(() => {
      const info = document.querySelector('.woocommerce-info')!;
      return Math.round(info.getBoundingClientRect().top);
    }), { timeout: 5000 }).toBe(100);
  });

  test('with reduced motion the page jumps to the notices', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/demo/notices/?show=message');
    await expect(page.locator('.woocommerce-message')).toBeFocused({ timeout: 5000 });
    expect(await page.evaluate(() => Math.round(document.querySelector('.woocommerce-message')!.getBoundingClientRect().top))).toBe(100);
  });

  test('video embeds keep their ratio and fit a small window', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 400 });
    await page.goto('/demo/video/');
    await expect(page.locator('shop-video[data-shop-ready]')).toHaveCount(1);
    const box = async (selector: string) => page.locator(selector).evaluate((el) => {
      const r = el.getBoundingClientRect();
      return [Math.round(r.width), Math.round(r.height)];
    });
    // At ≤ 767 px: the height is at most the window height minus the provider's margin.
    await expect.poll(() => box('.demo-youtube')).toEqual([444, 250]);
    await expect.poll(() => box('.demo-vimeo')).toEqual([533, 300]);
    await expect.poll(() => box('.demo-video')).toEqual([373, 280]);
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect.poll(async () => {
      const [w, h] = await box('.demo-youtube');
      return Math.abs(w! / h! - 560 / 315) < 0.02 && w! > 444;
    }).toBe(true);
  });
});
