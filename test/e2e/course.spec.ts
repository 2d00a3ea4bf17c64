import { expect, test } from '../helpers/e2e.ts';

// A learner on the course page, under the strict CSP: browses the outline, opens everything,
// reads a lesson's details and a quiz's info in dialogs, and finds the focus where it was.
test('the course page: fold the outline, expand all, and the modals with the keyboard and the mouse', async ({ page, pageErrors }) => {
  await page.goto('/demo/course/?csp=strict');
  await expect(page.locator('course-collapsible[data-shop-ready]')).toHaveCount(1);
  await expect(page.locator('course-modal[data-shop-ready]')).toHaveCount(2);

  const module2 = page.locator('[data-ld-expands="ld-expand-102"]');
  const module2Lessons = page.locator('#ld-expand-102 > .ld-item-list-item-expanded');
  await expect(module2).toHaveAttribute('aria-expanded', 'false');
  await expect(module2Lessons).toBeHidden();
  await module2.focus();
  await page.keyboard.press('Enter');
  await expect(module2).toHaveAttribute('aria-expanded', 'true');
  await expect(module2).toHaveText('Collapse');
  await expect(page.locator('.ld-item-name', { hasText: 'Storing wool over summer' })).toBeVisible();

  const all = page.locator('[data-ld-expands="ld-item-list-100"]');
  await expect(all).toHaveText('Expand All');
  await all.click();
  await expect(all).toHaveText('Collapse All');
  await expect(page.getByText('Colour palette')).toBeVisible();
  await expect(page.locator('.ld-item-list-item-expanded[hidden]')).toHaveCount(0);

  // A lesson's details, opened from the keyboard and closed with Escape.
  const details = page.locator('#ld-expand-1022 [data-ld-modal-trigger]');
  await details.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Storing wool over summer' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('link', { name: 'Shop what it covers' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();

  // A quiz's info, closed with its own button, then from the overlay.
  const quiz = page.locator('[data-ld-modal-trigger="ld-quiz-info-1039"]');
  await quiz.click();
  const quizDialog = page.getByRole('dialog', { name: 'Final quiz' });
  await expect(quizDialog).toContainText('Pass mark: 80%');
  await quizDialog.getByRole('button', { name: 'Understood' }).click();
  await expect(quizDialog).toBeHidden();
  await expect(quiz).toBeFocused();
  await quiz.click();
  await expect(quizDialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(quizDialog).toBeHidden();

  await all.click();
  await expect(all).toHaveText('Expand All');
  await expect(page.getByText('Colour palette')).toBeHidden();
  expect(pageErrors).toEqual([]);
});

test('without JavaScript the course page shows every section and each modal\'s content', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/demo/course/');
  await expect(page.getByText('Colour palette')).toBeVisible();
  await expect(page.getByText('You may take it again as often as you like').first()).toBeVisible();
  await page.locator('#ld-expand-1011 [data-ld-modal-trigger]').click();
  await expect(page).toHaveURL(/#ld-lesson-details-1011$/);
  await context.close();
});
