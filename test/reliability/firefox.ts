/**
 * Firefox ESR pass of the browser part, through puppeteer-core over WebDriver BiDi (Playwright
 * cannot drive Debian's firefox-esr). Every demo page, plain and under the strict CSP: the
 * elements upgrade, no uncaught error, and XSS payloads in the URL query and hash never run.
 * The fault matrix, bad-input and axe checks use Playwright-only APIs and run in Chromium.
 */
import puppeteer, { type Browser } from 'puppeteer-core';
import { FIREFOX_PATH } from '../../scripts/lib/browsers.mjs';
import { byAddress, type DemoPage } from './lib/discover.ts';
import { URL_PARAMS } from './injection-points.ts';
import { LANES, pool, type Results } from './lib/results.ts';
import { XSS_PAYLOADS } from './xss-payloads.ts';

const SECTION = 'firefox';
const TRAP = `window.__xssHits = []; window.__xss = function (id) { window.__xssHits.push(String(id)); };`;

/**
 * A new tab. Firefox's remote protocol may answer the request for one with "BrowsingContext
 * does no longer exist" while another tab is closing; that answer is about the browser, not
 * the page under test, so the request goes again (twice at most).
 */
async function openTab(browser: Browser) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await browser.newPage();
    } catch (error) {
      const discarded = /no such frame|DiscardedBrowsingContext|does no longer exist/.test(String((error as Error).message));
      if (!discarded || attempt >= 3) throw error;
    }
  }
}

export async function firefoxPass(base: string, pages: DemoPage[], catalogue: string[], results: Results): Promise<void> {
  let browser;
  try {
    browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true, args: ['--headless'] });
  } catch (error) {
    results.fail(SECTION, 'start Firefox ESR', (error as Error).message.split('\n')[0] ?? '');
    return;
  }
  // Once per page address: a page listed for two tags is one page.
  const jobs = byAddress(pages).flatMap((demo) => [false, true].map((strict) => ({ demo, strict })));
  try {
    // Two tabs at once, each loading its own pages.
    await pool(jobs, LANES, async ({ demo, strict }, index) => {
      const problems: string[] = [];
      const t0 = Date.now();
      let page;
      try {
        page = await openTab(browser);
      } catch (error) {
        results.fail(SECTION, `${new URL(demo.url).pathname} <${demo.tag}>${strict ? ' under strict CSP' : ''}`, `no tab: ${(error as Error).message.split('\n')[0]}`);
        return;
      }
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String((error as Error).message ?? error)));
      await page.evaluateOnNewDocument(TRAP);
      try {
        const url = new URL(demo.url);
        if (strict) url.searchParams.set('csp', 'strict');
        const at = (n: number) => XSS_PAYLOADS[(index * (URL_PARAMS.length + 1) + n) % XSS_PAYLOADS.length]!.text;
        URL_PARAMS.forEach((param, n) => url.searchParams.set(param, at(n)));
        url.hash = at(URL_PARAMS.length);
        await page.goto(url.href, { waitUntil: 'load' });
        await page.waitForFunction(
          (list: string[]) => list.every((tag) => [...document.querySelectorAll(tag)].every((el) => customElements.get(tag) && el.hasAttribute('data-shop-ready'))),
          { timeout: 10_000, polling: 50 },
          catalogue,
        );
        const hits = (await page.evaluate('window.__xssHits')) as string[];
        if (hits.length) problems.push(`payloads executed: ${hits.join(', ')}`);
      } catch (error) {
        problems.push((error as Error).message.split('\n')[0] ?? '');
      }
      if (errors.length) problems.push(`uncaught: ${errors[0]}`);
      results.expectNone(SECTION, `${new URL(demo.url).pathname} <${demo.tag}>${strict ? ' under strict CSP' : ''}`, problems, (Date.now() - t0) / 1000);
      await page.close().catch(() => {});
    });
  } finally {
    await browser.close().catch(() => {});
  }
}
