/**
 * Per-table stores (SPEC.md §2.7, §7.6): each product table on the page gets its own
 * store from `tableStore(id)`, holding its query string and loading state and making its
 * fetches. A newer fetch of a table aborts the older one; answers are cached by query
 * string (the whole page's cache is cleared on resize, one table's by `clearTableCache`).
 * Two tables never share state; two copies of the bundle share the registry.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { AbortedError } from '../services/errors.ts';
import { latestOnly } from '../services/http.ts';
import { pageSingleton } from '../services/page-singleton.ts';
import { fetchTable, hasTableMarker, type TableRequest } from '../services/product-table.ts';
import type { ShopEndpoints } from '../services/shop.ts';

/** Why a table loads: the add-on's purposes (§7.6), which decide URL, cache and scrolling. */
export type TablePurpose =
  | 'filter'
  | 'paginate'
  | 'sort'
  | 'device_switch'
  | 'refresh_table'
  | 'infinite_scroll'
  | 'history'
  | 'lazy_load';

export interface TableState {
  /** The query string the table shows now, with its leading `?`. */
  query: string;
  /** The purpose of the fetch running now, or null. */
  loading: TablePurpose | null;
}

export type TableLoad =
  | { kind: 'table'; html: string; query: string; fromCache: boolean }
  /** The server answered without a table (§7.6 "query fail"). */
  | { kind: 'refused'; query: string; text: string }
  | { kind: 'failed'; query: string; error: unknown }
  /** A newer load of the same table superseded it, or the table went away. */
  | { kind: 'aborted'; query: string };

export interface TableSource {
  prefix: string;
  endpoints: () => Pick<ShopEndpoints, 'wc_ajax_url'>;
  encryptedAttrs: () => Record<string, string>;
}

export interface TableStore {
  readonly tableId: string;
  readonly $state: ReadableAtom<TableState>;
  /** Fetches the table for `query` (cache first unless `purpose` is refresh_table). */
  load(query: string, purpose: TablePurpose): Promise<TableLoad>;
  /** The table now shows `query` (after its answer was applied, or on first read). */
  showing(query: string): void;
  /** Aborts the running fetch. */
  abort(): void;
  /** Where the table's requests go; the element that shows the table sets it. */
  connect(source: TableSource): void;
}

interface TableRegistry {
  stores: Map<string, TableStore>;
  /** Answers by table id, then query string. */
  cache: Map<string, Map<string, string>>;
}

function createRegistry(): TableRegistry {
  const registry: TableRegistry = { stores: new Map(), cache: new Map() };
  if (typeof window !== 'undefined') {
    let width = window.innerWidth;
    // A new width can change the device layout the server renders (§7.6).
    window.addEventListener('resize', () => {
      if (window.innerWidth === width) return;
      width = window.innerWidth;
      registry.cache.clear();
    });
  }
  return registry;
}

const registry = pageSingleton('product-tables@1', createRegistry);

function createTableStore(tableId: string): TableStore {
  const $state = atom<TableState>({ query: '?', loading: null });
  const slot = latestOnly();
  let source: TableSource | undefined;

  function cacheOf(): Map<string, string> {
    let cache = registry.cache.get(tableId);
    if (!cache) registry.cache.set(tableId, (cache = new Map()));
    return cache;
  }

  async function load(query: string, purpose: TablePurpose): Promise<TableLoad> {
    if (!source) return { kind: 'failed', query, error: new Error(`table ${tableId} has no element to load it`) };
    const key = query.startsWith('?') ? query : `?${query}`;
    if (purpose === 'refresh_table') clearTableCache(tableId);
    const cached = cacheOf().get(key);
    if (cached !== undefined) {
      slot.abort();
      $state.set({ ...$state.get(), loading: null });
      return { kind: 'table', html: cached, query: key, fromCache: true };
    }
    const signal = slot.next();
    $state.set({ ...$state.get(), loading: purpose });
    const request: TableRequest = { prefix: source.prefix, tableId, query: key, encryptedAttrs: source.encryptedAttrs() };
    try {
      const text = await fetchTable(source.endpoints(), request, signal);
      if (signal.aborted) return { kind: 'aborted', query: key };
      if (!hasTableMarker(text)) return { kind: 'refused', query: key, text };
      cacheOf().set(key, text);
      return { kind: 'table', html: text, query: key, fromCache: false };
    } catch (error) {
      if (error instanceof AbortedError || signal.aborted) return { kind: 'aborted', query: key };
      return { kind: 'failed', query: key, error };
    } finally {
      if (!signal.aborted) $state.set({ ...$state.get(), loading: null });
    }
  }

  return {
    tableId,
    $state,
    load,
    showing(query) {
      $state.set({ ...$state.get(), query: query.startsWith('?') ? query : `?${query}` });
    },
    abort() {
      slot.abort();
      $state.set({ ...$state.get(), loading: null });
    },
    connect(next) {
      source = next;
    },
  };
}

/** The store of table `tableId`, created on first use. */
export function tableStore(tableId: string): TableStore {
  let store = registry.stores.get(tableId);
  if (!store) registry.stores.set(tableId, (store = createTableStore(tableId)));
  return store;
}

/** Forgets cached answers: one table's (refresh_table), or every table's. */
export function clearTableCache(tableId?: string): void {
  if (tableId === undefined) registry.cache.clear();
  else registry.cache.delete(tableId);
}
