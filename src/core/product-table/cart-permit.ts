/**
 * §6: where the table's cart widget may show, as the product-table add-on decides it (its
 * `cart_widget_permitted()` in assets/js.js, fed by `wcpt_enqueue_scripts()` in main.php):
 * - not enabled site-wide: on every page that holds a product table, and only there. The
 *   include / exclude lists are options of site-wide enablement: the add-on prints them empty
 *   unless it is on, so here they are ignored while it is off;
 * - enabled site-wide: on every page the include / exclude lists allow (one pattern per line,
 *   relative to the site URL; a leading site URL is dropped, and the site URL alone, `{site}`,
 *   `{site}/` or `{site}/*`, means `/` or `/*` here, where the add-on's check matches no page for them):
 *   - `/` the home page only; `/*` every page;
 *   - `path*` or `path/*` every page under `{site}/path/`: the prefix ends at a path segment, so
 *     `sho*` is `{site}/sho/…`, not `/shop/` or `/shoes/`;
 *   - `path` exactly `{site}/path/` (with its trailing slash); the query is ignored;
 *   - a non-empty include list that does not match → no widget; a matching exclude wins.
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
    .map((line) => {
      if (!siteUrl) return line;
      if (line === siteUrl) return '/';
      // Only the site URL followed by a slash is the site: `{site}.org/x` is another site's page.
      return line.startsWith(`${siteUrl}/`) ? line.slice(siteUrl.length) : line;
    });
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
  if (!input.enabledSiteWide) return input.pageHasTable;
  const url = input.url.split('?')[0] ?? '';
  const site = `${input.siteUrl}/`;
  const matches = (list: string) => patternsOf(list, input.siteUrl).some((pattern) => urlMatchesPattern(url, site, pattern));
  const include = patternsOf(input.include, input.siteUrl);
  if (include.length && !matches(input.include)) return false;
  return !matches(input.exclude);
}
