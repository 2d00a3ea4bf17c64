// A page whose cart has items (the woocommerce_items_in_cart cookie) re-reads what the cart holds
// when its table's cart side starts: a page served from a cache shows the cart as it is now.
// Its own file: the re-read happens once per page, before any other table cart call.
import { expect } from 'chai';
import '../../src/elements/product-table.element.ts';
import { demoPage, mountTables, resetPage } from '../helpers/demo-tables.ts';
import { waitFor } from '../helpers/wait.ts';

describe('shop-product-table: the cart re-read on load', () => {
  const startUrl = location.href;
  after(() => resetPage(startUrl));

  it('re-reads the cart when the items-in-cart cookie is set, and shows it on the rows', async () => {
    await fetch('/__demo/empty-cart', { redirect: 'manual' });
    // The page as a cache kept it (an empty cart), then the cart changes elsewhere.
    await demoPage('/demo/product-table/order-form/');
    await fetch('/?wc-ajax=add_to_cart', { method: 'POST', body: new URLSearchParams({ product_id: '28', quantity: '3' }) });
    expect(document.cookie).to.contain('woocommerce_items_in_cart');
    performance.clearResourceTimings();
    const [host] = await mountTables('/demo/product-table/order-form/');
    const clips = host!.querySelector<HTMLElement>('tr.wcpt-row[data-wcpt-product-id="28"]')!;
    expect(clips.getAttribute('data-wcpt-in-cart')).to.equal('0');
    await waitFor(() => clips.getAttribute('data-wcpt-in-cart') === '3', { message: 'not re-read on load', timeout: 10000 });
    const calls = performance.getEntriesByType('resource').filter((e) => e.name.includes('wc-ajax=wcpt_cart'));
    expect(calls.length).to.be.at.least(1);
    await fetch('/__demo/empty-cart', { redirect: 'manual' });
  });
});
