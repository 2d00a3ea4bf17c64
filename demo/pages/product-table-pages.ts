/**
 * Demo pages of the product table (`<shop-product-table>`): the server renders each table from the
 * database in the add-on's markup and answers its fetches (routes/product-table.ts). Every page works
 * without JavaScript: sorting, filters and pages are links and GET forms.
 */
import { esc } from '../lib/render.ts';
import type { SortSpec, TableConfig, TableFilter } from '../lib/table/config.ts';
import { renderTable } from '../lib/table/render.ts';
import { pageCartTemplates } from '../lib/table/cart-cells.ts';
import { CART_FIXTURES, FIXTURES } from '../db/seed.ts';
import { miniCartHtml } from '../lib/cart.ts';
import { productCard } from './snippets.ts';
import { getProduct, type ProductRow } from '../lib/catalog.ts';
import type { PageContext, PageResult } from './context.ts';
import type { Page } from './registry.ts';
import { t } from '../i18n/index.ts';

export const TABLE_TAG = 'shop-product-table';
/** The store's device breakpoints (px): at or below phone is a phone, at or below tablet a tablet. */
export const TABLE_BREAKPOINTS = { phone: 599, tablet: 1199 } as const;

const SORT_OPTIONS: Extract<TableFilter, { type: 'sort_by' }>['options'] = [
  { value: 'menu_order', label: 'Default', sort: { orderby: 'menu_order', order: 'asc' } },
  { value: 'popularity', label: 'Popularity', sort: { orderby: 'popularity', order: 'desc' } },
  { value: 'rating', label: 'Rating', sort: { orderby: 'rating', order: 'desc' } },
  { value: 'date', label: 'Newest', sort: { orderby: 'date', order: 'desc' } },
  { value: 'price', label: 'Price low to high', sort: { orderby: 'price', order: 'asc' } },
  { value: 'price-desc', label: 'Price high to low', sort: { orderby: 'price-desc', order: 'desc' } },
  { value: 'title', label: 'Name', sort: { orderby: 'title', order: 'asc' } },
];
const sortBy = (heading = 'Sort'): TableFilter => ({ type: 'sort_by', heading, options: SORT_OPTIONS });
const by = (orderby: SortSpec['orderby'], extra: Partial<SortSpec> = {}): SortSpec => ({ orderby, order: 'asc', ...extra });

/** The full table: every filter type the catalogue has data for, sortable headings, pages. */
export const MAIN_TABLE: TableConfig = {
  id: 101,
  caption: 'Product catalogue',
  columns: [
    { heading: 'Image', cell: 'image' },
    { heading: 'Product', cell: 'title', sort: by('title') },
    { heading: 'SKU', cell: 'sku', sort: by('sku') },
    { heading: 'Category', cell: 'category', sort: by('category') },
    { heading: 'Colour', cell: 'attribute', key: 'pa_color', sort: by('attribute', { orderby_attribute: 'pa_color' }) },
    { heading: 'Brand', cell: 'custom_field', key: 'brand', sort: by('meta_value', { meta_key: 'brand' }) },
    { heading: 'Rating', cell: 'rating', sort: by('rating', { order: 'desc' }) },
    { heading: 'Price', cell: 'price', sort: by('price') },
    { heading: 'Buy', cell: 'cart' },
  ],
  phone_columns: [1, 7, 8],
  per_page: 25,
  sort: by('menu_order'),
  navigation: 'header',
  dynamic_counts: true,
  filters: [
    { type: 'search', heading: 'Search products', placeholder: 'Search name, SKU, description' },
    { type: 'category', heading: 'Category' },
    { type: 'attribute', heading: 'Colour', attribute: 'pa_color' },
    { type: 'custom_field', heading: 'Brand', meta_key: 'brand' },
    { type: 'price_range', heading: 'Price', min: 0, max: 250, step: 1, ranges: [{ max: 20, label: 'Up to $20' }, { min: 20, max: 50, label: '$20 - $50' }, { min: 50, label: 'Over $50' }] },
    { type: 'rating', heading: 'Rating' },
    { type: 'on_sale', heading: 'On sale' },
    { type: 'availability', heading: 'Availability' },
    { type: 'date_picker', heading: 'Date added' },
    sortBy(),
    { type: 'results_per_page', heading: 'Per page', options: [10, 25, 50, 100] },
  ],
};

const compactColumns: TableConfig['columns'] = [
  { heading: 'Image', cell: 'image' },
  { heading: 'Product', cell: 'title', sort: by('title') },
  { heading: 'Category', cell: 'category', sort: by('category') },
  { heading: 'Stock', cell: 'stock' },
  { heading: 'Price', cell: 'price', sort: by('price') },
  { heading: 'Buy', cell: 'cart' },
];

export const CLOTHING_TABLE: TableConfig = {
  id: 102, caption: 'Clothing', columns: compactColumns, phone_columns: [0, 1, 4, 5], per_page: 10, sort: by('menu_order'),
  navigation: 'header', categories: ['clothing'],
  filters: [
    { type: 'search', heading: 'Search clothing' }, { type: 'category', heading: 'Type' },
    { type: 'attribute', heading: 'Colour', attribute: 'pa_color' }, { type: 'taxonomy', heading: 'Size', taxonomy: 'pa_size' },
  ],
  dynamic_counts: true,
};

export const BOOKS_TABLE: TableConfig = {
  id: 103, caption: 'Books', columns: compactColumns, phone_columns: [0, 1, 4, 5], per_page: 10, sort: by('title'),
  navigation: 'header', categories: ['books'],
  filters: [{ type: 'category', heading: 'Genre' }, { type: 'availability', heading: 'Availability' }, sortBy()],
};

export const INSTANT_TABLE: TableConfig = {
  id: 104,
  caption: 'Toys, searched and sorted in the page',
  columns: [
    { heading: 'Image', cell: 'image' },
    { heading: 'Product', cell: 'title', sort: by('title') },
    { heading: 'SKU', cell: 'sku', sort: by('sku') },
    { heading: 'Rating', cell: 'rating', sort: by('rating', { order: 'desc' }) },
    { heading: 'About', cell: 'excerpt' },
    { heading: 'Price', cell: 'price', sort: by('price') },
    { heading: 'Buy', cell: 'cart' },
  ],
  phone_columns: [1, 5, 6],
  per_page: 1000,
  sort: by('title'),
  navigation: 'header',
  categories: ['toys'],
  instant_search: true,
  instant_sort: true,
  child_rows: true,
  group_by_category: true,
  filters: [{ type: 'search', heading: 'Search toys', placeholder: 'Type to filter the rows' }, sortBy()],
};

export const INFINITE_TABLE: TableConfig = {
  id: 105, caption: 'Newest products', columns: compactColumns, phone_columns: [0, 1, 4, 5], per_page: 20, sort: by('date', { order: 'desc' }),
  navigation: 'header', infinite_scroll: true,
  filters: [{ type: 'search', heading: 'Search products' }, { type: 'category', heading: 'Category' }, sortBy()],
};

export const GROUPED_TABLE: TableConfig = {
  id: 106,
  caption: 'Home products by category',
  columns: [
    { heading: 'Image', cell: 'image' },
    { heading: 'Product', cell: 'title', sort: by('title') },
    { heading: 'Rating', cell: 'rating', sort: by('rating', { order: 'desc' }) },
    { heading: 'Stock', cell: 'stock' },
    { heading: 'Price', cell: 'price', sort: by('price') },
    { heading: 'Buy', cell: 'cart' },
  ],
  phone_columns: [1, 4, 5],
  per_page: 30,
  sort: by('title'),
  navigation: 'left-sidebar',
  // Shows the option that keeps the address bar as it is (a table embedded in a page with its own URL scheme).
  disable_url_update: true,
  categories: ['home'],
  group_by_category: true,
  filters: [
    { type: 'category', heading: 'Room' },
    { type: 'price_range', heading: 'Price', min: 0, max: 200, step: 1 },
    { type: 'rating', heading: 'Rating' },
    { type: 'on_sale', heading: 'On sale' },
    { type: 'availability', heading: 'Availability' },
  ],
};

/** 10,000 rows on one page (the catalogue but 13 products), searched and sorted in the page. */
export const TEN_THOUSAND_TABLE: TableConfig = {
  id: 107,
  caption: '10,000 products',
  columns: [
    { heading: 'Product', cell: 'title', sort: by('title') },
    { heading: 'SKU', cell: 'sku', sort: by('sku') },
    { heading: 'Category', cell: 'category', sort: by('category') },
    { heading: 'Rating', cell: 'rating', sort: by('rating', { order: 'desc' }) },
    { heading: 'Price', cell: 'price', sort: by('price') },
  ],
  phone_columns: [0, 4],
  per_page: 10_000,
  limit: 10_000,
  sort: by('id'),
  navigation: 'header',
  instant_search: true,
  instant_sort: true,
  filters: [{ type: 'search', heading: 'Search 10,000 products', placeholder: 'Type to filter 10,000 rows' }, sortBy()],
};

export const PHONE_TABLE: TableConfig = {
  ...MAIN_TABLE,
  id: 108,
  caption: 'Products (phone layout)',
  per_page: 15,
  dynamic_counts: false,
  filters: MAIN_TABLE.filters.filter((f) => ['search', 'category', 'attribute', 'price_range', 'on_sale', 'sort_by'].includes(f.type)),
};

const F = CART_FIXTURES;

/** The order form: the cart side on everything, over the availability and quantity fixtures and two variable products. */
export const ORDER_FORM_TABLE: TableConfig = {
  id: 109,
  caption: 'Order form',
  columns: [
    { heading: 'Select', cell: 'checkbox' },
    { heading: 'Product', cell: 'title', sort: by('title') },
    { heading: 'Price', cell: 'price', sort: by('price') },
    { heading: 'Offer', cell: 'on_sale' },
    { heading: 'Options', cell: 'select_variation' },
    { heading: 'Availability', cell: 'availability' },
    { heading: 'Quantity', cell: 'quantity' },
    { heading: 'Total', cell: 'total' },
    { heading: 'In cart', cell: 'in_cart' },
    { heading: 'Add', cell: 'cart' },
    { heading: 'Remove', cell: 'remove' },
  ],
  phone_columns: [0, 1, 2, 4, 6, 7, 9],
  per_page: 50,
  sort: by('title'),
  navigation: 'none',
  filters: [],
  ids: [F.mugOutOfStock, F.notebookOnBackorder, F.pencilsBackorderNotify, F.sketchbookBackorderAllowed, F.inkBackorderNoStock,
    F.lampSingleStock, F.bookendsLowStock, F.clockManagedStock, F.clipsUnmanaged, F.teaLightsMinStep, F.coffeeDecimalStep,
    F.linenShirt, F.vase],
  cart: { link_code: 'cart_ajax', button_label: 'Add', quantity: { display: 'input', initial: 'min' }, variation_display: 'dropdown', add_selected: true, total_includes_cart: false },
};

/** Variations as radios, with the quantity as a select that starts empty. */
export const RADIO_VARIATIONS_TABLE: TableConfig = {
  id: 110,
  caption: 'Variations as radio buttons',
  columns: [
    { heading: 'Select', cell: 'checkbox' },
    { heading: 'Image', cell: 'image' },
    { heading: 'Product', cell: 'title' },
    { heading: 'Choose', cell: 'select_variation' },
    { heading: 'SKU', cell: 'sku' },
    { heading: 'Price', cell: 'price' },
    { heading: 'Stock', cell: 'stock' },
    { heading: 'Size (cm)', cell: 'dimensions' },
    { heading: 'Your price', cell: 'name_your_price' },
    { heading: 'Qty', cell: 'quantity' },
    { heading: 'Add', cell: 'cart' },
  ],
  phone_columns: [1, 2, 3, 5, 9, 10],
  per_page: 20,
  sort: by('id'),
  navigation: 'none',
  filters: [],
  ids: [F.linenShirt, F.vase, F.giftVoucher, FIXTURES.hoodie, FIXTURES.cap],
  cart: { link_code: 'cart_ajax', button_label: 'Add', quantity: { display: 'select', initial: 'empty', max_qty: 10 }, variation_display: 'radio', add_selected: true },
};

/** Variations in a form of selects; the quantity starts at 0; adding goes to the cart page. */
export const FORM_VARIATIONS_TABLE: TableConfig = {
  id: 111,
  caption: 'Variations in a form, add and view the cart',
  columns: [
    { heading: 'Image', cell: 'image' },
    { heading: 'Product', cell: 'title' },
    { heading: 'Options', cell: 'select_variation' },
    { heading: 'Price', cell: 'price' },
    { heading: 'Availability', cell: 'availability' },
    { heading: 'Quantity', cell: 'quantity' },
    { heading: 'Add', cell: 'cart' },
  ],
  phone_columns: [1, 2, 3, 5, 6],
  per_page: 20,
  sort: by('id'),
  navigation: 'none',
  filters: [],
  ids: [F.linenShirt, F.vase, FIXTURES.tshirt, FIXTURES.cap],
  cart: { link_code: 'cart_redirect', quantity: { display: 'input', initial: '0' }, variation_display: 'form' },
};

/** Products that need more than a quantity: bundle, composite, add-ons, measurement, name your price, quantity rules. */
export const SPECIAL_TABLE: TableConfig = {
  id: 112,
  caption: 'Bundles, options and your own price',
  columns: [
    { heading: 'Select', cell: 'checkbox' },
    { heading: 'Image', cell: 'image' },
    { heading: 'Product', cell: 'title' },
    { heading: 'Price', cell: 'price' },
    { heading: 'Options', cell: 'cart_form' },
    { heading: 'Your price', cell: 'name_your_price' },
    { heading: 'Quantity', cell: 'quantity' },
    { heading: 'Total', cell: 'total' },
    { heading: 'In cart', cell: 'in_cart' },
    { heading: 'Add', cell: 'cart' },
  ],
  phone_columns: [0, 2, 3, 4, 5, 6, 9],
  per_page: 20,
  sort: by('id'),
  navigation: 'none',
  filters: [],
  ids: [F.deskBundle, F.penComposite, F.engravedPen, F.rope, F.supportMakers, F.tipJar, F.giftVoucher, F.artPrintSoldIndividually,
    F.teaLightsMinStep, F.coffeeDecimalStep],
  cart: { link_code: 'cart_ajax', quantity: { display: 'input', initial: 'min' }, variation_display: 'dropdown', total_includes_cart: true },
};

export const CART_TABLES: readonly TableConfig[] = [ORDER_FORM_TABLE, RADIO_VARIATIONS_TABLE, FORM_VARIATIONS_TABLE, SPECIAL_TABLE];

export const DEMO_TABLES: readonly TableConfig[] = [MAIN_TABLE, CLOTHING_TABLE, BOOKS_TABLE, INSTANT_TABLE, INFINITE_TABLE, GROUPED_TABLE, TEN_THOUSAND_TABLE, PHONE_TABLE, ...CART_TABLES];

/** The name-your-price plug-in's error texts (filter wc_nyp_error_message_templates). */
export const NYP_ERROR_MESSAGE_TEMPLATES = {
  'invalid-product': 'This is not a valid product.',
  invalid: '&quot;%%TITLE%%&quot; could not be added to the cart. Please enter a valid, positive number.',
  minimum: '&quot;%%TITLE%%&quot; could not be added to the cart. Please enter at least %%MINIMUM%%.',
  hide_minimum: '&quot;%%TITLE%%&quot; could not be added to the cart. Please enter a higher amount.',
  minimum_js: 'Please enter at least %%MINIMUM%%.',
  hide_minimum_js: 'Please enter a higher amount.',
  maximum: '&quot;%%TITLE%%&quot; could not be added to the cart. Please enter less than or equal to %%MAXIMUM%%.',
  maximum_js: 'Please enter less than or equal to %%MAXIMUM%%.',
  empty: 'Please enter an amount.',
  'minimum-cart': '&quot;%%TITLE%%&quot; cannot be purchased. Please enter at least %%MINIMUM%%.',
  'maximum-cart': '&quot;%%TITLE%%&quot; cannot be purchased. Please enter less than or equal to %%MAXIMUM%%.',
} as const;

/** The settings a page with a cart table adds (core/product-table/cart-settings.ts reads them). */
export function cartSettings(ctx: PageContext): Record<string, unknown> {
  return {
    site_url: ctx.url.origin,
    cart_widget_enabled_site_wide: false,
    cart_widget_include_urls: '',
    cart_widget_exclude_urls: '',
    i18n_out_of_stock_text: 'Sorry, this product is out of stock.',
    nyp_error_message_templates: NYP_ERROR_MESSAGE_TEMPLATES,
  };
}

/** `<shop-product-table>` around the server-rendered table. */
export function tableElement(ctx: PageContext, config: TableConfig): string {
  const { secret } = ctx.c.get('state');
  return `<${TABLE_TAG}>${renderTable({ db: ctx.db, secret, cart: ctx.cart, config, params: ctx.url.searchParams })}</${TABLE_TAG}>`;
}

/** Child rows are `hidden` until the element toggles them; without scripts they simply show, and the phone's dialog buttons go. */
const NOSCRIPT_STYLE = '<noscript><style>.wcpt-child-row[hidden]{display:table-row}.wcpt-child-row-toggle,.wcpt-responsive-navigation{display:none}</style></noscript>';

export function tablePage(title: string, intro: string, tables: string, bodyClass: string[] = []): PageResult {
  return {
    title,
    bodyClass: ['wcpt-page', ...bodyClass],
    settings: { breakpoints: TABLE_BREAKPOINTS, shop_url: '/shop/' },
    body: `<header class="wcpt-page-header"><h1>${esc(title)}</h1>${intro}</header>${NOSCRIPT_STYLE}\n${tables}`,
  };
}

/** A page with cart tables: the cart side's settings and the page-level templates. */
export function cartTablePage(ctx: PageContext, title: string, intro: string, tables: string, bodyClass: string[] = []): PageResult {
  const page = tablePage(title, intro, `${tables}\n${pageCartTemplates()}`, ['wcpt-page--cart', ...bodyClass]);
  return { ...page, settings: { ...page.settings, ...cartSettings(ctx) } };
}

/** The visible mini cart beside the order form (the header's mini cart follows the same fragments). */
function miniCartAside(ctx: PageContext, cards: ProductRow[]): string {
  return `<aside class="wcpt-order-form__aside" aria-label="${t('Your cart and quick add')}">`
    + `<section class="wcpt-order-form__cart"><h2>${t('Your cart')}</h2><shop-mini-cart class="wcpt-order-form__mini-cart"><div class="widget woocommerce widget_shopping_cart">${miniCartHtml(ctx.cart, ctx.nonce('woocommerce-cart'))}</div></shop-mini-cart></section>`
    + `<section class="wcpt-order-form__quick"><h2>${t('Quick add')}</h2><p>${t('The same products as listing buttons: every control on the page follows the cart.')}</p>`
    + `<shop-add-to-cart><ul class="products columns-3 wcpt-order-form__cards">${cards.map((p) => productCard(ctx.db, p)).join('')}</ul></shop-add-to-cart></section></aside>`;
}

const cartPages: Page[] = [
  {
    path: '/demo/product-table/order-form/',
    tag: TABLE_TAG,
    title: 'Order form',
    description: 'A product table as an order form: row checkboxes with an add-selected bar, quantity steppers, variation dropdowns, prices and offers, availability, row totals, in-cart counts and remove buttons, beside a mini cart and listing buttons for the same products.',
    methods: ['GET', 'POST'],
    render: (ctx) => {
      const cards = [F.clockManagedStock, F.teaLightsMinStep, F.clipsUnmanaged].map((id) => getProduct(ctx.db, id)).filter((p): p is ProductRow => !!p);
      return cartTablePage(ctx, t('Order form'),
        `<p>${t('Tick the rows you want, set the quantities and add them together, or add one row at a time. The mini cart, the quick-add buttons and the table follow each other.')}</p>`,
        `<div class="wcpt-order-form"><div class="wcpt-order-form__table">${tableElement(ctx, ORDER_FORM_TABLE)}</div>${miniCartAside(ctx, cards)}</div>`,
        ['wcpt-page--order-form']);
    },
  },
  {
    path: '/demo/product-table/variations/',
    tag: TABLE_TAG,
    title: 'Variations in a table',
    description: 'Choosing variations in a table: radio buttons with a quantity list that starts empty (the price, offer, SKU, stock, dimensions and your-price fields follow the choice), and a form of selects whose button adds and opens the cart.',
    methods: ['GET', 'POST'],
    render: (ctx) => cartTablePage(ctx, t('Variations in a table'),
      `<p>${t('Each variation has its own price, SKU, image, size, stock and quantity rules: choose one and the row follows it.')}</p>`,
      `<section class="wcpt-demo-section" aria-labelledby="t110"><h2 id="t110">${t('Radio buttons')}</h2>${tableElement(ctx, RADIO_VARIATIONS_TABLE)}</section>
<section class="wcpt-demo-section" aria-labelledby="t111"><h2 id="t111">${t('A form of selects, then the cart')}</h2>${tableElement(ctx, FORM_VARIATIONS_TABLE)}</section>`),
  },
  {
    path: '/demo/product-table/special/',
    tag: TABLE_TAG,
    title: 'Bundles, options and your own price',
    description: 'Products that need more than a quantity: a bundle and a composite (chosen in a dialog), engraving and gift-wrap add-ons, rope by the metre, name-your-price amounts, one-per-order and quantity steps (pairs, half kilos).',
    methods: ['GET', 'POST'],
    render: (ctx) => cartTablePage(ctx, t('Bundles, options and your own price'),
      `<p>${t('Fill in a row’s options, or add it and finish the choice in the dialog that opens.')}</p>`,
      tableElement(ctx, SPECIAL_TABLE)),
  },
];

export const productTablePages: Page[] = [
  {
    path: '/demo/product-table/',
    tag: TABLE_TAG,
    title: 'Product table',
    description: 'A product table over the whole catalogue: header navigation with every filter type (category tree, colour, brand, price range, rating, on sale, availability, search, date added, sort, per page), sortable headings, pages and lazy-loaded filter counts.',
    render: (ctx) => tablePage(t('Product table'),
      `<p>${t('Filter, search and sort 10,000 products. Every control also works as a plain link or form.')}</p>`,
      tableElement(ctx, MAIN_TABLE)),
  },
  {
    path: '/demo/product-table/two-tables/',
    tag: TABLE_TAG,
    title: 'Two product tables',
    description: 'Two independent tables on one page (clothing and books): each keeps its own page, sort and filters in its own query parameters.',
    render: (ctx) => tablePage(t('Two product tables'),
      `<p>${t('Each table has its own id and its own %s parameters: paging or filtering one leaves the other as it is.', '<code>{id}_…</code>')}</p>`,
      `<section class="wcpt-demo-section" aria-labelledby="t102"><h2 id="t102">${t('Clothing')}</h2>${tableElement(ctx, CLOTHING_TABLE)}</section>
<section class="wcpt-demo-section" aria-labelledby="t103"><h2 id="t103">${t('Books')}</h2>${tableElement(ctx, BOOKS_TABLE)}</section>`),
  },
  {
    path: '/demo/product-table/instant/',
    tag: TABLE_TAG,
    title: 'Instant search and sort',
    description: 'Every toy in one table grouped under category headings, with detail (child) rows: the search box filters the rows and the headings and sort options re-order them in the page, without a request.',
    render: (ctx) => tablePage(t('Instant search and sort'),
      `<p>${t('Typing filters the rows at once; a heading or a sort option re-orders them in the page. Open a row’s details with its + button.')}</p>`,
      tableElement(ctx, INSTANT_TABLE)),
  },
  {
    path: '/demo/product-table/infinite/',
    tag: TABLE_TAG,
    title: 'Infinite scroll',
    description: 'The newest products, 20 at a time: the next page loads when the loading dots scroll into view (a "More products" link without JavaScript).',
    render: (ctx) => tablePage(t('Infinite scroll'),
      `<p>${t('Scroll down: the next 20 products are added when the dots come into view.')}</p>`,
      tableElement(ctx, INFINITE_TABLE)),
  },
  {
    path: '/demo/product-table/grouped/',
    tag: TABLE_TAG,
    title: 'Grouped by category',
    description: 'Home products under category heading rows, with the filters in a left sidebar (a header on tablets and phones); this table leaves the address bar as it is (disable_url_update).',
    render: (ctx) => tablePage(t('Grouped by category'),
      `<p>${t('Rows sit under their category; the filters live in the sidebar on a wide screen. This table keeps the address bar as it is while you filter and page.')}</p>`,
      tableElement(ctx, GROUPED_TABLE)),
  },
  {
    path: '/demo/product-table/10000/',
    tag: TABLE_TAG,
    title: '10,000-row table',
    description: 'Ten thousand rows on one page, searched and sorted in the page: the table to measure instant search and sort on.',
    render: (ctx) => tablePage(t('10,000 products'),
      `<p>${t('All 10,000 rows are in the page; search and sort run in the browser.')}</p>`,
      tableElement(ctx, TEN_THOUSAND_TABLE), ['wcpt-page--large']),
  },
  {
    path: '/demo/product-table/phone/',
    tag: TABLE_TAG,
    title: 'Phone layout',
    description: 'The phone layout of a table: fewer columns, each row a card when even those do not fit, and Filters / Sort buttons that open the navigation in a dialog.',
    render: (ctx) => {
      const phoneHref = `?${new URLSearchParams({ [`${PHONE_TABLE.id}_device`]: 'phone' }).toString()}`;
      return tablePage(t('Phone layout'),
        `<p>${t('The layout follows the width of the window: at %1$s px or less the table takes its phone layout, at %2$s px or less its tablet layout, and the laptop layout above that.', TABLE_BREAKPOINTS.phone, TABLE_BREAKPOINTS.tablet)}
${t('The phone layout shows fewer columns; when even those are wider than the screen, each row becomes a card with one labelled line per column, so its cart button is in reach without scrolling sideways. The filters and the sort sit behind %1$s and %2$s buttons that open a dialog.', `<em>${t('Filters')}</em>`, `<em>${t('Sort')}</em>`)}
${t('Narrow the window (or open this page on a phone) to see it; %s asks the server for the phone layout directly.', `<a href="${esc(phoneHref)}">${t('this link')}</a>`)}</p>`,
        tableElement(ctx, PHONE_TABLE));
    },
  },
  ...cartPages,
];
