import type { Page, Request } from '@playwright/test';
import { expect, test } from '../helpers/e2e.ts';

/** The order form (table 109): every cart control of the table beside a mini cart and listing buttons. */
const ORDER_FORM = '/demo/product-table/order-form/';
const isTableCartCall = (request: Request) => request.method() === 'POST' && request.url().includes('wc-ajax=wcpt_cart');

async function openOrderForm(page: Page) {
  await page.goto(ORDER_FORM);
  const host = page.locator('shop-product-table:has(#wcpt-109)');
  await expect(host).toHaveAttribute('data-shop-cart-ready', '');
  return { host, row: (id: number) => host.locator(`tr.wcpt-row[data-wcpt-product-id="${id}"]`) };
}

test.describe('product table: the cart side', () => {
  test('add selected: simple and variable rows go in one call, and the mini cart, header and listing buttons follow', async ({ page, pageErrors }) => {
    const { host, row } = await openOrderForm(page);
    const calls: Request[] = [];
    page.on('request', (request) => {
      if (isTableCartCall(request)) calls.push(request);
    });
    // Linen shirt, blue M: a variation chosen in the row's dropdown, then the row checked.
    await row(40).locator('select.wcpt-select-variation-dropdown').selectOption('142');
    await row(40).locator('input.wcpt-cart-checkbox').check();
    await row(28).locator('input.wcpt-cart-checkbox').check();
    // Tea lights (min 2, step 2): 4 of them.
    await row(30).locator('input.wcpt-cart-checkbox').check();
    await row(30).locator('input.qty').fill('4');
    await row(30).locator('input.qty').blur();
    await expect(host.locator('.wcpt-add-selected .wcpt-total-selected')).toHaveText('6');
    await host.locator('.wcpt-cart-checkbox-trigger--local').click();

    await expect(row(30)).toHaveAttribute('data-wcpt-in-cart', '4');
    await expect(row(28)).toHaveAttribute('data-wcpt-in-cart', '1');
    await expect(row(40)).toHaveAttribute('data-wcpt-in-cart', '1');
    expect(calls).toHaveLength(1);
    const sent = new URLSearchParams(calls[0]!.postData() ?? '');
    expect(sent.get('wcpt_payload[variations][40][142]')).toBe('1');
    expect(sent.get('wcpt_payload[products][30]')).toBe('4');
    expect(sent.get('wcpt_payload[products][28]')).toBe('1');
    // Sent rows are no longer selected.
    await expect(host.locator('tbody input.wcpt-cart-checkbox:checked')).toHaveCount(0);

    // The page's other cart areas follow the same answer.
    const aside = page.locator('.wcpt-order-form__mini-cart');
    await expect(aside.locator('li.woocommerce-mini-cart-item')).toHaveCount(3);
    await expect(page.locator('.site-header-cart .cart-contents .count')).toContainText('6 items');
    // A listing button's add reaches the table too.
    await page.locator('.wcpt-order-form__cards a.ajax_add_to_cart[data-product_id="28"]').click();
    await expect(row(28)).toHaveAttribute('data-wcpt-in-cart', '2');
    expect(pageErrors).toEqual([]);
  });

  test('the order form starts without zod: its schemas come with the first cart call', async ({ page, pageErrors }) => {
    // The page's mini carts re-read the cart as they start (a call, which brings zod): here they are
    // the theme's boxes, so that only the table starts.
    await page.route(`**${ORDER_FORM}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<(\/?)shop-mini-cart\b/g, '<$1div');
      await route.fulfill({ response, body });
    });
    const zod: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/chunks\/zod-[\w-]{8}\.js$/.test(path)) zod.push(path);
    });
    const { host, row } = await openOrderForm(page);
    // Its cart side, selection, variation dropdowns and settings have started: none of it fetched zod.
    await page.waitForLoadState('networkidle');
    expect(zod).toEqual([]);
    await row(28).locator('input.wcpt-cart-checkbox').check();
    await host.locator('.wcpt-cart-checkbox-trigger--local').click();
    await expect(row(28)).toHaveAttribute('data-wcpt-in-cart', '1');
    expect(zod).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  test('remove sets every variation of a variable product to 0', async ({ page, pageErrors }) => {
    const { row } = await openOrderForm(page);
    const select = row(40).locator('select.wcpt-select-variation-dropdown');
    const add = row(40).locator('.wcpt-button[data-wcpt-link-code="cart_ajax"]');
    await select.selectOption('141');
    await add.click();
    await expect(row(40)).toHaveAttribute('data-wcpt-in-cart', '1');
    await select.selectOption('142');
    await add.click();
    await expect(row(40)).toHaveAttribute('data-wcpt-in-cart', '2');
    const remove = row(40).locator('button.wcpt-remove');
    await expect(remove).not.toHaveClass(/wcpt-disabled/);
    await remove.click();
    await expect(row(40)).toHaveAttribute('data-wcpt-in-cart', '0');
    await expect(remove).toHaveClass(/wcpt-disabled/);
    await expect(page.locator('.wcpt-order-form__mini-cart li.woocommerce-mini-cart-item')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('coming back to the table shows the cart as it is now, after a change made on another page', async ({ page, pageErrors }) => {
    const { row } = await openOrderForm(page);
    await row(28).locator('.wcpt-button[data-wcpt-link-code="cart_ajax"]').click();
    await expect(row(28)).toHaveAttribute('data-wcpt-in-cart', '1');
    await page.goto('/cart/');
    await page.locator('tr.cart_item a.remove, tr.woocommerce-cart-form__cart-item a.remove').first().click();
    await expect(page.locator('tr.cart_item, tr.woocommerce-cart-form__cart-item')).toHaveCount(0);
    // Back through the cart page's own history entries (the remove link reloads it) to the table.
    for (let i = 0; i < 4 && !new URL(page.url()).pathname.endsWith(ORDER_FORM); i += 1) await page.goBack();
    expect(new URL(page.url()).pathname).toBe(ORDER_FORM);
    await expect(row(28)).toHaveAttribute('data-wcpt-in-cart', '0');
    expect(pageErrors).toEqual([]);
  });

  test("a refused add shows the store's notice until the next click, and the row stays usable", async ({ page }) => {
    const { row } = await openOrderForm(page);
    // Brass camp lamp: one in stock, so a second add is refused.
    const add = row(25).locator('.wcpt-button[data-wcpt-link-code="cart_ajax"]');
    await add.click();
    await expect(row(25)).toHaveAttribute('data-wcpt-in-cart', '1');
    await add.click();
    const notice = page.locator('.wcpt-notice-wrapper');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('role', 'alert');
    await expect(notice).toContainText('Brass camp lamp');
    // The overlay covers the page: the shopper's next click, wherever it lands, takes it away.
    await page.mouse.click(5, 5);
    await expect(notice).toHaveCount(0);
    await expect(row(25)).toHaveAttribute('data-wcpt-in-cart', '1');
    await expect(row(25)).not.toHaveClass(/wcpt-adding-product/);
  });
});
