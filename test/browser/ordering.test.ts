import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/ordering.element.ts';
import { liveRegionText } from '../../src/dom/announce.ts';
import { onSelectCommit } from '../../src/dom/keyboard.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { choose, recordSubmits } from '../helpers/ordering.ts';
import { waitFor } from '../helpers/wait.ts';
import { captureConsoleErrors } from '../helpers/console.ts';

const FORM = `<form class="woocommerce-ordering" method="get" action="/shop/">
  <select name="orderby" class="orderby" aria-label="Shop order">
    <option value="menu_order" selected>Default sorting</option>
    <option value="price">Sort by price: low to high</option>
    <option value="date">Sort by latest</option>
  </select>
  <input type="hidden" name="paged" value="1">
  <noscript><button type="submit">Sort</button></noscript>
</form>`;

async function mount(attrs = '', before = ''): Promise<{ host: HTMLElement; form: HTMLFormElement; select: HTMLSelectElement }> {
  // The button after the element keeps Tab inside the page (Firefox would leave for the browser's own UI).
  const wrapper = fixture(`<div>${before}<shop-ordering ${attrs}>${FORM}</shop-ordering><button type="button">Next</button></div>`);
  const host = wrapper.querySelector<HTMLElement>('shop-ordering')!;
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'shop-ordering not ready' });
  return { host, form: host.querySelector('form')!, select: host.querySelector('select')! };
}


/** Presses a key in the focused select and waits until its own keyup has arrived. */
async function press(select: HTMLSelectElement, key: string): Promise<void> {
  let released = false;
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key === key) released = true;
  };
  select.addEventListener('keyup', onKeyUp);
  try {
    await sendKeys({ press: key });
    await waitFor(() => released, { message: `no keyup for ${key}` });
  } finally {
    select.removeEventListener('keyup', onKeyUp);
  }
}


describe('<shop-ordering>', () => {
  afterEach(() => cleanup());

  it('keeps the server form and its options', async () => {
    const { form, select } = await mount();
    expect(form.isConnected).to.equal(true);
    expect(select.options.length).to.equal(3);
  });

  it('submits the form as soon as the choice changes (requestSubmit: submit listeners run)', async () => {
    const { form, select } = await mount();
    const submitted: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(new FormData(form).get('orderby') as string);
    });
    choose(select, 'price');
    await waitFor(() => submitted.length === 1);
    expect(submitted).to.deep.equal(['price']);
  });

  it('falls back to submit() where requestSubmit is missing', async () => {
    const { form, select } = await mount();
    let plainSubmits = 0;
    Object.defineProperty(form, 'requestSubmit', { value: undefined, configurable: true });
    Object.defineProperty(form, 'submit', { value: () => plainSubmits++, configurable: true });
    choose(select, 'date');
    await waitFor(() => plainSubmits === 1);
  });

  it('fires a cancelable shop-ordering-change; preventDefault keeps the page', async () => {
    const { host, form, select } = await mount();
    let submits = 0;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submits++;
    });
    const seen: string[] = [];
    host.addEventListener('shop-ordering-change', (event) => {
      seen.push(event.detail.orderby);
      event.preventDefault();
    });
    choose(select, 'price');
    await waitFor(() => seen.length === 1);
    expect(seen).to.deep.equal(['price']);
    expect(submits).to.equal(0);
  });

  it('ignores changes of other selects inside', async () => {
    const { host, form } = await mount();
    let submits = 0;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submits++;
    });
    const other = document.createElement('select');
    other.name = 'per_page';
    other.innerHTML = '<option>12</option><option>24</option>';
    form.append(other);
    choose(other, '24');
    choose(host.querySelector<HTMLSelectElement>('select.orderby')!, 'date');
    await waitFor(() => submits === 1);
    expect(submits).to.equal(1);
  });

  it('makes the result count a polite live region and re-announces it after load', async function () {
    this.timeout(10_000);
    const count = 'Showing 1–24 of 120 results';
    const { host } = await mount('', `<p class="woocommerce-result-count" role="alert">${count}</p>`);
    const node = host.parentElement!.querySelector('.woocommerce-result-count')!;
    expect(node.getAttribute('aria-live')).to.equal('polite');
    expect(node.getAttribute('aria-atomic')).to.equal('true');
    await waitFor(() => liveRegionText() === count, { timeout: 8000, message: 'result count not announced' });
  });

  it('finds the result count through the result-count selector', async () => {
    const { host } = await mount('result-count="#my-count"', '<span id="my-count">3 products</span>');
    await waitFor(() => host.parentElement!.querySelector('#my-count')!.getAttribute('aria-live') === 'polite');
  });

  it('an invalid result-count selector logs one error naming tag and attribute and uses the default', async () => {
    const errors = captureConsoleErrors();
    try {
      const { host } = await mount('result-count="[[nope"', '<p class="woocommerce-result-count">9 results</p>');
      await waitFor(() => host.parentElement!.querySelector('.woocommerce-result-count')!.hasAttribute('aria-live'));
      const mine = errors.messages.filter((m) => m.includes('<shop-ordering>') && m.includes('"result-count"'));
      expect(mine).to.have.length(1);
    } finally {
      errors.restore();
    }
  });

  describe('keyboard (WCAG 3.2.2: no navigation while the choice only moves)', () => {
    it('arrow keys move the choice without submitting', async () => {
      const { form, select } = await mount();
      const submitted = recordSubmits(form);
      const changes: string[] = [];
      select.addEventListener('change', () => changes.push(select.value));
      select.focus();
      await press(select, 'ArrowDown');
      await press(select, 'ArrowDown');
      // The browser did move the choice (and fired change for each step)...
      await waitFor(() => select.value === 'date' && changes.length === 2, { message: 'arrow keys did not move the choice' });
      // ...and the keyup of each step has arrived after its change: nothing was submitted.
      expect(submitted).to.deep.equal([]);
      await press(select, 'ArrowUp');
      expect(select.value).to.equal('price');
      expect(submitted).to.deep.equal([]);
    });

    it('Enter submits the choice the arrow keys reached', async () => {
      const { form, select } = await mount();
      const submitted = recordSubmits(form);
      select.focus();
      await press(select, 'ArrowDown');
      await press(select, 'ArrowDown');
      await waitFor(() => select.value === 'date');
      expect(submitted).to.deep.equal([]);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => submitted.length === 1, { message: 'Enter did not submit' });
      expect(submitted).to.deep.equal(['date']);
      // Leaving the select afterwards does not submit the same choice again.
      select.blur();
      await waitFor(() => document.activeElement !== select);
      expect(submitted).to.deep.equal(['date']);
    });

    it('leaving the select after a change submits it (Tab or blur)', async () => {
      const { form, select } = await mount();
      const submitted = recordSubmits(form);
      select.focus();
      await press(select, 'ArrowDown');
      await waitFor(() => select.value === 'price');
      expect(submitted).to.deep.equal([]);
      await sendKeys({ press: 'Tab' });
      await waitFor(() => submitted.length === 1, { message: 'leaving the select did not submit' });
      expect(submitted).to.deep.equal(['price']);

      select.focus();
      await press(select, 'ArrowDown');
      await waitFor(() => select.value === 'date');
      select.blur();
      await waitFor(() => submitted.length === 2, { message: 'blur did not submit' });
      expect(submitted).to.deep.equal(['price', 'date']);
    });

    it('leaving the select without a change, or back on the first choice, submits nothing', async () => {
      const { form, select } = await mount();
      const submitted = recordSubmits(form);
      select.focus();
      await press(select, 'ArrowDown');
      await press(select, 'ArrowUp');
      await waitFor(() => select.value === 'menu_order');
      select.blur();
      await waitFor(() => document.activeElement !== select);
      expect(submitted).to.deep.equal([]);
    });

    it('a pointer choice (change without a key) still submits at once', async () => {
      const { form, select } = await mount();
      const submitted = recordSubmits(form);
      select.focus();
      select.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      select.value = 'date';
      select.dispatchEvent(new Event('input', { bubbles: true }));
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await waitFor(() => submitted.length === 1, { message: 'a pointer choice did not submit' });
      expect(submitted).to.deep.equal(['date']);
    });

    it('a pointer choice after arrow keys submits at once', async () => {
      const { form, select } = await mount();
      const submitted = recordSubmits(form);
      select.focus();
      await press(select, 'ArrowDown');
      await waitFor(() => select.value === 'price');
      select.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      select.value = 'date';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await waitFor(() => submitted.length === 1);
      expect(submitted).to.deep.equal(['date']);
    });

    it('a key whose keyup never comes (macOS opens the list on an arrow) does not hold back a later choice', () => {
      const select = fixture<HTMLSelectElement>('<select class="orderby"><option>a</option><option>b</option><option>c</option></select>');
      const commits: string[] = [];
      const stop = onSelectCommit(select.parentElement!, () => true, (s) => commits.push(s.value) > 0, { keyChangeWindowMs: -1 });
      try {
        select.focus();
        select.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
        // The list opened and kept the keyup; the shopper picks in it later (here: past a window of -1 ms).
        select.value = 'c';
        select.dispatchEvent(new Event('change', { bubbles: true }));
        expect(commits).to.deep.equal(['c']);
      } finally {
        stop();
      }
    });

    it('a choice moved with the keyboard before the element was ready is submitted on Enter', async () => {
      const select = fixture<HTMLSelectElement>(
        '<select class="orderby"><option value="menu_order" selected>Default</option><option value="price">Price</option></select>',
      );
      select.focus();
      await press(select, 'ArrowDown');
      await waitFor(() => select.value === 'price', { message: 'the arrow key did not move the choice' });
      const commits: string[] = [];
      const stop = onSelectCommit(select.parentElement!, () => true, (s) => commits.push(s.value) > 0);
      try {
        await sendKeys({ press: 'Enter' });
        await waitFor(() => commits.length === 1, { message: 'Enter did not commit the choice made before' });
        expect(commits).to.deep.equal(['price']);
      } finally {
        stop();
      }
    });

    it('Enter with nothing pending does not submit', async () => {
      const { form, select } = await mount();
      const submitted = recordSubmits(form);
      select.focus();
      const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
      select.dispatchEvent(enter);
      expect(enter.defaultPrevented).to.equal(false);
      expect(submitted).to.deep.equal([]);
    });
  });
});
