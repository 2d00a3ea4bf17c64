import { expect } from 'chai';
import jQuery from 'jquery';
import '../../src/elements/own-price.element.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';

function mount(attrs = '', value = '10') {
  const form = fixture<HTMLFormElement>(
    `<form class="cart"><shop-own-price data-decimals="2" ${attrs}><p class="form-row"><label for="own_price">Your price</label>` +
      `<input type="text" inputmode="decimal" id="own_price" name="own_price" class="input-text own-price" value="${value}"></p></shop-own-price>` +
      '<div id="product-addons-total"></div></form>',
  );
  const host = form.querySelector('shop-own-price')!;
  const input = form.querySelector<HTMLInputElement>('input.own-price')!;
  const amounts: number[] = [];
  host.addEventListener('shop-own-price-changed', (event) => amounts.push(event.detail.amount));
  return {
    form,
    host,
    input,
    amounts,
    async type(text: string) {
      input.value = text;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
  };
}

/** The element listens once React has mounted it. */
async function ready(view: ReturnType<typeof mount>) {
  await waitFor(async () => {
    await view.type('1');
    return view.input.value === '1.00';
  });
  view.amounts.length = 0;
  return view;
}

describe('<shop-own-price>', () => {
  afterEach(() => {
    delete (window as { jQuery?: unknown }).jQuery;
    cleanup();
  });

  it('formats the typed price to the configured decimals and announces the amount', async () => {
    const v = await ready(mount());
    await v.type('12.5');
    expect(v.input.value).to.equal('12.50');
    await v.type('$ 1,234.567');
    expect(v.input.value).to.equal('1234.57');
    expect(v.amounts).to.deep.equal([12.5, 1234.57]);
    expect(v.form.querySelector<HTMLElement>('#product-addons-total')!.dataset.price).to.equal('1234.57');
  });

  it('turns text that is not a number into 0', async () => {
    const v = await ready(mount());
    await v.type('lots');
    expect(v.input.value).to.equal('0.00');
    expect(v.amounts).to.deep.equal([0]);
  });

  it('works with a comma decimal separator', async () => {
    const v = mount('decimal-separator="," thousand-separator="."');
    await waitFor(async () => {
      await v.type('1');
      return v.input.value === '1,00';
    });
    await v.type('1.234,5');
    expect(v.input.value).to.equal('1234,50');
    await v.type('7,25');
    expect(v.input.value).to.equal('7,25');
    expect(v.amounts.slice(-2)).to.deep.equal([1234.5, 7.25]);
  });

  it('keeps whole amounts whole without forced decimals, and rounds decimal-safely', async () => {
    const v = mount('forced-decimals="false"');
    await waitFor(async () => {
      await v.type('1.005');
      return v.input.value === '1.01';
    });
    await v.type('10');
    expect(v.input.value).to.equal('10');
  });

  it('triggers woocommerce-product-addons-update on the form for the add-ons total', async () => {
    (window as { jQuery?: unknown }).jQuery = jQuery;
    const v = await ready(mount());
    const seen: unknown[][] = [];
    jQuery(v.form).on('woocommerce-product-addons-update', (_e: unknown, ...args: unknown[]) => seen.push(args));
    await v.type('15');
    expect(seen).to.deep.equal([[15]]);
  });
});
