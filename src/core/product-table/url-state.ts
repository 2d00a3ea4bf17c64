/**
 * Product-table state in the page query string (SPEC §2.7). Each table owns the parameters that start
 * with its id and an underscore, plus `hide_form={its id}`; `lang` is shared by the page. Two tables on
 * one page never touch each other's parameters. Query strings go in with or without '?' and come out
 * without it.
 */
import type { Device } from './device.ts';
import { joinQuery, lastValue, queryParam, splitQuery, withParam, type QueryParam } from './query.ts';

/** The table's own parameters, read from a query string. */
export interface TableQuery {
  /** `{id}_paged`: 1 when missing or not a whole number of at least 1. */
  paged: number;
  /** `{id}_orderby`: column_{index}, relevance or search_orderby. */
  orderby?: string;
  /** `{id}_order`, upper-cased; anything other than asc/desc is left out. */
  order?: 'ASC' | 'DESC';
  /** `{id}_device`, when it names a device. */
  device?: Device;
  /** `{id}_filtered=true`. */
  filtered: boolean;
  /** `{id}_from_shop=true`. */
  fromShop: boolean;
  /** `{id}_sc_attrs`: the table attributes when they are a JSON object; bad JSON gives undefined. */
  scAttrs?: Record<string, unknown>;
  /** `hide_form={id}` is present. */
  hideForm: boolean;
  /** `lang`, the page's language. */
  lang?: string;
  /** Every other `{id}_*` parameter, by its name without the prefix, values in order (repeats kept). */
  filters: Record<string, string[]>;
}

const HIDE_FORM = 'hide_form';
const LANG = 'lang';
const DEVICES: readonly string[] = ['laptop', 'tablet', 'phone'];
const KNOWN = new Set(['paged', 'orderby', 'order', 'device', 'filtered', 'from_shop', 'sc_attrs']);

/** The name of one of the table's parameters: `{tableId}_{name}`. */
export function tableParam(tableId: string, name: string): string {
  return `${tableId}_${name}`;
}

/** Whether a parameter belongs to the table: `{tableId}_…`, or `hide_form={tableId}`. */
export function isTableParam(param: Pick<QueryParam, 'key' | 'value'>, tableId: string): boolean {
  return param.key.startsWith(`${tableId}_`) || (param.key === HIDE_FORM && param.value === tableId);
}

/** A JSON object from text, or undefined (never throws). */
function parseJsonObject(text: string | undefined): Record<string, unknown> | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The table's own parameters in a query string; repeated plain keys: the last wins (as PHP reads them). */
export function parseTableQuery(query: string, tableId: string): TableQuery {
  const params = splitQuery(query);
  const prefix = `${tableId}_`;
  const own = params.filter((param) => param.key.startsWith(prefix));
  const read = (name: string) => lastValue(own, prefix + name);
  const pagedText = read('paged');
  const paged = pagedText !== undefined && /^\d+$/.test(pagedText.trim()) ? Number(pagedText.trim()) : 1;
  const order = read('order')?.trim().toUpperCase();
  const device = read('device')?.trim().toLowerCase();
  const filters: Record<string, string[]> = {};
  for (const param of own) {
    const name = param.key.slice(prefix.length);
    if (KNOWN.has(name)) continue;
    (filters[name] ??= []).push(param.value);
  }
  const result: TableQuery = {
    paged: paged >= 1 ? paged : 1,
    filtered: read('filtered') === 'true',
    fromShop: read('from_shop') === 'true',
    hideForm: params.some((param) => param.key === HIDE_FORM && param.value === tableId),
    filters,
  };
  const orderby = read('orderby');
  if (orderby) result.orderby = orderby;
  if (order === 'ASC' || order === 'DESC') result.order = order;
  if (device && DEVICES.includes(device)) result.device = device as Device;
  const scAttrs = parseJsonObject(read('sc_attrs'));
  if (scAttrs) result.scAttrs = scAttrs;
  const lang = lastValue(params, LANG);
  if (lang !== undefined) result.lang = lang;
  return result;
}

/**
 * The page's query string with the table's parameters replaced by those of the table's own query.
 * The table's parameters take the place of the first one the page had (else they are appended);
 * `lang` from the table's query changes the page's in place (or is appended); every other page
 * parameter, other tables' included, stays as it was. Parameters of the table's query that are
 * neither the table's nor `lang` are not copied: they are the page's business.
 */
export function mergeTableQuery(pageQuery: string, tableQuery: string, tableId: string): string {
  const incoming = splitQuery(tableQuery);
  const own = incoming.filter((param) => isTableParam(param, tableId));
  const lang = incoming.filter((param) => param.key === LANG).at(-1);
  const result: QueryParam[] = [];
  let ownPlaced = false;
  let langPlaced = false;
  for (const param of splitQuery(pageQuery)) {
    if (isTableParam(param, tableId)) {
      if (!ownPlaced) result.push(...own);
      ownPlaced = true;
    } else if (param.key === LANG && lang) {
      if (!langPlaced) result.push(lang);
      langPlaced = true;
    } else result.push(param);
  }
  if (!ownPlaced) result.push(...own);
  if (lang && !langPlaced) result.push(lang);
  return joinQuery(result);
}

/** The parts of the page address the table's URL is built on. */
export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** path + '?' + query (when there is one) + hash. */
function urlOf(pathname: string, query: string, hash: string): string {
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}

/**
 * The URL to put in the history for the table's state (§2.7 sync rules): the page's query merged with
 * the table's, then every parameter ending in `_device` removed, every `_paged` equal to 1 removed, and
 * with infinite scroll the table's `_paged` removed; nothing left gives the bare path (and the hash).
 */
export function urlForTableState(
  location: PageLocation,
  tableQuery: string,
  tableId: string,
  opts: { infiniteScroll: boolean },
): string {
  const ownPaged = tableParam(tableId, 'paged');
  const kept = splitQuery(mergeTableQuery(location.search, tableQuery, tableId)).filter(
    ({ key, value }) =>
      !key.endsWith('_device') &&
      !(key.endsWith('_paged') && value.trim() === '1') &&
      !(opts.infiniteScroll && key === ownPaged),
  );
  return urlOf(location.pathname, joinQuery(kept), location.hash);
}

/** How a navigation that leaves the page was asked for. */
export interface LeaveOptions {
  /** A filter was applied (the navigation form, its dialog, reset): the URL carries `{id}_filtered=true`. */
  filtered?: boolean;
}

/**
 * The table's query (without '?') flagged as filtered: `{tableId}_filtered=true` after the table's
 * own fields and sort, where the add-on's script appends it, any earlier flag dropped. The server
 * reads the flag to tell a shopper's choice from the table's preset filters (an unchecked preset
 * category stays unchecked only with it).
 */
export function withFilteredFlag(tableQuery: string, tableId: string): string {
  const flag = tableParam(tableId, 'filtered');
  return joinQuery([...splitQuery(tableQuery).filter((param) => param.key !== flag), queryParam(flag, 'true')]);
}

/**
 * Where the browser goes when ajax is disabled: the current path with the page's query merged with the
 * table's (the server renders that state; `_device` stays so it renders the same layout).
 */
export function navigateUrl(location: PageLocation, tableQuery: string, tableId: string, opts: LeaveOptions = {}): string {
  const query = opts.filtered ? withFilteredFlag(tableQuery, tableId) : tableQuery;
  return urlOf(location.pathname, mergeTableQuery(location.search, query, tableId), location.hash);
}

/**
 * Where a form-mode table sends the browser: the shop URL, with the table's parameters renamed from
 * `{tableId}_…` to `{shopTableId}_…` and merged into the shop URL's own query (its hash kept).
 * `lang` is carried; `hide_form` and other parameters without the prefix are not. Form mode leaves only
 * for a filter, so its caller passes `filtered` and the shop's table reads `{shopTableId}_filtered=true`.
 */
export function formModeUrl(tableQuery: string, tableId: string, shopTableId: string, shopUrl: string, opts: LeaveOptions = {}): string {
  const prefix = `${tableId}_`;
  const query = opts.filtered ? withFilteredFlag(tableQuery, tableId) : tableQuery;
  // The merge takes only the shop table's parameters and lang from it.
  const renamed = splitQuery(query).map((param) => renameParam(param, prefix, `${shopTableId}_`));
  const hashAt = shopUrl.indexOf('#');
  const withoutHash = hashAt === -1 ? shopUrl : shopUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : shopUrl.slice(hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const shopQuery = queryAt === -1 ? '' : withoutHash.slice(queryAt + 1);
  return urlOf(path, mergeTableQuery(shopQuery, joinQuery(renamed), shopTableId), hash);
}

/** The parameter under the other prefix, its value text kept as written. */
function renameParam(param: QueryParam, from: string, to: string): QueryParam {
  if (!param.key.startsWith(from)) return param;
  const key = to + param.key.slice(from.length);
  const equals = param.raw.indexOf('=');
  return { key, value: param.value, raw: encodeURIComponent(key) + (equals === -1 ? '' : param.raw.slice(equals)) };
}

/** The table's query for the next page of infinite scroll: `{id}_paged` = current + 1 (current defaults to 1). */
export function nextPageQuery(tableQuery: string, tableId: string): string {
  return withParam(tableQuery, tableParam(tableId, 'paged'), String(parseTableQuery(tableQuery, tableId).paged + 1));
}

/**
 * Whether the reset button is enabled (§4.14): the query holds a parameter of this table, with a value,
 * other than `_device` and `_filtered`. Other tables' and unrelated parameters (lang, s…) do not count,
 * nor does `hide_form`, which is layout, not a choice; an empty value (an unused form field) is no choice.
 */
export function hasResettableParams(tableQuery: string, tableId: string): boolean {
  const prefix = `${tableId}_`;
  const ignored = new Set([prefix + 'device', prefix + 'filtered']);
  return splitQuery(tableQuery).some(({ key, value }) => key.startsWith(prefix) && !ignored.has(key) && value !== '');
}
