// Journeys on the real add-ons (../shared/realstore/addons.sh: the product-table add-on's free edition and
// bbPress), in the shape of JOURNEYS (journeys.mjs) and run on the same page wrapper (browser.mjs). Each has
// `skip(ids)`: the reason it cannot run on this store (the add-ons were not installed: their archives are
// missing, or addons.sh was not run), else undefined. Both check what a shopper would see break: an uncaught
// error of any script, not only of ours.
import { JourneyError, serverCart } from './journeys.mjs';

const uncaught = (page) => page.messages.filter((m) => m.type === 'pageerror').map((m) => m.text);

function expectNoUncaught(page, when) {
  const errors = uncaught(page);
  if (errors.length) throw new JourneyError(`${when}: uncaught ${errors.join(' | ')}`);
}

async function signIn(page, member) {
  await page.goto(member.login_url);
  await page.evaluate(({ login, password }) => {
    document.querySelector('#user_login').value = login;
    document.querySelector('#user_pass').value = password;
    document.querySelector('#loginform').submit();
  }, member);
  await page.waitFor('the sign-in', () => document.readyState === 'complete' && !document.querySelector('#loginform'));
}

export const ADDON_JOURNEYS = [
  {
    name: 'forum: Reply on a threaded reply moves the form where bbPress does, Cancel puts it back, no error',
    lite: true,
    skip: (ids) => (ids.forum?.topics ? undefined : 'bbPress is not on the store (no `forum` in ids.json: run realstore/addons.sh)'),
    async run(page, { ids, mode }) {
      await signIn(page, ids.forum.member);
      const topic = ids.forum.topics['hoodie-sizes'];
      const reply = topic.replies.find((r) => r.reply_to > 0);
      await page.goto(topic.url);
      if (mode !== 'platform') {
        // As a theme places it, beside bbPress's markup, unless the plugin already did: bbPress's own
        // reply script may still be on the page, and its inline handler must not run a second move.
        await page.evaluate(() => {
          if (!document.querySelector('forum-reply-form')) {
            document.querySelector('#bbpress-forums').after(Object.assign(document.createElement('forum-reply-form'), { forElement: document.querySelector('#bbpress-forums') }));
          }
        });
        await page.waitFor('<forum-reply-form> ready', () => document.querySelector('forum-reply-form')?.hasAttribute('data-shop-ready'));
      }
      const home = await page.evaluate(() => {
        window.__samePage = true;
        const respond = document.querySelector('[id^="new-reply-"]');
        window.__replyHome = respond.previousElementSibling;
        return respond.id;
      });
      const link = `a.bbp-reply-to-link[href*="bbp_reply_to=${reply.id}"]`;
      await page.click(link);
      await page.waitFor(`the form under reply ${reply.id}`, ({ id, home }) => {
        const respond = document.getElementById(home);
        const box = document.getElementById(`post-${id}`)?.parentElement;
        return document.querySelector('#bbp_reply_to')?.value === String(id) && box?.lastElementChild === respond
          && getComputedStyle(document.querySelector('#bbp-cancel-reply-to-link')).display !== 'none';
      }, { id: reply.id, home });
      await page.click('#bbp-cancel-reply-to-link');
      await page.waitFor('the form back in its place', (home) => {
        const respond = document.getElementById(home);
        return document.querySelector('#bbp_reply_to')?.value === '0' && respond.previousElementSibling === window.__replyHome
          && getComputedStyle(document.querySelector('#bbp-cancel-reply-to-link')).display === 'none';
      }, home);
      if (!(await page.evaluate(() => window.__samePage === true))) throw new JourneyError('the Reply or Cancel link loaded a page');
      expectNoUncaught(page, 'Reply and Cancel');
    },
  },
  {
    name: "table: the variable product's modal opens, the variation is chosen and added, no error",
    lite: true,
    skip: (ids) => (ids.wcpt_tables?.variable ? undefined : 'the product-table add-on is not on the store (no `wcpt_tables` in ids.json: run realstore/addons.sh)'),
    async run(page, { ids }) {
      const product = ids.variable_small;
      const choice = { attribute_pa_color: 'blue', attribute_pa_size: 'medium', 'attribute_gift-wrap': 'No' };
      const variation = product.variations.find((v) => Object.entries(choice).every(([k, value]) => v.attributes[k] === value));
      await page.goto(ids.wcpt_tables.variable.url);
      await page.click(`tr[data-wcpt-product-id="${product.id}"] .wcpt-button-cart_ajax`);
      await page.waitFor("the add-on's product-form modal", () => !!document.querySelector('.wcpt-modal form.variations_form select[name^="attribute_"]'));
      for (const [name, value] of Object.entries(choice)) await page.select(`.wcpt-modal select[name="${name}"]`, value);
      await page.waitFor(`variation ${variation.id} found`, (id) => document.querySelector('.wcpt-modal input.variation_id')?.value === String(id)
        && !document.querySelector('.wcpt-modal .single_add_to_cart_button').classList.contains('disabled'), variation.id);
      await page.click('.wcpt-modal .single_add_to_cart_button');
      const deadline = Date.now() + 15_000;
      let cart;
      while (Date.now() < deadline) {
        cart = await serverCart(page).catch(() => undefined);
        if (JSON.stringify(cart) === JSON.stringify([{ id: variation.id, quantity: 1 }])) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      if (JSON.stringify(cart) !== JSON.stringify([{ id: variation.id, quantity: 1 }])) {
        throw new JourneyError(`the server's cart is ${JSON.stringify(cart)}, expected variation ${variation.id} once`);
      }
      expectNoUncaught(page, 'the modal');
    },
  },
];
