import { expect, test } from '../helpers/e2e.ts';

// A shopper browses the gallery page: opens a picture, moves with the keys, shares, meets the
// broken picture, closes with Back, and opens a shared link.
test('the gallery page: open, move, share, the broken picture, Back, and a shared link', async ({ page, pageErrors }) => {
  await page.goto('/demo/lightbox/');
  await expect(page.locator('shop-lightbox[data-shop-ready]')).toHaveCount(1);
  const dialog = page.locator('.pswp[data-opened]');
  const live = dialog.locator('.pswp__live');

  await page.locator('.gallery a').nth(1).click();
  await expect(dialog).toHaveAttribute('role', 'dialog');
  await expect(live).toHaveText('2 of 5');
  await expect(page).toHaveURL(/#&gid=1&pid=2$/);
  await expect(dialog.locator('.pswp__caption')).toHaveText('T-shirt with colour and logo');

  await page.keyboard.press('ArrowRight');
  await expect(live).toHaveText('3 of 5');
  await expect(page).toHaveURL(/#&gid=1&pid=3$/);

  await dialog.getByRole('button', { name: 'Share' }).click();
  const pin = dialog.locator('.pswp__share-menu a', { hasText: 'Pinterest' });
  const pinUrl = new URL((await pin.getAttribute('href'))!);
  expect(pinUrl.searchParams.get('media')).toMatch(/\/demo-assets\/img\/3\.svg$/);
  expect(pinUrl.searchParams.get('url')).toMatch(/\/demo\/lightbox\/#&gid=1&pid=3$/);
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('button', { name: 'Share' })).toHaveAttribute('aria-expanded', 'false');

  await page.goBack();
  await expect(page.locator('.pswp')).toHaveCount(0);
  await expect(page).toHaveURL(/\/demo\/lightbox\/$/);
  await expect(page.locator('.gallery a').nth(1)).toBeFocused();

  // The broken picture of the second gallery.
  await page.locator('.wp-block-gallery a').nth(1).click();
  await expect(live).toHaveText('2 of 4');
  const error = dialog.locator('.pswp__item[aria-hidden="false"] .pswp__error-msg');
  await expect(error).toContainText('The image could not be loaded.');
  await expect(error.locator('a')).toHaveAttribute('href', /\/demo-assets\/img\/999999\.svg$/);
  await page.keyboard.press('Escape');
  await expect(page.locator('.pswp')).toHaveCount(0);
  await expect(page).toHaveURL(/\/demo\/lightbox\/$/);

  // A shared link opens the same picture.
  await page.goto('/demo/lightbox/#&gid=2&pid=3');
  await expect(page.locator('.pswp[data-opened] .pswp__live')).toHaveText('3 of 4');
  await expect(page.locator('.pswp__caption')).toHaveText('Gift card (one per order)');
  // The broken picture's 404 is the only error the page may log.
  expect(pageErrors.filter((e) => !/404 .*\/demo-assets\/img\/999999\.svg/.test(e))).toEqual([]);
});
