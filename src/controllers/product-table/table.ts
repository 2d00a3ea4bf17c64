/**
 * One product table on the page (SPEC.md §2.7, §7.6): reads its container, loads new
 * queries through its store, replaces or extends its content, keeps the URL and the
 * browser history in step, and runs its feature modules around every replacement.
 */
import { shopText } from '../../dom/messages.ts';
import { deviceForWidth } from '../../core/product-table/device.ts';
import { appendedMessage, fetchQuery, readScAttrs, shownMessage, shownQuery, type HistoryRecord, type ScAttrs } from '../../core/product-table/load.ts';
import { formModeUrl, mergeTableQuery, navigateUrl, nextPageQuery, parseTableQuery, urlForTableState } from '../../core/product-table/url-state.ts';
import type { Settings } from '../../core/settings/index.ts';
import { announce } from '../../dom/announce.ts';
import { emit, triggerJQuery } from '../../dom/events.ts';
import { copyRootAttributes, parseTableAnswer } from '../../dom/product-table/answer.ts';
import { counterpartSelector, restoreFocus } from '../../dom/product-table/focus.ts';
import { adoptTableStyles } from '../../dom/product-table/styles.ts';
import { navigation } from '../../dom/navigation.ts';
import { guardUrl } from '../../dom/url.ts';
import { shopperReason } from '../../services/errors.ts';
import { tableStore, type TableLoad, type TablePurpose } from '../../stores/product-table.ts';
import { isOn, type Device, type TableContext, type TableFeature } from './context.ts';
import { featureRunner } from './feature-runner.ts';
import { tableHistory } from './table-history.ts';

const DEVICES: readonly Device[] = ['laptop', 'tablet', 'phone'];

export interface TableOptions {
  host: HTMLElement;
  /** The custom element (the same node as `host` unless it enhances markup elsewhere). */
  element: HTMLElement;
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
  const { sc, problem } = readScAttrs(container.getAttribute(`data-${prefix}-sc-attrs`), prefix, tableId);
  if (problem) console.error(problem);
  return sc;
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
  const { host, element, container, prefix, settings, features } = options;
  adoptTableStyles('loading', LOADING_CSS);
  const tableId = container.getAttribute(`data-${prefix}-table-id`) ?? '';
  const store = tableStore(tableId);
  const historyEntries = tableHistory(tableId);
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
      element,
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

  const modules = featureRunner(features, context, `<shop-product-table> table ${tableId}`);

  function setLoading(purpose: TablePurpose | null): void {
    container.classList.toggle(`${prefix}-loading`, purpose !== null && purpose !== 'infinite_scroll');
    container.classList.toggle(`${prefix}-infinite-scroll-loading-results`, purpose === 'infinite_scroll');
    if (purpose) container.setAttribute('aria-busy', 'true');
    else container.removeAttribute('aria-busy');
  }

  /**
   * The failure of the last load, shown above the table (outside the container, which each load replaces)
   * until a load succeeds: a role=alert message, so it is announced once, as it is seen.
   */
  let failureNotice: HTMLElement | undefined;
  function showFailure(text: string): void {
    failureNotice ??= Object.assign(document.createElement('div'), { className: `woocommerce-error ${prefix}-load-error` });
    failureNotice.setAttribute('role', 'alert');
    failureNotice.textContent = text;
    if (!failureNotice.isConnected) container.before(failureNotice);
  }
  function clearFailure(): void {
    failureNotice?.remove();
  }

  function reportFailure(result: Exclude<TableLoad, { kind: 'table' | 'aborted' }>): void {
    const shown = shownQuery(result.query, tableId);
    if (result.kind === 'refused') {
      console.log(`${prefix} notice: query fail`);
      console.warn(`<shop-product-table> table ${tableId}: the answer to ${shown} holds no table; the table stays as it was.`);
      showFailure(shopText('tableUpdateFailed'));
    } else {
      console.error(`<shop-product-table> table ${tableId}: loading ${shown} failed.`, result.error);
      showFailure(shopText('tableUpdateFailedReason', shopperReason(result.error)));
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
      historyEntries.write(full, undefined, 'replace');
      return;
    }
    const url = urlForTableState(location, query, tableId, { infiniteScroll: infiniteScroll() });
    historyEntries.write(full, url, mode);
  }

  function buildFetchQuery(query: string, purpose: TablePurpose): string {
    return fetchQuery(query, purpose, { tableId, device: device(), sc, pageSearch: location.search });
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
    const root = parseTableAnswer(result.html, prefix, tableId);
    if (!root) {
      reportFailure({ kind: 'refused', query: result.query, text: result.html });
      return;
    }
    clearFailure();
    triggerJQuery(document.body, { name: `${prefix}_before_ajax_container_replace`, args: [{ response: result.html, $container: container }] });
    const focused = document.activeElement;
    const hadFocus = !!focused && container.contains(focused);
    const counterpart = focused ? counterpartSelector(focused, container, prefix) : undefined;
    // A choice made with the pointer leaves the menus closed, as the add-on prints its navigation again;
    // from the keyboard the shopper goes on inside the menu they were in.
    const fromKeyboard = !!focused && hadFocus && focused.matches(':focus-visible');
    modules.stopAll();
    copyRootAttributes(container, root, prefix);
    container.replaceChildren(...root.childNodes);
    sc = parseScAttrs(container, prefix, tableId);
    store.showing(readQuery());
    modules.startAll();
    if (purpose !== 'history') syncUrl(purpose === 'device_switch' || purpose === 'refresh_table' ? 'replace' : 'push');
    if (hadFocus && !container.contains(document.activeElement)) restoreFocus(container, counterpart, prefix, { reopen: fromKeyboard });
    const count = rowCount();
    announce(shownMessage(count, shopText));
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
    const root = parseTableAnswer(result.html, prefix, tableId);
    const body = container.querySelector(`table.${prefix}-table > tbody`);
    if (!root || !body) {
      reportFailure({ kind: 'refused', query: result.query, text: result.html });
      return false;
    }
    clearFailure();
    const rows = [...root.querySelectorAll<HTMLTableRowElement>(`table.${prefix}-table > tbody > tr.${prefix}-row`)];
    body.append(...rows);
    const answeredQuery = root.getAttribute(`data-${prefix}-query-string`);
    if (answeredQuery !== null) container.setAttribute(`data-${prefix}-query-string`, answeredQuery);
    store.showing(readQuery());
    if (!root.querySelector(`.${prefix}-infinite-scroll-dots`)) dots.remove();
    const pages = Number(parseTableQuery(readQuery(), tableId).paged) || 1;
    syncUrl('replace', { pages, scrollY: window.scrollY });
    for (const listener of appendListeners) listener(rows);
    announce(appendedMessage(rows.length, shopText));
    emit(host, 'shop-table-loaded', { tableId, query: store.$state.get().query, purpose: 'infinite_scroll' });
    triggerJQuery(document.body, { name: `${prefix}_infinite_scroll_after_load`, args: [{ $container: container }] });
    return rows.length > 0;
  }

  /** Back or Forward to an entry of this page: show the table as that entry had it. */
  function onPopState(): void {
    const record = historyEntries.record();
    const query = record?.query ?? `?${mergeTableQuery(store.$state.get().query, location.search, tableId)}`;
    if (query === store.$state.get().query) return;
    void navigate(query, 'history');
  }

  /** Coming back to a page whose infinite-scroll table had loaded more: load them again, then scroll. */
  async function restoreInfiniteScroll(): Promise<void> {
    const record = historyEntries.record();
    if (!record?.pages || record.pages < 2 || !infiniteScroll()) return;
    const shownPage = Number(parseTableQuery(readQuery(), tableId).paged) || 1;
    for (let page = shownPage; page < record.pages; page++) {
      if (!(await appendNextPage())) break;
    }
    if (record.scrollY !== undefined) window.scrollTo({ top: record.scrollY, behavior: 'instant' });
  }

  historyEntries.listen(onPopState);
  if (!historyEntries.record()) historyEntries.write({ query: store.$state.get().query }, undefined, 'replace');
  modules.startAll();
  void restoreInfiniteScroll();

  return {
    tableId,
    disableModule: (name, source) => modules.disable(name, source),
    permitModule: (name, source) => modules.permit(name, source),
    isModuleDisabled: (name) => modules.isDisabled(name),
    refresh: () => navigate(store.$state.get().query, 'refresh_table'),
    stop() {
      stopped = true;
      clearFailure();
      modules.end();
      store.abort();
      setLoading(null);
      historyEntries.stop();
    },
  };
}
