/**
 * URL building for the global product search form (SPEC §2.7). Pure: no DOM, no
 * `window.location`. The element reads the form and calls `searchRedirectUrl`.
 */
import { isSafeUrl } from '../url/index.ts';

export type SearchMode = 'category' | 'shop' | 'search';

export interface SearchRequest {
  mode: SearchMode;
  /** What the shopper typed (trimmed here). */
  keyword: string;
  /** The chosen category slug ('' for all categories). */
  category: string;
  /** The form's action URL (shop and search modes). */
  action: string;
  /** Query-string prefix of the product-table add-on, e.g. 'wcpt' gives `wcpt_search_category`. */
  prefix: string;
  /** The link of the chosen category (category mode), if known. */
  categoryUrl?: string;
  /** Where an empty keyword goes; empty or absent = no redirect. */
  clearRedirectUrl?: string;
}

/** Appends `query` (already encoded, without `?`) to `url`, keeping any existing query and the hash last. */
export function appendQuery(url: string, query: string): string {
  if (!query) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}${query}${hash}`;
}

/**
 * Where the form goes. An empty keyword goes to the clear-redirect URL when one is set;
 * without one it is an ordinary search with an empty keyword (all products).
 * Category mode with no category link (e.g. "all categories") falls back to the
 * shop-mode URL, so the shopper still gets results.
 */
export function searchRedirectUrl(request: SearchRequest): string {
  const keyword = request.keyword.trim();
  // Links from attributes or option data that are not http(s) (javascript:, data:) are ignored.
  const clear = request.clearRedirectUrl?.trim();
  const safeClear = clear && isSafeUrl(clear) ? clear : undefined;
  const categoryUrl = request.categoryUrl && isSafeUrl(request.categoryUrl) ? request.categoryUrl : undefined;
  if (keyword === '' && safeClear) return safeClear;
  const s = `s=${encodeURIComponent(keyword)}`;
  const category = encodeURIComponent(request.category);
  const categoryParam = `${encodeURIComponent(request.prefix || 'wcpt')}_search_category=${category}`;
  switch (request.mode) {
    case 'category':
      if (categoryUrl) return appendQuery(categoryUrl, s);
      return appendQuery(request.action, `${s}&${categoryParam}`);
    case 'shop':
      return appendQuery(request.action, `${s}&${categoryParam}`);
    case 'search':
      return appendQuery(request.action, `${s}&post_type=product&${categoryParam}`);
  }
}
