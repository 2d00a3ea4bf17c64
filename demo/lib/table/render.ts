/**
 * The product table's HTML, in the add-on's own DOM contract (prefix `wcpt`), as the page prints it and the
 * fetch endpoint answers it: container, navigation form, table, pagination or infinite-scroll dots. Every
 * control is a link or a GET form, so the table works without JavaScript. demo/README.md ("Product table")
 * lists the parameters it reads.
 */
import type { DB } from '../../db/index.ts';
import type { Cart } from '../cart.ts';
import { permalink } from '../catalog.ts';
import { esc, priceHtml } from '../render.ts';
import { DEVICES, type Device, type SortSpec, type TableColumn, type TableConfig, type TableFilter } from './config.ts';
import { AVAILABILITY, ownParams, paramNames, parseTableState, sortByFilter, type ParamNames, type TableState } from './params.ts';
import { allCategories, customFieldValues, runTableQuery, termsOf, withDescendants, type CategoryNode, type TableResult, type TableRow } from './query.ts';
import { sealToken } from './token.ts';
import { language, t, tx } from '../../i18n/index.ts';
import { wishlistCellHtml } from './wishlist-cell.ts';
import { csvButtonsHtml } from './csv.ts';
import { audioCellHtml } from './audio-cell.ts';
import { galleryCellHtml, imageCellHtml } from './image-cell.ts';
import { jsonAttr } from './forms.ts';
import { addSelectedHtml, cartCellHtml, cartHeadingInner, cartRowClasses, cartRowData, containerTemplates } from './cart-cells.ts';

export interface TableRenderInput {
  db: DB;
  secret: string;
  cart: Cart;
  config: TableConfig;
  /** The query the table answers: the page's query string, or the fetch's (without `wc-ajax`). */
  params: URLSearchParams;
}

/** The class that names a column (`wcpt-{colkey}` on its heading, icons and cells). */
export function columnKey(column: TableColumn): string {
  return column.key ? `${column.cell}_${column.key.replace(/[^a-z0-9_-]/gi, '')}` : column.cell;
}

export function deviceOf(config: TableConfig, params: URLSearchParams): Device {
  const asked = params.get(paramNames(config.id).device);
  return (DEVICES as readonly string[]).includes(asked ?? '') ? (asked as Device) : 'laptop';
}

/** The columns shown on a device: the phone layout may name fewer. */
function visibleColumns(config: TableConfig, device: Device): Array<{ column: TableColumn; index: number }> {
  const all = config.columns.map((column, index) => ({ column, index }));
  if (device !== 'phone' || !config.phone_columns) return all;
  return all.filter(({ index }) => config.phone_columns!.includes(index));
}

/** The shortcode attributes the element reads (§3.10), as JSON. */
export function scAttrs(config: TableConfig): Record<string, unknown> {
  const attrs: Record<string, unknown> = {
    instant_search: !!config.instant_search,
    instant_sort: !!config.instant_sort,
    disable_url_update: !!config.disable_url_update,
    laptop_freeze_heading: true,
    tablet_freeze_heading: true,
    // A cart table keeps its checkbox and product name in view while the phone scrolls it sideways.
    phone_freeze_left: config.cart && config.columns[0]?.cell === 'checkbox' ? 2 : 1,
    grab_and_scroll: true,
  };
  for (const d of DEVICES) {
    attrs[`${d}_group_by_category`] = !!config.group_by_category;
    attrs[`${d}_infinite_scroll`] = !!config.infinite_scroll;
  }
  if (config.dynamic_counts) Object.assign(attrs, { dynamic_filters_lazy_load: true, dynamic_recount: true });
  if (config.wishlist?.mode) attrs.ti_wishlist = true;
  return attrs;
}

function instantSortParams(config: TableConfig): { column_heading: Record<string, SortSpec>; dropdown: SortSpec[] } {
  const column_heading: Record<string, SortSpec> = {};
  for (const column of config.columns) if (column.sort) column_heading[columnKey(column)] = column.sort;
  return { column_heading, dropdown: sortByFilter(config)?.options.map((o) => o.sort) ?? [] };
}

/** `?a=b&…` of `params` with `changes` applied (null deletes); '?' alone when nothing remains. */
function hrefWith(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  // set() keeps a parameter where it was, so links differ from the page's query only in what they change.
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const qs = next.toString();
  return `?${qs}`;
}

/** Whether two sort specs sort the same thing (so a heading shows the table's current sort). */
function sameSort(a: SortSpec, b: SortSpec): boolean {
  const norm = (s: SortSpec) => (s.orderby === 'price-desc' ? 'price' : s.orderby);
  return norm(a) === norm(b) && (a.meta_key ?? '') === (b.meta_key ?? '') && (a.orderby_attribute ?? '') === (b.orderby_attribute ?? '')
    && (a.orderby_taxonomy ?? '') === (b.orderby_taxonomy ?? '');
}

interface RowExtras {
  meta: Map<number, Record<string, string>>;
  terms: Map<number, Record<string, string[]>>;
  inCart: Map<number, number>;
}

/** Custom fields and attribute terms of the rows, in two queries whatever the number of rows. */
function loadExtras(db: DB, config: TableConfig, rows: TableRow[], cart: Cart): RowExtras {
  const ids = JSON.stringify(rows.map((r) => r.id));
  const metaKeys = new Set<string>();
  const taxonomies = new Set<string>();
  const specs = [...config.columns.map((c) => c.sort), ...(sortByFilter(config)?.options.map((o) => o.sort) ?? [])];
  for (const column of config.columns) {
    if (column.cell === 'custom_field' && column.key) metaKeys.add(column.key);
    if (column.cell === 'attribute' && column.key) taxonomies.add(column.key);
  }
  for (const spec of specs) {
    if (spec?.meta_key) metaKeys.add(spec.meta_key);
    if (spec?.orderby_attribute) taxonomies.add(spec.orderby_attribute);
  }
  const meta = new Map<number, Record<string, string>>();
  if (metaKeys.size) {
    const found = db.prepare(`SELECT product_id, key, value FROM product_meta WHERE product_id IN (SELECT value FROM json_each(?))
      AND key IN (SELECT value FROM json_each(?))`).all(ids, JSON.stringify([...metaKeys])) as Array<{ product_id: number; key: string; value: string }>;
    for (const m of found) meta.set(m.product_id, { ...(meta.get(m.product_id) ?? {}), [m.key]: m.value });
  }
  const terms = new Map<number, Record<string, string[]>>();
  if (taxonomies.size) {
    const found = db.prepare(`SELECT pa.product_id, pa.name, COALESCE(t.name, je.value) AS label FROM product_attributes pa, json_each(pa.options) je
      LEFT JOIN attribute_terms t ON t.taxonomy = pa.name AND t.slug = je.value
      WHERE pa.product_id IN (SELECT value FROM json_each(?)) AND pa.name IN (SELECT value FROM json_each(?)) ORDER BY pa.product_id, je.key`)
      .all(ids, JSON.stringify([...taxonomies])) as Array<{ product_id: number; name: string; label: string }>;
    for (const term of found) {
      const map = terms.get(term.product_id) ?? {};
      (map[term.name] ??= []).push(term.label);
      terms.set(term.product_id, map);
    }
  }
  const inCart = new Map<number, number>();
  for (const line of cart.lines) inCart.set(line.productId, (inCart.get(line.productId) ?? 0) + line.quantity);
  return { meta, terms, inCart };
}

/** Stars drawn by the stylesheet from `--wcpt-rating`; the text is the rating and the review count. */
function ratingHtml(row: TableRow): string {
  if (row.rating <= 0) return `<span class="wcpt-no-rating">${t('No reviews')}</span>`;
  const value = row.rating.toFixed(1);
  return `<span class="wcpt-stars" role="img" aria-label="${t('Rated %s out of 5', value)}" style="--wcpt-rating:${Math.round(row.rating * 20)}%"></span> ${value} <span class="wcpt-review-count">(${row.review_count})</span>`;
}

/** English, translated where printed. */
const STOCK_LABEL: Record<string, string> = { instock: 'In stock', outofstock: 'Out of stock', onbackorder: 'On backorder' };

function priceCell(row: TableRow): string {
  if (row.type === 'variable') {
    return row.min_price === null || row.max_price === null ? '' : priceHtml('', '', { min: row.min_price, max: row.max_price });
  }
  return priceHtml(row.regular_price, row.price);
}

function cartCell(row: TableRow): string {
  const name = esc(row.name);
  if (row.type === 'variable') {
    return `<a class="wcpt-button wcpt-button-product_link" href="${esc(permalink(row))}" aria-label="${t('Select options for &ldquo;%s&rdquo;', name)}">${t('Options')}</a>`;
  }
  if (row.stock_status === 'outofstock' || row.price === '') {
    return `<a class="wcpt-button wcpt-button-product_link wcpt-disabled" href="${esc(permalink(row))}" aria-label="${t('Read more about &ldquo;%s&rdquo;', name)}">${t('Read more')}</a>`;
  }
  return `<a class="wcpt-button wcpt-button-cart_ajax" href="?add-to-cart=${row.id}" data-product_id="${row.id}" rel="nofollow" aria-label="${t('Add &ldquo;%s&rdquo; to your cart', name)}">${t('Add to cart')}</a>`;
}

function cellHtml(column: TableColumn, row: TableRow, extras: RowExtras, config: TableConfig): string {
  switch (column.cell) {
    case 'image':
      return row.image
        ? `<img class="wcpt-product-image" src="${esc(row.image)}?w=100" width="48" height="48" alt="" loading="lazy">`
        : '<img class="wcpt-product-image" src="/demo-assets/placeholder.svg" width="48" height="48" alt="" loading="lazy">';
    case 'title':
      return `<a class="wcpt-title-link" href="${esc(permalink(row))}">${esc(row.name)}</a>`;
    case 'sku':
      return esc(row.sku);
    case 'price':
      return `<span class="price">${priceCell(row)}</span>`;
    case 'category':
      return row.category_slug
        ? `<a class="wcpt-category-link" href="/product-category/${encodeURIComponent(row.category_slug)}/">${esc(row.category_name)}</a>` : '';
    case 'rating':
      return ratingHtml(row);
    case 'stock': {
      const qty = row.manage_stock && row.stock_status === 'instock' && row.stock_qty !== null ? ` (${row.stock_qty})` : '';
      return `<span class="wcpt-stock-status wcpt-stock-status--${esc(row.stock_status)}">${STOCK_LABEL[row.stock_status] ? t(STOCK_LABEL[row.stock_status]!) : ''}${qty}</span>`;
    }
    case 'date':
      return `<time datetime="${esc(row.date_created)}">${esc(row.date_created.slice(0, 10))}</time>`;
    case 'attribute':
      return esc((extras.terms.get(row.id)?.[column.key ?? ''] ?? []).join(', '));
    case 'custom_field':
      return esc(extras.meta.get(row.id)?.[column.key ?? ''] ?? '');
    case 'excerpt':
      return esc(row.short_description);
    case 'on_sale':
      return row.sale_price !== '' ? `<span class="wcpt-sale-badge">${t('Sale')}</span>` : '';
    case 'cart':
      return cartCell(row);
    case 'wishlist':
      return wishlistCellHtml(config, row);
    case 'audio':
      return audioCellHtml(row.id);
    case 'gallery_strip': // printed from the database in rowsHtml
      return '';
    // The cart side's own cells print only in a table with cart options (cart-cells.ts).
    case 'checkbox': case 'quantity': case 'select_variation': case 'availability': case 'dimensions':
    case 'remove': case 'in_cart': case 'total': case 'name_your_price': case 'cart_form':
      return '';
  }
}

/** §3.9 instant-sort props of a row: the values the element's comparators read. */
function sortProps(row: TableRow, extras: RowExtras): Record<string, string | number> {
  const props: Record<string, string | number> = {
    title: row.name, sku: row.sku, menu_order: row.menu_order, price: row.min_price ?? 0,
    min_price: row.min_price ?? 0, max_price: row.max_price ?? 0, category: row.category_name,
    date: row.date_ts, popularity: row.popularity, id: row.id, rating: row.rating,
  };
  for (const [key, value] of Object.entries(extras.meta.get(row.id) ?? {})) props[`meta_value__${key}`] = value;
  for (const [taxonomy, labels] of Object.entries(extras.terms.get(row.id) ?? {})) props[`attribute__${taxonomy}`] = labels[0] ?? '';
  return props;
}

function childRowHtml(tableId: number, row: TableRow, colspan: number, stripe: string): string {
  const dims = [row.length, row.width, row.height].filter((v) => v !== '');
  const facts = [
    row.sku ? `<dt>${t('SKU')}</dt><dd>${esc(row.sku)}</dd>` : '',
    row.weight ? `<dt>${t('Weight')}</dt><dd>${esc(row.weight)} kg</dd>` : '',
    dims.length ? `<dt>${t('Dimensions')}</dt><dd>${dims.map(esc).join(' &times; ')} cm</dd>` : '',
    row.category_name ? `<dt>${t('Category')}</dt><dd>${esc(row.category_name)}</dd>` : '',
  ].join('');
  return `<tr class="wcpt-row wcpt-child-row wcpt-${stripe}" id="wcpt-${tableId}-child-${row.id}" hidden>`
    + `<td colspan="${colspan}"><div class="wcpt-child-row__wrapper"><p>${esc(row.description || row.short_description)}</p><dl class="wcpt-child-row__facts">${facts}</dl></div></td></tr>`;
}

function rowsHtml(input: TableRenderInput, result: TableResult, columns: Array<{ column: TableColumn; index: number }>): string {
  const { config } = input;
  const extras = loadExtras(input.db, config, result.rows, input.cart);
  const colspan = columns.length + (config.child_rows ? 1 : 0);
  const out: string[] = [];
  let group = '';
  result.rows.forEach((row, i) => {
    if (config.group_by_category && row.category_slug !== group) {
      group = row.category_slug;
      out.push(`<tr class="wcpt-row wcpt-row--category-heading" data-wcpt-group-by-category-slug="${esc(group)}"><th colspan="${colspan}" scope="colgroup">${esc(row.category_name || t('Uncategorised'))}</th></tr>`);
    }
    // Each page starts odd; with infinite scroll the count goes on, so appended pages keep alternating.
    const first = config.infinite_scroll ? (result.paged - 1) * result.perPage : 0;
    const stripe = (first + i) % 2 === 0 ? 'odd' : 'even';
    const classes = ['wcpt-row', `wcpt-${stripe}`, `wcpt-product-type-${row.type}`];
    if (config.child_rows) classes.push('wcpt-has-child-row');
    if (row.stock_status === 'outofstock') classes.push('wcpt-out-of-stock');
    if (row.sold_individually) classes.push('wcpt-sold-individually');
    const cartData = config.cart ? cartRowData(input.db, row, input.cart) : undefined;
    if (cartData) classes.push(...cartRowClasses(row, cartData));
    const attrs = [
      `class="${classes.join(' ')}"`,
      `data-wcpt-product-id="${row.id}"`,
      `data-wcpt-type="${row.type}"`,
      `data-wcpt-price="${row.type === 'variable' ? '' : esc(row.price)}"`,
      `data-wcpt-in-cart="${extras.inCart.get(row.id) ?? 0}"`,
      row.manage_stock && row.stock_qty !== null ? `data-wcpt-stock="${row.stock_qty}"` : '',
      `data-wcpt-group-by-category-slug="${esc(row.category_slug)}"`,
      `data-wcpt-instant-sort-props='${jsonAttr(sortProps(row, extras))}'`,
    ].filter(Boolean).join(' ');
    const toggle = config.child_rows
      ? `<td class="wcpt-child-row-toggle wcpt-child-row-toggle--closed"><button type="button" aria-expanded="false" aria-controls="wcpt-${config.id}-child-${row.id}" aria-label="${t('Details of %s', esc(row.name))}">+</button></td>`
      : '';
    const cartCtx = config.cart && cartData ? { db: input.db, config, options: config.cart, row, data: cartData } : undefined;
    const cell = (column: TableColumn) => (column.media ? imageCellHtml(input.db, config.id, row, column.media) : undefined)
      ?? (column.cell === 'gallery_strip' ? galleryCellHtml(input.db, row, 2) : undefined)
      ?? (cartCtx ? cartCellHtml(column, cartCtx) : undefined) ?? cellHtml(column, row, extras, config);
    const cells = columns.map(({ column }) => `<td class="wcpt-cell wcpt-${columnKey(column)}"><div class="wcpt-cell-val">${cell(column)}</div></td>`).join('');
    out.push(`<tr ${attrs}>${toggle}${cells}</tr>`);
    if (config.child_rows) out.push(childRowHtml(config.id, row, colspan, stripe));
  });
  return out.join('\n');
}

function headingsHtml(input: TableRenderInput, state: TableState, result: TableResult, columns: Array<{ column: TableColumn; index: number }>, hrefParams: URLSearchParams): string {
  const n = paramNames(input.config.id);
  const cells = columns.map(({ column, index }) => {
    const key = columnKey(column);
    if (!column.sort) return `<th scope="col" class="wcpt-heading wcpt-${key}" data-wcpt-column-index="${index}">${(input.config.cart ? cartHeadingInner(column) : undefined) ?? esc(tx('table column', column.heading))}</th>`;
    const active = state.orderby.kind === 'column' ? state.orderby.index === index : sameSort(column.sort, result.sort);
    const order = result.sort.order ?? 'asc';
    const next = active && order === 'asc' ? 'desc' : 'asc';
    const href = hrefWith(hrefParams, { [n.orderby]: `column_${index}`, [n.order]: next, [n.paged]: null });
    const icon = (dir: 'asc' | 'desc') => `<span class="wcpt-sorting-${dir}-icon wcpt-sorting-icon ${active ? (order === dir ? 'wcpt-active' : 'wcpt-inactive') : ''}"></span>`;
    return `<th scope="col" class="wcpt-heading wcpt-${key} wcpt-sortable" data-wcpt-column-index="${index}" data-wcpt-sort-id="column_${index}"${active ? ` aria-sort="${order === 'asc' ? 'ascending' : 'descending'}"` : ''}>`
      + `<a class="wcpt-heading-sort" href="${esc(href)}">${esc(tx('table column', column.heading))}</a>`
      + `<span class="wcpt-sorting-icons wcpt-${key}${active ? ` wcpt-sorting-${order}` : ''}" aria-hidden="true">${icon('asc')}${icon('desc')}</span></th>`;
  });
  const toggleAll = input.config.child_rows
    ? `<th class="wcpt-child-row-toggle" scope="col"><button type="button" class="wcpt-child-row-toggle-all" aria-expanded="false">${t('Details')}</button></th>` : '';
  return `<thead><tr class="wcpt-heading-row">${toggleAll}${cells.join('')}</tr></thead>`;
}

function paginationHtml(result: TableResult, device: Device, n: ParamNames, hrefParams: URLSearchParams): string {
  const { paged, pages } = result;
  if (pages <= 1) return '';
  const href = (page: number) => esc(hrefWith(hrefParams, { [n.paged]: page === 1 ? null : String(page) }));
  const items: string[] = [];
  if (paged > 1) items.push(`<a class="prev page-numbers" href="${href(paged - 1)}" aria-label="${t('Previous page')}"><span aria-hidden="true">&lsaquo;</span></a>`);
  let gap = false;
  for (let i = 1; i <= pages; i++) {
    if (i === 1 || i === pages || Math.abs(i - paged) <= 1) {
      gap = false;
      items.push(i === paged
        ? `<span class="page-numbers current wcpt-active" aria-current="page">${i}</span>`
        : `<a class="page-numbers" href="${href(i)}" aria-label="${t('Page %s', i)}">${i}</a>`);
    } else if (!gap) {
      gap = true;
      items.push('<span class="page-numbers dots">&hellip;</span>');
    }
  }
  if (paged < pages) items.push(`<a class="next page-numbers" href="${href(paged + 1)}" aria-label="${t('Next page')}"><span aria-hidden="true">&rsaquo;</span></a>`);
  return `<nav class="wcpt-pagination wcpt-device-${device}" aria-label="${t('Product table pages')}">${items.join('')}</nav>`;
}

function infiniteDotsHtml(result: TableResult, device: Device, n: ParamNames, hrefParams: URLSearchParams): string {
  if (result.paged >= result.pages) return '';
  const dot = '<span class="wcpt-infinite-scroll-dots__single-dot"></span>';
  return `<div class="wcpt-infinite-scroll-dots wcpt-device-${device}" title="${t('loading more results')}">${dot}${dot}${dot}`
    + `<a class="wcpt-infinite-scroll-next" href="${esc(hrefWith(hrefParams, { [n.paged]: String(result.paged + 1) }))}">${t('More products')}</a></div>`;
}

// ---- Navigation ----

interface NavContext {
  config: TableConfig;
  state: TableState;
  n: ParamNames;
  db: DB;
  categories: CategoryNode[];
  sort: SortSpec;
  /** Counts are loaded later (§7.9): the filters show they are loading. */
  lazyCounts: boolean;
  /** Sidebar filters stand open; header filters open on demand. */
  openFilters: boolean;
}

function option(type: 'checkbox' | 'radio', name: string, value: string, label: string, checked: boolean, extraClass = '', inputClass = ''): string {
  return `<label class="wcpt-dropdown-option${checked ? ' wcpt-active' : ''}${extraClass ? ` ${extraClass}` : ''}" data-wcpt-value="${esc(value)}">`
    + `<input type="${type}" name="${esc(name)}" value="${esc(value)}"${inputClass ? ` class="${inputClass}"` : ''}${checked ? ' checked' : ''}><span>${esc(label)}</span></label>`;
}

function dropdown(nav: NavContext, filter: TableFilter, attrs: string, label: string, body: string, active: boolean, activeCount = 0, extraClass = ''): string {
  const classes = ['wcpt-dropdown', 'wcpt-filter'];
  if (extraClass) classes.push(extraClass);
  if (active) classes.push('wcpt-filter--active');
  if (nav.lazyCounts && ['category', 'attribute', 'availability', 'on_sale', 'taxonomy'].includes(filter.type)) classes.push('wcpt--dynamic-filters--loading-filter');
  const count = activeCount > 0 ? ` <span class="wcpt-active-count">${activeCount}</span>` : '';
  // The add-on's markup: a div whose menu its CSS collapses until `wcpt-open` (printed open in the sidebar).
  if (nav.openFilters) classes.push('wcpt-filter-open', 'wcpt-open');
  return `<div class="${classes.join(' ')}" data-wcpt-filter="${filter.type}"${attrs}>`
    + `<div class="wcpt-filter-heading"><span class="wcpt-dropdown-label">${esc(label)}</span>${count}</div>`
    + `<div class="wcpt-dropdown-menu">${body}</div></div>`;
}

/** A category checkbox and, below it, its subcategories (the add-on's hierarchy markup). */
function categoryOption(nav: NavContext, name: string, category: CategoryNode, shown: Set<number> | undefined): string {
  const children = nav.categories.filter((c) => c.parent_id === category.id && (!shown || shown.has(c.id)));
  const checked = nav.state.categories.includes(category.slug);
  if (children.length === 0) return option('checkbox', name, category.slug, category.name, checked);
  return option('checkbox', name, category.slug, category.name, checked, '', 'wcpt-hr-parent-term')
    + `<div class="wcpt-hr-child-terms-wrapper">${children.map((c) => categoryOption(nav, name, c, shown)).join('')}</div>`;
}

/** A checkbox per term of an attribute or taxonomy. */
function termFilter(nav: NavContext, filter: TableFilter, taxonomy: string, param: string): string {
  const chosen = nav.state.terms[taxonomy] ?? [];
  const body = termsOf(nav.db, taxonomy).map((term) => option('checkbox', `${param}[]`, term.slug, term.name, chosen.includes(term.slug))).join('');
  return dropdown(nav, filter, ` data-wcpt-taxonomy="${esc(taxonomy)}"`, filter.heading === undefined ? taxonomy : t(filter.heading), body, chosen.length > 0, chosen.length);
}

function filterHtml(nav: NavContext, filter: TableFilter): string {
  const { n, state } = nav;
  switch (filter.type) {
    case 'category':
    case 'taxonomy': {
      if (filter.type === 'taxonomy' && filter.taxonomy !== 'product_cat') return termFilter(nav, filter, filter.taxonomy, n.taxonomy(filter.taxonomy));
      // A table restricted to some categories offers those and the ones below them.
      const shown = nav.config.categories?.length ? new Set(withDescendants(nav.categories, nav.config.categories)) : undefined;
      const roots = nav.categories.filter((c) => (shown ? shown.has(c.id) && (c.parent_id === null || !shown.has(c.parent_id)) : c.parent_id === null));
      const name = `${filter.type === 'taxonomy' ? n.taxonomy('product_cat') : n.category}[]`;
      const body = roots.map((c) => categoryOption(nav, name, c, shown)).join('');
      return dropdown(nav, filter, ' data-wcpt-taxonomy="product_cat"', t(filter.heading ?? 'Category'), `<div class="wcpt-hierarchy">${body}</div>`, state.categories.length > 0, state.categories.length);
    }
    case 'attribute':
      return termFilter(nav, filter, filter.attribute, n.attribute(filter.attribute));
    case 'custom_field': {
      const name = `${n.customField(filter.meta_key)}[]`;
      const chosen = state.customFields[filter.meta_key] ?? [];
      const body = customFieldValues(nav.db, filter.meta_key).map((v) => option('checkbox', name, v.toLowerCase(), v, chosen.includes(v.toLowerCase()))).join('');
      return dropdown(nav, filter, ` data-wcpt-meta-key="${esc(filter.meta_key)}"`, filter.heading === undefined ? filter.meta_key : t(filter.heading), body, chosen.length > 0, chosen.length);
    }
    case 'price_range': {
      const { min, max } = state.price;
      const step = filter.step ?? 1;
      // The add-on's range options: radios carrying their ends, which its script copies into the fields.
      const ranges = (filter.ranges ?? []).map((r, i) => {
        const checked = (min ?? undefined) === r.min && (max ?? undefined) === r.max;
        return `<div class="wcpt-dropdown-option"><label${checked ? ' class="wcpt-active"' : ''}><input type="radio" value="option_${i}" class="wcpt-filter-radio" name="${nav.config.id}_price_range" data-wcpt-range-min="${r.min ?? ''}" data-wcpt-range-max="${r.max ?? ''}"${checked ? ' checked' : ''}><span>${esc(t(r.label))}</span></label></div>`;
      }).join('');
      const any = filter.ranges?.length
        ? `<div class="wcpt-dropdown-option" data-wcpt-value=""><label><input type="radio" value="" class="wcpt-filter-radio" name="${nav.config.id}_price_range" data-wcpt-range-min="" data-wcpt-range-max=""${min === undefined && max === undefined ? ' checked' : ''}><span>${t('Any price')}</span></label></div>` : '';
      const body = any + ranges + `<div class="wcpt-range-options-wrapper">`
        + `<label><span>${t('Min')}</span> <input type="number" class="wcpt-range-input-min" name="${n.priceMin}" min="${filter.min}" max="${filter.max}" step="${step}" value="${min ?? ''}" placeholder="${filter.min}"></label>`
        + `<label><span>${t('Max')}</span> <input type="number" class="wcpt-range-input-max" name="${n.priceMax}" min="${filter.min}" max="${filter.max}" step="${step}" value="${max ?? ''}" placeholder="${filter.max}" data-wcpt-actual-max="${filter.max}"></label>`
        + `<button type="submit" class="wcpt-range-submit-button">${t('Go')}</button></div>`;
      const active = (min !== undefined && min > filter.min) || (max !== undefined && max < filter.max);
      return dropdown(nav, filter, '', t(filter.heading ?? 'Price'), body, active, 0, 'wcpt-range-filter');
    }
    case 'rating': {
      const chosen = state.ratings[0];
      const body = option('radio', n.rating, '', t('Any rating'), chosen === undefined, 'wcpt-default-option')
        // One star has its own text, the others share one.
        + [4, 3, 2, 1].map((stars) => option('radio', n.rating, String(stars), stars === 1 ? t('1 stars & up') : t('%s stars & up', stars), chosen === stars)).join('');
      return dropdown(nav, filter, '', t(filter.heading ?? 'Rating'), body, chosen !== undefined);
    }
    case 'on_sale': {
      const body = option('checkbox', n.onSale, 'true', t('On sale'), state.onSale);
      return dropdown(nav, filter, '', t(filter.heading ?? 'On sale'), body, state.onSale, state.onSale ? 1 : 0);
    }
    case 'availability': {
      const chosen = state.availability[0] ?? '';
      const body = option('radio', n.availability, '', t('Any'), chosen === '', 'wcpt-default-option')
        + AVAILABILITY.map(([value, label]) => option('radio', n.availability, value, t(label), chosen === value)).join('');
      return dropdown(nav, filter, '', t(filter.heading ?? 'Availability'), body, chosen !== '');
    }
    case 'sort_by': {
      const active = state.orderby.kind === 'option' ? state.orderby.index : -1;
      const current = active >= 0 ? filter.options[active]! : filter.options.find((o) => sameSort(o.sort, nav.sort) && (o.sort.order ?? 'asc') === (nav.sort.order ?? 'asc'));
      const body = filter.options.map((o) => option('radio', n.orderby, o.value, t(o.label), o === current)).join('');
      const heading = t(filter.heading ?? 'Sort');
      return dropdown(nav, filter, '', current ? `${heading}: ${t(current.label)}` : heading, body, active >= 0);
    }
    case 'results_per_page': {
      const current = state.perPage ?? nav.config.per_page;
      const body = filter.options.map((count) => option('radio', n.perPage, String(count), t('%s per page', count), count === current)).join('');
      return dropdown(nav, filter, '', t('%s per page', current), body, state.perPage !== undefined);
    }
    case 'date_picker': {
      const body = `<div class="wcpt-date-picker-wrapper">`
        + `<label><span>${t('From')}</span> <input type="text" class="wcpt-filter-date-picker wcpt-filter-date-picker--start-date" name="${n.dateFrom}" value="${esc(state.dateFrom)}" placeholder="${t('YYYY-MM-DD')}" inputmode="numeric" autocomplete="off"></label>`
        + `<label><span>${t('To')}</span> <input type="text" class="wcpt-filter-date-picker wcpt-filter-date-picker--end-date" name="${n.dateTo}" value="${esc(state.dateTo)}" placeholder="${t('YYYY-MM-DD')}" inputmode="numeric" autocomplete="off"></label>`
        + `<button type="submit" class="wcpt-date-picker-submit-button">${t('Apply')}</button> <button type="button" class="wcpt-date-picker-reset-button">${t('Clear')}</button></div>`;
      return dropdown(nav, filter, '', t(filter.heading ?? 'Date added'), body, state.dateFrom !== '' || state.dateTo !== '');
    }
    case 'search':
      return '';
  }
}

/** The table's own search box (the first search filter; `{id}_search_1`). */
function searchHtml(nav: NavContext, filter: Extract<TableFilter, { type: 'search' }>, hrefParams: URLSearchParams): string {
  const name = nav.n.search(1);
  const value = hrefParams.get(name) ?? '';
  const clear = value ? ` <a class="wcpt-search-clear" href="${esc(hrefWith(hrefParams, { [name]: null, [nav.n.paged]: null }))}">${t('Clear')}</a>` : '';
  const resetOthers = filter.reset_others === false ? '' : ' wcpt-search--reset-others';
  return `<div class="wcpt-search-wrapper${nav.config.instant_search ? ' wcpt-instant-search' : ''}${resetOthers}"><div class="wcpt-search${value ? ' wcpt-active' : ''}" data-wcpt-table-id="${nav.config.id}">`
    + `<input type="search" class="wcpt-search-input" name="${esc(name)}" value="${esc(value)}" data-wcpt-value="${esc(value)}" placeholder="${esc(t(filter.placeholder ?? 'Search products'))}" aria-label="${esc(t(filter.heading ?? 'Search products'))}">`
    + `<button type="submit" class="wcpt-search-submit">${t('Search')}</button>${clear}</div></div>`;
}

function navigationHtml(nav: NavContext, device: Device, pageParams: URLSearchParams, hrefParams: URLSearchParams): string {
  const { config, n } = nav;
  // hide_form={id}: the page was reached by submitting this table's form elsewhere (form mode).
  if (config.navigation === 'none' || config.filters.length === 0 || pageParams.get('hide_form') === String(config.id)) return '';
  const place = config.navigation === 'left-sidebar' && device === 'laptop' ? 'wcpt-left-sidebar' : 'wcpt-header';
  const own = (key: string) => key.startsWith(`${config.id}_`);
  // A submit without JavaScript keeps what the page holds for other tables and for the site-wide search.
  const hidden = [...pageParams].filter(([key]) => !own(key)).map(([key, value]) => `<input type="hidden" name="${esc(key)}" value="${esc(value)}">`).join('');
  const search = config.filters.find((f) => f.type === 'search');
  const filters = config.filters.map((f) => filterHtml(nav, f)).join('');
  // The column sort survives a filter change; a sort_by radio placed before it wins.
  const keepSort = nav.state.orderby.kind === 'column'
    ? `<input type="hidden" name="${n.orderby}" value="column_${nav.state.orderby.index}"><input type="hidden" name="${n.order}" value="${nav.sort.order === 'desc' ? 'DESC' : 'ASC'}">` : '';
  const meaningful = [...hrefParams.keys()].some((k) => own(k) && !k.endsWith('_device') && !k.endsWith('_filtered') && !k.endsWith('_sc_attrs'));
  const resetParams = new URLSearchParams([...hrefParams].filter(([key]) => !own(key)));
  const reset = `<a class="wcpt-reset${meaningful ? '' : ' wcpt-disabled'}" href="${esc(hrefWith(resetParams, {}))}"${meaningful ? '' : ' aria-disabled="true"'}>${t('Reset')}</a>`;
  const filtered = `<input type="hidden" name="${n.filtered}" value="true">`;
  return `<form class="wcpt-navigation ${place}" method="get" action="" data-wcpt-table-id="${config.id}" aria-label="${t('Filter and sort products')}">`
    + `${hidden}${search && search.type === 'search' ? searchHtml(nav, search, hrefParams) : ''}<div class="wcpt-filter-row">${filters}</div>`
    + `<div class="wcpt-nav-actions">${reset}<noscript><button type="submit" class="wcpt-nav-submit">${t('Apply')}</button></noscript></div>${keepSort}${filtered}</form>`;
}

// ---- Container ----

/** The query string the container names: the table's parameters (without its sc_attrs), `?` first. */
export function tableQueryString(config: TableConfig, params: URLSearchParams): string {
  const own = ownParams(config.id, params);
  own.delete(paramNames(config.id).scAttrs);
  own.delete('hide_form');
  const qs = own.toString();
  return `?${qs}`;
}

export function renderTable(input: TableRenderInput): string {
  const { config, params, db } = input;
  const n = paramNames(config.id);
  const state = parseTableState(config, params);
  const device = deviceOf(config, params);
  const result = runTableQuery(db, config, state);
  const columns = visibleColumns(config, device);
  // Links keep the page's other parameters, never the table's sc_attrs (the element sends those itself).
  const hrefParams = new URLSearchParams([...params].filter(([key]) => key !== n.scAttrs && key !== 'wc-ajax'));
  const query = tableQueryString(config, params);
  const containerAttrs = [
    `id="wcpt-${config.id}"`,
    `class="wcpt wcpt-${config.id}${config.navigation === 'left-sidebar' && device === 'laptop' ? ' wcpt-has-left-sidebar' : ''}"`,
    `data-wcpt-table-id="${config.id}"`,
    `data-wcpt-query-string="${esc(query)}"`,
    `data-wcpt-sc-attrs="${esc(JSON.stringify(scAttrs(config)))}"`,
    `data-wcpt-encrypted-query-vars="${sealToken(input.secret, 'query-vars', config)}"`,
    `data-wcpt-encrypted-user-filters="${sealToken(input.secret, 'user-filters', { table: config.id })}"`,
    config.dynamic_counts ? `data-wcpt-encrypted-dynamic-filters-lazy-load-cache="${sealToken(input.secret, 'dynamic-filters', { config, query })}"` : '',
    config.instant_sort ? `data-wcpt-instant-sort-params="${esc(JSON.stringify(instantSortParams(config)))}"` : '',
    `data-wcpt-column-layout-source-map="${esc(JSON.stringify({ laptop: 'laptop', tablet: 'laptop', phone: config.phone_columns ? 'phone' : 'laptop' }))}"`,
  ].filter(Boolean).join(' ');
  const nav: NavContext = { config, state, n, db, categories: allCategories(db), sort: result.sort, lazyCounts: !!config.dynamic_counts,
    openFilters: config.navigation === 'left-sidebar' && device === 'laptop' };
  const responsive = device === 'phone' && config.navigation !== 'none' && config.filters.length
    ? `<div class="wcpt-responsive-navigation"><button type="button" class="wcpt-rn-button wcpt-rn-filter" data-wcpt-modal="filter">${t('Filters')}</button>`
      + `${sortByFilter(config) ? `<button type="button" class="wcpt-rn-button wcpt-rn-sort" data-wcpt-modal="sort">${t('Sort')}</button>` : ''}</div>`
    : '';
  const navigation = navigationHtml(nav, device, params, hrefParams);
  // With infinite scroll the page grows, so the count names the total only.
  const summary = `<p class="wcpt-result-count" role="status">${resultCountText(result, !!config.infinite_scroll)}</p>`;
  const table = result.total === 0
    ? `<div class="wcpt-no-results" data-wcpt-device="${device}">${t('No products match your selection.')} <a href="${esc(hrefWith(new URLSearchParams([...hrefParams].filter(([k]) => !k.startsWith(`${config.id}_`))), {}))}">${t('Show all products')}</a></div>`
    : `<div class="wcpt-table-scroll-wrapper-outer wcpt-device-${device}"><div class="wcpt-table-scroll-wrapper" tabindex="0" role="region" aria-label="${esc(t(config.caption))}">`
      + `<table class="wcpt-table"><caption class="screen-reader-text">${esc(t(config.caption))}</caption>${headingsHtml(input, state, result, columns, hrefParams)}`
      + `<tbody>\n${rowsHtml(input, result, columns)}\n</tbody></table></div></div>`;
  const after = result.total === 0 ? '' : config.infinite_scroll ? infiniteDotsHtml(result, device, n, hrefParams) : paginationHtml(result, device, n, hrefParams);
  const addSelected = config.cart?.add_selected && result.total > 0 ? addSelectedHtml() : '';
  const templates = containerTemplates(config, result.rows.some((r) => r.type === 'variable'));
  return `<div ${containerAttrs}>${responsive}${navigation}${csvButtonsHtml(input.secret, config, query)}${addSelected}${summary}${table}${after}${templates}</div>`;
}

function resultCountText(result: TableResult, totalOnly: boolean): string {
  if (result.total === 0) return t('No products');
  if (result.total === 1) return t('1 product');
  // Thousands grouped as the visitor's language writes them (10,037 / 10.037).
  const number = (n: number) => n.toLocaleString(language());
  if (result.pages === 1 || totalOnly) return t('%s products', number(result.total));
  const first = (result.paged - 1) * result.perPage + 1;
  const last = Math.min(result.paged * result.perPage, result.total);
  return t('%1$s&ndash;%2$s of %3$s products', number(first), number(last), number(result.total));
}
