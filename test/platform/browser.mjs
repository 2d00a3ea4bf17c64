// The few page operations the platform journeys need, the same in Chromium (playwright-core) and in
// Debian's Firefox ESR (puppeteer-core over WebDriver BiDi: Playwright cannot drive firefox-esr).
import puppeteer from 'puppeteer-core';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, FIREFOX_PATH } from '../../scripts/lib/browsers.mjs';

export const BROWSERS = ['chromium', 'firefox'];
/**
 * Every address but the store's goes through a proxy on a closed port, refused at once: the store's pages
 * ask for pictures from elsewhere (the forum's avatars from gravatar.com) that never come on this machine,
 * and each held the load event and the picture checks of a click for seconds.
 */
const REFUSED = { host: '127.0.0.1', port: 9 };
/** Short polls: a journey waits for many states, and each wait costs half a poll on average. */
const POLL_MS = 25;

/** A navigation in progress destroys the page's script context; the next poll sees the new page. */
const isNavigationError = (error) =>
  /context was destroyed|navigat|Target closed|detached|no such frame|DiscardedBrowsingContext|does no longer exist|Cannot find context/i.test(
    String(error?.message ?? error),
  );

function wrapPage(page, kind) {
  /** Console errors and warnings and uncaught errors of the page, in order. */
  const messages = [];
  page.on('console', (message) => {
    if (/^(error|warn|warning)$/.test(message.type())) messages.push({ type: message.type(), text: message.text() });
  });
  // An uncaught error names the script it came from: on the real store it may be WordPress's, an add-on's or ours.
  page.on('pageerror', (error) => {
    const from = String(error?.stack ?? '').match(/https?:\/\/[^\s)]+/)?.[0];
    messages.push({ type: 'pageerror', text: `${String(error?.message ?? error)}${from ? ` (${from})` : ''}` });
  });
  const api = {
    kind,
    messages,
    url: () => page.url(),
    goto: (url) => page.goto(url, { waitUntil: 'load', timeout: 60_000 }),
    reload: () => page.reload({ waitUntil: 'load', timeout: 60_000 }),
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    /** Sets a cookie for the store's address (`url`) in the page's context, before the page goes there. */
    setCookie: (name, value, url) => (kind === 'chromium'
      ? page.context().addCookies([{ name, value, url }])
      : page.browserContext().setCookie({ name, value, domain: new URL(url).hostname, path: '/' })),
    /**
     * Clicks the element once it stands still and the pictures in view have loaded: puppeteer clicks at
     * coordinates, and the platform's panels slide (jQuery slideDown) and its gallery changes height with a
     * variation's image, either of which would move the button from under the pointer.
     */
    async click(selector) {
      for (let attempt = 1; ; attempt += 1) {
        await api.waitFor(`${selector} to stand still`, (sel) => {
          const el = document.querySelector(sel);
          if (!el) return false;
          const r = el.getBoundingClientRect();
          const key = `${sel}|${r.left}|${r.top}|${r.width}|${r.height}|${scrollX}|${scrollY}`;
          // Still for 100 ms: a slide moves it every frame, and a loaded machine draws few frames.
          if (window.__clickKey?.key !== key) window.__clickKey = { key, since: performance.now() };
          // And no picture of the store in view still loading: a variation's image arriving late changes the
          // gallery's height and moves the form under it after the pointer has aimed. Pictures from elsewhere
          // (the forum's avatars, from gravatar.com) never come on this machine and have their size set.
          const loading = [...document.images].some((img) => {
            const box = img.getBoundingClientRect();
            const ours = new URL(img.currentSrc || img.src, location.href).origin === location.origin;
            return ours && !img.complete && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
          });
          return !loading && performance.now() - window.__clickKey.since >= 100;
        }, selector);
        try {
          return await page.click(selector);
        } catch (error) {
          // Puppeteer finds the element, then scrolls to it and reads its box before pressing: a script that
          // replaced the element in between (bbPress swaps a toggle's markup when its answer comes) makes it
          // throw before any mouse event is sent. Aim at the new element; a second such miss fails.
          if (attempt === 2 || !/Node is detached/i.test(String(error?.message ?? error))) throw error;
          console.log(`  (${kind}: ${selector} was replaced as the click aimed at it; clicking the new one)`);
        }
      }
    },
    /** Types into the field, key by key, as a shopper does. */
    type: (selector, text) => page.type(selector, text),
    /** Presses a key (`Enter`, `Tab`, `Shift+Tab`) on the focused element. */
    async press(key) {
      const [modifier, name] = key.includes('+') ? key.split('+') : [undefined, key];
      if (modifier) await page.keyboard.down(modifier);
      try {
        await page.keyboard.press(name);
      } finally {
        if (modifier) await page.keyboard.up(modifier);
      }
    },
    /** Back or Forward in the page's history (the caller waits for the state it expects: an entry of the same page or another load). */
    back: () => page.evaluate(() => { history.back(); }).catch((error) => { if (!isNavigationError(error)) throw error; }),
    forward: () => page.evaluate(() => { history.forward(); }).catch((error) => { if (!isNavigationError(error)) throw error; }),
    select: (selector, value) => (kind === 'chromium' ? page.selectOption(selector, value) : page.select(selector, value)),
    addInitScript: (fn, arg) => (kind === 'chromium' ? page.addInitScript(fn, arg) : page.evaluateOnNewDocument(fn, arg)),
    /**
     * Polls `fn(arg)` in the page until it returns a truthy value, across navigations; fails after
     * `timeoutMs` with `what` and the last value seen.
     */
    async waitFor(what, fn, arg, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      let last;
      for (;;) {
        try {
          last = await page.evaluate(fn, arg);
          if (last) return last;
        } catch (error) {
          if (!isNavigationError(error)) throw error;
          last = `(navigating: ${String(error.message).split('\n')[0]})`;
        }
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
  };
  return api;
}

/**
 * Forgets what the journey left in its context: the cookies (the cart's session, a signed-in member, the
 * campaign's attribution) and the store's local storage. The HTTP cache stays: the store's scripts and
 * styles are fetched and compiled once per mode, as a returning shopper's browser does.
 */
async function forget(page, clearCookies) {
  await page.evaluate(() => { if (location.protocol.startsWith('http')) localStorage.clear(); });
  await page.close();
  await clearCookies();
}

/**
 * Starts one browser. Its pages share one context until `forgetAll()` (a new mode: the plugin's files
 * changed under the same addresses); `newPage()` gives a page with no cookies and no local storage (an
 * empty cart, signed out). A page that cannot be cleared takes its context with it.
 */
export async function launch(kind) {
  let context;
  const dropContext = async () => {
    const old = context;
    context = undefined;
    await old?.close().catch(() => {});
  };
  if (kind === 'chromium') {
    // Chromium never sends the loopback addresses through a proxy.
    const args = [...CHROMIUM_ARGS, `--proxy-server=http://${REFUSED.host}:${REFUSED.port}`];
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args, headless: true });
    return {
      kind,
      async newPage() {
        context ??= await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const mine = context;
        const page = await mine.newPage();
        const wrapped = wrapPage(page, kind);
        wrapped.close = () => forget(page, () => mine.clearCookies()).catch(dropContext);
        return wrapped;
      },
      forgetAll: dropContext,
      close: () => browser.close(),
    };
  }
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    args: ['--headless'],
    defaultViewport: { width: 1280, height: 900 },
    extraPrefsFirefox: {
      'network.proxy.type': 1,
      'network.proxy.http': REFUSED.host,
      'network.proxy.http_port': REFUSED.port,
      'network.proxy.ssl': REFUSED.host,
      'network.proxy.ssl_port': REFUSED.port,
      'network.proxy.no_proxies_on': '127.0.0.1, localhost',
    },
  });
  // One page at a time per browser (a lane each). Over WebDriver BiDi, on a loaded machine, a new tab was
  // once lost as it was made ("BrowsingContext does no longer exist"): one more try then, in a new context.
  const makePage = async () => {
    context ??= await browser.createBrowserContext();
    const mine = context;
    try {
      const page = await mine.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      const wrapped = wrapPage(page, kind);
      wrapped.close = () => forget(page, async () => mine.deleteCookie(...(await mine.cookies()))).catch(dropContext);
      return wrapped;
    } catch (error) {
      await dropContext();
      throw error;
    }
  };
  return {
    kind,
    newPage: () => makePage().catch((error) => {
      if (!isNavigationError(error)) throw error;
      return makePage();
    }),
    forgetAll: dropContext,
    close: () => browser.close(),
  };
}
