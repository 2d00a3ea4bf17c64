/**
 * One product table on the page (SPEC.md §2.7, §7.6): reads its container, loads new
 * queries through its store, replaces or extends its content, keeps the URL and the
 * browser history in step, and runs its feature modules around every replacement.
 */
import { deviceForWidth } from '../../core/product-table/device.ts';
import { formModeUrl, mergeTableQuery, navigateUrl, nextPageQuery, parseTableQuery, urlForTableState } from '../../core/product-table/url-state.ts';
import type { Settings } from '../../core/settings/index.ts';
import { announce } from '../../dom/announce.ts';
import { emit, triggerJQuery } from '../../dom/events.ts';
import { counterpartSelector, restoreFocus } from '../../dom/product-table/focus.ts';
import { adoptTableStyles } from '../../dom/product-table/styles.ts';
import { navigation } from '../../dom/navigation.ts';
import { guardUrl } from '../../dom/url.ts';
import { shopperReason } from '../../services/errors.ts';
import { tableStore, type TableLoad, type TablePurpose } from '../../stores/product-table.ts';
import { isOn, type Device, type ScAttrs, type TableContext, type TableFeature } from './context.ts';

const DEVICES: readonly Device[] = ['laptop', 'tablet', 'phone'];

/** The history entry's record of each table: its query and, with infinite scroll, how far it went. */
interface HistoryRecord {
  query: string;
  pages?: number;
  scrollY?: number;
}
const HISTORY_KEY = 'storefront-elements:tables';

function historyRecords(): Record<string, HistoryRecord> {
  const state = history.state as Record<string, unknown> | null;
  const records = state && typeof state === 'object' ? state[HISTORY_KEY] : undefined;
  return records && typeof records === 'object' ? (records as Record<string, HistoryRecord>) : {};
}

function writeHistory(tableId: string, record: HistoryRecord | undefined, url: string | undefined, mode: 'push' | 'replace'): void {
  const state = (history.state && typeof history.state === 'object' ? history.state : {}) as Record<string, unknown>;
  const records = { ...historyRecords() };
  if (record) records[tableId] = record;
  const next = { ...state, [HISTORY_KEY]: records };
  try {
    if (mode === 'push') history.pushState(next, '', url);
    else history.replaceState(next, '', url);
  } catch (error) {
    // A sandboxed frame or a cross-origin URL: the table still works, only the address bar lags.
    console.warn(`<shop-product-table>: the address bar could not follow the table (${(error as Error).message}).`);
  }
}

export interface TableOptions {
  host: HTMLElement;
  container: HTMLElement;
  prefix: string;
  settings: Settings;
  features: readonly TableFeature[];
}

export interface TableController {
  readonly tableId: string;
  disableModule(name: string, source: string): void;
  permitModule(name: string, source: string): void;
  isModuleDisabled(name: string): boolean;
  refresh(): Promise<void>;
  stop(): void;
}

function parseScAttrs(container: HTMLElement, prefix: string, tableId: string): ScAttrs {
  const raw = container.getAttribute(`data-${prefix}-sc-attrs`);
  if (!raw || raw === '[]' || raw === '{}') return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as ScAttrs;
    console.error(`<shop-product-table> table ${tableId}: data-${prefix}-sc-attrs should be a JSON object; the table's defaults are used.`);
  } catch {
    console.error(`<shop-product-table> table ${tableId}: data-${prefix}-sc-attrs is not valid JSON; the table's defaults are used.`);
  }
  return {};
}

const LOADING_CSS = `
  :where(.wcpt-loading) { position: relative; }
  :where(.wcpt-loading .wcpt-table-scroll-wrapper-outer) { opacity: .55; transition: opacity .15s; pointer-events: none; }
  :where(.wcpt-loading)::after {
    content: ""; position: absolute; top: 3rem; left: 50%; width: 2rem; height: 2rem; margin-left: -1rem;
    border: 3px solid currentColor; border-right-color: transparent; border-radius: 50%;
    animation: shop-table-spin .7s linear infinite;
  }
  :where(.wcpt-infinite-scroll-loading-results .wcpt-infinite-scroll-dots__single-dot) { animation: shop-table-pulse .8s ease-in-out infinite alternate; }
  @keyframes shop-table-spin { to { transform: rotate(360deg); } }
  @keyframes shop-table-pulse { to { opacity: .2; } }
  @media (prefers-reduced-motion: reduce) {
    :where(.wcpt-loading)::after, :where(.wcpt-infinite-scroll-loading-results .wcpt-infinite-scroll-dots__single-dot) { animation: none; }
  }`;

export function startTable(options: TableOptions): TableController {
  const { host, container, prefix, settings, features } = options;
  adoptTableStyles('loading', LOADING_CSS);
  const tableId = container.getAttribute(`data-${prefix}-table-id`) ?? '';
  const store = tableStore(tableId);
  const running = new Map<string, { controller: AbortController; stop?: () => void }>();
  const disabled: Array<{ module: string; source: string }> = [];
  const appendListeners = new Set<(rows: HTMLTableRowElement[]) => void>();
  let sc = parseScAttrs(container, prefix, tableId);
  let stopped = false;

  store.connect({
    prefix,
    endpoints: () => settings,
    encryptedAttrs() {
      const attrs: Record<string, string> = {};
      for (const { name, value } of container.attributes) if (name.startsWith(`data-${prefix}-encrypted-`)) attrs[name] = value;
      return attrs;
    },
  });

  const readQuery = () => {
    const query = container.getAttribute(`data-${prefix}-query-string`) ?? '';
    return query.startsWith('?') ? query : `?${query}`;
  };
  store.showing(readQuery());

  const device = (): Device => deviceForWidth(window.innerWidth, settings.breakpoints);
  const shownDevice = (): Device => {
    const outer = container.querySelector(`.${prefix}-table-scroll-wrapper-outer`);
    return DEVICES.find((d) => outer?.classList.contains(`${prefix}-device-${d}`)) ?? 'laptop';
  };
  const infiniteScroll = () => isOn(sc[`${shownDevice()}_infinite_scroll`]);

  function context(signal: AbortSignal): TableContext {
    return {
      host,
      container,
      tableId,
      prefix,
      settings,
      store,
      signal,
      sc: () => sc,
      flag: (name) => isOn(sc[name]),
      deviceValue: (name) => sc[`${device()}_${name}`],
      device,
      shownDevice,
      query: () => store.$state.get().query,
      navigate,
      appendNextPage,
      onRowsAppended(listener) {
        appendListeners.add(listener);
        const off = () => appendListeners.delete(listener);
        signal.addEventListener('abort', off, { once: true });
        return off;
      },
    };
  }

  function startFeature(feature: TableFeature): void {
    if (stopped || running.has(feature.name) || isModuleDisabled(feature.name)) return;
    const controller = new AbortController();
    const entry: { controller: AbortController; stop?: () => void } = { controller };
    running.set(feature.name, entry);
    try {
      entry.stop = feature.start(context(controller.signal)) ?? undefined;
    } catch (error) {
      console.error(`<shop-product-table> table ${tableId}: the ${feature.name} module failed to start.`, error);
    }
  }

  function stopFeature(name: string): void {
    const entry = running.get(name);
    if (!entry) return;
    running.delete(name);
    entry.controller.abort();
    try {
      entry.stop?.();
    } catch (error) {
      console.error(`<shop-product-table> table ${tableId}: the ${name} module failed to stop.`, error);
    }
  }

  const startAll = () => features.forEach(startFeature);
  const stopAll = () => [...running.keys()].reverse().forEach(stopFeature);

  function isModuleDisabled(name: string): boolean {
    return disabled.some((entry) => entry.module === name);
  }

  function setLoading(purpose: TablePurpose | null): void {
    container.classList.toggle(`${prefix}-loading`, purpose !== null && purpose !== 'infinite_scroll');
    container.classList.toggle(`${prefix}-infinite-scroll-loading-results`, purpose === 'infinite_scroll');
    if (purpose) container.setAttribute('aria-busy', 'true');
    else container.removeAttribute('aria-busy');
  }

  /** The answer's root element (the container as the server renders it), parsed inert. */
  function parseAnswer(html: string): HTMLElement | null {
    const template = document.createElement('template');
    template.innerHTML = html;
    const root = template.content.querySelector<HTMLElement>(`[data-${prefix}-table-id="${CSS.escape(tableId)}"]`) ??
      template.content.querySelector<HTMLElement>(`.${prefix}`);
    return root;
  }

  function copyRootAttributes(root: HTMLElement): void {
    container.className = root.className;
    for (const { name, value } of root.attributes) if (name.startsWith(`data-${prefix}-`)) container.setAttribute(name, value);
  }

  function reportFailure(result: Exclude<TableLoad, { kind: 'table' | 'aborted' }>): void {
    // The shortcode attributes ride on every query: long, and not what the reader looks for.
    const shown = result.query.replace(new RegExp(`[?&]${tableId}_sc_attrs=[^&]*`), '');
    if (result.kind === 'refused') {
      console.log(`${prefix} notice: query fail`);
      console.warn(`<shop-product-table> table ${tableId}: the answer to ${shown || '?'} holds no table; the table stays as it was.`);
      announce('The table could not be updated. Please try again.');
    } else {
      console.error(`<shop-product-table> table ${tableId}: loading ${shown || '?'} failed.`, result.error);
      announce(`The table could not be updated: ${shopperReason(result.error)}`);
    }
    emit(host, 'shop-table-load-failed', {
      tableId,
      query: result.query,
      reason: result.kind === 'refused' ? 'no-table' : 'request',
    });
  }

  function rowCount(): number {
    return container.querySelectorAll(`tr.${prefix}-row:not(.${prefix}-child-row):not(.${prefix}-row--category-heading)`).length;
  }

  /** Puts the URL in step with the table (§2.7), as a new history entry or in place. */
  function syncUrl(mode: 'push' | 'replace', record?: Partial<HistoryRecord>): void {
    const query = store.$state.get().query;
    const full: HistoryRecord = { query, ...record };
    if (isOn(sc.disable_url_update)) {
      writeHistory(tableId, full, undefined, 'replace');
      return;
    }
    const url = urlForTableState(location, query, tableId, { infiniteScroll: infiniteScroll() });
    writeHistory(tableId, full, url, mode);
  }

  function buildFetchQuery(query: string, purpose: TablePurpose): string {
    const params = new URLSearchParams(query.replace(/^\?/, ''));
    if (purpose === 'filter') params.set(`${tableId}_filtered`, 'true');
    if (new URLSearchParams(location.search).has(`${tableId}_from_shop`)) params.set(`${tableId}_from_shop`, 'true');
    params.set(`${tableId}_device`, device());
    if (purpose === 'device_switch') {
      if (/^column_\d+$/.test(params.get(`${tableId}_orderby`) ?? '')) {
        params.delete(`${tableId}_orderby`);
        params.delete(`${tableId}_order`);
      }
    }
    if (Object.keys(sc).length) params.set(`${tableId}_sc_attrs`, JSON.stringify(sc));
    return `?${params.toString()}`;
  }

  /** Leaves the page for the built URL: form mode and ajax-disabled tables (§2.7). */
  function leaveFor(query: string, purpose: TablePurpose): boolean {
    const formMode = isOn(sc.form_mode) && purpose === 'filter';
    if (!formMode && !isOn(sc.disable_ajax)) return false;
    const shopTableId = String(settings.shop_table_id ?? '');
    // The page the browser goes to must know a filter was applied, as a fetched table does.
    const opts = { filtered: purpose === 'filter' };
    const target = formMode && shopTableId
      ? formModeUrl(query, tableId, shopTableId, settings.shop_url, opts)
      : navigateUrl(location, query, tableId, opts);
    const safe = guardUrl(target, `<shop-product-table> table ${tableId}`, 'navigation');
    if (safe) navigation.assign(safe);
    return !!safe;
  }

  async function navigate(query: string, purpose: TablePurpose): Promise<void> {
    if (stopped) return;
    const wanted = query.startsWith('?') ? query : `?${query}`;
    if (purpose !== 'history' && purpose !== 'device_switch' && purpose !== 'refresh_table' && leaveFor(wanted, purpose)) return;
    const fetchQuery = buildFetchQuery(wanted, purpose);
    const proceed = emit(host, 'shop-table-before-load', { tableId, query: fetchQuery, purpose }, { cancelable: true });
    if (!proceed) return;
    triggerJQuery(container, { name: `${prefix}_before_ajax` });
    setLoading(purpose);
    const result = await store.load(fetchQuery, purpose);
    if (stopped || result.kind === 'aborted') return;
    setLoading(null);
    if (result.kind !== 'table') {
      reportFailure(result);
      return;
    }
    const root = parseAnswer(result.html);
    if (!root) {
      reportFailure({ kind: 'refused', query: result.query, text: result.html });
      return;
    }
    triggerJQuery(document.body, { name: `${prefix}_before_ajax_container_replace`, args: [{ response: result.html, $container: container }] });
    const focused = document.activeElement;
    const hadFocus = !!focused && container.contains(focused);
    const counterpart = focused ? counterpartSelector(focused, container, prefix) : undefined;
    stopAll();
    copyRootAttributes(root);
    container.replaceChildren(...root.childNodes);
    sc = parseScAttrs(container, prefix, tableId);
    store.showing(readQuery());
    startAll();
    if (purpose !== 'history') syncUrl(purpose === 'device_switch' || purpose === 'refresh_table' ? 'replace' : 'push');
    if (hadFocus && !container.contains(document.activeElement)) restoreFocus(container, counterpart, prefix);
    const count = rowCount();
    announce(count === 0 ? 'No products found.' : count === 1 ? 'Showing 1 product.' : `Showing ${count} products.`);
    emit(host, 'shop-table-loaded', { tableId, query: store.$state.get().query, purpose });
    triggerJQuery(container, { name: `${prefix}_after_every_load` });
    triggerJQuery(container, { name: `${prefix}_after_ajax` });
  }

  let appending: Promise<boolean> | undefined;
  function appendNextPage(): Promise<boolean> {
    appending ??= appendOnce().finally(() => (appending = undefined));
    return appending;
  }

  async function appendOnce(): Promise<boolean> {
    const dots = container.querySelector(`.${prefix}-infinite-scroll-dots`);
    if (stopped || !dots || store.$state.get().loading) return false;
    const query = nextPageQuery(store.$state.get().query, tableId);
    const fetchQuery = buildFetchQuery(query, 'infinite_scroll');
    setLoading('infinite_scroll');
    const result = await store.load(fetchQuery, 'infinite_scroll');
    if (stopped || result.kind === 'aborted') return false;
    setLoading(null);
    if (result.kind !== 'table') {
      reportFailure(result);
      return false;
    }
    const root = parseAnswer(result.html);
    const body = container.querySelector(`table.${prefix}-table > tbody`);
    if (!root || !body) {
      reportFailure({ kind: 'refused', query: result.query, text: result.html });
      return false;
    }
    const rows = [...root.querySelectorAll<HTMLTableRowElement>(`table.${prefix}-table > tbody > tr.${prefix}-row`)];
    body.append(...rows);
    const answeredQuery = root.getAttribute(`data-${prefix}-query-string`);
    if (answeredQuery !== null) container.setAttribute(`data-${prefix}-query-string`, answeredQuery);
    store.showing(readQuery());
    if (!root.querySelector(`.${prefix}-infinite-scroll-dots`)) dots.remove();
    const pages = Number(parseTableQuery(readQuery(), tableId).paged) || 1;
    syncUrl('replace', { pages, scrollY: window.scrollY });
    for (const listener of appendListeners) listener(rows);
    announce(rows.length === 1 ? '1 more product loaded.' : `${rows.length} more products loaded.`);
    emit(host, 'shop-table-loaded', { tableId, query: store.$state.get().query, purpose: 'infinite_scroll' });
    triggerJQuery(document.body, { name: `${prefix}_infinite_scroll_after_load`, args: [{ $container: container }] });
    return rows.length > 0;
  }

  /** Back or Forward to an entry of this page: show the table as that entry had it. */
  function onPopState(): void {
    const record = historyRecords()[tableId];
    const query = record?.query ?? `?${mergeTableQuery(store.$state.get().query, location.search, tableId)}`;
    if (query === store.$state.get().query) return;
    void navigate(query, 'history');
  }

  /** Coming back to a page whose infinite-scroll table had loaded more: load them again, then scroll. */
  async function restoreInfiniteScroll(): Promise<void> {
    const record = historyRecords()[tableId];
    if (!record?.pages || record.pages < 2 || !infiniteScroll()) return;
    const shownPage = Number(parseTableQuery(readQuery(), tableId).paged) || 1;
    for (let page = shownPage; page < record.pages; page++) {
      if (!(await appendNextPage())) break;
    }
    if (record.scrollY !== undefined) window.scrollTo({ top: record.scrollY, behavior: 'instant' });
  }

  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  function writeScroll(): void {
    clearTimeout(scrollTimer);
    scrollTimer = undefined;
    const record = historyRecords()[tableId];
    if (record?.pages && record.pages > 1 && record.scrollY !== window.scrollY) {
      writeHistory(tableId, { ...record, scrollY: window.scrollY }, undefined, 'replace');
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

  window.addEventListener('popstate', onPopState);
  window.addEventListener('scroll', rememberScroll, { passive: true });
  window.addEventListener('pagehide', flushScroll);
  if (!historyRecords()[tableId]) writeHistory(tableId, { query: store.$state.get().query }, undefined, 'replace');
  startAll();
  void restoreInfiniteScroll();

  return {
    tableId,
    disableModule(name, source) {
      if (!disabled.some((d) => d.module === name && d.source === source)) disabled.push({ module: name, source });
      stopFeature(name);
    },
    permitModule(name, source) {
      for (let i = disabled.length - 1; i >= 0; i--) if (disabled[i]!.module === name && disabled[i]!.source === source) disabled.splice(i, 1);
      const feature = features.find((f) => f.name === name);
      if (feature && !isModuleDisabled(name)) startFeature(feature);
    },
    isModuleDisabled,
    refresh: () => navigate(store.$state.get().query, 'refresh_table'),
    stop() {
      stopped = true;
      stopAll();
      store.abort();
      setLoading(null);
      clearTimeout(scrollTimer);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('scroll', rememberScroll);
      window.removeEventListener('pagehide', flushScroll);
    },
  };
}
