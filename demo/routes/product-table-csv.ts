/**
 * `?wc-ajax=wcpt_get_csv` (§7.11): the rows of a table's CSV export as a JSON list of rows of cells,
 * from the five `wcpt_csv_*` fields. Like the table's other calls, a refused request answers an empty
 * body with HTTP 200.
 */
import { csvRows } from '../lib/table/csv.ts';
import { openTableConfig } from './product-table.ts';
import { emptyAnswer, jsonAnswer, wcAjax } from './wc-ajax.ts';

wcAjax.register('wcpt_get_csv', (c, fields) => {
  const { db, secret } = c.get('state');
  const config = openTableConfig(secret, fields.wcpt_csv_table_id, fields.wcpt_csv_encrypted_query_vars, fields.wcpt_csv_encrypted_user_filters);
  if (!config) return emptyAnswer(c);
  const includeAll = ['true', '1', 'yes', 'on'].includes((fields.wcpt_csv_include_all_products ?? '').trim());
  const rows = csvRows(db, secret, config, fields.wcpt_csv_encrypted_columns, includeAll);
  return rows ? jsonAnswer(c, rows) : emptyAnswer(c);
});
