import { expect, test } from '../helpers/e2e.ts';

// The forum on the demo store, as a member uses it: sign in, favourite and subscribe to a topic,
// answer a reply in its thread, and start a topic of one's own.
const TOPIC = '/demo/forum/topic/9/';

test('a signed-in member favourites, subscribes, replies to a reply and creates a topic', async ({ page, pageErrors }) => {
  await page.goto(TOPIC);
  await expect(page.locator('.bbp-no-reply')).toContainText('You must be logged in');
  await page.locator('.bbp-no-reply a', { hasText: 'Sign in as demo' }).click();
  await expect(page).toHaveURL(new RegExp(`${TOPIC}$`));
  await expect(page.locator('forum-toggle[data-shop-ready]')).toHaveCount(1);
  await expect(page.locator('forum-reply-form[data-shop-ready]')).toHaveCount(1);

  const favorite = page.locator('a.favorite-toggle');
  await expect(favorite).toHaveAttribute('aria-pressed', 'false');
  await favorite.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await expect(favorite).toHaveText('Unfavorite');
  const subscribe = page.locator('a.subscription-toggle');
  await subscribe.click();
  await expect(subscribe).toHaveAttribute('aria-pressed', 'true');
  await expect(subscribe).toHaveText('Unsubscribe');

  // Both are stored: a reload prints them on.
  await page.reload();
  await expect(page.locator('#favorite-toggle .is-favorite a.favorite-toggle')).toHaveCount(1);
  await expect(page.locator('#subscription-toggle .is-subscribed a.subscription-toggle')).toHaveCount(1);

  // Reply to the first reply: the form moves under it, and the reply is stored in its thread.
  const replyLink = page.locator('a.bbp-reply-to-link').first();
  const parentId = await replyLink.getAttribute('data-reply-to');
  await replyLink.click();
  await expect(page.locator('#bbp_reply_to')).toHaveValue(parentId!);
  await expect(page.locator('#bbp_reply_content')).toBeFocused();
  await expect(page.locator('#bbp-cancel-reply-to-link')).toBeVisible();
  await page.keyboard.type('Agreed, and thanks for the tip.');
  await page.locator('#bbp_reply_submit').click();
  await expect(page.locator('.woocommerce-message')).toContainText('Your reply was posted.');
  const thread = page.locator(`li:has(> #post-${parentId}) > .bbp-threaded-replies`);
  await expect(thread).toContainText('Agreed, and thanks for the tip.');

  // A new topic, with the keyboard jumps of its form.
  await page.goto('/demo/forum/new-topic/');
  await expect(page.locator('forum-topic-form[data-shop-ready]')).toHaveCount(1);
  await page.locator('#bbp_forum_id').selectOption({ label: 'Show and tell' });
  await page.locator('#bbp_topic_title').fill('My first camp stove');
  await page.keyboard.press('Tab');
  await expect(page.locator('#bbp_topic_content')).toBeFocused();
  await page.keyboard.type('It boils water in three minutes.');
  await page.locator('#bbp_topic_tags').fill('stoves, gear');
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('#bbp_topic_content')).toBeFocused();
  await page.locator('#bbp_topic_submit').click();
  await expect(page.locator('h1')).toHaveText('My first camp stove');
  await expect(page.locator('.bbp-topic-lead')).toContainText('It boils water in three minutes.');
  await page.goto('/demo/forum/show-and-tell/');
  await expect(page.locator('.bbp-topics')).toContainText('My first camp stove');
  expect(pageErrors).toEqual([]);
});

test('an empty reply is refused with its message in the forum alert, which Escape closes', async ({ page }) => {
  await page.goto(`/__demo/login?user=demo&redirect=${encodeURIComponent(TOPIC)}`);
  await expect(page.locator('forum-reply-form[data-shop-ready]')).toHaveCount(1);
  await page.locator('#bbp_reply_content').evaluate((el) => el.removeAttribute('required'));
  await page.locator('#bbp_reply_submit').click();
  const alert = page.locator('forum-alert .bbp-alert-inner');
  await expect(alert).toHaveAttribute('role', 'alertdialog');
  await expect(alert).toContainText('Your reply cannot be empty.');
  await expect(page.locator('.bbp-alert-close')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('.bbp-alert-outer')).toBeHidden();
});
