/**
 * A table's state read from the page's query string: every parameter is prefixed by the table id
 * (`{id}_paged`, `{id}_orderby`, `{id}_product_cat[]`…), as the add-on names them. The global product
 * search form's `s` and `wcpt_search_category` apply to every table of the page.
 */
import { ORDERBY, type Orderby, type TableConfig } from './config.ts';

export const PREFIX = 'wcpt';

export type Availability = 'instock' | 'outofstock' | 'onbackorder';
export const AVAILABILITY: Array<[Availability, string]> = [
  ['instock', 'In stock'], ['outofstock', 'Out of stock'], ['onbackorder', 'On backorder'],
];

/** The orderby of the query string: a column's sort, a sort_by option, or a search ordering. */
export type OrderbyParam =
  | { kind: 'column'; index: number }
  | { kind: 'option'; index: number }
  | { kind: 'named'; orderby: Orderby }
  | { kind: 'relevance' }
  | { kind: 'default' };

export interface TableState {
  paged: number;
  orderby: OrderbyParam;
  /** The order asked for ('' = the spec's own). */
  order: 'asc' | 'desc' | '';
  perPage?: number;
  categories: string[];
  /** Attribute (and taxonomy) filters: taxonomy → term slugs. */
  terms: Record<string, string[]>;
  /** Custom-field filters: meta key → values (lower-cased). */
  customFields: Record<string, string[]>;
  price: { min?: number; max?: number };
  /** Minimum ratings checked (a product matches when its rating is at least one of them). */
  ratings: number[];
  onSale: boolean;
  availability: Availability[];
  /** Keywords of the table's own search box(es) and of the site-wide search (`s`). */
  search: string;
  /** `wcpt_search_category` of the site-wide search form. */
  searchCategory: string;
  dateFrom: string;
  dateTo: string;
  filtered: boolean;
  device: string;
}

/** Names of the table's query parameters. Every name the renderer writes comes from here. */
export function paramNames(id: number) {
  const p = `${id}_`;
  return {
    paged: `${p}paged`,
    orderby: `${p}orderby`,
    order: `${p}order`,
    device: `${p}device`,
    filtered: `${p}filtered`,
    fromShop: `${p}from_shop`,
    scAttrs: `${p}sc_attrs`,
    perPage: `${p}results_per_page`,
    category: `${p}product_cat`,
    attribute: (taxonomy: string) => `${p}attr_${taxonomy}`,
    taxonomy: (taxonomy: string) => `${p}tax_${taxonomy}`,
    customField: (key: string) => `${p}cf_${key.replace(/ /g, '_')}`,
    // As the add-on prints them: `{id}_price_range_min` and `_max` beside the range option `{id}_price_range`.
    priceMin: `${p}price_range_min`,
    priceMax: `${p}price_range_max`,
    rating: `${p}rating`,
    onSale: `${p}on_sale`,
    availability: `${p}availability`,
    search: (n: number) => `${p}search_${n}`,
    dateFrom: `${p}date_from`,
    dateTo: `${p}date_to`,
  };
}
export type ParamNames = ReturnType<typeof paramNames>;

/** Every value of `name` and `name[]`, comma lists split (the add-on's merge writes `a,b`). */
export function multi(params: URLSearchParams, name: string): string[] {
  const values = [...params.getAll(name), ...params.getAll(`${name}[]`)];
  return [...new Set(values.flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean))];
}

function number(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parseTableState(config: TableConfig, params: URLSearchParams): TableState {
  const n = paramNames(config.id);
  const pagedRaw = Number.parseInt(params.get(n.paged) ?? '1', 10);
  const orderbyRaw = (params.get(n.orderby) ?? '').trim();
  let orderby: OrderbyParam = { kind: 'default' };
  const column = /^column_(\d+)$/.exec(orderbyRaw);
  const option = sortByFilter(config)?.options.findIndex((o) => o.value === orderbyRaw) ?? -1;
  if (column && config.columns[Number(column[1])]?.sort) orderby = { kind: 'column', index: Number(column[1]) };
  else if (option >= 0) orderby = { kind: 'option', index: option };
  else if (orderbyRaw === 'relevance' || orderbyRaw === 'search_orderby') orderby = { kind: 'relevance' };
  else if ((ORDERBY as readonly string[]).includes(orderbyRaw)) orderby = { kind: 'named', orderby: orderbyRaw as Orderby };
  const orderRaw = (params.get(n.order) ?? '').toLowerCase();
  const perPageRaw = number(params.get(n.perPage));
  const perPageOptions = config.filters.find((f) => f.type === 'results_per_page')?.options ?? [];
  const terms: Record<string, string[]> = {};
  const customFields: Record<string, string[]> = {};
  for (const filter of config.filters) {
    if (filter.type === 'attribute') terms[filter.attribute] = multi(params, n.attribute(filter.attribute));
    if (filter.type === 'taxonomy' && filter.taxonomy !== 'product_cat') {
      terms[filter.taxonomy] = [...(terms[filter.taxonomy] ?? []), ...multi(params, n.taxonomy(filter.taxonomy))];
    }
    if (filter.type === 'custom_field') customFields[filter.meta_key] = multi(params, n.customField(filter.meta_key)).map((v) => v.toLowerCase());
  }
  const categories = multi(params, n.category);
  if (config.filters.some((f) => f.type === 'taxonomy' && f.taxonomy === 'product_cat')) categories.push(...multi(params, n.taxonomy('product_cat')));
  const searches = [...params.keys()].filter((k) => k.startsWith(`${config.id}_search_`)).map((k) => params.get(k) ?? '');
  const global = params.get('s') ?? '';
  const dateFrom = (params.get(n.dateFrom) ?? '').trim();
  const dateTo = (params.get(n.dateTo) ?? '').trim();
  let from = DATE.test(dateFrom) ? dateFrom : '';
  let to = DATE.test(dateTo) ? dateTo : '';
  if (from && to && from > to) [from, to] = [to, from];
  let min = number(params.get(n.priceMin));
  let max = number(params.get(n.priceMax));
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return {
    paged: Number.isFinite(pagedRaw) && pagedRaw > 0 ? pagedRaw : 1,
    orderby,
    order: orderRaw === 'asc' || orderRaw === 'desc' ? orderRaw : '',
    perPage: perPageRaw !== undefined && perPageOptions.includes(perPageRaw) ? perPageRaw : undefined,
    categories: [...new Set(categories)],
    terms,
    customFields,
    price: { min, max },
    ratings: multi(params, n.rating).map(Number).filter((r) => Number.isInteger(r) && r >= 1 && r <= 5),
    onSale: ['1', 'true', 'yes', 'on'].includes(params.get(n.onSale) ?? ''),
    availability: multi(params, n.availability).filter((a): a is Availability => AVAILABILITY.some(([k]) => k === a)),
    search: [...searches, global].map((s) => s.trim()).filter(Boolean).join(' '),
    searchCategory: (params.get(`${PREFIX}_search_category`) ?? '').trim(),
    dateFrom: from,
    dateTo: to,
    filtered: params.get(n.filtered) === 'true',
    device: params.get(n.device) ?? '',
  };
}

export function sortByFilter(config: TableConfig) {
  const filter = config.filters.find((f) => f.type === 'sort_by');
  return filter?.type === 'sort_by' ? filter : undefined;
}

/** The table's parameters in a query string (all `{id}_…` names, and the site-wide search ones). */
export function ownParams(id: number, params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of params) if (k.startsWith(`${id}_`) || k === 's' || k === `${PREFIX}_search_category` || k === 'hide_form' || k === 'lang') out.append(k, v);
  return out;
}
