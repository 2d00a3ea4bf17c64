import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e.ts';

// The demo store as a theme that prints only the platform's markup (`?markup=platform`): no tag of
// ours around the listing, the ordering form, the notices or the cart widget, and dist/auto.js
// instead of the drop-in file. Automatic mode must give the shopper the same journeys.

const AUTO_TAGS = ['shop-add-to-cart', 'shop-ordering', 'shop-notices', 'shop-mini-cart', 'shop-variations'];

async function serverCartCount(page: Page): Promise<number> {
  const response = await page.request.get('/__demo/state');
  return ((await response.json()) as { cart_count: number }).cart_count;
}

/** The elements automatic mode created, once each is ready. */
const autoElement = (page: Page, tag: string) => page.locator(`[data-storefront-auto] > ${tag}[data-shop-ready]`);

test.beforeEach(async ({ page }) => {
  await page.request.get('/__demo/empty-cart', { maxRedirects: 0 });
  await page.request.get('/__demo/settings?cart_redirect_after_add=no', { maxRedirects: 0 });
});

test.afterEach(async ({ context }) => {
  await context.clearCookies({ name: 'demo_markup' });
});

test('the shop page without tags: AJAX add updates the cart widget, remove empties it, ordering sorts', { tag: '@lite' }, async ({ page, pageErrors }) => {
  await page.goto('/shop/?markup=platform');
  for (const tag of AUTO_TAGS.slice(0, 4)) {
    // Not one tag of ours in the theme's markup: automatic mode placed its own.
    await expect(page.locator(`main ${tag}, header ${tag}`)).toHaveCount(0);
  }
  await expect(autoElement(page, 'shop-add-to-cart')).toHaveCount(1);
  await expect(autoElement(page, 'shop-mini-cart')).toHaveCount(1);
  // A mark on the window: it is gone if anything below reloads the page.
  await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
  const button = page.locator('ul.products .ajax_add_to_cart[data-product_id]').first();
  await button.click();
  await expect(button).toHaveClass(/added/);
  await expect(page.locator('.widget_shopping_cart .woocommerce-mini-cart-item')).toHaveCount(1);
  expect(page.url()).toContain('/shop/');
  expect(await serverCartCount(page)).toBe(1);

  // The header's cart panel opens on hover, as the theme styles it.
  await page.locator('.site-header-cart').hover();
  await page.locator('.widget_shopping_cart a.remove_from_cart_button').first().click();
  await expect(page.locator('.widget_shopping_cart .woocommerce-mini-cart-item')).toHaveCount(0);
  await expect.poll(() => serverCartCount(page)).toBe(0);
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);

  await expect(autoElement(page, 'shop-ordering')).toHaveCount(1);
  await Promise.all([page.waitForURL(/orderby=price/), page.selectOption('select.orderby', 'price')]);
  await expect(page.locator('main shop-ordering')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('the variable product page without tags: choose a size, see its price, add that exact variation', { tag: '@lite' }, async ({ page, pageErrors }) => {
  await page.goto('/product/hoodie-sizes/?markup=platform');
  await expect(page.locator('main shop-variations')).toHaveCount(0);
  await expect(autoElement(page, 'shop-variations')).toHaveCount(1);
  await expect(page.locator('form.variations_form[data-ready]')).toHaveCount(1);
  await page.selectOption('select[name="attribute_pa_size"]', 'l');
  await expect(page.locator('input.variation_id')).toHaveValue('103');
  await expect(page.locator('.single_variation .woocommerce-variation-price')).not.toBeEmpty();
  await page.locator('.reset_variations').click();
  await expect(page.locator('input.variation_id')).toHaveValue('');
  await page.selectOption('select[name="attribute_pa_size"]', 'm');
  await Promise.all([page.waitForEvent('load'), page.locator('.single_add_to_cart_button').click()]);
  const state = (await (await page.request.get('/__demo/state')).json()) as { cart: Array<{ variation_id: number }> };
  expect(state.cart.map((line) => line.variation_id)).toEqual([102]);
  expect(pageErrors).toEqual([]);
});
