import type { Request } from '@playwright/test';
import { expect, test } from '../helpers/e2e.ts';

/** The form POST a table sends to a cart button's href (§7.8): the platform's add-to-cart fields and `wcpt_request`. */
const isTablePost = (request: Request) => request.method() === 'POST' && (request.postData() ?? '').includes('wcpt_request=true');

test.describe('product table: add without AJAX', () => {
  test("a cart_redirect button posts the row's add-to-cart form once and lands on the cart page with the item", async ({ page, pageErrors }) => {
    await page.goto('/demo/product-table/variations/');
    const host = page.locator('shop-product-table:has(#wcpt-111)');
    await expect(host).toHaveAttribute('data-shop-ready', '');
    // The shopper acts once the row's controls do (the cart side is a chunk of its own).
    await expect(host).toHaveAttribute('data-shop-cart-ready', '');
    // Linen shirt: blue, small, two of them (the quantity starts at 0).
    const row = host.locator('#wcpt-111 tr.wcpt-row[data-wcpt-product-id="40"]');
    await row.locator('select[name="attribute_pa_color"]').selectOption('blue');
    await row.locator('select[name="attribute_pa_size"]').selectOption('s');
    await row.locator('input.qty').fill('2');
    await row.locator('input.qty').blur();

    const posts: Request[] = [];
    page.on('request', (request) => {
      if (isTablePost(request)) posts.push(request);
    });
    // A double click: the item goes in once.
    await row.locator('.wcpt-button[data-wcpt-link-code="cart_redirect"]').dblclick();
    await page.waitForURL(/\/cart\/$/);
    expect(posts).toHaveLength(1);
    const sent = new URLSearchParams(posts[0]!.postData() ?? '');
    expect(Object.fromEntries(sent)).toEqual({
      'add-to-cart': '40',
      product_id: '40',
      quantity: '2',
      variation_id: '141',
      attribute_pa_color: 'blue',
      attribute_pa_size: 's',
      wcpt_request: 'true',
    });

    const line = page.locator('tr.cart_item, tr.woocommerce-cart-form__cart-item');
    await expect(line).toHaveCount(1);
    await expect(line.locator('td.product-name')).toContainText('Linen shirt');
    await expect(line.locator('input.qty')).toHaveValue('2');
    expect(pageErrors).toEqual([]);
  });
});
