/**
 * URLs that come from data (a server answer, a settings block, an attribute) and become a
 * navigation, an href or a src. Only relative and http(s) URLs pass; images may also be
 * inline raster data. The scheme is judged the way browsers read it: leading C0 controls
 * and spaces are stripped, tabs and newlines anywhere are removed, case does not matter,
 * so `  JaVa\tScRiPt:` is `javascript:` here as it is in a browser. A protocol-relative
 * `//host/…` has no scheme but is not relative to this site: it passes `safeUrl` like any http(s)
 * URL on another host, and fails `ownOriginUrl` unless `host` is the page's own.
 */
export type UrlUse = 'navigation' | 'image';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const RASTER_DATA = /^data:image\/(?:png|gif|jpeg|jpg|webp|avif);/i;

/** The URL as a browser's URL parser sees it before reading the scheme. */
export function normaliseUrl(url: string): string {
  return url.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
}

/** The URL when it is safe for the use, else null. */
export function safeUrl(url: string, use: UrlUse = 'navigation'): string | null {
  const normal = normaliseUrl(url);
  const scheme = SCHEME.exec(normal)?.[1]?.toLowerCase();
  if (scheme === undefined || scheme === 'http' || scheme === 'https') return url;
  if (use === 'image' && RASTER_DATA.test(normal)) return url;
  return null;
}

export function isSafeUrl(url: string, use: UrlUse = 'navigation'): boolean {
  return safeUrl(url, use) !== null;
}

/**
 * The one rule for calls that carry a nonce, a cookie-bound token or a shopper's data: `url`, resolved
 * the way fetch resolves it (against the document's base URL), must land on the page's own origin.
 * Returns the resolved URL, else null. A protocol-relative `//host/…` (or `\\host/…`) names the
 * host it names: it is another origin, not a path of this site. Pictures and audio from other hosts
 * go through `safeUrl` instead and stay allowed.
 */
export function ownOriginUrl(url: string, pageUrl: string, baseUrl: string = pageUrl): string | null {
  if (!isSafeUrl(url)) return null;
  try {
    const resolved = new URL(normaliseUrl(url), baseUrl);
    return resolved.origin === new URL(pageUrl).origin ? resolved.href : null;
  } catch {
    return null;
  }
}

/** Whether a URL leads to the page's own origin (nonces and credentials go nowhere else). */
export function isSameOrigin(url: string, pageUrl: string, baseUrl: string = pageUrl): boolean {
  return ownOriginUrl(url, pageUrl, baseUrl) !== null;
}
