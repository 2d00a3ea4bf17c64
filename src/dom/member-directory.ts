/**
 * DOM effects of the member directory (SPEC §2.8): the platform block's parts, its native selects,
 * showing and hiding the block's parts as the platform's script does, the loader and pagination,
 * the address bar, and which directory owns a set of query parameters.
 */

import { paginationView } from '../core/member-directory/index.ts';
import { moveFocusOutOf } from './focus.ts';
import { MarkupLedger } from './ledger.ts';
import { adoptLayeredStyles } from './styles.ts';

/** The platform block's parts (its class names are what themes style). */
export interface DirectoryParts {
  block: HTMLElement;
  search: HTMLInputElement | null;
  plans: HTMLSelectElement | null;
  statuses: HTMLSelectElement | null;
  list: HTMLElement;
  loader: HTMLElement | null;
  pagination: HTMLElement | null;
  previous: HTMLAnchorElement | null;
  next: HTMLAnchorElement | null;
}

/** The block inside `host`; null without its container or list. */
export function findParts(host: HTMLElement): DirectoryParts | null {
  const block = host.querySelector<HTMLElement>('.wc-memberships-directory-container');
  const list = block?.querySelector<HTMLElement>('.wcm-directory-list-wrapper');
  if (!block || !list) return null;
  const pagination = block.querySelector<HTMLElement>('.wcm-pagination-wrapper');
  return {
    block,
    list,
    search: block.querySelector('input.wcm-search-input'),
    plans: block.querySelector('select.wcm-plans'),
    statuses: block.querySelector('select.wcm-status'),
    loader: block.querySelector('.wmc-loader'),
    pagination,
    previous: pagination?.querySelector('a.wcm-pagination.previous') ?? null,
    next: pagination?.querySelector('a.wcm-pagination.next') ?? null,
  };
}

/** The values chosen in a native select (its empty "all" option left out). */
export function chosenValues(select: HTMLSelectElement | null): string[] {
  return select ? [...select.selectedOptions].map((o) => o.value).filter(Boolean) : [];
}

/** Chooses exactly `values` in a native select. */
export function choose(select: HTMLSelectElement | null, values: string[]): void {
  if (select) for (const option of select.options) option.selected = option.value !== '' && values.includes(option.value);
}

/** What a select's stand-in shows when nothing is chosen: its `data-placeholder`, else its first option. */
export function selectPlaceholder(select: HTMLSelectElement): string {
  return select.dataset.placeholder ?? select.options[0]?.textContent?.trim() ?? '';
}

/**
 * Hides each native select (theme scripts still read its values) and puts an empty slot after it
 * for its stand-in; `undo` removes the slots and shows the selects again.
 */
export function selectSlots(plans: HTMLSelectElement | null, statuses: HTMLSelectElement | null) {
  adoptDirectoryStyles();
  const ledger = new MarkupLedger();
  const made: HTMLElement[] = [];
  const slotFor = (select: HTMLSelectElement | null) => {
    if (!select) return undefined;
    ledger.attribute(select, 'hidden');
    select.hidden = true;
    const slot = document.createElement('div');
    slot.className = 'wcm-multiselect-slot';
    select.after(slot);
    made.push(slot);
    return slot;
  };
  return {
    plans: slotFor(plans),
    statuses: slotFor(statuses),
    undo() {
      for (const slot of made) slot.remove();
      ledger.restore();
    },
  };
}

/** The list's busy state and the loader (§2.8), recorded in `ledger`. */
export function showLoading(ledger: MarkupLedger, list: HTMLElement, loader: HTMLElement | null, loading: boolean): void {
  ledger.attribute(list, 'aria-busy');
  list.setAttribute('aria-busy', String(loading));
  if (loader) {
    ledger.attribute(loader, 'style');
    setShown(loader, loading);
  }
}

/**
 * Pagination (§4.22) for `page` of `totalPages`, recorded in `ledger`: the links that apply shown,
 * each with the address of the page it leads to (`hrefFor`, null when the directory keeps its state
 * out of the address bar).
 */
export function showPagination(
  ledger: MarkupLedger,
  { pagination, previous, next }: Pick<DirectoryParts, 'pagination' | 'previous' | 'next'>,
  page: number,
  totalPages: number,
  hrefFor: ((page: number) => string) | null,
): void {
  if (!pagination) return;
  const show = paginationView(page, totalPages);
  for (const name of ['style', 'data-current-page', 'data-total-pages']) ledger.attribute(pagination, name);
  pagination.setAttribute('data-current-page', String(page));
  pagination.setAttribute('data-total-pages', String(totalPages));
  setShown(pagination, show.shown);
  const link = (anchor: HTMLAnchorElement | null, shown: boolean, to: number) => {
    if (!anchor) return;
    ledger.attribute(anchor, 'style');
    ledger.attribute(anchor, 'href');
    setShown(anchor, shown);
    // The address of the page it leads to: a new tab opens that page of the list.
    if (hrefFor) anchor.href = hrefFor(to);
  };
  // Hiding the link that has the keyboard's focus (Next on the last page) would drop the focus
  // on the page: it goes to the other link when that one shows, else to what follows.
  const handOff = (anchor: HTMLAnchorElement | null, shown: boolean, other: HTMLAnchorElement | null, otherShown: boolean) => {
    if (!anchor || shown || anchor !== document.activeElement) return;
    if (other && otherShown) {
      setShown(other, true);
      other.focus();
    } else moveFocusOutOf(anchor);
  };
  handOff(previous, show.previous, next, show.next);
  handOff(next, show.next, previous, show.previous);
  link(previous, show.previous, page - 1);
  link(next, show.next, page + 1);
}

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
    margin: 2px 0 0; padding: .25em 0; background: var(--shop-popup-background, Canvas); color: var(--shop-popup-text, CanvasText);
    border: 1px solid var(--shop-popup-border-color, #8c8f94); border-radius: var(--shop-popup-radius, 4px);
    box-shadow: var(--shop-popup-shadow, 0 4px 12px rgb(0 0 0 / .15));
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
