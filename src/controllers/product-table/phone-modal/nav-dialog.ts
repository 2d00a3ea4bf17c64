/**
 * The phone navigation dialog (SPEC §2.7), loaded when a shopper first opens it: the Filters and Sort buttons of the phone layout open
 * a modal dialog with the navigation form's own filters in two tabs, and Apply, Reset and Close.
 * The filters are moved, not copied (one set of fields, whatever other modules bound to them), and
 * go back to their places when it closes; Close, Escape and a click outside put back what they
 * held when it opened. While it is open the body has `{p}-nav-modal-on`.
 */
import { shopText } from '../../../dom/messages.ts';
import { hasResettableParams } from '../../../core/product-table/url-state.ts';
import { triggerJQuery } from '../../../dom/events.ts';
import { returnFocusFrom } from '../../../dom/focus-trap.ts';
import { adoptTableStyles } from '../../../dom/product-table/styles.ts';
import type { TableContext } from '../context.ts';
import { navigationForms, navigationQuery, updateFilterFeedback } from '../filters.ts';

export type Tab = 'filters' | 'sort';

const CSS = `
  :where(body.wcpt-nav-modal-on) { overflow: hidden; }
  :where(dialog.wcpt-nav-modal) {
    box-sizing: border-box; padding: 0; border: 0; border-radius: .75rem;
    width: min(30rem, calc(100vw - 2rem)); max-width: none; max-height: min(44rem, calc(100dvh - 2rem));
    color: inherit; background: var(--shop-table-modal-background, Canvas);
    box-shadow: 0 .75rem 2.5rem rgb(0 0 0 / .3); overflow: hidden;
    animation: shop-nav-modal-in .2s ease-out;
  }
  :where(dialog.wcpt-nav-modal)::backdrop { background: rgb(0 0 0 / .45); }
  :where(.wcpt-nav-modal .wcpt-nm-content) { display: flex; flex-direction: column; max-height: inherit; height: 100%; }
  :where(.wcpt-nav-modal .wcpt-nm-heading) {
    display: flex; align-items: center; justify-content: space-between; gap: 1rem;
    padding: .75rem 1rem; border-bottom: 1px solid rgb(128 128 128 / .3);
  }
  :where(.wcpt-nav-modal .wcpt-nm-heading-text) { margin: 0; font-size: 1.125rem; line-height: 1.3; }
  :where(.wcpt-nav-modal button) { min-height: 2.75rem; min-width: 2.75rem; font: inherit; cursor: pointer; }
  :where(.wcpt-nav-modal .wcpt-nm-close) { border: 0; background: none; color: inherit; font-size: 1.5rem; line-height: 1; }
  :where(.wcpt-nav-modal .wcpt-nm-tabs) { display: flex; border-bottom: 1px solid rgb(128 128 128 / .3); }
  :where(.wcpt-nav-modal [role="tab"]) {
    flex: 1; border: 0; border-bottom: 3px solid transparent; background: none; color: inherit; padding: .5rem 1rem;
  }
  :where(.wcpt-nav-modal [role="tab"][aria-selected="true"]) { border-bottom-color: currentColor; font-weight: 600; }
  :where(.wcpt-nav-modal [role="tab"]:focus-visible) { outline-offset: -3px; }
  :where(.wcpt-nav-modal [role="tabpanel"]) { flex: 1 1 auto; overflow-y: auto; overscroll-behavior: contain; padding: .5rem 1rem 1rem; }
  :where(.wcpt-nav-modal [role="tabpanel"][hidden]) { display: none; }
  :where(.wcpt-nav-modal .wcpt-filter) { display: block; margin: 0; padding: .5rem 0; border-bottom: 1px solid rgb(128 128 128 / .2); }
  :where(.wcpt-nav-modal .wcpt-filter-heading) { padding: .5rem 0; font-weight: 600; cursor: pointer; }
  :where(.wcpt-nav-modal .wcpt-dropdown-menu) { position: static; display: block; box-shadow: none; border: 0; padding: 0; }
  :where(.wcpt-nav-modal label) { display: flex; align-items: center; gap: .5rem; min-height: 2.75rem; }
  :where(.wcpt-nav-modal .wcpt-search-wrapper) { padding: .5rem 0; }
  :where(.wcpt-nav-modal .wcpt-nm-action) {
    display: flex; gap: .75rem; padding: .75rem 1rem; border-top: 1px solid rgb(128 128 128 / .3);
  }
  :where(.wcpt-nav-modal .wcpt-nm-action button) { flex: 1; border-radius: .375rem; border: 1px solid currentColor; background: none; color: inherit; }
  :where(.wcpt-nav-modal .wcpt-nm-apply) { background: var(--shop-table-accent, #1d4ed8); border-color: transparent; color: #fff; font-weight: 600; }
  :where(.wcpt-nav-modal button:disabled) { opacity: .5; cursor: default; }
  @media (max-width: 600px) {
    :where(dialog.wcpt-nav-modal) { width: 100vw; height: 100dvh; max-height: 100dvh; margin: 0; border-radius: 0; animation-name: shop-nav-modal-up; }
  }
  @keyframes shop-nav-modal-in { from { opacity: 0; transform: scale(.97); } }
  @keyframes shop-nav-modal-up { from { transform: translateY(2rem); opacity: 0; } }
  @media (prefers-reduced-motion: reduce) { :where(dialog.wcpt-nav-modal) { animation: none; } }`;

/** What a field held when the dialog opened. */
type FieldState = { field: HTMLInputElement | HTMLTextAreaElement; checked: boolean; value: string } | { field: HTMLSelectElement; selected: boolean[] };

/** A dropdown's open state: `<details>` by its `open`, the add-on's `div` by its `{p}-open` class. */
function isDropdownOpen(dropdown: Element, p: string): boolean {
  return dropdown instanceof HTMLDetailsElement ? dropdown.open : dropdown.classList.contains(`${p}-open`);
}
function setDropdownOpen(dropdown: Element, p: string, open: boolean): void {
  if (dropdown instanceof HTMLDetailsElement) dropdown.open = open;
  else {
    dropdown.classList.toggle(`${p}-open`, open);
    dropdown.querySelector(`:scope > .${p}-filter-heading`)?.setAttribute('aria-expanded', String(open));
  }
}

function recordState(parts: readonly Element[], p: string): { fields: FieldState[]; open: Map<Element, boolean> } {
  const fields: FieldState[] = [];
  const open = new Map<Element, boolean>();
  for (const part of parts) {
    for (const field of part.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')) {
      if (field instanceof HTMLSelectElement) fields.push({ field, selected: [...field.options].map((option) => option.selected) });
      else fields.push({ field, checked: field instanceof HTMLInputElement && field.checked, value: field.value });
    }
    for (const dropdown of [part, ...part.querySelectorAll(`details, div.${p}-dropdown`)]) {
      if (dropdown instanceof HTMLDetailsElement || dropdown.matches(`div.${p}-dropdown`)) open.set(dropdown, isDropdownOpen(dropdown, p));
    }
  }
  return { fields, open };
}

function restoreFields(fields: readonly FieldState[]): void {
  for (const state of fields) {
    if ('selected' in state) [...state.field.options].forEach((option, i) => (option.selected = state.selected[i] ?? false));
    else {
      if (state.field instanceof HTMLInputElement) state.field.checked = state.checked;
      state.field.value = state.value;
    }
  }
}

let dialogs = 0;

export function openNavDialog(ctx: TableContext, button: HTMLElement, wanted: Tab, onClosed: () => void): ((keep: boolean) => void) | undefined {
  const { container, prefix: p, tableId } = ctx;
  adoptTableStyles('nav-modal', CSS);
  const forms = navigationForms(ctx);
  const parts: Element[] = [];
  for (const form of forms) {
    for (const part of form.querySelectorAll(`.${p}-filter, .${p}-search-wrapper`)) {
      if (!parts.some((outer) => outer.contains(part))) parts.push(part);
    }
  }
  const isSort = (part: Element) => part.getAttribute(`data-${p}-filter`) === 'sort_by';
  const sortParts = parts.filter(isSort);
  const filterParts = parts.filter((part) => !isSort(part));
  if (!parts.length) {
    console.warn(`<shop-product-table> table ${tableId}: the navigation has no filters to show in the dialog.`);
    return undefined;
  }
  const state = recordState(parts, p);
  const id = `${p}-${tableId}-nm-${++dialogs}`;
  const dialog = document.createElement('dialog');
  dialog.className = `${p}-nav-modal`;
  dialog.setAttribute(`data-${p}-table-id`, tableId);
  dialog.setAttribute('aria-labelledby', `${id}-heading`);
  const content = element('div', `${p}-nm-content`);
  const header = element('div', `${p}-nm-heading`);
  const heading = element('h2', `${p}-nm-heading-text`, sortParts.length && filterParts.length ? shopText('tableFilterAndSort') : sortParts.length ? shopText('tableSort') : shopText('tableFilters'));
  heading.id = `${id}-heading`;
  const closeButton = element('button', `${p}-nm-close`, '×');
  closeButton.setAttribute('aria-label', shopText('close'));
  header.append(heading, closeButton);

  const panels = new Map<Tab, HTMLElement>();
  const tabs = new Map<Tab, HTMLElement>();
  const tablist = element('div', `${p}-nm-tabs`);
  tablist.setAttribute('role', 'tablist');
  tablist.setAttribute('aria-labelledby', heading.id);
  for (const [tab, label, members] of [['filters', 'Filters', filterParts], ['sort', 'Sort', sortParts]] as const) {
    if (!members.length) continue;
    const panel = element('div', `${p}-nm-${tab}`);
    panel.id = `${id}-${tab}`;
    panel.setAttribute('role', 'tabpanel');
    const tabButton = element('button', `${p}-nm-tab ${p}-nm-tab--${tab}`, label);
    tabButton.id = `${id}-${tab}-tab`;
    tabButton.setAttribute('role', 'tab');
    tabButton.setAttribute('aria-controls', panel.id);
    panel.setAttribute('aria-labelledby', tabButton.id);
    tablist.append(tabButton);
    panels.set(tab, panel);
    tabs.set(tab, tabButton);
  }
  const resetButton = element('button', `${p}-nm-reset`, 'Reset');
  resetButton.disabled = !hasResettableParams(ctx.query(), tableId);
  const applyButton = element('button', `${p}-nm-apply`, 'Apply');
  const actions = element('div', `${p}-nm-action`);
  actions.append(resetButton, applyButton);
  if (tabs.size < 2) {
    // One part only: no tabs to choose from, the panel is the dialog's body.
    for (const panel of panels.values()) {
      panel.removeAttribute('role');
      panel.removeAttribute('aria-labelledby');
    }
  }
  content.append(header, ...(tabs.size > 1 ? [tablist] : []), ...panels.values(), actions);
  dialog.append(content);

  // The parts move into the dialog; comments keep their places.
  const placeholders = parts.map((part) => {
    const placeholder = document.createComment(' filter in the navigation dialog ');
    part.before(placeholder);
    panels.get(isSort(part) ? 'sort' : 'filters')!.append(part);
    return placeholder;
  });
  // As the add-on's dialog: the sort options open, and a filter alone in the dialog open too.
  const isDropdown = (part: Element) => part instanceof HTMLDetailsElement || part.matches(`div.${p}-dropdown`);
  for (const part of sortParts) if (isDropdown(part)) setDropdownOpen(part, p, true);
  if (filterParts.length === 1 && isDropdown(filterParts[0]!)) setDropdownOpen(filterParts[0]!, p, true);

  let shown: Tab = panels.has(wanted === 'sort' ? 'sort' : 'filters') ? (wanted === 'sort' ? 'sort' : 'filters') : [...panels.keys()][0]!;
  const select = (tab: Tab, focus: boolean) => {
    shown = tab;
    for (const [name, panel] of panels) {
      const tabButton = tabs.get(name)!;
      panel.hidden = name !== tab;
      tabButton.setAttribute('aria-selected', String(name === tab));
      tabButton.tabIndex = name === tab ? 0 : -1;
      if (name === tab && focus) tabButton.focus();
    }
    dialog.classList.toggle(`${p}-show-filters`, tab === 'filters');
    dialog.classList.toggle(`${p}-show-sort`, tab === 'sort');
  };
  select(shown, false);

  const controller = new AbortController();
  const on = { signal: controller.signal };
  let finished = false;
  const finish = (keep: boolean) => {
    if (finished) return;
    finished = true;
    onClosed();
    controller.abort();
    if (!keep) restoreFields(state.fields);
    for (const [dropdown, wasOpen] of state.open) setDropdownOpen(dropdown, p, wasOpen);
    placeholders.forEach((placeholder, i) => placeholder.replaceWith(parts[i]!));
    for (const part of parts) {
      if (part.matches(`.${p}-filter`)) updateFilterFeedback(part, p);
      for (const filter of part.querySelectorAll(`.${p}-filter`)) updateFilterFeedback(filter, p);
    }
    if (dialog.open) dialog.close();
    dialog.remove();
    document.body.classList.remove(`${p}-nav-modal-on`);
    triggerJQuery(document.body, { name: `${p}-nav-modal-off` });
    button.setAttribute('aria-expanded', 'false');
    returnFocusFrom(dialog, button);
  };

  const applyQuery = (query: string) => {
    finish(true);
    void ctx.navigate(query, 'filter');
  };
  const sortChanged = () =>
    state.fields.some((s) => 'checked' in s && s.field instanceof HTMLInputElement && s.field.type === 'radio' && s.checked !== s.field.checked && sortParts.some((part) => part.contains(s.field)));

  closeButton.addEventListener('click', () => finish(false), on);
  applyButton.addEventListener('click', () => applyQuery(navigationQuery(ctx, [...forms, dialog], { fromSortBy: sortChanged() })), on);
  resetButton.addEventListener('click', () => applyQuery('?'), on);
  // Escape (cancel) and any other close: the fields go back as they were.
  dialog.addEventListener('close', () => finish(false), on);
  dialog.addEventListener(
    'click',
    (event) => {
      // The dialog box itself has no padding: a click on it, not on its content, is on the backdrop.
      if (event.target === dialog) finish(false);
    },
    on,
  );
  dialog.addEventListener(
    'change',
    (event) => {
      const field = event.target as Element;
      const sortPanel = panels.get('sort');
      if (!sortPanel?.contains(field) || !(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return;
      if (field instanceof HTMLInputElement && field.type !== 'radio' && field.type !== 'checkbox') return;
      // Applied here: the navigation's own handler must not see it once the field is back in the form.
      event.stopPropagation();
      applyQuery(navigationQuery(ctx, [...forms, dialog], { fromSortBy: true }));
    },
    on,
  );
  tablist.addEventListener(
    'click',
    (event) => {
      const tab = [...tabs].find(([, tabButton]) => tabButton.contains(event.target as Node))?.[0];
      if (tab) select(tab, true);
    },
    on,
  );
  tablist.addEventListener(
    'keydown',
    (event) => {
      const names = [...tabs.keys()];
      const index = names.indexOf(shown);
      const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: names.length - 1 }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      select(names[(next + names.length) % names.length]!, true);
    },
    on,
  );
  dialog.addEventListener('keydown', (event) => trapTab(dialog, event), on);

  container.append(dialog);
  dialog.showModal();
  document.body.classList.add(`${p}-nav-modal-on`);
  triggerJQuery(document.body, { name: `${p}-nav-modal-on` });
  button.setAttribute('aria-expanded', 'true');
  (tabs.get(shown) ?? firstFocusable(panels.get(shown)!) ?? closeButton).focus();
  return (keep: boolean) => finish(keep);
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (node instanceof HTMLButtonElement) node.type = 'button';
  if (text !== undefined) node.textContent = text;
  return node;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** The focusable elements of `root` that are shown. */
function focusables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest('[hidden], [inert]'));
}

function firstFocusable(root: Element): HTMLElement | undefined {
  return focusables(root)[0];
}

/** Tab and Shift+Tab wrap around inside the dialog (the modal makes the page inert; this keeps focus off the browser's own UI too). */
function trapTab(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const list = focusables(dialog);
  if (!list.length) return;
  const first = list[0]!;
  const last = list[list.length - 1]!;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
