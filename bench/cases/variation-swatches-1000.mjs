// Swatch gestures on the 1,141-variation page (variations-1000.mjs) with `<shop-variations swatches>`:
// every attribute's 11 options as label swatches. The gesture is the choice that completes the
// selection (two attributes chosen on their swatches first): a click on a swatch, or the arrow key
// on the focused swatch of the third attribute. It takes the select's own path (the select set, its
// change, the other selects narrowed, the match, variation_id, button and meta) and then shows it on
// the 33 swatches (checked, narrowed, the reasons of the unavailable ones in their names).
// `run` returns the handler time (the event dispatched, style and layout flushed); the marks
// bench:start and bench:end span the same, so bench.mjs also reports the main thread's CPU time for
// it. One gesture per page load; compare with variations-1000-change (a select change).
import { missingBuild, openVariationsPage, pageHtml } from './variations-1000.mjs';

async function setup(page, baseURL) {
  const missing = missingBuild();
  if (missing) return missing;
  const { html } = pageHtml();
  await openVariationsPage(page, baseURL, html.replace('<shop-variations>', '<shop-variations swatches>'));
  await page.waitForFunction(() => document.querySelectorAll('.shop-swatches').length === 3, undefined, { timeout: 20_000 });
  return undefined;
}

/** In the page: the first swatch of a group that can be chosen and is not chosen yet. */
const HELPERS = `
  const form = document.querySelector('form.variations_form');
  const groups = [...form.querySelectorAll('.shop-swatches')];
  const selects = [...form.querySelectorAll('select')];
  const idInput = form.querySelector('input.variation_id');
  const choosable = (group) => [...group.querySelectorAll('.shop-swatch')].find((s) => !s.hasAttribute('aria-disabled') && s.getAttribute('aria-checked') !== 'true');
  const frames = (n) => new Promise((resolve) => { const step = () => (--n <= 0 ? resolve() : requestAnimationFrame(step)); requestAnimationFrame(step); });
  const check = () => {
    if (selects.some((s) => s.value === '')) throw new Error('the selection is not complete');
    if (idInput.value === '') throw new Error('complete selection without a match');
    const checked = groups.map((g) => g.querySelector('[aria-checked="true"]')?.dataset.value);
    if (checked.some((value, i) => value !== selects[i].value)) throw new Error('the swatches do not show the selects');
  };
`;

function clickCase(name) {
  return {
    name,
    iterations: 10,
    warmup: 1,
    setup,
    async run(page) {
      return page.evaluate(`(async () => {
        ${HELPERS}
        choosable(groups[0]).click();
        choosable(groups[1]).click();
        await frames(2);
        const swatch = choosable(groups[2]);
        performance.mark('bench:start');
        const t0 = performance.now();
        swatch.click();
        void document.body.offsetHeight;
        const handler = performance.now() - t0;
        performance.mark('bench:end');
        check();
        return handler;
      })()`);
    },
  };
}

function keyCase(name) {
  return {
    name,
    iterations: 10,
    warmup: 1,
    setup,
    async run(page) {
      return page.evaluate(`(async () => {
        ${HELPERS}
        choosable(groups[0]).click();
        choosable(groups[1]).click();
        // A swatch whose next one can be chosen: the arrow moves there and chooses it.
        const all = [...groups[2].querySelectorAll('.shop-swatch')];
        const ok = (s) => !s.hasAttribute('aria-disabled') && s.getAttribute('aria-checked') !== 'true';
        const start = all.find((s, i) => ok(all[(i + 1) % all.length]));
        start.focus();
        await frames(2);
        const from = document.activeElement;
        performance.mark('bench:start');
        const t0 = performance.now();
        from.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
        void document.body.offsetHeight;
        const handler = performance.now() - t0;
        performance.mark('bench:end');
        if (document.activeElement === from) throw new Error('the arrow did not move');
        check();
        return handler;
      })()`);
    },
  };
}

export default [clickCase('variation-swatches-1000-click'), keyCase('variation-swatches-1000-arrow-key')];
