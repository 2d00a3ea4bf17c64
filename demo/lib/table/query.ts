/**
 * The rows of a product table, selected in SQL: the table's restriction, every navigation filter, the
 * order of a column, a sort_by option or the search, pages, and the filter option counts (§7.9).
 */
import type { DB } from '../../db/index.ts';
import type { ProductRow } from '../catalog.ts';
import type { SortSpec, TableConfig, TableFilter } from './config.ts';
import { AVAILABILITY, sortByFilter, type TableState } from './params.ts';

export interface TableRow extends ProductRow {
  min_price: number | null;
  max_price: number | null;
  category_slug: string;
  category_name: string;
  date_ts: number;
}

export interface CategoryNode {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
}

/** Filter option count (§3.13): the products the option would give with the other filters as they are. */
export interface FilterCount {
  filter: string;
  taxonomy: string;
  value: string;
  count: number;
}

export interface TableResult {
  rows: TableRow[];
  /** Products matching (capped by the table's limit). */
  total: number;
  pages: number;
  paged: number;
  perPage: number;
  sort: SortSpec;
  /** Where the sort came from, for the heading icons and the sort_by control. */
  sortSource: TableState['orderby'];
}

type Param = string | number;
interface Clause {
  /** The filter this clause comes from ('' for the table's own restriction): counts leave their own out. */
  filter: string;
  sql: string;
  params: Param[];
}

const LIKE_ESCAPE = "ESCAPE '\\'";
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
export function searchWords(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
}

export function allCategories(db: DB): CategoryNode[] {
  return db.prepare('SELECT id, parent_id, name, slug FROM categories ORDER BY parent_id IS NOT NULL, name').all() as CategoryNode[];
}

/** Ids of the categories named and every one below them. */
export function withDescendants(categories: CategoryNode[], slugs: string[]): number[] {
  const ids = new Set(categories.filter((c) => slugs.includes(c.slug)).map((c) => c.id));
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of categories) {
      if (c.parent_id !== null && ids.has(c.parent_id) && !ids.has(c.id)) {
        ids.add(c.id);
        grew = true;
      }
    }
  }
  return [...ids];
}

function inList(column: string, values: Param[]): { sql: string; params: Param[] } {
  if (values.length === 0) return { sql: '0', params: [] };
  return { sql: `${column} IN (${values.map(() => '?').join(',')})`, params: values };
}

/** A product has the term when its attribute options list it (variable products list their variations' values). */
function termClause(taxonomy: string, slugs: string[]): { sql: string; params: Param[] } {
  return {
    sql: `EXISTS (SELECT 1 FROM product_attributes pa, json_each(pa.options) je WHERE pa.product_id = p.id AND pa.name = ? AND je.value IN (${slugs.map(() => '?').join(',')}))`,
    params: [taxonomy, ...slugs],
  };
}

/** A variable product is on sale or in stock through its variations. */
// Only variations have a parent, so `v.parent_id = p.id` alone picks them (and keeps SQLite on the parent index).
const ON_SALE = `(p.sale_price != '' OR (p.type = 'variable' AND EXISTS (SELECT 1 FROM products v WHERE v.parent_id = p.id AND v.sale_price != '')))`;
const STOCK_OF = (status: string): string => `(p.stock_status = '${status}' OR (p.type = 'variable' AND EXISTS (SELECT 1 FROM products v WHERE v.parent_id = p.id AND v.stock_status = '${status}')))`;
const PRICE_MIN = `(CASE WHEN p.type = 'variable' THEN (SELECT MIN(CAST(v.price AS REAL)) FROM products v WHERE v.parent_id = p.id AND v.price != '') ELSE CAST(NULLIF(p.price, '') AS REAL) END)`;
const PRICE_MAX = `(CASE WHEN p.type = 'variable' THEN (SELECT MAX(CAST(v.price AS REAL)) FROM products v WHERE v.parent_id = p.id AND v.price != '') ELSE CAST(NULLIF(p.price, '') AS REAL) END)`;

function filterKey(filter: TableFilter): string {
  switch (filter.type) {
    case 'attribute': return `attribute:${filter.attribute}`;
    case 'taxonomy': return `taxonomy:${filter.taxonomy}`;
    case 'custom_field': return `custom_field:${filter.meta_key}`;
    default: return filter.type;
  }
}

/** The WHERE clauses of the table's restriction and of the state's filters. */
function clauses(config: TableConfig, state: TableState, categories: CategoryNode[]): Clause[] {
  const out: Clause[] = [{ filter: '', sql: "p.type IN ('simple','variable','woosb','composite') AND p.visible = 1", params: [] }];
  const add = (filter: string, part: { sql: string; params: Param[] }) => out.push({ filter, ...part });
  if (config.categories?.length) add('', inList('p.category_id', withDescendants(categories, config.categories)));
  if (config.ids?.length) add('', inList('p.id', config.ids));
  if (state.categories.length) add('category', inList('p.category_id', withDescendants(categories, state.categories)));
  if (state.searchCategory) add('search', inList('p.category_id', withDescendants(categories, [state.searchCategory])));
  for (const [taxonomy, slugs] of Object.entries(state.terms)) {
    const source = config.filters.some((f) => f.type === 'attribute' && f.attribute === taxonomy) ? 'attribute' : 'taxonomy';
    if (slugs.length) add(`${source}:${taxonomy}`, termClause(taxonomy, slugs));
  }
  for (const [key, values] of Object.entries(state.customFields)) {
    if (values.length) {
      add(`custom_field:${key}`, {
        sql: `EXISTS (SELECT 1 FROM product_meta m WHERE m.product_id = p.id AND m.key = ? AND lower(m.value) IN (${values.map(() => '?').join(',')}))`,
        params: [key, ...values],
      });
    }
  }
  if (state.price.min !== undefined) add('price_range', { sql: `${PRICE_MAX} >= ?`, params: [state.price.min] });
  if (state.price.max !== undefined) add('price_range', { sql: `${PRICE_MIN} <= ?`, params: [state.price.max] });
  if (state.ratings.length) add('rating', { sql: 'p.rating >= ?', params: [Math.min(...state.ratings)] });
  if (state.onSale) add('on_sale', { sql: ON_SALE, params: [] });
  if (state.availability.length) add('availability', { sql: `(${state.availability.map(STOCK_OF).join(' OR ')})`, params: [] });
  for (const word of searchWords(state.search)) {
    const pattern = likePattern(word);
    add('search', {
      sql: `(p.name LIKE ? ${LIKE_ESCAPE} OR p.sku LIKE ? ${LIKE_ESCAPE} OR p.short_description LIKE ? ${LIKE_ESCAPE} OR p.description LIKE ? ${LIKE_ESCAPE})`,
      params: [pattern, pattern, pattern, pattern],
    });
  }
  if (state.dateFrom) add('date_picker', { sql: 'p.date_created >= ?', params: [`${state.dateFrom}T00:00:00`] });
  if (state.dateTo) add('date_picker', { sql: 'p.date_created <= ?', params: [`${state.dateTo}T23:59:59.999Z`] });
  return out;
}

function where(list: Clause[], except = ''): { sql: string; params: Param[] } {
  const kept = list.filter((c) => c.filter === '' || c.filter !== except);
  return { sql: kept.map((c) => `(${c.sql})`).join(' AND '), params: kept.flatMap((c) => c.params) };
}

/** The sort that applies: the query string's column or option, the search's relevance, or the table's default. */
export function effectiveSort(config: TableConfig, state: TableState): SortSpec {
  let spec: SortSpec = config.sort;
  if (state.orderby.kind === 'column') spec = config.columns[state.orderby.index]!.sort!;
  else if (state.orderby.kind === 'option') spec = sortByFilter(config)!.options[state.orderby.index]!.sort;
  else if (state.orderby.kind === 'named') spec = { orderby: state.orderby.orderby };
  if (state.order !== '') spec = { ...spec, order: state.order };
  // As the add-on: rating and price-desc always sort descending, and price-desc is price, descending.
  if (spec.orderby === 'price-desc') spec = { ...spec, orderby: 'price', order: 'desc' };
  if (spec.orderby === 'rating') spec = { ...spec, order: 'desc' };
  return spec;
}

/** ORDER BY for a sort spec; every value reaching the SQL is a bound parameter or from a fixed list. */
function orderSql(spec: SortSpec): { sql: string; params: Param[] } {
  const dir = (spec.order ?? 'asc') === 'desc' ? 'DESC' : 'ASC';
  const text = (expr: string) => `${expr} COLLATE NOCASE ${dir}`;
  const num = (expr: string) => `${expr} ${dir}`;
  const meta = `(SELECT m.value FROM product_meta m WHERE m.product_id = p.id AND m.key = ?)`;
  const attr = `(SELECT COALESCE(t.name, je.value) FROM product_attributes pa, json_each(pa.options) je
    LEFT JOIN attribute_terms t ON t.taxonomy = pa.name AND t.slug = je.value WHERE pa.product_id = p.id AND pa.name = ? ORDER BY je.key LIMIT 1)`;
  switch (spec.orderby) {
    case 'title': return { sql: text('p.name'), params: [] };
    case 'sku': return { sql: text('p.sku'), params: [] };
    case 'sku_num': return { sql: num("CAST(CASE WHEN p.sku GLOB '[0-9-.]*' THEN p.sku ELSE 0 END AS REAL)"), params: [] };
    case 'menu_order': return { sql: `p.menu_order ${dir}, p.name COLLATE NOCASE ${dir}`, params: [] };
    case 'price':
    case 'price-desc': return { sql: num(dir === 'DESC' ? PRICE_MAX : PRICE_MIN), params: [] };
    case 'meta_value': return { sql: text(meta), params: [spec.meta_key ?? ''] };
    case 'meta_value_num': return { sql: num(`CAST(${meta} AS REAL)`), params: [spec.meta_key ?? ''] };
    case 'attribute':
    case 'taxonomy': {
      const taxonomy = spec.orderby === 'attribute' ? spec.orderby_attribute : spec.orderby_taxonomy;
      if (taxonomy === 'product_cat') return { sql: text('c.name'), params: [] };
      return { sql: text(attr), params: [taxonomy ?? ''] };
    }
    case 'attribute_num':
    case 'taxonomy_num': {
      const taxonomy = spec.orderby === 'attribute_num' ? spec.orderby_attribute : spec.orderby_taxonomy;
      return { sql: num(`CAST(${attr} AS REAL)`), params: [taxonomy ?? ''] };
    }
    case 'category': return { sql: text('c.name'), params: [] };
    case 'date': return { sql: num('p.date_created'), params: [] };
    case 'popularity': return { sql: num('p.popularity'), params: [] };
    case 'id': return { sql: num('p.id'), params: [] };
    case 'rating': return { sql: `p.rating ${dir}, p.review_count ${dir}`, params: [] };
  }
}

const ROW_COLUMNS = `p.*, ${PRICE_MIN} AS min_price, ${PRICE_MAX} AS max_price, COALESCE(c.slug, '') AS category_slug,
  COALESCE(c.name, '') AS category_name, CAST(strftime('%s', p.date_created) AS INTEGER) AS date_ts`;

export function runTableQuery(db: DB, config: TableConfig, state: TableState): TableResult {
  const categories = allCategories(db);
  const list = clauses(config, state, categories);
  const w = where(list);
  const matched = (db.prepare(`SELECT COUNT(*) AS n FROM products p WHERE ${w.sql}`).get(...w.params) as { n: number }).n;
  const total = config.limit ? Math.min(matched, config.limit) : matched;
  // Infinite scroll and instant-sort tables ask for pages of the same size; results_per_page changes it.
  const perPage = state.perPage ?? config.per_page;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const paged = Math.min(state.paged, pages);
  const sort = effectiveSort(config, state);
  const order = orderSql(sort);
  const relevance = state.orderby.kind === 'relevance' && state.search !== '';
  const orderParts: string[] = [];
  const orderParams: Param[] = [];
  if (config.group_by_category) orderParts.push('COALESCE(c.name, \'\') COLLATE NOCASE ASC');
  if (relevance) {
    // Relevance: the whole phrase in the title first, then every word in the title, then the rest.
    orderParts.push(`(CASE WHEN p.name LIKE ? ${LIKE_ESCAPE} THEN 0 WHEN ${searchWords(state.search).map(() => `p.name LIKE ? ${LIKE_ESCAPE}`).join(' AND ')} THEN 1 ELSE 2 END) ASC`);
    orderParams.push(likePattern(state.search.trim()), ...searchWords(state.search).map(likePattern));
  }
  orderParts.push(order.sql, `p.id ${(sort.order ?? 'asc') === 'desc' ? 'DESC' : 'ASC'}`);
  orderParams.push(...order.params);
  const offset = (paged - 1) * perPage;
  const limit = Math.max(0, Math.min(perPage, total - offset));
  const rows = limit === 0 ? [] : db.prepare(`SELECT ${ROW_COLUMNS} FROM products p LEFT JOIN categories c ON c.id = p.category_id
    WHERE ${w.sql} ORDER BY ${orderParts.join(', ')} LIMIT ? OFFSET ?`).all(...w.params, ...orderParams, limit, offset) as TableRow[];
  return { rows, total, pages, paged, perPage, sort, sortSource: state.orderby };
}

/**
 * Option counts of the table's count-bearing filters (category, attribute, taxonomy, custom_field,
 * availability, on_sale, rating), each over the current filtered set without that filter's own choice.
 */
export function filterCounts(db: DB, config: TableConfig, state: TableState): FilterCount[] {
  const categories = allCategories(db);
  const list = clauses(config, state, categories);
  const out: FilterCount[] = [];
  for (const filter of config.filters) {
    const key = filterKey(filter);
    const w = where(list, key === 'taxonomy:product_cat' ? 'category' : key);
    if (filter.type === 'category' || (filter.type === 'taxonomy' && filter.taxonomy === 'product_cat')) {
      const direct = db.prepare(`SELECT p.category_id AS id, COUNT(*) AS n FROM products p WHERE ${w.sql} GROUP BY p.category_id`).all(...w.params) as Array<{ id: number; n: number }>;
      const byId = new Map(direct.map((r) => [r.id, r.n]));
      for (const c of categories) {
        const count = withDescendants(categories, [c.slug]).reduce((sum, id) => sum + (byId.get(id) ?? 0), 0);
        out.push({ filter: filter.type, taxonomy: 'product_cat', value: c.slug, count });
      }
    } else if (filter.type === 'attribute' || filter.type === 'taxonomy') {
      const taxonomy = filter.type === 'attribute' ? filter.attribute : filter.taxonomy;
      const rows = db.prepare(`SELECT je.value AS value, COUNT(DISTINCT p.id) AS n FROM products p
        JOIN product_attributes pa ON pa.product_id = p.id AND pa.name = ? JOIN json_each(pa.options) je
        WHERE ${w.sql} GROUP BY je.value`).all(taxonomy, ...w.params) as Array<{ value: string; n: number }>;
      const byValue = new Map(rows.map((r) => [r.value, r.n]));
      for (const term of termsOf(db, taxonomy)) out.push({ filter: filter.type, taxonomy, value: term.slug, count: byValue.get(term.slug) ?? 0 });
    } else if (filter.type === 'custom_field') {
      const rows = db.prepare(`SELECT lower(m.value) AS value, COUNT(*) AS n FROM products p JOIN product_meta m ON m.product_id = p.id AND m.key = ?
        WHERE ${w.sql} GROUP BY lower(m.value) ORDER BY lower(m.value)`).all(filter.meta_key, ...w.params) as Array<{ value: string; n: number }>;
      for (const r of rows) out.push({ filter: 'custom_field', taxonomy: filter.meta_key, value: r.value, count: r.n });
    } else if (filter.type === 'availability') {
      for (const [status] of AVAILABILITY) {
        const n = (db.prepare(`SELECT COUNT(*) AS n FROM products p WHERE ${w.sql} AND ${STOCK_OF(status)}`).get(...w.params) as { n: number }).n;
        out.push({ filter: 'availability', taxonomy: '', value: status, count: n });
      }
    } else if (filter.type === 'on_sale') {
      const n = (db.prepare(`SELECT COUNT(*) AS n FROM products p WHERE ${w.sql} AND ${ON_SALE}`).get(...w.params) as { n: number }).n;
      out.push({ filter: 'on_sale', taxonomy: '', value: 'true', count: n });
    } else if (filter.type === 'rating') {
      for (let stars = 5; stars >= 1; stars--) {
        const n = (db.prepare(`SELECT COUNT(*) AS n FROM products p WHERE ${w.sql} AND p.rating >= ?`).get(...w.params, stars) as { n: number }).n;
        out.push({ filter: 'rating', taxonomy: '', value: String(stars), count: n });
      }
    }
  }
  return out;
}

export function termsOf(db: DB, taxonomy: string): Array<{ slug: string; name: string }> {
  return db.prepare('SELECT slug, name FROM attribute_terms WHERE taxonomy = ? ORDER BY position, name').all(taxonomy) as Array<{ slug: string; name: string }>;
}

/** Distinct values of a custom field over the table's own products, for the filter's options. */
export function customFieldValues(db: DB, key: string): string[] {
  return (db.prepare('SELECT DISTINCT value FROM product_meta WHERE key = ? ORDER BY value').all(key) as Array<{ value: string }>).map((r) => r.value);
}
