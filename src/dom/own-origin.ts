/**
 * The console side of the own-origin rule for elements (kept out of dom/url.ts so pages without
 * such a call do not ship its wording): the rule itself is `ownOriginUrl` in core/url.
 */
import { pageOwnOriginUrl } from './url.ts';

const reported = new Set<string>();

/**
 * A URL that a call carrying `what` (a nonce, a token, the shopper's data) is about to go to;
 * null, told once in the console naming `where` (tag and attribute), when it leaves the page's
 * origin. The caller then does what the page does without JavaScript.
 */
export function guardOwnOriginUrl(url: string, where: string, what: string): string | null {
  const own = pageOwnOriginUrl(url);
  if (own === null) {
    const key = `${where}\n${url}`;
    if (!reported.has(key)) {
      reported.add(key);
      console.error(`storefront-elements: ${where}: refused the URL ${JSON.stringify(url.slice(0, 80))}; ${what} goes to this site's own origin (${globalThis.location?.origin ?? 'unknown'}) only.`);
    }
  }
  return own;
}
