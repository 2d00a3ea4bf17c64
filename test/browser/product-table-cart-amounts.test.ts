// Money the product table shows and own prices it sends: the shop's price format as the platform
// prints it (HTML entities, `%1$s&nbsp;%2$s`) shown as text, and the own price a row sends to the
// demo store (no fetch stubs: the store's answer echoes the payload it received).
import { expect } from 'chai';
import jQuery from 'jquery';
import '../../src/elements/product-table.element.ts';
import { clearCart } from '../../src/stores/cart.ts';
import { forgetSelections, mountCartTable } from '../helpers/cart-table-markup.ts';
import { emptyStoreCart } from '../helpers/demo-store.ts';
import { mountTables, resetPage } from '../helpers/demo-tables.ts';
import { cleanup } from '../helpers/fixture.ts';
import { usePageSettings } from '../helpers/page-settings.ts';
import { waitFor } from '../helpers/wait.ts';

/** A shop whose price format has the symbol, a no-break space, then the amount, as get_woocommerce_price_format() gives it. */
const SPACED = { price_decimals: 2, price_decimal_separator: '.', price_thousand_separator: ',', price_format: '%1$s&nbsp;%2$s', currency_symbol: '&#36;' };

const MAKERS = 62;

interface StoreState { cart: Array<{ product_id: number; quantity: number }>; cart_subtotal: number }
async function storeState(): Promise<StoreState> {
  return (await (await fetch('/__demo/state')).json()) as StoreState;
}

function type(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('shop-product-table: money text and own prices sent', () => {
  let restore: () => void = () => {};
  const realAlert = window.alert;
  afterEach(() => {
    forgetSelections();
    cleanup();
    restore();
    restore = () => {};
    window.alert = realAlert;
    jQuery(document.body).off('.amounts');
    delete (window as { jQuery?: unknown }).jQuery;
    for (const bar of document.querySelectorAll('.wcpt-cart-checkbox-trigger, .wcpt-notice-wrapper, .wcpt-cart-widget')) bar.remove();
  });

  it('the add-selected bar it builds itself shows "$ 12.30" with a no-break space, not the entity', async () => {
    expect(document.getElementById('tmpl-wcpt-cart-checkbox-trigger'), 'a printed bar template').to.equal(null);
    restore = usePageSettings(SPACED);
    const t = await mountCartTable([{ id: 1, price: 12.3 }]);
    t.box(1).click();
    const bar = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('.wcpt-cart-checkbox-trigger');
      return element && !element.hidden && element.querySelector('.wcpt-total-selected')?.textContent === '1' ? element : null;
    }, { message: 'the floating bar did not show the selection' });
    const cost = bar.querySelector('.wcpt-total-selected-cost')!;
    expect(cost.textContent).to.equal('$\u00a012.30');
    expect(cost.innerHTML).not.to.contain('&amp;');
    expect(bar.textContent).not.to.contain('&nbsp;');
  });

  it('the selection counts an own price typed with a comma (12,75) as 12.75, as the add sends it', async () => {
    restore = usePageSettings(SPACED);
    const t = await mountCartTable([{ id: 1, price: 10 }]);
    const row = t.row(1);
    row.classList.add('wcpt-product-has-name-your-price');
    row.querySelector('td.wcpt-title .wcpt-cell-val')!.insertAdjacentHTML('beforeend', '<input type="text" class="wcpt-name-your-price--input" value="12,75" aria-label="Your price">');
    t.box(1).click();
    const bar = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('.wcpt-cart-checkbox-trigger');
      return element && !element.hidden && element.querySelector('.wcpt-total-selected')?.textContent === '1' ? element : null;
    }, { message: 'the floating bar did not show the selection' });
    expect(bar.querySelector('.wcpt-total-selected-cost')!.textContent).to.equal('$\u00a012.75');
  });

  it("a negative own price is refused with the minimum's message, its price in the same format", async () => {
    resetPage(location.href);
    restore = usePageSettings(SPACED);
    const alerts: string[] = [];
    window.alert = (message?: unknown) => void alerts.push(String(message));
    const [host] = await mountTables('/demo/product-table/special/');
    await waitFor(() => host!.hasAttribute('data-shop-cart-ready'), { message: 'cart controls not ready' });
    const row = host!.querySelector<HTMLElement>(`tr.wcpt-row[data-wcpt-product-id="${MAKERS}"]`)!;
    type(row.querySelector<HTMLInputElement>('.wcpt-name-your-price--input')!, '-3');
    row.querySelector<HTMLElement>('.wcpt-button[data-wcpt-link-code^="cart"]')!.click();
    await waitFor(() => alerts.length > 0, { message: 'no alert' });
    expect(alerts).to.deep.equal(['Please enter at least $\u00a05.']);
  });

  it('an own price typed with a comma (12,75) is sent as the amount checked, 12.75, and the store adds it at that price', async () => {
    resetPage(location.href);
    await emptyStoreCart();
    clearCart();
    (window as { jQuery?: unknown }).jQuery = jQuery;
    const answers: Array<{ success?: boolean; payload?: { nyp?: Record<string, string> } }> = [];
    jQuery(document.body).on('wcpt_cart.amounts', (_event: unknown, ...args: unknown[]) => void answers.push(args[0] as (typeof answers)[number]));
    const [host] = await mountTables('/demo/product-table/special/');
    await waitFor(() => host!.hasAttribute('data-shop-cart-ready'), { message: 'cart controls not ready' });
    const row = host!.querySelector<HTMLElement>(`tr.wcpt-row[data-wcpt-product-id="${MAKERS}"]`)!;
    type(row.querySelector<HTMLInputElement>('.wcpt-name-your-price--input')!, '12,75');
    const quantity = Number(row.querySelector<HTMLInputElement>('input.qty')?.value || 1);
    row.querySelector<HTMLElement>('.wcpt-button[data-wcpt-link-code^="cart"]')!.click();
    const answer = await waitFor(() => answers.find((a) => a.payload?.nyp), { message: 'no cart answer with an own price', timeout: 10000 });
    // What the store received, as it echoes it.
    expect(answer.payload!.nyp).to.deep.equal({ [MAKERS]: '12.75' });
    expect(answer.success).to.equal(true);
    const state = await storeState();
    expect(state.cart.filter((line) => line.product_id === MAKERS).reduce((sum, line) => sum + line.quantity, 0)).to.equal(quantity);
    expect(state.cart_subtotal).to.be.closeTo(12.75 * quantity, 0.001);
  });
});
