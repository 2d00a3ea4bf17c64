// The product table's cart calls against the demo store's wcpt_cart (no fetch stubs): merging,
// adding up, refusals, failures, removal of a variable product, re-reads, and the rest of the
// page (mini cart) following. The rows are the store's products in the cart-side markup.
import { expect } from 'chai';
import jQuery from 'jquery';
import '../../src/elements/mini-cart.element.ts';
import '../../src/elements/product-table.element.ts';
import { liveRegionMessages } from '../../src/dom/announce.ts';
import { navigation } from '../../src/dom/navigation.ts';
import { $cart, clearCart } from '../../src/stores/cart.ts';
import { addToCart } from '../../src/stores/cart-actions.ts';
import { clearFault, emptyStoreCart, setFault } from '../helpers/demo-store.ts';
import { demoPage, mountTables, resetPage } from '../helpers/demo-tables.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { usePageSettings } from '../helpers/page-settings.ts';
import { nextFrame, waitFor } from '../helpers/wait.ts';

interface RowSpec {
  id: number;
  name: string;
  type?: 'simple' | 'variable' | 'variation';
  variationId?: number;
  attributes?: Record<string, string>;
}

const cell = (key: string, content: string) => `<td class="wcpt-cell wcpt-${key}"><div class="wcpt-cell-val">${content}</div></td>`;
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function rowHtml(spec: RowSpec): string {
  const type = spec.type ?? 'simple';
  const name = esc(spec.name);
  const variation = spec.variationId
    ? ` data-wcpt-variation-id="${spec.variationId}" data-wcpt-variation-attributes="${esc(JSON.stringify(spec.attributes ?? {}))}"`
    : '';
  const qty = type === 'variable' ? '' : `<div class="quantity wcpt-quantity wcpt-display-type-input"><input type="number" class="input-text qty text" step="1" min="1" data-wcpt-min="1" max="" name="quantity" value="1" data-wcpt-initial-value="min" aria-label="Quantity of ${name}"></div>`;
  const button = type === 'variable' ? '' : `<a class="wcpt-button wcpt-noselect wcpt-button-cart_ajax" data-wcpt-link-code="cart_ajax" href="?add-to-cart=${spec.id}" rel="nofollow" data-product_id="${spec.id}" aria-label="Add ${name} to your cart"><span class="wcpt-button-label">Add to cart</span></a>`;
  return `<tr class="wcpt-row wcpt-product-type-${type}" data-wcpt-product-id="${spec.id}"${variation} data-wcpt-type="${type}" data-wcpt-price="" data-wcpt-in-cart="0">${cell('title', name)}${cell('quantity', qty)}${cell('cart', button)}${cell('remove', `<button type="button" class="wcpt-remove wcpt-disabled" aria-disabled="true" aria-label="Remove ${name} from your cart">×</button>`)}${cell('in_cart', '<span class="wcpt-in-cart" data-wcpt-template="{n} in cart" data-wcpt-empty-template=""></span>')}</tr>`;
}

/** The table's markup; with `placedFor`, the element stands after it and names it (`for`) instead of wrapping it. */
async function mountTable(rows: RowSpec[], tableId = 501, placedFor = false): Promise<HTMLElement> {
  const [open, close] = placedFor ? ['', `<shop-product-table for="wcpt-${tableId}"></shop-product-table>`] : ['<shop-product-table>', '</shop-product-table>'];
  const page = fixture(`<div>${open}<div id="wcpt-${tableId}" class="wcpt wcpt-${tableId}" data-wcpt-table-id="${tableId}" data-wcpt-query-string="?" data-wcpt-sc-attrs="{}"
    data-wcpt-column-layout-source-map='{"laptop":"laptop","tablet":"laptop","phone":"laptop"}'><div class="wcpt-table-scroll-wrapper-outer wcpt-device-laptop"><div class="wcpt-table-scroll-wrapper">
    <table class="wcpt-table"><thead><tr class="wcpt-heading-row"><th>Product</th><th>Qty</th><th>Cart</th><th>Remove</th><th>In cart</th></tr></thead><tbody>${rows.map(rowHtml).join('')}</tbody></table></div></div></div>${close}</div>`);
  const host = page.querySelector<HTMLElement>('shop-product-table')!;
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'table not ready' });
  // Until the cart side has started, a cart button is a plain link: the shopper acts after that.
  await waitFor(() => host.hasAttribute('data-shop-cart-ready'), { message: 'cart controls not ready' });
  return host;
}

/** Simple products of the store that are in stock (from its table page): the rows to add. */
async function inStockProducts(count: number): Promise<RowSpec[]> {
  const pages = await Promise.all([1, 2, 3].map((n) => demoPage(`/demo/product-table/?101_paged=${n}`)));
  const rows = pages.flatMap((doc) => [...doc.querySelectorAll<HTMLElement>('tr.wcpt-row.wcpt-product-type-simple:not(.wcpt-out-of-stock):not(.wcpt-sold-individually)')])
    // Plain products: no own price, add-ons or measurement to fill in.
    .filter((row) => Number(row.getAttribute('data-wcpt-stock') ?? 99) >= 10 && !/wcpt-product-has-/.test(row.className) && !/name your price/i.test(row.textContent ?? ''));
  expect(rows.length, 'in-stock products on the table page').to.be.at.least(count);
  return rows.slice(0, count).map((row) => ({ id: Number(row.getAttribute('data-wcpt-product-id')), name: row.querySelector('.wcpt-title')?.textContent?.trim() ?? '' }));
}

interface StoreLine { product_id: number; variation_id: number | null; quantity: number }
async function storeCart(): Promise<StoreLine[]> {
  return ((await (await fetch('/__demo/state')).json()) as { cart: StoreLine[] }).cart;
}
const held = (lines: StoreLine[], productId: number, variationId?: number) =>
  lines.filter((l) => l.product_id === productId && (variationId === undefined || l.variation_id === variationId)).reduce((sum, l) => sum + l.quantity, 0);

function cartCalls(): PerformanceResourceTiming[] {
  return performance.getEntriesByType('resource').filter((entry) => entry.name.includes('wc-ajax=wcpt_cart')) as PerformanceResourceTiming[];
}

const rowOf = (host: HTMLElement, id: number) => host.querySelector<HTMLElement>(`tr.wcpt-row[data-wcpt-product-id="${id}"]`)!;
const settled = () => waitFor(() => !document.querySelector('.wcpt-adding-product, .wcpt-removing-product'), { message: 'rows still busy', timeout: 10000 });

describe('shop-product-table: cart calls to the store', () => {
  beforeEach(async () => {
    clearFault();
    // Without the cart cookies too: a table's re-read on load could otherwise answer mid-test.
    await emptyStoreCart();
    clearCart();
    performance.clearResourceTimings();
  });
  afterEach(() => {
    cleanup();
    clearFault();
    for (const notice of document.querySelectorAll('.wcpt-notice-wrapper, .wcpt-cart-widget')) notice.remove();
  });

  it('twenty quick adds on distinct rows go in at most two calls, and the cart holds each of them', async () => {
    const products = await inStockProducts(20);
    const host = await mountTable(products);
    // Each call takes a while: the shopper's clicks come while the first is on its way.
    setFault('latency-800@wcpt_cart');
    for (const product of products) {
      rowOf(host, product.id).querySelector<HTMLElement>('.wcpt-button')!.click();
      await nextFrame();
    }
    await settled();
    await waitFor(() => $cart.get().cartQuantity === 20, { message: `cart quantity ${$cart.get().cartQuantity}`, timeout: 10000 });
    expect(cartCalls().length).to.be.within(1, 2);
    const lines = await storeCart();
    for (const product of products) expect(held(lines, product.id), `product ${product.id}`).to.equal(1);
    expect(rowOf(host, products[19]!.id).getAttribute('data-wcpt-in-cart')).to.equal('1');
    expect(rowOf(host, products[0]!.id).querySelector('.wcpt-cart-badge-number')!.textContent).to.equal('1');
    // Spoken once per answer, not once per click: at most two messages name these adds.
    const last = products[19]!.name;
    await waitFor(() => liveRegionMessages().some((m) => m.includes(last)), { message: `announced: ${liveRegionMessages().join(' | ')}` });
    const spoken = liveRegionMessages().filter((m) => products.some((product) => m.includes(product.name)));
    expect(spoken.length, spoken.join(' | ')).to.be.within(1, 2);
  });

  it('placed with for= beside the markup: the element carries its ready marks, the markup none, and an add goes in', async () => {
    const [product] = await inStockProducts(1);
    const element = await mountTable([product!], 502, true);
    const markup = document.getElementById('wcpt-502')!;
    expect(markup.hasAttribute('data-shop-cart-ready'), 'the markup is left as printed').to.equal(false);
    rowOf(markup, product!.id).querySelector<HTMLElement>('.wcpt-button')!.click();
    await waitFor(() => $cart.get().cartQuantity === 1, { message: `cart quantity ${$cart.get().cartQuantity}` });
    expect(held(await storeCart(), product!.id)).to.equal(1);
    // Taken off the page, the element takes its mark with it.
    element.remove();
    await waitFor(() => !element.hasAttribute('data-shop-cart-ready'), { message: 'the cart mark stayed after removal' });
  });

  it('the same row, add 2 then add 3 while the first is on its way: 5 in the cart', async () => {
    const [product] = await inStockProducts(1);
    const calls: string[] = [];
    const record = (event: Event) => calls.push(JSON.stringify((event as CustomEvent).detail));
    document.body.addEventListener('shop-table-cart-request', record);
    const startHeld = held(await storeCart(), product!.id);
    const host = await mountTable([product!]);
    setFault('latency-500@wcpt_cart');
    const row = rowOf(host, product!.id);
    const input = row.querySelector<HTMLInputElement>('input.qty')!;
    const sent = new Promise((resolve) => document.body.addEventListener('shop-table-cart-request', resolve, { once: true }));
    input.value = '2';
    row.querySelector<HTMLElement>('.wcpt-button')!.click();
    await sent;
    input.value = '3';
    row.querySelector<HTMLElement>('.wcpt-button')!.click();
    await settled();
    await waitFor(() => row.getAttribute('data-wcpt-in-cart') === '5', { message: `in cart ${row.getAttribute('data-wcpt-in-cart')} (store held ${startHeld} before; calls ${calls.join(' ; ')})`, timeout: 10000 });
    document.body.removeEventListener('shop-table-cart-request', record);
    expect(held(await storeCart(), product!.id)).to.equal(5);
    // Each click is told its own result.
    await waitFor(() => liveRegionMessages().includes(`3 × ${product!.name} added to your cart.`), { message: `announced: ${liveRegionMessages().join(' | ')}` });
    expect(liveRegionMessages()).to.include(`2 × ${product!.name} added to your cart.`);
  });

  it("the server's own refusal: the others go in, the notice names the refused product, the rows stay usable", async () => {
    const [a, b] = await inStockProducts(2);
    const mug = { id: 20, name: 'Enamel Camp Mug' }; // out of stock in the store
    const host = await mountTable([a!, mug, b!]);
    setFault('latency-500@wcpt_cart');
    const sent = new Promise((resolve) => document.body.addEventListener('shop-table-cart-request', resolve, { once: true }));
    rowOf(host, a!.id).querySelector<HTMLElement>('.wcpt-button')!.click();
    await sent;
    // These two merge into one call, which the store refuses for the mug only.
    rowOf(host, mug.id).querySelector<HTMLElement>('.wcpt-button')!.click();
    rowOf(host, b!.id).querySelector<HTMLElement>('.wcpt-button')!.click();
    const notice = await waitFor(() => document.querySelector<HTMLElement>('.wcpt-notice-wrapper'), { message: 'no notice', timeout: 10000 });
    expect(notice.getAttribute('role')).to.equal('alert');
    expect(notice.querySelector('.wcpt-error-product-name')?.textContent).to.match(/mug/i);
    await waitFor(() => liveRegionMessages().some((m) => /^Not added to your cart: Enamel Camp Mug\.$/.test(m)), { message: `announced: ${liveRegionMessages().join(' | ')}` });
    const lines = await storeCart();
    expect([held(lines, a!.id), held(lines, b!.id), held(lines, mug.id)]).to.deep.equal([1, 1, 0]);
    await settled();
    document.body.click();
    expect(document.querySelector('.wcpt-notice-wrapper')).to.equal(null);
    // Usable: another add goes through.
    clearFault();
    rowOf(host, a!.id).querySelector<HTMLElement>('.wcpt-button')!.click();
    await waitFor(() => rowOf(host, a!.id).getAttribute('data-wcpt-in-cart') === '2', { message: 'row not usable after the refusal' });
  });

  it('a call that fails (fault): the notice overlay, and the rows usable again', async () => {
    const [a] = await inStockProducts(1);
    const host = await mountTable([a!]);
    setFault('500@wcpt_cart');
    rowOf(host, a!.id).querySelector<HTMLElement>('.wcpt-button')!.click();
    const notice = await waitFor(() => document.querySelector<HTMLElement>('.wcpt-notice-wrapper'), { message: 'no notice' });
    expect(notice.textContent).to.contain(`Not added to your cart: ${a!.name}.`).and.match(/try again/i);
    await settled();
    expect(held(await storeCart(), a!.id)).to.equal(0);
    notice.querySelector<HTMLElement>('.wcpt-notice-wrapper__close')!.click();
    expect(document.querySelector('.wcpt-notice-wrapper')).to.equal(null);
  });

  it('remove on a variable product sets every variation of it in the cart to 0', async () => {
    const rows: RowSpec[] = [
      { id: 40, name: 'Linen Shirt', type: 'variable' },
      { id: 40, name: 'Linen Shirt – Blue, S', type: 'variation', variationId: 141, attributes: { attribute_pa_color: 'blue', attribute_pa_size: 's' } },
      { id: 40, name: 'Linen Shirt – Blue, M', type: 'variation', variationId: 142, attributes: { attribute_pa_color: 'blue', attribute_pa_size: 'm' } },
    ];
    const host = await mountTable(rows);
    const [parent, small, medium] = [...host.querySelectorAll<HTMLElement>('tr.wcpt-row')];
    small!.querySelector<HTMLElement>('.wcpt-button')!.click();
    await waitFor(() => small!.getAttribute('data-wcpt-in-cart') === '1', { message: 'S not added' });
    medium!.querySelector<HTMLElement>('.wcpt-button')!.click();
    await waitFor(() => parent!.getAttribute('data-wcpt-in-cart') === '2', { message: 'parent does not sum its variations' });
    expect(held(await storeCart(), 40)).to.equal(2);
    const remove = parent!.querySelector<HTMLElement>('.wcpt-remove:not(td)')!;
    expect(remove.classList.contains('wcpt-disabled')).to.equal(false);
    remove.click();
    await waitFor(() => parent!.getAttribute('data-wcpt-in-cart') === '0', { message: 'not removed' });
    expect(held(await storeCart(), 40)).to.equal(0);
    expect(remove.classList.contains('wcpt-disabled')).to.equal(true);
    expect(small!.getAttribute('data-wcpt-in-cart')).to.equal('0');
  });

  it('re-reads the cart on a page shown again from the back/forward cache, and after a listing add', async () => {
    const [a, b] = await inStockProducts(2);
    const host = await mountTable([a!, b!]);
    // Put a in the cart behind the page's back (another tab).
    await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body: new URLSearchParams({ product_id: String(a!.id), quantity: '2' }) });
    performance.clearResourceTimings();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() => rowOf(host, a!.id).getAttribute('data-wcpt-in-cart') === '2', { message: 'not re-read on pageshow' });
    const reread = cartCalls();
    expect(reread).to.have.length(1);
    // A listing button's add answers fragments only: the table asks what the cart holds.
    const outcome = await addToCart({ product_id: String(b!.id), quantity: '3' });
    expect(outcome.kind).to.equal('added');
    await waitFor(() => rowOf(host, b!.id).getAttribute('data-wcpt-in-cart') === '3', { message: 'not re-read after the listing add' });
  });

  it('the mini cart shows a table add', async () => {
    const [a] = await inStockProducts(1);
    const mini = fixture(`<shop-mini-cart><a class="cart-contents" href="/cart/">Cart</a><div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div></shop-mini-cart>`);
    const host = await mountTable([a!]);
    rowOf(host, a!.id).querySelector<HTMLElement>('.wcpt-button')!.click();
    await waitFor(() => mini.querySelector(`.widget_shopping_cart_content [data-product_id="${a!.id}"]`), { message: 'mini cart did not follow', timeout: 10000 });
  });

  it("triggers the add-on's and the platform's jQuery events, the platform's locked (4th argument true)", async () => {
    const [a] = await inStockProducts(1);
    const host = await mountTable([a!]);
    (window as { jQuery?: unknown }).jQuery = jQuery;
    const heard: Array<[string, unknown[]]> = [];
    const names = ['wcpt_cart_request', 'wcpt_cart', 'added_to_cart', 'removed_from_cart'];
    for (const name of names) jQuery(document.body).on(`${name}.test`, (_event: unknown, ...args: unknown[]) => void heard.push([name, args]));
    try {
      rowOf(host, a!.id).querySelector<HTMLElement>('.wcpt-button')!.click();
      await waitFor(() => heard.some(([name]) => name === 'added_to_cart'), { message: `heard ${heard.map(([n]) => n).join(', ')}` });
      expect(heard.map(([name]) => name)).to.deep.equal(['wcpt_cart_request', 'wcpt_cart', 'added_to_cart']);
      const request = heard[0]![1][0] as { wcpt_payload: { products: Record<string, number> } };
      expect(request.wcpt_payload.products).to.deep.equal({ [a!.id]: 1 });
      const [fragments, hash, button, locked] = heard[2]![1] as [Record<string, string>, string, { attr(name: string): string }, boolean];
      expect(Object.keys(fragments)).to.include('div.widget_shopping_cart_content');
      expect(hash).to.be.a('string').and.not.equal('');
      expect(button.attr('data-product_id')).to.equal(String(a!.id));
      expect(locked).to.equal(true);
      rowOf(host, a!.id).querySelector<HTMLElement>('.wcpt-remove:not(td)')!.click();
      await waitFor(() => heard.some(([name]) => name === 'removed_from_cart'), { message: 'no removed_from_cart' });
      expect(heard.at(-1)![1][3]).to.equal(true);
    } finally {
      jQuery(document.body).off('.test');
      delete (window as { jQuery?: unknown }).jQuery;
    }
  });

  it('places the answer\'s cart widget where §6 permits it, dims it while a call runs, and follows its link', async () => {
    const restore = usePageSettings({ site_url: location.origin, cart_widget_enabled_site_wide: true, cart_widget_exclude_urls: '/nowhere' });
    const assign = navigation.assign;
    const went: string[] = [];
    navigation.assign = (url: string) => void went.push(url);
    try {
      const [a] = await inStockProducts(1);
      const host = await mountTable([a!]);
      rowOf(host, a!.id).querySelector<HTMLElement>('.wcpt-button')!.click();
      const widget = await waitFor(() => document.querySelector<HTMLElement>('body > .wcpt-cart-widget'), { message: 'no widget' });
      expect(document.body.classList.contains('wcpt-cart-widget-visible')).to.equal(true);
      expect(document.querySelectorAll('.wcpt-cart-widget')).to.have.length(1);
      setFault('latency-500@wcpt_cart');
      rowOf(host, a!.id).querySelector<HTMLElement>('.wcpt-button')!.click();
      await waitFor(() => widget.classList.contains('wcpt-cart-widget--loading'), { message: 'widget not dimmed while the call runs' });
      await waitFor(() => !document.querySelector('.wcpt-cart-widget--loading') && document.querySelectorAll('.wcpt-cart-widget').length === 1, { message: 'widget not replaced', timeout: 10000 });
      const current = document.querySelector<HTMLElement>('.wcpt-cart-widget')!;
      current.querySelector<HTMLElement>('.wcpt-cw__totals, .wcpt-cw-half')!.click();
      expect(went).to.have.length(1);
      expect(went[0]).to.equal(current.getAttribute('data-wcpt-href'));
    } finally {
      navigation.assign = assign;
      restore();
    }
  });

  it('a remove that asks for a refresh (wcpt-refresh-enabled) goes to the page again once it is done', async () => {
    const [a] = await inStockProducts(1);
    const host = await mountTable([a!]);
    const row = rowOf(host, a!.id);
    row.querySelector<HTMLElement>('.wcpt-button')!.click();
    await waitFor(() => row.getAttribute('data-wcpt-in-cart') === '1', { message: 'not added' });
    const assign = navigation.assign;
    const went: string[] = [];
    navigation.assign = (url: string) => void went.push(url);
    try {
      const remove = row.querySelector<HTMLElement>('.wcpt-remove:not(td)')!;
      remove.classList.add('wcpt-refresh-enabled');
      remove.click();
      await waitFor(() => went.length === 1, { message: 'no redirect' });
      expect(went[0]).to.equal(location.href);
      expect(held(await storeCart(), a!.id)).to.equal(0);
    } finally {
      navigation.assign = assign;
    }
  });

  it('shows no cart widget where §6 does not permit it', async () => {
    const restore = usePageSettings({ site_url: location.origin, cart_widget_enabled_site_wide: true, cart_widget_include_urls: '/shop*' });
    try {
      const [a] = await inStockProducts(1);
      const host = await mountTable([a!]);
      const row = rowOf(host, a!.id);
      row.querySelector<HTMLElement>('.wcpt-button')!.click();
      await waitFor(() => row.getAttribute('data-wcpt-in-cart') === '1', { message: 'not added' });
      expect(document.querySelector('.wcpt-cart-widget')).to.equal(null);
    } finally {
      restore();
    }
  });

  describe("on the store's order-form page", () => {
    const startUrl = location.href;
    afterEach(() => resetPage(startUrl));
    const ORDER_FORM = '/demo/product-table/order-form/';
    const row = (host: HTMLElement, id: number) => host.querySelector<HTMLElement>(`tr.wcpt-row[data-wcpt-product-id="${id}"]:not([data-wcpt-variation-id])`)!;

    it('an add shows the in-cart count, badge, total and remove; remove takes it out again', async () => {
      const [host] = await mountTables(ORDER_FORM);
      const clips = row(host!, 28);
      clips.querySelector<HTMLElement>('.wcpt-button[data-wcpt-link-code="cart_ajax"]')!.click();
      await waitFor(() => clips.getAttribute('data-wcpt-in-cart') === '1', { message: 'not added', timeout: 10000 });
      expect(clips.querySelector('.wcpt-cart-badge-number')?.textContent).to.equal('1');
      expect(clips.querySelector('.wcpt-in-cart')?.textContent).to.contain('1');
      const remove = clips.querySelector<HTMLElement>('.wcpt-remove:not(td)')!;
      expect(remove.classList.contains('wcpt-disabled')).to.equal(false);
      expect(held(await storeCart(), 28)).to.equal(1);
      remove.click();
      await waitFor(() => clips.getAttribute('data-wcpt-in-cart') === '0', { message: 'not removed', timeout: 10000 });
      expect(remove.getAttribute('aria-disabled')).to.equal('true');
      expect(held(await storeCart(), 28)).to.equal(0);
    });

    it("remove on the variable product's row empties every variation of it the cart holds", async () => {
      const [host] = await mountTables(ORDER_FORM);
      // Two variations go in from another tab; the page re-reads the cart when it is shown again.
      await fetch('/?wc-ajax=wcpt_cart', {
        method: 'POST',
        body: new URLSearchParams({ 'wcpt_payload[products][40]': '2', 'wcpt_payload[variations][40][141]': '1', 'wcpt_payload[variations][40][142]': '1' }),
      });
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      const shirt = row(host!, 40);
      await waitFor(() => shirt.getAttribute('data-wcpt-in-cart') === '2', { message: `in cart ${shirt.getAttribute('data-wcpt-in-cart')}`, timeout: 10000 });
      shirt.querySelector<HTMLElement>('.wcpt-remove:not(td)')!.click();
      await waitFor(() => shirt.getAttribute('data-wcpt-in-cart') === '0', { message: 'not removed', timeout: 10000 });
      expect(held(await storeCart(), 40)).to.equal(0);
    });
  });
});
