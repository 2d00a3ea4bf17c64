// Whole gestures on the 1,141-variation page (variations-1000.mjs), inline and in AJAX mode: the
// choice that completes the selection (a match, the panel 300 ms later, its 200 ms slide) and the
// reset link (selects cleared and re-narrowed, the panel sliding shut). `run` returns the handler
// time (the event dispatched, style and layout flushed); the marks bench:start and bench:end span
// the whole gesture up to the frame after the slide's end, so bench.mjs also reports the main thread's
// CPU time for it: handlers, the lookup's answer, React, and every frame of the slide.
// One gesture per page load. The -reduced-motion cases run without the slide.
import { missingBuild, openVariationsPage, pageHtml } from './variations-1000.mjs';

const unescapeAttr = (s) => s.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The same page in AJAX mode: no inline data, the attribute matrix in the element's attribute. */
function ajaxPage() {
  const { html } = pageHtml();
  const raw = /data-product_variations="([^"]*)"/.exec(html)[1];
  const variations = JSON.parse(unescapeAttr(raw));
  const attributes = Object.keys(variations[0].attributes);
  const inactive = [];
  const combinations = variations.map((v, i) => {
    if (v.variation_is_active === false) inactive.push(i);
    return attributes.map((name) => v.attributes[name]);
  });
  const matrix = { attributes, combinations, inactive };
  return {
    variations,
    html: html
      .replace(`data-product_variations="${raw}"`, 'data-product_variations="false"')
      .replace('<shop-variations>', `<shop-variations variation-matrix="${escapeAttr(JSON.stringify(matrix))}">`),
  };
}

async function load(page, baseURL, ajax, reducedMotion) {
  // Without the slide: what the gesture costs apart from its animation.
  if (reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  const missing = missingBuild();
  if (missing) return missing;
  if (!ajax) {
    await openVariationsPage(page, baseURL, pageHtml().html);
    return undefined;
  }
  const { html, variations } = ajaxPage();
  // The store's get_variation: the first variation matching the posted attributes.
  await page.route(/[?&]wc-ajax=get_variation(&|$)/, (route) => {
    const fields = new URLSearchParams(route.request().postData() ?? '');
    const match = variations.find((v) => Object.entries(v.attributes).every(([name, value]) => fields.get(name) === value));
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(match ?? false) });
  });
  await openVariationsPage(page, baseURL, html);
  return undefined;
}

/** In the page: helpers the gestures share. */
const HELPERS = `
  const host = document.querySelector('shop-variations');
  const form = host.querySelector('form.variations_form');
  const selects = [...form.querySelectorAll('select')];
  const panel = form.querySelector('.single_variation');
  const frames = (n) => new Promise((resolve) => { const step = () => (--n <= 0 ? resolve() : requestAnimationFrame(step)); requestAnimationFrame(step); });
  const choose = (select) => {
    const option = [...select.options].find((o) => o.value !== '' && !o.disabled);
    select.value = option.value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  // The slide's end, then the frame that paints it: the next frame's callbacks run after that paint.
  const settled = async () => {
    await Promise.all(panel.getAnimations().map((a) => a.finished.catch(() => {})));
    await frames(1);
  };
  const shown = () => new Promise((resolve) => host.addEventListener('shop-variation-shown', resolve, { once: true }));
  const timeout = (promise, what) => Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error(what)), 10000))]);
`;

function completeCase(name, ajax, reducedMotion = false) {
  return {
    name,
    iterations: 10,
    warmup: 1,
    setup: (page, baseURL) => load(page, baseURL, ajax, reducedMotion),
    async run(page) {
      return page.evaluate(`(async () => {
        ${HELPERS}
        choose(selects[0]);
        choose(selects[1]);
        await frames(2);
        const panelShown = shown();
        performance.mark('bench:start');
        const t0 = performance.now();
        choose(selects[2]);
        void document.body.offsetHeight;
        const handler = performance.now() - t0;
        await timeout(panelShown, 'the panel was not shown');
        await settled();
        performance.mark('bench:end');
        if (panel.style.display === 'none' || !panel.textContent.trim()) throw new Error('panel not shown');
        return handler;
      })()`);
    },
  };
}

function resetCase(name, ajax, reducedMotion = false) {
  return {
    name,
    iterations: 10,
    warmup: 1,
    setup: (page, baseURL) => load(page, baseURL, ajax, reducedMotion),
    async run(page) {
      return page.evaluate(`(async () => {
        ${HELPERS}
        const panelShown = shown();
        for (const select of selects) choose(select);
        await timeout(panelShown, 'the panel was not shown');
        await settled();
        const reset = form.querySelector('.reset_variations');
        performance.mark('bench:start');
        const t0 = performance.now();
        reset.click();
        void document.body.offsetHeight;
        const handler = performance.now() - t0;
        await timeout(settled(), 'the panel did not close');
        if (panel.style.display !== 'none') throw new Error('the panel did not close');
        performance.mark('bench:end');
        if (selects.some((s) => s.value !== '')) throw new Error('reset left a value');
        return handler;
      })()`);
    },
  };
}

export default [
  completeCase('variations-1000-complete-gesture', false),
  resetCase('variations-1000-reset-gesture', false),
  completeCase('variations-ajax-1000-complete-gesture', true),
  resetCase('variations-ajax-1000-reset-gesture', true),
  completeCase('variations-1000-complete-gesture-reduced-motion', false, true),
  resetCase('variations-1000-reset-gesture-reduced-motion', false, true),
];
