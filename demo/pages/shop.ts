/**
 * Product listings: `/shop/`, the category archives `/product-category/<slug>/` and product search
 * (`?s=`, on the shop, on a category and on the home page with `post_type=product`), with result
 * count, ordering and 24 products per page, as the platform's archive template prints them.
 */
import type { DB } from '../db/index.ts';
import { HOSTILE_FIXTURES } from '../db/seed.ts';
import type { ProductRow } from '../lib/catalog.ts';
import { esc } from '../lib/render.ts';
import { t } from '../i18n/index.ts';
import type { PageContext, PageResult } from './context.ts';
import type { Page } from './registry.ts';
import { pagination, productCard } from './snippets.ts';

export const PER_PAGE = 24;

/** Query-string prefix of the product-table add-on whose search form the demo prints (`wcpt_search_category`). */
export const SEARCH_PREFIX = 'wcpt';
export const SEARCH_CATEGORY_PARAM = `${SEARCH_PREFIX}_search_category`;
/** At most this many words of a search are matched (the platform caps search terms too). */
const MAX_SEARCH_TERMS = 8;

/** Key, label (in English: print it through `t()`) and ORDER BY of each ordering. */
export const ORDERINGS: Array<[string, string, string]> = [
  ['menu_order', 'Default sorting', 'p.menu_order ASC, p.name ASC, p.id ASC'],
  ['popularity', 'Sort by popularity', 'p.popularity DESC, p.id DESC'],
  ['rating', 'Sort by average rating', 'p.rating DESC, p.review_count DESC, p.id DESC'],
  ['date', 'Sort by latest', 'p.date_created DESC, p.id DESC'],
  ['price', 'Sort by price: low to high', 'sort_price ASC, p.id ASC'],
  ['price-desc', 'Sort by price: high to low', 'sort_price DESC, p.id DESC'],
];

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  description: string;
}

export function categoryBySlug(db: DB, slug: string): CategoryRow | undefined {
  return db.prepare('SELECT * FROM categories WHERE slug = ?').get(slug) as CategoryRow | undefined;
}

/** The link of a category archive, as the category filter of the search form and product pages use it. */
export function categoryLink(category: Pick<CategoryRow, 'slug'>): string {
  return `/product-category/${encodeURIComponent(category.slug)}/`;
}

/** `%`, `_` and the escape character itself are literal in a search. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export function searchTerms(search: string): string[] {
  return search.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_TERMS);
}

export interface ListingFilter {
  /** What the shopper searched for ('' = no search). */
  search: string;
  /** The category, with its subcategories; `null` = a category was asked for that does not exist. */
  category?: CategoryRow | null;
}

/**
 * The visible products (simple and variable) that match: every word of the search in the title, the
 * short description or the description, in the category or one of its subcategories.
 */
function productFilter(filter: ListingFilter): { clause: string; params: Array<string | number> } {
  const where = ["p.type IN ('simple','variable')", 'p.visible = 1'];
  const params: Array<string | number> = [];
  if (filter.category) {
    where.push('p.category_id IN (SELECT id FROM categories WHERE id = ? OR parent_id = ?)');
    params.push(filter.category.id, filter.category.id);
  }
  for (const term of searchTerms(filter.search)) {
    where.push("(p.name LIKE ? ESCAPE '\\' OR p.short_description LIKE ? ESCAPE '\\' OR p.description LIKE ? ESCAPE '\\')");
    const pattern = likePattern(term);
    params.push(pattern, pattern, pattern);
  }
  return { clause: where.join(' AND '), params };
}

export function countProducts(db: DB, filter: ListingFilter): number {
  if (filter.category === null) return 0;
  const { clause, params } = productFilter(filter);
  return (db.prepare(`SELECT COUNT(*) AS n FROM products p WHERE ${clause}`).get(...params) as { n: number }).n;
}

export function queryProducts(db: DB, filter: ListingFilter, orderSql: string, limit: number, offset: number): ProductRow[] {
  if (filter.category === null) return [];
  const { clause, params } = productFilter(filter);
  // ORDER BY comes from the fixed list of orderings, never from the request.
  return db.prepare(`SELECT p.*, CASE WHEN p.type = 'variable'
      THEN (SELECT MIN(CAST(v.price AS REAL)) FROM products v WHERE v.parent_id = p.id AND v.type = 'variation' AND v.price != '')
      ELSE CAST(NULLIF(p.price, '') AS REAL) END AS sort_price
    FROM products p WHERE ${clause}
    ORDER BY ${orderSql} LIMIT ? OFFSET ?`).all(...params, limit, offset) as ProductRow[];
}

/** The platform's result count: "Showing the single result", "Showing all N results" or "Showing A–B of N results". */
export function resultCount(total: number, paged: number, perPage = PER_PAGE): string {
  if (total === 1) return t('Showing the single result');
  if (total <= perPage) return t('Showing all %s results', total);
  const first = (paged - 1) * perPage + 1;
  const last = Math.min(paged * perPage, total);
  return t('Showing %1$s&ndash;%2$s of %3$s results', first, last, total);
}

export interface ListingOptions {
  /** The path the listing lives at (the ordering form's action and the pagination links). */
  basePath: string;
  /** The category of a category archive (from the path). */
  category?: CategoryRow;
  /** The heading when there is no search. */
  title: string;
  bodyClass: string[];
}

/** Which category the request filters by: the archive's own, `product_cat`, or the search form's category. */
function requestedCategory(ctx: PageContext, options: ListingOptions): CategoryRow | null | undefined {
  if (options.category) return options.category;
  const slug = ctx.url.searchParams.get('product_cat') || ctx.url.searchParams.get(SEARCH_CATEGORY_PARAM) || '';
  if (slug === '') return undefined;
  return categoryBySlug(ctx.db, slug) ?? null;
}

/** The query parameters of a search that ordering and pagination keep. */
const LISTING_PARAMS = new Set(['s', 'post_type', 'product_cat', SEARCH_CATEGORY_PARAM]);

function keptParams(url: URL): Array<[string, string]> {
  return [...url.searchParams].filter(([key]) => LISTING_PARAMS.has(key));
}

export function renderListing(ctx: PageContext, options: ListingOptions): PageResult {
  const search = (ctx.url.searchParams.get('s') ?? '').trim();
  const category = requestedCategory(ctx, options);
  const orderby = ctx.url.searchParams.get('orderby') ?? 'menu_order';
  const ordering = ORDERINGS.find(([key]) => key === orderby) ?? ORDERINGS[0]!;
  const pagedRaw = Number.parseInt(ctx.url.searchParams.get('paged') ?? '1', 10);
  const wanted = Number.isFinite(pagedRaw) ? Math.max(pagedRaw, 1) : 1;
  const filter = { search, category };
  const total = countProducts(ctx.db, filter);
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const paged = Math.min(wanted, pages);
  const rows = queryProducts(ctx.db, filter, ordering[2], PER_PAGE, (paged - 1) * PER_PAGE);
  const kept = keptParams(ctx.url);
  const hrefFor = (page: number): string => {
    const params = new URLSearchParams(kept);
    if (ordering[0] !== 'menu_order') params.set('orderby', ordering[0]);
    if (page > 1) params.set('paged', String(page));
    const qs = params.toString();
    return `${options.basePath}${qs ? `?${qs}` : ''}`;
  };
  const heading = search !== '' ? t('Search results for &ldquo;%s&rdquo;', esc(search)) : esc(options.title);
  const scope = search !== '' && category ? `<p class="search-scope">${t('In %s', `<a href="${esc(categoryLink(category))}">${esc(category.name)}</a>`)}</p>` : '';
  const description = search === '' && options.category?.description
    ? `<div class="term-description"><p>${esc(options.category.description)}</p></div>` : '';
  const hidden = kept.map(([key, value]) => `<input type="hidden" name="${esc(key)}" value="${esc(value)}">`).join('');
  const orderOptions = ORDERINGS.map(([key, label]) => `<option value="${key}"${key === ordering[0] ? ' selected="selected"' : ''}>${esc(t(label))}</option>`).join('');
  const results = total === 0
    ? `<div class="woocommerce-no-products-found"><div class="woocommerce-info" role="status">${t('No products were found matching your selection.')}</div></div>`
    : `<div class="shop-toolbar">
<p class="woocommerce-result-count" role="alert" aria-relevant="all">${resultCount(total, paged)}</p>
<shop-ordering><form class="woocommerce-ordering" method="get" action="${esc(options.basePath)}"><select name="orderby" class="orderby" aria-label="${t('Shop order')}">${orderOptions}</select><input type="hidden" name="paged" value="1">${hidden}<noscript><button type="submit" class="button">${t('Sort')}</button></noscript></form></shop-ordering>
</div>
<shop-add-to-cart><ul class="products columns-4">${rows.map((p) => productCard(ctx.db, p)).join('\n')}</ul></shop-add-to-cart>
${pagination(paged, pages, hrefFor)}`;
  const body = `<header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">${heading}</h1>${scope}${description}</header>
${results}`;
  const titleText = search !== '' ? t('Search results for “%s”', search) : options.title;
  return {
    title: paged > 1 ? t('%1$s – Page %2$s', titleText, paged) : titleText,
    body,
    bodyClass: search !== '' ? [...options.bodyClass, 'search', 'search-results'] : options.bodyClass,
  };
}

export const shopPage: Page = {
  path: '/shop/',
  tag: 'shop-add-to-cart',
  title: 'Shop',
  description: 'Product listing: AJAX add-to-cart buttons, result ordering and pagination over the whole catalogue; ?s= searches it.',
  render(ctx) {
    return renderListing(ctx, { basePath: '/shop/', title: t('Shop'), bodyClass: ['archive', 'post-type-archive-product'] });
  },
};

export const categoryPage: Page = {
  path: '/product-category/accessories/',
  route: '/product-category/:slug/',
  tag: 'shop-add-to-cart',
  title: 'Product category',
  description: 'A category archive (its products and those of its subcategories); the category filter of the product search links here.',
  unlisted: true,
  render(ctx) {
    const category = categoryBySlug(ctx.db, ctx.params.slug ?? '');
    if (!category) return { status: 404, title: t('Not found'), body: `<h1>${t('Category not found')}</h1><p><a href="/shop/">${t('Return to shop')}</a></p>` };
    return renderListing(ctx, {
      basePath: categoryLink(category), category, title: category.name,
      bodyClass: ['archive', 'tax-product_cat', `term-${category.slug}`],
    });
  },
};

/** The products whose names and values hold markup: here, on a page meant for them, every one shows as text. */
export const escapingPage: Page = {
  path: '/demo/escaping/',
  tag: 'shop-add-to-cart',
  title: 'Hostile names',
  description: 'Products whose names and attribute values hold markup, quotes and ampersands (a <script> in a name, <b> in a value): the listing, the cart and the product pages show them as text. They sit at the end of the shop listing.',
  render(ctx) {
    const placeholders = HOSTILE_FIXTURES.map(() => '?').join(',');
    const rows = ctx.db.prepare(`SELECT * FROM products WHERE id IN (${placeholders}) ORDER BY id`).all(...HOSTILE_FIXTURES) as ProductRow[];
    const body = `<header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">${t('Hostile names')}</h1>
<p>${t('These products exist to prove that names and values from the database are shown as text, never run as markup.')}</p></header>
<shop-add-to-cart><ul class="products columns-4">${rows.map((p) => productCard(ctx.db, p)).join('\n')}</ul></shop-add-to-cart>`;
    return { title: t('Hostile names'), body, bodyClass: ['archive'] };
  },
};
