// Journeys on the real add-ons (../shared/realstore/addons.sh: the product-table add-on's free edition and
// bbPress), in the shape of JOURNEYS (journeys.mjs) and run on the same page wrapper (browser.mjs). Each has
// `skip(ids)`: the reason it cannot run on this store (the add-ons were not installed: their archives are
// missing, or addons.sh was not run), else undefined. Both check what a shopper would see break: an uncaught
// error of any script, not only of ours.
import { ADMIN, clickToEffect, expectServerCart, JourneyError, platformCartRead, serverCart, settledBoxes, signIn } from './journeys.mjs';

const uncaught = (page) => page.messages.filter((m) => m.type === 'pageerror').map((m) => m.text);

/** The add-ons' front-end scripts (by the id WordPress prints: `<handle>-js`) that our plugin takes off. */
const ADDON_SCRIPTS = {
  wcpt: ['wcpt', 'freeze_table', 'antiscroll', 'multirange'],
  bbpress: ['bbpress-reply', 'bbpress-engagements'],
};

/**
 * With the add-ons' scripts (mode `platform`) their script is on the page and ours is not; in our modes
 * none of them, and ours: the plugin's automatic entry, or in mode `theme` (the plugin off) the drop-in
 * file the theme loads and not the plugin's.
 */
async function expectScripts(page, mode, addon) {
  const state = await page.evaluate((handles) => ({
    present: handles.filter((handle) => document.getElementById(`${handle}-js`)),
    plugin: !!document.querySelector('script[type="module"][src*="/storefront-elements/assets/"]'),
    theme: !!document.querySelector('script[type="module"][src*="/theme-elements/storefront-elements.js"]'),
  }), ADDON_SCRIPTS[addon]);
  if (mode === 'platform') {
    if (!state.present.length || state.plugin || state.theme) throw new JourneyError(`the add-on's own scripts expected, got ${JSON.stringify(state)}`);
  } else if (mode === 'theme') {
    if (state.present.length || state.plugin || !state.theme) throw new JourneyError(`the theme's tags and drop-in file alone expected, got ${JSON.stringify(state)}`);
  } else if (state.present.length || !state.plugin || state.theme) {
    throw new JourneyError(`nothing but our plugin expected: ${state.present.join(', ') || (state.theme ? "the theme's file" : 'no auto.js')} on the page`);
  }
}

/** In our modes, the element on the table (the plugin's automatic mode put it there, or the theme) is ready. */
async function tableReady(page, mode, id) {
  if (mode === 'platform') return;
  await page.waitFor('<shop-product-table> ready on the add-on\'s markup', (id) => {
    const element = [...document.querySelectorAll('shop-product-table')].find((e) => e.forElement?.id === `wcpt-${id}` || e.querySelector(`#wcpt-${id}`));
    return element?.hasAttribute('data-shop-ready');
  }, id);
}

/** `skip` of a journey on a seeded table: the reason it cannot run when the add-on was not installed. */
const withTable = (key) => (ids) => (ids.wcpt_tables?.[key] ? undefined : 'the product-table add-on is not on the store (no `wcpt_tables` in ids.json: run realstore/addons.sh)');
/** `skip` of a forum journey. */
const withForum = (ids) => (ids.forum?.topics ? undefined : 'bbPress is not on the store (no `forum` in ids.json: run realstore/addons.sh)');

/**
 * Opens a seeded table's page (`ids.wcpt_tables[key]`) as a shopper: the right scripts on it and, in our
 * modes, the element ready. Returns the table's id.
 */
async function openTable(page, ids, key, mode) {
  const { table_id: id, url } = ids.wcpt_tables[key];
  await page.goto(url);
  await expectScripts(page, mode, 'wcpt');
  await tableReady(page, mode, id);
  return id;
}

/** The table's shown rows, by product id, in order (each once: a frozen column repeats a row). */
export const shownRows = (id) => [...new Set([...document.querySelectorAll(`#wcpt-${id} tr.wcpt-row[data-wcpt-product-id]`)]
  .filter((row) => row.getClientRects().length > 0 && getComputedStyle(row).display !== 'none')
  .map((row) => Number(row.getAttribute('data-wcpt-product-id'))))];

/** The table's calls so far (POST ?wc-ajax=wcpt_ajax). */
/** In the page: the table's calls answered so far. */
export const tableCallsSoFar = () => performance.getEntriesByType('resource').filter((e) => e.name.includes('wc-ajax=wcpt_ajax')).length;
const tableCalls = (page) => page.evaluate(tableCallsSoFar);

/**
 * After a call: its answer came, the table is no longer loading and its rows stood still for 100 ms.
 * Returns the rows and the address bar's query.
 */
async function afterLoad(page, id, calls, what) {
  await page.waitFor(what, ({ id, calls, shown }) => {
    const done = performance.getEntriesByType('resource').filter((e) => e.name.includes('wc-ajax=wcpt_ajax')).length;
    const box = document.getElementById(`wcpt-${id}`);
    if (done <= calls || !box || box.matches('.wcpt-loading') || box.querySelector('.wcpt-loading')) return false;
    const key = new Function(`return (${shown})`)()(id).join(',');
    if (window.__rowsKey?.key !== key) window.__rowsKey = { key, since: performance.now() };
    return performance.now() - window.__rowsKey.since >= 100;
  }, { id, calls, shown: shownRows.toString() });
  // The query's parameters, sorted: the add-on leaves the URL its server answers, ours builds the same
  // parameters in the navigation's order.
  return page.evaluate(({ id, shown }) => ({ rows: new Function(`return (${shown})`)()(id), query: [...new URLSearchParams(location.search)].map(([k, v]) => `${k}=${v}`).sort().join('&') }), { id, shown: shownRows.toString() });
}

/** Polls until the rows are `rows` (Back and Forward, a same-page entry or a page load). */
async function expectRows(page, id, rows, what) {
  await page.waitFor(what, ({ id, rows, shown }) => document.readyState === 'complete'
    && new Function(`return (${shown})`)()(id).join(',') === rows.join(','), { id, rows, shown: shownRows.toString() });
  return page.evaluate(() => location.search);
}

/**
 * Opens a filter's dropdown by its heading (as a shopper: a click) and clicks the option's label once the
 * menu is open and its slide has ended: closed, the menu is 0 px high with the options clipped inside, so a
 * click then lands elsewhere.
 */
async function chooseOption(page, id, filter, option) {
  const box = `#wcpt-${id} ${filter}`;
  const opened = (sel) => {
    const dropdown = document.querySelector(sel);
    const menu = dropdown?.querySelector('.wcpt-dropdown-menu');
    return !!menu && dropdown.classList.contains('wcpt-open') && getComputedStyle(menu).opacity === '1';
  };
  await page.click(`${box} .wcpt-filter-heading`);
  // The add-on's script opens a dropdown on hover (50 ms after the pointer arrives) and ignores the click;
  // ours opens on the click. A shopper whose dropdown is still closed clicks once more.
  try {
    await page.waitFor(`${filter} open`, opened, box, 3_000);
  } catch {
    await page.click(`${box} .wcpt-filter-heading`);
    await page.waitFor(`${filter} open after a second click`, opened, box);
  }
  const calls = await tableCalls(page);
  await page.click(`${box} ${option}`);
  await page.waitFor(`${option} chosen`, ({ sel, calls }) => {
    const input = document.querySelector(sel)?.closest('.wcpt-dropdown-option')?.querySelector('input');
    const sent = performance.getEntriesByType('resource').filter((e) => e.name.includes('wc-ajax=wcpt_ajax')).length;
    return !!input?.checked || sent > calls;
  }, { sel: `${box} ${option}`, calls });
}

const oneLine = (text) => (text ?? '').replace(/\s+/g, ' ').trim();

function expectNoUncaught(page, when) {
  const errors = uncaught(page);
  if (errors.length) throw new JourneyError(`${when}: uncaught ${errors.join(' | ')}`);
}

export const ADDON_JOURNEYS = [
  {
    name: 'forum: Reply on a threaded reply moves the form where bbPress does, Cancel puts it back, no error',
    lite: true,
    skip: withForum,
    async run(page, { ids, mode }) {
      const topic = ids.forum.topics['hoodie-sizes'];
      const reply = topic.replies.find((r) => r.reply_to > 0);
      await signIn(page, ids.forum.member, topic.url);
      await expectScripts(page, mode, 'bbpress');
      if (mode !== 'platform') {
        // The plugin's automatic mode put the element on bbPress's markup, or the theme printed it inside.
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
    skip: withTable('variable'),
    async run(page, { ids, mode }) {
      const product = ids.variable_small;
      const choice = { attribute_pa_color: 'blue', attribute_pa_size: 'medium', 'attribute_gift-wrap': 'No' };
      const variation = product.variations.find((v) => Object.entries(choice).every(([k, value]) => v.attributes[k] === value));
      await openTable(page, ids, 'variable', mode);
      await page.click(`tr[data-wcpt-product-id="${product.id}"] .wcpt-button-cart_ajax`);
      await page.waitFor("the add-on's product-form modal", () => !!document.querySelector('.wcpt-modal form.variations_form select[name^="attribute_"]'));
      for (const [name, value] of Object.entries(choice)) await page.select(`.wcpt-modal select[name="${name}"]`, value);
      await page.waitFor(`variation ${variation.id} found`, (id) => document.querySelector('.wcpt-modal input.variation_id')?.value === String(id)
        && !document.querySelector('.wcpt-modal .single_add_to_cart_button').classList.contains('disabled'), variation.id);
      // The modal's variation panel opens under the button as the variation is found.
      await clickToEffect(page, '.wcpt-modal .single_add_to_cart_button', () =>
        expectServerCart(page, [{ id: variation.id, quantity: 1 }], 'after the add in the modal').then(() => true, (error) => error.message));
      expectNoUncaught(page, 'the modal');
    },
  },
  {
    name: 'table (instant search): Sort-by loads the table sorted, then typing filters its rows without a request, no error',
    lite: true,
    compare: true,
    skip: withTable('instant'),
    async run(page, { ids, mode }) {
      const id = await openTable(page, ids, 'instant', mode);
      let calls = await tableCalls(page);
      await chooseOption(page, id, '.wcpt-filter[data-wcpt-filter="sort_by"]', '.wcpt-dropdown-option:has(input[value="option_3"]) label');
      const sorted = await afterLoad(page, id, calls, 'the table sorted by price, high to low');
      if (sorted.rows[0] !== ids.simple.headphones.id) throw new JourneyError(`sorted by price high to low, the first row is ${sorted.rows[0]}`);
      calls = await tableCalls(page);
      await page.click(`#wcpt-${id} .wcpt-search-input`);
      await page.type(`#wcpt-${id} .wcpt-search-input`, 'mug');
      await page.waitFor('the rows narrowed to the mug', ({ id, mug, shown }) => new Function(`return (${shown})`)()(id).join(',') === String(mug), { id, mug: ids.simple.plain_mug.id, shown: shownRows.toString() });
      const search = await page.evaluate((id) => ({
        count: document.querySelector(`#wcpt-${id} .wcpt-result-count`)?.textContent.replace(/\s+/g, ' ').trim(),
        stripes: [...document.querySelectorAll(`#wcpt-${id} tr.wcpt-row`)].filter((r) => r.getClientRects().length).map((r) => (r.classList.contains('wcpt-odd') ? 'odd' : r.classList.contains('wcpt-even') ? 'even' : '')),
      }), id);
      if ((await tableCalls(page)) !== calls) throw new JourneyError('instant search sent a request');
      expectNoUncaught(page, 'sort-by and instant search');
      return { sorted: sorted.rows, sortedQuery: sorted.query, search };
    },
  },
  {
    // The elements add no box of their own on the add-ons' markup: the navigation, the table and its
    // pagination, and the forum's parts stand where the add-ons' own scripts leave them.
    name: "layout (add-ons): the table's and the forum's boxes are those of the add-ons' own scripts",
    // Not in ours-lite: the table and the forum are the add-ons' markup under DOM controllers; the renderer draws none of it.
    compare: true,
    skip: (ids) => withTable('filters')(ids) ?? withForum(ids),
    async run(page, { ids, mode }) {
      const id = await openTable(page, ids, 'filters', mode);
      const table = await settledBoxes(page, [`#wcpt-${id} .wcpt-navigation`, `#wcpt-${id} .wcpt-filter-row`, `#wcpt-${id} .wcpt-table-scroll-wrapper-outer`, `#wcpt-${id} table.wcpt-table`, `#wcpt-${id} .wcpt-pagination`]);
      await page.goto(ids.forum.topics['hoodie-sizes'].url);
      await expectScripts(page, mode, 'bbpress');
      // bbPress says how long ago the topic was updated ("21 hours, 22 minutes ago"): a longer text wraps the
      // notice onto a second line (16 px), so the two modes, measured minutes apart, would differ by the clock.
      await page.evaluate(() => {
        for (const el of document.querySelectorAll('#bbpress-forums a, #bbpress-forums span')) {
          if (!el.children.length && / ago$/.test(el.textContent.trim())) el.textContent = '1 day ago';
        }
      });
      const forum = await settledBoxes(page, ['#bbpress-forums', 'ul.bbp-replies', '.bbp-pagination']);
      for (const [where, boxes] of Object.entries({ table, forum })) {
        for (const [selector, box] of Object.entries(boxes)) if (!box) throw new JourneyError(`${where}: no ${selector} on the page`);
      }
      expectNoUncaught(page, 'the layout');
      return { table, forum };
    },
  },
  {
    name: 'table (filters): category, price range and server search load the filtered table, the address bar follows, no error',
    compare: true,
    skip: withTable('filters'),
    async run(page, { ids, mode }) {
      const id = await openTable(page, ids, 'filters', mode);
      let calls = await tableCalls(page);
      await chooseOption(page, id, '.wcpt-filter[data-wcpt-filter="category"]', 'label[data-wcpt-slug="clothing"]');
      const category = await afterLoad(page, id, calls, 'the table of one category');
      calls = await tableCalls(page);
      await chooseOption(page, id, '.wcpt-range-filter', `.wcpt-dropdown-option:has(input[name="${id}_price_range"][value="option_2"]) label`);
      const price = await afterLoad(page, id, calls, 'the table of one category over $30');
      calls = await tableCalls(page);
      await page.click(`#wcpt-${id} .wcpt-search-input`);
      await page.type(`#wcpt-${id} .wcpt-search-input`, 'set');
      await page.press('Enter');
      const search = await afterLoad(page, id, calls, 'the table searched on the server');
      expectNoUncaught(page, 'the filters');
      return { category, price, search };
    },
  },
  {
    name: 'table (pages): pages 1 → 2 → 3 load in place (ours: Back and Forward restore the table), no error',
    compare: true,
    skip: withTable('filters'),
    async run(page, { ids, mode }) {
      const id = await openTable(page, ids, 'filters', mode);
      const first = await page.evaluate(({ id, shown }) => new Function(`return (${shown})`)()(id), { id, shown: shownRows.toString() });
      let calls = await tableCalls(page);
      await page.click(`#wcpt-${id} .wcpt-pagination a.page-numbers[href*="_paged=2"]`);
      const second = await afterLoad(page, id, calls, 'page 2');
      calls = await tableCalls(page);
      await page.click(`#wcpt-${id} .wcpt-pagination a.page-numbers[href*="_paged=3"]`);
      const third = await afterLoad(page, id, calls, 'page 3');
      // The add-on's script replaces the address (history.replaceState): Back leaves the table's page. Ours
      // adds an entry per page, and Back and Forward show the table as it was.
      if (mode !== 'platform') {
        await page.back();
        const back = await expectRows(page, id, second.rows, 'Back: page 2 again');
        await page.back();
        await expectRows(page, id, first, 'Back: page 1 again');
        await page.forward();
        const forward = await expectRows(page, id, second.rows, 'Forward: page 2 again');
        const sorted = (search) => [...new URLSearchParams(search)].map(([k, v]) => `${k}=${v}`).sort().join('&');
        if (sorted(back) !== second.query || sorted(forward) !== second.query) throw new JourneyError(`Back and Forward to page 2 left ${back} and ${forward}, not ${second.query}`);
      }
      expectNoUncaught(page, 'the pages');
      return { first, second, third };
    },
  },
  {
    name: 'table (infinite scroll): scrolling loads the next rows until the last page, then the dots hide, no error',
    compare: true,
    skip: withTable('infinite'),
    async run(page, { ids, mode }) {
      const id = await openTable(page, ids, 'infinite', mode);
      const counts = [];
      for (let round = 0; round < 6; round += 1) {
        const state = await page.evaluate(({ id, shown }) => ({
          rows: new Function(`return (${shown})`)()(id).length,
          dots: !!document.querySelector(`#wcpt-${id} .wcpt-infinite-scroll-dots`)?.getClientRects().length,
        }), { id, shown: shownRows.toString() });
        counts.push(state.rows);
        if (!state.dots) break;
        // The observer fires on a change of intersection: away from the dots, then to them, with a rendering
        // between the two (a loaded machine may draw none between two calls, and the change goes unseen).
        await page.evaluate(() => new Promise((resolve) => {
          window.scrollTo(0, 0);
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }));
        await page.evaluate((id) => document.querySelector(`#wcpt-${id} .wcpt-infinite-scroll-dots`).scrollIntoView({ block: 'end' }), id);
        await page.waitFor(`more than ${state.rows} rows, or the dots gone`, ({ id, rows, shown }) => {
          const now = new Function(`return (${shown})`)()(id).length;
          return now > rows || !document.querySelector(`#wcpt-${id} .wcpt-infinite-scroll-dots`)?.getClientRects().length;
        }, { id, rows: state.rows, shown: shownRows.toString() });
      }
      const rows = await page.evaluate(({ id, shown }) => new Function(`return (${shown})`)()(id), { id, shown: shownRows.toString() });
      if (rows.length !== 14) throw new JourneyError(`after scrolling to the end the table shows ${rows.length} rows, not 14 (${counts.join(' → ')})`);
      expectNoUncaught(page, 'infinite scroll');
      // Compared: the rows in order and the pages asked for. Not the counts seen on the way: the dots stand at
      // the window's lower edge when the page loads, so both scripts load page 2 by themselves, and whether
      // it has come when the first count is taken depends on the machine (8 with the add-on's script, 4 with
      // ours, in one run).
      return { rows, calls: await tableCalls(page) };
    },
  },
  {
    name: 'table (cart): quantity 3 and Add to cart put 3 in the cart on the server, the mini cart shows it, no error',
    lite: true,
    skip: withTable('cart'),
    async run(page, { ids, mode }) {
      const mug = ids.simple.plain_mug.id;
      const id = await openTable(page, ids, 'cart', mode);
      if (mode !== 'platform') {
        // On the element automatic mode placed beside the add-on's markup (or the theme around it); the markup stays as printed.
        await page.waitFor("the table's cart controls acting", (id) => {
          const element = [...document.querySelectorAll('shop-product-table')].find((e) => e.forElement?.id === `wcpt-${id}` || e.querySelector(`#wcpt-${id}`));
          return !!element?.hasAttribute('data-shop-cart-ready') && !document.getElementById(`wcpt-${id}`)?.hasAttribute('data-shop-cart-ready');
        }, id);
      }
      await platformCartRead(page);
      const row = `#wcpt-${id} tr[data-wcpt-product-id="${mug}"]`;
      await page.evaluate((row) => { document.querySelector(`${row} input.qty`).value = ''; }, row);
      await page.type(`${row} input.qty`, '3');
      await page.click(`${row} .wcpt-button-cart_ajax`);
      await page.waitFor('the mini cart listing the mug', (id) => !!document.querySelector(`div.widget_shopping_cart_content a.remove_from_cart_button[data-product_id="${id}"]`), mug);
      const cart = await serverCart(page);
      if (JSON.stringify(cart) !== JSON.stringify([{ id: mug, quantity: 3 }])) throw new JourneyError(`the server's cart is ${JSON.stringify(cart)}, expected 3 of ${mug}`);
      const calls = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('wc-ajax=wcpt_cart')).length);
      if (calls < 1) throw new JourneyError('no wcpt_cart call');
      expectNoUncaught(page, 'the add');
    },
  },
  {
    name: 'forum: Favorite and Subscribe switch over bbPress\'s own call and back, no page load, no error',
    lite: true,
    // The member's favourites and subscriptions are one state on the server, whichever browser switches them.
    exclusive: 'the forum member',
    skip: withForum,
    async run(page, { ids, mode }) {
      const topic = ids.forum.topics['gift-wrap'];
      await signIn(page, ids.forum.member, topic.url);
      if (!(await page.evaluate(() => document.body.classList.contains('logged-in')))) {
        throw new JourneyError('the member, signed in, is signed out on the topic: the session did not hold');
      }
      await expectScripts(page, mode, 'bbpress');
      if (mode !== 'platform') await page.waitFor('<forum-toggle> ready', () => document.querySelector('forum-toggle')?.hasAttribute('data-shop-ready'));
      await page.evaluate(() => { window.__samePage = true; });
      const labels = [];
      for (const [selector, on, off] of [['a.favorite-toggle', 'Unfavorite', 'Favorite'], ['a.subscription-toggle', 'Unsubscribe', 'Subscribe']]) {
        for (const want of [on, off]) {
          await page.click(selector);
          await page.waitFor(`${selector} saying ${want}`, ({ selector, want }) => document.querySelector(selector)?.textContent.trim() === want, { selector, want });
          labels.push(want);
        }
      }
      const calls = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('bbp-ajax=true')).length);
      if (calls < 4) throw new JourneyError(`${calls} calls to bbPress's ?bbp-ajax=true, expected 4`);
      if (!(await page.evaluate(() => window.__samePage === true))) throw new JourneyError('a toggle loaded a page');
      expectNoUncaught(page, 'the toggles');
    },
  },
  {
    name: 'forum: a reply posted under a threaded reply is shown under it, no error',
    skip: withForum,
    async run(page, { ids, mode }) {
      // As the forum's keymaster: bbPress lets a member post once in 10 s, and the suite posts in every mode.
      const topic = ids.forum.topics['matrix-tee'];
      const reply = topic.replies.find((r) => r.reply_to > 0);
      await signIn(page, { ...ADMIN, login_url: ids.forum.member.login_url }, topic.url);
      await expectScripts(page, mode, 'bbpress');
      if (mode !== 'platform') await page.waitFor('<forum-reply-form> ready', () => document.querySelector('forum-reply-form')?.hasAttribute('data-shop-ready'));
      await page.click(`a.bbp-reply-to-link[href*="bbp_reply_to=${reply.id}"]`);
      await page.waitFor('the form under the reply', (id) => document.querySelector('#bbp_reply_to')?.value === String(id), reply.id);
      const text = `Posted in ${page.kind} ${mode} ${Date.now()}`;
      await page.click('#bbp_reply_content');
      // The text is put in at once and its last character typed: a key costs about 150 ms on this page in Chromium.
      await page.evaluate((text) => { document.querySelector('#bbp_reply_content').value = text.slice(0, -1); }, text);
      await page.type('#bbp_reply_content', text.slice(-1));
      await page.click('#bbp_reply_submit');
      const placed = await page.waitFor('the new reply on the page, under the one it answers', ({ text, id }) => {
        if (document.readyState !== 'complete') return false;
        const body = [...document.querySelectorAll('.bbp-reply-content')].find((node) => node.textContent.includes(text));
        if (!body) return false;
        const parent = document.getElementById(`post-${id}`)?.closest('li');
        return parent?.contains(body) ? 'under' : 'elsewhere';
      }, { text, id: reply.id });
      if (placed !== 'under') throw new JourneyError('the reply was posted, but not under the reply it answers');
      expectNoUncaught(page, 'the post');
    },
  },
  {
    name: 'forum: the new-topic form tabs from the title to the text and back from the tags, no error',
    skip: withForum,
    async run(page, { ids, mode }) {
      await signIn(page, ids.forum.member, ids.forum.forum_url);
      if (mode !== 'platform') await page.waitFor('<forum-topic-form> ready', () => document.querySelector('forum-topic-form')?.hasAttribute('data-shop-ready'));
      const focused = [];
      await page.click('#bbp_topic_title');
      await page.press('Tab');
      focused.push(await page.evaluate(() => document.activeElement?.id));
      await page.click('#bbp_topic_tags');
      await page.press('Shift+Tab');
      focused.push(await page.evaluate(() => document.activeElement?.id));
      if (JSON.stringify(focused) !== JSON.stringify(['bbp_topic_content', 'bbp_topic_content'])) {
        throw new JourneyError(`Tab from the title and Shift+Tab from the tags reached ${JSON.stringify(focused)}`);
      }
      expectNoUncaught(page, 'the topic form');
    },
  },
];
