import type { Page } from '@playwright/test';
import { expect, test } from '../helpers/e2e.ts';

// A shopper on the demo store with the provider's cart recovery (<cart-recovery>) and order
// attribution (<order-attribution>): nothing is recorded before consent; with it the e-mail fields
// are captured and the order carries where the visit came from; declining clears the attribution.
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The row of the demo admin page for `email`: its subscribed flag and recovery link, or null. */
async function captured(page: Page, email: string): Promise<{ subscribed: string; link: string } | null> {
  const html = await (await page.request.get('/demo/cart-recovery/captured/')).text();
  const row = new RegExp(`<tr data-email="${email.replace(/[.+]/g, '\\$&')}">.*?<td class="subscribed">(yes|no)</td>.*?href="([^"]+)"`).exec(html);
  return row ? { subscribed: row[1]!, link: row[2]!.replace(/&amp;/g, '&') } : null;
}

async function cookie(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === name)?.value;
}

/** pages_seen of the attribution session (the `pgs` field of `sbjs_session`), or null without one. */
async function sessionPages(page: Page): Promise<number | null> {
  const value = await cookie(page, 'sbjs_session');
  if (value === undefined) return null;
  const pages = /(?:^|\|\|\|)pgs=(\d+)/.exec(decodeURIComponent(value));
  return pages ? Number(pages[1]) : null;
}

async function consent(page: Page, allow: boolean): Promise<void> {
  await page.locator('.demo-consent a.button').click();
  await expect(page.locator('.demo-consent')).toContainText(allow ? 'allowed.' : 'not allowed.');
}

test('cart recovery: nothing before consent, then the contact, newsletter, checkout and a recovery link', async ({ page, pageErrors }) => {
  await page.goto('/demo/contact/');
  await expect(page.locator('cart-recovery[data-shop-ready]')).toHaveCount(1);
  const early = `early.${stamp()}@example.com`;
  await page.locator('#email').fill(early);
  await page.locator('#message').click();
  await consent(page, true);
  expect(await captured(page, early)).toBeNull();
  expect(await cookie(page, 'mailchimp.cart.current_email')).toBeUndefined();

  // Typing pauses: sent without leaving the field.
  const email = `jane.${stamp()}+shop@example.com`;
  await expect(page.locator('cart-recovery[data-shop-ready]')).toHaveCount(1);
  await page.locator('#email').pressSequentially(email);
  await expect.poll(() => captured(page, email), { timeout: 10_000 }).toEqual(expect.objectContaining({ subscribed: 'no' }));
  expect(decodeURIComponent((await cookie(page, 'mailchimp.cart.current_email'))!)).toBe(email);
  await page.locator('#contact-newsletter').check();
  await expect.poll(async () => (await captured(page, email))?.subscribed).toBe('yes');

  // The checkout's billing e-mail, on blur; the contact address becomes the previous one.
  const billing = `billing.${stamp()}@example.org`;
  await page.goto('/checkout/');
  // As on the contact page: the shopper types once the element watches the fields (a value typed before
  // that is read on the field's next focus or blur, as the platform's script reads it).
  await expect(page.locator('cart-recovery[data-shop-ready]')).toHaveCount(1);
  await page.locator('#billing_email').fill(billing);
  await page.locator('#billing_phone').click();
  await expect.poll(() => captured(page, billing)).toEqual(expect.objectContaining({ subscribed: 'no' }));
  expect(decodeURIComponent((await cookie(page, 'mailchimp.cart.previous_email'))!)).toBe(email);

  // The recovery link of the first address makes it the current one again.
  const { link } = (await captured(page, email))!;
  await page.goto(link);
  await expect.poll(async () => decodeURIComponent((await cookie(page, 'mailchimp.cart.current_email')) ?? '')).toBe(email);
  const flags = (await page.context().cookies()).find((c) => c.name === 'mailchimp.cart.current_email')!;
  expect(flags).toMatchObject({ path: '/', secure: true, sameSite: 'Strict' });
  expect(pageErrors).toEqual([]);
});

test('order attribution: a campaign visit reaches the order; declining empties the inputs and clears the cookies', { tag: '@lite' }, async ({ page, pageErrors }) => {
  await page.goto('/demo/order-attribution/');
  await consent(page, true);
  // The landing page's view is counted once the element has run (later on the lite build, which
  // loads it on first use): leaving before that would lose a page of the session.
  await expect.poll(() => sessionPages(page)).toBe(1);
  await page.locator('a', { hasText: 'from the spring newsletter' }).click();
  await expect.poll(() => cookie(page, 'sbjs_current')).toContain('src%3Dnewsletter');
  expect(await sessionPages(page)).toBe(2);
  await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: '9', quantity: '1' } });

  await page.goto('/checkout/');
  const inputs = page.locator('form.checkout input[name^="wc_order_attribution_"]');
  await expect(page.locator('input[name="wc_order_attribution_utm_source"]')).toHaveValue('newsletter');
  await expect(page.locator('input[name="wc_order_attribution_source_type"]')).toHaveCount(1);
  await expect(inputs).toHaveCount(16);
  // Pages of this session with the element: the landing page twice (after consent, from the campaign), the checkout.
  await expect(page.locator('input[name="wc_order_attribution_session_pages"]')).toHaveValue('3');
  await page.locator('#billing_first_name').fill('Jane');
  await page.locator('#billing_last_name').fill('Doe');
  await page.locator('#billing_email').fill(`order.${stamp()}@example.com`);
  await page.locator('#place_order').click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/$/);
  const stored = (field: string) =>
    page.locator('table.demo-attribution tr').filter({ has: page.locator('th', { hasText: new RegExp(`^wc_order_attribution_${field}$`) }) }).locator('td');
  await expect(stored('utm_source')).toHaveText('newsletter');
  await expect(stored('source_type')).toHaveText('utm');
  await expect(stored('utm_campaign')).toHaveText('spring');
  await expect(stored('session_pages')).toHaveText('3');

  // Declining: the next page sends empty values and keeps no attribution cookie.
  await page.goto('/demo/order-attribution/');
  await consent(page, false);
  await page.goto('/checkout/');
  await expect(page.locator('input[name="wc_order_attribution_source_type"]')).toHaveValue('');
  expect((await page.context().cookies()).filter((c) => c.name.startsWith('sbjs_'))).toEqual([]);
  expect(pageErrors).toEqual([]);
});
