// The shopper journeys on the real store. Each runs in a fresh browser context (an empty cart), checks
// the page and the cart on the server, and may return an observation the suite compares between the
// platform's scripts and ours (layout boxes, what the snippets saw).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The cart as the server holds it for this page's cookies (Store API): [{ id, quantity }] by id. */
export async function serverCart(page) {
  return page.evaluate(async () => {
    const response = await fetch('/wp-json/wc/store/v1/cart', { credentials: 'same-origin', cache: 'no-store' });
    const cart = await response.json();
    return (cart.items ?? []).map((item) => ({ id: item.id, quantity: item.quantity })).sort((a, b) => a.id - b.id);
  });
}

export class JourneyError extends Error {}

/** The release, as the plugin puts it in the URL of its automatic entry. */
const VERSION = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;

function expectEqual(actual, expected, what) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new JourneyError(`${what}: expected ${e}, got ${a}`);
}

/** Polls the server cart until it holds `expected` (an add over AJAX or a form post may still be on its way). */
export async function expectServerCart(page, expected, what) {
  const deadline = Date.now() + 15_000;
  let cart;
  for (;;) {
    try {
      cart = await serverCart(page);
      if (JSON.stringify(cart) === JSON.stringify(expected)) return;
    } catch (error) {
      cart = `(${String(error.message).split('\n')[0]})`;
    }
    if (Date.now() > deadline) {
      const where = await page.evaluate(() => ({
        url: location.href,
        notices: [...document.querySelectorAll('.woocommerce-error, .woocommerce-message, .woocommerce-info')].map((n) => n.textContent.trim()),
      })).catch(() => ({}));
      throw new JourneyError(`${what}: the server's cart is ${JSON.stringify(cart)}, expected ${JSON.stringify(expected)} (page ${JSON.stringify(where)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Marks the document, so a later check can tell the page was not reloaded. */
const markDocument = (page) => page.evaluate(() => { window.__samePage = true; });
const stillSamePage = (page) => page.evaluate(() => window.__samePage === true);

const miniCartLists = (id) =>
  !!document.querySelector(`div.widget_shopping_cart_content a.remove_from_cart_button[data-product_id="${id}"]`);

/** The stored notice after a refused add: shown on the product page, and the focus on it. */
async function expectRefusedAdd(page, productUrl, text) {
  const path = new URL(productUrl).pathname;
  await page.waitFor(
    `the redirect to ${path}`,
    (p) => location.pathname === p && document.readyState === 'complete',
    path,
  );
  await page.waitFor(
    `a notice saying "${text}"`,
    (t) => [...document.querySelectorAll('.woocommerce-error, .woocommerce-message, .woocommerce-info')].some(
      (n) => n.textContent.includes(t) && n.getClientRects().length > 0,
    ),
    text,
  );
  await page.waitFor(
    'the focus on the notice',
    () => !!document.activeElement?.closest('.woocommerce-error, .woocommerce-message, .woocommerce-info, .woocommerce-notices-wrapper'),
  );
}

function variationOf(ids, attributes) {
  const variation = ids.variable_small.variations.find((v) =>
    Object.entries(attributes).every(([name, value]) => v.attributes[name] === value),
  );
  if (!variation) throw new Error(`no variation ${JSON.stringify(attributes)} in ids.json`);
  return variation;
}

function bigVariationOf(ids, letter, number, symbol) {
  const row = ids.variable_big.variations.find((r) => r[1] === letter && r[2] === number && r[3] === symbol);
  if (!row) throw new Error(`no Matrix Tee variation ${letter}/${number}/${symbol} in ids.json`);
  return { id: row[0], price: row[4], inStock: row[5], sku: `RS-MATRIX-${letter.toUpperCase()}-${number}-${symbol.toUpperCase()}` };
}

async function chooseOptions(page, options) {
  for (const [name, value] of Object.entries(options)) await page.select(`form.variations_form select[name="${name}"]`, value);
}

const variationState = () => {
  const form = document.querySelector('form.variations_form');
  const panel = form?.querySelector('.single_variation');
  return {
    variationId: form?.querySelector('input[name="variation_id"]')?.value ?? null,
    sku: document.querySelector('.product_meta .sku')?.textContent.trim() ?? null,
    price: panel?.querySelector('.woocommerce-variation-price')?.textContent.replace(/\s+/g, ' ').trim() ?? '',
    availability: panel?.querySelector('.woocommerce-variation-availability')?.textContent.replace(/\s+/g, ' ').trim() ?? '',
    panelShown: !!panel && panel.getClientRects().length > 0 && getComputedStyle(panel).display !== 'none',
    buttonDisabled: !!form?.querySelector('.single_add_to_cart_button')?.classList.contains('disabled'),
    selects: [...(form?.querySelectorAll('select[name^="attribute_"]') ?? [])].map((s) => s.value),
  };
};

/** Choose, price/stock panel, SKU swap, reset, add the exact variation: the same on both variable products. */
async function variationJourney(page, { url, parentSku, unavailable, choice, expected, onLoad }) {
  await page.goto(url);
  await onLoad?.();
  // An unavailable choice first: the panel says so and the button refuses.
  await chooseOptions(page, unavailable.options);
  await page.waitFor(
    `the out-of-stock panel for ${JSON.stringify(unavailable.options)}`,
    (id) => {
      const form = document.querySelector('form.variations_form');
      const availability = form?.querySelector('.woocommerce-variation-availability')?.textContent ?? '';
      return form?.querySelector('input[name="variation_id"]')?.value === String(id) && /out of stock/i.test(availability) &&
        form.querySelector('.single_add_to_cart_button')?.classList.contains('disabled');
    },
    unavailable.id,
  );
  await chooseOptions(page, choice);
  const state = await page.waitFor(
    `variation ${expected.id} with its price, SKU and panel`,
    (e) => {
      const form = document.querySelector('form.variations_form');
      const panel = form?.querySelector('.single_variation');
      const price = panel?.querySelector('.woocommerce-variation-price')?.textContent ?? '';
      const sku = document.querySelector('.product_meta .sku')?.textContent.trim();
      const ok = form?.querySelector('input[name="variation_id"]')?.value === String(e.id) && price.includes(e.price) && sku === e.sku &&
        panel.getClientRects().length > 0 && !form.querySelector('.single_add_to_cart_button')?.classList.contains('disabled');
      return ok && { price: price.replace(/\s+/g, ' ').trim(), sku };
    },
    expected,
  );
  await page.click('form.variations_form .reset_variations');
  await page.waitFor(
    'the reset: no option chosen, the parent SKU back, the panel hidden',
    (sku) => {
      const form = document.querySelector('form.variations_form');
      const selects = [...form.querySelectorAll('select[name^="attribute_"]')];
      const panel = form.querySelector('.single_variation');
      const variationId = form.querySelector('input[name="variation_id"]')?.value ?? '';
      return selects.every((s) => s.value === '') && document.querySelector('.product_meta .sku')?.textContent.trim() === sku &&
        (variationId === '' || variationId === '0') && (panel.getClientRects().length === 0 || panel.textContent.trim() === '');
    },
    parentSku,
  );
  await chooseOptions(page, choice);
  await page.waitFor(`variation ${expected.id} again`, (id) => {
    const form = document.querySelector('form.variations_form');
    return form?.querySelector('input[name="variation_id"]')?.value === String(id) &&
      !form.querySelector('.single_add_to_cart_button')?.classList.contains('disabled');
  }, expected.id);
  await postProductForm(page, 'form.variations_form .single_add_to_cart_button');
  // The cart is read once the page shows the add done (the form is posted): a read racing the post proves nothing.
  await addedNotice(page);
  await expectServerCart(page, [{ id: expected.id, quantity: 1 }], 'after adding the variation');
  return state;
}

/**
 * Clicks `selector`'s element and waits for `effect()`: true once the click took effect, else what was seen
 * instead. Firefox is clicked at coordinates: a click that reached something other than the element (the
 * pointer aimed as the form moved) is made once more and said in the log; a click that reached it without
 * effect is the page's fault and fails.
 */
export async function clickToEffect(page, selector, effect) {
  for (let attempt = 1; ; attempt += 1) {
    await page.evaluate((sel) => {
      const target = document.querySelector(sel);
      const probe = { clicks: [], submits: 0 };
      window.__clickProbe = probe;
      addEventListener('click', (event) => {
        probe.clicks.push({ onButton: !!target && event.target instanceof Node && target.contains(event.target), target: event.target?.outerHTML?.slice(0, 80) ?? String(event.target) });
      }, true);
      addEventListener('submit', () => { probe.submits += 1; }, true);
    }, selector);
    await page.click(selector);
    const seen = await effect();
    if (seen === true) return;
    const clicks = await page.evaluate(() => window.__clickProbe?.clicks ?? []).catch(() => []);
    if (clicks.some((click) => click.onButton)) throw new JourneyError(`the click on ${selector} reached it, yet ${seen} (clicks: ${JSON.stringify(clicks)})`);
    if (attempt === 2) throw new JourneyError(`two clicks aimed at ${selector} did not reach it: ${seen} (clicks: ${JSON.stringify(clicks)})`);
    console.log(`  (${page.kind}: the click aimed at ${selector} reached ${JSON.stringify(clicks)}; clicking again)`);
  }
}

/** Clicks the product form's button and waits until the form is posted (the page leaves or the submit fires). */
async function postProductForm(page, selector) {
  await clickToEffect(page, selector, () => page.waitFor('the form to be posted', () => {
    const probe = window.__clickProbe;
    // No probe: a new document, the post's answer.
    return !probe || probe.submits > 0;
  }, undefined, 5_000).then(
    () => true,
    async () => (await page.evaluate(() => !window.__clickProbe).catch(() => true)) || 'the form was not posted within 5 s',
  ));
}

/**
 * After a product form's post: the page it loads shows the success notice. That page is a page load (the
 * 1,000-variation product's takes seconds on a loaded machine), given a page load's 60 s; a failure says
 * what the page showed instead.
 */
async function addedNotice(page) {
  try {
    await page.waitFor('the success notice after the add', () => document.readyState === 'complete' &&
      [...document.querySelectorAll('.woocommerce-message')].some((n) => n.textContent.includes('has been added to your cart')), undefined, 60_000);
  } catch (error) {
    const shown = await page.evaluate(() => ({
      readyState: document.readyState,
      notices: [...document.querySelectorAll('.woocommerce-message, .woocommerce-error, .woocommerce-info')].map((n) => n.textContent.replace(/\s+/g, ' ').trim()),
      variationId: document.querySelector('form.variations_form input[name="variation_id"]')?.value ?? null,
      button: document.querySelector('form.variations_form .single_add_to_cart_button')?.className ?? null,
    })).catch(() => 'unreadable');
    throw new JourneyError(`${error.message}; the page showed ${JSON.stringify(shown)}`);
  }
}

/**
 * Waits until the page has loaded, the cart widget (printed empty by the platform) has been filled, and
 * nothing new was requested for 500 ms (a request in flight is not listed until it completes).
 */
function settle(page) {
  return page.waitFor('the page to settle', () => {
    const widget = document.querySelector('div.widget_shopping_cart_content');
    if (widget && widget.children.length === 0) return false;
    const key = `${document.readyState}|${performance.getEntriesByType('resource').length}`;
    if (document.readyState !== 'complete' || window.__settle?.key !== key) window.__settle = { key, since: performance.now() };
    return performance.now() - window.__settle.since >= 500;
  });
}

/**
 * Waits for the platform's cart script, where it runs, to have the cart it starts with: the fragments it kept
 * in the tab for the cart the cookie names, or else its read of the cart as the page starts. An answer to that
 * read that comes after an AJAX add (the cart before the add) replaces the mini cart the add filled, so a
 * shopper who clicks that early loses the mini cart's update on the platform's own scripts (ours read nothing
 * on a first view). The journeys click once a shopper could.
 */
export async function platformCartRead(page) {
  await page.waitFor('the platform\'s cart script to have its first cart (where it runs)', () => {
    const params = window.wc_cart_fragments_params;
    if (!params) return 'no cart script';
    if (performance.getEntriesByType('resource').some((entry) => entry.name.includes('wc-ajax=get_refreshed_fragments'))) return 'read';
    const cookie = document.cookie.match(/(?:^|; )woocommerce_cart_hash=([^;]*)/)?.[1];
    const kept = sessionStorage.getItem(params.fragment_name) && sessionStorage.getItem(params.cart_hash_key);
    return !!kept && cookie !== undefined && kept === decodeURIComponent(cookie) && 'kept';
  });
  await settle(page);
}

/** Boxes of the theme's containers, once the page has settled (no new resources, the same boxes for 400 ms). */
export async function settledBoxes(page, selectors) {
  await settle(page);
  return page.waitFor('the layout to settle', (sels) => {
    const w = window;
    const boxes = {};
    for (const selector of sels) {
      const el = document.querySelector(selector);
      if (!el) {
        boxes[selector] = null;
        continue;
      }
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      boxes[selector] = {
        x: Math.round(r.left + scrollX), y: Math.round(r.top + scrollY), width: Math.round(r.width), height: Math.round(r.height),
        margin: s.margin, padding: s.padding, display: s.display,
      };
    }
    const key = JSON.stringify(boxes) + performance.getEntriesByType('resource').length;
    if (document.readyState !== 'complete' || w.__boxes?.key !== key) w.__boxes = { key, since: performance.now() };
    return performance.now() - w.__boxes.since >= 400 && boxes;
  }, selectors);
}

/**
 * The ten snippets' part on the 12-variation product: what they hear as the page starts, on the
 * choice of blue, medium, no gift wrap (in the selects, or on the plugin's swatches) and on the reset.
 * The shop page's part has no variation form, so swatches change nothing there.
 */
async function snippetsOnVariableProduct(page, ids, { swatches }) {
  const take = () => (window.__snippets ?? []).splice(0);
  const choice = { attribute_pa_color: 'blue', attribute_pa_size: 'medium', 'attribute_gift-wrap': 'No' };
  const expected = variationOf(ids, choice).id;
  await page.goto(swatches ? `${ids.variable_small.url}?swatches=all` : ids.variable_small.url);
  await page.waitFor('the snippets on the page', () => Array.isArray(window.__snippets) && !!document.querySelector('.snippet-price'));
  if (swatches) await page.waitFor('a swatch group per attribute', (n) => document.querySelectorAll('form.variations_form .shop-swatches[role="radiogroup"]').length === n, Object.keys(choice).length);
  await settle(page);
  // What the page's own start fires (the form's first reset, the cart fragments) comes in either order. A
  // first view with no cart is read by the platform's cart script (wc_fragments_refreshed) and not by ours,
  // which shows the empty cart the plugin printed ('ten jQuery snippets' checks that it reads nothing).
  const productOnLoad = (await page.evaluate(take)).filter((r) => r.snippet !== 'fragments-refreshed')
    .map((r) => JSON.stringify(r)).sort().map((r) => JSON.parse(r));
  if (swatches) {
    for (const [name, value] of Object.entries(choice)) {
      await page.click(`form.variations_form .shop-swatches[data-attribute="${name}"] .shop-swatch[data-value="${value}"]`);
    }
  } else {
    await chooseOptions(page, choice);
  }
  await page.waitFor(`variation ${expected}`, (id) => document.querySelector('form.variations_form input[name="variation_id"]')?.value === String(id), expected);
  await page.waitFor('the custom price line', () => /Only 28 today/.test(document.querySelector('.snippet-price')?.textContent ?? ''));
  const chosen = await page.evaluate(take);
  if (swatches) {
    const checked = await page.evaluate(() => [...document.querySelectorAll('.shop-swatch[aria-checked="true"]')].map((s) => s.getAttribute('data-value')));
    expectEqual(checked, Object.values(choice), 'the swatches shown chosen');
  }
  await page.click('form.variations_form .reset_variations');
  await page.waitFor('reset_data', () => (window.__snippets ?? []).some((r) => r.snippet === 'reset-data'));
  if (swatches) await page.waitFor('no swatch chosen after the reset', () => !document.querySelector('.shop-swatch[aria-checked="true"]'));
  const reset = await page.evaluate(take);
  return { productOnLoad, chosen, reset };
}

/** Runs PHP code inside the store's WordPress (as its web server's user); returns what it printed. */
function inWordPress(code) {
  const wordpress = path.join(process.env.RS_ROOT || '/opt/realstore', 'wordpress');
  const php = `require ${JSON.stringify(path.join(wordpress, 'wp-load.php'))};\n${code}`;
  return execFileSync('runuser', ['-u', 'www-data', '--', 'php', '-r', php], { encoding: 'utf8', cwd: wordpress }).trim();
}

/**
 * The order attribution WooCommerce stored with an order (its `_wc_order_attribution_*` meta), read from
 * the store's database through WordPress, as the admin's order screen shows it.
 */
function storedAttribution(orderId) {
  return JSON.parse(inWordPress(`$order = wc_get_order(${Number(orderId)});
$out = array();
foreach ($order ? $order->get_meta_data() : array() as $meta) {
  $data = $meta->get_data();
  if (0 === strpos($data['key'], '_wc_order_attribution_')) $out[substr($data['key'], 22)] = $data['value'];
}
ksort($out);
echo json_encode($out);`));
}

/** An author of the store (no unfiltered_html: WordPress filters what they save), made once: its login. */
function storeAuthor() {
  const login = { user: 'se-author', password: 'se-author-password' };
  const html = inWordPress(`$user = get_user_by('login', ${JSON.stringify(login.user)});
$id = $user ? $user->ID : wp_insert_user(array('user_login' => ${JSON.stringify(login.user)}, 'user_pass' => ${JSON.stringify(login.password)}, 'user_email' => 'se-author@example.com', 'role' => 'author'));
if (is_wp_error($id)) { fwrite(STDERR, $id->get_error_message()); exit(1); }
wp_set_password(${JSON.stringify(login.password)}, $id);
echo user_can($id, 'unfiltered_html') ? 'unfiltered' : 'filtered';`);
  if (html !== 'filtered') throw new JourneyError(`the author may post unfiltered HTML (${html}): the journey would test nothing`);
  return login;
}

/** The store's administrator (test/platform and the real store's setup share it). */
export const ADMIN = { login: 'admin', password: 'realstore-admin' };

/** With it set to `stored`, a page's element families are those the settings screen saved (page-switch.php). */
export const FAMILIES_COOKIE = 'storefront_families';

/** The names the ten snippets record under (test/platform/snippets.js). */
export const SNIPPETS = ['cart-badge', 'popup', 'analytics', 'custom-price', 'theme-refresh', 'fragments-refreshed',
  'variation-has-changed', 'reset-data', 'removed', 'veto'];

/** The scripts a page loads, by WordPress handle (the id WordPress prints: `<handle>-js`), and our entry and settings. */
const pageScripts = () => {
  const settingsBlock = document.getElementById('storefront-settings');
  return {
    handles: [...document.querySelectorAll('script[id$="-js"][src]')].map((s) => s.id.slice(0, -3)),
    auto: [...document.querySelectorAll('script[type="module"][src]')].some((s) => /\/storefront-elements\/assets\/(lite\/)?auto\.js/.test(s.src)),
    lite: [...document.querySelectorAll('script[type="module"][src]')].some((s) => /\/storefront-elements\/assets\/lite\/auto\.js/.test(s.src)),
    preloads: document.querySelectorAll('link[rel="modulepreload"][href*="/storefront-elements/assets/"]').length,
    // The automatic entry: the module script's URL, the preload hints for the same file, and its fetches.
    autoSrc: document.querySelector('script[type="module"][src*="/storefront-elements/assets/"]')?.src ?? null,
    autoPreloads: [...document.querySelectorAll('link[rel="modulepreload"][href*="/storefront-elements/assets/"]')]
      .map((link) => link.href).filter((href) => /\/storefront-elements\/assets\/(lite\/)?auto\.js/.test(href)),
    autoFetches: performance.getEntriesByType('resource').map((entry) => entry.name)
      .filter((name) => /\/storefront-elements\/assets\/(lite\/)?auto\.js/.test(name)),
    // The element files: their preload hints and what the page fetched of them.
    elementPreloads: [...document.querySelectorAll('link[rel="modulepreload"][href*="/storefront-elements/assets/"]')]
      .map((link) => link.href).filter((href) => /\/storefront-elements\/assets\/(lite\/)?elements\//.test(href)),
    elementFetches: performance.getEntriesByType('resource').map((entry) => entry.name)
      .filter((name) => /\/storefront-elements\/assets\/(lite\/)?elements\//.test(name)),
    settings: settingsBlock ? JSON.parse(settingsBlock.textContent) : null,
    attributionElement: document.querySelectorAll('order-attribution').length === 1,
    // Our module script and hints: fetched at low priority, after every stylesheet of the head.
    lowPriority: [...document.querySelectorAll('script[type="module"][src*="/storefront-elements/assets/"], link[rel="modulepreload"][href*="/storefront-elements/assets/"]')]
      .every((node) => node.getAttribute('fetchpriority') === 'low'),
    afterStyles: (() => {
      const ours = document.querySelector('head link[rel="modulepreload"][href*="/storefront-elements/assets/"], head script[type="module"][src*="/storefront-elements/assets/"]');
      return !!ours && [...document.querySelectorAll('head link[rel="stylesheet"]')]
        .every((style) => style.compareDocumentPosition(ours) & Node.DOCUMENT_POSITION_FOLLOWING);
    })(),
  };
};

/**
 * Signs `member` ({ login, password, login_url? }) in through WordPress's login form; with `to`, the login
 * sends the browser there (redirect_to), as a "log in to reply" link does, and the member is signed in there.
 */
export async function signIn(page, member, to) {
  // A page past the login that shows the visitor signed out (seen once in Chromium, landing on the home page
  // the member is sent to) is a sign-in that did not hold: one more, said in the log; a second fails.
  for (let attempt = 1; ; attempt += 1) {
    const login = new URL(member.login_url ?? new URL('/wp-login.php', page.url() || 'http://127.0.0.1:8090/').href);
    if (to) login.searchParams.set('redirect_to', to);
    await page.goto(login.href);
    await page.evaluate(({ login, password }) => {
      document.querySelector('#user_login').value = login;
      document.querySelector('#user_pass').value = password;
      document.querySelector('#loginform').submit();
    }, member);
    // Signed in once a page past the login says so (the admin's or the site's body classes); the login page
    // again means it refused, and says why.
    const result = await page.waitFor('the sign-in', () => {
      if (document.readyState !== 'complete') return false;
      if (document.querySelector('#loginform')) return document.querySelector('#login_error')?.textContent.trim() || false;
      return document.body?.classList.contains('wp-admin') || document.body?.classList.contains('logged-in') ? 'signed in' : `signed out at ${location.pathname}`;
    }, undefined, 30_000);
    if (result === 'signed in') return;
    if (!result.startsWith('signed out at ') || attempt === 2) throw new JourneyError(`signing in as ${member.login} was refused: ${result}`);
    console.log(`[${page.kind}] signing in as ${member.login} landed ${result}: signing in again`);
  }
}

/**
 * `lite`: the journey runs in mode `ours-lite` too. The lite build changes only the renderer, so that mode
 * keeps what the build shows in: the scripts a page loads, the first render and update of the elements on
 * the platform's markup (the AJAX add and the mini cart), a component that renders on every choice (the
 * inline variations) and the boxes the rendered markup makes (layout). The elements' other behaviours on
 * the lite renderer are the browser-lite suite's, in both browsers.
 * `exclusive`: the name of server state the journey changes that is not the shopper's own (a cart is per
 * session); the two browsers run side by side, and journeys of one such name one at a time.
 * `ours`: the journey checks something only our elements offer (the swatches) and does not run in mode `platform`.
 * @type {Array<{ name: string, compare?: boolean, lite?: boolean, ours?: boolean, exclusive?: string, run: (page: any, ctx: any) => Promise<unknown> }>}
 */
export const JOURNEYS = [
  {
    name: 'ajax add from the shop, mini cart, remove',
    lite: true,
    async run(page, { ids }) {
      const mug = ids.simple.plain_mug.id;
      await page.goto(ids.pages.shop.url);
      await platformCartRead(page);
      await markDocument(page);
      await page.click(`a.ajax_add_to_cart[data-product_id="${mug}"]`);
      await page.waitFor('the mini cart to list the mug', miniCartLists, mug);
      await page.waitFor('the "View cart" link after the button', (id) =>
        !!document.querySelector(`a.ajax_add_to_cart[data-product_id="${id}"]`)?.parentElement?.querySelector('a.added_to_cart'), mug);
      if (!(await stillSamePage(page))) throw new JourneyError('the page reloaded on an AJAX add');
      await expectServerCart(page, [{ id: mug, quantity: 1 }], 'after the add');
      await page.click(`div.widget_shopping_cart_content a.remove_from_cart_button[data-product_id="${mug}"]`);
      await page.waitFor('the empty mini cart', () =>
        !!document.querySelector('div.widget_shopping_cart_content .woocommerce-mini-cart__empty-message'));
      if (!(await stillSamePage(page))) throw new JourneyError('the page reloaded on a remove from the mini cart');
      await expectServerCart(page, [], 'after the remove');
    },
  },
  {
    name: 'sold individually: the second add goes to the product page with the notice',
    async run(page, { ids }) {
      const print = ids.simple.limited_print;
      await page.goto(ids.pages.shop.url);
      await platformCartRead(page);
      await page.click(`a.ajax_add_to_cart[data-product_id="${print.id}"]`);
      await page.waitFor('the mini cart to list the print', miniCartLists, print.id);
      await expectServerCart(page, [{ id: print.id, quantity: 1 }], 'after the first add');
      await page.click(`a.ajax_add_to_cart[data-product_id="${print.id}"]`);
      await expectRefusedAdd(page, print.url, 'You cannot add another');
      await expectServerCart(page, [{ id: print.id, quantity: 1 }], 'after the refused add');
    },
  },
  {
    name: 'stock limit: an add beyond the stock goes to the product page with the notice',
    async run(page, { ids }) {
      const pens = ids.simple.stocked_pen_set;
      await page.goto(ids.pages.shop.url);
      // The whole stock into the cart over the wire, then one more from the shop page.
      const added = await page.evaluate(async (id) => {
        const body = new URLSearchParams({ product_id: String(id), quantity: '5' });
        const response = await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body, credentials: 'same-origin' });
        return !(await response.json()).error;
      }, pens.id);
      if (!added) throw new Error('the store refused to put the five pens in the cart');
      await page.reload();
      await page.click(`a.ajax_add_to_cart[data-product_id="${pens.id}"]`);
      await expectRefusedAdd(page, pens.url, 'You cannot add that amount');
      await expectServerCart(page, [{ id: pens.id, quantity: 5 }], 'after the refused add');
    },
  },
  {
    name: 'inline variations: choose, panel, SKU, reset, add the exact variation',
    lite: true,
    async run(page, { ids }) {
      const product = ids.variable_small;
      const choice = { attribute_pa_color: 'blue', attribute_pa_size: 'medium', 'attribute_gift-wrap': 'No' };
      const unavailableOptions = { attribute_pa_color: 'red', attribute_pa_size: 'large', 'attribute_gift-wrap': 'No' };
      const variation = variationOf(ids, choice);
      return variationJourney(page, {
        url: product.url,
        parentSku: product.sku,
        unavailable: { options: unavailableOptions, id: variationOf(ids, unavailableOptions).id },
        choice,
        expected: { id: variation.id, price: '28.00', sku: variation.sku },
      });
    },
  },
  {
    name: 'variations over AJAX (1,000): choose, panel, SKU, reset, add the exact variation',
    async run(page, { ids, mode }) {
      const product = ids.variable_big;
      // In our modes the plugin prints the attribute matrix inside the form (its opt-in, turned on for them).
      const matrixPrinted = async () => {
        if (mode === 'platform') return;
        const matrix = await page.evaluate(() => {
          const block = document.querySelector('form.variations_form script.shop-variation-matrix');
          const data = block && JSON.parse(block.textContent);
          return data && { attributes: data.attributes, combinations: data.combinations.length, inactive: data.inactive.length };
        });
        expectEqual(matrix, { attributes: ['attribute_pa_letter', 'attribute_number', 'attribute_symbol'], combinations: 1000, inactive: 0 },
          'the variation matrix the plugin printed');
      };
      const wanted = bigVariationOf(ids, 'c', '5', 'Star');
      // Out of stock when the three indexes sum to a multiple of 7: a/1/Circle (0 + 0 + 0).
      const soldOut = bigVariationOf(ids, 'a', '1', 'Circle');
      if (soldOut.inStock || !wanted.inStock) throw new Error('ids.json: the Matrix Tee rows are not as the catalogue describes');
      return variationJourney(page, {
        url: product.url,
        parentSku: product.sku,
        unavailable: { options: { attribute_pa_letter: 'a', attribute_number: '1', attribute_symbol: 'Circle' }, id: soldOut.id },
        choice: { attribute_pa_letter: 'c', attribute_number: '5', attribute_symbol: 'Star' },
        expected: { id: wanted.id, price: wanted.price, sku: wanted.sku },
        onLoad: matrixPrinted,
      });
    },
  },
  {
    name: 'scripts: the plugin takes off exactly the scripts it replaces, per page, and a filter turns it off',
    lite: true,
    async run(page, { ids, mode }) {
      // The platform's order attribution (its script and sourcebuster) goes too, on every page we take.
      const replaced = ['wc-add-to-cart', 'wc-add-to-cart-variation', 'wc-cart-fragments', 'wc-order-attribution', 'sourcebuster-js'];
      const has = (scripts, handle) => scripts.handles.includes(handle);
      await page.goto(ids.pages.shop.url);
      const shop = await page.evaluate(pageScripts);
      await page.goto(ids.variable_small.url);
      const product = await page.evaluate(pageScripts);
      await page.goto(ids.pages.cart.url);
      const cart = await page.evaluate(pageScripts);
      for (const [where, scripts] of Object.entries({ shop, product, cart })) {
        if (!has(scripts, 'jquery-core')) throw new JourneyError(`${where}: jQuery is gone`);
      }
      // A shop's filters on the platform's localized data (the test switch's ?params-filter=1): our settings
      // block has what the platform's scripts get.
      const filtered = [];
      for (const url of [ids.pages.shop.url, ids.variable_small.url]) {
        await page.goto(`${url}?params-filter=1`);
        filtered.push(await page.evaluate(() => {
          const settings = JSON.parse(document.getElementById('storefront-settings')?.textContent ?? 'null');
          return settings
            ? [settings.i18n_view_cart, settings.i18n_make_a_selection_text]
            : [window.wc_add_to_cart_params?.i18n_view_cart, window.wc_add_to_cart_variation_params?.i18n_make_a_selection_text];
        }));
      }
      expectEqual([filtered[0][0], filtered[1][1]], ['View basket & more', 'Choose a colour and a size first.'],
        `the localized texts a shop's filters changed (wc_add_to_cart_params, woocommerce_get_script_data), ${mode === 'platform' ? "in the platform's objects" : 'in our settings block'}`);
      if (mode === 'platform') {
        for (const [where, scripts, handles] of [['shop', shop, ['wc-add-to-cart', 'wc-cart-fragments', 'woocommerce', 'wc-order-attribution', 'sourcebuster-js']], ['product', product, ['wc-add-to-cart-variation', 'wc-order-attribution']], ['cart', cart, ['wc-cart', 'woocommerce']]]) {
          for (const handle of handles) if (!has(scripts, handle)) throw new JourneyError(`${where}: the platform's ${handle} is missing`);
          if (scripts.auto || scripts.settings) throw new JourneyError(`${where}: our script is on the page with the plugin off`);
        }
        return;
      }
      for (const [where, scripts] of Object.entries({ shop, product })) {
        const left = [...replaced, 'woocommerce'].filter((handle) => has(scripts, handle));
        if (left.length) throw new JourneyError(`${where}: ${left.join(', ')} still on the page`);
        if (!scripts.auto || scripts.preloads < 2) throw new JourneyError(`${where}: auto.js or its preload hints are missing`);
        if (scripts.lite !== (mode === 'ours-lite')) throw new JourneyError(`${where}: the plugin serves the ${scripts.lite ? 'lite' : 'default'} build in mode ${mode}`);
        // Off the first paint's path: printed before the styles at high priority, the module files delayed it.
        if (!scripts.lowPriority || !scripts.afterStyles) {
          throw new JourneyError(`${where}: our module script and hints should follow the stylesheets at fetchpriority=low (low: ${scripts.lowPriority}, after the styles: ${scripts.afterStyles})`);
        }
        // auto.js keeps its name from release to release: its URL carries the release and a hash of the file,
        // its preload hint the same URL, and it is fetched once.
        if (!new RegExp(`/storefront-elements/assets/(lite/)?auto\\.js\\?ver=${VERSION.replace(/\./g, '\\.')}-[0-9a-f]{12}$`).test(scripts.autoSrc)) {
          throw new JourneyError(`${where}: the module script's URL should carry ?ver=${VERSION}-<hash of auto.js>, it is ${scripts.autoSrc}`);
        }
        expectEqual(scripts.autoPreloads, [scripts.autoSrc], `${where}: the preload hint of auto.js`);
        if (scripts.autoFetches.some((name) => name !== scripts.autoSrc) || scripts.autoFetches.length > 1) {
          throw new JourneyError(`${where}: auto.js should be fetched once, at ${scripts.autoSrc}; the page fetched ${JSON.stringify(scripts.autoFetches)}`);
        }
        // The element files keep their names too: auto.js imports each with the hash of its content, and
        // its preload hint names the same URL (one fetch per file).
        const unversioned = [...scripts.elementPreloads, ...scripts.elementFetches].filter((url) => !/\.js\?ver=[0-9a-f]{12}$/.test(url));
        if (unversioned.length) throw new JourneyError(`${where}: element files without the hash of their content: ${unversioned.join(', ')}`);
        if (!scripts.elementFetches.length) throw new JourneyError(`${where}: no element file fetched`);
        const twice = scripts.elementFetches.filter((url, i, all) => all.findIndex((other) => other.split('?')[0] === url.split('?')[0]) !== i);
        if (twice.length) throw new JourneyError(`${where}: element files fetched twice: ${twice.join(', ')}`);
        // A hint's fetch may still be on its way (low priority): each file fetched so far, at the hint's URL.
        const elsewhere = scripts.elementPreloads.filter((url) => scripts.elementFetches.some((fetched) => fetched.split('?')[0] === url.split('?')[0] && fetched !== url));
        if (elsewhere.length) throw new JourneyError(`${where}: preload hints at other URLs than the files were fetched at: ${elsewhere.join(', ')}`);
      }
      if (shop.autoFetches.length !== 1) throw new JourneyError(`shop: auto.js should be fetched once, got ${JSON.stringify(shop.autoFetches)}`);
      // A retry after a failed load asks the chunk map's URL again: it names the same versioned files.
      const unversionedInAuto = await page.evaluate(async (url) => [...(await (await fetch(url)).text()).matchAll(/["']\.\/elements\/[\w-]+\.js(?!\?ver=)["']/g)].map((m) => m[0]), shop.autoSrc);
      if (unversionedInAuto.length) throw new JourneyError(`the plugin's auto.js names element files without their hash: ${unversionedInAuto.slice(0, 3).join(', ')}`);
      // The hash in the URL is that of the file served there.
      for (const src of [product.autoSrc, product.elementFetches[0]]) {
        const served = await page.evaluate(async (url) => {
          const digest = await crypto.subtle.digest('SHA-256', await (await fetch(url, { cache: 'no-store' })).arrayBuffer());
          return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('').slice(0, 12);
        }, src);
        expectEqual(src.slice(-12), served, `the hash in the URL of ${src.split('/assets/')[1]} against the file served there`);
      }
      // jQuery where a script left on the page needs it (the option's default, auto): the shop keeps none of
      // the platform's or the add-on's jQuery scripts, the product page keeps the gallery's.
      await page.goto(`${ids.pages.shop.url}?keep-jquery=auto`);
      const shopAuto = await page.evaluate(pageScripts);
      await page.goto(`${ids.variable_small.url}?keep-jquery=auto`);
      const productAuto = await page.evaluate(pageScripts);
      const needsJQuery = shopAuto.handles.filter((handle) => handle !== 'jquery-core' && handle !== 'jquery-migrate');
      if (has(shopAuto, 'jquery-core')) throw new JourneyError(`shop, jQuery option auto: jQuery is on the page with ${JSON.stringify(needsJQuery)}`);
      if (!has(productAuto, 'jquery-core') || !has(productAuto, 'wc-single-product')) throw new JourneyError(`product, jQuery option auto: the gallery's scripts and jQuery should stay, got ${JSON.stringify(productAuto.handles)}`);
      // wc-cart needs the platform's woocommerce script: the cart page keeps the platform's scripts.
      if (cart.auto || cart.settings || !has(cart, 'wc-cart') || !has(cart, 'woocommerce') || !has(cart, 'wc-add-to-cart')) {
        throw new JourneyError(`the cart page should keep the platform's scripts only, it has ${JSON.stringify(cart.handles)} (auto.js: ${cart.auto})`);
      }
      expectEqual([shop.settings.is_cart, product.settings.is_cart, shop.settings.price_decimals, shop.settings.i18n_view_cart, shop.settings.wc_ajax_url],
        [false, false, 2, 'View cart', '/?wc-ajax=%%endpoint%%'], 'the settings block (booleans, numbers, texts as the platform localizes them)');
      // The order attribution's params as the platform localizes them (wc_order_attribution), and its element on the page.
      const attribution = shop.settings;
      expectEqual(
        [attribution.order_attribution_allow_tracking, attribution.order_attribution_lifetime, attribution.order_attribution_session, attribution.order_attribution_prefix, attribution.order_attribution_fields?.utm_source],
        [true, 0.00001, 30, 'wc_order_attribution_', 'current.src'],
        'the order attribution settings (wc_order_attribution params and fields)',
      );
      if (!shop.attributionElement || !product.attributionElement) throw new JourneyError('no <order-attribution> where the platform\'s attribution script was taken off');
      // The shop's per-page switch: the platform's scripts come back on that page only.
      await page.goto(`${ids.pages.shop.url}?platform-scripts=1`);
      const off = await page.evaluate(pageScripts);
      if (off.auto || off.settings || !has(off, 'wc-add-to-cart') || !has(off, 'wc-cart-fragments')) {
        throw new JourneyError(`storefront_elements_enabled = false: expected the platform's scripts only, got ${JSON.stringify(off.handles)}`);
      }
    },
  },
  {
    name: 'ordering: choosing an order reloads the shop sorted',
    async run(page, { ids }) {
      await page.goto(ids.pages.shop.url);
      await page.select('form.woocommerce-ordering select.orderby', 'price-desc');
      const first = await page.waitFor(
        'the shop sorted by price, highest first',
        () => document.readyState === 'complete' && new URLSearchParams(location.search).get('orderby') === 'price-desc' &&
          document.querySelector('select.orderby')?.value === 'price-desc' &&
          document.querySelector('ul.products li.product a.add_to_cart_button, ul.products li.product a.button')?.getAttribute('data-product_id'),
      );
      expectEqual(Number(first), ids.simple.headphones.id, 'the first product sorted by price, highest first');
    },
  },
  {
    name: 'notices: the success notice after an add on the product page is shown and focused',
    async run(page, { ids }) {
      const mug = ids.simple.plain_mug;
      await page.goto(mug.url);
      await page.click('form.cart button.single_add_to_cart_button');
      await page.waitFor(
        'the success notice',
        () => [...document.querySelectorAll('.woocommerce-message')].some(
          (n) => n.textContent.includes('has been added to your cart') && n.getClientRects().length > 0 && n.querySelector('a.wc-forward')),
      );
      await page.waitFor('the focus on the notice', () => !!document.activeElement?.closest('.woocommerce-message, .woocommerce-notices-wrapper'));
      await expectServerCart(page, [{ id: mug.id, quantity: 1 }], 'after the add');
    },
  },
  {
    name: 'store notice: shown, dismissed, still dismissed on the next page',
    compare: true,
    async run(page, { ids }) {
      const shown = () => {
        const notice = document.querySelector('.woocommerce-store-notice');
        return !!notice && notice.getClientRects().length > 0 && getComputedStyle(notice).display !== 'none';
      };
      await page.goto(ids.pages.shop.url);
      await page.waitFor('the store notice shown', shown);
      await page.click('.woocommerce-store-notice__dismiss-link');
      await page.waitFor('the store notice hidden after Dismiss', () => {
        const notice = document.querySelector('.woocommerce-store-notice');
        return !!notice && (notice.getClientRects().length === 0 || getComputedStyle(notice).display === 'none');
      });
      // The cookie that keeps it dismissed, and the link's "#" not followed.
      const after = await page.evaluate(() => ({
        cookies: document.cookie.split('; ').filter((c) => c.startsWith('store_notice')).map((c) => c.split('=')[1]),
        hash: location.hash,
      }));
      await page.goto(ids.simple.plain_mug.url);
      await settle(page);
      if (await page.evaluate(shown)) throw new JourneyError('the dismissed store notice is back on the next page');
      return after;
    },
  },
  {
    name: 'password toggle on the account page',
    compare: true,
    async run(page, { ids }) {
      await page.goto(ids.pages.myaccount.url);
      await page.waitFor('the show-password button', () => !!document.querySelector('#password')?.parentElement?.querySelector('.show-password-input'));
      const read = () => {
        const input = document.querySelector('#password');
        const button = input.parentElement.querySelector('.show-password-input');
        return { type: input.type, label: button.getAttribute('aria-label'), shown: button.classList.contains('display-password') };
      };
      const before = await page.evaluate(read);
      await page.click('#password ~ .show-password-input');
      const shown = await page.waitFor('the password shown', () => document.querySelector('#password')?.type === 'text' &&
        (({ input, button }) => ({ type: input.type, label: button.getAttribute('aria-label'), shown: button.classList.contains('display-password'), focused: document.activeElement === input }))(
          { input: document.querySelector('#password'), button: document.querySelector('#password ~ .show-password-input') }));
      await page.click('#password ~ .show-password-input');
      const hidden = await page.waitFor('the password hidden again', () => document.querySelector('#password')?.type === 'password');
      expectEqual(before.type, 'password', 'the field before the toggle');
      return { before, shown, hidden };
    },
  },
  {
    name: 'layout: the theme boxes are those of the platform',
    lite: true,
    compare: true,
    async run(page, { ids }) {
      await page.goto(ids.pages.shop.url);
      const shop = await settledBoxes(page, ['form.woocommerce-ordering', 'section.widget_shopping_cart', 'div.widget_shopping_cart_content', 'main#main']);
      await page.goto(ids.variable_small.url);
      // Not the footer widget here: the related products above it are drawn at random on each view.
      const variable = await settledBoxes(page, ['form.variations_form', 'table.variations', 'div.summary']);
      await page.goto(ids.simple.plain_mug.url);
      const simple = await settledBoxes(page, ['form.cart', 'div.summary']);
      for (const [where, boxes] of Object.entries({ shop, variable, simple })) {
        for (const [selector, box] of Object.entries(boxes)) if (!box) throw new JourneyError(`${where}: no ${selector} on the page`);
      }
      return { shop, variable, simple };
    },
  },
  {
    // With the plugin's swatches on, a choice made on the swatches is heard by the snippets exactly as one
    // made in the selects with the platform's scripts (the baseline chooses in the selects).
    name: 'variation snippets: choosing on swatches is heard as choosing in the selects',
    lite: true,
    compare: true,
    async run(page, { ids, mode }) {
      const { productOnLoad: onLoad, chosen, reset } = await snippetsOnVariableProduct(page, ids, { swatches: mode !== 'platform' });
      return { onLoad, chosen, reset };
    },
  },
  {
    // The 1,000-variation product (answered over AJAX, narrowed from the plugin's matrix) with the
    // plugin's swatches: a keyboard user reaches the exact variation the platform's selects reach.
    name: 'variations over AJAX (1,000) on swatches by keyboard: the variation, price, SKU and add the selects reach',
    // The platform's selects reach the same variation in "variations over AJAX (1,000)"; the expected
    // values are the store's own (ids.json).
    ours: true,
    async run(page, { ids, mode }) {
      const choice = { attribute_pa_letter: 'c', attribute_number: '5', attribute_symbol: 'Star' };
      const wanted = bigVariationOf(ids, 'c', '5', 'Star');
      const swatches = mode !== 'platform';
      await page.goto(swatches ? `${ids.variable_big.url}?swatches=all` : ids.variable_big.url);
      if (swatches) {
        await page.waitFor('a swatch group per attribute', (n) => document.querySelectorAll('form.variations_form .shop-swatches[role="radiogroup"]').length === n, Object.keys(choice).length);
        for (const [name, value] of Object.entries(choice)) {
          // One tab stop per group: its first swatch while none is chosen; the arrow keys move and choose.
          const group = `form.variations_form .shop-swatches[data-attribute="${name}"]`;
          await page.evaluate((sel) => document.querySelector(`${sel} .shop-swatch[tabindex="0"]`).focus(), group);
          for (let step = 0; step < 12; step += 1) {
            const at = await page.evaluate((sel) => document.activeElement?.closest(sel) ? document.activeElement.getAttribute('data-value') : null, group);
            if (at === null) throw new JourneyError(`the focus left the ${name} swatches`);
            if (at === value) break;
            await page.press('ArrowRight');
          }
          // The arrows choose as they move: the first swatch (focused, not yet chosen) is taken with Space.
          if (!(await page.evaluate((sel) => document.activeElement?.getAttribute('aria-checked') === 'true', group))) await page.press('Space');
          await page.waitFor(`${name} = ${value} chosen in the select`, ({ name, value }) => document.querySelector(`form.variations_form select[name="${name}"]`)?.value === value, { name, value });
        }
        const checked = await page.evaluate(() => [...document.querySelectorAll('.shop-swatch[aria-checked="true"]')].map((s) => s.getAttribute('data-value')));
        expectEqual(checked, Object.values(choice), 'the swatches shown chosen');
      } else {
        await chooseOptions(page, choice);
      }
      const state = await page.waitFor(`variation ${wanted.id} with its price and SKU`, (e) => {
        const form = document.querySelector('form.variations_form');
        const price = form?.querySelector('.single_variation .woocommerce-variation-price')?.textContent.replace(/\s+/g, ' ').trim() ?? '';
        const sku = document.querySelector('.product_meta .sku')?.textContent.trim();
        const ok = form?.querySelector('input[name="variation_id"]')?.value === String(e.id) && price.includes(e.price) && sku === e.sku
          && !form.querySelector('.single_add_to_cart_button')?.classList.contains('disabled');
        return ok && { id: e.id, price, sku };
      }, wanted);
      await page.click('form.variations_form .single_add_to_cart_button');
      await addedNotice(page);
      await expectServerCart(page, [{ id: wanted.id, quantity: 1 }], 'after adding the variation');
      return state;
    },
  },
  {
    // A visit from a campaign link, two pages, then a cash-on-delivery order at the checkout (which keeps
    // the platform's scripts): the attribution stored with the order is the same whether the platform's
    // script or <order-attribution> recorded the visit before the checkout.
    name: 'order attribution: an order after a campaign visit stores the attribution the platform\'s script records',
    compare: true,
    async run(page, { ids }) {
      const visit = () => decodeURIComponent(document.cookie);
      await page.goto(`${ids.pages.shop.url}?utm_source=newsletter&utm_medium=email&utm_campaign=winter-sale&utm_content=hero-banner`);
      await page.waitFor('the campaign recorded in the attribution cookies', () => /sbjs_current=[^;]*src=newsletter/.test(decodeURIComponent(document.cookie)));
      await page.goto(ids.simple.plain_mug.url);
      await page.waitFor('the second page of the visit counted', () => /sbjs_session=pgs=2\b/.test(decodeURIComponent(document.cookie)));
      const cookies = await page.evaluate(visit);
      await page.evaluate(async (id) => {
        const response = await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body: new URLSearchParams({ product_id: String(id), quantity: '1' }), credentials: 'same-origin' });
        if (!response.ok) throw new Error(`add_to_cart answered ${response.status}`);
      }, ids.simple.plain_mug.id);
      await page.goto(ids.pages.checkout.url);
      await page.waitFor('the checkout form with cash on delivery', () => !!document.querySelector('form.checkout #payment_method_cod') && !document.querySelector('.blockUI'));
      await page.evaluate(() => {
        const values = { billing_first_name: 'Ada', billing_last_name: 'Lovelace', billing_address_1: '1 Market Street', billing_city: 'San Francisco', billing_postcode: '94103', billing_phone: '4155550100', billing_email: 'ada@example.com' };
        for (const [name, value] of Object.entries(values)) {
          const input = document.querySelector(`form.checkout [name="${name}"]`);
          input.value = value;
          input.dispatchEvent(new Event('input', { bubbles: true }));
          input.dispatchEvent(new Event('change', { bubbles: true }));
        }
        document.querySelector('#payment_method_cod').checked = true;
      });
      await page.waitFor('the order review up to date', () => !document.querySelector('.blockUI') && !!document.querySelector('#place_order'));
      await page.click('#place_order');
      const orderId = await page.waitFor('the order received page', () => Number(/\/order-received\/(\d+)/.exec(location.pathname)?.[1]) || false, undefined, 60_000);
      const stored = storedAttribution(orderId);
      if (stored.source_type !== 'utm' || stored.utm_source !== 'newsletter') {
        throw new JourneyError(`the order's attribution is not the campaign's: ${JSON.stringify(stored)} (cookies before the checkout: ${cookies})`);
      }
      // The start time of the session differs from run to run; the rest is the visit's.
      const { session_start_time: started, ...attribution } = stored;
      if (!/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(started ?? '')) throw new JourneyError(`session_start_time: ${started}`);
      return attribution;
    },
  },
  {
    // A page builder's post: an author (whose content WordPress filters on save) saves, through the REST API
    // as the block editor does, a post with a tag and its documented attributes and one of the plugin's
    // blocks; the saved post keeps them and they work on its page.
    name: 'an author\'s post keeps its tags, blocks and shortcodes through WordPress\'s content filter, and they work',
    ours: true,
    // One author for both browsers, whose cart WooCommerce keeps with the account.
    exclusive: 'the store author',
    async run(page, { ids }) {
      const author = storeAuthor();
      await signIn(page, { login: author.user, password: author.password, login_url: new URL('/wp-login.php', ids.pages.shop.url).href });
      const image = new URL('/wp-content/uploads/woocommerce-placeholder.webp', ids.pages.shop.url).href;
      const content = `<!-- wp:html --><shop-lightbox theme="white" share="false"><figure class="wp-block-gallery"><a href="${image}" data-size="1200x1200"><img src="${image}" alt="A placeholder picture" width="150" height="150"></a></figure></shop-lightbox><!-- /wp:html -->\n`
        + `<!-- wp:storefront-elements/add-to-cart {"productId":${ids.simple.plain_mug.id}} /-->\n`
        // Where a block does not fit: the shortcode around the platform's [products] list, with an attribute
        // the tag does not have; and one naming no tag of the library.
        + `<!-- wp:shortcode -->[storefront_element tag="shop-add-to-cart" colour="red"][products ids="${ids.simple.headphones.id}" columns="1"][/storefront_element]<!-- /wp:shortcode -->\n`
        + '<!-- wp:shortcode -->[storefront_element tag="shop-nothing"]The content stays.[/storefront_element]<!-- /wp:shortcode -->';
      const saved = await page.evaluate(async (body) => {
        const nonce = await (await fetch('/wp-admin/admin-ajax.php?action=rest-nonce', { credentials: 'same-origin' })).text();
        const response = await fetch('/wp-json/wp/v2/posts?context=edit', {
          method: 'POST', credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': nonce },
          body: JSON.stringify({ title: 'Tags from a page builder', content: body, status: 'publish' }),
        });
        const post = await response.json();
        return { status: response.status, raw: post.content?.raw ?? JSON.stringify(post), link: post.link, id: post.id, nonce };
      }, content);
      if (saved.status !== 201) throw new JourneyError(`the author could not save the post (${saved.status}): ${saved.raw.slice(0, 200)}`);
      for (const kept of ['<shop-lightbox theme="white" share="false">', `<a href="${image}" data-size="1200x1200">`, `<!-- wp:storefront-elements/add-to-cart {"productId":${ids.simple.plain_mug.id}} /-->`]) {
        if (!saved.raw.includes(kept)) throw new JourneyError(`the saved post lost ${kept}: ${saved.raw}`);
      }
      await page.goto(saved.link);
      await page.waitFor('the tag, the block and the shortcode ready on the post', () =>
        !!document.querySelector('shop-lightbox[data-shop-ready][theme="white"]') && !!document.querySelector('shop-add-to-cart[data-shop-ready]:not(:has(ul.products)) .add_to_cart_button')
        && !!document.querySelector('shop-add-to-cart[data-shop-ready] ul.products a.ajax_add_to_cart'));
      // The author can edit posts: the shortcode's mistakes are said above their content, which stays.
      const problems = await page.evaluate(() => [...document.querySelectorAll('.storefront-elements-shortcode-problem')].map((p) => p.textContent));
      expectEqual(problems, ['storefront_element: <shop-add-to-cart> has no attribute colour; left out.',
        'storefront_element: "shop-nothing" is not one of the library\'s tags; the content is shown without it.'], 'the shortcode\'s problems, said to the author');
      if (!(await page.evaluate(() => document.body.textContent.includes('The content stays.') && !document.querySelector('shop-nothing, [colour]')))) {
        throw new JourneyError('a wrong shortcode lost its content or printed the tag or attribute it was told');
      }
      await page.click('shop-lightbox a[data-size]');
      await page.waitFor('the picture open in the gallery', () => [...document.querySelectorAll('[role="dialog"]')].some((d) => d.getClientRects().length > 0));
      await page.press('Escape');
      // The author's cart is kept with the account from run to run: one more mug than it held.
      const mug = ids.simple.plain_mug.id;
      const before = await serverCart(page);
      const held = before.find((item) => item.id === mug)?.quantity ?? 0;
      const others = before.filter((item) => item.id !== mug);
      await page.click('shop-add-to-cart:not(:has(ul.products)) .add_to_cart_button');
      await expectServerCart(page, [...others, { id: mug, quantity: held + 1 }].sort((a, b) => a.id - b.id), 'after adding from the block on the author\'s post');
      // The shortcode's element adds from the [products] list in place.
      // (Not the canvas tote: the suite's snippets veto its AJAX adds.)
      const listed = ids.simple.headphones.id;
      const withMug = await serverCart(page);
      const listedHeld = withMug.find((item) => item.id === listed)?.quantity ?? 0;
      await page.click(`shop-add-to-cart ul.products a.ajax_add_to_cart[data-product_id="${listed}"]`);
      await expectServerCart(page, [...withMug.filter((item) => item.id !== listed), { id: listed, quantity: listedHeld + 1 }].sort((a, b) => a.id - b.id),
        'after adding from the shortcode\'s list on the author\'s post');
      // The store keeps no post of each run.
      await page.evaluate(async ({ id, nonce }) => {
        await fetch(`/wp-json/wp/v2/posts/${id}?force=true`, { method: 'DELETE', credentials: 'same-origin', headers: { 'X-WP-Nonce': nonce } });
      }, saved);
    },
  },
  {
    // The settings screen as a shop owner uses it: one element family turned off there keeps the platform's
    // script on its pages and leaves its markup to it; ticked again, the element takes the markup back.
    name: 'settings screen: variation forms and add to cart turned off keep the platform\'s scripts, which work; on again, the elements take them back',
    ours: true,
    // The option is the store's: one browser at a time changes it.
    exclusive: 'the plugin\'s options',
    async run(page, { ids }) {
      // Every other journey's pages have every family on whatever is saved (test/platform/page-switch.php);
      // this one's pages, the settings screen's included, read what the screen saves.
      await page.setCookie(FAMILIES_COOKIE, 'stored', ids.base_url);
      const screen = new URL('/wp-admin/options-general.php?page=storefront-elements', ids.base_url).href;
      await signIn(page, { ...ADMIN, login_url: new URL('/wp-login.php', ids.base_url).href }, screen);
      const boxes = ['variations', 'cart'].map((family) => `input[name="storefront_elements_off[on][]"][value="${family}"]`);
      const save = async (on) => {
        await page.goto(screen);
        await page.evaluate(({ boxes, on }) => {
          for (const box of boxes) document.querySelector(box).checked = on;
          document.querySelector('form[action="options.php"] #submit').click();
        }, { boxes, on });
        await page.waitFor(`the two families saved ${on ? 'on' : 'off'}`, ({ boxes, on }) => document.readyState === 'complete'
          && !!document.querySelector('#setting-error-settings_updated') && boxes.every((box) => document.querySelector(box)?.checked === on)
          // The other families keep their boxes ticked.
          && [...document.querySelectorAll('input[name="storefront_elements_off[on][]"]')].filter((box) => box.checked).length >= 4, { boxes, on });
      };
      const choice = { attribute_pa_color: 'blue', attribute_pa_size: 'medium', 'attribute_gift-wrap': 'No' };
      const variation = variationOf(ids, choice);
      const chosen = async (by) => {
        await chooseOptions(page, choice);
        await page.waitFor(`variation ${variation.id} shown by ${by}`, (id) => {
          const form = document.querySelector('form.variations_form');
          return form?.querySelector('input[name="variation_id"]')?.value === String(id)
            && /28\.00/.test(form.querySelector('.woocommerce-variation-price')?.textContent ?? '');
        }, variation.id);
      };
      let on = true;
      try {
        await save(false);
        on = false;
        await page.goto(ids.variable_small.url);
        const off = await page.evaluate(pageScripts);
        if (!off.handles.includes('wc-add-to-cart-variation')) throw new JourneyError('Variation forms off: the platform\'s variation script is not on the variable product');
        if (!off.settings?.auto_leave?.includes('shop-variations')) throw new JourneyError(`Variation forms off: the settings do not leave the form to it (auto_leave: ${JSON.stringify(off.settings?.auto_leave)})`);
        if (off.elementPreloads.some((href) => /variations/.test(href))) throw new JourneyError('Variation forms off: the variations element is still preloaded');
        await chosen('the platform\'s script');
        if (await page.evaluate(() => !!document.querySelector('shop-variations'))) throw new JourneyError('Variation forms off: a <shop-variations> took the form');
        // The families left on stay ours: sorting and notices are not the platform's `woocommerce` script.
        if (off.handles.includes('woocommerce')) throw new JourneyError('two families off: the platform\'s woocommerce script came back too');
        // Add to cart off: the platform's script adds from the shop and fills the mini cart, with what the
        // scripts taken off brought (jquery-blockui, which the product-table add-on's registration leaves out).
        await page.goto(ids.pages.shop.url);
        const shop = await page.evaluate(pageScripts);
        for (const handle of ['wc-add-to-cart', 'wc-cart-fragments', 'jquery-blockui']) {
          if (!shop.handles.includes(handle)) throw new JourneyError(`add to cart off: ${handle} is not on the shop page`);
        }
        if (shop.settings?.cart_fragments) throw new JourneyError('add to cart off: the empty cart\'s fragments are printed for a mini cart that is the platform\'s');
        await platformCartRead(page);
        await page.click(`a.ajax_add_to_cart[data-product_id="${ids.simple.plain_mug.id}"]`);
        await page.waitFor('the mug in the mini cart, put there by the platform\'s script', (name) =>
          !!document.querySelector('a.added_to_cart') && (document.querySelector('.widget_shopping_cart_content')?.textContent ?? '').includes(name), ids.simple.plain_mug.name);
        if (await page.evaluate(() => !!document.querySelector('shop-add-to-cart, shop-mini-cart'))) throw new JourneyError('add to cart off: an element took the buttons or the mini cart');
        const thrown = page.messages.filter((m) => m.type === 'pageerror');
        if (thrown.length) throw new JourneyError(`the platform's scripts with their families off: uncaught ${thrown.map((m) => m.text).join(' | ')}`);
        await save(true);
        on = true;
        await page.goto(ids.variable_small.url);
        const back = await page.evaluate(pageScripts);
        if (back.handles.includes('wc-add-to-cart-variation')) throw new JourneyError('Variation forms on again: the platform\'s variation script is still on the page');
        await page.waitFor('<shop-variations> ready on the form', () => document.querySelector('shop-variations')?.hasAttribute('data-shop-ready'));
        await chosen('the element');
      } finally {
        if (!on) await save(true);
      }
    },
  },
  {
    name: 'ten jQuery snippets',
    compare: true,
    async run(page, { ids, mode }) {
      const mug = ids.simple.plain_mug.id;
      const tote = ids.simple.canvas_tote.id;
      // Empties the snippets' own array (they hold a reference to it).
      const take = () => (window.__snippets ?? []).splice(0);
      await page.goto(ids.pages.shop.url);
      await page.waitFor('the snippets on the page', () => Array.isArray(window.__snippets) && !!document.querySelector('.snippet-cart-badge'));
      await page.waitFor('the mini cart filled', () => !!document.querySelector('div.widget_shopping_cart_content .woocommerce-mini-cart__empty-message'));
      await settle(page);
      // A first view with no cart: the platform's cart script reads the cart (its wc_fragments_refreshed
      // reaches a snippet when the answer comes after the snippets are in); ours shows the empty cart the
      // plugin printed and reads nothing. Everything else the snippets heard is compared.
      const firstReads = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('wc-ajax=get_refreshed_fragments')).length);
      if (mode !== 'platform' && firstReads !== 0) throw new JourneyError(`the first view of a visitor with no cart read the cart ${firstReads} times`);
      const onLoad = (await page.evaluate(take)).filter((r) => r.snippet !== 'fragments-refreshed');
      // The veto: the tote is not added, over AJAX or otherwise.
      await markDocument(page);
      await page.click(`a.ajax_add_to_cart[data-product_id="${tote}"]`);
      await page.waitFor('the veto snippet to run', () => (window.__snippets ?? []).some((r) => r.snippet === 'veto'));
      const veto = await page.evaluate(take);
      await page.click(`a.ajax_add_to_cart[data-product_id="${mug}"]`);
      await page.waitFor('the badge and the popup', () =>
        document.querySelector('.snippet-cart-badge')?.textContent === '1' && !!document.querySelector('.snippet-popup'));
      await page.waitFor('the mini cart to list the mug', miniCartLists, mug);
      if (!(await stillSamePage(page))) throw new JourneyError('the page reloaded');
      await expectServerCart(page, [{ id: mug, quantity: 1 }], 'after the veto and the add');
      const added = await page.evaluate(take);
      await page.evaluate(() => window.snippetThemeRefresh());
      await page.waitFor('wc_fragments_refreshed after the theme asked', () =>
        (window.__snippets ?? []).some((r) => r.snippet === 'fragments-refreshed'));
      const refreshed = await page.evaluate(take);
      await page.click(`div.widget_shopping_cart_content a.remove_from_cart_button[data-product_id="${mug}"]`);
      await page.waitFor('removed_from_cart', () => (window.__snippets ?? []).some((r) => r.snippet === 'removed'));
      await expectServerCart(page, [], 'after the remove');
      const removed = await page.evaluate(take);

      const { productOnLoad, chosen, reset } = await snippetsOnVariableProduct(page, ids, { swatches: false });
      const seen = { onLoad, veto, added, refreshed, removed, productOnLoad, chosen, reset };
      const heard = new Set(Object.values(seen).flat().map((r) => r.snippet));
      const silent = SNIPPETS.filter((name) => !heard.has(name));
      if (silent.length) throw new JourneyError(`these snippets heard nothing: ${silent.join(', ')}`);
      return seen;
    },
  },
];
