/**
 * The add-on's filter dropdowns (`div.wcpt-dropdown` with a `.wcpt-filter-heading`, its menu collapsed until
 * `wcpt-open`), as the reference store prints them like the real add-on: opened by a click on the heading or
 * from the keyboard, closed by Escape and a click outside, and each choice loads the table from the server.
 */
import { expect } from 'chai';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/elements/product-table.element.ts';
import { waitFor } from '../helpers/wait.ts';
import { captureConsoleErrors } from '../helpers/console.ts';
import { mountTables, resetPage } from '../helpers/demo-tables.ts';

const PAGE = '/demo/product-table/';

interface Table {
  host: HTMLElement;
  container: HTMLElement;
  queries: string[];
  loaded: () => number;
}

async function mount(): Promise<Table> {
  const [host] = await mountTables(PAGE, (markup) => {
    for (const other of markup.querySelectorAll('shop-product-table')) if (!other.querySelector('#wcpt-101')) other.remove();
  });
  const queries: string[] = [];
  let loads = 0;
  host!.addEventListener('shop-table-before-load', (event) => queries.push((event as CustomEvent<{ query: string }>).detail.query));
  host!.addEventListener('shop-table-loaded', () => loads++);
  return { host: host!, container: host!.querySelector<HTMLElement>('#wcpt-101')!, queries, loaded: () => loads };
}

const dropdown = (table: Table, filter: string) => table.container.querySelector<HTMLElement>(`.wcpt-navigation [data-wcpt-filter="${filter}"]`)!;
const heading = (table: Table, filter: string) => dropdown(table, filter).querySelector<HTMLElement>(':scope > .wcpt-filter-heading')!;
const isOpen = (table: Table, filter: string) => dropdown(table, filter).classList.contains('wcpt-open');
const productIds = (table: Table) => [...table.container.querySelectorAll('tbody tr.wcpt-row[data-wcpt-product-id]')].map((row) => row.getAttribute('data-wcpt-product-id'));
const prices = (table: Table) => [...table.container.querySelectorAll('tbody tr.wcpt-row[data-wcpt-price]')].map((row) => Number(row.getAttribute('data-wcpt-price')));

/** The middle of an element's box, in whole pixels, for a real pointer click. */
function center(element: Element): [number, number] {
  element.scrollIntoView({ block: 'center' });
  const box = element.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
}

/** Chooses the option of the filter's menu (a click, as a shopper does) and waits for the table to be loaded with it. */
async function choose(table: Table, filter: string, input: string): Promise<string> {
  const before = table.loaded();
  const option = dropdown(table, filter).querySelector<HTMLInputElement>(input)!;
  expect(option.checkVisibility(), `${input} shown`).to.equal(true);
  option.click();
  await waitFor(() => table.loaded() > before, { message: `no load after choosing ${input}` });
  return decodeURIComponent(table.queries.at(-1)!);
}

describe('<shop-product-table> the add-on\'s div dropdowns', () => {
  // The menus collapse by the store's CSS until `wcpt-open` (the add-on's own CSS squeezes them to no height).
  const style = document.createElement('style');
  style.textContent = '.wcpt-dropdown:not(.wcpt-open) > .wcpt-dropdown-menu { display: none; }';
  before(() => document.head.append(style));
  beforeEach(() => resetPage(PAGE));
  after(() => {
    style.remove();
    resetPage(PAGE);
  });

  it('the store prints the add-on\'s markup; a click on the heading opens it, another or a click outside closes it, one open at a time', async () => {
    const table = await mount();
    const category = dropdown(table, 'category');
    expect(category.localName).to.equal('div');
    expect(heading(table, 'category').getAttribute('role')).to.equal('button');
    expect(heading(table, 'category').getAttribute('aria-expanded')).to.equal('false');
    expect(category.querySelector('.wcpt-dropdown-menu')!.checkVisibility()).to.equal(false);

    heading(table, 'category').click();
    expect(isOpen(table, 'category')).to.equal(true);
    expect(heading(table, 'category').getAttribute('aria-expanded')).to.equal('true');
    expect(category.querySelector('.wcpt-dropdown-menu')!.checkVisibility()).to.equal(true);

    heading(table, 'sort_by').click();
    expect(isOpen(table, 'sort_by')).to.equal(true);
    expect(isOpen(table, 'category'), 'the other closes').to.equal(false);
    heading(table, 'sort_by').click();
    expect(isOpen(table, 'sort_by')).to.equal(false);

    heading(table, 'price_range').click();
    document.body.click();
    expect(isOpen(table, 'price_range'), 'a click outside closes').to.equal(false);
    expect(heading(table, 'price_range').getAttribute('aria-expanded')).to.equal('false');
  });

  it('choosing a category, a price range and a sort order loads the table with them and the rows change', async () => {
    const errors = captureConsoleErrors();
    const table = await mount();
    const first = productIds(table);

    heading(table, 'category').click();
    const byCategory = await choose(table, 'category', 'input[value="clothing"]');
    expect(byCategory).to.contain('101_product_cat[]=clothing');
    expect(byCategory).to.contain('101_filtered=true');
    expect(productIds(table)).to.not.deep.equal(first);
    const clothing = productIds(table);

    heading(table, 'price_range').click();
    expect(isOpen(table, 'price_range')).to.equal(true);
    const byPrice = await choose(table, 'price_range', 'input[data-wcpt-range-min="20"][data-wcpt-range-max="50"]');
    expect(byPrice).to.contain('101_product_cat[]=clothing');
    expect(byPrice).to.match(/101_price_range_min=20&.*101_price_range_max=50/);
    expect(productIds(table)).to.not.deep.equal(clothing);
    expect(table.container.querySelector<HTMLInputElement>('.wcpt-range-input-min')!.value).to.equal('20');

    heading(table, 'sort_by').click();
    const bySort = await choose(table, 'sort_by', 'input[value="price-desc"]');
    expect(bySort).to.contain('101_orderby=price-desc');
    expect(bySort).to.match(/101_price_range_min=20&.*101_price_range_max=50/);
    const shown = prices(table).filter((price) => price > 0);
    expect(shown.length).to.be.greaterThan(1);
    expect(shown).to.deep.equal([...shown].sort((a, b) => b - a), 'price high to low');
    errors.restore();
    expect(errors.messages).to.deep.equal([]);
  });

  it('a choice made with the pointer: after the load the menu is closed, as the add-on prints its navigation again (the focus on the heading)', async () => {
    const table = await mount();
    await sendMouse({ type: 'click', position: center(heading(table, 'category')) });
    expect(isOpen(table, 'category')).to.equal(true);
    const before = table.loaded();
    const label = dropdown(table, 'category').querySelector('input[value="clothing"]')!.closest('label')!;
    await sendMouse({ type: 'click', position: center(label) });
    await waitFor(() => table.loaded() > before, { message: 'no load after the click' });
    expect(isOpen(table, 'category'), 'the menu stays open over the page').to.equal(false);
    expect(document.activeElement).to.equal(heading(table, 'category'));
  });

  it('a search box printed to reset the other filters (wcpt-search--reset-others) loads its words alone, as the add-on does', async () => {
    const table = await mount();
    heading(table, 'category').click();
    expect(await choose(table, 'category', 'input[value="clothing"]')).to.contain('101_product_cat[]=clothing');
    const search = table.container.querySelector<HTMLInputElement>('.wcpt-navigation .wcpt-search-input')!;
    search.closest('.wcpt-search-wrapper')!.classList.add('wcpt-search--reset-others');
    const before = table.loaded();
    search.focus();
    search.value = 'hoodie';
    await sendKeys({ press: 'Enter' });
    await waitFor(() => table.loaded() > before, { message: 'no load after Enter' });
    const query = decodeURIComponent(table.queries.at(-1)!);
    expect(query).to.contain(`${search.name}=hoodie`);
    expect(query).to.not.contain('product_cat');
  });

  it('keyboard: Tab reaches the heading, Enter and Space open it, Escape closes it and gives the focus back', async () => {
    const table = await mount();
    const search = table.container.querySelector<HTMLInputElement>('.wcpt-search-input')!;
    search.focus();
    // The search box's own button, then the first filter's heading.
    for (let tabs = 0; tabs < 4 && document.activeElement !== heading(table, 'category'); tabs++) await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(heading(table, 'category'));

    await sendKeys({ press: 'Enter' });
    await waitFor(() => isOpen(table, 'category'), { message: 'Enter did not open' });
    await sendKeys({ press: 'Tab' });
    expect(dropdown(table, 'category').contains(document.activeElement), 'Tab goes into the open menu').to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !isOpen(table, 'category'), { message: 'Escape did not close' });
    expect(document.activeElement).to.equal(heading(table, 'category'));

    await sendKeys({ press: ' ' });
    await waitFor(() => isOpen(table, 'category'), { message: 'Space did not open' });
    await sendKeys({ press: ' ' });
    await waitFor(() => !isOpen(table, 'category'), { message: 'Space did not close' });
  });

  it('gives the markup back when the element lets go: no role, tabindex or aria-expanded left on the headings', async () => {
    const table = await mount();
    heading(table, 'category').click();
    const head = heading(table, 'category');
    table.host.remove();
    await waitFor(() => !head.hasAttribute('role'), { message: 'role left behind' });
    expect(head.hasAttribute('tabindex')).to.equal(false);
    expect(head.hasAttribute('aria-expanded')).to.equal(false);
    expect(dropdown(table, 'category').classList.contains('wcpt-open')).to.equal(false);
  });
});
