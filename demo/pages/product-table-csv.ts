/**
 * The product table's CSV export (§7.11): a small table whose products include the CSV fixtures (a
 * comma, quotes and line breaks in their values, cells that look like formulas), with two buttons:
 * the rows of the current filters and sort (every page), and all of the table's products.
 */
import { CSV_FIXTURES } from '../db/csv-fixtures.ts';
import { CART_FIXTURES, FIXTURES } from '../db/seed.ts';
import type { TableConfig } from '../lib/table/config.ts';
import { TABLE_TAG, tableElement, tablePage } from './product-table-pages.ts';
import type { Page } from './registry.ts';
import { t } from '../i18n/index.ts';

export const CSV_TABLE: TableConfig = {
  id: 141,
  caption: 'Products to export',
  columns: [
    { heading: 'Image', cell: 'image' },
    { heading: 'Product', cell: 'title', sort: { orderby: 'title', order: 'asc' } },
    { heading: 'SKU', cell: 'sku' },
    { heading: 'Category', cell: 'category' },
    { heading: 'Price', cell: 'price', sort: { orderby: 'price', order: 'asc' } },
    { heading: 'Stock', cell: 'stock' },
    { heading: 'Description', cell: 'excerpt' },
    { heading: 'On sale', cell: 'on_sale' },
    { heading: 'Buy', cell: 'cart' },
  ],
  per_page: 5,
  sort: { orderby: 'id', order: 'asc' },
  navigation: 'header',
  filters: [{ type: 'search', heading: 'Search', placeholder: 'Search these products' }, { type: 'on_sale', heading: 'On sale' }],
  ids: [FIXTURES.hoodie, FIXTURES.cap, FIXTURES.simpleInStock, FIXTURES.simpleOutOfStock, CART_FIXTURES.lampSingleStock,
    CSV_FIXTURES.deskLamp, CSV_FIXTURES.homeKit, CSV_FIXTURES.cafeSign],
  csv: [
    { label: 'Download CSV', file_name: 'Product export' },
    { label: 'Download all products (CSV)', file_name: '../exports/all: products', include_all: true, columns: [1, 2, 4] },
  ],
};

export const productTableCsvPages: Page[] = [{
  path: '/demo/product-table/csv/',
  tag: TABLE_TAG,
  title: 'CSV export',
  description: 'A product table with CSV download buttons: the rows of the current filters and sort (every page), or all of the table\'s products. Values hold commas, quotes, line breaks and formula-like text.',
  render: (ctx) => tablePage(t('CSV export'),
    `<p>${t('Filter the table, then download it: the file holds every page of what the table shows. Open it in a spreadsheet: the desk lamp\'s name keeps its comma, its description its quotes and line break, and the cells that start like a formula are shown as text.')}</p>`,
    tableElement(ctx, CSV_TABLE)),
}];
