// The table's rows showing what the cart holds, and a failed table cart call, on fixture markup
// (the store's cart-side markup); the call goes to the test run's demo store, failed by its fault mode.
import { expect } from 'chai';
import '../../src/elements/product-table.element.ts';
import { liveRegionMessages } from '../../src/dom/announce.ts';
import { navigation } from '../../src/dom/navigation.ts';
import { applyCartResponse, clearCart } from '../../src/stores/cart.ts';
import { clearFault, emptyStoreCart, setFault } from '../helpers/demo-store.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';

const cell = (key: string, content: string) => `<td class="wcpt-cell wcpt-${key}"><div class="wcpt-cell-val">${content}</div></td>`;
const cartButton = (id: number, name: string) =>
  `<a class="wcpt-button wcpt-noselect wcpt-button-cart_ajax" data-wcpt-link-code="cart_ajax" href="?add-to-cart=${id}" rel="nofollow" data-product_id="${id}" aria-label="Add ${name} to your cart"><span class="wcpt-button-label">Add to cart</span></a>`;
const total = (price: string, include = false) =>
  `<div class="wcpt-total${include ? ' wcpt-total--include-total-in-cart' : ''}" data-wcpt-in-cart-total="0" data-wcpt-price="${price}"><div class="wcpt-total__output"><span class="wcpt-currency">$</span><span class="wcpt-amount">0</span></div><div class="wcpt-total__no-output">—</div></div>`;

/** `min` is the purchase minimum; with `initial` '0' the input starts at 0 and may go back to it, as the add-on prints it. */
function row(opts: { id: number; name: string; type: string; price: string; variationId?: number; qty?: string; min?: string; initial?: 'min' | '0'; include?: boolean; spanRemove?: boolean }): string {
  const variation = opts.variationId ? ` data-wcpt-variation-id="${opts.variationId}" data-wcpt-variation-attributes='{"attribute_pa_size":"m"}'` : '';
  const min = opts.min ?? '1';
  const initial = opts.initial ?? 'min';
  const qty = `<div class="quantity wcpt-quantity wcpt-display-type-input"><input type="number" class="input-text qty text" step="1" min="${initial === '0' ? '0' : min}" data-wcpt-min="${min}" max="" name="quantity" value="${opts.qty ?? min}" data-wcpt-initial-value="${initial}" aria-label="Quantity of ${opts.name}"></div>`;
  const remove = opts.spanRemove
    ? '<span class="wcpt-icon wcpt-icon-x wcpt-remove wcpt-disabled" title="Remove">×</span>'
    : `<button type="button" class="wcpt-remove wcpt-disabled" aria-disabled="true" aria-label="Remove ${opts.name} from your cart">×</button>`;
  return `<tr class="wcpt-row wcpt-product-type-${opts.type}" data-wcpt-product-id="${opts.id}"${variation} data-wcpt-type="${opts.type}" data-wcpt-price="${opts.price}" data-wcpt-in-cart="0">${cell('title', opts.name)}${cell('quantity', qty)}${cell('cart', cartButton(opts.id, opts.name))}${cell('remove', remove)}${cell('in_cart', '<span class="wcpt-in-cart" data-wcpt-template="{n} in cart" data-wcpt-empty-template="none"></span>')}${cell('total', total(opts.price, opts.include))}</tr>`;
}

async function mount(rows: string[]): Promise<HTMLElement> {
  const page = fixture(`<div><shop-product-table><div id="wcpt-401" class="wcpt wcpt-401" data-wcpt-table-id="401" data-wcpt-query-string="?" data-wcpt-sc-attrs="{}"
    data-wcpt-column-layout-source-map='{"laptop":"laptop","tablet":"laptop","phone":"laptop"}'><div class="wcpt-table-scroll-wrapper-outer wcpt-device-laptop"><div class="wcpt-table-scroll-wrapper">
    <table class="wcpt-table"><thead><tr class="wcpt-heading-row"><th>Product</th><th>Qty</th><th>Cart</th><th>Remove</th><th>In cart</th><th>Total</th></tr></thead><tbody>${rows.join('')}</tbody></table></div></div></div></shop-product-table></div>`);
  const host = page.querySelector<HTMLElement>('shop-product-table')!;
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'table not ready' });
  // The cart side is its own chunk: ready once it made the span remove controls buttons.
  await waitFor(() => host.querySelector('.wcpt-remove[role="button"]') || !host.querySelector('span.wcpt-remove'), { message: 'cart side not started' });
  return host;
}

const ROWS = [
  // The quantity starts at the purchase minimum (initial value 'min').
  row({ id: 10, name: 'Blue Lamp', type: 'simple', price: '12.5', min: '2', include: true }),
  row({ id: 20, name: 'Shirt', type: 'variable', price: '', spanRemove: true }),
  row({ id: 20, name: 'Shirt M', type: 'variation', price: '8', variationId: 21 }),
];

describe('shop-product-table: what the cart holds, on the rows', () => {
  beforeEach(async () => {
    await emptyStoreCart();
    clearCart();
  });
  afterEach(() => {
    cleanup();
    clearFault();
  });

  it('shows each row its quantity, text, count badge, remove state and total from the cart answer', async () => {
    const host = await mount(ROWS);
    const [lamp, shirt, shirtM] = [...host.querySelectorAll<HTMLElement>('tr.wcpt-row')];
    // Before any answer: 2 × 12.5 of the quantity to add.
    await waitFor(() => lamp!.querySelector('div.wcpt-total .wcpt-amount')!.textContent === '25', { message: 'row total not computed' });
    applyCartResponse({ in_cart: { 10: 3, 20: { 21: '2', 22: 1 } }, in_cart_total: { 10: 37.5, 20: { 21: 16, 22: 9 } }, cart_quantity: 6 });
    await waitFor(() => lamp!.getAttribute('data-wcpt-in-cart') === '3', { message: 'lamp not painted' });
    expect(lamp!.querySelector('.wcpt-in-cart')!.textContent).to.equal('3 in cart');
    expect(lamp!.querySelector('.wcpt-cart-badge-number')!.textContent).to.equal('3');
    expect(lamp!.querySelector('.wcpt-remove:not(td)')!.classList.contains('wcpt-disabled')).to.equal(false);
    expect(lamp!.querySelector('.wcpt-remove:not(td)')!.hasAttribute('aria-disabled')).to.equal(false);
    // include-total-in-cart: 2 × 12.5 + 37.5 in the cart.
    expect(lamp!.querySelector('div.wcpt-total')!.getAttribute('data-wcpt-in-cart-total')).to.equal('37.5');
    expect(lamp!.querySelector('div.wcpt-total .wcpt-amount')!.textContent).to.equal('62.50');
    // A variable row sums its variations; a variation row shows its own.
    expect(shirt!.getAttribute('data-wcpt-in-cart')).to.equal('3');
    expect(shirtM!.getAttribute('data-wcpt-in-cart')).to.equal('2');
    expect(shirtM!.querySelector('div.wcpt-total .wcpt-amount')!.textContent).to.equal('8');
    // A column's cell carries the control's class name (td.wcpt-remove, td.wcpt-total): the cell is not the control.
    expect(lamp!.querySelector('td.wcpt-remove')!.hasAttribute('role')).to.equal(false);
    expect(lamp!.querySelector('td.wcpt-total')!.hasAttribute('data-wcpt-in-cart-total')).to.equal(false);
    // The add-on's span remove control is a keyboard button.
    const spanRemove = shirt!.querySelector<HTMLElement>('.wcpt-remove:not(td)')!;
    expect(spanRemove.getAttribute('role')).to.equal('button');
    expect(spanRemove.tabIndex).to.equal(0);

    applyCartResponse({ in_cart: [], in_cart_total: [], cart_quantity: 0 });
    await waitFor(() => lamp!.getAttribute('data-wcpt-in-cart') === '0', { message: 'emptied cart not painted' });
    expect(lamp!.querySelector('.wcpt-in-cart')!.textContent).to.equal('none');
    expect(lamp!.querySelector('.wcpt-cart-badge-number')).to.equal(null);
    expect(lamp!.querySelector('.wcpt-remove:not(td)')!.classList.contains('wcpt-disabled')).to.equal(true);
    expect(lamp!.querySelector('.wcpt-remove:not(td)')!.getAttribute('aria-disabled')).to.equal('true');
    expect(lamp!.querySelector('div.wcpt-total .wcpt-amount')!.textContent).to.equal('25');
  });

  it('follows a row total on quantity changes, and writes wcpt-total--empty at 0', async () => {
    // Only a quantity whose initial value is 0 can go back to 0 (with 'min' a 0 is corrected to the minimum).
    const host = await mount([row({ id: 10, name: 'Blue Lamp', type: 'simple', price: '12.5', initial: '0' })]);
    const lamp = host.querySelector<HTMLElement>('tr.wcpt-row')!;
    const input = lamp.querySelector<HTMLInputElement>('input.qty')!;
    await waitFor(() => input.value === '0', { message: 'the initial value 0 was not applied' });
    input.value = '4';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => lamp.querySelector('div.wcpt-total .wcpt-amount')!.textContent === '50', { message: 'total did not follow' });
    input.value = '0';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => lamp.querySelector('div.wcpt-total')!.classList.contains('wcpt-total--empty'), { message: 'not empty at 0' });
  });

  it('removes every in-cart variation of a variable product (quantity 0, overwrite)', async () => {
    const host = await mount(ROWS);
    applyCartResponse({ in_cart: { 20: { 21: 2, 22: 1 } }, in_cart_total: [], cart_quantity: 3 });
    const shirt = host.querySelectorAll<HTMLElement>('tr.wcpt-row')[1]!;
    await waitFor(() => !shirt.querySelector('.wcpt-remove:not(td)')!.classList.contains('wcpt-disabled'), { message: 'remove not enabled' });
    setFault('500@wcpt_cart');
    const requested = new Promise<HTMLElementEventMap['shop-table-cart-request']['detail']>((resolve) =>
      document.body.addEventListener('shop-table-cart-request', (event) => resolve(event.detail), { once: true }),
    );
    shirt.querySelector<HTMLElement>('.wcpt-remove:not(td)')!.click();
    const detail = await requested;
    expect(detail.flags).to.deep.equal({ overwrite_cart_qty: true });
    expect(detail.items).to.deep.equal([
      { productId: '20', variationId: '21', quantity: 0 },
      { productId: '20', variationId: '22', quantity: 0 },
    ]);
    expect(shirt.classList.contains('wcpt-removing-product')).to.equal(true);
    // The failed call leaves the row usable.
    await waitFor(() => !shirt.classList.contains('wcpt-removing-product'), { message: 'row still removing' });
    document.body.click();
  });

  it('a failed call: the notice in an overlay removed by the next click, the rows usable again, the items named', async () => {
    const host = await mount(ROWS);
    setFault('500@wcpt_cart');
    const lamp = host.querySelector<HTMLElement>('tr.wcpt-row')!;
    // What the row shows while the call runs (the table's listener runs before this later one).
    const whileRunning = new Promise<[boolean, boolean, string | null]>((resolve) =>
      document.body.addEventListener('shop-table-cart-request', () => resolve([
        lamp.classList.contains('wcpt-adding-product'), lamp.querySelector('.wcpt-cart-badge-refresh') !== null, lamp.getAttribute('aria-busy'),
      ]), { once: true }),
    );
    lamp.querySelector<HTMLElement>('.wcpt-button')!.click();
    expect(await whileRunning).to.deep.equal([true, true, 'true']);
    const notice = await waitFor(() => document.querySelector<HTMLElement>('.wcpt-notice-wrapper'), { message: 'no notice' });
    expect(notice.getAttribute('role')).to.equal('alert');
    expect(document.activeElement).to.equal(notice);
    expect(notice.querySelector('button.wcpt-notice-wrapper__close')).not.to.equal(null);
    expect(lamp.classList.contains('wcpt-adding-product')).to.equal(false);
    expect(lamp.querySelector('.wcpt-cart-badge-refresh')).to.equal(null);
    await waitFor(() => liveRegionMessages().some((m) => m.includes('Not added to your cart: Blue Lamp')), { message: 'items not announced' });
    document.body.click();
    expect(document.querySelector('.wcpt-notice-wrapper')).to.equal(null);
  });

  it('a failed call that asked for a redirect (remove with refresh) goes there on a click on its notice', async () => {
    const host = await mount(ROWS);
    applyCartResponse({ in_cart: { 10: 1 }, in_cart_total: [], cart_quantity: 1 });
    const lamp = host.querySelector<HTMLElement>('tr.wcpt-row')!;
    const remove = lamp.querySelector<HTMLElement>('.wcpt-remove:not(td)')!;
    await waitFor(() => !remove.classList.contains('wcpt-disabled'), { message: 'remove not enabled' });
    remove.classList.add('wcpt-refresh-enabled');
    const assign = navigation.assign;
    const went: string[] = [];
    navigation.assign = (url: string) => void went.push(url);
    try {
      setFault('500@wcpt_cart');
      remove.click();
      const notice = await waitFor(() => document.querySelector<HTMLElement>('.wcpt-notice-wrapper'), { message: 'no notice' });
      expect(went).to.deep.equal([]);
      notice.querySelector('li')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      expect(went).to.deep.equal([location.href]);
      expect(document.querySelector('.wcpt-notice-wrapper')).to.equal(null);
    } finally {
      navigation.assign = assign;
    }
  });
});
