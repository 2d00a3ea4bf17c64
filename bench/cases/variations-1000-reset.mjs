// 1,141 inline variations × 3 attributes: time from activating the reset link to every
// select cleared and re-narrowed, meta restored and the button back to 'selection needed'
// (style and layout flushed). Median of 15 resets per page load.
import { setupVariationsPage } from './variations-1000.mjs';

export default {
  name: 'variations-1000-reset',
  iterations: 10,
  warmup: 1,
  setup: setupVariationsPage,
  async run(page) {
    return page.evaluate(() => {
      const form = document.querySelector('form.variations_form');
      const selects = [...form.querySelectorAll('select')];
      const reset = form.querySelector('.reset_variations');
      const button = form.querySelector('.single_add_to_cart_button');
      const samples = [];
      for (let i = 0; i < 15; i += 1) {
        for (const select of selects) {
          const choices = [...select.options].filter((o) => o.value !== '' && !o.disabled);
          select.value = choices[(i * 5) % choices.length].value;
          select.dispatchEvent(new Event('change', { bubbles: true }));
        }
        const t0 = performance.now();
        reset.click();
        void document.body.offsetHeight;
        const t1 = performance.now();
        if (selects.some((s) => s.value !== '')) throw new Error('reset left a value');
        if (!button.classList.contains('wc-variation-selection-needed')) throw new Error('button not reset');
        samples.push(t1 - t0);
      }
      samples.sort((a, b) => a - b);
      return samples[Math.floor(samples.length / 2)];
    });
  },
};
