/**
 * DOM effects of the member directory (SPEC §2.8): showing and hiding the block's parts as the
 * platform's script does, the address bar, and which directory owns a set of query parameters.
 */

import { adoptLayeredStyles } from './styles.ts';

/**
 * The plan and status choices stand in for inline `<select>`s, and their open group is a popup
 * over the content below: opening or closing it never moves the Filter button from under the
 * pointer. Only what the element creates; no `display` on the group, so `hidden` keeps working.
 */
const DIRECTORY_CSS = `
  :where(.wcm-multiselect-slot) { display: inline-block; }
  :where(.wcm-multiselect) { position: relative; }
  :where(.wcm-multiselect-choices) {
    position: absolute; z-index: 1000; top: 100%; left: 0; min-width: 100%; box-sizing: border-box;
    margin: 2px 0 0; padding: .25em 0; background: Canvas; color: CanvasText;
    border: 1px solid #8c8f94; border-radius: 4px; box-shadow: 0 4px 12px rgb(0 0 0 / .15);
  }
  :where(.wcm-multiselect-choice) { display: block; padding: .25em .75em; white-space: nowrap; cursor: pointer; }
`;

export function adoptDirectoryStyles(): void {
  adoptLayeredStyles('member-directory', DIRECTORY_CSS);
}

/**
 * Shows or hides `element` the way jQuery's show()/hide() do, which theme CSS was written for: an
 * inline `display: none`, or the element's own display (a block when the theme hides it by default).
 */
export function setShown(element: HTMLElement, shown: boolean): void {
  if (!shown) {
    element.style.display = 'none';
    return;
  }
  element.style.display = '';
  if (getComputedStyle(element).display === 'none') element.style.display = 'block';
}

/** The page's URL with `query` (without '?') as its query string. */
export function urlWithQuery(query: string): string {
  const url = new URL(location.href);
  url.search = query;
  return url.href;
}

/** One history entry for the new query string; nothing when the address is already there. */
export function pushQuery(query: string, tag: string): void {
  const href = urlWithQuery(query);
  if (href === location.href) return;
  try {
    // Other elements' records in the entry's state stay with it.
    history.pushState(history.state, '', href);
  } catch (error) {
    // A sandboxed frame: the directory still works, only the address bar lags.
    console.warn(`${tag}: the address bar could not follow the directory (${(error as Error).message}).`);
  }
}

const owners = new Map<string, HTMLElement>();

/**
 * Claims the query parameters under `prefix` for `host`: true when no other directory in the page
 * holds them. Two directories reading and writing the same parameters would each follow the
 * other's filters, so only the first keeps its state in the address bar.
 */
export function claimQueryPrefix(prefix: string, host: HTMLElement): boolean {
  const owner = owners.get(prefix);
  if (owner && owner !== host && owner.isConnected) return false;
  owners.set(prefix, host);
  return true;
}

export function releaseQueryPrefix(prefix: string, host: HTMLElement): void {
  if (owners.get(prefix) === host) owners.delete(prefix);
}
