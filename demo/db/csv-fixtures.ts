/**
 * The CSV export's fixtures (README, "Product table: CSV export"): products whose values break a CSV
 * written without quoting (a comma, double quotes, line breaks) or that a spreadsheet would run as a
 * formula (a SKU starting with `-`, descriptions starting with `=` and `@`). Seeded after every other row, with fixed values and no PRNG, so
 * every earlier row keeps its id and values; their ids follow the bulk catalogue's last one. They sit in
 * no category, so the category pages and their counts stay as they were.
 */
import type { ProductInput } from './seed.ts';

export const CSV_FIXTURES = {
  deskLamp: 57001,
  homeKit: 57002,
  cafeSign: 57003,
} as const;

/** After the bulk catalogue in the default ordering, before the hostile fixtures. */
const MENU_ORDER = 600;

export function seedCsvFixtures(addProduct: (p: ProductInput) => void): void {
  const F = CSV_FIXTURES;
  const base = { type: 'simple', date_created: '2024-03-01T09:00:00.000Z', menu_order: MENU_ORDER, image: false, rating: 4, review_count: 2 } as const;
  addProduct({ ...base, id: F.deskLamp, name: 'Desk lamp, brass', slug: 'desk-lamp-brass', sku: 'LAMP-DESK-BRASS', regular_price: '49.90',
    manage_stock: true, stock_qty: 7,
    short_description: 'Our "classic" lamp.\nBulb included, 2 m cable.' });
  addProduct({ ...base, id: F.homeKit, name: 'Home cleaning kit', slug: 'home-cleaning-kit', sku: '-KIT-01', regular_price: '12',
    sale_price: '9.5', short_description: '=SUM(A1:A9) cloths, sponges and brushes' });
  addProduct({ ...base, id: F.cafeSign, name: 'Café sign "Open"', slug: 'cafe-sign-open', sku: 'SIGN-CAFE', regular_price: '18',
    stock_status: 'outofstock', short_description: '@cafe sign: enamel; two sides\r\nHook included' });
}
