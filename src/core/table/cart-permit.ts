/**
 * §6: where the table's cart widget may show. A page may show it when the widget is enabled
 * site-wide or the page has a product table, and the include / exclude URL lists allow the
 * page (one pattern per line, relative to the site URL):
 * - `/` the home page only; `/*` every page;
 * - `path*` or `path/*` every page under `{site}/path/` (a prefix match);
 * - `path` exactly `{site}/path/` (with its trailing slash);
 * - a leading site URL on a pattern is dropped;
 * - a non-empty include list that does not match → no widget; a matching exclude wins.
 */
export interface CartWidgetPermitInput {
  /** The page's URL (`location.href`); its query is ignored. */
  url: string;
  /** The site's URL without a trailing slash. */
  siteUrl: string;
  enabledSiteWide: boolean;
  pageHasTable: boolean;
  /** Patterns, one a line. */
  include: string;
  exclude: string;
}

function patternsOf(list: string, siteUrl: string): string[] {
  return list
    .trim()
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (siteUrl && line.startsWith(siteUrl) ? line.slice(siteUrl.length) || '/' : line));
}

/** Whether `url` (no query) matches one pattern, the site being `site` (with its trailing slash). */
export function urlMatchesPattern(url: string, site: string, pattern: string): boolean {
  if (pattern === '/') return url === site;
  if (pattern === '/*') return true;
  const path = pattern.replace(/^\/+/, '').replace(/\/+$/, '');
  if (path.endsWith('*')) {
    const prefix = path.slice(0, -1).replace(/\/+$/, '');
    return url.includes(`${site}${prefix}/`);
  }
  return url === `${site}${path}/`;
}

export function cartWidgetPermitted(input: CartWidgetPermitInput): boolean {
  if (!input.enabledSiteWide && !input.pageHasTable) return false;
  const url = input.url.split('?')[0] ?? '';
  const site = `${input.siteUrl}/`;
  const matches = (list: string) => patternsOf(list, input.siteUrl).some((pattern) => urlMatchesPattern(url, site, pattern));
  const include = patternsOf(input.include, input.siteUrl);
  if (include.length && !matches(input.include)) return false;
  return !matches(input.exclude);
}
