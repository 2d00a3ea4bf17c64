// Time for 200 <shop-store-notice> elements to upgrade and render once the library's code is
// already loaded: the cost of the element base itself, without fetching and compiling chunks.
import upgrade from './upgrade-200.mjs';

const TAG = 'shop-store-notice';
const COUNT = 200;

export default {
  name: 'upgrade-200-code-loaded',
  iterations: 15,
  warmup: 2,
  async setup(page, baseURL) {
    const skipped = await upgrade.setup(page, baseURL);
    if (skipped) return skipped;
    await page.evaluate(async (tag) => {
      const library = await import('/dist/index.js');
      // Detach the server-rendered notices so loading the code does not upgrade them yet.
      const items = document.getElementById('items');
      window.__benchItems = items.innerHTML;
      items.replaceChildren();
      await library.loadTag(tag);
      await customElements.whenDefined(tag);
    }, TAG);
    return undefined;
  },
  async run(page) {
    return page.evaluate(
      async ({ tag, count }) => {
        const items = document.getElementById('items');
        performance.mark('bench:start');
        const t0 = performance.now();
        items.innerHTML = window.__benchItems;
        const elements = [...items.querySelectorAll(tag)];
        if (elements.length !== count) throw new Error(`expected ${count} <${tag}>, got ${elements.length}`);
        // Done = each notice shows the dismiss link the element adds and says it is ready.
        // Polled between tasks (not per frame), so the figure is not rounded up to a frame.
        await new Promise((resolve, reject) => {
          const done = (el) => el.hasAttribute('data-shop-ready') && el.querySelector('.woocommerce-store-notice__dismiss-link');
          const check = () => {
            if (elements.every(done)) return resolve();
            if (performance.now() - t0 > 10_000) return reject(new Error('not all notices rendered after 10 s'));
            setTimeout(check, 0);
          };
          check();
        });
        const elapsed = performance.now() - t0;
        performance.mark('bench:end');
        return elapsed;
      },
      { tag: TAG, count: COUNT },
    );
  },
};
