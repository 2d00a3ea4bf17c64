/**
 * Product-table calls of SPEC.md §7.6 and §7.9 on the table add-on's wire protocol:
 * form-encoded POSTs to the shop's wc-ajax URL with the add-on's prefixed endpoint names.
 */
import { toFormBody } from '../core/form/encode.ts';
import { endpointUrl } from '../core/settings/index.ts';
import { registerCall } from './calls.ts';
import { lazySchema, requestJson, requestText } from './http.ts';
import type { FilterCountsAnswer } from './product-table-schemas.ts';
import type { ShopEndpoints } from './shop.ts';

/** What the add-on's answers must contain to be a table (§7.6): its table class. */
export const TABLE_MARKER = 'wcpt-table';

registerCall({
  name: 'wcpt_ajax',
  transport: 'wc-ajax',
  endpoint: 'wcpt_ajax',
  spec: '§7.6',
  elements: ['shop-product-table'],
  onFailure: "a 'query fail' notice in the console; the table stays as it was and the shopper is told it could not be updated",
  answer: 'html',
});

export interface TableRequest {
  /** The add-on's short prefix (`wcpt`). */
  prefix: string;
  tableId: string;
  /** The table's query string, with or without its leading `?`. */
  query: string;
  /** Every `data-{prefix}-encrypted-*` attribute of the container, keyed by its full name. */
  encryptedAttrs: Record<string, string>;
}

/** The URL of a table fetch: the query rides on the URL, as the add-on sends it. */
export function tableUrl(endpoints: Pick<ShopEndpoints, 'wc_ajax_url'>, request: Pick<TableRequest, 'prefix' | 'query'>): string {
  const query = request.query.replace(/^\?/, '');
  return endpointUrl(endpoints.wc_ajax_url, `${request.prefix}_ajax`) + (query ? `&${query}` : '');
}

/**
 * §7.6: the table's HTML for a query. Resolves with the text whatever it is: whether it
 * holds a table is the caller's test (`hasTableMarker`), so a refusal is not an exception.
 */
export async function fetchTable(endpoints: Pick<ShopEndpoints, 'wc_ajax_url'>, request: TableRequest, signal?: AbortSignal): Promise<string> {
  const body = toFormBody({ [`${request.prefix}_encrypted_attrs`]: request.encryptedAttrs, id: request.tableId });
  const response = await requestText(tableUrl(endpoints, request), { method: 'POST', body, signal });
  return response.text;
}

export function hasTableMarker(html: string): boolean {
  return html.includes(TABLE_MARKER);
}

registerCall({
  name: 'wcpt__dynamic_filter__lazy_load',
  transport: 'wc-ajax',
  endpoint: 'wcpt__dynamic_filter__lazy_load',
  spec: '§7.9',
  elements: ['shop-product-table'],
  onFailure: 'the filters show no counts; a console message says why',
});

/** §7.9's answer schema (zod), imported with the first call: a table's first paint loads no zod. */
const filterCountsSchema = lazySchema<FilterCountsAnswer>(() => import('./product-table-schemas.ts').then((m) => m.filterCountsSchema));
/** An option's count as the server sent it; `optionCounts` (core/product-table) decides what is shown. */
export type FilterCount = { filter: string; taxonomy: string; value: string; count: number | string };

export async function fetchFilterCounts(
  endpoints: Pick<ShopEndpoints, 'wc_ajax_url'>,
  prefix: string,
  encryptedCache: string,
  signal?: AbortSignal,
): Promise<FilterCount[]> {
  const url = endpointUrl(endpoints.wc_ajax_url, `${prefix}__dynamic_filter__lazy_load`);
  const body = toFormBody({ [`${prefix}_dynamic_filter_encrypted_cache`]: encryptedCache });
  const data = await requestJson(url, filterCountsSchema, { method: 'POST', body, signal });
  return data.options.map((option) => ({
    filter: option.filter,
    taxonomy: option.taxonomy ?? '',
    value: String(option.value),
    count: option.count,
  }));
}
