import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e.ts';

/** The media page: galleries (table 160), zoom (161) and audio previews in two tables (162, 163). */
const MEDIA = '/demo/product-table/media/';

/**
 * Hovers a target once the page has stopped scrolling to it: the offset zoom goes on any scroll, and
 * the scroll that brings the target into view can be dispatched after the pointer has entered it.
 */
async function hoverStill(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await target.hover();
}

async function openMedia(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(MEDIA);
  const table = (id: number) => page.locator(`shop-product-table:has(#wcpt-${id})`);
  await expect(table(163).locator('button.wcpt-player__toggle').first()).toBeVisible();
  const row = (id: number, name: string) => table(id).locator('tr.wcpt-row', { has: page.locator('.wcpt-title', { hasText: name }) });
  return { table, row };
}

test.describe('product table: media', () => {
  test('zoom, offset zoom and audio previews, one playing at a time across two tables', async ({ page, pageErrors }) => {
    const { table, row } = await openMedia(page);

    // Hover zoom: the image grows by its level while the pointer is on it.
    const zoom = row(161, 'Oak bookends').locator('.wcpt-zoom-enabled');
    await zoom.hover();
    await expect(zoom).toHaveCSS('transform', 'matrix(2, 0, 0, 2, 0, 0)');

    // Offset zoom: the large picture beside the cursor, gone once the pointer leaves.
    const offset = row(161, 'Oak bookends').locator('.wcpt-product-image-wrapper--offset-zoom-enabled');
    await hoverStill(page, offset);
    const popup = page.locator('body > .wcpt-offset-zoom-container');
    await expect(popup).toHaveAttribute('aria-hidden', 'true');
    await expect(popup.locator('img')).toHaveAttribute('src', '/demo-assets/img/26.svg');
    await page.mouse.move(5, 5);
    await expect(popup).toHaveCount(0);

    // Audio: Space on one table's preview, then Enter on the other table's: the first stops.
    const first = row(162, 'Field pencil set');
    const second = row(163, 'Wall clock');
    await first.getByRole('button', { name: 'Play the audio preview of Field pencil set' }).focus();
    await page.keyboard.press('Space');
    await expect(first.locator('button.wcpt-player__toggle')).toHaveAttribute('aria-pressed', 'true');
    await expect(first).toHaveClass(/wcpt-waveplayer-active/);
    await second.getByRole('button', { name: 'Play the audio preview of Wall clock' }).focus();
    await page.keyboard.press('Enter');
    await expect(second.locator('button.wcpt-player__toggle')).toHaveAttribute('aria-pressed', 'true');
    await expect(first.locator('button.wcpt-player__toggle')).toHaveAttribute('aria-pressed', 'false');
    await expect(first).not.toHaveClass(/wcpt-waveplayer-active/);
    await expect(page.locator('tr.wcpt-waveplayer-active')).toHaveCount(1);

    // A damaged file is said, not swallowed.
    await row(162, 'Ink bottle').locator('button.wcpt-player__toggle').click();
    await expect(row(162, 'Ink bottle').locator('.wcpt-player__error')).toHaveText('The audio preview of Ink bottle could not be played.');
    await expect(table(162).locator('.wcpt-player__error')).toHaveCount(1);
    expect(pageErrors).toEqual([]);
  });

  test('zoom and offset zoom drop their transitions under prefers-reduced-motion', async ({ page }) => {
    const { row } = await openMedia(page);
    const zoom = row(161, 'Tea lights').locator('.wcpt-zoom-enabled');
    await expect(zoom).toHaveCSS('transition-duration', '0.2s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(zoom).toHaveCSS('transition-duration', '0s');
    await hoverStill(page, row(161, 'Tea lights').locator('.wcpt-product-image-wrapper--offset-zoom-enabled'));
    await expect(page.locator('.wcpt-offset-zoom-container')).toHaveCSS('transition-duration', '0s');
  });

  // Opens the shared lightbox (src/controllers/lightbox/open.ts).
  test('keyboard: the image opens the gallery lightbox and focus comes back on close', async ({ page }) => {
    const { row } = await openMedia(page);
    const image = row(160, 'Brass camp lamp').getByRole('button', { name: 'View larger images of Brass camp lamp' });
    await image.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.pswp img.pswp__img[src$="/demo-assets/img/25.svg"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.pswp')).toHaveCount(0);
    await expect(image).toBeFocused();
  });
});
