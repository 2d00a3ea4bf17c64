import type { Request } from '@playwright/test';
import { expect, test } from '../helpers/e2e.ts';

/** The wishlist pages: tables 120 and 121 with wishlist toggles, and the wishlist-mode table 122. */
const WISHLIST = '/demo/product-table/wishlist/';
const isWishlistCall = (request: Request) => request.method() === 'POST' && request.url().endsWith('/wp-admin/admin-ajax.php');

test.describe('product table: the wishlist', () => {
  test('a shopper keeps a product and a variation, sees them counted and listed, then removes one from the wishlist', async ({ page, pageErrors }) => {
    await page.goto(WISHLIST);
    const products = page.locator('shop-product-table:has(#wcpt-120)');
    const picks = page.locator('shop-product-table:has(#wcpt-121)');
    const toggle = (host: typeof products, id: number) => host.locator(`tr.wcpt-row[data-wcpt-product-id="${id}"] button.wcpt-wishlist`);
    const counter = page.locator('.wishlist_products_counter_number');
    await expect(toggle(products, 27)).toHaveAttribute('aria-pressed', 'false');
    await expect(counter).toHaveText('0');

    // The wall clock, with the keyboard: its toggle in the second table follows.
    const calls: Request[] = [];
    page.on('request', (request) => { if (isWishlistCall(request)) calls.push(request); });
    await toggle(products, 27).focus();
    await page.keyboard.press('Enter');
    await expect(toggle(picks, 27)).toHaveAttribute('aria-pressed', 'true');
    await expect(counter).toHaveText('1');
    await expect(page.locator('.wcpt-ti-wishlist-growler-region[role="status"]')).toContainText('"Wall clock" is in your wishlist');

    // The linen shirt needs a colour first.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => { dialogs.push(dialog.message()); void dialog.accept(); });
    // aria-disabled until a colour is chosen; pressing it still says why.
    await toggle(products, 40).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialogs).toEqual(['Please select some options first']);
    await products.locator('tr.wcpt-row[data-wcpt-product-id="40"] select.wcpt-select-variation-dropdown').selectOption('141');
    await expect(toggle(products, 40)).not.toHaveAttribute('aria-disabled', 'true');
    await toggle(products, 40).click();
    await expect(counter).toHaveText('2');
    const sent = new URLSearchParams(calls[1]!.postData() ?? '');
    expect(sent.get('product_action')).toBe('addto');
    expect(sent.get('product_variation')).toBe('141');
    expect(sent.get('form[variation_id]')).toBe('141');
    expect(sent.get('form[attribute_pa_color]')).toBe('blue');

    // The wishlist page lists both products; removing the clock fades its row out and takes it away.
    await page.locator('a.wishlist_products_counter').click();
    await expect(page).toHaveURL(/\/wishlist\/list\/$/);
    const list = page.locator('#wcpt-122');
    await expect(list.locator('tr.wcpt-row')).toHaveCount(2);
    // The rows are the server's at once; the toggles act once the table has started its wishlist part.
    const listHost = page.locator('shop-product-table:has(#wcpt-122)');
    await expect(listHost).toHaveAttribute('data-shop-ready', '');
    await expect(listHost).not.toHaveAttribute('data-shop-parts-loading');
    // The fade is brief: a loaded machine may poll only after the row is gone, so the page notes the class.
    await list.locator('tr.wcpt-row[data-wcpt-product-id="27"]').evaluate((row) => {
      const seen: boolean[] = [];
      (window as unknown as { __fading: boolean[] }).__fading = seen;
      new MutationObserver(() => { if (row.classList.contains('wcpt-wishlist-removing-row')) seen.push(true); })
        .observe(row, { attributes: true, attributeFilter: ['class'] });
    });
    await list.locator('tr.wcpt-row[data-wcpt-product-id="27"] button.wcpt-wishlist').click();
    await expect(list.locator('tr.wcpt-row')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { __fading: boolean[] }).__fading.length)).toBeGreaterThan(0);
    await expect(page.locator('.wishlist_products_counter_number')).toHaveText('1');

    // Another colour of the listed shirt, added from the wishlist: the page reloads to show it.
    const shirt = list.locator('tr.wcpt-row[data-wcpt-product-id="40"]');
    await shirt.locator('select.wcpt-select-variation-dropdown').selectOption('143');
    await expect(shirt.locator('button.wcpt-wishlist')).toHaveAttribute('aria-pressed', 'false');
    await Promise.all([page.waitForEvent('load'), shirt.locator('button.wcpt-wishlist').click()]);
    await expect(page.locator('.wishlist_products_counter_number')).toHaveText('2');

    // The store kept it: a reload lists the shirt only.
    await page.reload();
    await expect(page.locator('#wcpt-122 tr.wcpt-row')).toHaveCount(1);
    await expect(page.locator('#wcpt-122 tr.wcpt-row')).toHaveAttribute('data-wcpt-product-id', '40');
    expect(pageErrors).toEqual([]);
  });
});
