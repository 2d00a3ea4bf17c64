import { expect } from 'chai';
import '../../src/elements/product-table.element.ts';
import { TABLE } from '../../src/core/timings/index.ts';
import { prepareSearchIndex, searchVisibility, normaliseQuery, stripes } from '../../src/core/product-table/search.ts';
import { normaliseSortSpec, sortRows, type TableRow } from '../../src/core/product-table/sort.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';
import { productTableHtml, sampleProducts } from '../helpers/product-table-markup.mjs';

// 2,000 products and 200 child rows: over the windowing threshold, as the markup generator renders them.
const PRODUCTS = 2000;
const html = () => productTableHtml(sampleProducts(PRODUCTS, { childEvery: 10 }), { sc: { instant_search: true, instant_sort: true } });

interface Mounted {
  host: HTMLElementTagNameMap['shop-product-table'];
  container: HTMLElement;
  table: HTMLTableElement;
  body: HTMLTableSectionElement;
}

async function mount(markup = html()): Promise<Mounted> {
  const wrapper = fixture(`<div>${markup}</div>`);
  const host = wrapper.querySelector('shop-product-table') as Mounted['host'];
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'shop-product-table not ready' });
  const container = host.querySelector<HTMLElement>('.wcpt')!;
  const table = container.querySelector<HTMLTableElement>('table.wcpt-table')!;
  return { host, container, table, body: table.tBodies[0]! };
}

const windowed = (table: HTMLTableElement) => table.hasAttribute('aria-rowcount');
const spacers = (body: HTMLTableSectionElement) => [...body.querySelectorAll<HTMLTableRowElement>(':scope > tr.wcpt-window-spacer')];
/** A row's key: a child row's id, a product's id. */
const keyOf = (row: HTMLTableRowElement) => row.id || row.dataset.wcptProductId!;
const dataRows = (body: HTMLTableSectionElement) => [...body.rows].filter((row) => !row.classList.contains('wcpt-window-spacer'));

/** Every shown row in the body carries the stripe core gives it for this order and search. */
function expectStripes(body: HTMLTableSectionElement, keys: string[], rows: TableRow[], order: number[], visible: boolean[]): void {
  const wanted = stripes(rows, visible, order);
  const indexOfKey = new Map(keys.map((key, i) => [key, i]));
  let checked = 0;
  for (const row of dataRows(body)) {
    const index = indexOfKey.get(keyOf(row));
    if (index === undefined || !visible[index] || rows[index]!.kind === 'heading') continue;
    const has = row.classList.contains('wcpt-odd') ? 'odd' : row.classList.contains('wcpt-even') ? 'even' : null;
    expect(has, `stripe of ${keyOf(row)}`).to.equal(wanted[index]);
    checked += 1;
  }
  expect(checked).to.be.greaterThan(0);
}

/** The rows as the server rendered them, read from the markup alone, with their kinds, props and texts. */
function serverRows(markup = html()): { keys: string[]; rows: TableRow[]; texts: string[]; hidden: boolean[] } {
  const template = document.createElement('template');
  template.innerHTML = markup;
  const elements = [...template.content.querySelectorAll<HTMLTableRowElement>('tbody > tr')];
  let lastProduct = -1;
  const rows = elements.map((element, i): TableRow => {
    if (element.classList.contains('wcpt-child-row')) return { kind: 'child', parent: lastProduct, props: {} };
    lastProduct = i;
    return { kind: 'product', props: JSON.parse(element.dataset.wcptInstantSortProps!) };
  });
  return { keys: elements.map(keyOf), rows, texts: elements.map((element) => element.textContent ?? ''), hidden: elements.map((element) => element.hasAttribute('hidden')) };
}

/** The keys of the rows a table shows, in order, as core's pure functions put them. */
function expectedShown({ order, visible }: { order?: number[]; visible?: boolean[] } = {}): string[] {
  const { keys, rows, hidden } = serverRows();
  return (order ?? rows.map((_, i) => i)).filter((i) => (visible ? visible[i] : true) && !hidden[i]).map((i) => keys[i]!);
}

/** Every attached shown row is where aria-rowindex says, and that is its place in `expected`. */
function expectWindowMatches(table: HTMLTableElement, body: HTMLTableSectionElement, expected: readonly string[]): void {
  expect(table.getAttribute('aria-rowcount'), 'aria-rowcount').to.equal(String(expected.length + 1));
  const shown = dataRows(body).filter((row) => !row.hidden);
  expect(shown.length, 'rows in the window').to.be.greaterThan(0);
  let previous = 0;
  for (const row of shown) {
    const index = Number(row.getAttribute('aria-rowindex'));
    expect(index, `aria-rowindex of ${keyOf(row)}`).to.be.greaterThan(previous);
    expect(keyOf(row), `row at aria-rowindex ${index}`).to.equal(expected[index - 2]);
    previous = index;
  }
  // The window's rows follow one another in the shown order.
  const first = Number(shown[0]!.getAttribute('aria-rowindex'));
  expect(shown.map(keyOf)).to.deep.equal(expected.slice(first - 2, first - 2 + shown.length));
}

/** Whether the attached rows fill the screen (the rows there are the ones in view). */
function coversView(body: HTMLTableSectionElement): boolean {
  const rows = dataRows(body).filter((row) => !row.hidden);
  if (!rows.length) return false;
  const bodyBox = body.getBoundingClientRect();
  const top = Math.max(0, bodyBox.top);
  const bottom = Math.min(innerHeight, bodyBox.bottom);
  return rows[0]!.getBoundingClientRect().top <= top + 1 && rows.at(-1)!.getBoundingClientRect().bottom >= bottom - 1;
}

async function scrollBodyTo(body: HTMLTableSectionElement, y: number): Promise<void> {
  window.scrollTo(0, window.scrollY + body.getBoundingClientRect().top + y);
  await waitFor(() => coversView(body), { message: `the window does not cover the view at ${y}px` });
}

function clickHeading(container: HTMLElement, key: string): void {
  container.querySelector<HTMLElement>(`th.wcpt-${key} a.wcpt-heading-sort`)!.click();
}

function search(container: HTMLElement, text: string): void {
  const input = container.querySelector<HTMLInputElement>('.wcpt-search-input')!;
  input.value = text;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
}

function stopInstantFeatures(host: Mounted['host']): void {
  host.disableModule('instant-search', 'test');
  host.disableModule('instant-sort', 'test');
}

afterEach(() => {
  cleanup();
  window.scrollTo(0, 0);
  history.replaceState(null, '', location.pathname);
});

describe('product table: row windowing', function () {
  this.timeout(60_000);

  it('windows a large table once the browser is idle, and puts every row back in order when stopped', async () => {
    expect(PRODUCTS * 1.1).to.be.greaterThan(TABLE.rowWindowMinRows);
    const { host, table, body } = await mount();
    await waitFor(() => windowed(table), { message: 'windowing did not start' });
    const rows = dataRows(body);
    expect(rows.length, 'rows in the page').to.be.lessThan(300);
    const [top, bottom] = spacers(body);
    expect(body.rows[0], 'top spacer first').to.equal(top);
    expect(body.rows[body.rows.length - 1], 'bottom spacer last').to.equal(bottom);
    expect(top!.getAttribute('aria-hidden')).to.equal('true');
    expect(top!.cells[0]!.colSpan).to.equal(7);
    expect(table.style.tableLayout).to.equal('fixed');
    expectWindowMatches(table, body, expectedShown());
    const windowedHeight = body.getBoundingClientRect().height;
    const windowedWidths = [...table.tHead!.rows[0]!.cells].map((cell) => cell.getBoundingClientRect().width);

    stopInstantFeatures(host);
    expect(spacers(body)).to.have.length(0);
    expect([...body.rows].map(keyOf)).to.deep.equal(serverRows().keys);
    expect(table.hasAttribute('aria-rowcount')).to.equal(false);
    expect(body.querySelector('[aria-rowindex]')).to.equal(null);
    expect(table.getAttribute('style'), 'column lock undone').to.equal(null);
    expect(table.tHead!.querySelector('[style]')).to.equal(null);
    // The spacers stood for the rows' real height, and the columns kept their widths.
    const fullHeight = body.getBoundingClientRect().height;
    expect(Math.abs(windowedHeight - fullHeight) / fullHeight, `height ${windowedHeight} vs ${fullHeight}`).to.be.lessThan(0.02);
    [...table.tHead!.rows[0]!.cells].forEach((cell, i) => expect(Math.abs(cell.getBoundingClientRect().width - windowedWidths[i]!), `column ${i}`).to.be.lessThan(2));
  });

  it('brings the rows in view into the page as the page scrolls, with the spacers keeping the table tall', async () => {
    const { table, body } = await mount();
    await waitFor(() => windowed(table));
    const expected = expectedShown();
    const height = body.getBoundingClientRect().height;
    await scrollBodyTo(body, height / 2);
    expectWindowMatches(table, body, expected);
    const middle = Number(dataRows(body)[0]!.getAttribute('aria-rowindex'));
    expect(middle, 'the window is in the middle').to.be.greaterThan(expected.length / 4).and.lessThan((expected.length * 3) / 4);
    await scrollBodyTo(body, height - 100);
    expectWindowMatches(table, body, expected);
    expect(keyOf(dataRows(body).filter((row) => !row.hidden).at(-1)!)).to.equal(expected.at(-1));
    expect(Math.abs(body.getBoundingClientRect().height - height), 'the table keeps its height').to.be.lessThan(height * 0.02);
    await scrollBodyTo(body, 0);
    expect(keyOf(dataRows(body)[0]!)).to.equal(expected[0]);
  });

  it('sorts and searches the model as core does, and shows the window of the result', async () => {
    const { host, container, table, body } = await mount();
    await waitFor(() => windowed(table));
    const { rows, texts } = serverRows();

    clickHeading(container, 'price');
    const byPrice = sortRows(rows, normaliseSortSpec({ orderby: 'price', order: 'asc' })!);
    await waitFor(() => table.querySelector('th.wcpt-price')!.getAttribute('aria-sort') === 'ascending');
    expectWindowMatches(table, body, expectedShown({ order: byPrice }));
    await scrollBodyTo(body, body.getBoundingClientRect().height * 0.6);
    expectWindowMatches(table, body, expectedShown({ order: byPrice }));

    const query = 'walnut';
    search(container, query);
    const visible = searchVisibility(prepareSearchIndex(texts), rows, normaliseQuery(query));
    const expected = expectedShown({ order: byPrice, visible });
    expect(expected.length).to.be.greaterThan(0).and.lessThan(PRODUCTS / 2);
    await waitFor(() => table.getAttribute('aria-rowcount') === String(expected.length + 1));
    await waitFor(() => coversView(body) || body.getBoundingClientRect().bottom < innerHeight);
    expectWindowMatches(table, body, expected);

    search(container, '');
    await waitFor(() => table.getAttribute('aria-rowcount') === String(PRODUCTS + 1));
    await scrollBodyTo(body, body.getBoundingClientRect().height * 0.3);
    expectWindowMatches(table, body, expectedShown({ order: byPrice }));
    // Rows striped while out of the page carry their stripe once attached.
    expectStripes(body, serverRows().keys, rows, byPrice, rows.map(() => true));

    // Stopped under a search, every row is back in the sorted order, the searched-out ones hidden.
    search(container, query);
    await waitFor(() => table.getAttribute('aria-rowcount') === String(expected.length + 1));
    stopInstantFeatures(host);
    const { keys } = serverRows();
    expect([...body.rows].map(keyOf)).to.deep.equal(byPrice.map((i) => keys[i]));
    const hiddenKeys = [...body.rows].filter((row) => row.classList.contains('wcpt-row--instant-search-hidden')).map(keyOf);
    expect(hiddenKeys).to.deep.equal(byPrice.filter((i) => !visible[i]).map((i) => keys[i]));
    expectStripes(body, keys, rows, byPrice, visible);
  });

  it('waits for the browser to be idle, or starts on the first sort when that comes first', async () => {
    // The browser's idle time is held back, so the sort comes first.
    const idle = window.requestIdleCallback;
    const waiting: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => waiting.push(callback);
    try {
      const { container, table, body } = await mount();
      expect(waiting, 'windowing waits for idle time').to.have.length(1);
      expect(windowed(table)).to.equal(false);
      expect(body.rows.length).to.equal(PRODUCTS * 1.1);
      clickHeading(container, 'title');
      expect(windowed(table), 'windowed by the sort').to.equal(true);
      expect(dataRows(body).length).to.be.lessThan(300);
      expectWindowMatches(table, body, expectedShown({ order: sortRows(serverRows().rows, normaliseSortSpec({ orderby: 'title', order: 'asc' })!) }));
      // The idle time coming later changes nothing.
      waiting[0]!({ didTimeout: false, timeRemaining: () => 50 });
      expect(spacers(body)).to.have.length(2);
    } finally {
      window.requestIdleCallback = idle;
    }
  });

  it('keeps a focused row in the page when it scrolls out of the window', async () => {
    const { host, table, body } = await mount();
    await waitFor(() => windowed(table));
    const firstRow = dataRows(body)[0]!;
    const button = firstRow.querySelector<HTMLButtonElement>('.wcpt-button')!;
    button.focus();
    await scrollBodyTo(body, body.getBoundingClientRect().height / 2);
    await waitFor(() => Number(spacers(body)[0]!.cells[0]!.style.height.replace('px', '')) > 1000);
    expect(document.activeElement).to.equal(button);
    expect(firstRow.parentNode).to.equal(body);
    expect(firstRow.getAttribute('aria-rowindex')).to.equal('2');
    // Leaving it lets it go.
    button.blur();
    await waitFor(() => firstRow.parentNode === null);
    stopInstantFeatures(host);
    expect([...body.rows].map(keyOf)).to.deep.equal(serverRows().keys);
  });

  it('opens a child row inside the window, and opens every row with the heading toggle', async () => {
    const { host, container, table, body } = await mount();
    await waitFor(() => windowed(table));
    await scrollBodyTo(body, body.getBoundingClientRect().height / 2);
    const parent = dataRows(body).find((row) => row.classList.contains('wcpt-has-child-row') && row.getBoundingClientRect().top > 0)!;
    const child = parent.nextElementSibling as HTMLTableRowElement;
    expect(child.classList.contains('wcpt-child-row')).to.equal(true);
    parent.querySelector<HTMLButtonElement>('td.wcpt-child-row-toggle button')!.click();
    expect(child.hidden).to.equal(false);
    await waitFor(() => table.getAttribute('aria-rowcount') === String(PRODUCTS + 2));
    const parentIndex = Number(parent.getAttribute('aria-rowindex'));
    await waitFor(() => child.getAttribute('aria-rowindex') === String(parentIndex + 1));
    expect(Number((child.nextElementSibling as HTMLElement).getAttribute('aria-rowindex'))).to.equal(parentIndex + 2);

    container.querySelector<HTMLButtonElement>('th.wcpt-child-row-toggle button')!.click();
    await waitFor(() => table.getAttribute('aria-rowcount') === String(PRODUCTS + PRODUCTS / 10 + 1));
    expect(container.querySelector('th.wcpt-child-row-toggle button')!.getAttribute('aria-expanded')).to.equal('true');
    await waitFor(() => coversView(body));
    stopInstantFeatures(host);
    const children = body.querySelectorAll<HTMLTableRowElement>('tr.wcpt-child-row');
    expect(children).to.have.length(PRODUCTS / 10);
    for (const row of children) expect(row.hidden, row.id).to.equal(false);
  });

  it('takes in rows appended to the model and windows them', async () => {
    const { table, body, container } = await mount();
    await waitFor(() => windowed(table));
    const { tableRows } = await import('../../src/dom/product-table/rows.ts');
    const extra = document.createElement('tbody');
    extra.innerHTML = productTableHtml(sampleProducts(PRODUCTS + 5).slice(PRODUCTS)).match(/<tbody>([\s\S]*)<\/tbody>/)![1]!;
    const appended = [...extra.rows];
    body.append(...appended);
    tableRows(container, 'wcpt', '101')!.append(appended);
    expect(table.getAttribute('aria-rowcount')).to.equal(String(PRODUCTS + 6));
    await scrollBodyTo(body, body.getBoundingClientRect().height - 50);
    expect(dataRows(body).slice(-5).map(keyOf)).to.deep.equal(appended.map(keyOf));
  });

  it('leaves a table under the threshold whole', async () => {
    const markup = productTableHtml(sampleProducts(300, { childEvery: 10 }), { sc: { instant_search: true, instant_sort: true } });
    const { container, table, body } = await mount(markup);
    clickHeading(container, 'price');
    await waitFor(() => table.querySelector('th.wcpt-price')!.getAttribute('aria-sort') === 'ascending');
    expect(body.rows.length).to.equal(330);
    expect(spacers(body)).to.have.length(0);
    expect(windowed(table)).to.equal(false);
  });
});
