import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/product-table.element.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';
import { captureConsoleErrors, captureConsoleWarnings } from '../helpers/console.ts';
import { clearFault, setFault } from '../helpers/demo-store.ts';
import { usePageSettings } from '../helpers/page-settings.ts';
import { navigation } from '../../src/dom/navigation.ts';
import { demoPage, mountTables, resetPage } from '../helpers/demo-tables.ts';
import { navTableHtml, type NavFixtureOptions } from './fixtures/product-table-nav.ts';

interface Load {
  query: string;
  purpose: string;
}

interface Mounted {
  host: HTMLElement;
  container: HTMLElement;
  loads: Load[];
  $: <T extends Element = HTMLElement>(selector: string) => T;
}

/** The table's query as the navigation built it: the controller's own _filtered, _device and _sc_attrs left out. */
function own(query: string): string {
  return `?${query
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair && !/^101_(filtered|device|sc_attrs)=/.test(pair))
    .join('&')}`;
}

/** Mounts the table; every load it starts is recorded and cancelled, so the table stays. */
async function mount(options: NavFixtureOptions = {}): Promise<Mounted> {
  const host = fixture(navTableHtml(options));
  const loads: Load[] = [];
  host.addEventListener('shop-table-before-load', (event) => {
    const { query, purpose } = (event as CustomEvent<Load>).detail;
    loads.push({ query, purpose });
    event.preventDefault();
  });
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'shop-product-table not ready' });
  const container = host.querySelector<HTMLElement>('.wcpt')!;
  const $ = <T extends Element = HTMLElement>(selector: string) => {
    const element = host.ownerDocument.querySelector<T>(selector);
    if (!element) throw new Error(`no ${selector}`);
    return element;
  };
  return { host, container, loads, $ };
}

/** Waits for the next load and returns its table query. */
async function nextLoad(table: Mounted, count: number): Promise<Load> {
  await waitFor(() => table.loads.length >= count, { message: `load ${count} never started` });
  expect(table.loads).to.have.length(count, 'one load per action');
  return { ...table.loads[count - 1]!, query: own(table.loads[count - 1]!.query) };
}

const checkbox = (value: string, name = '101_attr_pa_color[]') => `.wcpt-navigation input[name="${name}"][value="${value}"]`;

describe('<shop-product-table> navigation filters', () => {
  afterEach(() => cleanup());

  it('applies a checkbox at once with only its own fields (the hidden page params and empty fields stay out)', async () => {
    const table = await mount();
    table.$<HTMLInputElement>(checkbox('red')).click();
    const load = await nextLoad(table, 1);
    expect(load).to.deep.equal({ query: '?101_attr_pa_color%5B%5D=red', purpose: 'filter' });
    expect(table.loads[0]!.query).to.contain('101_filtered=true');
  });

  it('serializes every filter type: rating, on sale, availability, several options', async () => {
    const table = await mount();
    table.$<HTMLInputElement>(checkbox('blue')).checked = true;
    table.$<HTMLInputElement>(checkbox('true', '101_on_sale')).checked = true;
    table.$<HTMLInputElement>(checkbox('instock', '101_availability')).checked = true;
    table.$<HTMLInputElement>(checkbox('shoes', '101_product_cat[]')).checked = true;
    table.$<HTMLInputElement>(checkbox('4', '101_rating')).click();
    const load = await nextLoad(table, 1);
    expect(load.query).to.equal(
      '?101_product_cat%5B%5D=shoes&101_attr_pa_color%5B%5D=blue&101_rating=4&101_on_sale=true&101_availability=instock',
    );
  });

  it('sends nothing for a default option ("Any")', async () => {
    const table = await mount({ query: '?101_rating=4' });
    table.$<HTMLInputElement>(checkbox('', '101_rating')).click();
    expect((await nextLoad(table, 1)).query).to.equal('?');
  });

  it('keeps the column sort on a filter change, and drops it for a sort_by choice', async () => {
    const table = await mount({ query: '?101_orderby=column_2&101_order=DESC' });
    table.$<HTMLInputElement>(checkbox('red')).click();
    expect((await nextLoad(table, 1)).query).to.equal('?101_attr_pa_color%5B%5D=red&101_orderby=column_2&101_order=DESC');
    table.$<HTMLInputElement>(checkbox('price', '101_orderby')).click();
    expect((await nextLoad(table, 2)).query).to.equal('?101_attr_pa_color%5B%5D=red&101_orderby=price');
  });

  it('leaves a sort_by change to instant sort when it stops the event at the filter', async () => {
    const table = await mount({ sc: { instant_sort: true } });
    const sortBy = table.$('[data-wcpt-filter="sort_by"]');
    sortBy.addEventListener('change', (event) => event.stopPropagation());
    table.$<HTMLInputElement>(checkbox('title', '101_orderby')).click();
    table.$<HTMLInputElement>(checkbox('red')).click();
    expect((await nextLoad(table, 1)).query).to.equal('?101_attr_pa_color%5B%5D=red&101_orderby=title');
  });

  it('hierarchy: checking a parent clears its descendants, checking a child its ancestors', async () => {
    const table = await mount();
    const cat = (value: string) => table.$<HTMLInputElement>(checkbox(value, '101_product_cat[]'));
    cat('t-shirts').click();
    cat('hats').click();
    cat('shoes').click();
    cat('clothing').click();
    expect([cat('t-shirts').checked, cat('hats').checked, cat('shoes').checked, cat('clothing').checked]).to.deep.equal([false, false, true, true]);
    expect((await nextLoad(table, 4)).query).to.equal('?101_product_cat%5B%5D=clothing&101_product_cat%5B%5D=shoes');
    cat('t-shirts').click();
    expect([cat('clothing').checked, cat('shirts').checked, cat('t-shirts').checked]).to.deep.equal([false, false, true]);
    expect((await nextLoad(table, 5)).query).to.equal('?101_product_cat%5B%5D=t-shirts&101_product_cat%5B%5D=shoes');
  });

  it('range: a typed change waits; Go swaps a min above the max', async () => {
    const table = await mount();
    const min = table.$<HTMLInputElement>('.wcpt-range-input-min');
    const max = table.$<HTMLInputElement>('.wcpt-range-input-max');
    min.value = '300';
    min.dispatchEvent(new Event('change', { bubbles: true }));
    max.value = '100';
    max.dispatchEvent(new Event('change', { bubbles: true }));
    table.$<HTMLButtonElement>('.wcpt-range-submit-button').click();
    expect([min.value, max.value]).to.deep.equal(['100', '300']);
    expect((await nextLoad(table, 1)).query).to.equal('?101_price_range_min=100&101_price_range_max=300');
    expect(table.$('[data-wcpt-filter="price_range"]').classList.contains('wcpt-filter--active')).to.equal(true);
  });

  it('range: Enter applies; a max above the real max is clamped to it and a min below the bound to it (both then send nothing)', async () => {
    const table = await mount();
    const min = table.$<HTMLInputElement>('.wcpt-range-input-min');
    const max = table.$<HTMLInputElement>('.wcpt-range-input-max');
    table.$<HTMLDetailsElement>('[data-wcpt-filter="price_range"]').open = true;
    min.value = '-20';
    max.focus();
    await sendKeys({ type: '900' });
    await sendKeys({ press: 'Enter' });
    const load = await nextLoad(table, 1);
    expect([min.value, max.value]).to.deep.equal(['0', '480']);
    expect(load.query).to.equal('?');
    expect(table.$('[data-wcpt-filter="price_range"]').classList.contains('wcpt-filter--active')).to.equal(false);
  });

  it('date picker: a suspicious text gets the red border while typed', async () => {
    const table = await mount();
    table.$<HTMLDetailsElement>('[data-wcpt-filter="date_picker"]').open = true;
    const start = table.$<HTMLInputElement>('.wcpt-filter-date-picker--start-date');
    start.focus();
    await sendKeys({ type: '3024' });
    await waitFor(() => start.classList.contains('wcpt-filter-date-picker--invalid'));
    expect(start.getAttribute('aria-invalid')).to.equal('true');
    start.value = '';
    await sendKeys({ type: '2024-01-011' });
    expect(start.classList.contains('wcpt-filter-date-picker--invalid')).to.equal(true, 'longer than 10 characters');
    await sendKeys({ press: 'Backspace' });
    expect(start.classList.contains('wcpt-filter-date-picker--invalid')).to.equal(false);
    expect(start.hasAttribute('aria-invalid')).to.equal(false);
    expect(table.loads).to.have.length(0, 'typing applies nothing');
  });

  it('date picker: the submit button swaps a start after the end; Enter applies; reset clears and applies', async () => {
    const table = await mount();
    table.$<HTMLDetailsElement>('[data-wcpt-filter="date_picker"]').open = true;
    const start = table.$<HTMLInputElement>('.wcpt-filter-date-picker--start-date');
    const end = table.$<HTMLInputElement>('.wcpt-filter-date-picker--end-date');
    start.value = '2024-05-01';
    end.value = '2024-01-01';
    table.$<HTMLButtonElement>('.wcpt-date-picker-submit-button').click();
    expect((await nextLoad(table, 1)).query).to.equal('?101_date_from=2024-01-01&101_date_to=2024-05-01');
    start.value = '2025-01-01';
    end.value = '2024-12-31';
    end.focus();
    await sendKeys({ press: 'Enter' });
    expect((await nextLoad(table, 2)).query).to.equal('?101_date_from=2024-12-31&101_date_to=2025-01-01');
    table.$<HTMLButtonElement>('.wcpt-date-picker-reset-button').click();
    expect((await nextLoad(table, 3)).query).to.equal('?');
    expect([start.value, end.value]).to.deep.equal(['', '']);
  });

  it('search: Enter applies a new keyword with relevance order; an unchanged keyword does nothing', async () => {
    const table = await mount({ query: '?101_orderby=column_2&101_order=ASC' });
    const input = table.$<HTMLInputElement>('.wcpt-search-input');
    input.focus();
    await sendKeys({ type: 'lamp' });
    await sendKeys({ press: 'Enter' });
    expect((await nextLoad(table, 1)).query).to.equal('?101_search_1=lamp&101_orderby=relevance');
    input.setAttribute('data-wcpt-value', 'lamp');
    input.value = ' lamp ';
    await sendKeys({ press: 'Enter' });
    table.$<HTMLButtonElement>('.wcpt-search-submit').click();
    input.value = 'desk';
    table.$<HTMLButtonElement>('.wcpt-search-submit').click();
    expect((await nextLoad(table, 2)).query).to.equal('?101_search_1=desk&101_orderby=relevance');
  });

  it('search: the table\'s search_orderby is asked for by name; clear empties the field and applies', async () => {
    const table = await mount({ sc: { search_orderby: 'price', search_order: 'ASC' } });
    const input = table.$<HTMLInputElement>('.wcpt-search-input');
    input.value = 'desk';
    table.$<HTMLButtonElement>('.wcpt-search-submit').click();
    expect((await nextLoad(table, 1)).query).to.equal('?101_search_1=desk&101_orderby=search_orderby&101_order=search_order');
    table.$<HTMLAnchorElement>('.wcpt-search-clear').click();
    expect(input.value).to.equal('');
    expect((await nextLoad(table, 2)).query).to.equal('?');
  });

  it('search: with instant search on, Enter loads nothing (the instant-search module owns the field)', async () => {
    const table = await mount({ sc: { instant_search: true } });
    const input = table.$<HTMLInputElement>('.wcpt-search-input');
    input.focus();
    await sendKeys({ type: 'lamp' });
    await sendKeys({ press: 'Enter' });
    table.$<HTMLInputElement>(checkbox('red')).click();
    expect((await nextLoad(table, 1)).query).to.equal('?101_attr_pa_color%5B%5D=red&101_search_1=lamp&101_orderby=relevance');
  });

  it('a submit of the form (Enter in another field) is taken over and applies', async () => {
    const table = await mount();
    table.$<HTMLInputElement>(checkbox('red')).checked = true;
    table.$<HTMLFormElement>('form.wcpt-navigation').requestSubmit();
    expect((await nextLoad(table, 1)).query).to.equal('?101_attr_pa_color%5B%5D=red');
  });

  it('reset: disabled when the query holds only _device and _filtered, and then a click loads nothing', async () => {
    const table = await mount({ query: '?101_device=laptop&101_filtered=true' });
    const reset = table.$<HTMLAnchorElement>('.wcpt-reset');
    expect(reset.classList.contains('wcpt-disabled')).to.equal(true);
    expect(reset.getAttribute('aria-disabled')).to.equal('true');
    reset.click();
    table.$<HTMLInputElement>(checkbox('red')).click();
    expect((await nextLoad(table, 1)).query).to.equal('?101_attr_pa_color%5B%5D=red');
  });

  it('reset: enabled when the query holds a choice (even if the server printed it disabled); a click loads the empty query', async () => {
    const table = await mount({ query: '?101_rating=4&101_filtered=true', resetDisabled: true });
    const reset = table.$<HTMLAnchorElement>('.wcpt-reset');
    expect(reset.classList.contains('wcpt-disabled')).to.equal(false);
    expect(reset.hasAttribute('aria-disabled')).to.equal(false);
    reset.click();
    expect(await nextLoad(table, 1)).to.deep.equal({ query: '?', purpose: 'filter' });
  });

  it('active state, option labels and the count badge follow the checkboxes', async () => {
    const table = await mount();
    const colour = table.$('[data-wcpt-filter="attribute"]');
    table.$<HTMLInputElement>(checkbox('red')).click();
    table.$<HTMLInputElement>(checkbox('blue')).click();
    expect(colour.classList.contains('wcpt-filter--active')).to.equal(true);
    const badge = colour.querySelector('.wcpt-dropdown-label + .wcpt-active-count');
    expect(badge?.textContent).to.equal('2');
    expect(table.$(checkbox('red')).closest('label')!.classList.contains('wcpt-active')).to.equal(true);
    table.$<HTMLInputElement>(checkbox('red')).click();
    expect(badge?.textContent).to.equal('1');
    expect(table.$(checkbox('red')).closest('label')!.classList.contains('wcpt-active')).to.equal(false);
    table.$<HTMLInputElement>(checkbox('blue')).click();
    expect(colour.querySelector('.wcpt-active-count')).to.equal(null);
    expect(colour.classList.contains('wcpt-filter--active')).to.equal(false);

    const rating = table.$('[data-wcpt-filter="rating"]');
    table.$<HTMLInputElement>(checkbox('', '101_rating')).click();
    expect(rating.classList.contains('wcpt-filter--active')).to.equal(false, 'the default option is no choice');
    expect(table.$(checkbox('', '101_rating')).closest('label')!.classList.contains('wcpt-active')).to.equal(true);
    expect(rating.querySelector('.wcpt-active-count')).to.equal(null, 'radio filters have no count');
    table.$<HTMLInputElement>(checkbox('3', '101_rating')).click();
    expect(rating.classList.contains('wcpt-filter--active')).to.equal(true);
  });

  it('marks what the server checked when the table starts', async () => {
    const host = fixture(navTableHtml().replace('value="red"><span>', 'value="red" checked><span>'));
    await waitFor(() => host.hasAttribute('data-shop-ready'));
    const colour = host.querySelector('[data-wcpt-filter="attribute"]')!;
    await waitFor(() => colour.classList.contains('wcpt-filter--active'));
    expect(colour.querySelector('.wcpt-active-count')?.textContent).to.equal('1');
  });

  it("triggers wcpt_after_navigation_change on the container; a handler that sets proceed to false keeps the table", async () => {
    const seen: Array<{ target: unknown; query: string }> = [];
    let veto = true;
    (window as { jQuery?: unknown }).jQuery = (target: unknown) => ({
      trigger: (name: string, args: Array<{ proceed: boolean; query: string }>) => {
        if (name !== 'wcpt_after_navigation_change') return;
        seen.push({ target, query: args[0]!.query });
        if (veto) args[0]!.proceed = false;
      },
    });
    try {
      const table = await mount();
      table.$<HTMLInputElement>(checkbox('red')).click();
      expect(seen).to.deep.equal([{ target: table.container, query: '?101_attr_pa_color%5B%5D=red' }]);
      veto = false;
      table.$<HTMLInputElement>(checkbox('blue')).click();
      expect((await nextLoad(table, 1)).query).to.equal('?101_attr_pa_color%5B%5D=red&101_attr_pa_color%5B%5D=blue');
    } finally {
      delete (window as { jQuery?: unknown }).jQuery;
    }
  });

  it('dropdowns: one open at a time, wcpt-open in step, Escape closes and returns focus to the summary', async () => {
    const table = await mount();
    const colour = table.$<HTMLDetailsElement>('[data-wcpt-filter="attribute"]');
    const rating = table.$<HTMLDetailsElement>('[data-wcpt-filter="rating"]');
    colour.querySelector('summary')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => colour.open && colour.classList.contains('wcpt-open'));
    rating.querySelector('summary')!.click();
    await waitFor(() => rating.classList.contains('wcpt-open') && !colour.open && !colour.classList.contains('wcpt-open'));
    table.$<HTMLInputElement>(checkbox('4', '101_rating')).focus();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !rating.open);
    expect(document.activeElement).to.equal(rating.querySelector('summary'));
    await waitFor(() => !rating.classList.contains('wcpt-open'));
  });

  it('dropdowns: a click outside closes a header dropdown, not a left-sidebar one', async () => {
    const table = await mount();
    const colour = table.$<HTMLDetailsElement>('[data-wcpt-filter="attribute"]');
    colour.open = true;
    colour.querySelector<HTMLInputElement>('input')!.click();
    expect(colour.open).to.equal(true, 'a click inside keeps it open');
    table.$('table.wcpt-table').click();
    await waitFor(() => !colour.open);
    table.$('form.wcpt-navigation').classList.replace('wcpt-header', 'wcpt-left-sidebar');
    colour.open = true;
    table.$('table.wcpt-table').click();
    await waitFor(() => colour.classList.contains('wcpt-open'));
    expect(colour.open).to.equal(true);
  });
});

// Dynamic filter counts against the demo store: its own table markup (valid cache tokens) and its counts endpoint.
const COUNTS_CALL = 'wc-ajax=wcpt__dynamic_filter__lazy_load';
const CACHE_ATTR = 'data-wcpt-encrypted-dynamic-filters-lazy-load-cache';
const LOADING = '.wcpt--dynamic-filters--loading-filter';
/** Marks the test's own counts requests, to tell them from the table's. */
const OWN_REQUEST = 'asked-by=test';
/** The filter types whose options show counts (the others' counts in the answer are not shown). */
const COUNTED = ['category', 'attribute', 'availability', 'on_sale', 'taxonomy'];

interface ServerCount {
  filter: string;
  taxonomy: string;
  value: string;
  count: number;
}

/** The counts requests the tables sent (resource timing), the test's own left out. */
const tableCountsRequests = () =>
  performance.getEntriesByType('resource').filter((entry) => entry.name.includes(COUNTS_CALL) && !entry.name.includes(OWN_REQUEST)).length;

/**
 * Asks the demo store for the counts of `token` as the table does and returns the answer's text. Sent after the
 * table's own request, it has been answered once this one is.
 */
async function askCounts(token: string): Promise<string> {
  const response = await fetch(`/?${COUNTS_CALL}&${OWN_REQUEST}`, {
    method: 'POST',
    body: new URLSearchParams({ wcpt_dynamic_filter_encrypted_cache: token }),
  });
  return response.text();
}

const serverCounts = async (token: string) => (JSON.parse(await askCounts(token)) as { options: ServerCount[] }).options;

const countsContainer = (host: HTMLElement) => host.querySelector<HTMLElement>('.wcpt')!;
const queryOf = (host: HTMLElement) => countsContainer(host).getAttribute('data-wcpt-query-string');

/** Every option of every filter shows the server's count as `(n)` text, once, or no count when the answer gives none it shows. */
function expectServerCounts(container: HTMLElement, options: readonly ServerCount[]): void {
  const expected = new Map<Element, string>();
  for (const option of options) {
    if (!COUNTED.includes(option.filter)) continue;
    const taxonomy = option.filter === 'attribute' || option.filter === 'taxonomy' ? `[data-wcpt-taxonomy="${CSS.escape(option.taxonomy)}"]` : '';
    const labels = container.querySelectorAll(`.wcpt-filter[data-wcpt-filter="${option.filter}"]${taxonomy} label[data-wcpt-value="${CSS.escape(option.value)}"]`);
    for (const label of labels) expected.set(label, `(${option.count})`);
  }
  for (const filter of ['category', 'attribute', 'availability', 'on_sale']) {
    expect([...expected.keys()].some((label) => label.closest(`[data-wcpt-filter="${filter}"]`)), `the ${filter} options are counted`).to.equal(true);
  }
  const labels = [...container.querySelectorAll('.wcpt-filter label[data-wcpt-value]')];
  for (const label of labels) {
    const where = `${label.closest('.wcpt-filter')!.getAttribute('data-wcpt-filter')} option "${label.getAttribute('data-wcpt-value')}"`;
    const counts = [...label.querySelectorAll('.wcpt-count')];
    const count = expected.get(label);
    if (count === undefined) {
      expect(counts, `${where} shows no count`).to.have.length(0);
    } else {
      expect(counts, `${where} shows one count`).to.have.length(1);
      expect(counts[0]!.parentElement, `${where}: the count is the label's own`).to.equal(label);
      expect(counts[0]!.outerHTML, `${where}: the server's count, as text`).to.equal(`<span class="wcpt-count">${count}</span>`);
    }
  }
}

describe('<shop-product-table> navigation that leaves the page (form mode, ajax off)', () => {
  let went: string[];
  const assign = navigation.assign;
  beforeEach(() => {
    went = [];
    navigation.assign = (url: string) => void went.push(url);
  });
  afterEach(() => {
    navigation.assign = assign;
    cleanup();
  });

  /** The URL the page was sent to, resolved, once there is one. */
  async function destination(): Promise<URL> {
    await waitFor(() => went.length > 0, { message: 'the page was not sent anywhere' });
    expect(went, 'one navigation').to.have.length(1);
    return new URL(went[0]!, location.href);
  }

  /** The page's own query (the test runner's) followed by `tail`, as the add-on's script orders them. */
  const pageQueryThen = (tail: string) => [location.search.replace(/^\?/, ''), tail].filter(Boolean).join('&');

  it('ajax off: a filter goes to this page with {id}_filtered=true after the fields, and loads nothing', async () => {
    const table = await mount({ sc: { disable_ajax: true } });
    table.$<HTMLInputElement>(checkbox('red')).click();
    const url = await destination();
    expect(url.pathname).to.equal(location.pathname);
    expect(url.search.slice(1)).to.equal(pageQueryThen('101_attr_pa_color%5B%5D=red&101_filtered=true'));
    expect(table.loads, 'no fetch').to.have.length(0);
  });

  it('ajax off: reset also tells the next page a filter was applied (the presets stay off)', async () => {
    const table = await mount({ sc: { disable_ajax: true }, query: '?101_rating=4&101_filtered=true' });
    table.$<HTMLAnchorElement>('.wcpt-reset').click();
    const url = await destination();
    expect(url.search.slice(1)).to.equal(pageQueryThen('101_filtered=true'));
  });

  it('form mode: the shop URL with the shop table id, its _filtered=true included', async () => {
    const restore = usePageSettings({ shop_url: '/shop/?lang=fr', shop_table_id: 7 });
    try {
      const table = await mount({ sc: { form_mode: true } });
      table.$<HTMLInputElement>(checkbox('blue')).click();
      const url = await destination();
      expect(`${url.pathname}${url.search}`).to.equal('/shop/?lang=fr&7_attr_pa_color%5B%5D=blue&7_filtered=true');
      expect(table.loads, 'no fetch').to.have.length(0);
    } finally {
      restore();
    }
  });
});

describe('<shop-product-table> dynamic filter counts', () => {
  const startUrl = location.href;
  before(() => performance.setResourceTimingBufferSize(2000));
  beforeEach(() => resetPage(startUrl));
  after(() => resetPage(startUrl));

  it('asks once per load with the container\'s cache token and shows the server\'s counts as text in each option', async () => {
    const page = await demoPage('/demo/product-table/');
    expect(page.querySelectorAll(`.wcpt[${CACHE_ATTR}] ${LOADING}`).length, 'table 101 lazy-loads its counts').to.be.greaterThan(0);
    const [host] = await mountTables('/demo/product-table/', (markup) => {
      // A second attribute filter offering the colour's values: the colour's counts are not its counts.
      const colour = markup.querySelector('[data-wcpt-filter="attribute"][data-wcpt-taxonomy="pa_color"]')!;
      const other = colour.cloneNode(true) as HTMLElement;
      other.setAttribute('data-wcpt-taxonomy', 'pa_size');
      for (const input of other.querySelectorAll('input')) input.name = '101_attr_pa_size[]';
      colour.after(other);
      // A count from before, to be replaced, and an icon the count goes before.
      markup.querySelector('[data-wcpt-filter="attribute"] label[data-wcpt-value="red"]')!.insertAdjacentHTML('beforeend', '<span class="wcpt-count">(999)</span>');
      markup.querySelector('[data-wcpt-filter="on_sale"] label[data-wcpt-value="true"]')!.insertAdjacentHTML('beforeend', '<span class="wcpt-icon"></span>');
    });
    await waitFor(() => !countsContainer(host!).querySelector(LOADING), { message: 'the filters stayed loading' });
    const first = await serverCounts(countsContainer(host!).getAttribute(CACHE_ATTR)!);
    expect(tableCountsRequests(), 'one counts request for the first load').to.equal(1);
    // The answer also counts options that show none: rating and custom-field filters.
    expect(first.some((option) => option.filter === 'rating')).to.equal(true);
    expect(first.some((option) => option.filter === 'custom_field')).to.equal(true);
    expectServerCounts(countsContainer(host!), first);
    const sale = host!.querySelector('[data-wcpt-filter="on_sale"] label[data-wcpt-value="true"]')!;
    expect(sale.querySelector(':scope > .wcpt-count + .wcpt-icon'), 'the count goes before the icon').to.not.equal(null);

    // The next load brings its own token and its own counts.
    const firstToken = countsContainer(host!).getAttribute(CACHE_ATTR);
    host!.querySelector<HTMLInputElement>('[data-wcpt-filter="attribute"] input[value="red"]')!.click();
    await waitFor(() => countsContainer(host!).getAttribute(CACHE_ATTR) !== firstToken, { message: 'the filtered table never came' });
    await waitFor(() => !countsContainer(host!).querySelector(LOADING), { message: 'the filters stayed loading after the load' });
    const second = await serverCounts(countsContainer(host!).getAttribute(CACHE_ATTR)!);
    expect(tableCountsRequests(), 'one more counts request for the next load').to.equal(2);
    expect(second, 'the filtered set has other counts').to.not.deep.equal(first);
    expectServerCounts(countsContainer(host!), second);
  });

  // The faults the store can answer the counts call with: a broken JSON text, a server error page, an empty body.
  for (const fault of ['malformed', '500', 'empty']) {
    it(`on a failed answer (${fault}): a console warning, no counts, and the filters stop loading`, async () => {
      setFault(`${fault}@wcpt__dynamic_filter__lazy_load`);
      const warnings = captureConsoleWarnings();
      try {
        const [host] = await mountTables('/demo/product-table/');
        await waitFor(() => !countsContainer(host!).querySelector(LOADING), { message: 'the filters stayed loading' });
        await askCounts('');
        expect(tableCountsRequests()).to.equal(1);
        expect(host!.querySelector('.wcpt-count')).to.equal(null);
        expect(warnings.messages.join('\n')).to.contain('table 101: the filter counts could not be loaded');
      } finally {
        warnings.restore();
        clearFault();
      }
    });
  }

  it('a table that does not lazy-load counts asks nothing, on its first load or the next', async () => {
    const errors = captureConsoleErrors();
    try {
      const [host] = await mountTables('/demo/product-table/grouped/');
      expect(countsContainer(host!).hasAttribute(CACHE_ATTR), 'table 106 has no counts to load').to.equal(false);
      const before = queryOf(host!);
      host!.querySelector<HTMLInputElement>('[data-wcpt-filter="on_sale"] input[value="true"]')!.click();
      await waitFor(() => queryOf(host!) !== before, { message: 'the filtered table never came' });
      await askCounts('');
      expect(tableCountsRequests()).to.equal(0);
      expect(host!.querySelector(`.wcpt-count, ${LOADING}`)).to.equal(null);
      expect(errors.messages).to.deep.equal([]);
    } finally {
      errors.restore();
    }
  });

  it('a table that recounts without lazy-loading asks nothing, even with a cache token', async () => {
    const errors = captureConsoleErrors();
    try {
      // Table 101 as printed with its counts in place: recount on, lazy load off.
      const [host] = await mountTables('/demo/product-table/', (markup) => {
        const container = markup.querySelector('.wcpt')!;
        const sc = JSON.parse(container.getAttribute('data-wcpt-sc-attrs')!) as Record<string, unknown>;
        expect(sc.dynamic_recount).to.equal(true);
        delete sc.dynamic_filters_lazy_load;
        container.setAttribute('data-wcpt-sc-attrs', JSON.stringify(sc));
        for (const filter of container.querySelectorAll(LOADING)) filter.classList.remove(LOADING.slice(1));
      });
      expect(countsContainer(host!).hasAttribute(CACHE_ATTR)).to.equal(true);
      await askCounts('');
      expect(tableCountsRequests()).to.equal(0);
      expect(host!.querySelector('.wcpt-count')).to.equal(null);
      expect(errors.messages).to.deep.equal([]);
    } finally {
      errors.restore();
    }
  });

  it('a missing cache token is reported, nothing is asked and the filters stop loading', async () => {
    const errors = captureConsoleErrors();
    try {
      const [host] = await mountTables('/demo/product-table/', (markup) => markup.querySelector('.wcpt')!.removeAttribute(CACHE_ATTR));
      await waitFor(() => !countsContainer(host!).querySelector(LOADING), { message: 'the filters stayed loading' });
      await askCounts('');
      expect(tableCountsRequests()).to.equal(0);
      expect(errors.messages.join('\n')).to.contain(CACHE_ATTR);
    } finally {
      errors.restore();
    }
  });
});

describe('<shop-product-table> phone navigation dialog', () => {
  afterEach(() => {
    delete (window as { jQuery?: unknown }).jQuery;
    cleanup();
  });

  const dialogOf = (table: Mounted) => table.container.querySelector<HTMLDialogElement>('dialog.wcpt-nav-modal');
  const filterOrder = (root: ParentNode) => [...root.querySelectorAll('.wcpt-filter, .wcpt-search-wrapper')].map((el) => el.getAttribute('data-wcpt-filter') ?? 'search');

  async function openDialog(table: Mounted, which: 'filter' | 'sort'): Promise<HTMLDialogElement> {
    table.$<HTMLButtonElement>(`.wcpt-rn-button[data-wcpt-modal="${which}"]`).click();
    return waitFor(() => {
      const dialog = dialogOf(table);
      return dialog?.open ? dialog : null;
    });
  }

  it('opens a modal dialog holding the form\'s own filters, the chosen tab selected and focused', async () => {
    const table = await mount({ phone: true });
    const form = table.$('form.wcpt-navigation');
    const order = filterOrder(form);
    const button = table.$('.wcpt-rn-filter');
    expect(button.getAttribute('aria-haspopup')).to.equal('dialog');
    const dialog = await openDialog(table, 'filter');
    expect(dialog.matches(':modal')).to.equal(true);
    expect(document.body.classList.contains('wcpt-nav-modal-on')).to.equal(true);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(form.querySelector('.wcpt-filter, .wcpt-search-wrapper')).to.equal(null, 'moved, not copied');
    expect(filterOrder(dialog.querySelector('.wcpt-nm-filters')!)).to.deep.equal(order.filter((name) => name !== 'sort_by'));
    expect(filterOrder(dialog.querySelector('.wcpt-nm-sort')!)).to.deep.equal(['sort_by']);
    const filtersTab = dialog.querySelector('[role="tab"][aria-controls$="-filters"]')!;
    expect(filtersTab.getAttribute('aria-selected')).to.equal('true');
    expect(document.activeElement).to.equal(filtersTab);
    expect(dialog.querySelector<HTMLElement>('.wcpt-nm-sort')!.hidden).to.equal(true);
    expect(dialog.getAttribute('aria-labelledby')).to.equal(dialog.querySelector('h2')!.id);
  });

  it('shows the page\'s own navigation form only where the buttons are not working, whatever the theme says', async () => {
    // A theme rule that shows the navigation (the demo store's own CSS has one).
    const theme = document.createElement('style');
    theme.textContent = 'form.wcpt-navigation { display: flex; }';
    document.head.append(theme);
    try {
      const table = await mount({ phone: true });
      const form = table.$('form.wcpt-navigation');
      expect(getComputedStyle(form).display).to.equal('none');
      (table.host as HTMLElement & { disableModule(name: string, source: string): void }).disableModule('nav-modal', 'test');
      expect(getComputedStyle(form).display).to.equal('flex');
      expect(form.hasAttribute('style')).to.equal(false);
    } finally {
      theme.remove();
    }
  });

  it('keeps Tab and Shift+Tab inside; Escape closes it, puts the filters back and returns focus to the button', async () => {
    const table = await mount({ phone: true });
    const form = table.$('form.wcpt-navigation');
    const before = form.innerHTML;
    const dialog = await openDialog(table, 'filter');
    for (let i = 0; i < 20; i++) {
      await sendKeys({ press: 'Tab' });
      expect(dialog.contains(document.activeElement), `Tab ${i + 1} stays inside`).to.equal(true);
    }
    dialog.querySelector<HTMLElement>('.wcpt-nm-close')!.focus();
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(dialog.contains(document.activeElement)).to.equal(true, 'Shift+Tab from the first wraps to the last');
    expect(document.activeElement).to.equal(dialog.querySelector('.wcpt-nm-apply'));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog.isConnected);
    expect(document.activeElement).to.equal(table.$('.wcpt-rn-filter'));
    // wcpt-open follows the dropdowns' toggle events, which come after.
    await waitFor(() => form.innerHTML === before, { message: 'the filters are not back in their places as they were' });
    expect(document.body.classList.contains('wcpt-nav-modal-on')).to.equal(false);
    expect(table.$('.wcpt-rn-filter').getAttribute('aria-expanded')).to.equal('false');
    expect(table.loads).to.have.length(0);
  });

  it('tabs follow the arrow keys, Home and End (WAI-ARIA tabs)', async () => {
    const table = await mount({ phone: true });
    const dialog = await openDialog(table, 'filter');
    const tab = (name: string) => dialog.querySelector<HTMLElement>(`[role="tab"][aria-controls$="-${name}"]`)!;
    await sendKeys({ press: 'ArrowRight' });
    expect(document.activeElement).to.equal(tab('sort'));
    expect(tab('sort').getAttribute('aria-selected')).to.equal('true');
    expect(tab('filters').getAttribute('aria-selected')).to.equal('false');
    expect(tab('filters').tabIndex).to.equal(-1);
    expect(dialog.querySelector<HTMLElement>('.wcpt-nm-sort')!.hidden).to.equal(false);
    expect(dialog.querySelector<HTMLElement>('.wcpt-nm-filters')!.hidden).to.equal(true);
    await sendKeys({ press: 'ArrowRight' });
    expect(document.activeElement).to.equal(tab('filters'), 'wraps around');
    await sendKeys({ press: 'End' });
    expect(document.activeElement).to.equal(tab('sort'));
    await sendKeys({ press: 'Home' });
    expect(document.activeElement).to.equal(tab('filters'));
  });

  it('Apply loads the query of the fields in the dialog, then closes; a change there waits for it', async () => {
    const table = await mount({ phone: true, query: '?101_orderby=column_2&101_order=ASC' });
    const dialog = await openDialog(table, 'filter');
    dialog.querySelector<HTMLDetailsElement>('[data-wcpt-filter="attribute"]')!.open = true;
    dialog.querySelector<HTMLInputElement>('input[value="red"]')!.click();
    dialog.querySelector<HTMLInputElement>('input[value="4"]')!.click();
    expect(dialog.querySelector('[data-wcpt-filter="attribute"] .wcpt-active-count')?.textContent).to.equal('1', 'the rules hold inside');
    dialog.querySelector<HTMLButtonElement>('.wcpt-nm-apply')!.click();
    const load = await nextLoad(table, 1);
    expect(load).to.deep.equal({ query: '?101_attr_pa_color%5B%5D=red&101_rating=4&101_orderby=column_2&101_order=ASC', purpose: 'filter' });
    expect(dialog.isConnected).to.equal(false);
    expect(table.$<HTMLInputElement>('form.wcpt-navigation input[value="red"]').checked).to.equal(true, 'applied fields stay as chosen');
  });

  it('Enter in the search field of the dialog applies it', async () => {
    const table = await mount({ phone: true });
    const dialog = await openDialog(table, 'filter');
    dialog.querySelector<HTMLInputElement>('.wcpt-search-input')!.focus();
    await sendKeys({ type: 'desk' });
    await sendKeys({ press: 'Enter' });
    expect((await nextLoad(table, 1)).query).to.equal('?101_search_1=desk&101_orderby=relevance');
    expect(dialog.isConnected).to.equal(false);
  });

  it('the range rules hold in the dialog: Go swaps the ends and applies the dialog', async () => {
    const table = await mount({ phone: true });
    const dialog = await openDialog(table, 'filter');
    dialog.querySelector<HTMLDetailsElement>('[data-wcpt-filter="price_range"]')!.open = true;
    dialog.querySelector<HTMLInputElement>('.wcpt-range-input-min')!.value = '300';
    dialog.querySelector<HTMLInputElement>('.wcpt-range-input-max')!.value = '100';
    dialog.querySelector<HTMLButtonElement>('.wcpt-range-submit-button')!.click();
    expect((await nextLoad(table, 1)).query).to.equal('?101_price_range_min=100&101_price_range_max=300');
    expect(dialog.isConnected).to.equal(false);
  });

  it('without a sort_by filter it shows the filters alone, without tabs, and the Sort button opens them too', async () => {
    const table = await mount({ phone: true });
    table.$('[data-wcpt-filter="sort_by"]').remove();
    const dialog = await openDialog(table, 'sort');
    expect(dialog.querySelector('[role="tablist"], [role="tab"], [role="tabpanel"]')).to.equal(null);
    expect(dialog.querySelector('h2')!.textContent).to.equal('Filters');
    expect(dialog.querySelector<HTMLElement>('.wcpt-nm-filters')!.hidden).to.equal(false);
    expect(dialog.contains(document.activeElement)).to.equal(true);
  });

  it('Close puts back what the fields held when it opened, and loads nothing', async () => {
    const host = fixture(navTableHtml({ phone: true }).replace('value="blue"><span>', 'value="blue" checked><span>'));
    const loads: string[] = [];
    host.addEventListener('shop-table-before-load', (event) => {
      loads.push((event as CustomEvent<Load>).detail.query);
      event.preventDefault();
    });
    await waitFor(() => host.hasAttribute('data-shop-ready'));
    const table: Mounted = { host, container: host.querySelector('.wcpt')!, loads: [], $: (s) => host.querySelector(s)! };
    const dialog = await openDialog(table, 'filter');
    dialog.querySelector<HTMLInputElement>('input[value="red"]')!.click();
    dialog.querySelector<HTMLInputElement>('input[value="blue"]')!.click();
    dialog.querySelector<HTMLInputElement>('.wcpt-search-input')!.value = 'desk';
    dialog.querySelector<HTMLInputElement>('.wcpt-range-input-min')!.value = '40';
    dialog.querySelector<HTMLButtonElement>('.wcpt-nm-close')!.click();
    await waitFor(() => !dialog.isConnected);
    const form = table.$('form.wcpt-navigation');
    expect(form.querySelector<HTMLInputElement>('input[value="red"]')!.checked).to.equal(false);
    expect(form.querySelector<HTMLInputElement>('input[value="blue"]')!.checked).to.equal(true);
    expect(form.querySelector<HTMLInputElement>('.wcpt-search-input')!.value).to.equal('');
    expect(form.querySelector<HTMLInputElement>('.wcpt-range-input-min')!.value).to.equal('');
    expect(form.querySelector('[data-wcpt-filter="attribute"] .wcpt-active-count')?.textContent).to.equal('1');
    expect(document.activeElement).to.equal(table.$('.wcpt-rn-filter'));
    expect(loads).to.deep.equal([]);
  });

  it('a click on the backdrop closes it as Close does', async () => {
    const table = await mount({ phone: true });
    const dialog = await openDialog(table, 'filter');
    dialog.querySelector<HTMLInputElement>('input[value="red"]')!.click();
    dialog.click();
    await waitFor(() => !dialog.isConnected);
    expect(table.$<HTMLInputElement>('form.wcpt-navigation input[value="red"]').checked).to.equal(false);
  });

  it('the Sort button opens the sort tab, where a choice applies at once in place of the column sort', async () => {
    const table = await mount({ phone: true, query: '?101_orderby=column_2&101_order=ASC' });
    const dialog = await openDialog(table, 'sort');
    const sortTab = dialog.querySelector<HTMLElement>('[role="tab"][aria-controls$="-sort"]')!;
    expect(sortTab.getAttribute('aria-selected')).to.equal('true');
    expect(document.activeElement).to.equal(sortTab);
    dialog.querySelector<HTMLInputElement>('input[name="101_orderby"][value="price"]')!.click();
    expect(await nextLoad(table, 1)).to.deep.equal({ query: '?101_orderby=price', purpose: 'filter' });
    expect(dialog.isConnected).to.equal(false);
  });

  it('Reset loads the empty query (and is disabled when there is nothing to reset)', async () => {
    const empty = await mount({ phone: true });
    const first = await openDialog(empty, 'filter');
    expect(first.querySelector<HTMLButtonElement>('.wcpt-nm-reset')!.disabled).to.equal(true);
    first.querySelector<HTMLButtonElement>('.wcpt-nm-close')!.click();
    cleanup();
    const table = await mount({ phone: true, query: '?101_rating=4' });
    const dialog = await openDialog(table, 'filter');
    dialog.querySelector<HTMLButtonElement>('.wcpt-nm-reset')!.click();
    expect(await nextLoad(table, 1)).to.deep.equal({ query: '?', purpose: 'filter' });
  });

  it("triggers the add-on's body events wcpt-nav-modal-on and -off for theme scripts", async () => {
    const fired: string[] = [];
    (window as { jQuery?: unknown }).jQuery = (target: unknown) => ({
      trigger: (name: string) => void (target === document.body && name.startsWith('wcpt-nav-modal') && fired.push(name)),
    });
    const table = await mount({ phone: true });
    const dialog = await openDialog(table, 'filter');
    expect(fired).to.deep.equal(['wcpt-nav-modal-on']);
    dialog.querySelector<HTMLButtonElement>('.wcpt-nm-close')!.click();
    await waitFor(() => fired.length === 2);
    expect(fired).to.deep.equal(['wcpt-nav-modal-on', 'wcpt-nav-modal-off']);
  });
});
