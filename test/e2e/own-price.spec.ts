import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e.ts';

// The own-price field (<shop-own-price>) on the demo store: the amount the shopper types is the
// price the cart uses, and an amount out of the product's range (min $1, max $1,000) is refused.
const DONATION = '/product/donation-own-price/';
const DONATION_ID = '7';

async function serverCart(page: Page): Promise<{ cart_count: number; cart_subtotal: number }> {
  return (await (await page.request.get('/__demo/state')).json()) as { cart_count: number; cart_subtotal: number };
}

/** The cart page's one line: its unit price, and the cart total. */
async function expectCartAt(page: Page, price: string): Promise<void> {
  await page.goto('/cart/');
  await expect(page.locator('.woocommerce-cart-form .cart_item')).toHaveCount(1);
  await expect(page.locator('.cart_item .product-price')).toHaveText(price);
  await expect(page.locator('.cart_totals .order-total td')).toHaveText(price);
}

test.describe('with the element', () => {
  async function open(page: Page) {
    await page.goto(DONATION);
    await expect(page.locator('shop-own-price[data-shop-ready]')).toHaveCount(1);
    return page.locator('shop-own-price input.own-price');
  }

  test('the initial value shows as a price and the typed amount is the price of the cart line', async ({ page, pageErrors }) => {
    const input = await open(page);
    await expect(input).toHaveValue('10.00');
    await input.fill('12,50');
    await input.blur();
    await expect(input).toHaveValue('12.50');
    await page.locator('form.cart .single_add_to_cart_button').click();
    await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-message')).toContainText('has been added to your cart');
    expect(await serverCart(page)).toMatchObject({ cart_count: 1, cart_subtotal: 12.5 });
    await expectCartAt(page, '$12.50');
    expect(pageErrors).toEqual([]);
  });

  test('below the minimum the form is not sent: the field says why, tied to it', async ({ page }) => {
    const input = await open(page);
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST') posts += 1;
    });
    await input.fill('0.50');
    await page.locator('form.cart .single_add_to_cart_button').click();
    const error = page.locator('shop-own-price .shop-own-price-error');
    await expect(error).toBeVisible();
    await expect(error).toHaveText('Please enter at least $1.00.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-describedby', `${await error.getAttribute('id')} own_price-description`);
    await expect(input).toBeFocused();
    for (const typed of ['abc', '1e3', '-5']) {
      await input.fill(typed);
      await input.press('Enter');
      await expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(error).toHaveText('Please enter a valid, non-negative amount.');
    expect(posts).toBe(0);
    expect(page.url()).toMatch(/\/product\/donation-own-price\/$/);
    expect((await serverCart(page)).cart_count).toBe(0);
  });
});

test.describe('the store checks the posted amount itself', () => {
  test.use({ javaScriptEnabled: false });

  async function send(page: Page, typed: string) {
    await page.goto(DONATION);
    await page.locator('input[name="own_price"]').fill(typed);
    await page.locator('form.cart .single_add_to_cart_button').click();
    await page.waitForURL(`**${DONATION}`);
  }

  test('an amount out of range is refused with an error notice; nothing is added', async ({ page }) => {
    const refused: Record<string, string> = {};
    for (const typed of ['0.50', '-5', '1000.01', '99999999999999999999', 'abc', '']) {
      await send(page, typed);
      await expect(page.locator('.woocommerce-message')).toHaveCount(0);
      refused[typed] = (await page.locator('.woocommerce-notices-wrapper .woocommerce-error').textContent()) ?? '';
    }
    const because = (reason: string) => `“Donation (name your price)” could not be added to your cart. ${reason}`;
    expect(refused).toEqual({
      '0.50': because('Please enter at least $1.00.'),
      '-5': because('Please enter a valid, non-negative amount.'),
      '1000.01': because('Please enter no more than $1,000.00.'),
      '99999999999999999999': because('Please enter no more than $1,000.00.'),
      abc: because('Please enter at least $1.00.'),
      '': because('Please enter at least $1.00.'),
    });
    expect((await serverCart(page)).cart_count).toBe(0);
  });

  test('the typed amount is honoured: comma decimals, grouping, currency sign', async ({ page }) => {
    await send(page, '12,50');
    await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-message')).toContainText('has been added to your cart');
    await expectCartAt(page, '$12.50');
    // Another amount of the same product is another line, at its own price.
    await send(page, '$ 1,000');
    expect(await serverCart(page)).toMatchObject({ cart_count: 2, cart_subtotal: 1012.5 });
  });
});

test('the AJAX add honours own_price and refuses one out of range with the notice waiting on the product page', async ({ page }) => {
  const add = (form: Record<string, string>) => page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: DONATION_ID, quantity: '1', ...form } });
  const refused = (await (await add({ own_price: '-5' })).json()) as { error?: boolean; product_url?: string };
  expect(refused).toEqual({ error: true, product_url: DONATION });
  await page.goto(refused.product_url!);
  await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-error')).toContainText('Please enter a valid, non-negative amount.');

  const added = (await (await add({ own_price: '25.5' })).json()) as { fragments?: Record<string, string> };
  expect(added.fragments?.['div.widget_shopping_cart_content']).toContain('&#36;</span>25.50');
  // A listing's link posts no amount: the suggested price.
  await add({});
  expect(await serverCart(page)).toMatchObject({ cart_count: 2, cart_subtotal: 35.5 });
});
