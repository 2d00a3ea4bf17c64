/** `/shop/`: the product listing with result count, ordering and 24 products per page. */
import type { ProductRow } from '../lib/catalog.ts';
import { esc } from '../lib/render.ts';
import type { Page } from './registry.ts';
import { pagination, productCard } from './snippets.ts';

export const PER_PAGE = 24;

export const ORDERINGS: Array<[string, string, string]> = [
  ['menu_order', 'Default sorting', 'p.menu_order ASC, p.name ASC, p.id ASC'],
  ['popularity', 'Sort by popularity', 'p.popularity DESC, p.id DESC'],
  ['rating', 'Sort by average rating', 'p.rating DESC, p.review_count DESC, p.id DESC'],
  ['date', 'Sort by latest', 'p.date_created DESC, p.id DESC'],
  ['price', 'Sort by price: low to high', 'sort_price ASC, p.id ASC'],
  ['price-desc', 'Sort by price: high to low', 'sort_price DESC, p.id DESC'],
];

export const shopPage: Page = {
  path: '/shop/',
  tag: 'shop-add-to-cart',
  title: 'Shop',
  description: 'Product listing: AJAX add-to-cart buttons, result ordering and pagination over the whole catalogue.',
  render(ctx) {
    const orderby = ctx.url.searchParams.get('orderby') ?? 'menu_order';
    const ordering = ORDERINGS.find(([key]) => key === orderby) ?? ORDERINGS[0]!;
    const total = (ctx.db.prepare("SELECT COUNT(*) AS n FROM products WHERE type IN ('simple','variable') AND visible = 1").get() as { n: number }).n;
    const pages = Math.max(1, Math.ceil(total / PER_PAGE));
    const pagedRaw = Number.parseInt(ctx.url.searchParams.get('paged') ?? '1', 10);
    const paged = Number.isFinite(pagedRaw) ? Math.min(Math.max(pagedRaw, 1), pages) : 1;
    // ORDER BY comes from the fixed list above, never from the request.
    const rows = ctx.db.prepare(`SELECT p.*, CASE WHEN p.type = 'variable'
        THEN (SELECT MIN(CAST(v.price AS REAL)) FROM products v WHERE v.parent_id = p.id AND v.type = 'variation' AND v.price != '')
        ELSE CAST(NULLIF(p.price, '') AS REAL) END AS sort_price
      FROM products p WHERE p.type IN ('simple','variable') AND p.visible = 1
      ORDER BY ${ordering[2]} LIMIT ? OFFSET ?`).all(PER_PAGE, (paged - 1) * PER_PAGE) as ProductRow[];
    const first = (paged - 1) * PER_PAGE + 1;
    const last = Math.min(paged * PER_PAGE, total);
    const hrefFor = (page: number): string => {
      const params = new URLSearchParams();
      if (ordering[0] !== 'menu_order') params.set('orderby', ordering[0]);
      if (page > 1) params.set('paged', String(page));
      const qs = params.toString();
      return `/shop/${qs ? `?${qs}` : ''}`;
    };
    const options = ORDERINGS.map(([key, label]) => `<option value="${key}"${key === ordering[0] ? ' selected="selected"' : ''}>${esc(label)}</option>`).join('');
    const body = `<header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">Shop</h1></header>
<div class="shop-toolbar">
<p class="woocommerce-result-count" role="alert" aria-relevant="all">Showing ${first}&ndash;${last} of ${total} results</p>
<shop-ordering><form class="woocommerce-ordering" method="get" action="/shop/"><select name="orderby" class="orderby" aria-label="Shop order">${options}</select><input type="hidden" name="paged" value="1"><noscript><button type="submit" class="button">Sort</button></noscript></form></shop-ordering>
</div>
<shop-add-to-cart><ul class="products columns-4">${rows.map((p) => productCard(ctx.db, p)).join('\n')}</ul></shop-add-to-cart>
${pagination(paged, pages, hrefFor)}`;
    return { title: paged > 1 ? `Shop – Page ${paged}` : 'Shop', body, bodyClass: ['archive', 'post-type-archive-product'] };
  },
};
