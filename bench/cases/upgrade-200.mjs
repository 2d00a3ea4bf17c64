// Time from importing dist/storefront-elements.js to 200 <shop-store-notice> elements defined and rendered.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TAG = 'shop-store-notice';
const COUNT = 200;

export default {
  name: 'upgrade-200',
  iterations: 15,
  warmup: 2,
  async setup(page, baseURL) {
    let entry = '';
    try {
      entry = readFileSync(path.join(ROOT, 'dist/storefront-elements.js'), 'utf8');
    } catch {
      return { skip: 'dist/storefront-elements.js is missing' };
    }
    if (!entry.includes(`"${TAG}"`) && !entry.includes(`'${TAG}'`)) {
      return { skip: `<${TAG}> is not in dist/storefront-elements.js yet` };
    }
    await page.goto(`${baseURL}/bench/pages/upgrade-200.html`);
    const count = await page.locator(TAG).count();
    if (count !== COUNT) throw new Error(`page has ${count} <${TAG}>, expected ${COUNT}`);
    return undefined;
  },
  async run(page) {
    return page.evaluate(
      async ({ tag, count }) => {
        const elements = [...document.querySelectorAll(tag)];
        // An element counts as upgraded once it is defined and its content was rendered
        // (r2wc renders into the light DOM, replacing the server markup, or into a shadow root).
        const rendered = new Set();
        const observer = new MutationObserver((records) => {
          for (const record of records) {
            const host = record.target instanceof Element ? record.target.closest(tag) : null;
            if (host) rendered.add(host);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
        const isDone = (el) =>
          el.matches(':defined') && (rendered.has(el) || (el.shadowRoot?.childNodes.length ?? 0) > 0);
        performance.mark('bench:start');
        const t0 = performance.now();
        await import('/dist/storefront-elements.js');
        await customElements.whenDefined(tag);
        await new Promise((resolve, reject) => {
          const deadline = t0 + 10_000;
          const check = () => {
            if (elements.every(isDone)) return resolve(undefined);
            if (performance.now() > deadline) {
              const done = elements.filter(isDone).length;
              return reject(new Error(`only ${done}/${count} <${tag}> upgraded and rendered after 10 s`));
            }
            setTimeout(check, 0);
          };
          check();
        });
        const elapsed = performance.now() - t0;
        performance.mark('bench:end');
        observer.disconnect();
        return elapsed;
      },
      { tag: TAG, count: COUNT },
    );
  },
};
