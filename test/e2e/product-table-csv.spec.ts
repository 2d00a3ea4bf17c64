import { readFile } from 'node:fs/promises';
import { expect, test } from '../helpers/e2e.ts';

test.describe('product table: CSV export', () => {
  test('a shopper filters the table and downloads it: a real file with every matching row, quoted, formulas neutralised', async ({ page, pageErrors }) => {
    await page.goto('/demo/product-table/csv/');
    const host = page.locator('shop-product-table:has(#wcpt-141)');
    await expect(host).toHaveAttribute('data-shop-ready', '');
    const table = host.locator('#wcpt-141');

    await table.locator('[data-wcpt-filter="on_sale"] .wcpt-filter-heading').click();
    await table.locator('input[name="141_on_sale"]').check();
    await expect(page).toHaveURL(/141_on_sale/);
    await expect(table.locator('.wcpt-result-count')).toHaveText('2 products');
    await table.locator('[data-wcpt-filter="on_sale"] .wcpt-filter-heading').click();
    const button = table.getByRole('button', { name: 'Download CSV', exact: true });
    await expect(button).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('Product export.csv');
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const records = text.split('\r\n');
    expect(records[0]).toBe('Product,SKU,Category,Price,Stock,Description,On sale');
    expect(text).toContain('Home cleaning kit,\'-KIT-01,,9.5,In stock,"\'=SUM(A1:A9) cloths, sponges and brushes",true\r\n');
    // On sale only: the desk lamp (full price) is not in the file.
    expect(text).not.toContain('Desk lamp');
    expect(text.endsWith('\r\n')).toBe(true);
    await expect(button).not.toHaveAttribute('aria-busy', 'true');

    // The include-all button exports every product of the table, whatever the filters.
    const all = table.getByRole('button', { name: 'Download all products (CSV)' });
    const [everything] = await Promise.all([page.waitForEvent('download'), all.click()]);
    expect(everything.suggestedFilename()).toBe('exports-all- products.csv');
    const allText = (await readFile((await everything.path())!)).subarray(3).toString('utf8');
    expect(allText).toContain('\r\n"Desk lamp, brass",LAMP-DESK-BRASS,49.9\r\n');
    expect(allText).toContain('\r\n"Café sign ""Open""",SIGN-CAFE,18\r\n');
    expect(pageErrors).toEqual([]);
  });

  test('a failed export restores the button and tells the shopper; the next try downloads', async ({ page, pageErrors }) => {
    await page.goto('/demo/product-table/csv/');
    const host = page.locator('shop-product-table:has(#wcpt-141)');
    await expect(host).toHaveAttribute('data-shop-ready', '');
    const button = host.getByRole('button', { name: 'Download CSV', exact: true });
    await expect(button).toBeVisible();
    await page.request.get('/__demo/fault?set=500@wcpt_get_csv');
    await button.click();
    await expect(host.getByRole('alert')).toContainText('The CSV file could not be made');
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');
    await page.request.get('/__demo/fault?clear=1');
    // The failure's own report, and the browser's note of the 500 answer.
    expect(pageErrors.filter((error) => !/The CSV file could not be made|status of 500/.test(error))).toEqual([]);
    expect(pageErrors.some((error) => error.includes('<shop-product-table> table 141: The CSV file could not be made'))).toBe(true);
    pageErrors.length = 0;
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('Product export.csv');
    await expect(host.getByRole('alert')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
});
