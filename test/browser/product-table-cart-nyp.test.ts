// Name-your-price rows of <shop-product-table> (§5.6): the add's alert text and the inline errors,
// on fixture markup that follows the store's renderer (its cells as the demo store prints them).
import { expect } from 'chai';
import '../../src/elements/product-table.element.ts';
import { DEFAULT_TABLE_CART_SETTINGS } from '../../src/core/product-table/cart-settings.ts';
import { nypAddProblem } from '../../src/controllers/product-table/cart/nyp.ts';
import type { CartContext } from '../../src/controllers/product-table/cart/rows.ts';
import { mountTables, resetPage } from '../helpers/demo-tables.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { forgetSelections } from '../helpers/cart-table-markup.ts';
import { productTableHtml } from '../helpers/product-table-markup.mjs';
import { waitFor } from '../helpers/wait.ts';

function nypRow(id: number, name: string, { min = '5', max = '1000', checkbox = true } = {}): string {
  return `<tr class="wcpt-row wcpt-product-type-simple wcpt-product-has-name-your-price" data-wcpt-product-id="${id}" data-wcpt-type="simple" data-wcpt-price="">
<td class="wcpt-cell wcpt-checkbox"><div class="wcpt-cell-val">${checkbox ? `<div class="wcpt-cart-checkbox-wrapper"><input type="checkbox" class="wcpt-cart-checkbox" name="wcpt-cart-checkbox" value="${id}" aria-label="Select ${name}"></div>` : ''}</div></td>
<td class="wcpt-cell wcpt-name_your_price"><div class="wcpt-cell-val"><div class="wcpt-name-your-price"><label>Your price <input type="text" inputmode="decimal" class="wcpt-name-your-price--input" min="${min}" max="${max}" data-wcpt-product-name="${name}" data-wcpt-nyp-minimum-price="${min}" data-wcpt-nyp-maximum-price="${max}" aria-describedby="nyp-${id}-min nyp-${id}-max"></label>
<div class="wcpt-name-your-price-input-error-message wcpt-name-your-price-input-error-message--min-price" id="nyp-${id}-min" data-wcpt-error-message-template="At least [min]"></div>
<div class="wcpt-name-your-price-input-error-message wcpt-name-your-price-input-error-message--max-price" id="nyp-${id}-max" data-wcpt-error-message-template="At most [max]"></div></div></div></td>
<td class="wcpt-cell wcpt-quantity"><div class="wcpt-cell-val"><div class="quantity wcpt-quantity wcpt-display-type-input"><input type="number" id="wcpt-101-qty-${id}" class="input-text qty text" step="1" min="0" data-wcpt-min="2" data-wcpt-return-to-initial="1" max="" name="quantity" value="" data-wcpt-initial-value="empty" aria-label="Quantity of ${name}"></div></div></td>
<td class="wcpt-cell wcpt-cart"><div class="wcpt-cell-val"><a class="wcpt-button wcpt-button-cart_ajax" data-wcpt-link-code="cart_ajax" href="?add-to-cart=${id}" rel="nofollow" data-product_id="${id}" aria-label="Add ${name} to your cart"><span class="wcpt-button-label">Add to cart</span></a></div></div></td>
</tr>`;
}

async function mount(): Promise<HTMLElement> {
  const rows = nypRow(501, 'Gift card') + nypRow(502, 'Donation', { min: '', max: '' });
  const markup = productTableHtml([]).replace('<tbody>', `<tbody>${rows}`);
  const host = fixture(`<div>${markup}</div>`).querySelector<HTMLElement>('shop-product-table')!;
  await waitFor(() => host.hasAttribute('data-shop-cart-ready'), { message: 'the cart side did not start' });
  return host;
}

/** What the table's cart side gives its parts, with the shop's default settings. */
function cartContext(container: HTMLElement): CartContext {
  return {
    container,
    prefix: 'wcpt',
    cls: (name: string) => `wcpt-${name}`,
    cartSettings: DEFAULT_TABLE_CART_SETTINGS,
    money: { price_decimals: 2, price_decimal_separator: '.', price_thousand_separator: ',', price_format: '%1$s%2$s', currency_symbol: '$' },
  } as unknown as CartContext;
}

const row = (host: HTMLElement, id: number) => host.querySelector<HTMLTableRowElement>(`tr[data-wcpt-product-id="${id}"]`)!;
const priceInput = (host: HTMLElement, id: number) => row(host, id).querySelector<HTMLInputElement>('.wcpt-name-your-price--input')!;
const wrapper = (host: HTMLElement, id: number) => row(host, id).querySelector<HTMLElement>('.wcpt-name-your-price')!;

function type(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('shop-product-table: name-your-price rows', () => {
  afterEach(() => {
    forgetSelections();
    cleanup();
  });

  it("an add's alert: empty, below the minimum and above the maximum (formatted prices); none when within", async () => {
    const host = await mount();
    const ctx = cartContext(host.querySelector('.wcpt')!);
    const gift = row(host, 501);
    expect(nypAddProblem(ctx, gift)).to.equal('Please enter an amount.');
    priceInput(host, 501).value = '4.5';
    expect(nypAddProblem(ctx, gift)).to.equal('Please enter at least $5.');
    priceInput(host, 501).value = '1000.01';
    expect(nypAddProblem(ctx, gift)).to.equal('Please enter less than or equal to $1,000.');
    priceInput(host, 501).value = '12.50';
    expect(nypAddProblem(ctx, gift)).to.equal(null);
    // Without limits only an empty amount is refused.
    priceInput(host, 502).value = '0.5';
    expect(nypAddProblem(ctx, row(host, 502))).to.equal(null);
    // A row that does not ask for a price has no problem, whatever its input holds.
    gift.classList.remove('wcpt-product-has-name-your-price');
    priceInput(host, 501).value = '';
    expect(nypAddProblem(ctx, gift)).to.equal(null);
  });

  it('inline errors while typing: wrapper classes, aria-invalid and the filled message, described by the input', async () => {
    const host = await mount();
    const input = priceInput(host, 501);
    const min = wrapper(host, 501).querySelector<HTMLElement>('.wcpt-name-your-price-input-error-message--min-price')!;
    const max = wrapper(host, 501).querySelector<HTMLElement>('.wcpt-name-your-price-input-error-message--max-price')!;
    type(input, '3');
    await waitFor(() => wrapper(host, 501).classList.contains('wcpt-name-your-price-wrapper--input-error--min-price'), { message: 'no min error' });
    expect(wrapper(host, 501).classList.contains('wcpt-name-your-price-wrapper--input-error')).to.equal(true);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(min.textContent).to.equal('At least 5');
    expect(getComputedStyle(min).display).not.to.equal('none');
    expect(getComputedStyle(max).display).to.equal('none');
    expect(input.getAttribute('aria-describedby')!.split(' ')).to.include.members([min.id, max.id]);

    type(input, '2500');
    await waitFor(() => wrapper(host, 501).classList.contains('wcpt-name-your-price-wrapper--input-error--max-price'), { message: 'no max error' });
    expect(wrapper(host, 501).classList.contains('wcpt-name-your-price-wrapper--input-error--min-price')).to.equal(false);
    expect(max.textContent).to.equal('At most 1,000');
    expect(getComputedStyle(max).display).not.to.equal('none');

    type(input, '20');
    await waitFor(() => !wrapper(host, 501).classList.contains('wcpt-name-your-price-wrapper--input-error'), { message: 'error kept' });
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
  });

  it('a checked row with an empty amount shows the minimum error; unchecking clears it', async () => {
    const host = await mount();
    const box = row(host, 501).querySelector<HTMLInputElement>('.wcpt-cart-checkbox')!;
    box.click();
    await waitFor(() => wrapper(host, 501).classList.contains('wcpt-name-your-price-wrapper--input-error--min-price'), { message: 'no min error on check' });
    expect(priceInput(host, 501).getAttribute('aria-invalid')).to.equal('true');
    box.click();
    await waitFor(() => !wrapper(host, 501).classList.contains('wcpt-name-your-price-wrapper--input-error'), { message: 'error kept after uncheck' });
    // A row without a minimum has nothing to show when checked empty.
    row(host, 502).querySelector<HTMLInputElement>('.wcpt-cart-checkbox')!.click();
    expect(wrapper(host, 502).classList.contains('wcpt-name-your-price-wrapper--input-error')).to.equal(false);
  });

  it("the store's name-your-price row: its inline minimum error filled from its own template", async () => {
    resetPage(location.href);
    const [host] = await mountTables('/demo/product-table/special/');
    const input = row(host!, 62).querySelector<HTMLInputElement>('.wcpt-name-your-price--input')!;
    type(input, '3');
    await waitFor(() => wrapper(host!, 62).classList.contains('wcpt-name-your-price-wrapper--input-error--min-price'), { message: 'no min error' });
    expect(wrapper(host!, 62).querySelector('.wcpt-name-your-price-input-error-message--min-price')!.textContent).to.equal('At least 5');
    expect(nypAddProblem(cartContext(host!.querySelector('.wcpt')!), row(host!, 62))).to.equal('Please enter at least $5.');
  });

  it('a price typed into a row with an empty quantity gives it the minimum quantity', async () => {
    const host = await mount();
    const qty = row(host, 501).querySelector<HTMLInputElement>('input.qty')!;
    expect(qty.value).to.equal('');
    type(priceInput(host, 501), '12');
    await waitFor(() => qty.value === '2', { message: `quantity is "${qty.value}"` });
  });
});
