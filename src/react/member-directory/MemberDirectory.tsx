import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { directoryKeywordDefaults, emptyMessage, parseDirectoryKeywords, parseDirectorySettings, writeDirectoryState } from '../../core/member-directory/index.ts';
import type { Settings } from '../../core/settings/index.ts';
import { choose, chosenValues, findParts, selectPlaceholder, selectSlots, showLoading, showPagination, urlWithQuery, type DirectoryParts } from '../../dom/member-directory.ts';
import { MarkupLedger } from '../../dom/ledger.ts';
import { messageTemplate } from '../../dom/messages.ts';
import { reportOnce } from '../../dom/report-once.ts';
import { startDirectory, TAG, type DirectoryController } from '../../controllers/member-directory/directory.ts';
import { directoryStore } from '../../stores/member-directory.ts';
import type { ElementProps } from '../base/element-props.ts';
import { quietPortal } from '../base/portal.ts';
import { MemberCard } from './MemberCard.tsx';
import { MultiSelect } from './MultiSelect.tsx';
import { useSettings } from '../settings/use-settings.ts';

/** Parsed as the element file's attribute spec declares them (src/elements/member-directory.element.ts). */
export type MemberDirectoryAttributes = StorefrontElementAttributes['member-directory'];

/**
 * Public member directory (§2.8): adopts the platform block printed inside the element and fills
 * its list from the list call (§7.13). The controller (controllers/member-directory/directory.ts)
 * handles what the visitor asks; the DOM parts are dom/member-directory.ts.
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
  parts: DirectoryParts;
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
    const { value, problems } = parseDirectoryKeywords(keywordSetting, directoryKeywordDefaults(messageTemplate));
    for (const problem of problems) reportOnce(`${TAG}: the setting member_directory_keywords: ${problem}.`);
    return value;
  }, [keywordSetting]);

  const store = useMemo(() => directoryStore(host), [host]);
  const view = useStore(store.$view);
  const [chosen, setChosen] = useState<{ plans: string[]; statuses: string[] }>({ plans: [], statuses: [] });
  const controller = useRef<DirectoryController | null>(null);
  const latest = useRef({ shop, directory, keywords });
  latest.current = { shop, directory, keywords };

  useLayoutEffect(() => {
    const started = startDirectory({
      host, parts, prefix, store,
      request: () => ({ restUrl: latest.current.shop.rest_url, nonce: latest.current.shop.rest_nonce, settings: latest.current.directory, keywords: latest.current.keywords }),
      chosen: setChosen,
    });
    controller.current = started;
    return () => started.stop();
  }, [host, parts, prefix, store]);

  // The native selects stay in the page (theme scripts read their values) but hidden: the
  // disclosures below stand in for them.
  const [slots, setSlots] = useState<{ plans?: HTMLElement; statuses?: HTMLElement }>({});
  useLayoutEffect(() => {
    const made = selectSlots(parts.plans, parts.statuses);
    setSlots({ plans: made.plans, statuses: made.statuses });
    return made.undo;
  }, [parts]);

  const ledger = useMemo(() => new MarkupLedger(), []);
  useLayoutEffect(() => () => ledger.restore(), [ledger]);
  useLayoutEffect(() => showLoading(ledger, parts.list, parts.loader, view.loading), [ledger, parts, view.loading]);
  useLayoutEffect(() => {
    const shown = view.shown;
    if (!shown) return;
    const hrefFor = controller.current?.ownsUrl ? (to: number) => urlWithQuery(writeDirectoryState(location.search, { ...shown, page: to }, prefix)) : null;
    showPagination(ledger, parts, shown.page, view.totalPages, hrefFor);
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

  const choices = (key: 'plans' | 'statuses', select: HTMLSelectElement | null, slot: HTMLElement | undefined, legend: string) =>
    slot && select && quietPortal(
      <MultiSelect
        select={select}
        legend={legend}
        placeholder={selectPlaceholder(select)}
        chosen={chosen[key]}
        onChange={(values) => {
          choose(select, values);
          setChosen((before) => ({ ...before, [key]: chosenValues(select) }));
        }}
      />,
      slot,
    );

  return (
    <>
      {quietPortal(list, parts.list)}
      {choices('plans', parts.plans, slots.plans, keywords.plans_legend)}
      {choices('statuses', parts.statuses, slots.statuses, keywords.statuses_legend)}
    </>
  );
}
