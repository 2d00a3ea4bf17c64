import { expect, test } from '../helpers/e2e.ts';

// A refused AJAX add answers only `{error, product_url}`: like the platform, the store keeps the
// reason as a notice in the session and prints it on the product page the answer sends the shopper to.
const GIFT_CARD = 11; // sold individually

test('a second add of a sold-individually product lands on its page with the reason', async ({ page, pageErrors }) => {
  await page.goto('/shop/');
  await expect(page.locator('shop-add-to-cart[data-shop-ready]')).toHaveCount(1);
  const giftCard = page.locator(`ul.products .ajax_add_to_cart[data-product_id="${GIFT_CARD}"]`);
  await giftCard.click();
  await expect(giftCard).toHaveClass(/\badded\b/);
  await giftCard.click();
  await page.waitForURL('**/product/gift-card-sold-individually/');
  const notice = page.locator('.woocommerce-notices-wrapper .woocommerce-error');
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('You cannot add another "Gift card (one per order)" to your cart.');
  await expect(notice.locator('a.wc-forward')).toHaveAttribute('href', '/cart/');
  // Printed once: the next page has no notice left.
  await page.reload();
  await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-error')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('an out-of-stock product: the reason waits for the page the shopper opens next', async ({ page }) => {
  const answer = (await (await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '10', quantity: '1' } })).json()) as {
    error?: boolean;
    product_url?: string;
  };
  expect(answer).toEqual({ error: true, product_url: '/product/belt-out-of-stock/' });
  await page.goto(answer.product_url!);
  await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-error')).toHaveText(
    'You cannot add "Belt (out of stock)" to the cart because the product is out of stock.',
  );
});
