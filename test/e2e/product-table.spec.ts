import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e.ts';

const productRows = (table: Locator) => table.locator('tbody tr.wcpt-row:not(.wcpt-child-row):not(.wcpt-row--category-heading)');

async function openTable(page: Page, path: string, id: number): Promise<Locator> {
  await page.goto(path);
  const host = page.locator(`shop-product-table:has(#wcpt-${id})`);
  await expect(host).toHaveAttribute('data-shop-ready', '');
  return host.locator(`#wcpt-${id}`);
}

test.describe('product table', () => {
  test('a filtered, sorted page survives Back, Forward and a reload', async ({ page, pageErrors }) => {
    const table = await openTable(page, '/demo/product-table/', 101);
    const colour = table.locator('div[data-wcpt-filter="attribute"]');
    await colour.locator('.wcpt-filter-heading').click();
    await colour.locator('input[value="red"]').check();
    await expect(page).toHaveURL(/101_attr_pa_color/);
    await expect(colour).toHaveClass(/wcpt-filter--active/);
    const filtered = await productRows(table).first().textContent();

    await table.locator('th.wcpt-heading.wcpt-price').click();
    await expect(table.locator('th.wcpt-heading.wcpt-price')).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/101_orderby=column_\d+/);
    const sortedUrl = page.url();
    const sorted = await productRows(table).first().textContent();
    // Sorted by price: the first row's price is the lowest on the page.
    const prices = await table.locator('tbody tr.wcpt-row[data-wcpt-price]').evaluateAll((rows) =>
      rows.map((row) => Number(row.getAttribute('data-wcpt-price'))).filter((price) => price > 0));
    expect(prices[0]).toBe(Math.min(...prices));

    await page.goBack();
    await expect(table.locator('th.wcpt-heading.wcpt-price')).not.toHaveAttribute('aria-sort', 'ascending');
    await expect(productRows(table).first()).toHaveText(filtered!);
    await expect(colour.locator('input[value="red"]')).toBeChecked();
    await page.goForward();
    await expect(table.locator('th.wcpt-heading.wcpt-price')).toHaveAttribute('aria-sort', 'ascending');
    await expect(productRows(table).first()).toHaveText(sorted!);

    // The URL is the state: the server renders the same table from it.
    await page.goto(sortedUrl);
    await expect(productRows(table).first()).toHaveText(sorted!);
    await expect(table.locator('div[data-wcpt-filter="attribute"] input[value="red"]')).toBeChecked();
    expect(pageErrors).toEqual([]);
  });

  test('reset is disabled until the table has a filter, and clears every filter', async ({ page }) => {
    const table = await openTable(page, '/demo/product-table/', 101);
    const reset = table.locator('.wcpt-reset');
    await expect(reset).toHaveAttribute('aria-disabled', 'true');
    const onSale = table.locator('div[data-wcpt-filter="on_sale"]');
    await onSale.locator('.wcpt-filter-heading').click();
    await onSale.locator('input[type="checkbox"]').check();
    await expect(page).toHaveURL(/101_on_sale=true/);
    await expect(table.locator('.wcpt-reset')).not.toHaveAttribute('aria-disabled', 'true');
    await table.locator('.wcpt-reset').click();
    await expect(page).not.toHaveURL(/101_on_sale/);
    await expect(table.locator('div[data-wcpt-filter="on_sale"] input[type="checkbox"]')).not.toBeChecked();
  });

  test('infinite scroll: coming Back to the table restores the rows loaded and the scroll position', async ({ page, pageErrors }) => {
    const table = await openTable(page, '/demo/product-table/infinite/', 105);
    const firstPage = await productRows(table).count();
    for (const expected of [firstPage * 2, firstPage * 3]) {
      await table.locator('.wcpt-infinite-scroll-dots').scrollIntoViewIfNeeded();
      await expect(productRows(table)).toHaveCount(expected);
    }
    expect(page.url()).not.toContain('105_paged');
    const row = productRows(table).nth(firstPage * 2 + 5);
    await row.scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);
    const name = (await row.locator('td.wcpt-title a').textContent())!.trim();
    await row.locator('td.wcpt-title a').click();
    await expect(page).toHaveURL(/\/product\//);
    await page.goBack();
    await expect(productRows(table)).toHaveCount(firstPage * 3);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY - 50);
    await expect(productRows(table).nth(firstPage * 2 + 5).locator('td.wcpt-title a')).toHaveText(name);
    await expect(productRows(table).nth(firstPage * 2 + 5)).toBeInViewport();
    expect(pageErrors).toEqual([]);
  });

  test('a phone-wide window shows the phone layout, and its filter dialog works with the keyboard', async ({ page, pageErrors }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const table = await openTable(page, '/demo/product-table/phone/', 108);
    // The server rendered the laptop columns; the element asks for the phone layout.
    await expect(table.locator('.wcpt-table-scroll-wrapper-outer')).toHaveClass(/wcpt-device-phone/);
    const filterButton = table.locator('.wcpt-rn-button[data-wcpt-modal="filter"]');
    await expect(filterButton).toBeVisible();
    await filterButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog.wcpt-nav-modal');
    await expect(dialog).toBeVisible();
    // Focus stays inside the dialog.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(filterButton).toBeFocused();

    await filterButton.click();
    const colour = dialog.locator('div[data-wcpt-filter="attribute"]');
    await colour.locator('.wcpt-filter-heading').click();
    await colour.locator('input[value="red"]').check();
    // Nothing loads before Apply.
    expect(page.url()).not.toContain('108_attr');
    await dialog.locator('.wcpt-nm-apply').click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/108_attr_pa_color%5B%5D=red|108_attr_pa_color\[\]=red/);
    // The filters are back in the page, with the choice applied.
    await expect(table.locator('form.wcpt-navigation div[data-wcpt-filter="attribute"] input[value="red"]')).toBeChecked();
    expect(pageErrors).toEqual([]);
  });

  test('without JavaScript the table pages, sorts and filters through links and forms', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/demo/product-table/');
    const table = page.locator('#wcpt-101');
    await table.locator('.wcpt-pagination a.page-numbers', { hasText: '2' }).first().click();
    await expect(page).toHaveURL(/101_paged=2/);
    await table.locator('th.wcpt-heading.wcpt-title a').click();
    await expect(page).toHaveURL(/101_orderby=column_\d+/);
    await expect(page.locator('#wcpt-101 th.wcpt-heading.wcpt-title')).toHaveAttribute('aria-sort', /ascending|descending/);
    await context.close();
  });
});
