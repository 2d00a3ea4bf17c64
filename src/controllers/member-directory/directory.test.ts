// @vitest-environment happy-dom
import { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DIRECTORY_KEYWORDS, DEFAULT_DIRECTORY_SETTINGS, type DirectoryState } from '../../core/member-directory/index.ts';
import { MarkupLedger } from '../../dom/ledger.ts';
import { findParts, showPagination } from '../../dom/member-directory.ts';
import type { DirectoryStore, DirectoryView } from '../../stores/member-directory.ts';
import { startDirectory } from './directory.ts';

const BLOCK = `
  <div class="wc-memberships-directory-container" data-directory-data="{}">
    <input class="wcm-search-input"><button class="wcm-search-btn">Search</button>
    <select class="wcm-plans" multiple><option value="">All Plans</option><option value="1">Gold</option></select>
    <select class="wcm-status" multiple><option value="">All</option><option value="active">Active</option></select>
    <button class="wcm-filter-btn">Filter</button>
    <div class="wcm-directory-list-wrapper"></div>
    <div class="wcm-pagination-wrapper" data-total-pages="3">
      <a class="wcm-pagination previous" href="#prev">Previous</a><a class="wcm-pagination next" href="#next">Next</a>
    </div>
  </div>`;

/** A store whose loads answer at once with `totalPages` pages of one member. */
function fakeStore(totalPages: number) {
  const $view = atom<DirectoryView>({ shown: null, members: null, total: null, totalPages: 0, loading: false });
  const loads: DirectoryState[] = [];
  const store: DirectoryStore = {
    $view,
    async load({ state }) {
      loads.push(state);
      $view.set({ shown: state, members: [], total: 0, totalPages, loading: false });
      return 'loaded';
    },
    abort: vi.fn(),
  };
  return { store, loads };
}

function setUp(totalPages = 3) {
  const host = document.createElement('member-directory');
  host.innerHTML = BLOCK;
  document.body.append(host);
  const parts = findParts(host)!;
  const { store, loads } = fakeStore(totalPages);
  const chosen = vi.fn();
  const request = () => ({ restUrl: '/wp-json/', nonce: 'n', settings: DEFAULT_DIRECTORY_SETTINGS, keywords: DEFAULT_DIRECTORY_KEYWORDS });
  const controller = startDirectory({ host, parts, prefix: 'wcm_dir_', store, request, chosen });
  return { host, parts, store, loads, chosen, controller };
}

describe('startDirectory', () => {
  afterEach(() => {
    document.body.replaceChildren();
    history.replaceState(null, '', '/');
  });

  it('loads the state of the address once, sets the controls from it, and stops listening on stop', async () => {
    history.replaceState(null, '', '/?wcm_dir_search=ann&wcm_dir_plan=1&wcm_dir_page=2');
    const { parts, loads, chosen, controller, store } = setUp();
    expect(controller.ownsUrl).toBe(true);
    expect(parts.search!.value).toBe('ann');
    expect(chosen).toHaveBeenCalledWith({ plans: ['1'], statuses: [] });
    expect(loads).toEqual([{ search: 'ann', plans: ['1'], statuses: [], page: 2 }]);
    controller.stop();
    expect(store.abort).toHaveBeenCalled();
    // A load starts in the click's own task (the store is asked before anything is awaited).
    parts.next!.click();
    expect(loads).toHaveLength(1);
  });

  it('pages forward only below the page count and back only above page 1; a modified click keeps the link', async () => {
    const { parts, loads, controller } = setUp(2);
    parts.previous!.click();
    parts.next!.click();
    expect(loads.map((s) => s.page)).toEqual([1, 2]);
    await vi.waitFor(() => expect(location.search).toBe('?wcm_dir_page=2'));
    parts.next!.click();
    const ctrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    parts.previous!.dispatchEvent(ctrl);
    expect(ctrl.defaultPrevented).toBe(false);
    expect(loads.map((s) => s.page)).toEqual([1, 2]);
    controller.stop();
  });

  it('Filter loads the search from page 1; the second directory with the same prefix keeps out of the address bar', async () => {
    const { parts, loads, controller } = setUp();
    parts.search!.value = ' bob ';
    parts.block.querySelector<HTMLElement>('.wcm-filter-btn')!.click();
    expect(loads.at(-1)).toEqual({ search: 'bob', plans: [], statuses: [], page: 1 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const second = setUp();
    expect(second.controller.ownsUrl).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    second.controller.stop();
    controller.stop();
    warn.mockRestore();
  });
});

describe('showPagination', () => {
  afterEach(() => document.body.replaceChildren());

  it('hands the focus from Next to Previous when the last page hides Next, and gives the markup back', () => {
    const host = document.createElement('div');
    host.innerHTML = BLOCK;
    document.body.append(host);
    const parts = findParts(host)!;
    const ledger = new MarkupLedger();
    showPagination(ledger, parts, 2, 3, (page) => `/members?wcm_dir_page=${page}`);
    expect(parts.next!.getAttribute('href')).toBe('/members?wcm_dir_page=3');
    parts.next!.focus();
    showPagination(ledger, parts, 3, 3, null);
    expect(parts.next!.style.display).toBe('none');
    expect(document.activeElement).toBe(parts.previous);
    expect(parts.pagination!.dataset.currentPage).toBe('3');
    ledger.restore();
    expect(parts.next!.getAttribute('style')).toBeNull();
    expect(parts.next!.getAttribute('href')).toBe('#next');
  });
});
