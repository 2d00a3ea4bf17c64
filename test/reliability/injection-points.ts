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

/**
 * In the page, once per load: every navigation the page starts is recorded (`__navs`) and cancelled
 * through the navigate event (Navigation API), so a point can feed many payloads in one call into
 * the page instead of a round trip and a held network request each; `__frames()` waits two frames
 * and a task (the elements' own work of a turn). A `javascript:` URL fires no navigate event: one
 * that an element follows runs and springs the trap. A navigation the API cannot cancel still goes
 * to the network, where holdNavigations answers it.
 */
const IN_PAGE = `(() => {
  if (window.__navs) return;
  window.__navs = [];
  window.__frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
  window.navigation?.addEventListener('navigate', (event) => {
    window.__navs.push(event.destination.url);
    if (event.cancelable) event.preventDefault();
  });
})()`;

type InPage = typeof window & { __navs: string[]; __frames(): Promise<void> };

async function holdInPage(page: Page): Promise<void> {
  await page.evaluate(IN_PAGE);
}

/** A navigation to anything but http(s) that an element started with a payload: named by the payload's id. */
function unsafeNavigations(ctx: PointContext, targets: Array<string | null>, where: (i: number) => string): void {
  targets.forEach((target, i) => {
    if (target !== null && !/^https?:/i.test(target)) ctx.problems.push(`${where(i)}: went to ${target.slice(0, 60)}`);
  });
}

const searchText: InjectionPoint = {
  tag: 'shop-product-search',
  name: 'search keyword and category links',
  async run(ctx) {
    const page = ctx.w.page;
    await holdNavigations(page, ctx.page.url);
    await open(ctx, ctx.page.url);
    await holdInPage(page);
    ctx.placed ??= new Map();
    // Each payload through one of the forms in turn (every form reads the keyword the same way),
    // all in one call into the page: the keyword set as typing sets it, the form sent as Enter sends
    // it (its default button clicked), and the element's redirect taken from the navigate event.
    const sent = await page.evaluate(async (texts) => {
      const w = window as unknown as InPage;
      const forms = [...document.querySelectorAll<HTMLFormElement>('shop-product-search form')];
      const out: Array<{ form: number; typed: string; target: string | null }> = [];
      for (const [index, text] of texts.entries()) {
        const f = index % Math.max(1, forms.length);
        const form = forms[f];
        const input = form?.querySelector<HTMLInputElement>('[name="s"]');
        if (!form || !input) break;
        input.focus();
        input.value = text;
        input.dispatchEvent(new Event('input', { bubbles: true }));
        // A text input drops line breaks from what is typed: the keyword is what the field holds.
        const typed = input.value;
        const before = w.__navs.length;
        const button = form.querySelector<HTMLElement>('[type="submit"]');
        if (button) button.click();
        else form.requestSubmit();
        const deadline = performance.now() + 3000;
        while (w.__navs.length === before && performance.now() < deadline) await w.__frames();
        out.push({ form: f, typed, target: w.__navs[before] ?? null });
      }
      return out;
    }, ctx.payloads.map((p) => p.text));
    if (sent.length < ctx.payloads.length) ctx.problems.push(`no search form with a keyword field: ${ctx.payloads.length - sent.length} keyword payloads were not tried`);
    for (const [i, { form, typed, target }] of sent.entries()) {
      const payload = ctx.payloads[i]!;
      ctx.placed.set(payload.id, `the keyword of form ${form + 1}`);
      if (target === null) {
        ctx.problems.push(`form ${form + 1}: no redirect for payload ${payload.id}`);
        continue;
      }
      ctx.delivered += 1;
      const url = new URL(target);
      if (url.origin !== new URL(ctx.base).origin) ctx.problems.push(`payload ${payload.id}: redirect left the site: ${target}`);
      if (url.searchParams.get('s') !== typed.trim()) {
        ctx.problems.push(`payload ${payload.id}: keyword not carried intact (got ${JSON.stringify(url.searchParams.get('s'))})`);
      }
    }
    // Category links from the element's JSON attribute: a javascript: URL must never be followed.
    // Each one set, then the form sent, in the same call into the page; what it went to is named.
    const bad = ctx.payloads.filter((p) => /^\s*(javascript|data):/i.test(p.text) || p.text.includes('javascript:'));
    const followed = await page.evaluate(async (texts) => {
      const w = window as unknown as InPage;
      const out: Array<string | null> = [];
      for (const text of texts) {
        const host = document.querySelector('shop-product-search[mode="category"]');
        const select = host?.querySelector('select');
        const option = select?.querySelector<HTMLOptionElement>('option[value]:not([value=""])');
        const form = host?.querySelector<HTMLFormElement>('form');
        const input = form?.querySelector<HTMLInputElement>('[name="s"]');
        if (!host || !select || !option || !form || !input) return null;
        option.removeAttribute('data-url');
        select.value = option.value;
        host.setAttribute('category-urls', JSON.stringify({ [option.value]: text }));
        await w.__frames();
        input.value = 'x';
        input.dispatchEvent(new Event('input', { bubbles: true }));
        const before = w.__navs.length;
        const button = form.querySelector<HTMLElement>('[type="submit"]');
        if (button) button.click();
        else form.requestSubmit();
        // The element decides in its submit listener; a followed javascript: URL runs a task later.
        await w.__frames();
        out.push(w.__navs[before] ?? null);
      }
      return out;
    }, bad.map((p) => p.text));
    if (followed === null) {
      ctx.problems.push('no category-mode search with a category to choose: javascript: category links were not tried');
      return;
    }
    ctx.delivered += followed.length;
    for (const payload of bad) ctx.placed.set(payload.id, 'a category link');
    unsafeNavigations(ctx, followed, (i) => `category link payload ${bad[i]!.id}`);
  },
};

const storeNotice: InjectionPoint = {
  tag: 'shop-store-notice',
  name: 'notice id and cookie values',
  async run(ctx) {
    const page = ctx.w.page;
    const { payloads } = ctx;
    ctx.placed ??= new Map();
    // A page load every PER_NOTICE_LOAD payloads: the first IN_NOTICE_VALUE of them together in the
    // id from the URL and in the cookie, then every one of them as a live change of the id, each
    // dismissed when the notice shows, one after another in the page.
    const PER_NOTICE_LOAD = 18;
    const IN_NOTICE_VALUE = 4;
    const NOTICES = 6;
    for (let i = 0, load = 1; i < payloads.length; i += PER_NOTICE_LOAD, load += 1) {
      const group = payloads.slice(i, i + PER_NOTICE_LOAD);
      // Those that end outside a tag first (one left open would swallow the next).
      const closed = (p: Payload) => p.text.trimEnd().endsWith('>');
      const loaded = group.slice(0, IN_NOTICE_VALUE).sort((a, b) => Number(closed(b)) - Number(closed(a)));
      const value = loaded.map((p) => p.text).join('');
      await page.context().addCookies([{ name: 'store_noticea1b2c3', value: encodeURIComponent(value), url: ctx.base }]);
      const url = new URL(ctx.page.url);
      url.searchParams.set('notice', value);
      for (const p of loaded) ctx.placed.set(p.id, `the notice URL and cookie of load ${load}`);
      for (const p of group.slice(IN_NOTICE_VALUE)) ctx.placed.set(p.id, `a live notice-id change in load ${load}`);
      await open(ctx, url.href);
      // Several notices at once: the page's own, and beside it more of the platform's markup, each
      // taking its payloads in turn; a round sets every notice's id, then dismisses each one shown.
      const taken = await page.evaluate(async ({ texts, notices }) => {
        const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
        const first = document.querySelector('shop-store-notice');
        if (!first?.querySelector('.woocommerce-store-notice')) return 0;
        const hosts = [first];
        for (let n = 1; n < notices; n += 1) {
          const host = document.createElement('shop-store-notice');
          host.innerHTML = `<p class="woocommerce-store-notice demo_store" data-notice-id="extra${n}">Notice ${n} <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>`;
          first.after(host);
          hosts.push(host);
        }
        const deadline = performance.now() + 5000;
        while (!hosts.every((h) => h.hasAttribute('data-shop-ready')) && performance.now() < deadline) await frames();
        let count = 0;
        for (let i = 0; i < texts.length; i += hosts.length) {
          const round = texts.slice(i, i + hosts.length);
          round.forEach((text, n) => {
            const host = hosts[n]!;
            const notice = host.querySelector<HTMLElement>('.woocommerce-store-notice');
            if (!notice) return;
            notice.dataset.noticeId = text;
            host.setAttribute('notice-id', text);
            count += 1;
          });
          await frames();
          for (const host of hosts.slice(0, round.length)) {
            const link = host.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link');
            if (link && link.getClientRects().length > 0) link.click();
          }
          await frames();
        }
        return count;
      }, { texts: group.map((p) => p.text), notices: NOTICES });
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
    await holdInPage(page);
    ctx.placed ??= new Map();
    for (const payload of ctx.payloads) ctx.placed.set(payload.id, 'the own-price input');
    // Each payload typed into the field, the field left (its change: the element reads the value),
    // then the form sent when the element lets it be sent (the page stays where it is), all in one
    // call into the page.
    const read = await page.evaluate(async (texts) => {
      const w = window as unknown as InPage;
      const host = document.querySelector('shop-own-price');
      const input = host?.querySelector<HTMLInputElement>('input');
      if (!host || !input) return [];
      const out: boolean[] = [];
      for (const text of texts) {
        input.focus();
        input.value = text;
        input.dispatchEvent(new Event('input', { bubbles: true }));
        let changed = false;
        host.addEventListener('shop-own-price-changed', () => (changed = true), { once: true });
        input.dispatchEvent(new Event('change', { bubbles: true }));
        input.blur();
        await w.__frames();
        const submit = document.querySelector<HTMLButtonElement>('form.cart [type=submit]');
        if (submit && !submit.disabled) submit.click();
        out.push(changed);
      }
      // What the last submit did, rendered (the next payload's frames rendered the others').
      await w.__frames();
      return out;
    }, ctx.payloads.map((p) => p.text));
    if (read.length === 0) ctx.problems.push('no shop-own-price input on the page: the payloads were not tried');
    ctx.delivered += read.filter(Boolean).length;
  },
};

const ADD_BUTTON = 'shop-add-to-cart a.ajax_add_to_cart[data-product_id]';

/** The add_to_cart answer's product_url, and the settings' cart_url (redirect after add and the View cart link). */
const addToCartUrls: InjectionPoint = {
  tag: 'shop-add-to-cart',
  name: 'add_to_cart product_url and the cart_url setting',
  async run(ctx) {
    const page = ctx.w.page;
    await holdNavigations(page, ctx.page.url);
    // The answers' product_url, in the order the buttons are clicked (the cart's calls go one at a time).
    const productUrls: string[] = [];
    await page.route(
      (url) => url.searchParams.get('wc-ajax') === 'add_to_cart',
      (route) => {
        const productUrl = productUrls.shift();
        return productUrl === undefined
          ? route.fallback()
          : route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ error: true, product_url: productUrl }) });
      },
    );
    ctx.placed ??= new Map();
    // Each payload on its own button: one that was sent away stays loading, as the platform's does,
    // and a page is loaded again only when none is left; a button that came back (the URL refused,
    // the product added) takes the next payload. A load's buttons take their payloads in one call
    // into the page, each click once the previous one's outcome is in (the page went somewhere, or
    // the button stopped loading).
    let load = 0;
    let fresh = false;
    const batch = async (payloads: Payload[], settings: 'product_url' | 'cart_url'): Promise<void> => {
      let done = 0;
      while (done < payloads.length) {
        if (!fresh) {
          await open(ctx, ctx.page.url);
          await holdInPage(page);
          load += 1;
          fresh = true;
        }
        const rest = payloads.slice(done);
        if (settings === 'product_url') productUrls.push(...rest.map((p) => p.text));
        const outcomes = await page.evaluate(async ({ selector, texts, settings }) => {
          const w = window as unknown as InPage;
          const out: Array<{ button: number; clicked: boolean; target: string | null; unsafe: string[] }> = [];
          for (const [index, text] of texts.entries()) {
            const buttons = [...document.querySelectorAll<HTMLElement>(selector)];
            const free = buttons.findIndex((b) => !b.classList.contains('loading'));
            if (free === -1) break;
            const button = buttons[free]!;
            const host = document.querySelector('shop-add-to-cart');
            if (settings === 'cart_url') {
              if (!host) break;
              host.setAttribute('settings', JSON.stringify({ cart_url: text, cart_redirect_after_add: index % 2 === 0 ? 'yes' : 'no' }));
              await w.__frames();
            }
            const before = w.__navs.length;
            button.click();
            const deadline = performance.now() + 5000;
            do await w.__frames();
            while (w.__navs.length === before && button.classList.contains('loading') && performance.now() < deadline);
            // Script or data URLs the setting wrote (the View cart link), before the next one replaces them.
            const unsafe: string[] = [];
            for (const el of document.querySelectorAll('[href*="__xss"], [src*="__xss"], [action*="__xss"]')) {
              for (const name of ['href', 'src', 'action']) {
                const value = el.getAttribute(name);
                if (!value?.includes('__xss')) continue;
                const normal = value.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
                const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(normal)?.[1]?.toLowerCase();
                if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') unsafe.push(`<${el.localName} ${name}="${value.slice(0, 60)}">`);
              }
            }
            out.push({ button: free, clicked: true, target: w.__navs[before] ?? null, unsafe });
          }
          return out;
        }, { selector: ADD_BUTTON, texts: rest.map((p) => p.text), settings });
        productUrls.length = 0;
        const group = rest.slice(0, outcomes.length);
        done += group.length;
        if (outcomes.length === 0) {
          if (fresh && (await page.locator(ADD_BUTTON).count()) === 0) throw new Error('no add-to-cart buttons on the page');
          if (fresh && !(await page.evaluate(() => !!document.querySelector('shop-add-to-cart')))) throw new Error('no shop-add-to-cart to set');
        }
        // Every button on this page went somewhere: the next payload needs a new load.
        if (done < payloads.length) fresh = false;
        // A payload goes through both (the answer's URL, then the setting): a hit names both places.
        outcomes.forEach((o, i) => {
          const where = `${settings === 'product_url' ? 'the product_url of the answer' : 'the cart_url setting'} for button ${o.button + 1} of load ${load}`;
          const before = ctx.placed!.get(group[i]!.id);
          ctx.placed!.set(group[i]!.id, before ? `${before}, or ${where}` : where);
        });
        ctx.delivered += outcomes.filter((o) => o.clicked).length;
        unsafeNavigations(ctx, outcomes.map((o) => o.target), (i) => `${settings} payload ${group[i]!.id}`);
        outcomes.forEach((o, i) => o.unsafe.forEach((url) => ctx.problems.push(`${settings} payload ${group[i]!.id}: ${url}`)));
      }
    };
    await batch(ctx.payloads, 'product_url');
    // The setting is taken as it is written: the payloads with a scheme are the ones that matter here.
    await batch(ctx.payloads.filter((p) => p.text.includes(':')), 'cart_url');
  },
};

/** The mini cart follows a remove link's href when the AJAX removal fails (§7.2). */
const miniCartRemoveLink: InjectionPoint = {
  tag: 'shop-mini-cart',
  name: 'mini-cart remove link href',
  async run(ctx) {
    const page = ctx.w.page;
    await holdNavigations(page, ctx.page.url);
    await page.request.post(new URL('/?wc-ajax=add_to_cart', ctx.base).href, { form: { product_id: '9', quantity: '1' } });
    await page.route((url) => url.searchParams.get('wc-ajax') === 'remove_from_cart', (route) => route.fulfill({ status: 500, body: '' }));
    await open(ctx, ctx.page.url);
    await holdInPage(page);
    ctx.placed ??= new Map();
    for (const payload of ctx.payloads) ctx.placed.set(payload.id, 'the remove link href');
    // Each payload in the link, the link clicked, and its outcome (the page went somewhere, or the
    // removal is over) before the next, all in one call into the page.
    const REMOVE = 'shop-mini-cart a.remove_from_cart_button';
    const targets = await page.evaluate(async ({ selector, texts }) => {
      const w = window as unknown as InPage;
      const out: Array<string | null> = [];
      for (const text of texts) {
        const link = document.querySelector<HTMLAnchorElement>(selector);
        if (!link) return out;
        link.setAttribute('href', text);
        const before = w.__navs.length;
        link.click();
        const deadline = performance.now() + 3000;
        do await w.__frames();
        while (w.__navs.length === before && document.querySelector(selector)?.closest('.blockUI, [aria-busy="true"]') && performance.now() < deadline);
        out.push(w.__navs[before] ?? null);
      }
      return out;
    }, { selector: REMOVE, texts: ctx.payloads.map((p) => p.text) });
    if (targets.length < ctx.payloads.length) ctx.problems.push(`no remove link in the mini cart: ${ctx.payloads.length - targets.length} href payloads were not tried`);
    ctx.delivered += targets.length;
    unsafeNavigations(ctx, targets, (i) => `remove link payload ${ctx.payloads[i]!.id}`);
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
