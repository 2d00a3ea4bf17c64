/**
 * Firefox ESR pass of the browser part, through puppeteer-core over WebDriver BiDi (Playwright
 * cannot drive Debian's firefox-esr). Every demo page once, with the strict CSP reported and not
 * enforced (`?csp=report-only`): the elements upgrade, no uncaught error, XSS payloads in the URL
 * query and hash never run, and the policy reports nothing. A page the policy would block nothing on
 * runs the same under it, so one load proves what a plain load and one under the enforced policy did
 * (the enforced policy is loaded in Chromium, csp.ts), and the payloads are not stopped by the policy.
 * The fault matrix, bad-input and axe checks use Playwright-only APIs and run in Chromium.
 */
import puppeteer, { type Browser } from 'puppeteer-core';
import { FIREFOX_PATH } from '../../scripts/lib/browsers.mjs';
import { byAddress, type DemoPage } from './lib/discover.ts';
import { URL_PARAMS } from './injection-points.ts';
import { LANES, pool, type Results } from './lib/results.ts';
import { XSS_PAYLOADS } from './xss-payloads.ts';

const SECTION = 'firefox';
const TRAP = `window.__xssHits = []; window.__xss = function (id) { window.__xssHits.push(String(id)); };
window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', function (e) { window.__cspViolations.push(e.violatedDirective + ' ' + (e.blockedURI || '(inline)')); }, true);`;

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
  const jobs = byAddress(pages);
  try {
    // Two tabs at once, each loading its own pages.
    await pool(jobs, LANES, async (demo, index) => {
      const problems: string[] = [];
      const t0 = Date.now();
      let page;
      try {
        page = await openTab(browser);
      } catch (error) {
        results.fail(SECTION, `${new URL(demo.url).pathname} <${demo.tag}>`, `no tab: ${(error as Error).message.split('\n')[0]}`);
        return;
      }
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String((error as Error).message ?? error)));
      await page.evaluateOnNewDocument(TRAP);
      try {
        const url = new URL(demo.url);
        url.searchParams.set('csp', 'report-only');
        const at = (n: number) => XSS_PAYLOADS[(index * (URL_PARAMS.length + 1) + n) % XSS_PAYLOADS.length]!.text;
        URL_PARAMS.forEach((param, n) => url.searchParams.set(param, at(n)));
        url.hash = at(URL_PARAMS.length);
        const response = await page.goto(url.href, { waitUntil: 'load' });
        if (!(response?.headers()['content-security-policy-report-only'] ?? '').includes("script-src 'self'")) problems.push('the page was not served with the strict policy reported');
        await page.waitForFunction(
          (list: string[]) => list.every((tag) => [...document.querySelectorAll(tag)].every((el) => customElements.get(tag) && el.hasAttribute('data-shop-ready'))),
          { timeout: 10_000, polling: 50 },
          catalogue,
        );
        const hits = (await page.evaluate('window.__xssHits')) as string[];
        if (hits.length) problems.push(`payloads executed: ${hits.join(', ')}`);
        const violations = (await page.evaluate('window.__cspViolations')) as string[];
        if (violations.length) problems.push(`the strict policy would block: ${violations.slice(0, 3).join('; ')}`);
        // The first page proves the policy is heard: an inline script it would block is reported.
        if (index === 0 && violations.length === 0) {
          const heard = await page.evaluate(`new Promise((resolve) => {
            document.addEventListener('securitypolicyviolation', () => resolve(true), { once: true });
            const script = document.createElement('script');
            script.textContent = 'window.__inlineRan = true';
            document.head.append(script);
            setTimeout(() => resolve(false), 2000);
          })`);
          if (!heard) problems.push('an inline script the strict policy would block was not reported: the check hears nothing');
        }
      } catch (error) {
        problems.push((error as Error).message.split('\n')[0] ?? '');
      }
      if (errors.length) problems.push(`uncaught: ${errors[0]}`);
      results.expectNone(SECTION, `${new URL(demo.url).pathname} <${demo.tag}> (strict CSP reported)`, problems, (Date.now() - t0) / 1000);
      await page.close().catch(() => {});
    });
  } finally {
    await browser.close().catch(() => {});
  }
}
