import type { Request } from '@playwright/test';
import { expect, test } from '../helpers/e2e.ts';

/** A form POST the table sends to a cart button's href (§7.8): the platform's add-to-cart fields and `wcpt_request`. */
const isTablePost = (request: Request) => request.method() === 'POST' && (request.postData() ?? '').includes('wcpt_request=true');

test.describe('product table: add without AJAX', () => {
  test('a cart_redirect button posts the add-to-cart form once and lands on the cart page with the item', async ({ page, pageErrors }) => {
    await page.goto('/demo/product-table/variations/');
    const host = page.locator('shop-product-table:has(#wcpt-111)');
    await expect(host).toHaveAttribute('data-shop-ready', '');
    const table = host.locator('#wcpt-111');
    // A row that needs no product form: a simple product, or a variation with every attribute set.
    const rowIndex = await table.locator('tbody tr.wcpt-row').evaluateAll((rows) =>
      rows.findIndex((row) => {
        const button = row.querySelector('.wcpt-button[data-wcpt-link-code="cart_redirect"]:not(.wcpt-disabled)');
        if (!button || row.className.match(/wcpt-product-has-|wcpt-product-type-(variable|woosb|composite)|wcpt-out-of-stock/)) return false;
        const attributes = JSON.parse(row.getAttribute('data-wcpt-variation-attributes') || '{}') as Record<string, string>;
        return Object.values(attributes).every((value) => value !== '');
      }));
    expect(rowIndex).toBeGreaterThanOrEqual(0);
    const row = table.locator('tbody tr.wcpt-row').nth(rowIndex);
    const productId = await row.getAttribute('data-wcpt-product-id');
    const variationId = await row.getAttribute('data-wcpt-variation-id');

    const posts: Request[] = [];
    page.on('request', (request) => {
      if (isTablePost(request)) posts.push(request);
    });
    // A double click: the item goes in once.
    await row.locator('.wcpt-button[data-wcpt-link-code="cart_redirect"]').dblclick();
    await page.waitForURL(/\/cart\/$/);
    expect(posts).toHaveLength(1);
    const sent = new URLSearchParams(posts[0]!.postData() ?? '');
    expect(sent.get('add-to-cart')).toBe(productId);
    expect(sent.get('product_id')).toBe(productId);
    if (variationId) expect(sent.get('variation_id')).toBe(variationId);
    expect(Number(sent.get('quantity'))).toBeGreaterThan(0);

    const line = page.locator('tr.cart_item, tr.woocommerce-cart-form__cart-item');
    await expect(line).toHaveCount(1);
    await expect(line.locator('input.qty')).toHaveValue(sent.get('quantity')!);
    expect(pageErrors).toEqual([]);
  });
});
