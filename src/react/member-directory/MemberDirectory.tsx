import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  emptyMessage,
  fillText,
  INITIAL_STATE,
  paginationView,
  parseDirectoryKeywords,
  parseDirectorySettings,
  readDirectoryState,
  sameState,
  writeDirectoryState,
  type DirectoryKeywords,
  type DirectoryState,
} from '../../core/member-directory/index.ts';
import type { Settings } from '../../core/settings/index.ts';
import { announce } from '../../dom/announce.ts';
import { moveFocusOutOf } from '../../dom/focus.ts';
import { adoptDirectoryStyles, claimQueryPrefix, pushQuery, releaseQueryPrefix, setShown, urlWithQuery } from '../../dom/member-directory.ts';
import { MarkupLedger } from '../../dom/ledger.ts';
import { reportOnce } from '../../dom/report-once.ts';
import { directoryStore, type DirectoryStore } from '../../stores/member-directory.ts';
import type { ElementProps } from '../base/element-props.ts';
import { quietPortal } from '../base/portal.ts';
import { MemberCard } from './MemberCard.tsx';
import { MultiSelect } from './MultiSelect.tsx';
import { useSettings } from '../settings/use-settings.ts';

/** Parsed as the element file's attribute spec declares them (src/elements/member-directory.element.ts). */
export type MemberDirectoryAttributes = StorefrontElementAttributes['member-directory'];

const TAG = '<member-directory>';

/** The platform block's parts (its class names are what themes style). */
interface Parts {
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

function findParts(host: HTMLElement): Parts | null {
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

function chosenValues(select: HTMLSelectElement | null): string[] {
  return select ? [...select.selectedOptions].map((o) => o.value).filter(Boolean) : [];
}

function choose(select: HTMLSelectElement | null, values: string[]): void {
  if (select) for (const option of select.options) option.selected = option.value !== '' && values.includes(option.value);
}

/**
 * Public member directory (§2.8): adopts the platform block printed inside the element and fills
 * its list from the list call (§7.13).
 */
export function MemberDirectory({ host, attrs }: ElementProps<MemberDirectoryAttributes>) {
  const settings = useSettings(attrs.settings);
  const parts = useMemo(() => findParts(host), [host]);
  useEffect(() => {
    if (!parts) console.error(`${TAG} holds no member directory block (.wc-memberships-directory-container with a .wcm-directory-list-wrapper); it does nothing.`);
  }, [parts]);
  if (!parts) return null;
  return <Directory host={host} parts={parts} prefix={attrs.paramPrefix} shop={settings} />;
}

interface DirectoryProps {
  host: HTMLElement;
  parts: Parts;
  prefix: string;
  shop: Settings;
}

function Directory({ host, parts, prefix, shop }: DirectoryProps) {
  const directory = useMemo(() => {
    const { value, problems } = parseDirectorySettings(parts.block.getAttribute('data-directory-data'));
    for (const problem of problems) reportOnce(`${TAG}: the block's data-directory-data: ${problem}.`);
    return value;
  }, [parts.block]);
  const keywordSetting = shop.member_directory_keywords;
  const keywords = useMemo(() => {
    const { value, problems } = parseDirectoryKeywords(keywordSetting);
    for (const problem of problems) reportOnce(`${TAG}: the setting member_directory_keywords: ${problem}.`);
    return value;
  }, [keywordSetting]);

  const store = useMemo(() => directoryStore(host), [host]);
  const view = useStore(store.$view);
  const [chosen, setChosen] = useState<{ plans: string[]; statuses: string[] }>({ plans: [], statuses: [] });
  /** The state last asked for (the list may still show an older one while it loads). */
  const current = useRef<DirectoryState>(INITIAL_STATE);
  const ownsUrl = useRef(false);
  const latest = useRef({ shop, directory, keywords });
  latest.current = { shop, directory, keywords };

  const writeControls = useCallback((state: DirectoryState) => {
    if (parts.search) parts.search.value = state.search;
    choose(parts.plans, state.plans);
    choose(parts.statuses, state.statuses);
    setChosen({ plans: chosenValues(parts.plans), statuses: chosenValues(parts.statuses) });
  }, [parts]);

  /**
   * Loads `state`; `push` adds a history entry once it is shown. The list a page opens with is
   * not announced: only lists the visitor asked for are.
   */
  const go = useCallback(async (state: DirectoryState, push: boolean, told = true) => {
    current.current = state;
    const { shop: page, directory: block, keywords: words } = latest.current;
    const outcome = await store.load({ restUrl: page.rest_url, nonce: page.rest_nonce, settings: block, state });
    if (outcome === 'failed') {
      // Paging goes on from the list the visitor sees.
      current.current = store.$view.get().shown ?? state;
      return;
    }
    if (outcome !== 'loaded') return;
    if (push && ownsUrl.current) pushQuery(writeDirectoryState(location.search, state, prefix), TAG);
    if (told) announce(resultsMessage(store, state, words), 0, 'member-directory');
  }, [store, prefix]);

  useLayoutEffect(() => {
    ownsUrl.current = claimQueryPrefix(prefix, host);
    if (!ownsUrl.current) {
      console.warn(`${TAG}: another directory on this page keeps its state in the ${prefix}* parameters; this one keeps its state out of the address bar. Give it a param-prefix of its own (for example "wcm_dir2_").`);
    }
    const shown = store.$view.get().shown;
    const initial = shown ?? (ownsUrl.current ? readDirectoryState(location.search, prefix) : INITIAL_STATE);
    writeControls(initial);
    current.current = initial;
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
      const { page } = current.current;
      // Until the first answer, the page count is the one the server printed.
      const view = store.$view.get();
      const total = view.shown ? view.totalPages : Number(parts.pagination?.dataset.totalPages) || 0;
      // §4.22: forward only below the total page count, back only above 1.
      if (link.classList.contains('next') && page < total) void go({ ...current.current, page: page + 1 }, true);
      else if (link.classList.contains('previous') && page > 1) void go({ ...current.current, page: page - 1 }, true);
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
      if (!ownsUrl.current) return;
      const state = readDirectoryState(location.search, prefix);
      if (sameState(state, current.current)) return;
      writeControls(state);
      void go(state, false);
    };
    parts.block.addEventListener('click', onClick);
    parts.block.addEventListener('keydown', onKeyDown);
    parts.block.addEventListener('submit', onSubmit);
    window.addEventListener('popstate', onPopState);
    return () => {
      parts.block.removeEventListener('click', onClick);
      parts.block.removeEventListener('keydown', onKeyDown);
      parts.block.removeEventListener('submit', onSubmit);
      window.removeEventListener('popstate', onPopState);
      releaseQueryPrefix(prefix, host);
      store.abort();
    };
  }, [host, parts, prefix, store, go, writeControls]);

  // The native selects stay in the page (theme scripts read their values) but hidden: the
  // disclosures below stand in for them.
  const [slots, setSlots] = useState<{ plans?: HTMLElement; statuses?: HTMLElement }>({});
  useLayoutEffect(() => {
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
    setSlots({ plans: slotFor(parts.plans), statuses: slotFor(parts.statuses) });
    return () => {
      for (const slot of made) slot.remove();
      ledger.restore();
    };
  }, [parts]);

  // Loading indicator and busy state (§2.8).
  const ledger = useMemo(() => new MarkupLedger(), []);
  useLayoutEffect(() => () => ledger.restore(), [ledger]);
  useLayoutEffect(() => {
    ledger.attribute(parts.list, 'aria-busy');
    parts.list.setAttribute('aria-busy', String(view.loading));
    if (parts.loader) {
      ledger.attribute(parts.loader, 'style');
      setShown(parts.loader, view.loading);
    }
  }, [ledger, parts, view.loading]);

  // Pagination (§4.22) for the page the list shows.
  useLayoutEffect(() => {
    const { pagination, previous, next } = parts;
    if (!view.shown || !pagination) return;
    const page = view.shown.page;
    const show = paginationView(page, view.totalPages);
    for (const name of ['style', 'data-current-page', 'data-total-pages']) ledger.attribute(pagination, name);
    pagination.setAttribute('data-current-page', String(page));
    pagination.setAttribute('data-total-pages', String(view.totalPages));
    setShown(pagination, show.shown);
    const link = (anchor: HTMLAnchorElement | null, shown: boolean, to: number) => {
      if (!anchor) return;
      ledger.attribute(anchor, 'style');
      ledger.attribute(anchor, 'href');
      setShown(anchor, shown);
      // The address of the page it leads to: a new tab opens that page of the list.
      if (ownsUrl.current) anchor.href = urlWithQuery(writeDirectoryState(location.search, { ...view.shown!, page: to }, prefix));
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
  }, [ledger, parts, prefix, view.shown, view.totalPages]);

  // The list: what the server printed (read before anything of ours is in it) stays until the
  // first answer replaces it, and comes back when the element lets go of the block.
  const printed = useMemo(() => [...parts.list.childNodes], [parts.list]);
  const answered = view.members !== null;
  useLayoutEffect(() => {
    if (!answered) return;
    for (const node of printed) node.remove();
    return () => parts.list.prepend(...printed);
  }, [answered, parts.list, printed]);

  let list: ReactNode = null;
  if (view.members && view.shown) {
    list = view.members.length
      ? view.members.map((member, i) => <MemberCard key={i} member={member} settings={directory} keywords={keywords} />)
      : (
          <div className="directory-placeholder-box">
            <p>{emptyMessage(view.shown, keywords)}</p>
          </div>
        );
  }

  const onChosen = (key: 'plans' | 'statuses', select: HTMLSelectElement) => (values: string[]) => {
    choose(select, values);
    setChosen((before) => ({ ...before, [key]: chosenValues(select) }));
  };

  return (
    <>
      {quietPortal(list, parts.list)}
      {slots.plans && parts.plans && quietPortal(
        <MultiSelect
          select={parts.plans}
          legend={keywords.plans_legend}
          placeholder={parts.plans.dataset.placeholder ?? parts.plans.options[0]?.textContent?.trim() ?? ''}
          chosen={chosen.plans}
          onChange={onChosen('plans', parts.plans)}
        />,
        slots.plans,
      )}
      {slots.statuses && parts.statuses && quietPortal(
        <MultiSelect
          select={parts.statuses}
          legend={keywords.statuses_legend}
          placeholder={parts.statuses.dataset.placeholder ?? parts.statuses.options[0]?.textContent?.trim() ?? ''}
          chosen={chosen.statuses}
          onChange={onChosen('statuses', parts.statuses)}
        />,
        slots.statuses,
      )}
    </>
  );
}

/** What a screen reader hears when a list arrived (§2.8). */
function resultsMessage(store: DirectoryStore, state: DirectoryState, keywords: DirectoryKeywords): string {
  const view = store.$view.get();
  const count = view.members?.length ?? 0;
  if (count === 0) return emptyMessage(state, keywords);
  return fillText(keywords.results_count, view.total ?? count, state.page, view.totalPages);
}
