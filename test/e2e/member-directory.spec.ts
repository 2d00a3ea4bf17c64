import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e.ts';

// A visitor browsing the member directory (<member-directory>) on the demo store: search, filter with
// the keyboard, page through, share the address, come back with Back, and never run a member's markup.
const DIRECTORY = '/demo/member-directory/';

const first = (page: Page) => page.locator('member-directory').first();
const names = (page: Page) => first(page).locator('.wcm-directory-member h4');

async function open(page: Page, query = '') {
  await page.goto(`${DIRECTORY}${query}`);
  await expect(page.locator('member-directory[data-shop-ready]')).toHaveCount(2);
  await expect(first(page).locator('.wcm-directory-list-wrapper')).toHaveAttribute('aria-busy', 'false');
}

test('search, filter by keyboard, page through, Back, and a shared link opens the same list', async ({ page, pageErrors }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await open(page);
  await expect(names(page)).toHaveCount(12);

  // Search with Enter: the member whose name and bio hold markup shows it as text.
  const search = first(page).locator('.wcm-search-input');
  await search.fill('markup');
  await search.press('Enter');
  await expect(names(page)).toHaveText(['<script>alert("name")</script> Markup']);
  await expect(first(page).locator('.bio-box')).toHaveText('<img src=x onerror=alert(1)><b>Bold bio</b> & "quotes"');
  await expect(page).toHaveURL(/wcm_dir_search=markup/);

  // Clear the search with the button, then choose two statuses with the keyboard and filter.
  await search.fill('');
  await first(page).locator('.wcm-search-btn').click();
  await expect(page).not.toHaveURL(/wcm_dir_search/);
  const statuses = first(page).locator('select.wcm-status + .wcm-multiselect-slot');
  await statuses.locator('.wcm-multiselect-toggle').focus();
  await page.keyboard.press('Enter');
  await expect(statuses.locator('.wcm-multiselect-toggle')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Escape');
  await expect(statuses.locator('.wcm-multiselect-toggle')).toHaveText('Statuses: Active, Complimentary');
  await first(page).locator('.wcm-filter-btn').click();
  await expect(page).toHaveURL(/wcm_dir_status=active%2Ccomplimentary/);

  // Page through: Previous appears on page 2, and the page number is in the address.
  const listed = await names(page).allTextContents();
  await first(page).locator('.wcm-pagination.next').click();
  await expect(page).toHaveURL(/wcm_dir_page=2/);
  await expect(first(page).locator('.wcm-pagination.previous')).toBeVisible();
  await expect(names(page).first()).not.toHaveText(listed[0]!);
  const page2 = await names(page).allTextContents();

  // Back restores page 1 of the filtered list; Forward page 2.
  await page.goBack();
  await expect(page).not.toHaveURL(/wcm_dir_page/);
  await expect(names(page)).toHaveText(listed);
  await expect(first(page).locator('.wcm-pagination.previous')).toBeHidden();
  await page.goForward();
  await expect(names(page)).toHaveText(page2);

  // The address is a deep link: a fresh load shows the same list with the same choices.
  const shared = page.url();
  await page.goto('about:blank');
  await page.goto(shared);
  await expect(page.locator('member-directory[data-shop-ready]')).toHaveCount(2);
  await expect(names(page)).toHaveText(page2);
  await expect(statuses.locator('.wcm-multiselect-toggle')).toHaveText('Statuses: Active, Complimentary');

  expect(dialogs).toEqual([]);
  // The one error told: a member's avatar URL that is not http(s) (a store fixture), refused.
  expect(pageErrors.filter((error) => !error.includes('refused the URL "javascript:alert(3)"'))).toEqual([]);
});

test('the second directory keeps to its plans and its own parameters', async ({ page, pageErrors }) => {
  await open(page);
  const second = page.locator('member-directory').nth(1);
  await expect(second.locator('.wcm-directory-member')).toHaveCount(6);
  await expect(second.locator('.wcm-directory-member img')).toHaveCount(0);
  await second.locator('.wcm-pagination.next').click();
  await expect(page).toHaveURL(/wcm_dir2_page=2/);
  await expect(page).not.toHaveURL(/wcm_dir_page/);
  await expect(first(page).locator('.wcm-pagination.previous')).toBeHidden();
  expect(pageErrors).toEqual([]);
});

test('without JavaScript the page lists members and its form and links work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(DIRECTORY);
  await expect(page.locator('member-directory').first().locator('.wcm-directory-member')).toHaveCount(12);
  await page.locator('member-directory').first().locator('.wcm-search-input').fill('zzzzqq');
  await page.locator('member-directory').first().locator('.wcm-search-btn').click();
  await expect(page.locator('member-directory').first().locator('.directory-placeholder-box')).toHaveText('We didn’t find any members. Please try a different search or check for typos.');
  await context.close();
});

test('on a 390 px phone the plan and status choices show their whole label', async ({ page, pageErrors }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page);
  for (const which of ['plans', 'status']) {
    const value = first(page).locator(`select.wcm-${which} + .wcm-multiselect-slot .wcm-multiselect-value`);
    await expect(value).toHaveText(which === 'plans' ? 'All Plans' : 'All Statuses');
    const cut = await value.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(cut, `${which}: the label is cut off`).toBe(false);
  }
  expect(pageErrors).toEqual([]);
});
