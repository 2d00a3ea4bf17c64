import { expect } from 'chai';
import jQuery from 'jquery';
import '../../src/elements/own-price.element.ts';
import { captureConsoleErrors } from '../helpers/console.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';

/** Forms the test sends are stopped at the document, so the page stays; `sent` counts those that got there. */
let sent = 0;
const stopAtDocument = (event: Event) => {
  sent += 1;
  event.preventDefault();
};

function mount(attrs = '', value = '10', describedBy = 'own_price-description') {
  const form = fixture<HTMLFormElement>(
    `<form class="cart"><shop-own-price data-decimals="2" ${attrs}><p class="form-row"><label for="own_price">Your price</label>` +
      `<input type="text" inputmode="decimal" id="own_price" name="own_price" class="input-text own-price" value="${value}" aria-describedby="${describedBy}">` +
      `<span class="description" id="own_price-description">Give what you like.</span></p></shop-own-price>` +
      '<div id="product-addons-total"></div><button type="submit">Add to cart</button></form>',
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
    type(text: string) {
      input.value = text;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      return input.value;
    },
    error: () => form.querySelector<HTMLElement>('.shop-own-price-error'),
  };
}

/** The element listens once the base marked it ready. */
async function ready(view: ReturnType<typeof mount>) {
  await waitFor(() => view.host.hasAttribute('data-shop-ready'));
  return view;
}

describe('<shop-own-price>', () => {
  before(() => document.addEventListener('submit', stopAtDocument));
  after(() => document.removeEventListener('submit', stopAtDocument));
  beforeEach(() => (sent = 0));
  afterEach(() => {
    delete (window as { jQuery?: unknown }).jQuery;
    cleanup();
  });

  it('shows the initial value as the shop writes prices', async () => {
    const v = await ready(mount());
    expect(v.input.value).to.equal('10.00');
  });

  it('leaves an initial value that is no amount as the server printed it', async () => {
    const v = await ready(mount('', 'ask us'));
    expect(v.input.value).to.equal('ask us');
  });

  it('reads the whole text as one number: each typed value and what the field shows', async () => {
    const v = await ready(mount());
    const shown: Record<string, string> = {};
    for (const typed of ['12.5', '1,234.50', '$ 1,234.567', '12,50', '1e3', '0.1+0.2', 'abc', '-5', '99999999999999999999', '', '   ']) {
      shown[typed] = v.type(typed);
    }
    expect(shown).to.deep.equal({
      '12.5': '12.50',
      '1,234.50': '1234.50',
      '$ 1,234.567': '1234.57',
      '12,50': '12.50',
      '1e3': '0.00',
      '0.1+0.2': '0.00',
      abc: '0.00',
      '-5': '-5.00',
      '99999999999999999999': '99999999999999999999',
      '': '',
      '   ': '',
    });
    expect(v.amounts).to.deep.equal([12.5, 1234.5, 1234.57, 12.5, 0, 0, 0, -5, 0, 0, 0]);
    expect(v.form.querySelector<HTMLElement>('#product-addons-total')!.dataset.price).to.equal('0');
  });

  it('reads comma decimals and point grouping where the page settings say so', async () => {
    const v = await ready(mount(`settings='{"price_decimal_separator":",","price_thousand_separator":"."}'`, '10'));
    expect(v.input.value).to.equal('10,00');
    expect(v.type('12,50')).to.equal('12,50');
    expect(v.type('1.234,5')).to.equal('1234,50');
    expect(v.type('1,234.50')).to.equal('0,00');
    expect(v.amounts).to.deep.equal([12.5, 1234.5, 0]);
  });

  it('takes the separators from its attributes over the page settings', async () => {
    const v = await ready(mount('decimal-separator="," thousand-separator=" "'));
    expect(v.type('1 234,5')).to.equal('1234,50');
    expect(v.type('7,25')).to.equal('7,25');
    expect(v.amounts).to.deep.equal([1234.5, 7.25]);
  });

  it('keeps whole amounts whole without forced decimals, and rounds decimal-safely', async () => {
    const v = await ready(mount('forced-decimals="false"'));
    expect(v.input.value).to.equal('10');
    expect(v.type('1.005')).to.equal('1.01');
    expect(v.type('10')).to.equal('10');
  });

  it('ties an error below the minimum to the field and clears it once the amount is in range', async () => {
    const v = await ready(mount('data-min="1"'));
    v.type('0.5');
    expect(v.input.getAttribute('aria-invalid')).to.equal('true');
    const error = v.error()!;
    expect(error.hidden).to.equal(false);
    expect(error.textContent).to.equal('Please enter at least $1.00.');
    expect(error.getAttribute('role')).to.equal('alert');
    expect(v.input.getAttribute('aria-describedby')).to.equal(`${error.id} own_price-description`);
    expect(v.input.closest('.form-row')!.classList.contains('woocommerce-invalid')).to.equal(true);

    v.type('1');
    expect(v.input.hasAttribute('aria-invalid')).to.equal(false);
    expect(error.hidden).to.equal(true);
    expect(v.input.getAttribute('aria-describedby')).to.equal('own_price-description');
    expect(v.input.closest('.form-row')!.classList.contains('woocommerce-invalid')).to.equal(false);
  });

  it('refuses an amount above the maximum, a negative one and one too long to read, with their texts', async () => {
    const v = await ready(mount('min="1" max="1000" max-text="At most %%MAXIMUM%%." invalid-text="No negative prices."'));
    v.type('1000.01');
    expect(v.error()!.textContent).to.equal('At most $1,000.00.');
    v.type('99999999999999999999');
    expect(v.error()!.textContent).to.equal('At most $1,000.00.');
    v.type('-5');
    expect(v.error()!.textContent).to.equal('No negative prices.');
    expect(v.input.getAttribute('aria-invalid')).to.equal('true');
    v.type('abc');
    expect(v.error()!.textContent).to.equal('Please enter at least $1.00.');
  });

  it('keeps the form from being sent out of range, and lets it go once the amount is right', async () => {
    const v = await ready(mount('data-min="1" data-max="1000"'));
    let submitsSeenByForm = 0;
    v.form.addEventListener('submit', () => (submitsSeenByForm += 1));
    v.input.value = '0.50';
    v.form.requestSubmit();
    expect(sent).to.equal(0);
    expect(submitsSeenByForm).to.equal(0);
    expect(document.activeElement).to.equal(v.input);
    expect(v.input.getAttribute('aria-invalid')).to.equal('true');

    v.input.value = '2000';
    v.form.requestSubmit();
    expect(sent).to.equal(0);
    expect(v.error()!.textContent).to.equal('Please enter no more than $1,000.00.');

    v.input.value = '25';
    v.form.requestSubmit();
    expect(sent).to.equal(1);
    expect(submitsSeenByForm).to.equal(1);
    expect(v.input.value).to.equal('25.00');
    expect(v.input.hasAttribute('aria-invalid')).to.equal(false);
  });

  it('does not move the form button under a press: the error appears after the release', async () => {
    const v = await ready(mount('data-min="1"'));
    const button = v.form.querySelector('button')!;
    const top = () => button.getBoundingClientRect().top;
    const before = top();
    // Pressing the button blurs the field (its change) before the release makes the click.
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    v.type('0.5');
    expect(v.input.value).to.equal('0.50');
    expect(top()).to.equal(before);
    document.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    await waitFor(() => v.error()?.hidden === false);
    expect(v.error()!.textContent).to.equal('Please enter at least $1.00.');
    expect(v.input.getAttribute('aria-invalid')).to.equal('true');
  });

  it('says once which data-min it could not read, and has no minimum then', async () => {
    const errors = captureConsoleErrors();
    try {
      const v = await ready(mount('data-min="one dollar"'));
      v.type('0');
      v.type('0.5');
      expect(v.input.hasAttribute('aria-invalid')).to.equal(false);
      expect(errors.messages).to.deep.equal([
        '<shop-own-price> attribute "data-min": "one dollar" is not a price. Using no minimum instead.',
      ]);
    } finally {
      errors.restore();
    }
  });

  it('puts the field back as the server printed it when removed', async () => {
    const v = await ready(mount('data-min="5"'));
    v.type('1');
    expect(v.error()).to.not.equal(null);
    v.host.remove();
    await waitFor(() => v.host.querySelector('.shop-own-price-error') === null);
    expect(v.input.hasAttribute('aria-invalid')).to.equal(false);
    expect(v.input.getAttribute('aria-describedby')).to.equal('own_price-description');
  });

  it('triggers woocommerce-product-addons-update on the form for the add-ons total', async () => {
    (window as { jQuery?: unknown }).jQuery = jQuery;
    const v = await ready(mount());
    const seen: unknown[][] = [];
    jQuery(v.form).on('woocommerce-product-addons-update', (_e: unknown, ...args: unknown[]) => seen.push(args));
    v.type('15');
    expect(seen).to.deep.equal([[15]]);
  });
});
