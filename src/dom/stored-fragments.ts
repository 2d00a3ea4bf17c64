/**
 * The cart fragments a tab keeps between its pages (sessionStorage, as the platform's own
 * cart script does), so that a page whose cart has not changed shows them without asking
 * the server. Storage that is missing, full or refused (private modes) only costs a request.
 */
import type { StoredFragments } from '../core/cart/mini-cart.ts';

const KEY = 'storefront-elements:cart-fragments';

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** What this tab kept, or null (nothing, or something that is not ours to read). */
export function readStoredFragments(): StoredFragments | null {
  let data: unknown;
  try {
    const text = session()?.getItem(KEY);
    if (!text) return null;
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { cartHash, fragments, savedAt, shop } = data as Record<string, unknown>;
  if (typeof cartHash !== 'string' || typeof savedAt !== 'number' || typeof shop !== 'string') return null;
  if (typeof fragments !== 'object' || fragments === null) return null;
  const kept: Record<string, string> = {};
  for (const [selector, html] of Object.entries(fragments)) if (typeof html === 'string') kept[selector] = html;
  return { cartHash, fragments: kept, savedAt, shop };
}

export function storeFragments(stored: StoredFragments): void {
  try {
    session()?.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Full or refused: the next page asks the server.
  }
}

export function forgetStoredFragments(): void {
  try {
    session()?.removeItem(KEY);
  } catch {
    // Nothing kept to forget.
  }
}
