// shop-lightbox (§2.11, §9.3):
// - first open: a click on the first of 60 linked pictures until its full image is shown in the gallery
//   (the gallery's chunk, PhotoSwipe inside, is fetched on this first open, as on a real page);
// - next picture: with the gallery open, ArrowRight until the second picture is the shown one.
// Pictures are SVGs answered by the bench (no network), so the figures are the element's own work.
import { missingBuild } from './product-table-10000.mjs';

const PAGE_PATH = '/bench/pages/lightbox.html';
const COUNT = 60;

function svg(n) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900"><rect width="1200" height="900" fill="hsl(${(n * 47) % 360} 60% 45%)"/><text x="600" y="450" font-size="200" text-anchor="middle" fill="#fff">${n}</text></svg>`;
}

function pageHtml() {
  const links = Array.from({ length: COUNT }, (_, i) => `<a href="/bench/img/${i + 1}.svg" data-size="1200x900"><img src="/bench/img/${i + 1}.svg" width="120" height="90" alt="Picture ${i + 1}"></a>`);
  return `<!doctype html><html><head><meta charset="utf-8"><title>lightbox bench</title></head><body>
<shop-lightbox><div class="gallery">${links.join('\n')}</div></shop-lightbox>
<script type="module">import '/dist/storefront-elements.js';</script>
</body></html>`;
}

async function openPage(page, baseURL) {
  const missing = missingBuild();
  if (missing) return missing;
  await page.route(`${baseURL}${PAGE_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: pageHtml() }));
  await page.route(`${baseURL}/bench/img/*`, (route) => {
    const n = Number(/(\d+)\.svg$/.exec(route.request().url())?.[1] ?? 0);
    return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: svg(n) });
  });
  await page.goto(`${baseURL}${PAGE_PATH}`);
  await page.waitForSelector('shop-lightbox[data-shop-ready]', { state: 'attached', timeout: 30_000 });
  return undefined;
}

/** True once the gallery shows the picture `n` (1-based) with its full image loaded. */
const SHOWN = (n) => {
  const img = [...document.querySelectorAll('.pswp img.pswp__img')].find((el) => el.getAttribute('src')?.endsWith(`/${n}.svg`));
  if (!img || !img.complete || img.naturalWidth === 0) return false;
  const box = img.getBoundingClientRect();
  return box.left >= 0 && box.right <= window.innerWidth && box.width > 0;
};

export default [
  {
    name: 'lightbox-first-open',
    iterations: 10,
    warmup: 1,
    setup: openPage,
    async run(page) {
      await page.evaluate(() => {
        performance.mark('bench:start');
        document.querySelector('shop-lightbox a').click();
      });
      const started = Date.now();
      await page.waitForFunction(SHOWN, 1, { polling: 'raf' });
      const ms = Date.now() - started;
      await page.evaluate(() => performance.mark('bench:end'));
      return ms;
    },
  },
  {
    name: 'lightbox-next-picture',
    iterations: 10,
    warmup: 1,
    async setup(page, baseURL) {
      const missing = await openPage(page, baseURL);
      if (missing) return missing;
      await page.click('shop-lightbox a');
      await page.waitForFunction(SHOWN, 1);
      // Keys act once the opening animation has ended.
      await page.waitForSelector('.pswp[data-opened]');
      return undefined;
    },
    async run(page) {
      await page.evaluate(() => performance.mark('bench:start'));
      await page.keyboard.press('ArrowRight');
      const started = Date.now();
      await page.waitForFunction(SHOWN, 2, { polling: 'raf' });
      const ms = Date.now() - started;
      await page.evaluate(() => performance.mark('bench:end'));
      return ms;
    },
  },
];
