/**
 * The member directory's controller (SPEC §2.8, §4.22, §7.13): what the visitor asks of the
 * block (Filter, Search, Enter, a submit, Next and Previous, Back and Forward) loaded through the
 * directory's store, with the address bar following when this directory owns its parameters and
 * the list announced once shown. The component (react/member-directory/MemberDirectory.tsx) shows
 * the store's view.
 */
import {
  INITIAL_STATE,
  pageAfter,
  readDirectoryState,
  resultsMessage,
  sameState,
  writeDirectoryState,
  type DirectoryKeywords,
  type DirectorySettings,
  type DirectoryState,
} from '../../core/member-directory/index.ts';
import { announce } from '../../dom/announce.ts';
import { chosenValues, choose, claimQueryPrefix, pushQuery, releaseQueryPrefix, type DirectoryParts } from '../../dom/member-directory.ts';
import type { DirectoryStore } from '../../stores/member-directory.ts';

export const TAG = '<member-directory>';

/** What a load sends and says, read when it starts (the page's settings may change meanwhile). */
export interface DirectoryRequest {
  restUrl: string;
  nonce: string;
  settings: DirectorySettings;
  keywords: DirectoryKeywords;
}

export interface DirectoryOptions {
  host: HTMLElement;
  parts: DirectoryParts;
  /** The query parameters' prefix (§9.3). */
  prefix: string;
  store: DirectoryStore;
  request(): DirectoryRequest;
  /** The plans and statuses chosen in the native selects, after the controls were set from a state. */
  chosen(chosen: { plans: string[]; statuses: string[] }): void;
}

export interface DirectoryController {
  /** Whether this directory keeps its state in the address bar. */
  readonly ownsUrl: boolean;
  stop(): void;
}

/**
 * Sets the controls from the state the list shows (else the address, else the start), loads it
 * when nothing is shown yet (not announced: only lists the visitor asked for are), and listens.
 */
export function startDirectory({ host, parts, prefix, store, request, chosen }: DirectoryOptions): DirectoryController {
  const ownsUrl = claimQueryPrefix(prefix, host);
  if (!ownsUrl) {
    console.warn(`${TAG}: another directory on this page keeps its state in the ${prefix}* parameters; this one keeps its state out of the address bar. Give it a param-prefix of its own (for example "wcm_dir2_").`);
  }
  /** The state last asked for (the list may still show an older one while it loads). */
  let current = INITIAL_STATE;

  const writeControls = (state: DirectoryState) => {
    if (parts.search) parts.search.value = state.search;
    choose(parts.plans, state.plans);
    choose(parts.statuses, state.statuses);
    chosen({ plans: chosenValues(parts.plans), statuses: chosenValues(parts.statuses) });
  };

  /** Loads `state`; `push` adds a history entry once it is shown. */
  async function go(state: DirectoryState, push: boolean, told = true): Promise<void> {
    current = state;
    const { restUrl, nonce, settings, keywords } = request();
    const outcome = await store.load({ restUrl, nonce, settings, state });
    if (outcome === 'failed') {
      // Paging goes on from the list the visitor sees.
      current = store.$view.get().shown ?? state;
      return;
    }
    if (outcome !== 'loaded') return;
    if (push && ownsUrl) pushQuery(writeDirectoryState(location.search, state, prefix), TAG);
    if (told) {
      const view = store.$view.get();
      announce(resultsMessage(state, view.members?.length ?? 0, view.total, view.totalPages, keywords), 0, 'member-directory');
    }
  }

  const shown = store.$view.get().shown;
  const initial = shown ?? (ownsUrl ? readDirectoryState(location.search, prefix) : INITIAL_STATE);
  writeControls(initial);
  current = initial;
  if (!shown) void go(initial, false, false);

  const apply = () => void go({ search: parts.search?.value.trim() ?? '', plans: chosenValues(parts.plans), statuses: chosenValues(parts.statuses), page: 1 }, true);
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('.wcm-filter-btn, .wcm-search-btn')) {
      event.preventDefault();
      apply();
      return;
    }
    const link = target?.closest('a.wcm-pagination');
    if (!link || !parts.block.contains(link)) return;
    // A click that opens a new tab keeps the link's own address.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // Until the first answer, the page count is the one the server printed.
    const view = store.$view.get();
    const total = view.shown ? view.totalPages : Number(parts.pagination?.dataset.totalPages) || 0;
    const direction = link.classList.contains('next') ? 'next' : link.classList.contains('previous') ? 'previous' : null;
    const page = direction && pageAfter(direction, current.page, total);
    if (page) void go({ ...current, page }, true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.isComposing || !(event.target instanceof HTMLInputElement) || !event.target.matches('.wcm-search-input')) return;
    event.preventDefault();
    apply();
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    apply();
  };
  const onPopState = () => {
    if (!ownsUrl) return;
    const state = readDirectoryState(location.search, prefix);
    if (sameState(state, current)) return;
    writeControls(state);
    void go(state, false);
  };
  parts.block.addEventListener('click', onClick);
  parts.block.addEventListener('keydown', onKeyDown);
  parts.block.addEventListener('submit', onSubmit);
  window.addEventListener('popstate', onPopState);
  return {
    ownsUrl,
    stop() {
      parts.block.removeEventListener('click', onClick);
      parts.block.removeEventListener('keydown', onKeyDown);
      parts.block.removeEventListener('submit', onSubmit);
      window.removeEventListener('popstate', onPopState);
      releaseQueryPrefix(prefix, host);
      store.abort();
    },
  };
}
