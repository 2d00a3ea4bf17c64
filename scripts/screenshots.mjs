#!/usr/bin/env node
// Full-page screenshots of every demo page at desktop and phone widths, for a look before a change
// lands. Starts the demo store with a fresh database (or uses SCREENSHOTS_BASE_URL), opens every
// page the home page links with a[data-demo] plus the shop, a category, search results, product
// pages, the cart with items, checkout and account, and writes <dir>/<name>-<width>.png.
// Usage: node scripts/screenshots.mjs [dir] (default /tmp/shots-demo). Needs a build (dist/).
// SCREENSHOTS_LANG=de shows the store in German (the demo's language switch).
// Prints each page that scrolls sideways (document wider than the window).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/browsers.mjs';
import { startDemoServer } from './lib/demo-server.mjs';

const WIDTHS = [1280, 390];
const outDir = path.resolve(process.argv[2] ?? '/tmp/shots-demo');
const MAX_SHOT_HEIGHT = 6000;

/** Pages beyond the home page's links: listings, search, products and the cart with items in it. */
const EXTRA_PAGES = [
  ['home', '/'],
  ['shop-page-2', '/shop/?paged=2'],
  ['category', '/product-category/accessories/'],
  ['search-shop', '/shop/?s=lamp&wcpt_search_category='],
  ['search-category', '/product-category/lighting/?s=lamp'],
  ['search-site', '/?s=hoodie&post_type=product&wcpt_search_category=clothing'],
  ['search-none', '/shop/?s=zzzz&wcpt_search_category='],
  ['product-simple', '/product/beanie-in-stock/'],
  ['product-tshirt', '/product/tshirt-colour-logo/'],
  ['product-sneaker', '/product/sneaker-many/'],
  ['product-quote-attrs', '/product/quote-attrs/'],
  ['cart-empty', '/cart/?empty'],
  ['cart', '/cart/'],
  ['checkout', '/checkout/'],
  ['account', '/my-account/'],
  ['not-found', '/no/such/page/'],
  // Last: signed in from here on (the banner shows to signed-in users only).
  ['coming-soon-signed-in', '/__demo/login?user=demo&redirect=%2Fdemo%2Fcoming-soon%2F%3Freset%3D1'],
  ['account-signed-in', '/my-account/'],
];

function slug(text) {
  return text.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-').toLowerCase() || 'home';
}

const server = process.env.SCREENSHOTS_BASE_URL ? null : await startDemoServer();
const base = process.env.SCREENSHOTS_BASE_URL ?? server.url;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let wide = 0;
try {
  mkdirSync(outDir, { recursive: true });
  const home = await (await fetch(`${base}/`)).text();
  const linked = [...home.matchAll(/<a href="([^"]+)" data-demo="([^"]+)"/g)].map(([, href]) => [slug(href.replace(/&amp;/g, '&')), href.replace(/&amp;/g, '&')]);
  const all = [...linked, ...EXTRA_PAGES];
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 }, deviceScaleFactor: 1 });
    if (process.env.SCREENSHOTS_LANG) await context.addCookies([{ name: 'demo_language', value: process.env.SCREENSHOTS_LANG, url: base }]);
    const page = await context.newPage();
    for (const [name, url] of all) {
      if (name === 'cart') {
        for (const id of ['9', '102', '2001', '12']) await page.request.post(`${base}/?wc-ajax=add_to_cart`, { form: { product_id: id, quantity: '1' } });
      }
      if (name === 'cart-empty') await page.request.get(`${base}/__demo/empty-cart`, { maxRedirects: 0 });
      await page.goto(`${base}${url}`, { waitUntil: 'load' });
      // The elements upgrade after load; a page is ready once each of them says so.
      await page.waitForFunction(() => [...document.querySelectorAll('*')]
        .filter((el) => el.localName.includes('-') && customElements.get(el.localName))
        .every((el) => el.hasAttribute('data-shop-ready')), null, { timeout: 10_000 }).catch(() => {});
      // A product table's cart controls are a chunk of their own: wait for them where a table has any.
      await page.waitForFunction(() => [...document.querySelectorAll('shop-product-table')]
        .filter((table) => table.querySelector('[data-wcpt-link-code^="cart"], .wcpt-cart-checkbox, .wcpt-quantity'))
        .every((table) => table.hasAttribute('data-shop-cart-ready')), null, { timeout: 10_000 }).catch(() => {});
      // Lazy images load as the page scrolls: scroll through it once and wait for them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        window.scrollTo(0, 0);
        await Promise.all([...document.images].map((img) => img.decode().catch(() => {})));
      });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) {
        wide++;
        console.log(`${name} at ${width}px: ${overflow}px wider than the window`);
      }
      // A page taller than a picture can hold (the 10,000-row table) is shown from the top.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const clip = height > MAX_SHOT_HEIGHT ? { x: 0, y: 0, width, height: MAX_SHOT_HEIGHT } : undefined;
      await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: true, clip });
    }
    await context.close();
  }
  console.log(`${WIDTHS.length * all.length} screenshots in ${outDir}; ${wide} wider than the window`);
} finally {
  await browser.close();
  await server?.stop();
}
