/**
 * Where data from JSON, the URL, the hash or cookies reaches the page, keyed by the tag
 * that handles it. A point whose tag is not in the element catalogue (or has no demo page)
 * is reported as "element not present" and runs by itself once the element and its demo
 * page exist. `page` is the tag's demo page.
 */
import type { Page } from '@playwright/test';
import type { CallDescription } from '../../src/services/calls.ts';
import { elementsUpgraded, runSteps, settle, type Watched } from './lib/browser.ts';
import type { DemoPage } from './lib/discover.ts';
import { demoOf, opensItsPage } from './demo-steps.ts';
import { matchesCall } from './faults.ts';
import { pollUntil } from './lib/results.ts';
import type { Payload } from './xss-payloads.ts';

export interface PointContext {
  w: Watched;
  base: string;
  page: DemoPage;
  payloads: Payload[];
  catalogue: string[];
  /** Problems found besides execution (e.g. an unencoded redirect URL). */
  problems: string[];
  /**
   * How often poisoned data was seen reaching the page (a poisoned answer served, a payload in
   * the address the page loaded, a value the element took). A point that never delivers one
   * tests nothing and fails.
   */
  delivered: number;
  /** Where a payload went, by id (a point that puts several in one load names each one's place). */
  placed?: Map<number, string>;
}

export interface InjectionPoint {
  /** The element that handles this data; '*' runs on every demo page of a catalogue element. */
  tag: string;
  name: string;
  run(ctx: PointContext): Promise<void>;
}

/**
 * Keeps the page where it is when an element navigates or a form is sent: the URL is recorded,
 * the answer is 204. Only a GET of `keep` (the point opening its page) goes through.
 */
export async function holdNavigations(page: Page, keep: string): Promise<string[]> {
  const seen: string[] = [];
  await page.route('**/*', (route) => {
    const request = route.request();
    const opening = request.method() === 'GET' && request.url() === keep;
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && !opening) {
      seen.push(request.url());
      return route.fulfill({ status: 204, body: '' });
    }
    return route.fallback();
  });
  return seen;
}

async function open(ctx: PointContext, url: string): Promise<void> {
  await ctx.w.page.goto(url, { waitUntil: 'load' });
  await elementsUpgraded(ctx.w.page, ctx.catalogue);
}

/** Elements a payload created (`[data-xss]`), in the document and its shadow roots. */
export async function createdElements(page: Page): Promise<string[]> {
  return page
    .evaluate(() => {
      const found: string[] = [];
      const visit = (root: Document | ShadowRoot) => {
        for (const el of root.querySelectorAll('[data-xss]')) found.push(el.outerHTML.slice(0, 80));
        for (const host of root.querySelectorAll('*')) if (host.shadowRoot) visit(host.shadowRoot);
      };
      visit(document);
      return found;
    })
    .catch(() => []);
}

/**
 * Payload URLs the elements wrote where the browser follows or fetches them: an href, a src, a
 * form action or an image's data attributes holding a payload whose scheme is not http(s).
 * A `vbscript:` or `data:text/html` URL does nothing in Chromium, so it is caught here instead.
 */
export async function unsafeUrlsWritten(page: Page): Promise<string[]> {
  return page
    .evaluate(() => {
      const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'formaction', 'poster', 'data-src', 'data-large_image', 'data-thumb', 'xlink:href'];
      const found: string[] = [];
      const visit = (root: Document | ShadowRoot) => {
        for (const el of root.querySelectorAll('*')) {
          for (const name of URL_ATTRIBUTES) {
            const value = el.getAttribute(name);
            if (!value || !value.includes('__xss')) continue;
            const normal = value.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
            const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(normal)?.[1]?.toLowerCase();
            if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') found.push(`<${el.localName} ${name}="${value.slice(0, 60)}">`);
          }
          if (el.shadowRoot) visit(el.shadowRoot);
        }
      };
      visit(document);
      return found;
    })
    .catch(() => []);
}

/** Whether a hashchange or popstate listener is registered on the page's window (Chromium's debugger protocol). */
export async function listensForHashChanges(page: Page): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
    return listeners.some((l) => l.type === 'hashchange' || l.type === 'popstate');
  } finally {
    await cdp.detach().catch(() => {});
  }
}

/**
 * Query parameters the elements read: the shop's (search, ordering, variations, the store notice),
 * the first product table's own (`101_…`, the table of /demo/product-table/), the member
 * directory's, the forum reply's and the order attribution's campaign parameters.
 */
export const URL_PARAMS = [
  's', 'orderby', 'paged', 'product_cat', 'attribute_pa_size', 'attribute_pa_color', 'wcm_dir_search', 'wcm_dir_page', 'wcm_dir_plan', 'notice',
  '101_orderby', '101_order', '101_paged', 'wcm_dir_status', 'bbp_reply_to',
  'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'utm_id', 'utm_source_platform', 'utm_creative_format', 'utm_marketing_tactic',
];

/** A payload that is a URL (a scheme, after what browsers strip): it works only as a whole value. */
export function isUrlPayload(payload: Payload): boolean {
  return /^[\u0000-\u0020]*[a-z][a-z0-9+.\-\t\n\r]*:/i.test(payload.text);
}

/** One page load of the URL state point: a value for each parameter and the hash, and the payloads in each. */
export interface UrlStateLoad {
  params: Array<[string, string]>;
  hash: string;
  /** Payload ids by place (a parameter name or `#`). */
  ids: Map<string, number[]>;
}

/** At most this many markup payloads share one value. */
const PER_VALUE = 3;

/**
 * The corpus spread over as few loads as hold it: each URL payload alone as a whole value (a
 * scheme counts only at the start), the markup payloads joined, at most PER_VALUE to a value,
 * those that end outside a tag first (one left open would swallow the next). Every payload goes
 * into exactly one parameter or the hash of one load.
 */
export function urlStateLoads(payloads: Payload[]): UrlStateLoad[] {
  const places = [...URL_PARAMS, '#'];
  const urls = payloads.filter(isUrlPayload);
  const markup = payloads.filter((p) => !isUrlPayload(p));
  const loads = Math.max(1, Math.ceil((urls.length + Math.ceil(markup.length / PER_VALUE)) / places.length));
  const slots = loads * places.length;
  const values: Payload[][] = Array.from({ length: slots }, () => []);
  urls.forEach((payload, i) => values[i]!.push(payload));
  const free = slots - urls.length;
  markup.forEach((payload, i) => values[urls.length + (i % free)]!.push(payload));
  const closed = (p: Payload) => p.text.trimEnd().endsWith('>');
  return Array.from({ length: loads }, (_, load) => {
    const params: Array<[string, string]> = [];
    const ids = new Map<string, number[]>();
    let hash = '';
    places.forEach((place, n) => {
      const group = [...values[load * places.length + n]!].sort((a, b) => Number(closed(b)) - Number(closed(a)));
      const text = group.map((p) => p.text).join('');
      ids.set(place, group.map((p) => p.id));
      if (place === '#') hash = text;
      else params.push([place, text]);
    });
    return { params, hash, ids };
  });
}

const urlState: InjectionPoint = {
  tag: '*',
  name: 'URL query and hash state',
  async run(ctx) {
    const { payloads } = ctx;
    // Every payload in some parameter or the hash of one of the loads (two for the corpus).
    const loads = urlStateLoads(payloads);
    ctx.placed ??= new Map();
    for (const [n, load] of loads.entries()) {
      const url = new URL(ctx.page.url);
      for (const [param, text] of load.params) url.searchParams.set(param, text);
      url.hash = `&gid=1&pid=${encodeURIComponent(load.hash)}`;
      for (const [place, ids] of load.ids) for (const id of ids) ctx.placed.set(id, `${place === '#' ? 'the hash' : place} of load ${n + 1}`);
      await open(ctx, url.href);
      // The page loaded with the payloads in its address (no redirect dropped them).
      const loaded = new URL(ctx.w.page.url());
      if (load.params.every(([param]) => loaded.searchParams.get(param) === url.searchParams.get(param))) ctx.delivered += 1;
      else ctx.problems.push(`load ${n + 1}: the page did not keep the query it was opened with (${loaded.pathname}${loaded.search.slice(0, 80)})`);
      // What this load rendered, before the next one replaces it: the elements' own frames first
      // (a payload's handler runs in them), then markup or script URLs written from the address.
      await settle(ctx.w.page);
      const which = (found: string[]) =>
        [...new Set(found.flatMap((text) => [...text.matchAll(/__xss\((\d+)\)/g)].map((m) => Number(m[1]))))]
          .map((id) => `payload ${id} (in ${ctx.placed?.get(id) ?? '?'})`)
          .join(', ');
      const created = await createdElements(ctx.w.page);
      if (created.length) ctx.problems.push(`${which(created)}: markup rendered as HTML: ${created[0]}`);
      const urls = await unsafeUrlsWritten(ctx.w.page);
      if (urls.length) ctx.problems.push(`${which(urls)}: script or data URLs written into the page: ${urls.slice(0, 2).join(' ')}`);
    }
    // Live hash changes, one after another in the page, each given the frames the elements need to
    // react; only where the page's code listens for them (the lightbox, the table's history, the
    // directory): elsewhere a change reaches nothing until the shopper acts, and would test nothing.
    if (!(await listensForHashChanges(ctx.w.page))) return;
    ctx.delivered += await ctx.w.page.evaluate(async (texts) => {
      let kept = 0;
      for (const text of texts) {
        location.hash = text;
        if (location.hash !== '') kept += 1;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
      }
      return kept;
    }, payloads.map((p) => p.text));
  },
};

const searchText: InjectionPoint = {
  tag: 'shop-product-search',
  name: 'search keyword and category links',
  async run(ctx) {
    const page = ctx.w.page;
    const seen = await holdNavigations(page, ctx.page.url);
    await open(ctx, ctx.page.url);
    const forms = await page.locator('shop-product-search form').count();
    // Each payload through one of the forms in turn (every form reads the keyword the same way).
    for (const [index, payload] of ctx.payloads.entries()) {
      for (const f of [index % Math.max(1, forms)]) {
        const before = seen.length;
        const input = page.locator('shop-product-search form').nth(f).locator('[name="s"]');
        await input.fill(payload.text);
        // A text input drops line breaks from what is typed: the keyword is what the field holds.
        const typed = await input.inputValue();
        await input.press('Enter');
        const deadline = Date.now() + 3000;
        while (seen.length === before && Date.now() < deadline) await settle(page);
        const target = seen[before];
        if (!target) {
          ctx.problems.push(`form ${f + 1}: no redirect for payload ${payload.id}`);
          continue;
        }
        ctx.delivered += 1;
        const url = new URL(target);
        if (url.origin !== new URL(ctx.base).origin) ctx.problems.push(`payload ${payload.id}: redirect left the site: ${target}`);
        if (url.searchParams.get('s') !== typed.trim()) {
          ctx.problems.push(`payload ${payload.id}: keyword not carried intact (got ${JSON.stringify(url.searchParams.get('s'))})`);
        }
      }
    }
    // Category links from the element's JSON attribute: a javascript: URL must never be followed.
    const bad = ctx.payloads.filter((p) => /^\s*(javascript|data):/i.test(p.text) || p.text.includes('javascript:'));
    for (const payload of bad) {
      const before = seen.length;
      const ran = await page.evaluate((url) => {
        const host = document.querySelector('shop-product-search[mode="category"]');
        if (!host) return false;
        const select = host.querySelector('select');
        const option = select?.querySelector('option[value]:not([value=""])') as HTMLOptionElement | null;
        if (!select || !option) return false;
        option.removeAttribute('data-url');
        select.value = option.value;
        host.setAttribute('category-urls', JSON.stringify({ [option.value]: url }));
        return true;
      }, payload.text);
      if (!ran) {
        ctx.problems.push('no category-mode search with a category to choose: javascript: category links were not tried');
        break;
      }
      ctx.delivered += 1;
      await settle(page);
      const form = page.locator('shop-product-search[mode="category"] form');
      await form.locator('[name="s"]').fill('x');
      await form.locator('[name="s"]').press('Enter');
      const deadline = Date.now() + 2000;
      while (seen.length === before && Date.now() < deadline) await settle(page);
    }
  },
};

const storeNotice: InjectionPoint = {
  tag: 'shop-store-notice',
  name: 'notice id and cookie values',
  async run(ctx) {
    const page = ctx.w.page;
    const { payloads } = ctx;
    // A page load every fifth payload (the id from the URL and a cookie), then those five as live
    // changes of the id, each dismissed when the notice shows, one after another in the page.
    for (let i = 0; i < payloads.length; i += 5) {
      const group = payloads.slice(i, i + 5);
      await page.context().addCookies([{ name: 'store_noticea1b2c3', value: encodeURIComponent(group[0]!.text), url: ctx.base }]);
      const url = new URL(ctx.page.url);
      url.searchParams.set('notice', group[0]!.text);
      await open(ctx, url.href);
      const taken = await page.evaluate(async (texts) => {
        const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
        let count = 0;
        for (const text of texts) {
          const host = document.querySelector('shop-store-notice');
          const notice = host?.querySelector<HTMLElement>('.woocommerce-store-notice');
          if (!host || !notice) continue;
          notice.dataset.noticeId = text;
          host.setAttribute('notice-id', text);
          count += 1;
          await frames();
          const link = host.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link');
          if (link && link.getClientRects().length > 0) link.click();
          await frames();
        }
        return count;
      }, group.map((p) => p.text));
      ctx.delivered += taken;
      if (taken < group.length) ctx.problems.push(`payloads ${group.map((p) => p.id).join(', ')}: no shop-store-notice with a notice on the page to take ${group.length - taken} of them`);
    }
    await page.context().clearCookies();
  },
};

const ownPrice: InjectionPoint = {
  tag: 'shop-own-price',
  name: 'own-price input',
  async run(ctx) {
    const page = ctx.w.page;
    await holdNavigations(page, ctx.page.url);
    await open(ctx, ctx.page.url);
    const input = page.locator('shop-own-price input').first();
    for (const payload of ctx.payloads) {
      await input.fill(payload.text);
      // Leaving the field (its change: the element reads the value), then the form sent when the
      // element lets it be sent (the store's answer is held: the page stays), in one turn of the page.
      const read = await page.evaluate(async () => {
        const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
        const host = document.querySelector('shop-own-price');
        let changed = false;
        host?.addEventListener('shop-own-price-changed', () => (changed = true), { once: true });
        host?.querySelector<HTMLInputElement>('input')?.blur();
        await frames();
        const submit = document.querySelector<HTMLButtonElement>('form.cart [type=submit]');
        if (submit && !submit.disabled) submit.click();
        await frames();
        return changed;
      });
      if (read) ctx.delivered += 1;
    }
  },
};

/** Clicks like a shopper inside the page (the element's delegated listener sees a real click). */
function clickIn(page: Page, selector: string, index = 0): Promise<boolean> {
  return page.evaluate(
    ({ selector, index }) => {
      const target = document.querySelectorAll<HTMLElement>(selector)[index];
      if (!target) return false;
      target.click();
      return true;
    },
    { selector, index },
  );
}

const ADD_BUTTON = 'shop-add-to-cart a.ajax_add_to_cart[data-product_id]';

/** The add_to_cart answer's product_url, and the settings' cart_url (redirect after add and the View cart link). */
const addToCartUrls: InjectionPoint = {
  tag: 'shop-add-to-cart',
  name: 'add_to_cart product_url and the cart_url setting',
  async run(ctx) {
    const page = ctx.w.page;
    const seen = await holdNavigations(page, ctx.page.url);
    let productUrl: string | null = null;
    await page.route(
      (url) => url.searchParams.get('wc-ajax') === 'add_to_cart',
      (route) =>
        productUrl === null
          ? route.fallback()
          : route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ error: true, product_url: productUrl }) }),
    );
    // Each payload on its own button: one that was sent away stays loading, as the platform's does.
    let buttons = 0;
    let next = 0;
    const button = async (): Promise<number> => {
      if (next >= buttons) {
        await open(ctx, ctx.page.url);
        buttons = await page.locator(ADD_BUTTON).count();
        next = 0;
        if (buttons === 0) throw new Error('no add-to-cart buttons on the page');
      }
      return next++;
    };
    const outcome = async (index: number, navigationsBefore: number) => {
      await pollUntil(
        () =>
          seen.length > navigationsBefore ||
          page.evaluate(({ selector, index }) => {
            const b = document.querySelectorAll(selector)[index];
            return !!b && !b.classList.contains('loading');
          }, { selector: ADD_BUTTON, index }).catch(() => true),
        5000,
      );
      await settle(page);
    };
    for (const payload of ctx.payloads) {
      productUrl = payload.text;
      const index = await button();
      const before = seen.length;
      if (await clickIn(page, ADD_BUTTON, index)) ctx.delivered += 1;
      await outcome(index, before);
    }
    productUrl = null;
    // The setting is taken as it is written: the payloads with a scheme are the ones that matter here.
    for (const [n, payload] of ctx.payloads.filter((p) => p.text.includes(':')).entries()) {
      const index = await button();
      const redirect = n % 2 === 0 ? 'yes' : 'no';
      const taken = await page.evaluate(({ text, redirect }) => {
        const host = document.querySelector('shop-add-to-cart');
        if (!host) return false;
        host.setAttribute('settings', JSON.stringify({ cart_url: text, cart_redirect_after_add: redirect }));
        return true;
      }, { text: payload.text, redirect });
      await settle(page);
      const before = seen.length;
      if (taken && (await clickIn(page, ADD_BUTTON, index))) ctx.delivered += 1;
      await outcome(index, before);
      for (const url of await unsafeUrlsWritten(page)) ctx.problems.push(`cart_url payload ${payload.id}: ${url}`);
    }
  },
};

/** The mini cart follows a remove link's href when the AJAX removal fails (§7.2). */
const miniCartRemoveLink: InjectionPoint = {
  tag: 'shop-mini-cart',
  name: 'mini-cart remove link href',
  async run(ctx) {
    const page = ctx.w.page;
    const seen = await holdNavigations(page, ctx.page.url);
    await page.request.post(new URL('/?wc-ajax=add_to_cart', ctx.base).href, { form: { product_id: '9', quantity: '1' } });
    await page.route((url) => url.searchParams.get('wc-ajax') === 'remove_from_cart', (route) => route.fulfill({ status: 500, body: '' }));
    await open(ctx, ctx.page.url);
    const REMOVE = 'shop-mini-cart a.remove_from_cart_button';
    for (const payload of ctx.payloads) {
      const before = seen.length;
      const set = await page.evaluate(({ selector, text }) => {
        const link = document.querySelector<HTMLAnchorElement>(selector);
        if (!link) return false;
        link.setAttribute('href', text);
        return true;
      }, { selector: REMOVE, text: payload.text });
      if (!set) {
        ctx.problems.push('no remove link in the mini cart: the href payloads were not tried');
        return;
      }
      ctx.delivered += 1;
      await clickIn(page, REMOVE);
      await pollUntil(
        () => seen.length > before || page.evaluate((s) => !document.querySelector(`${s}`)?.closest('.blockUI, [aria-busy="true"]'), REMOVE).catch(() => true),
        3000,
      );
      await settle(page);
    }
  },
};

/** A search form whose action is a script URL is never followed. */
const searchFormAction: InjectionPoint = {
  tag: 'shop-product-search',
  name: 'search form action',
  async run(ctx) {
    const page = ctx.w.page;
    await holdNavigations(page, ctx.page.url);
    await open(ctx, ctx.page.url);
    for (const payload of ctx.payloads) {
      const sent = await page.evaluate((text) => {
        const form = document.querySelector<HTMLFormElement>('shop-product-search form');
        const input = form?.querySelector<HTMLInputElement>('[name="s"]');
        if (!form || !input) return false;
        form.setAttribute('action', text);
        input.value = 'x';
        form.requestSubmit();
        return true;
      }, payload.text);
      if (!sent) {
        ctx.problems.push('no search form: the action payloads were not tried');
        return;
      }
      ctx.delivered += 1;
      await settle(page);
    }
  },
};

const TEXT_FIELDS: Array<(v: Record<string, unknown>, text: string) => void> = [
  (v, t) => (v.sku = t),
  (v, t) => (v.weight = t),
  (v, t) => ((v.dimensions as Record<string, unknown> | undefined) && ((v.dimensions as Record<string, unknown>).length = t)),
  (v, t) => ((v.dimensions as Record<string, unknown> | undefined) && ((v.dimensions as Record<string, unknown>).width = t)),
  (v, t) => ((v.image as Record<string, unknown> | undefined) && ((v.image as Record<string, unknown>).alt = t)),
  (v, t) => ((v.image as Record<string, unknown> | undefined) && ((v.image as Record<string, unknown>).title = t)),
  (v, t) => ((v.image as Record<string, unknown> | undefined) && ((v.image as Record<string, unknown>).caption = t)),
  // URLs: the gallery link, the image and its zoom/thumbnail data (§4.9) must never carry a script URL.
  (v, t) => ((v.image as Record<string, unknown> | undefined) && ((v.image as Record<string, unknown>).full_src = t)),
  (v, t) => ((v.image as Record<string, unknown> | undefined) && ((v.image as Record<string, unknown>).src = t)),
  (v, t) => ((v.image as Record<string, unknown> | undefined) && ((v.image as Record<string, unknown>).url = t)),
  (v, t) => ((v.image as Record<string, unknown> | undefined) && ((v.image as Record<string, unknown>).gallery_thumbnail_src = t)),
  (v, t) => ((v.image as Record<string, unknown> | undefined) && ((v.image as Record<string, unknown>).srcset = t)),
];

function unescapeAttr(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const variationData: InjectionPoint = {
  tag: 'shop-variations',
  name: 'variation JSON (sku, weight, dimensions, image alt/title/caption)',
  async run(ctx) {
    const page = ctx.w.page;
    const productUrl = new URL('/product/tshirt-colour-logo/', ctx.base).href;
    let offset = 0;
    let slots = 1;
    while (offset < ctx.payloads.length) {
      const start = offset;
      await page.route(productUrl, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/data-product_variations="([^"]*)"/, (all, raw: string) => {
          let list: Array<Record<string, unknown>>;
          try {
            list = JSON.parse(unescapeAttr(raw));
          } catch {
            return all;
          }
          if (!Array.isArray(list)) return all;
          let n = start;
          for (const variation of list) for (const set of TEXT_FIELDS) set(variation, ctx.payloads[n++ % ctx.payloads.length]!.text);
          slots = list.length * TEXT_FIELDS.length;
          return `data-product_variations="${escapeAttr(JSON.stringify(list))}"`;
        });
        return route.fulfill({ response, body });
      });
      await open(ctx, productUrl);
      await page.unroute(productUrl);
      const choices = await page.evaluate(() => {
        const form = document.querySelector<HTMLFormElement>('form.variations_form');
        const list = JSON.parse(form?.dataset.product_variations ?? '[]') as Array<{ attributes: Record<string, string>; sku?: string }>;
        return list.map((v) => ({ attributes: v.attributes, sku: v.sku ?? '' }));
      });
      for (const { attributes, sku } of choices) {
        for (const [name, value] of Object.entries(attributes)) {
          const select = page.locator(`form.variations_form select[name="${name}"]`);
          const option = value || (await select.locator('option:not([value=""])').first().getAttribute('value')) || '';
          await select.selectOption(option).catch(() => {});
        }
        await settle(page);
        await page.waitForFunction(() => !document.querySelector('form.variations_form.processing, form.variations_form [aria-busy=true]'), undefined, { timeout: 5000 }).catch(() => {});
        for (const url of await unsafeUrlsWritten(page)) ctx.problems.push(`variation ${JSON.stringify(attributes)}: ${url}`);
        // Rendered as text: the SKU line shows the payload's characters, not markup built from them.
        if (sku && Object.values(attributes).every((v) => v !== '')) {
          const shown = await page
            .waitForFunction((want) => (document.querySelector('.product_meta .sku')?.textContent ?? '') === want, sku, { timeout: 3000 })
            .then(() => true, () => false);
          if (!shown) ctx.problems.push(`SKU ${JSON.stringify(sku.slice(0, 40))} not shown as text in .sku`);
          else ctx.delivered += 1;
        }
      }
      offset += Math.max(1, slots);
    }
  },
};

/** Keys whose values are documented server HTML or code (§7): not text, not poisoned. */
const HTML_KEYS = /(^fragments$|_html$|^html$|^content$|^cart_widget$|^notice$|^style$|^script$|^variation_description$|^description$)/;

function poison(value: unknown, next: () => string, key = ''): unknown {
  if (HTML_KEYS.test(key)) return value;
  if (typeof value === 'string') return next();
  if (Array.isArray(value)) return value.map((item) => poison(item, next));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, next, k)]));
  }
  return value;
}

/**
 * Every registered call with demo steps: its real JSON answer with every text value replaced by
 * payloads. Pages an element re-reads (transport 'url') and answers that are server HTML (the
 * product table's, §7.6) are inserted as HTML by design (§2.4): they are not text to poison.
 */
export function responsePoints(calls: CallDescription[]): InjectionPoint[] {
  return calls.flatMap((call) => {
    const demo = demoOf(call.name);
    if (!demo || call.transport === 'url' || call.answer === 'html') return [];
    return [{
      tag: demo.tag,
      name: `${call.name} answer data`,
      async run(ctx: PointContext) {
        const page = ctx.w.page;
        const steps = demo.steps;
        const rounds = 4;
        for (let round = 0; round < rounds; round += 1) {
          let n = round * 17;
          const next = () => ctx.payloads[n++ % ctx.payloads.length]!.text;
          let served = 0;
          await page.route(
            (url) => url.origin === new URL(ctx.base).origin,
            async (route) => {
              if (!matchesCall(call, route.request())) return route.fallback();
              const response = await route.fetch();
              const text = await response.text();
              let data: unknown;
              try {
                data = JSON.parse(text);
              } catch {
                return route.fulfill({ response, body: text });
              }
              const before = n;
              const body = JSON.stringify(poison(data, next));
              if (n > before) served += 1;
              return route.fulfill({ response, body });
            },
          );
          // Steps that load their own page need no demo page first.
          if (!opensItsPage(steps)) await open(ctx, ctx.page.url);
          await runSteps(ctx.w, steps, ctx.catalogue).catch((error: Error) => ctx.problems.push(`steps: ${error.message.split('\n')[0]}`));
          // The answer may still be on its way when the steps return.
          await pollUntil(() => served > 0, 5000);
          await settle(page);
          await page.unrouteAll({ behavior: 'ignoreErrors' });
          if (served > 0) ctx.delivered += served;
          else ctx.problems.push(`round ${round + 1}: no poisoned ${call.name} answer was served (the call was not made, or its answer held no text)`);
        }
      },
    }];
  });
}

export const INJECTION_POINTS: InjectionPoint[] = [urlState, searchText, searchFormAction, storeNotice, ownPrice, variationData, addToCartUrls, miniCartRemoveLink];
