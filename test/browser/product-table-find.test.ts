import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/product-table.element.ts';
import { liveRegionMessages } from '../../src/dom/announce.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';
import { captureConsoleErrors } from '../helpers/console.ts';
import { productTableHtml, sampleProducts, type MarkupOptions, type MarkupProduct } from '../helpers/product-table-markup.mjs';

const ALL_DEVICES = (name: string, value: unknown) => ({ [`laptop_${name}`]: value, [`tablet_${name}`]: value, [`phone_${name}`]: value });

interface Mounted {
  host: HTMLElementTagNameMap['shop-product-table'];
  container: HTMLElement;
  body: HTMLTableSectionElement;
}

async function mount(products: readonly MarkupProduct[], options: MarkupOptions = {}): Promise<Mounted> {
  const wrapper = fixture(`<div>${productTableHtml(products, options)}</div>`);
  const host = wrapper.querySelector('shop-product-table') as Mounted['host'];
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'shop-product-table not ready' });
  const container = host.querySelector<HTMLElement>('.wcpt')!;
  return { host, container, body: container.querySelector('tbody')! };
}

const rowsOf = (body: HTMLTableSectionElement) => [...body.rows];
const isProduct = (row: HTMLTableRowElement) => !row.matches('.wcpt-child-row, .wcpt-row--category-heading');
const isShown = (row: HTMLTableRowElement) => !row.classList.contains('wcpt-row--instant-search-hidden');
const idOf = (row: HTMLTableRowElement) => Number(row.dataset.wcptProductId);
const shownProductIds = (body: HTMLTableSectionElement) => rowsOf(body).filter((r) => isProduct(r) && isShown(r)).map(idOf);
const productIds = (body: HTMLTableSectionElement) => rowsOf(body).filter(isProduct).map(idOf);
const stripeOf = (row: HTMLTableRowElement) =>
  row.classList.contains('wcpt-odd') ? 'odd' : row.classList.contains('wcpt-even') ? 'even' : null;

/** The infinite-scroll dots with their "more" link, as a page with more pages has them (added late: not in view at start). */
function addMoreLink(container: HTMLElement): void {
  container
    .querySelector('.wcpt-table-scroll-wrapper-outer')!
    .insertAdjacentHTML('afterend', '<div class="wcpt-infinite-scroll-dots wcpt-device-laptop"><a class="wcpt-infinite-scroll-next" href="?101_paged=2">More products</a></div>');
}

/** The products whose row or child row holds `text`, found by reading the DOM. */
function matchingIds(body: HTMLTableSectionElement, text: string): number[] {
  const holds = (row: Element | null) => row?.textContent!.toLowerCase().includes(text) ?? false;
  return rowsOf(body)
    .filter((row) => isProduct(row) && (holds(row) || (row.nextElementSibling?.classList.contains('wcpt-child-row') && holds(row.nextElementSibling))))
    .map(idOf);
}

/** Types into the search box as a keystroke would (an input event). */
function search(container: HTMLElement, text: string): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('.wcpt-search-input')!;
  input.value = text;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text.slice(-1) }));
  return input;
}

/** The stripes the shown rows should have: products alternate from odd, child rows follow their product. */
function expectStriped(body: HTMLTableSectionElement): void {
  let odd = true;
  let parentStripe: string | null = null;
  for (const row of rowsOf(body)) {
    if (!isShown(row)) continue;
    if (row.classList.contains('wcpt-row--category-heading')) {
      expect(stripeOf(row), 'heading stripe').to.equal(null);
    } else if (row.classList.contains('wcpt-child-row')) {
      expect(stripeOf(row), `child row ${row.id}`).to.equal(parentStripe);
    } else {
      parentStripe = odd ? 'odd' : 'even';
      expect(stripeOf(row), `row ${idOf(row)}`).to.equal(parentStripe);
      odd = !odd;
    }
  }
}

/** Each child row sits right after the product it belongs to. */
function expectChildrenWithParents(body: HTMLTableSectionElement): void {
  const children = body.querySelectorAll<HTMLTableRowElement>('tr.wcpt-child-row');
  expect(children.length).to.be.greaterThan(0);
  for (const child of children) {
    const parent = child.previousElementSibling as HTMLTableRowElement;
    expect(child.id, 'child row after its product').to.equal(`wcpt-101-child-${parent.dataset.wcptVariationId ?? parent.dataset.wcptProductId}`);
  }
}

function products(): MarkupProduct[] {
  const list = sampleProducts(36, { childEvery: 4, variationEvery: 6 });
  // A word only a child row holds, and two products whose titles share a rare word.
  list[8]!.child = 'Details: hand-stitched zephyrine seams';
  list[5]!.title = 'Quokka lamp';
  list[13]!.title = 'Small quokka lamp';
  // Two variation rows of one variable product.
  list[20] = { ...list[20]!, type: 'variation', id: 10021, variationId: 20001, title: 'Walnut desk, red' };
  list[21] = { ...list[21]!, type: 'variation', id: 10021, variationId: 20002, title: 'Walnut desk, blue' };
  return list;
}

afterEach(() => {
  cleanup();
  history.replaceState(null, '', location.pathname);
});

describe('product table: instant search', () => {
  it('marks the search box instant and hides the rows whose text does not hold the query, in any case', async () => {
    const { container, body } = await mount(products(), { sc: { instant_search: true } });
    expect(container.querySelector('.wcpt-search-wrapper')!.classList.contains('wcpt-instant-search')).to.equal(true);
    search(container, '  QUOKKA ');
    await waitFor(() => shownProductIds(body).length === 2);
    expect(shownProductIds(body)).to.deep.equal([10006, 10014]);
    // Cells' text counts, not only titles: the SKU of a row.
    const sku = body.rows[0]!.querySelector('.wcpt-sku')!.textContent!;
    search(container, sku.toLowerCase());
    await waitFor(() => shownProductIds(body).includes(10001));
  });

  it('shows a product and its child row when either matches, and hides both when neither does', async () => {
    const { container, body } = await mount(products(), { sc: { instant_search: true } });
    const child = body.querySelector<HTMLTableRowElement>('#wcpt-101-child-10009')!;
    search(container, 'zephyrine');
    await waitFor(() => shownProductIds(body).length === 1);
    expect(shownProductIds(body)).to.deep.equal([10009]);
    expect(isShown(child)).to.equal(true);
    // The product's own text matches: its child row stays with it.
    const titleOfFirst = body.rows[0]!.querySelector('.wcpt-title')!.textContent!;
    search(container, titleOfFirst);
    await waitFor(() => isShown(body.querySelector<HTMLTableRowElement>('#wcpt-101-child-10001')!));
    expect(isShown(child)).to.equal(false);
  });

  it('shows a category heading only while a shown row carries its slug', async () => {
    const { container, body } = await mount(products(), { sc: { instant_search: true }, groupByCategory: true });
    const heading = (slug: string) => body.querySelector<HTMLTableRowElement>(`tr.wcpt-row--category-heading[data-wcpt-group-by-category-slug="${slug}"]`)!;
    search(container, 'quokka');
    await waitFor(() => shownProductIds(body).length === 2);
    const slugs = new Set(rowsOf(body).filter((r) => isProduct(r) && isShown(r)).map((r) => r.dataset.wcptGroupByCategorySlug));
    for (const slug of ['lamps', 'chairs', 'tables', 'rugs']) expect(isShown(heading(slug)), slug).to.equal(slugs.has(slug));
    expectStriped(body);
    search(container, '');
    await waitFor(() => rowsOf(body).every(isShown));
  });

  it('stripes the shown rows from odd, child rows as their product, and changes only rows whose state changes', async () => {
    const { container, body } = await mount(products(), { sc: { instant_search: true } });
    search(container, 'item 1');
    await waitFor(() => shownProductIds(body).join() === matchingIds(body, 'item 1').join());
    expectStriped(body);
    const changed = new Set<Element>();
    const observer = new MutationObserver((records) => records.forEach((r) => changed.add(r.target as Element)));
    observer.observe(body, { attributes: true, subtree: true, attributeFilter: ['class'] });
    const before = rowsOf(body).map((r) => `${isShown(r)}${stripeOf(r)}`);
    // Two keystrokes in one frame: the second waits for the next frame.
    search(container, 'item 2');
    search(container, 'e');
    await waitFor(() => shownProductIds(body).join() === matchingIds(body, 'e').join());
    expect(matchingIds(body, 'e').length).to.be.greaterThan(20);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    observer.takeRecords().forEach((r) => changed.add(r.target as Element));
    observer.disconnect();
    const after = rowsOf(body).map((r) => `${isShown(r)}${stripeOf(r)}`);
    const differing = rowsOf(body).filter((_, i) => before[i] !== after[i]);
    expect([...changed].sort()).to.have.members(differing);
    expectStriped(body);
  });

  it('shows every row again for an empty search and announces the count', async () => {
    const { container, body } = await mount(products(), { sc: { instant_search: true } });
    search(container, 'quokka');
    await waitFor(() => liveRegionMessages().includes('2 products match.'), { message: 'count not announced' });
    search(container, 'no such thing');
    await waitFor(() => liveRegionMessages().includes('No products match.'));
    search(container, '');
    await waitFor(() => rowsOf(body).every(isShown));
  });

  it('keeps Enter, the change and the Search button from submitting or reaching the navigation form', async () => {
    const { container, body } = await mount(products(), { sc: { instant_search: true } });
    const form = container.querySelector('form')!;
    const reached: string[] = [];
    form.addEventListener('submit', (event) => {
      reached.push('submit');
      event.preventDefault();
    });
    for (const type of ['keydown', 'change', 'input']) container.addEventListener(type, () => reached.push(type));
    const input = container.querySelector<HTMLInputElement>('.wcpt-search-input')!;
    input.focus();
    await sendKeys({ type: 'quokka' });
    await waitFor(() => shownProductIds(body).length === 2);
    reached.length = 0;
    await sendKeys({ press: 'Enter' });
    container.querySelector<HTMLButtonElement>('.wcpt-search-submit')!.click();
    input.blur();
    expect(reached).to.deep.equal([]);
    expect(shownProductIds(body)).to.deep.equal([10006, 10014]);
  });

  it('filters and stripes rows infinite scroll appends', async () => {
    const original = window.fetch;
    const second = sampleProducts(30, { childEvery: 3 }).slice(15);
    const sc = { instant_search: true, ...ALL_DEVICES('infinite_scroll', true) };
    window.fetch = async () => new Response(productTableHtml(second, { sc }), { status: 200 });
    try {
      const { container, body } = await mount(sampleProducts(15, { childEvery: 3 }), { sc });
      search(container, 'walnut');
      await waitFor(() => shownProductIds(body).length < 15);
      addMoreLink(container);
      container.querySelector<HTMLElement>('.wcpt-infinite-scroll-next')!.click();
      await waitFor(() => productIds(body).length === 30, { message: 'next page not appended' });
      await waitFor(() => rowsOf(body).slice(-5).some((row) => !isShown(row)));
      for (const row of rowsOf(body).filter(isProduct)) expect(isShown(row), `row ${idOf(row)}`).to.equal(row.textContent!.toLowerCase().includes('walnut'));
      expectStriped(body);
    } finally {
      window.fetch = original;
    }
  });

  it('does nothing when instant_search is off', async () => {
    const { container, body } = await mount(products());
    expect(container.querySelector('.wcpt-instant-search')).to.equal(null);
    search(container, 'quokka');
    // The table's own start-up is done; any filtering would have run with the input event.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(rowsOf(body).every(isShown)).to.equal(true);
  });
});

describe('product table: instant sort', () => {
  const titles = (body: HTMLTableSectionElement) => rowsOf(body).filter(isProduct).map((r) => r.querySelector('.wcpt-title')!.textContent!);
  const heading = (container: HTMLElement, key: string) => container.querySelector<HTMLElement>(`th.wcpt-${key}`)!;
  const clickHeading = (container: HTMLElement, key: string) => heading(container, key).querySelector<HTMLElement>('a.wcpt-heading-sort')!.click();
  const propsOf = (row: HTMLTableRowElement) => JSON.parse(row.dataset.wcptInstantSortProps!) as Record<string, number | string>;
  const collator = new Intl.Collator();

  it('sorts by a heading without leaving the page, toggling ascending and descending, child rows with their products', async () => {
    const { container, body } = await mount(products(), { sc: { instant_sort: true } });
    const url = location.href;
    expect(heading(container, 'title').getAttribute('aria-sort')).to.equal('none');
    clickHeading(container, 'title');
    await waitFor(() => heading(container, 'title').getAttribute('aria-sort') === 'ascending');
    expect(location.href).to.equal(url);
    expect(titles(body)).to.deep.equal([...titles(body)].sort(collator.compare));
    expectChildrenWithParents(body);
    expectStriped(body);
    const icons = heading(container, 'title').querySelector('.wcpt-sorting-icons')!;
    expect(icons.classList.contains('wcpt-sorting-asc')).to.equal(true);
    expect(icons.querySelector('.wcpt-sorting-asc-icon')!.classList.contains('wcpt-active')).to.equal(true);
    await waitFor(() => liveRegionMessages().includes('Sorted by Product, ascending.'));

    clickHeading(container, 'title');
    await waitFor(() => heading(container, 'title').getAttribute('aria-sort') === 'descending');
    expect(titles(body)).to.deep.equal([...titles(body)].sort(collator.compare).reverse());
    expect(icons.classList.contains('wcpt-sorting-desc')).to.equal(true);
    expect(icons.classList.contains('wcpt-sorting-asc')).to.equal(false);
    expect(icons.querySelector('.wcpt-sorting-asc-icon')!.classList.contains('wcpt-active')).to.equal(false);
    expect(icons.querySelector('.wcpt-sorting-desc-icon')!.classList.contains('wcpt-active')).to.equal(true);
    expectChildrenWithParents(body);
    expectStriped(body);

    clickHeading(container, 'sku');
    await waitFor(() => heading(container, 'sku').getAttribute('aria-sort') === 'ascending');
    expect(heading(container, 'title').getAttribute('aria-sort')).to.equal('none');
    expect(icons.classList.contains('wcpt-sorting-desc')).to.equal(false);
    // No option of the filter sorts by SKU: its label names the column.
    expect(container.querySelector('.wcpt-dropdown-label')!.textContent).to.equal('SKU');
    expect(container.querySelector<HTMLInputElement>('[data-wcpt-filter="sort_by"] input:checked')).to.equal(null);
  });

  it('sorts with Enter on a focused heading link', async () => {
    const { container, body } = await mount(products(), { sc: { instant_sort: true } });
    heading(container, 'sku').querySelector<HTMLElement>('a.wcpt-heading-sort')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => heading(container, 'sku').getAttribute('aria-sort') === 'ascending');
    const skus = rowsOf(body).filter(isProduct).map((r) => String(propsOf(r).sku));
    expect(skus).to.deep.equal([...skus].sort(collator.compare));
    expect(document.activeElement).to.equal(heading(container, 'sku').querySelector('a.wcpt-heading-sort'));
  });

  it('always sorts by rating descending', async () => {
    const { container, body } = await mount(products(), { sc: { instant_sort: true } });
    for (let click = 0; click < 2; click++) {
      clickHeading(container, 'rating');
      await waitFor(() => heading(container, 'rating').getAttribute('aria-sort') === 'descending');
      const ratings = rowsOf(body).filter(isProduct).map((r) => Number(propsOf(r).rating));
      expect(ratings).to.deep.equal([...ratings].sort((a, b) => b - a));
    }
  });

  it('applies a sort_by option without a server fetch: price by min price ascending, by max price descending', async () => {
    const { container, body } = await mount(products(), { sc: { instant_sort: true } });
    const changes: Event[] = [];
    container.addEventListener('change', (event) => changes.push(event));
    const option = (value: string) => container.querySelector<HTMLInputElement>(`[data-wcpt-filter="sort_by"] input[value="${value}"]`)!;
    const key = (row: HTMLTableRowElement, prop: 'min_price' | 'max_price') => Number(propsOf(row)[prop] ?? propsOf(row).price);

    option('price').click();
    await waitFor(() => heading(container, 'price').getAttribute('aria-sort') === 'ascending');
    const ascending = rowsOf(body).filter(isProduct).map((r) => key(r, 'min_price'));
    expect(ascending).to.deep.equal([...ascending].sort((a, b) => a - b));
    expect(container.querySelector('.wcpt-dropdown-label')!.textContent).to.equal('Price low to high');
    expect(option('price').checked).to.equal(true);
    expect(option('price').closest('label')!.classList.contains('wcpt-active')).to.equal(true);
    expect(option('menu_order').closest('label')!.classList.contains('wcpt-active')).to.equal(false);

    option('price-desc').click();
    await waitFor(() => heading(container, 'price').getAttribute('aria-sort') === 'descending');
    const descending = rowsOf(body).filter(isProduct).map((r) => key(r, 'max_price'));
    expect(descending).to.deep.equal([...descending].sort((a, b) => b - a));
    // A variable product's max price puts it above simple products its own price would not.
    expect(descending).to.not.deep.equal(rowsOf(body).filter(isProduct).map((r) => Number(propsOf(r).price)).sort((a, b) => b - a));
    expect(container.querySelector('.wcpt-dropdown-label')!.textContent).to.equal('Price high to low');
    expect(heading(container, 'price').querySelector('.wcpt-sorting-icons')!.classList.contains('wcpt-sorting-desc')).to.equal(true);
    expectChildrenWithParents(body);
    expectStriped(body);
    await waitFor(() => liveRegionMessages().includes('Sorted by Price high to low, descending.'));

    // A heading whose sort the filter offers checks that option.
    clickHeading(container, 'title');
    await waitFor(() => option('title').checked);
    expect(changes).to.deep.equal([]);

    option('menu_order').click();
    await waitFor(() => productIds(body)[0] === 10001);
    expect(productIds(body)).to.deep.equal([...productIds(body)].sort((a, b) => a - b));
  });

  it('keeps the search: hidden rows stay hidden and the shown rows are striped in the new order', async () => {
    const { container, body } = await mount(products(), { sc: { instant_sort: true, instant_search: true } });
    search(container, 'oak');
    await waitFor(() => shownProductIds(body).length < 30);
    const shown = new Set(shownProductIds(body));
    clickHeading(container, 'sku');
    await waitFor(() => heading(container, 'sku').getAttribute('aria-sort') === 'ascending');
    expect(new Set(shownProductIds(body))).to.deep.equal(shown);
    expectStriped(body);
  });

  it('regroups the rows under their category headings when grouping is on', async () => {
    const { container, body } = await mount(products(), { sc: { instant_sort: true, ...ALL_DEVICES('group_by_category', true) }, groupByCategory: true });
    clickHeading(container, 'price');
    await waitFor(() => heading(container, 'price').getAttribute('aria-sort') === 'ascending');
    let slug: string | undefined;
    const groups = new Map<string, number[]>();
    for (const row of rowsOf(body)) {
      if (row.classList.contains('wcpt-row--category-heading')) {
        slug = row.dataset.wcptGroupByCategorySlug!;
        groups.set(slug, []);
      } else if (isProduct(row)) {
        expect(row.dataset.wcptGroupByCategorySlug, `row ${idOf(row)} under ${slug}`).to.equal(slug);
        groups.get(slug!)!.push(Number(propsOf(row).min_price ?? propsOf(row).price));
      }
    }
    expect([...groups.keys()]).to.deep.equal(['lamps', 'chairs', 'tables', 'rugs']);
    for (const prices of groups.values()) expect(prices).to.deep.equal([...prices].sort((a, b) => a - b));
    expectChildrenWithParents(body);
    expectStriped(body);
  });

  it('sorts rows infinite scroll appends in with the rest; new content comes in the server order', async () => {
    const first = sampleProducts(12, { childEvery: 3 });
    const second = sampleProducts(24, { childEvery: 3 }).slice(12);
    const original = window.fetch;
    window.fetch = async () => new Response(productTableHtml(second, { sc: { instant_sort: true, ...ALL_DEVICES('infinite_scroll', true) } }), { status: 200 });
    try {
      const { host, container, body } = await mount(first, { sc: { instant_sort: true, ...ALL_DEVICES('infinite_scroll', true) } });
      clickHeading(container, 'title');
      await waitFor(() => heading(container, 'title').getAttribute('aria-sort') === 'ascending');
      addMoreLink(container);
      container.querySelector<HTMLElement>('.wcpt-infinite-scroll-next')!.click();
      await waitFor(() => body.rows.length > 16, { message: 'next page not appended' });
      await waitFor(() => titles(body).length === 24 && titles(body).join() === [...titles(body)].sort(collator.compare).join());
      expectChildrenWithParents(body);
      expectStriped(body);
      await host.refresh();
      const fresh = container.querySelector('tbody')!;
      await waitFor(() => fresh !== body && productIds(fresh).length === 12);
      expect(productIds(fresh)).to.deep.equal(second.map((p) => p.id));
    } finally {
      window.fetch = original;
    }
  });

  it('lets a sort_by change through to the navigation form when instant_sort is off', async () => {
    const { container, body } = await mount(products());
    const changes: Event[] = [];
    container.addEventListener('change', (event) => {
      changes.push(event);
    });
    container.querySelector<HTMLInputElement>('[data-wcpt-filter="sort_by"] input[value="title"]')!.click();
    await waitFor(() => changes.length === 1);
    expect(productIds(body)).to.deep.equal([...productIds(body)].sort((a, b) => a - b));
  });

  it('says so when instant_sort is on but the container has no sort params', async () => {
    const errors = captureConsoleErrors();
    try {
      await mount(products(), { sc: { instant_sort: true }, sortParams: null });
      expect(errors.messages.some((m) => m.includes('data-wcpt-instant-sort-params'))).to.equal(true);
    } finally {
      errors.restore();
    }
  });

  it('names a row whose sort props are not JSON once, and sorts it as if it had none', async () => {
    const errors = captureConsoleErrors();
    try {
      const { container, body } = await mount(products(), { sc: { instant_sort: true } });
      body.rows[0]!.dataset.wcptInstantSortProps = '{bad';
      body.rows[2]!.dataset.wcptInstantSortProps = '[]';
      clickHeading(container, 'title');
      await waitFor(() => heading(container, 'title').getAttribute('aria-sort') === 'ascending');
      expect(errors.messages.filter((m) => m.includes('data-wcpt-instant-sort-props'))).to.have.length(1);
      expect(productIds(body)[0]).to.equal(10001);
    } finally {
      errors.restore();
    }
  });
});

describe('product table: child rows', () => {
  const parentRow = (body: HTMLTableSectionElement, id: number) => body.querySelector<HTMLTableRowElement>(`tr[data-wcpt-product-id="${id}"]`)!;
  const childRow = (body: HTMLTableSectionElement, id: number) => body.querySelector<HTMLTableRowElement>(`#wcpt-101-child-${id}`)!;
  const toggleOf = (body: HTMLTableSectionElement, id: number) => parentRow(body, id).querySelector<HTMLButtonElement>('td.wcpt-child-row-toggle button')!;
  const isOpen = (body: HTMLTableSectionElement, id: number) => {
    const open = !childRow(body, id).hidden;
    const parent = parentRow(body, id);
    expect(parent.classList.contains('wcpt-has-child-row--visible')).to.equal(open);
    expect(toggleOf(body, id).getAttribute('aria-expanded')).to.equal(String(open));
    expect(parent.querySelector('td.wcpt-child-row-toggle')!.classList.contains('wcpt-child-row-toggle--closed')).to.equal(!open);
    return open;
  };
  const all = (container: HTMLElement) => container.querySelector<HTMLButtonElement>('th.wcpt-child-row-toggle button')!;

  it('opens and closes a row with its toggle, each row on its own', async () => {
    const { body } = await mount(products());
    toggleOf(body, 10001).click();
    await waitFor(() => isOpen(body, 10001));
    toggleOf(body, 10005).click();
    await waitFor(() => isOpen(body, 10005));
    expect(isOpen(body, 10001)).to.equal(true);
    toggleOf(body, 10001).click();
    await waitFor(() => !isOpen(body, 10001));
    expect(isOpen(body, 10005)).to.equal(true);
  });

  it('opens and closes every row with the heading toggle, which says whether all are open', async () => {
    const { container, body } = await mount(products());
    const ids = [...body.querySelectorAll<HTMLTableRowElement>('tr.wcpt-has-child-row:not([data-wcpt-variation-id])')].map(idOf);
    expect(ids.length).to.be.greaterThan(5);
    toggleOf(body, 10005).click();
    all(container).click();
    await waitFor(() => ids.every((id) => isOpen(body, id)));
    expect(all(container).getAttribute('aria-expanded')).to.equal('true');
    toggleOf(body, 10005).click();
    await waitFor(() => all(container).getAttribute('aria-expanded') === 'false');
    all(container).click();
    await waitFor(() => ids.every((id) => isOpen(body, id)));
    all(container).click();
    await waitFor(() => ids.every((id) => !isOpen(body, id)));
    expect(body.querySelectorAll('tr.wcpt-child-row:not([hidden])')).to.have.length(0);
    expect(all(container).getAttribute('aria-expanded')).to.equal('false');
  });

  it('toggles with Enter and Space on the focused toggle', async () => {
    const { body } = await mount(products());
    toggleOf(body, 10001).focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => isOpen(body, 10001));
    await sendKeys({ type: ' ' });
    await waitFor(() => !isOpen(body, 10001));
  });

  it('in click-anywhere mode toggles on a click on the row, but not on its controls', async () => {
    const { body } = await mount(products(), { clickAnywhere: true });
    parentRow(body, 10001).querySelector<HTMLElement>('.wcpt-sku .wcpt-cell-val')!.click();
    await waitFor(() => isOpen(body, 10001));
    parentRow(body, 10001).querySelector<HTMLButtonElement>('.wcpt-button')!.click();
    parentRow(body, 10001).querySelector<HTMLElement>('.wcpt-price')!.click();
    await waitFor(() => !isOpen(body, 10001));
    parentRow(body, 10001).querySelector<HTMLButtonElement>('.wcpt-button')!.click();
    expect(isOpen(body, 10001)).to.equal(false);
  });

  it('does not toggle on a click on the row without click-anywhere', async () => {
    const { body } = await mount(products());
    parentRow(body, 10001).querySelector<HTMLElement>('.wcpt-sku')!.click();
    toggleOf(body, 10005).click();
    await waitFor(() => isOpen(body, 10005));
    expect(isOpen(body, 10001)).to.equal(false);
  });

  it('highlights the parent of a hovered child row and the child of a hovered parent', async () => {
    const { container, body } = await mount(products());
    toggleOf(body, 10001).click();
    const over = (target: Element, from: Element | null) => target.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: from }));
    const out = (target: Element, to: Element | null) => target.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: to }));
    over(childRow(body, 10001).querySelector('.wcpt-child-row__wrapper')!, null);
    expect(parentRow(body, 10001).classList.contains('wcpt-child-row-hovered')).to.equal(true);
    over(parentRow(body, 10001).querySelector('.wcpt-sku')!, childRow(body, 10001));
    expect(parentRow(body, 10001).classList.contains('wcpt-child-row-hovered')).to.equal(false);
    expect(childRow(body, 10001).classList.contains('wcpt-parent-row-hovered')).to.equal(true);
    out(parentRow(body, 10001), document.body);
    expect(childRow(body, 10001).classList.contains('wcpt-parent-row-hovered')).to.equal(false);
    expect(container.querySelectorAll('.wcpt-child-row-hovered, .wcpt-parent-row-hovered')).to.have.length(0);
  });

  it('keeps child rows working after an instant sort moved them, and stops with disableModule("child-row")', async () => {
    const { host, container, body } = await mount(products(), { sc: { instant_sort: true } });
    container.querySelector<HTMLElement>('th.wcpt-title a')!.click();
    await waitFor(() => container.querySelector('th.wcpt-title')!.getAttribute('aria-sort') === 'ascending');
    toggleOf(body, 10009).click();
    await waitFor(() => isOpen(body, 10009));
    host.disableModule('child-row', 'test');
    toggleOf(body, 10009).click();
    toggleOf(body, 10013).click();
    host.permitModule('child-row', 'test');
    toggleOf(body, 10001).click();
    await waitFor(() => isOpen(body, 10001));
    expect(isOpen(body, 10009)).to.equal(true);
    expect(isOpen(body, 10013)).to.equal(false);
  });
});
