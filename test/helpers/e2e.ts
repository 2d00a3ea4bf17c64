import { test as base, type ConsoleMessage, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Collects console errors and uncaught page errors of one page. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error: Error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** `test` with a `pageErrors` fixture: the console errors and uncaught errors of `page`. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: async ({ page }, use) => {
    await use(collectPageErrors(page));
  },
});
