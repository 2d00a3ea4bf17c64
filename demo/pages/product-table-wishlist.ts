/**
 * Demo pages of the product table's wishlist (§4.13, §5.8, §7.12): tables with wishlist toggles for
 * simple and variable products (two tables share products, so their toggles follow each other), and a
 * wishlist-mode table that lists the visitor's wishlist. The wishlist lives on the database, per
 * session (routes/wishlist.ts answers the toggles).
 */
import { CART_FIXTURES as F, FIXTURES } from '../db/seed.ts';
import { esc } from '../lib/render.ts';
import type { TableConfig } from '../lib/table/config.ts';
import { wishlistEntries, wishlistIds } from '../lib/wishlist.ts';
import '../routes/wishlist.ts';
import type { PageContext, PageResult } from './context.ts';
import { TABLE_TAG, cartTablePage, tableElement } from './product-table-pages.ts';
import type { Page } from './registry.ts';
import { t } from '../i18n/index.ts';

export const WISHLIST_PATH = '/demo/product-table/wishlist/';
export const WISHLIST_LIST_PATH = '/demo/product-table/wishlist/list/';

/** Simple and variable products with a variation choice, a wishlist column and cart buttons. */
export const WISHLIST_TABLE: TableConfig = {
  id: 120,
  caption: 'Products with a wishlist',
  columns: [
    { heading: 'Image', cell: 'image' },
    { heading: 'Product', cell: 'title' },
    { heading: 'Options', cell: 'select_variation' },
    { heading: 'Price', cell: 'price' },
    { heading: 'Wishlist', cell: 'wishlist' },
    { heading: 'Add', cell: 'cart' },
  ],
  phone_columns: [1, 2, 3, 4],
  per_page: 20,
  sort: by(),
  navigation: 'none',
  filters: [],
  ids: [F.clockManagedStock, F.lampSingleStock, F.clipsUnmanaged, F.linenShirt, FIXTURES.hoodie],
  cart: { link_code: 'cart_ajax', quantity: { display: 'input', initial: 'min' }, variation_display: 'dropdown' },
  wishlist: { duration_seconds: 4 },
};

/** A second table with some of the same products: its toggles follow the first table's. */
export const WISHLIST_PICKS_TABLE: TableConfig = {
  id: 121,
  caption: 'Our picks',
  columns: [
    { heading: 'Product', cell: 'title' },
    { heading: 'Price', cell: 'price' },
    { heading: 'Wishlist', cell: 'wishlist' },
  ],
  per_page: 10,
  sort: by(),
  navigation: 'none',
  filters: [],
  ids: [F.clockManagedStock, F.bookendsLowStock],
  wishlist: { duration_seconds: 4, item_added_label: 'Saved {n}', view_wishlist_label: 'Open your wishlist' },
};

/** The wishlist itself (the add-on's `ti_wishlist`): a removed row fades and goes. */
export const WISHLIST_MODE_TABLE: TableConfig = {
  id: 122,
  caption: 'Your wishlist',
  columns: [
    { heading: 'Image', cell: 'image' },
    { heading: 'Product', cell: 'title' },
    { heading: 'Options', cell: 'select_variation' },
    { heading: 'Price', cell: 'price' },
    { heading: 'Remove', cell: 'wishlist' },
    { heading: 'Add', cell: 'cart' },
  ],
  phone_columns: [1, 2, 3, 4],
  per_page: 50,
  sort: by(),
  navigation: 'none',
  filters: [],
  cart: { link_code: 'cart_ajax', quantity: { display: 'input', initial: 'min' }, variation_display: 'dropdown' },
  wishlist: { mode: true, duration_seconds: 4 },
};

function by(): TableConfig['sort'] {
  return { orderby: 'id', order: 'asc' };
}

/** The page's wishlist counter, as the wishlist plugin's widget prints it. */
function counterHtml(count: number): string {
  return `<a class="wishlist_products_counter${count ? ' wishlist-counter-with-products' : ''}" href="${WISHLIST_LIST_PATH}">`
    + `${t('Wishlist')} <span class="wishlist_products_counter_number">${count}</span></a>`;
}

/** The toast the page offers in place of the default one (the add-on's growler template). */
const growlerTemplate = (): string => '<script type="text/template" id="wcpt-ti-wishlist-growler-template"><a class="wcpt-ti-wishlist-growler">'
  + `<span class="wcpt-ti-wishlist-growler__label--item-added">${t('%s is in your wishlist', '{n}')}</span> `
  + `<span class="wcpt-ti-wishlist-growler__label--view-wishlist">${t('See your wishlist')}</span></a></script>`;

/** The theme's look of the toggle and the counter: an outlined heart, filled and red while the product is kept. */
const THEME_STYLE = `<style>
.wcpt-page--wishlist button.wcpt-wishlist { display: inline-flex; align-items: center; gap: .35em; padding: .35em .7em; border: 1px solid #8c8f94; border-radius: 999px; background: #fff; color: #1d2327; font: inherit; }
.wcpt-page--wishlist button.wcpt-wishlist.wcpt-active { border-color: #b32d2e; color: #b32d2e; }
.wcpt-page--wishlist button.wcpt-wishlist.wcpt-disabled { opacity: .55; }
.wcpt-page--wishlist button.wcpt-wishlist:focus-visible { outline: 2px solid #2271b1; outline-offset: 2px; }
.wcpt-page--wishlist a.wcpt-ti-wishlist-growler { color: #1d2327; }
.wishlist_products_counter_number { display: inline-block; min-width: 1.5em; padding: 0 .4em; border-radius: 999px; background: #dcdcde; text-align: center; }
.wishlist-counter-with-products .wishlist_products_counter_number { background: #b32d2e; color: #fff; }
</style>`;

function wishlistPage(ctx: PageContext, title: string, intro: string, tables: string, extra = ''): PageResult {
  const ids = wishlistIds(ctx.db, ctx.session.id);
  const page = cartTablePage(ctx, title, `${intro}<p class="wcpt-wishlist-demo__counter">${counterHtml(ids.length)}</p>`, `${THEME_STYLE}${tables}${extra}`, ['wcpt-page--wishlist']);
  return { ...page, settings: { ...page.settings, ti_wishlist_ids: ids, ti_wishlist_url: WISHLIST_LIST_PATH } };
}

export const wishlistPages: Page[] = [
  {
    path: WISHLIST_PATH,
    tag: TABLE_TAG,
    title: 'Wishlist in a table',
    description: 'Wishlist toggles in two tables: simple products, variable products (choose a variation first), a counter, and a toast linking to the wishlist. The same product’s toggles follow each other.',
    render: (ctx) => wishlistPage(ctx, t('Wishlist in a table'),
      `<p>${t('Press the heart to keep a product for later. A variable product needs its options chosen first.')}</p>`,
      `<section class="wcpt-demo-section" aria-labelledby="t120"><h2 id="t120">${t('Products')}</h2>${tableElement(ctx, WISHLIST_TABLE)}</section>
<section class="wcpt-demo-section" aria-labelledby="t121"><h2 id="t121">${t('Our picks')}</h2>${tableElement(ctx, WISHLIST_PICKS_TABLE)}</section>`,
      growlerTemplate()),
  },
  {
    path: WISHLIST_LIST_PATH,
    tag: TABLE_TAG,
    title: 'Your wishlist',
    description: 'A wishlist-mode table listing the visitor’s wishlist: a removed row fades out and goes; adding a variation of a listed variable product reloads the page.',
    render: (ctx) => {
      const ids = [...new Set(wishlistEntries(ctx.db, ctx.session.id).map((e) => e.product_id))];
      const table = ids.length
        ? tableElement(ctx, { ...WISHLIST_MODE_TABLE, ids: ids.slice(0, 200) })
        : `<p class="wcpt-wishlist-demo__empty">${t('Your wishlist is empty.')} <a href="${esc(WISHLIST_PATH)}">${t('Find something you like')}</a>.</p>`;
      return wishlistPage(ctx, t('Your wishlist'), `<p>${t('Everything you kept for later.')}</p>`, table);
    },
  },
];
