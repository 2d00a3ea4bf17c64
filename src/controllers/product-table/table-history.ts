/**
 * A table's part of the browser history (§2.7): each entry keeps a record per table (its query
 * and, with infinite scroll, how many pages and where the window was), written beside whatever
 * the page keeps in `history.state`.
 */
import { historyRecords, withHistoryRecord, type HistoryRecord } from '../../core/product-table/load.ts';

export interface TableHistory {
  /** This table's record in the current entry. */
  record(): HistoryRecord | undefined;
  /** Writes the record (or keeps the one there) as a new entry or in place; `url` moves the address bar. */
  write(record: HistoryRecord | undefined, url: string | undefined, mode: 'push' | 'replace'): void;
  /** Calls `onPopState` on Back and Forward, and keeps the scroll position of an infinite-scroll entry. */
  listen(onPopState: () => void): void;
  stop(): void;
}

export function tableHistory(tableId: string): TableHistory {
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  let listening: AbortController | undefined;

  const record = () => historyRecords(history.state)[tableId];

  function write(next: HistoryRecord | undefined, url: string | undefined, mode: 'push' | 'replace'): void {
    const state = withHistoryRecord(history.state, tableId, next);
    try {
      if (mode === 'push') history.pushState(state, '', url);
      else history.replaceState(state, '', url);
    } catch (error) {
      // A sandboxed frame or a cross-origin URL: the table still works, only the address bar lags.
      console.warn(`<shop-product-table>: the address bar could not follow the table (${(error as Error).message}).`);
    }
  }

  function writeScroll(): void {
    clearTimeout(scrollTimer);
    scrollTimer = undefined;
    const current = record();
    if (current?.pages && current.pages > 1 && current.scrollY !== window.scrollY) {
      write({ ...current, scrollY: window.scrollY }, undefined, 'replace');
    }
  }
  // Browsers limit how often the history entry may be rewritten: once scrolling pauses, and
  // at once when the shopper leaves the page (a link followed right after scrolling).
  function rememberScroll(): void {
    clearTimeout(scrollTimer);
    scrollTimer = setTimeout(writeScroll, 200);
  }
  function flushScroll(): void {
    if (scrollTimer !== undefined) writeScroll();
  }

  return {
    record,
    write,
    listen(onPopState) {
      listening = new AbortController();
      const { signal } = listening;
      window.addEventListener('popstate', onPopState, { signal });
      window.addEventListener('scroll', rememberScroll, { passive: true, signal });
      window.addEventListener('pagehide', flushScroll, { signal });
    },
    stop() {
      clearTimeout(scrollTimer);
      listening?.abort();
    },
  };
}
