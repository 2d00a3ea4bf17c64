/**
 * The product table's CSV call (§7.11): a form-encoded POST to the wc-ajax endpoint `{prefix}_get_csv`
 * with the five `{prefix}_csv_*` fields. The answer is the list of rows, each a list of cell values;
 * a PHP array with gaps in its keys arrives as an object, and `wp_send_json_success` wraps the list
 * in `{success, data}`: all three are read, in order.
 */
import type { CsvCell } from '../core/csv/index.ts';
import { endpointUrl } from '../core/settings/index.ts';
import { registerCall } from './calls.ts';
import { lazySchema, requestJson } from './http.ts';
import type { ShopEndpoints } from './shop.ts';

registerCall({
  name: 'wcpt_get_csv',
  transport: 'wc-ajax',
  endpoint: 'wcpt_get_csv',
  spec: '§7.11',
  elements: ['shop-product-table'],
  onFailure: 'the CSV button is usable again and a message beside it (role alert) says the file could not be made and why; the detail goes to the console',
});

/** §7.11's answer schema (zod), imported with the first call: a table's CSV buttons start without zod. */
const csvAnswerSchema = lazySchema<CsvCell[][]>(() => import('./product-table-schemas.ts').then((m) => m.csvAnswerSchema));

export interface CsvRequest {
  prefix: string;
  tableId: string;
  /** The button's `data-{prefix}-csv-include-all-products`, as printed ('true' or ''). */
  includeAll: string | null;
  /** The container's `data-{prefix}-encrypted-query-vars` and `-user-filters`. */
  queryVars: string | null;
  userFilters: string | null;
  /** The button's `data-{prefix}-csv-encrypted-columns`. */
  columns: string | null;
}

/** The form body (exported for the tests): the fields the page does not print are left out, as jQuery leaves them. */
export function csvRequestBody(request: CsvRequest): URLSearchParams {
  const p = request.prefix;
  const body = new URLSearchParams();
  const fields: Array<[string, string | null]> = [
    [`${p}_csv_include_all_products`, request.includeAll],
    [`${p}_csv_encrypted_query_vars`, request.queryVars],
    [`${p}_csv_encrypted_user_filters`, request.userFilters],
    [`${p}_csv_encrypted_columns`, request.columns],
    [`${p}_csv_table_id`, request.tableId],
  ];
  for (const [name, value] of fields) if (value !== null) body.append(name, value);
  return body;
}

/** §7.11: the rows of the export; a typed error (services/errors.ts) otherwise. */
export async function fetchCsvRows(endpoints: Pick<ShopEndpoints, 'wc_ajax_url'>, request: CsvRequest, signal?: AbortSignal): Promise<CsvCell[][]> {
  const url = endpointUrl(endpoints.wc_ajax_url, `${request.prefix}_get_csv`);
  return requestJson(url, csvAnswerSchema, { method: 'POST', body: csvRequestBody(request), signal });
}
