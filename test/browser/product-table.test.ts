// <shop-product-table> loading in place against the demo store: the tables are the store's own
// server-rendered markup (valid tokens), fetched from its pages and mounted here.
import { expect } from 'chai';
import '../../src/elements/product-table.element.ts';
import { liveRegionText } from '../../src/dom/announce.ts';
import { clearFault, setFault } from '../helpers/demo-store.ts';
import { mountTables, resetPage } from '../helpers/demo-tables.ts';
import { waitFor } from '../helpers/wait.ts';

const firstRowText = (host: HTMLElement) =>
  host.querySelector('tbody tr.wcpt-row:not(.wcpt-child-row):not(.wcpt-row--category-heading)')?.textContent?.trim() ?? '';
const queryOf = (host: HTMLElement) => host.querySelector('.wcpt')!.getAttribute('data-wcpt-query-string');
const pageLinks = (host: HTMLElement) => [...host.querySelectorAll<HTMLAnchorElement>('.wcpt-pagination a.page-numbers:not(.next):not(.prev)')];
const pageLink = (host: HTMLElement, page: number) => pageLinks(host).find((a) => a.textContent?.trim() === String(page))!;

/** Table requests sent since `since` (resource timing entries of the table endpoint). */
function tableRequests(since: number): string[] {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime >= since && entry.name.includes('wc-ajax=wcpt_ajax'))
    .map((entry) => entry.name);
}

describe('shop-product-table: loading in place', () => {
  const startUrl = location.href;
  beforeEach(() => resetPage(startUrl));
  after(() => resetPage(startUrl));

  it('a page link loads that page in place, updates the query string and the URL, and announces the count', async () => {
    const [host] = await mountTables('/demo/product-table/');
    const before = firstRowText(host!);
    pageLink(host!, 2).click();
    await waitFor(() => queryOf(host!)?.includes('101_paged=2'), { message: 'page 2 not shown' });
    expect(firstRowText(host!)).not.to.equal(before);
    expect(new URL(location.href).searchParams.get('101_paged')).to.equal('2');
    // The device parameter never reaches the address bar.
    expect(location.search).not.to.contain('_device');
    expect(host!.querySelector('.wcpt')!.classList.contains('wcpt-loading')).to.equal(false);
    await waitFor(() => /Showing \d+ products/.test(liveRegionText()), { message: 'count not announced' });
  });

  it('a sortable heading sorts on the server, sets aria-sort and toggles the order; page 1 again', async () => {
    const [host] = await mountTables('/demo/product-table/');
    pageLink(host!, 2).click();
    await waitFor(() => queryOf(host!)?.includes('101_paged=2'));
    const heading = () => host!.querySelector<HTMLElement>('th.wcpt-heading.wcpt-title')!;
    heading().click();
    await waitFor(() => heading().getAttribute('aria-sort') === 'ascending', { message: 'not ascending' });
    expect(queryOf(host!)).not.to.contain('101_paged');
    const ascending = firstRowText(host!);
    heading().click();
    await waitFor(() => heading().getAttribute('aria-sort') === 'descending', { message: 'not descending' });
    expect(firstRowText(host!)).not.to.equal(ascending);
  });

  it('Back and Forward show the table as it was at each step', async () => {
    const [host] = await mountTables('/demo/product-table/');
    const first = firstRowText(host!);
    pageLink(host!, 2).click();
    await waitFor(() => queryOf(host!)?.includes('101_paged=2'));
    const second = firstRowText(host!);
    pageLink(host!, 3).click();
    await waitFor(() => queryOf(host!)?.includes('101_paged=3'));
    history.back();
    await waitFor(() => queryOf(host!)?.includes('101_paged=2'), { message: 'Back did not show page 2' });
    expect(firstRowText(host!)).to.equal(second);
    history.back();
    await waitFor(() => !queryOf(host!)?.includes('101_paged'), { message: 'Back did not show page 1' });
    expect(firstRowText(host!)).to.equal(first);
    history.forward();
    await waitFor(() => queryOf(host!)?.includes('101_paged=2'), { message: 'Forward did not show page 2' });
  });

  it('an answer seen before comes from the cache; refresh() asks the server again', async () => {
    const [host] = await mountTables('/demo/product-table/');
    const since = performance.now();
    pageLink(host!, 2).click();
    await waitFor(() => queryOf(host!)?.includes('101_paged=2'));
    pageLink(host!, 1).click();
    await waitFor(() => !queryOf(host!)?.includes('101_paged=2'));
    pageLink(host!, 2).click();
    await waitFor(() => queryOf(host!)?.includes('101_paged=2'));
    await waitFor(() => tableRequests(since).length >= 2);
    expect(tableRequests(since).filter((url) => url.includes('101_paged=2'))).to.have.length(1);
    const table = host as HTMLElement & { refresh(): Promise<void> };
    await table.refresh();
    await waitFor(() => tableRequests(since).filter((url) => url.includes('101_paged=2')).length === 2, { message: 'refresh used the cache' });
  });

  it('a newer request supersedes an older one: only the last page asked for is shown', async () => {
    const [host] = await mountTables('/demo/product-table/');
    const loaded: string[] = [];
    host!.addEventListener('shop-table-loaded', (event) => loaded.push(event.detail.query));
    setFault('slow');
    const last = pageLinks(host!).at(-1)!;
    const lastPage = new URL(last.href).searchParams.get('101_paged')!;
    pageLink(host!, 2).click();
    last.click();
    await waitFor(() => queryOf(host!)?.includes(`101_paged=${lastPage}`), { message: 'last page not shown', timeout: 10_000 });
    clearFault();
    // Both answers are equally slow: an older one left running would have been shown first.
    expect(loaded).to.have.length(1);
    expect(loaded[0]).to.contain(`101_paged=${lastPage}`);
    expect(new URL(location.href).searchParams.get('101_paged')).to.equal(lastPage);
  });

  it('a failed load says so above the table until a load succeeds', async () => {
    const [host] = await mountTables('/demo/product-table/');
    const container = host!.querySelector<HTMLElement>('.wcpt')!;
    const notice = () => host!.querySelector<HTMLElement>('.wcpt-load-error');
    setFault('500');
    try {
      pageLink(host!, 2).click();
      await waitFor(() => notice(), { message: 'no message for the failed load' });
    } finally {
      clearFault();
    }
    expect(notice()!.getAttribute('role')).to.equal('alert');
    expect(notice()!.textContent).to.contain('The table could not be updated');
    expect(notice()!.nextElementSibling).to.equal(container);
    expect(queryOf(host!)).not.to.contain('101_paged=2');
    // The shopper tries again: the page loads and the message goes.
    pageLink(host!, 2).click();
    await waitFor(() => queryOf(host!)?.includes('101_paged=2'), { message: 'page 2 not shown' });
    expect(notice()).to.equal(null);
  });

  it('an answer without the table marker is logged as a query fail and the table stays as it was', async () => {
    const [host] = await mountTables('/demo/product-table/', (markup) => {
      // A token the server refuses: it answers with an empty body.
      markup.querySelector('.wcpt')!.setAttribute('data-wcpt-encrypted-query-vars', 'tampered.token');
    });
    const before = firstRowText(host!);
    const logged: string[] = [];
    const original = console.log;
    console.log = (...args: unknown[]) => logged.push(args.join(' '));
    const failures: string[] = [];
    host!.addEventListener('shop-table-load-failed', (event) => failures.push(event.detail.reason));
    try {
      pageLink(host!, 2).click();
      await waitFor(() => failures.length === 1, { message: 'no failure event' });
    } finally {
      console.log = original;
    }
    expect(failures).to.deep.equal(['no-table']);
    expect(logged).to.include('wcpt notice: query fail');
    expect(firstRowText(host!)).to.equal(before);
    expect(queryOf(host!)).not.to.contain('101_paged=2');
    expect(location.search).not.to.contain('101_paged');
    expect(host!.querySelector('.wcpt')!.hasAttribute('aria-busy')).to.equal(false);
  });

  it('a server error keeps the table and tells the shopper', async () => {
    const [host] = await mountTables('/demo/product-table/');
    const before = firstRowText(host!);
    setFault('500');
    const failures: string[] = [];
    host!.addEventListener('shop-table-load-failed', (event) => failures.push(event.detail.reason));
    pageLink(host!, 2).click();
    await waitFor(() => failures.length === 1);
    expect(failures).to.deep.equal(['request']);
    expect(firstRowText(host!)).to.equal(before);
    // Seen and heard: a role=alert message above the table (screen readers announce it as it appears).
    const notice = host!.querySelector('.wcpt-load-error');
    expect(notice?.getAttribute('role')).to.equal('alert');
    expect(notice?.textContent).to.contain('The table could not be updated');
  });

  it('shop-table-before-load can keep the table as it is', async () => {
    const [host] = await mountTables('/demo/product-table/');
    const asked: string[] = [];
    host!.addEventListener('shop-table-before-load', (event) => {
      asked.push(event.detail.query);
      event.preventDefault();
    });
    pageLink(host!, 2).click();
    // The event comes before anything is sent, in the click itself.
    expect(asked).to.have.length(1);
    expect(asked[0]).to.contain('101_paged=2');
    const container = host!.querySelector('.wcpt')!;
    expect(container.classList.contains('wcpt-loading')).to.equal(false);
    expect(container.hasAttribute('aria-busy')).to.equal(false);
    expect(queryOf(host!)).not.to.contain('101_paged=2');
  });

  it('two tables on one page keep their own pages, queries and URL parameters', async () => {
    const [clothing, books] = await mountTables('/demo/product-table/two-tables/');
    const booksFirst = firstRowText(books!);
    pageLink(clothing!, 2).click();
    await waitFor(() => queryOf(clothing!)?.includes('102_paged=2'));
    expect(firstRowText(books!)).to.equal(booksFirst);
    expect(queryOf(books!)).not.to.contain('102_');
    pageLink(books!, 2).click();
    await waitFor(() => queryOf(books!)?.includes('103_paged=2'));
    const params = new URL(location.href).searchParams;
    expect([params.get('102_paged'), params.get('103_paged')]).to.deep.equal(['2', '2']);
    expect(queryOf(clothing!)).not.to.contain('103_');
  });

  it('with disable_url_update the address bar stays as it was', async () => {
    const [host] = await mountTables('/demo/product-table/grouped/');
    expect(JSON.parse(host!.querySelector('.wcpt')!.getAttribute('data-wcpt-sc-attrs')!).disable_url_update).to.equal(true);
    const url = location.href;
    pageLink(host!, 2).click();
    await waitFor(() => queryOf(host!)?.includes('106_paged=2'));
    expect(location.href).to.equal(url);
  });

  it('bad sc attrs JSON is reported once and the table still works', async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.join(' '));
    try {
      const [host] = await mountTables('/demo/product-table/', (markup) => {
        markup.querySelector('.wcpt')!.setAttribute('data-wcpt-sc-attrs', '{"instant_search":');
      });
      expect(errors.filter((e) => e.includes('data-wcpt-sc-attrs is not valid JSON'))).to.have.length(1);
      pageLink(host!, 2).click();
      await waitFor(() => queryOf(host!)?.includes('101_paged=2'));
    } finally {
      console.error = original;
    }
  });
});

describe('shop-product-table: infinite scroll', () => {
  const startUrl = location.href;
  beforeEach(() => resetPage(startUrl));
  after(() => resetPage(startUrl));
  const LIGHTING = '/demo/product-table/infinite/?105_product_cat%5B%5D=lighting';

  it('appends the next pages as the dots come into view, until the last page, keeping _paged out of the URL', async () => {
    const [host] = await mountTables(LIGHTING);
    const rows = () => host!.querySelectorAll('tbody tr.wcpt-row:not(.wcpt-child-row)').length;
    const firstCount = rows();
    const appended: string[] = [];
    host!.addEventListener('shop-table-loaded', (event) => appended.push(event.detail.purpose));
    for (let i = 0; i < 20 && host!.querySelector('.wcpt-infinite-scroll-dots'); i++) {
      const count = rows();
      host!.querySelector('.wcpt-infinite-scroll-dots')!.scrollIntoView();
      await waitFor(() => rows() > count || !host!.querySelector('.wcpt-infinite-scroll-dots'), { timeout: 10_000 });
    }
    expect(host!.querySelector('.wcpt-infinite-scroll-dots'), 'dots hidden on the last page').to.equal(null);
    expect(rows()).to.be.greaterThan(firstCount * 2);
    expect(appended.every((purpose) => purpose === 'infinite_scroll')).to.equal(true);
    expect(rows()).to.equal(163);
    expect(location.search).not.to.contain('105_paged');
    // Rows are unique: no page was appended twice.
    const ids = [...host!.querySelectorAll('tbody tr.wcpt-row[data-wcpt-product-id]')].map((row) => row.getAttribute('data-wcpt-product-id'));
    expect(new Set(ids).size).to.equal(ids.length);
  });

  it('the "More products" link appends the next page (keyboard and no-observer fallback)', async () => {
    const [host] = await mountTables(LIGHTING);
    const rows = () => host!.querySelectorAll('tbody tr.wcpt-row:not(.wcpt-child-row)').length;
    const count = rows();
    host!.querySelector<HTMLAnchorElement>('.wcpt-infinite-scroll-dots a')!.click();
    await waitFor(() => rows() > count, { message: 'no rows appended' });
    expect(queryOf(host!)).to.contain('105_paged=2');
  });
});
