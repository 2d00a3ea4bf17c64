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

/** The search results page: its heading names the keyword, its count matches the products listed, each of which matches. */
async function expectSearchResults(page: Page, keyword: string): Promise<number> {
  await expect(page.locator('h1.page-title')).toHaveText(`Search results for “${keyword}”`);
  const count = (await page.locator('.woocommerce-result-count').textContent())!.replace(/\s+/g, ' ').trim();
  // "Showing 25–48 of 55 results", "Showing all 7 results" or "Showing the single result".
  const range = /^Showing (\d+)–(\d+) of (\d+) results$/.exec(count);
  const all = /^Showing all (\d+) results$/.exec(count);
  const [listed, total] = range ? [Number(range[2]) - Number(range[1]) + 1, Number(range[3])]
    : all ? [Number(all[1]), Number(all[1])] : count === 'Showing the single result' ? [1, 1] : [NaN, NaN];
  expect(total, count).toBeGreaterThan(0);
  const titles = await page.locator('ul.products .woocommerce-loop-product__title').allTextContents();
  expect(titles).toHaveLength(listed);
  for (const word of keyword.toLowerCase().split(' ')) {
    for (const title of titles) expect(title.toLowerCase(), title).toContain(word);
  }
  return total;
}

test.describe('product search', () => {
  test('category mode goes to the category link with ?s= and finds the products of that category', async ({ page }) => {
    await page.goto('/demo/product-search/');
    const form = page.locator('.demo-search--category');
    await expect(page.locator('shop-product-search[mode="category"][data-shop-ready]')).toHaveCount(1);
    await form.locator('select').selectOption('home');
    await form.locator('input[name="s"]').fill('desk lamp');
    await form.locator('input[name="s"]').press('Enter');
    await page.waitForURL((url) => url.pathname === '/product-category/home/' && url.searchParams.get('s') === 'desk lamp');
    expect(new URL(page.url()).search).toBe('?s=desk%20lamp');
    await expectSearchResults(page, 'desk lamp');
    await expect(page.locator('.search-scope')).toHaveText('In Home');
  });

  test('shop mode goes to {action}?s=…&wcpt_search_category=… and finds the same products', async ({ page }) => {
    await page.goto('/demo/product-search/');
    const form = page.locator('.demo-search--shop');
    await expect(page.locator('shop-product-search[mode="shop"][data-shop-ready]')).toHaveCount(1);
    await form.locator('select').selectOption('home');
    await form.locator('input[name="s"]').fill('desk lamp');
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/\/shop\/\?s=desk%20lamp&wcpt_search_category=home$/);
    const inShop = await expectSearchResults(page, 'desk lamp');
    await page.goto('/product-category/home/?s=desk%20lamp');
    expect(await expectSearchResults(page, 'desk lamp')).toBe(inShop);
  });

  test('search mode adds post_type=product and lands on the results', async ({ page }) => {
    await page.goto('/demo/product-search/');
    const form = page.locator('.demo-search--search');
    await expect(page.locator('shop-product-search[mode="search"][data-shop-ready]')).toHaveCount(1);
    await form.locator('input[name="s"]').fill('mug');
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/post_type=product/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/');
    expect(url.search).toBe('?s=mug&post_type=product&wcpt_search_category=');
    await expectSearchResults(page, 'mug');
    // The next page keeps the search.
    await page.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(/paged=2/);
    await expectSearchResults(page, 'mug');
  });

  test('an empty keyword goes to the clear-redirect URL', async ({ page }) => {
    await page.goto('/demo/product-search/');
    const form = page.locator('.demo-search--shop');
    await expect(page.locator('shop-product-search[mode="shop"][data-shop-ready]')).toHaveCount(1);
    await form.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/shop/' && url.search === '');
  });
});

test.describe('shop listing', () => {
  test('pagination is one row of links; the arrows and the current page are named', async ({ page }) => {
    await page.goto('/shop/?paged=2');
    const nav = page.getByRole('navigation', { name: 'Product Pagination' });
    const previous = nav.getByRole('link', { name: 'Previous page' });
    const next = nav.getByRole('link', { name: 'Next page' });
    await expect(previous).toBeVisible();
    await expect(next).toBeVisible();
    await expect(nav.locator('[aria-current="page"]')).toHaveText('2');
    const tops = await nav.locator('li').evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(4);
    expect(new Set(tops).size).toBe(1);
    await next.click();
    await page.waitForURL(/paged=3/);
  });

  test('the first page shows no hostile fixture names', async ({ page }) => {
    await page.goto('/shop/');
    const titles = await page.locator('ul.products .woocommerce-loop-product__title').allTextContents();
    expect(titles).toHaveLength(24);
    for (const title of titles) expect(title).not.toMatch(/<|>|"/);
  });
});

test.describe('cart page on a phone', () => {
  test('at 390 px the cart fits the window: rows stack, each cell labelled', async ({ page }) => {
    // A simple product, a variation and the longest fixture name.
    for (const id of ['9', '102', '12']) await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: id, quantity: '1' } });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/cart/');
    await expect(page.locator('tr.cart_item')).toHaveCount(3);
    await expect(page.locator('table.cart thead')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const label = await page.locator('tr.cart_item td.product-price').first().evaluate((td) => getComputedStyle(td, '::before').content);
    expect(label).not.toBe('none');
    // Each row is one card: its cells sit one under the other.
    const lefts = await page.locator('tr.cart_item').first().locator('td:not(.product-remove)').evaluateAll((cells) => cells.map((td) => Math.round(td.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
  });
});

test.describe('demo store look', () => {
  const height = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => Math.round(el.getBoundingClientRect().height));

  test('search fields are as tall as the select and the button beside them', async ({ page }) => {
    await page.goto('/demo/product-search/');
    const form = '.demo-search--shop';
    const button = await height(page, `${form} button[type="submit"]`);
    expect(await height(page, `${form} input[name="s"]`)).toBe(button);
    expect(await height(page, `${form} select`)).toBe(button);
    expect(await height(page, '.site-header .woocommerce-product-search .search-field')).toBe(await height(page, '.site-header .woocommerce-product-search button'));
  });

  test('"Additional information" is a two-column table: labels left-aligned, rows of one height', async ({ page }) => {
    await page.goto('/product/hoodie-sizes/');
    const rows = page.locator('table.shop_attributes tr');
    await expect(rows).toHaveCount(3);
    const heights = await rows.evaluateAll((trs) => trs.map((tr) => Math.round(tr.getBoundingClientRect().height)));
    expect(new Set(heights).size).toBe(1);
    const aligns = await page.locator('table.shop_attributes th').evaluateAll((ths) => ths.map((th) => getComputedStyle(th).textAlign));
    expect(aligns).toEqual(['left', 'left', 'left']);
  });

  test('the store notice is a coloured bar with its dismiss control inside', async ({ page }) => {
    await page.goto('/demo/store-notice/?notice=look');
    const notice = page.locator('.woocommerce-store-notice');
    expect(await notice.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    const bar = (await notice.boundingBox())!;
    const dismiss = (await notice.locator('.woocommerce-store-notice__dismiss-link').boundingBox())!;
    expect(dismiss.y).toBeGreaterThanOrEqual(bar.y);
    expect(dismiss.y + dismiss.height).toBeLessThanOrEqual(bar.y + bar.height);
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
    // A bar, not a paragraph: its own background, the dismiss control on the same line as the text.
    expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    const text = (await banner.locator('p').boundingBox())!;
    const dismiss = (await page.locator('.coming-soon-footer-banner-dismiss').boundingBox())!;
    expect(Math.abs(text.y + text.height / 2 - (dismiss.y + dismiss.height / 2))).toBeLessThan(4);
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
