/**
 * URLs that come from data (a server answer, a settings block, an attribute) and become a
 * navigation, an href or a src. Only relative and http(s) URLs pass; images may also be
 * inline raster data. The scheme is judged the way browsers read it: leading C0 controls
 * and spaces are stripped, tabs and newlines anywhere are removed, case does not matter,
 * so `  JaVa\tScRiPt:` is `javascript:` here as it is in a browser.
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

/** Whether a URL leads to the page's own origin (nonces and credentials go nowhere else). */
export function isSameOrigin(url: string, pageUrl: string): boolean {
  if (!isSafeUrl(url)) return false;
  try {
    return new URL(normaliseUrl(url), pageUrl).origin === new URL(pageUrl).origin;
  } catch {
    return false;
  }
}
