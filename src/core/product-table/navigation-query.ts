/**
 * The table query a navigation form asks for (SPEC §2.7, §4.14; the add-on's query building): a fresh
 * serialization of the form's own fields, never merged with the old query, with the sort carried over
 * and a new keyword asking for relevance order.
 */
import { joinQuery, queryParam, splitQuery, type QueryParam } from './query.ts';
import { tableParam } from './url-state.ts';

export interface NavigationQueryOptions {
  tableId: string;
  /** The table's query now: the sort in force and the last keyword come from it. */
  current: string;
  /** The change came from the sort_by filter: its order replaces the sort in force. */
  fromSortBy?: boolean;
  /** The table's search_orderby / search_order attributes are set (a new keyword asks for them by name). */
  searchOrderby?: boolean;
  searchOrder?: boolean;
}

/** Parameters the controller adds to every fetch: a form never sends them. */
const ADDED_BY_CONTROLLER = ['filtered', 'device', 'sc_attrs', 'paged'];

const SEARCH_ORDERS = ['relevance', 'search_orderby'];

/**
 * The query (with its leading `?`) for the named form values `fields`, in order: only the table's own
 * `{id}_…` fields with a value (another page's parameters ride in hidden fields for the no-JS submit and
 * stay out), search keywords trimmed. Unless the change came from sort_by, the sort in force is kept: a
 * column sort (`column_N`) always, a relevance sort while a keyword is still searched. A keyword that
 * differs from the one searched now asks for relevance order (or `search_orderby`, when set).
 */
export function navigationQuery(fields: Iterable<readonly [string, string]>, options: NavigationQueryOptions): string {
  const { tableId, current } = options;
  const prefix = `${tableId}_`;
  const skipped = new Set(ADDED_BY_CONTROLLER.map((name) => tableParam(tableId, name)));
  const orderby = tableParam(tableId, 'orderby');
  const order = tableParam(tableId, 'order');
  const now = splitQuery(current);
  const valueNow = (key: string) => now.find((param) => param.key === key)?.value ?? '';

  const params: QueryParam[] = [];
  let keyword = false;
  let newKeyword = false;
  for (const [key, raw] of fields) {
    if (!key.startsWith(prefix) || skipped.has(key)) continue;
    const isSearch = key.startsWith(`${prefix}search`);
    const value = isSearch ? raw.trim() : raw;
    if (value === '') continue;
    params.push(queryParam(key, value));
    if (isSearch) {
      keyword = true;
      if (value !== valueNow(key).trim()) newKeyword = true;
    }
  }

  let sort: [string, string | undefined] | undefined;
  if (newKeyword) {
    sort = [options.searchOrderby ? 'search_orderby' : 'relevance', options.searchOrder ? 'search_order' : undefined];
  } else if (!options.fromSortBy) {
    const orderbyNow = valueNow(orderby);
    if (/^column_\d+$/.test(orderbyNow) || (keyword && SEARCH_ORDERS.includes(orderbyNow))) sort = [orderbyNow, valueNow(order) || undefined];
  }
  if (!sort) return `?${joinQuery(params)}`;
  const kept = params.filter((param) => param.key !== orderby && param.key !== order);
  kept.push(queryParam(orderby, sort[0]));
  if (sort[1]) kept.push(queryParam(order, sort[1]));
  return `?${joinQuery(kept)}`;
}
