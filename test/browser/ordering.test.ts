import { expect } from 'chai';
import '../../src/elements/ordering.element.ts';
import { liveRegionText } from '../../src/dom/announce.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
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
  const wrapper = fixture(`<div>${before}<shop-ordering ${attrs}>${FORM}</shop-ordering></div>`);
  const host = wrapper.querySelector<HTMLElement>('shop-ordering')!;
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'shop-ordering not ready' });
  return { host, form: host.querySelector('form')!, select: host.querySelector('select')! };
}

function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
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
});
