/**
 * Browser side of the suite: the system Chromium, one context per visitor (its own
 * cookie jar), and a page instrumented before any page script runs: an XSS trap
 * (`window.__xss`), a record of `shop-request-failed` events, console errors,
 * uncaught errors, dialogs and navigations.
 */
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page, type Request } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/browsers.mjs';
import type { DemoStep } from '../demo-steps.ts';
import { pollUntil } from './results.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** Runs in every document before its own scripts. */
const INSTRUMENT = () => {
  const w = window as unknown as Record<string, unknown>;
  const hits: string[] = [];
  w.__xssHits = hits;
  w.__xss = (id: unknown) => {
    hits.push(String(id));
    // Reported to the test as well, so a hit survives a navigation.
    const report = w.__xssReport as ((id: string) => void) | undefined;
    report?.(String(id));
  };
  const failures: unknown[] = [];
  w.__shopFailures = failures;
  window.addEventListener('shop-request-failed', (event) => failures.push((event as CustomEvent).detail), true);
};

export interface Watched {
  page: Page;
  consoleErrors: string[];
  consoleAll: string[];
  pageErrors: string[];
  dialogs: string[];
  /** Main-frame navigation requests (redirect hops included). */
  navigations: Request[];
  /** Requests that settled (finished or failed). */
  settled: Set<Request>;
}

export interface ContextOptions {
  base: string;
  /** Page settings merged into every page's settings block (e.g. request_timeout_ms). */
  settings?: Record<string, unknown>;
  /**
   * With `settings`: merge them only into pages loaded while this cookie is set (`<name>=1`), so
   * one context can load pages with and without them.
   */
  settingsCookie?: string;
  cookies?: Array<{ name: string; value: string }>;
  javaScriptEnabled?: boolean;
}

export async function newContext(browser: Browser, options: ContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: options.base, javaScriptEnabled: options.javaScriptEnabled ?? true });
  // tsx keeps function names with a `__name` helper that page code does not have.
  await context.addInitScript({ content: 'window.__name = window.__name || function (f) { return f; };' });
  await context.addInitScript(INSTRUMENT);
  if (options.cookies?.length) {
    await context.addCookies(options.cookies.map((c) => ({ ...c, url: options.base })));
  }
  if (options.settings) {
    // Merged into the page's settings block as the parser inserts it, before the module scripts run.
    await context.addInitScript(({ extra, cookie }: { extra: Record<string, unknown>; cookie: string | null }) => {
      if (cookie !== null && !document.cookie.split('; ').includes(`${cookie}=1`)) return;
      const patch = (node: Node) => {
        if (!(node instanceof HTMLScriptElement) || node.id !== 'storefront-settings' || node.dataset.patched) return;
        node.dataset.patched = '1';
        try {
          node.textContent = JSON.stringify({ ...JSON.parse(node.textContent || '{}'), ...extra });
        } catch {
          // invalid JSON stays as the page printed it
        }
      };
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes) patch(node);
      }).observe(document, { childList: true, subtree: true });
    }, { extra: options.settings, cookie: options.settingsCookie ?? null });
  }
  return context;
}

/** Contexts whose close did not finish in time (reported once by the suite's runner). */
export const stuckCloses: string[] = [];
const CLOSE_LIMIT_MS = 30_000;

/**
 * Closes a context, waiting at most CLOSE_LIMIT_MS: Chromium has been seen never to answer the close
 * of a context whose page was mid-navigation with a beforeunload listener. A close that does not
 * finish is noted for the runner to report, and the suite goes on instead of hanging.
 */
export async function closeContext(context: BrowserContext, label: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<'stuck'>((resolve) => (timer = setTimeout(() => resolve('stuck'), CLOSE_LIMIT_MS)));
  const outcome = await Promise.race([context.close().then(() => 'closed' as const, () => 'closed' as const), limit]);
  clearTimeout(timer);
  if (outcome === 'stuck') stuckCloses.push(label);
}

export async function watchedPage(context: BrowserContext): Promise<Watched> {
  const page = await context.newPage();
  return watch(page);
}

export function watch(page: Page): Watched {
  const watched: Watched = {
    page,
    consoleErrors: [],
    consoleAll: [],
    pageErrors: [],
    dialogs: [],
    navigations: [],
    settled: new Set(),
  };
  page.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    watched.consoleAll.push(`${message.type()}: ${text}`);
    if (message.type() !== 'error') return;
    if (/\/favicon\.ico(\?|$)/.test(message.location().url)) return;
    watched.consoleErrors.push(text);
  });
  page.on('pageerror', (error) => watched.pageErrors.push(error.message));
  page.on('dialog', (dialog) => {
    watched.dialogs.push(dialog.message());
    void dialog.dismiss().catch(() => {});
  });
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) watched.navigations.push(request);
  });
  page.on('requestfinished', (request) => watched.settled.add(request));
  page.on('requestfailed', (request) => watched.settled.add(request));
  return watched;
}

/**
 * How long one step (a page load, a click, a key, an element's upgrade) may take before it counts as
 * hung. Generous: a 2-core machine under the whole suite's load takes several seconds for what a
 * quiet one does at once (a key press on the mini cart's link timed out at 10 s there), and a
 * passing run never waits it out.
 */
export const STEP_TIMEOUT_MS = 20_000;

/** Replays a registry call's demo steps. */
export async function runSteps(w: Watched, steps: DemoStep[], tags: string[] = [], timeoutMs = STEP_TIMEOUT_MS): Promise<void> {
  const { page } = w;
  for (const step of steps) {
    if ('goto' in step) {
      await gotoSettled(w, step.goto, timeoutMs);
      // The elements of the new page take over before the shopper acts, with their parts that
      // load on their own (a table's cart side: until then its cart buttons are plain links).
      await elementsUpgraded(page, tags, timeoutMs);
      await page.waitForFunction(() => !document.querySelector('[data-shop-parts-loading]'), undefined, { timeout: timeoutMs, polling: 50 }).catch(() => {});
      await settle(page);
    }
    if ('post' in step) {
      const response = await page.request.post(step.post, { form: step.form, timeout: timeoutMs });
      if (!response.ok()) throw new Error(`POST ${step.post} answered ${response.status()}`);
    }
    if ('click' in step) await page.locator(step.click).first().click({ timeout: timeoutMs });
    else if ('select' in step) await page.locator(step.select).first().selectOption(step.value, { timeout: timeoutMs });
    else if ('fill' in step) await page.locator(step.fill).first().fill(step.value, { timeout: timeoutMs });
    else if ('press' in step) await page.locator(step.press).first().press(step.key, { timeout: timeoutMs });
  }
}

/** `page.goto`, once more when an element's own navigation (a followed link) interrupts it. */
export async function gotoSettled(w: Watched, url: string, timeoutMs = STEP_TIMEOUT_MS): Promise<void> {
  try {
    await w.page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
  } catch (error) {
    // The page's own navigation (a followed link, its redirect) may still be landing: Chromium
    // then aborts ours (ERR_ABORTED), Firefox says it was interrupted. Let it land, then go again.
    // Its last hop, not `load` alone: while a redirect is in flight the old document has fired
    // `load` already, and the retry would collide again.
    if (!/interrupted by another navigation|net::ERR_ABORTED|NS_BINDING_ABORTED/.test((error as Error).message)) throw error;
    await navigationLanded(w, timeoutMs);
    await w.page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
  }
}

/**
 * Waits for the page's own latest navigation (a followed link and its redirects) to load: a page
 * load of ours started before that would be cut off by it, or cut it off.
 */
export async function navigationLanded(w: Watched, timeoutMs = STEP_TIMEOUT_MS): Promise<void> {
  await pollUntil(() => {
    const last = w.navigations.at(-1);
    return last === undefined || w.settled.has(last);
  }, timeoutMs);
  await w.page.waitForLoadState('load', { timeout: timeoutMs });
}

/** Resolves when the catalogue tags present in the page are defined (the drop-in loader ran). */
export async function elementsUpgraded(page: Page, tags: string[], timeoutMs = STEP_TIMEOUT_MS): Promise<string[]> {
  const handle = await page.waitForFunction(
    (list) => {
      const present = list.filter((tag) => document.querySelector(tag));
      const pending = present.filter((tag) => !customElements.get(tag));
      return pending.length === 0 ? present : false;
    },
    tags,
    { timeout: timeoutMs, polling: 50 },
  ).catch(() => undefined);
  if (!handle) {
    const pending = await page.evaluate((list) => list.filter((t) => document.querySelector(t) && !customElements.get(t)), tags);
    throw new Error(`elements not upgraded: ${pending.join(', ')}`);
  }
  const present = (await handle.jsonValue()) as string[];
  // Every element marks itself data-shop-ready once its behaviour is attached: the shopper's
  // first action must reach the element, not the page's no-script fallback.
  const ready = await page
    .waitForFunction(
      (list) => list.every((tag) => [...document.querySelectorAll(tag)].every((el) => el.hasAttribute('data-shop-ready'))),
      present,
      { timeout: timeoutMs, polling: 25 },
    )
    .catch(() => undefined);
  if (!ready) {
    const late = await page.evaluate(
      (list) => list.filter((tag) => [...document.querySelectorAll(tag)].some((el) => !el.hasAttribute('data-shop-ready'))),
      present,
    );
    throw new Error(`elements not ready (no data-shop-ready): ${late.join(', ')}`);
  }
  return present;
}

/** Waits for the page's own asynchronous work of this turn: two animation frames and a task. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
}

/**
 * Waits until the page's main thread is idle once (at most `timeoutMs`): work a page leaves for idle time
 * (a 10,000-row table starts its row window then) has run, so what is scanned is the page a shopper
 * looks at a moment after load.
 */
export async function idle(page: Page, timeoutMs = 3000): Promise<void> {
  await page.evaluate(
    (timeout) =>
      new Promise<void>((resolve) => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
        else setTimeout(resolve, 0);
      }),
    timeoutMs,
  );
}

export async function xssHits(page: Page): Promise<string[]> {
  return page.evaluate(() => ((window as unknown as { __xssHits?: string[] }).__xssHits ?? []).slice()).catch(() => []);
}
