import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../src/elements/product-table.element.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';
import { mountTables, resetPage } from '../helpers/demo-tables.ts';
import { navTableHtml } from './fixtures/product-table-nav.ts';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

/** The demo store's own stylesheet, as its pages load it: the widths a shop's theme gives the table. */
async function useDemoTheme(): Promise<() => void> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/demo-assets/demo.css';
  const loaded = new Promise((resolve, reject) => {
    link.addEventListener('load', resolve, { once: true });
    link.addEventListener('error', () => reject(new Error('demo.css did not load')), { once: true });
  });
  document.head.append(link);
  await loaded;
  return () => link.remove();
}

function parts(host: HTMLElement) {
  const wrapper = host.querySelector<HTMLElement>('.wcpt-table-scroll-wrapper')!;
  const table = wrapper.querySelector<HTMLTableElement>('table.wcpt-table')!;
  const rows = [...table.tBodies[0]!.rows].filter((row) => row.matches('.wcpt-row:not(.wcpt-child-row):not(.wcpt-row--category-heading)'));
  return { wrapper, table, rows };
}

/** Each row's cart control (button or link) in the Buy column. */
function cartButtons(host: HTMLElement): HTMLElement[] {
  return parts(host).rows.map((row) => row.querySelector<HTMLElement>('td.wcpt-cart .wcpt-button, td.wcpt-cart a, td.wcpt-cart button')!);
}

/** Every row's cart button lies inside the wrapper's box, and the wrapper has nothing to scroll sideways. */
function allInReach(host: HTMLElement): boolean {
  const { wrapper } = parts(host);
  const box = wrapper.getBoundingClientRect();
  return wrapper.scrollWidth <= wrapper.clientWidth && cartButtons(host).every((button) => button.getBoundingClientRect().right <= box.right + 0.5);
}

async function phoneTable(path: string): Promise<HTMLElement> {
  const [host] = await mountTables(path);
  // The store prints the laptop layout; the phone's window asks for the phone's.
  await waitFor(() => host!.querySelector('.wcpt-table-scroll-wrapper-outer.wcpt-device-phone') && !host!.querySelector('.wcpt-loading'), {
    message: 'no phone layout',
  });
  return host!;
}

describe('<shop-product-table> on a phone (390 px)', () => {
  let removeTheme: () => void;
  before(async () => {
    removeTheme = await useDemoTheme();
  });
  after(() => removeTheme());
  beforeEach(async () => {
    resetPage(location.pathname + location.search);
    await setViewport(PHONE);
  });
  afterEach(async () => {
    cleanup();
    await setViewport(LAPTOP);
  });

  for (const [name, path] of [['phone demo page', '/demo/product-table/phone/'], ['main table', '/demo/product-table/']] as const) {
    it(`${name}: every row's cart button is in reach without scrolling sideways`, async () => {
      const host = await phoneTable(path);
      const { wrapper, rows } = parts(host);
      expect(rows.length, 'rows shown').to.be.greaterThan(5);
      await waitFor(() => allInReach(host), { message: 'a cart button is still out of reach' }).catch(() => undefined);
      expect(wrapper.scrollWidth, 'nothing to scroll sideways').to.be.at.most(wrapper.clientWidth);
      const right = wrapper.getBoundingClientRect().right;
      cartButtons(host).forEach((button, i) => {
        expect(button, `row ${i + 1} has a cart button`).to.exist;
        expect(button.getBoundingClientRect().right, `row ${i + 1}: its cart button's right edge`).to.be.at.most(right + 0.5);
      });
    });
  }

  it('labels each line with its column heading and keeps the table for screen readers', async () => {
    const host = await phoneTable('/demo/product-table/phone/');
    const { table, rows } = parts(host);
    await waitFor(() => table.hasAttribute('data-shop-stacked'), { message: 'the rows did not stack' });
    const price = rows[0]!.querySelector('td.wcpt-price')!;
    expect(getComputedStyle(price, '::before').content).to.contain('"Price"');
    expect(getComputedStyle(rows[0]!.querySelector('td.wcpt-cart')!, '::before').content).to.contain('"Buy"');
    // The heading row is out of sight but in the page, and the parts say what they are.
    const head = table.tHead!;
    expect(getComputedStyle(head).display).not.to.equal('none');
    expect(head.getBoundingClientRect().height).to.be.at.most(1);
    expect(table.getAttribute('role')).to.equal('table');
    expect(head.rows[0]!.cells[0]!.getAttribute('role')).to.equal('columnheader');
    expect(rows[0]!.getAttribute('role')).to.equal('row');
    expect(price.getAttribute('role')).to.equal('cell');
    // The page's table freezes its first column on a phone: a card has no column to freeze.
    await waitFor(() => getComputedStyle(rows[0]!.cells[0]!).position === 'static', { message: 'the first column is still frozen' });
  });

  it('is a table again on a laptop, without the roles it wrote', async () => {
    const host = await phoneTable('/demo/product-table/phone/');
    await waitFor(() => parts(host).table.hasAttribute('data-shop-stacked'), { message: 'the rows did not stack' });
    await setViewport(LAPTOP);
    await waitFor(() => host.querySelector('.wcpt-device-laptop') && !host.querySelector('.wcpt-loading'), { message: 'no laptop layout' });
    const { table, rows } = parts(host);
    await waitFor(() => !table.hasAttribute('data-shop-stacked'), { message: 'still stacked on a laptop' });
    expect(getComputedStyle(table).display).to.equal('table');
    expect(table.hasAttribute('role')).to.equal(false);
    expect(rows[0]!.hasAttribute('role')).to.equal(false);
  });

  it('leaves a table that fits as a table, and one given a phone width to scroll', async () => {
    const fits = fixture(navTableHtml({ phone: true }));
    await waitFor(() => fits.hasAttribute('data-shop-ready'), { message: 'not ready' });
    expect(parts(fits).table.hasAttribute('data-shop-stacked'), 'a table that fits').to.equal(false);
    cleanup();

    const wide = fixture(navTableHtml({ phone: true, sc: { phone_table_width: '900px' } }));
    await waitFor(() => wide.hasAttribute('data-shop-ready'), { message: 'not ready' });
    const { wrapper, table } = parts(wide);
    await waitFor(() => wrapper.scrollWidth > wrapper.clientWidth, { message: 'the table width was not applied' });
    expect(table.hasAttribute('data-shop-stacked'), 'a table with its own width').to.equal(false);
  });
});
