import { ownOriginUrl, safeUrl, type UrlUse } from '../core/url/index.ts';

const reported = new Set<string>();

/**
 * A URL from data that is about to become a navigation, an href or a src; null (reported
 * once in the console) when it is not http(s) or relative. The caller then does what the
 * page does without JavaScript.
 */
export function guardUrl(url: string, where: string, use: UrlUse = 'navigation'): string | null {
  const safe = safeUrl(url, use);
  if (safe === null) {
    const key = `${where}\n${url}`;
    if (!reported.has(key)) {
      reported.add(key);
      console.error(`storefront-elements: ${where}: refused the URL ${JSON.stringify(url.slice(0, 80))}; only http(s) and relative URLs are followed.`);
    }
  }
  return safe;
}

/** `url` when a call from this page may carry a nonce or token there (same rule as the request layer), else null. */
export function pageOwnOriginUrl(url: string): string | null {
  const page = globalThis.location?.href;
  if (!page) return null;
  // fetch resolves a relative URL against the document's base URL, so the check does too.
  const base = typeof document !== 'undefined' ? document.baseURI : page;
  return ownOriginUrl(url, page, base);
}

