/**
 * One store per member directory (SPEC §2.8, §7.13): the list it shows and the call that fills it.
 * Kept per host element, so a directory moved in the page (React remounts) keeps its list. A newer
 * load aborts the one still running: only the latest answer is shown.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { membersQuery, type DirectorySettings, type DirectoryState, type Member } from '../core/member-directory/index.ts';
import { emit } from '../dom/events.ts';
import { guardOwnOriginUrl } from '../dom/own-origin.ts';
import { errorKind, isAborted } from '../services/errors.ts';
import { latestOnly } from '../services/http.ts';
import { listMembers } from '../services/member-directory.ts';

export interface DirectoryView {
  /** The state the list shows; null until the first answer. */
  shown: DirectoryState | null;
  members: Member[] | null;
  total: number | null;
  totalPages: number;
  /** A call is under way. */
  loading: boolean;
}

export interface DirectoryLoad {
  restUrl: string;
  nonce: string;
  settings: DirectorySettings;
  state: DirectoryState;
}

export type LoadOutcome = 'loaded' | 'failed' | 'superseded';

export interface DirectoryStore {
  readonly $view: ReadableAtom<DirectoryView>;
  load(request: DirectoryLoad): Promise<LoadOutcome>;
  abort(): void;
}

const INITIAL_VIEW: DirectoryView = { shown: null, members: null, total: null, totalPages: 0, loading: false };

function createDirectoryStore(host: HTMLElement): DirectoryStore {
  const $view = atom<DirectoryView>(INITIAL_VIEW);
  const slot = latestOnly();
  return {
    $view,
    async load({ restUrl, nonce, settings, state }) {
      const signal = slot.next();
      // The nonce goes to this site only: the server's list stays, and the console names the setting.
      if (guardOwnOriginUrl(restUrl, '<member-directory> settings rest_url', 'the REST nonce') === null) {
        emit(host, 'shop-request-failed', { call: 'memberships_members', message: `rest_url ${restUrl} is on another origin; nothing was sent.`, kind: 'refused' });
        return 'failed';
      }
      $view.set({ ...$view.get(), loading: true });
      try {
        const page = await listMembers(restUrl, nonce, membersQuery(settings, state), signal);
        $view.set({ shown: state, members: page.members, total: page.total, totalPages: page.totalPages, loading: false });
        emit(host, 'shop-member-directory-loaded', {
          search: state.search, plans: state.plans, statuses: state.statuses, page: state.page,
          total: page.total, totalPages: page.totalPages, count: page.members.length,
        });
        return 'loaded';
      } catch (error) {
        if (isAborted(error) && signal.aborted) return 'superseded';
        // §8: the console only; the list shown before stays.
        console.error('<member-directory>: the members could not be loaded; the list shown before stays.', error);
        $view.set({ ...$view.get(), loading: false });
        emit(host, 'shop-request-failed', {
          call: 'memberships_members',
          message: error instanceof Error ? error.message : String(error),
          kind: errorKind(error),
        });
        return 'failed';
      }
    },
    abort() {
      slot.abort();
      if ($view.get().loading) $view.set({ ...$view.get(), loading: false });
    },
  };
}

const stores = new WeakMap<HTMLElement, DirectoryStore>();

/** The store of the directory `host`, made on first use. */
export function directoryStore(host: HTMLElement): DirectoryStore {
  let store = stores.get(host);
  if (!store) {
    store = createDirectoryStore(host);
    stores.set(host, store);
  }
  return store;
}
