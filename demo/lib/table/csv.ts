/**
 * The product table's CSV export (§7.11): the buttons a table with `csv` options prints, and the rows
 * the `wcpt_get_csv` endpoint answers. Each button carries its columns and the query the table was
 * rendered for in one sealed token (`data-wcpt-csv-encrypted-columns`), so the export follows the
 * filters and sort the shopper sees; `data-wcpt-csv-include-all-products="true"` exports every product
 * of the table instead. Cell values are raw data (numbers, booleans, null), not the cells' HTML.
 */
import type { DB } from '../../db/index.ts';
import { esc } from '../render.ts';
import type { TableColumn, TableConfig } from './config.ts';
import { parseTableState } from './params.ts';
import { runTableQuery, type TableRow } from './query.ts';
import { openToken, sealToken } from './token.ts';
import { z } from '../validate.ts';
import { t } from '../../i18n/index.ts';

/** At most this many products in one file. */
export const CSV_MAX_ROWS = 10_000;

export type CsvButton = NonNullable<TableConfig['csv']>[number];

const sealedColumns = z.object({ table: z.number(), columns: z.array(z.number().int().nonnegative()).max(20), query: z.string().max(8192) });

/** English, translated where printed (as the table's stock cell). */
const STOCK_LABEL: Record<string, string> = { instock: 'In stock', outofstock: 'Out of stock', onbackorder: 'On backorder' };

type Cell = string | number | boolean | null;

function price(row: TableRow): Cell {
  if (row.type === 'variable') {
    if (row.min_price === null || row.max_price === null) return null;
    return row.min_price === row.max_price ? row.min_price : `${row.min_price}-${row.max_price}`;
  }
  return row.price === '' ? null : Number(row.price);
}

/** The value of a column for a row; undefined for columns that hold no data (images, cart controls). */
function cellValue(column: TableColumn, row: TableRow): Cell | undefined {
  switch (column.cell) {
    case 'title': return row.name;
    case 'sku': return row.sku;
    case 'price': return price(row);
    case 'category': return row.category_name;
    case 'rating': return row.review_count ? row.rating : null;
    case 'stock': return row.manage_stock && row.stock_qty !== null ? row.stock_qty : STOCK_LABEL[row.stock_status] ? t(STOCK_LABEL[row.stock_status]!) : '';
    case 'date': return row.date_created.slice(0, 10);
    case 'excerpt': return row.short_description;
    case 'on_sale': return row.sale_price !== '';
    default: return undefined;
  }
}

/** The cells that hold data; the others (image, cart controls) are left out unless a button names them. */
const DATA_CELLS: ReadonlySet<TableColumn['cell']> = new Set(['title', 'sku', 'price', 'category', 'rating', 'stock', 'date', 'excerpt', 'on_sale']);

function buttonColumns(config: TableConfig, button: CsvButton): number[] {
  const all = config.columns.map((column, index) => ({ column, index }));
  const chosen = button.columns ? all.filter(({ index }) => button.columns!.includes(index)) : all.filter(({ column }) => DATA_CELLS.has(column.cell));
  return chosen.map(({ index }) => index);
}

/** The table's CSV buttons, for the query it was rendered with (`?…`, as the container names it). */
export function csvButtonsHtml(secret: string, config: TableConfig, query: string): string {
  if (!config.csv?.length) return '';
  const buttons = config.csv.map((button) => {
    const token = sealToken(secret, 'csv-columns', { table: config.id, columns: buttonColumns(config, button), query });
    return `<div class="wcpt-csv-download" data-wcpt-file-name="${esc(button.file_name)}" data-wcpt-csv-include-all-products="${button.include_all ? 'true' : ''}"`
      + ` data-wcpt-csv-encrypted-columns="${token}">${esc(t(button.label))}</div>`;
  });
  return `<div class="wcpt-csv-buttons">${buttons.join('')}</div>`;
}

/**
 * The rows of an export: the headings, then one row per product of the sealed query (every page of
 * it) or, with `includeAll`, of the table without the shopper's filters. Undefined when the columns
 * token is not genuine or names another table.
 */
export function csvRows(db: DB, secret: string, config: TableConfig, columnsToken: string | undefined, includeAll: boolean): Cell[][] | undefined {
  const sealed = sealedColumns.safeParse(openToken(secret, 'csv-columns', columnsToken));
  if (!sealed.success || sealed.data.table !== config.id) return undefined;
  const columns = sealed.data.columns.map((index) => config.columns[index]).filter((column): column is TableColumn => column !== undefined);
  const params = new URLSearchParams(includeAll ? '' : sealed.data.query.replace(/^\?/, ''));
  const state = { ...parseTableState(config, params), paged: 1, perPage: CSV_MAX_ROWS };
  const { rows } = runTableQuery(db, config, state);
  // The headings as the table shows them, in the visitor's language.
  return [columns.map((column) => t(column.heading)), ...rows.map((row) => columns.map((column) => cellValue(column, row) ?? null))];
}
