import type { Page, Request } from '@playwright/test';
import { expect, test } from '../helpers/e2e.ts';

// Shopper journeys of the cart elements (shop-add-to-cart, shop-mini-cart) on the demo store.
const GIFT_CARD = 11; // sold individually: a second add answers error + product_url

const isAdd = (request: Request) => request.url().includes('wc-ajax=add_to_cart');
const isRemove = (request: Request) => request.url().includes('wc-ajax=remove_from_cart');

async function openShop(page: Page): Promise<void> {
  await page.goto('/shop/');
  await expect(page.locator('shop-add-to-cart[data-shop-ready]')).toHaveCount(1);
  await expect(page.locator('shop-mini-cart[data-shop-ready]')).toHaveCount(1);
}

/** The nth listing button that adds over AJAX. */
const ajaxButton = (page: Page, index = 0) => page.locator('ul.products .ajax_add_to_cart[data-product_id]').nth(index);

async function serverCartCount(page: Page): Promise<number> {
  const response = await page.request.get('/__demo/state');
  return ((await response.json()) as { cart_count: number }).cart_count;
}

/** Records every text the shared live region takes (other elements speak in it too). */
async function recordAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const said: string[] = [];
    (window as { announcements?: string[] }).announcements = said;
    // Each announcement is a node of its own added to the region.
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if ((mutation.target as Element).id !== 'storefront-live-region') continue;
        for (const node of mutation.addedNodes) if (node.textContent) said.push(node.textContent);
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as { announcements?: string[] }).announcements ?? []);
}

/** Watches add_to_cart requests: how many were sent, and the most that were ever open at once. */
function watchRequests(page: Page, match: (request: Request) => boolean) {
  const stats = { sent: 0, open: 0, maxOpen: 0 };
  page.on('request', (request) => {
    if (!match(request)) return;
    stats.sent += 1;
    stats.open += 1;
    stats.maxOpen = Math.max(stats.maxOpen, stats.open);
  });
  const done = (request: Request) => {
    if (match(request)) stats.open -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return stats;
}

test.beforeEach(async ({ page }) => {
  await page.request.get('/__demo/empty-cart', { maxRedirects: 0 });
  await page.request.get('/__demo/settings?cart_redirect_after_add=no', { maxRedirects: 0 });
  await page.request.get('/__demo/fault?clear=1');
});

test('add from the listing, see the mini cart and header count update without a reload, remove, cart empty', async ({
  page,
  pageErrors,
}) => {
  await openShop(page);
  await page.evaluate(() => ((window as { stillSamePage?: boolean }).stillSamePage = true));
  const announcements = await recordAnnouncements(page);
  const button = ajaxButton(page, 0);
  const name = (await button.locator('xpath=..').locator('.woocommerce-loop-product__title').textContent())!.trim();

  await button.click();
  await expect(button).toHaveClass(/\badded\b/);
  await expect(button).not.toHaveClass(/\bloading\b/);
  const viewCart = button.locator('xpath=following-sibling::a[1]');
  await expect(viewCart).toHaveClass(/added_to_cart/);
  await expect(viewCart).toHaveText('View cart');
  await expect(page.locator('.site-header .cart-contents .count')).toHaveText('1 item');
  await expect(page.locator('.site-header .widget_shopping_cart_content')).toContainText(name);
  await expect.poll(announcements).toContain(`“${name}” has been added to your cart.`);

  await page.locator('.site-header-cart').hover();
  const remove = page.locator('.site-header a.remove_from_cart_button');
  await expect(remove).toHaveCount(1);
  await remove.click();
  await expect(page.locator('.site-header .woocommerce-mini-cart__empty-message')).toBeVisible();
  await expect(page.locator('.site-header .cart-contents .count')).toHaveText('0 items');
  await expect.poll(announcements).toContain(`“${name}” has been removed from your cart.`);
  expect(await page.evaluate(() => (window as { stillSamePage?: boolean }).stillSamePage)).toBe(true);
  expect(await serverCartCount(page)).toBe(0);
  expect(pageErrors).toEqual([]);
});

test('with cart_redirect_after_add "yes" the shopper lands on the cart page', async ({ page }) => {
  await page.goto('/__demo/settings?cart_redirect_after_add=yes&redirect=/shop/');
  await expect(page.locator('shop-add-to-cart[data-shop-ready]')).toHaveCount(1);
  await ajaxButton(page, 0).click();
  await page.waitForURL('**/cart/');
  await expect(page.locator('.woocommerce-cart-form .cart_item')).toHaveCount(1);
});

test('an add answered with error + product_url takes the shopper to the product page', async ({ page }) => {
  await openShop(page);
  const giftCard = page.locator(`ul.products .ajax_add_to_cart[data-product_id="${GIFT_CARD}"]`);
  await giftCard.click();
  await expect(giftCard).toHaveClass(/\badded\b/);
  // Sold individually: the store refuses a second one and names the product page.
  await giftCard.click();
  await page.waitForURL('**/product/gift-card-sold-individually/');
  await expect(page.locator('h1.product_title')).toContainText('Gift card');
});

test('a listener vetoing shop-adding-to-cart: no request, the button stays normal', async ({ page }) => {
  await openShop(page);
  const adds = watchRequests(page, isAdd);
  await page.evaluate(() => {
    document.addEventListener('shop-adding-to-cart', (event) => event.preventDefault());
  });
  const button = ajaxButton(page, 0);
  await button.click();
  await expect(button).not.toHaveClass(/\bloading\b/);
  await expect(button).not.toHaveClass(/\badded\b/);
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
  expect(page.url()).toMatch(/\/shop\/$/);
  expect(adds.sent).toBe(0);
  expect(await serverCartCount(page)).toBe(0);
});

test('five quick clicks: five requests, one at a time, cart quantity five', async ({ page }) => {
  // A little latency on each add makes overlapping requests visible if the queue failed.
  await page.request.get('/__demo/fault?set=latency-150@add_to_cart');
  await openShop(page);
  const adds = watchRequests(page, isAdd);
  const buttons = page.locator('ul.products .ajax_add_to_cart[data-product_id]');
  for (let i = 0; i < 5; i += 1) await buttons.nth(i).click();
  await expect(page.locator('ul.products .ajax_add_to_cart.added')).toHaveCount(5, { timeout: 15_000 });
  await expect(page.locator('.site-header .cart-contents .count')).toHaveText('5 items');
  expect(adds.sent).toBe(5);
  expect(adds.maxOpen).toBe(1);
  expect(await serverCartCount(page)).toBe(5);
});

test('five adds with page views between: the mini cart never asks the server (the first view\'s empty cart comes printed with the page, the later ones from what the tab kept); the cart events tell the quantity', async ({
  page,
  pageErrors,
}) => {
  const refreshes = watchRequests(page, (request) => request.url().includes('wc-ajax=get_refreshed_fragments'));
  const quantities = async () =>
    page.evaluate(() => (window as { quantities?: Array<number | null> }).quantities ?? []);
  for (let i = 0; i < 5; i += 1) {
    await openShop(page);
    // The README's event example, on each page.
    await page.evaluate(() => {
      const said: Array<number | null> = [];
      (window as { quantities?: Array<number | null> }).quantities = said;
      document.addEventListener('shop-cart-updated', (event) => said.push(event.detail.cartQuantity));
    });
    await expect(page.locator('.site-header .widget_shopping_cart_content .woocommerce-mini-cart-item')).toHaveCount(i);
    const button = ajaxButton(page, i);
    await button.click();
    await expect(button).toHaveClass(/\badded\b/);
    await expect(page.locator('.site-header .cart-contents .count')).toHaveText(`${i + 1} ${i === 0 ? 'item' : 'items'}`);
    await expect.poll(quantities).toContain(i + 1);
  }
  // A last page view shows the five without asking.
  await openShop(page);
  await expect(page.locator('.site-header .widget_shopping_cart_content .woocommerce-mini-cart-item')).toHaveCount(5);
  await expect.poll(() => refreshes.open).toBe(0);
  // The platform's cart script reads the cart on the first view; a visitor with no cart costs no read here.
  expect(refreshes.sent).toBe(0);
  // The platform's cart cookies: there is a cart, and its hash is the one the answers carry.
  const cookies = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie]));
  expect(cookies.woocommerce_items_in_cart?.value).toBe('1');
  expect(cookies.woocommerce_cart_hash?.httpOnly).toBe(false);
  const state = (await (await page.request.get('/__demo/state')).json()) as { cart_hash: string };
  expect(cookies.woocommerce_cart_hash?.value).toBe(state.cart_hash);
  expect(await serverCartCount(page)).toBe(5);
  expect(pageErrors).toEqual([]);
});

test('an empty widget, as the platform prints it, is filled on load', async ({ page }) => {
  await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: String(GIFT_CARD), quantity: '1' } });
  // The demo prints its header cart filled; empty it before the elements start, as the platform prints it.
  await page.route('**/shop/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<div class="widget_shopping_cart_content">[\s\S]*?<\/div>(\s*<\/div>\s*<\/shop-mini-cart>)/,
      '<div class="widget_shopping_cart_content"></div>$1',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto('/shop/');
  await expect(page.locator('.site-header .widget_shopping_cart_content .woocommerce-mini-cart-item')).toHaveCount(1);
  await expect(page.locator('.site-header .widget_shopping_cart_content')).toContainText('Gift card');
});

test('keyboard: Space on a mini-cart remove link removes the item', async ({ page }) => {
  await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: String(GIFT_CARD), quantity: '1' } });
  await openShop(page);
  const removes = watchRequests(page, isRemove);
  await page.locator('.site-header a.cart-contents').focus();
  const remove = page.locator('.site-header a.remove_from_cart_button');
  await remove.focus();
  await expect(remove).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('.site-header .woocommerce-mini-cart__empty-message')).toHaveCount(1);
  expect(page.url()).toMatch(/\/shop\/$/);
  expect(removes.sent).toBe(1);
  expect(await serverCartCount(page)).toBe(0);
});

test('keyboard: Enter on a mini-cart remove link removes the item', async ({ page }) => {
  await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: String(GIFT_CARD), quantity: '1' } });
  await openShop(page);
  await page.locator('.site-header a.cart-contents').focus();
  const remove = page.locator('.site-header a.remove_from_cart_button');
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.site-header .woocommerce-mini-cart__empty-message')).toHaveCount(1);
  expect(page.url()).toMatch(/\/shop\/$/);
  expect(await serverCartCount(page)).toBe(0);
});

test('on the cart page (is_cart) an add shows no View cart link', async ({ page }) => {
  await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: String(GIFT_CARD), quantity: '1' } });
  await page.goto('/cart/');
  const settings = JSON.parse((await page.locator('#storefront-settings').textContent()) ?? '{}') as { is_cart?: boolean };
  expect(settings.is_cart).toBe(true);
  await expect(page.locator('shop-add-to-cart[data-shop-ready]')).toHaveCount(1);
  const button = page.locator('shop-add-to-cart .ajax_add_to_cart[data-product_id]').first();
  await button.click();
  await expect(button).toHaveClass(/\badded\b/);
  await expect(page.locator('a.added_to_cart')).toHaveCount(0);
  await expect(page.locator('.site-header .cart-contents .count')).toHaveText('2 items');
  // The cart table and totals follow without a reload.
  await expect(page.locator('.woocommerce-cart-form .cart_item')).toHaveCount(2);
  await expect(page.locator('.cart_totals .cart-count')).toHaveText('2 items in your cart.');
});

test('on the cart page a mini-cart removal updates the cart table too, down to the empty cart', async ({ page }) => {
  await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: String(GIFT_CARD), quantity: '1' } });
  await page.goto('/cart/');
  await expect(page.locator('shop-mini-cart[data-shop-ready]')).toHaveCount(1);
  await expect(page.locator('.woocommerce-cart-form .cart_item')).toHaveCount(1);
  await page.evaluate(() => ((window as { stillSamePage?: boolean }).stillSamePage = true));
  await page.locator('.site-header-cart').hover();
  await page.locator('.site-header a.remove_from_cart_button').click();
  await expect(page.locator('.cart-empty')).toBeVisible();
  await expect(page.locator('.woocommerce-cart-form')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { stillSamePage?: boolean }).stillSamePage)).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('cart page remove links carry remove_item and remove the item', async ({ page }) => {
    await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: String(GIFT_CARD), quantity: '1' } });
    await page.goto('/cart/');
    const remove = page.locator('.woocommerce-cart-form a.remove');
    await expect(remove).toHaveCount(1);
    expect(new URL((await remove.getAttribute('href'))!, page.url()).searchParams.get('remove_item')).toBeTruthy();
    await remove.click();
    await expect(page.locator('.cart-empty')).toBeVisible();
    expect(await serverCartCount(page)).toBe(0);
  });

  test('listing add-to-cart links add through the server', async ({ page }) => {
    await page.goto('/shop/');
    await page.locator('ul.products .ajax_add_to_cart[data-product_id]').first().click();
    await expect(page.locator('.site-header .cart-contents .count')).toHaveText('1 item');
  });
});
