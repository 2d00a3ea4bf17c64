import { test as base, type ConsoleMessage, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Collects console errors and uncaught page errors of one page. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    // The browser's own favicon request is not part of the page.
    if (/\/favicon\.ico(\?|$)/.test(message.location().url)) return;
    errors.push(`console.error: ${message.text()} (${message.location().url})`);
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
