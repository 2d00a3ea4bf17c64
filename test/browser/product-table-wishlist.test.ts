// The product table's wishlist (§4.13, §5.8, §7.12, §9.2) on the demo store's wishlist pages: the
// toggles' calls go to the test run's demo store, which keeps the wishlist per session.
import { expect } from 'chai';
import '../../src/elements/product-table.element.ts';
import { resetWishlist } from '../../src/controllers/product-table/wishlist/wishlist-toggles.ts';
import { clearFault, setFault } from '../helpers/demo-store.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';

const AJAX = '/wp-admin/admin-ajax.php';
const WISHLIST = '/demo/product-table/wishlist/';
const LIST = '/demo/product-table/wishlist/list/';
const CLOCK = 27; // simple, in both tables of the wishlist page
const LAMP = 25; // simple
const SHIRT = 40; // variable: colour blue / white / green
const SHIRT_BLUE_S = 141;

async function post(fields: Record<string, string>): Promise<{ wishlists_data: { products: Record<string, Array<{ in: number[] }>> } }> {
  const body = new URLSearchParams({ tinv_wishlist_id: '', tinv_wishlist_name: '', redirect: '', ...fields });
  return (await fetch(AJAX, { method: 'POST', body, credentials: 'same-origin' })).json();
}

/** Empties this browser session's wishlist in the store. */
async function emptyWishlist(): Promise<void> {
  const answer = await post({ product_action: 'addto', product_id: String(CLOCK) });
  for (const [productId, lists] of Object.entries(answer.wishlists_data.products)) {
    for (const id of lists[0]?.in ?? []) {
      await post({ product_action: 'remove', product_id: productId, product_variation: id === Number(productId) ? '0' : String(id) });
    }
  }
}

let loads = 0;
/**
 * Mounts the page's tables and counter as the store prints them now, with the page's wishlist settings
 * on each table (the test page has no settings block of its own).
 */
async function mountPage(path: string): Promise<HTMLElement> {
  const html = await (await fetch(`${path}?load=${++loads}`, { credentials: 'same-origin' })).text();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const page = JSON.parse(doc.getElementById('storefront-settings')!.textContent!) as Record<string, unknown>;
  const settings = JSON.stringify({ ti_wishlist_ids: page.ti_wishlist_ids, ti_wishlist_url: page.ti_wishlist_url, site_url: page.site_url });
  const markup = document.createElement('div');
  const counter = doc.querySelector('.wishlist_products_counter');
  if (counter) markup.append(document.importNode(counter, true));
  for (const table of doc.querySelectorAll('shop-product-table')) {
    const host = document.importNode(table, true) as HTMLElement;
    host.setAttribute('settings', settings);
    markup.append(host);
  }
  const template = doc.getElementById('wcpt-ti-wishlist-growler-template');
  if (template) markup.append(document.importNode(template, true));
  const wrapper = fixture(markup.outerHTML);
  const hosts = [...wrapper.querySelectorAll<HTMLElement>('shop-product-table')];
  await waitFor(() => hosts.every((h) => h.hasAttribute('data-shop-ready')), { message: 'tables not ready' });
  await waitFor(() => [...wrapper.querySelectorAll('.wcpt-wishlist:not(td, th)')].every((t) => t.hasAttribute('aria-pressed')), { message: 'wishlist toggles not started' });
  return wrapper;
}

const toggles = (root: ParentNode, productId: number) =>
  [...root.querySelectorAll<HTMLElement>(`tr.wcpt-row[data-wcpt-product-id="${productId}"] .wcpt-wishlist:not(td)`)];
const counterText = (root: ParentNode) => root.querySelector('.wishlist_products_counter_number')?.textContent;

/** The wishlist calls this page sent since `since` (the resource timing of each POST). */
function wishlistCalls(): number {
  return performance.getEntriesByType('resource').filter((e) => e.name.endsWith(AJAX)).length;
}

describe('shop-product-table: the wishlist', () => {
  let alerts: string[];
  const realAlert = window.alert;

  beforeEach(async () => {
    clearFault();
    await emptyWishlist();
    resetWishlist();
    performance.clearResourceTimings();
    alerts = [];
    window.alert = (message?: unknown) => { alerts.push(String(message)); };
  });
  afterEach(() => {
    window.alert = realAlert;
    cleanup();
    clearFault();
    document.querySelector('.wcpt-ti-wishlist-growler-region')?.remove();
  });

  it('adds and removes a product: the toggle, every toggle of the product on the page, the counter and the toast follow', async () => {
    const page = await mountPage(WISHLIST);
    const clock = toggles(page, CLOCK);
    expect(clock).to.have.length(2, 'the clock is in both tables');
    expect(clock[0]!.getAttribute('aria-pressed')).to.equal('false');
    expect(clock[0]!.getAttribute('aria-label')).to.contain('Wall clock');
    expect(counterText(page)).to.equal('0');

    const changed: Array<CustomEvent> = [];
    page.addEventListener('shop-table-wishlist-changed', (e) => changed.push(e));
    clock[0]!.click();
    // Pressed at once, in both tables.
    expect(clock.map((t) => t.getAttribute('aria-pressed'))).to.deep.equal(['true', 'true']);
    await waitFor(() => counterText(page) === '1', { message: 'counter not updated' });
    expect(page.querySelector('.wishlist_products_counter')!.classList.contains('wishlist-counter-with-products')).to.equal(true);
    expect(clock.every((t) => t.classList.contains('wcpt-active'))).to.equal(true);
    expect(changed[0]!.detail).to.deep.include({ key: String(CLOCK), action: 'addto', counter: 1 });

    // The page's toast template, its {n} filled with the product's name, in a status region, linking to the wishlist.
    const region = document.querySelector('.wcpt-ti-wishlist-growler-region')!;
    expect(region.getAttribute('role')).to.equal('status');
    const toast = region.querySelector<HTMLAnchorElement>('a.wcpt-ti-wishlist-growler')!;
    expect(toast.textContent).to.contain('"Wall clock" is in your wishlist');
    expect(toast.getAttribute('href')).to.equal(LIST);

    // Removed from the other table's toggle.
    clock[1]!.click();
    expect(clock.map((t) => t.getAttribute('aria-pressed'))).to.deep.equal(['false', 'false']);
    await waitFor(() => counterText(page) === '0', { message: 'counter not back to 0' });
    expect(changed[1]!.detail).to.deep.include({ key: String(CLOCK), action: 'remove', counter: 0 });
  });

  it('uses the toggle’s own words in the toast when it has them', async () => {
    const page = await mountPage(WISHLIST);
    const bookends = page.querySelector<HTMLElement>('#wcpt-121 tr.wcpt-row[data-wcpt-product-id="26"] button.wcpt-wishlist')!;
    bookends.click();
    const toast = await waitFor(() => document.querySelector('.wcpt-ti-wishlist-growler'), { message: 'no toast' });
    expect(toast.textContent).to.contain('Saved "Oak bookends"');
    expect(toast.textContent).to.contain('Open your wishlist');
  });

  it('sends one request for a double click', async () => {
    const page = await mountPage(WISHLIST);
    const [lamp] = toggles(page, LAMP);
    lamp!.click();
    lamp!.click();
    await waitFor(() => counterText(page) === '1', { message: 'counter not updated' });
    await waitFor(() => !lamp!.hasAttribute('aria-busy'));
    expect(lamp!.getAttribute('aria-pressed')).to.equal('true');
    expect(wishlistCalls()).to.equal(1);
  });

  it('alerts for a variable product without a choice, and sends the chosen variation with its attributes', async () => {
    const page = await mountPage(WISHLIST);
    const [shirt] = toggles(page, SHIRT);
    expect(shirt!.getAttribute('aria-disabled')).to.equal('true');
    shirt!.click();
    expect(alerts).to.deep.equal(['Please select some options first']);
    expect(wishlistCalls()).to.equal(0);

    const row = shirt!.closest('tr')!;
    const select = row.querySelector<HTMLSelectElement>('select.wcpt-select-variation-dropdown')!;
    select.value = String(SHIRT_BLUE_S);
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => !shirt!.hasAttribute('aria-disabled'), { message: 'the choice did not enable the toggle' });
    const changed = new Promise<CustomEvent>((resolve) => page.addEventListener('shop-table-wishlist-changed', resolve as EventListener, { once: true }));
    shirt!.click();
    const event = await changed;
    expect(event.detail).to.deep.include({ key: String(SHIRT_BLUE_S), productId: String(SHIRT), variationId: String(SHIRT_BLUE_S), action: 'addto' });
    // The store has the variation, not the product.
    const answer = await post({ product_action: 'remove', product_id: String(LAMP) });
    expect(answer.wishlists_data.products[SHIRT]?.[0]?.in).to.deep.equal([SHIRT_BLUE_S]);
    expect(alerts).to.have.length(1);
  });

  it('puts the toggle back and says why when the call fails', async () => {
    const page = await mountPage(WISHLIST);
    const clock = toggles(page, CLOCK);
    setFault('500@tinvwl');
    const failed = new Promise<CustomEvent>((resolve) => page.addEventListener('shop-table-wishlist-failed', resolve as EventListener, { once: true }));
    clock[0]!.click();
    expect(clock[1]!.getAttribute('aria-pressed')).to.equal('true');
    const event = await failed;
    expect(clock.map((t) => t.getAttribute('aria-pressed'))).to.deep.equal(['false', 'false']);
    expect(counterText(page)).to.equal('0');
    const toast = document.querySelector('.wcpt-ti-wishlist-growler--failed')!;
    expect(toast.textContent).to.contain('Your wishlist could not be updated');
    expect(event.detail.message).to.equal(toast.textContent);
    // The next click goes through once the store answers again.
    clearFault();
    clock[0]!.click();
    await waitFor(() => counterText(page) === '1', { message: 'the retry did not go through' });
  });

  it('on a wishlist-mode table, fades a removed row and removes it after 500 ms', async () => {
    await post({ product_action: 'addto', product_id: String(LAMP) });
    await post({ product_action: 'addto', product_id: String(CLOCK) });
    const page = await mountPage(LIST);
    const table = page.querySelector('#wcpt-122')!;
    expect(table.querySelectorAll('tr.wcpt-row')).to.have.length(2);
    const [lamp] = toggles(page, LAMP);
    expect(lamp!.getAttribute('aria-pressed')).to.equal('true');
    lamp!.focus();
    lamp!.click();
    const row = await waitFor(() => table.querySelector(`tr.wcpt-row.wcpt-wishlist-removing-row[data-wcpt-product-id="${LAMP}"]`), { message: 'row not fading' });
    expect(row.isConnected).to.equal(true);
    await waitFor(() => !row.isConnected, { message: 'row not removed' });
    expect(table.querySelectorAll('tr.wcpt-row')).to.have.length(1);
    expect(counterText(page)).to.equal('1');
    // Focus went to the remaining row's toggle.
    expect(document.activeElement).to.equal(toggles(page, CLOCK)[0]);
  });
});
