/**
 * The navigation form (SPEC §2.7, §4.14, §5.7): a GET form that works without JavaScript; with
 * it, a change of an option applies at once, the range, date and search fields apply on their
 * own rules, the reset link clears every choice, and the dropdowns (the add-on's `div.{p}-dropdown` or
 * `<details>`) behave as menus.
 * The rules (hierarchy, active state, count badges) also hold for the filters the phone dialog
 * holds while it is open; the dialog applies those itself.
 */
import { activeCount, applyHierarchy, isDateInputSuspicious, isFilterActive, normaliseRange, orderDateRange, type FilterOption, type FilterTree } from '../../core/product-table/filters.ts';
import { navigationQuery as buildNavigationQuery } from '../../core/product-table/navigation-query.ts';
import { hasResettableParams } from '../../core/product-table/url-state.ts';
import { triggerJQuery } from '../../dom/events.ts';
import { MarkupLedger } from '../../dom/ledger.ts';
import { adoptTableStyles } from '../../dom/product-table/styles.ts';
import type { TableContext, TableFeature } from './context.ts';

const CSS = `
  :where(.wcpt-active-count) {
    display: inline-block; min-width: 1.25em; margin-inline-start: .375em; padding: 0 .375em; border-radius: 1em;
    background: currentColor; font-size: .8em; line-height: 1.5; text-align: center;
  }
  :where(.wcpt-active-count)::first-line { color: var(--shop-table-badge-text, Canvas); }
  :where(.wcpt-filter-date-picker--invalid) { border-color: #d00; outline-color: #d00; }
  :where(.wcpt-count) { margin-inline-start: .25em; }`;

/** Field types that are never part of the query. */
const NO_VALUE = new Set(['submit', 'button', 'reset', 'file', 'image']);

const numberOrUndefined = (text: string | null | undefined): number | undefined => {
  if (text === null || text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
};

interface RangeParts {
  min: HTMLInputElement | null;
  max: HTMLInputElement | null;
  bounds: { min: number; max: number };
}

/** A range filter's number fields and bounds: the min field's min, the real max (`data-{p}-actual-max`) or the max field's max. */
function rangeParts(root: Element, prefix: string): RangeParts | undefined {
  const min = root.querySelector<HTMLInputElement>(`input.${prefix}-range-input-min`);
  const max = root.querySelector<HTMLInputElement>(`input.${prefix}-range-input-max`);
  if (!min && !max) return undefined;
  const low = numberOrUndefined(min?.getAttribute('min')) ?? numberOrUndefined(max?.getAttribute('min')) ?? -Infinity;
  const high = numberOrUndefined(max?.getAttribute(`data-${prefix}-actual-max`)) ??
    numberOrUndefined(max?.getAttribute('max')) ?? numberOrUndefined(min?.getAttribute('max')) ?? Infinity;
  return { min, max, bounds: { min: low, max: high } };
}

/** §5.7: a min above the max is swapped, each end clamped into the bounds; written back to the fields. */
export function normaliseRangeFields(root: Element, prefix: string): void {
  const parts = rangeParts(root, prefix);
  if (!parts) return;
  const range = normaliseRange({ min: numberOrUndefined(parts.min?.value), max: numberOrUndefined(parts.max?.value), bounds: parts.bounds });
  if (parts.min) parts.min.value = range.min === undefined ? '' : String(range.min);
  if (parts.max) parts.max.value = range.max === undefined ? '' : String(range.max);
}

function dateFields(root: Element, prefix: string): [HTMLInputElement | null, HTMLInputElement | null] {
  return [
    root.querySelector<HTMLInputElement>(`input.${prefix}-filter-date-picker--start-date`),
    root.querySelector<HTMLInputElement>(`input.${prefix}-filter-date-picker--end-date`),
  ];
}

/** §5.7: the red border of a date field that cannot be a date (class and aria-invalid). */
export function markDateField(input: HTMLInputElement, prefix: string): void {
  const suspicious = isDateInputSuspicious(input.value.trim());
  input.classList.toggle(`${prefix}-filter-date-picker--invalid`, suspicious);
  if (suspicious) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

/** §5.7: a start after the end is swapped. */
export function orderDateFields(root: Element, prefix: string): void {
  const [start, end] = dateFields(root, prefix);
  if (!start || !end) return;
  const ordered = orderDateRange(start.value.trim(), end.value.trim());
  start.value = ordered.start;
  end.value = ordered.end;
}

function clearDateFields(root: Element, prefix: string): void {
  for (const input of dateFields(root, prefix)) {
    if (!input) continue;
    input.value = '';
    markDateField(input, prefix);
  }
}

/** The hierarchy of a `.{p}-hierarchy` list: each option's parent is the parent term before its child wrapper. */
function hierarchyTree(list: Element, prefix: string): FilterTree {
  const tree = new Map<string, string | undefined>();
  for (const input of list.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
    const wrapper = input.closest(`.${prefix}-hr-child-terms-wrapper`);
    let parent: string | undefined;
    if (wrapper && list.contains(wrapper)) {
      for (let sibling = wrapper.previousElementSibling; sibling && parent === undefined; sibling = sibling.previousElementSibling) {
        const term = sibling.matches(`input.${prefix}-hr-parent-term`) ? sibling : sibling.querySelector(`input.${prefix}-hr-parent-term`);
        if (term) parent = (term as HTMLInputElement).value;
      }
    }
    tree.set(input.value, parent);
  }
  return tree;
}

/** §4.14: checking a parent clears its descendants, checking a child clears its ancestors. */
export function applyHierarchyFrom(input: HTMLInputElement, prefix: string): void {
  if (input.type !== 'checkbox' || !input.checked) return;
  // The outermost list: a child list may carry the class too.
  const list = input.closest(`.${prefix}-filter`)?.querySelector(`.${prefix}-hierarchy`) ?? input.closest(`.${prefix}-hierarchy`);
  if (!list?.contains(input)) return;
  const inputs = [...list.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  const checked = new Set(inputs.filter((option) => option.checked).map((option) => option.value));
  const kept = applyHierarchy(checked, hierarchyTree(list, prefix), input.value);
  for (const option of inputs) if (option.checked && !kept.has(option.value)) option.checked = false;
}

/**
 * §4.14 feedback: `{p}-filter--active` on the filter (an option chosen other than the default one,
 * a range off its bounds, a date set), `{p}-active` on checked options' labels, and the count of
 * chosen options of a checkbox filter after its label.
 */
export function updateFilterFeedback(filter: Element, prefix: string): void {
  let active: boolean;
  const range = rangeParts(filter, prefix);
  if (range) {
    active = isFilterActive({ range: { min: numberOrUndefined(range.min?.value), max: numberOrUndefined(range.max?.value), bounds: range.bounds } });
  } else if (filter.getAttribute(`data-${prefix}-filter`) === 'date_picker') {
    active = isFilterActive({ text: dateFields(filter, prefix).map((input) => input?.value ?? '').join('') });
  } else {
    const options: FilterOption[] = [];
    const boxes: FilterOption[] = [];
    for (const input of filter.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')) {
      const label = input.closest('label');
      label?.classList.toggle(`${prefix}-active`, input.checked);
      const option = { checked: input.checked && input.value !== '' && !label?.classList.contains(`${prefix}-default-option`) };
      options.push(option);
      if (input.type === 'checkbox') boxes.push(option);
    }
    for (const select of filter.querySelectorAll('select')) {
      const chosen = select.selectedOptions[0];
      options.push({ checked: !!chosen && select.value !== '' && !chosen.classList.contains(`${prefix}-default-option`) });
    }
    active = isFilterActive({ options });
    if (boxes.length) showActiveCount(filter, prefix, activeCount(boxes));
  }
  filter.classList.toggle(`${prefix}-filter--active`, active);
}

function showActiveCount(filter: Element, prefix: string, count: number): void {
  const label = filter.querySelector(`.${prefix}-dropdown-label`);
  if (!label) return;
  let badge = label.parentElement?.querySelector(`:scope > .${prefix}-active-count`);
  if (count === 0) {
    badge?.remove();
    return;
  }
  if (!badge) {
    badge = document.createElement('span');
    badge.className = `${prefix}-active-count`;
    label.after(badge);
  }
  if (badge.textContent !== String(count)) badge.textContent = String(count);
}

/** The name/value pairs the fields of `root` send: unchecked options, disabled and nameless fields, and range ends at their bound send nothing. */
function* fieldValues(root: ParentNode, prefix: string): Generator<[string, string]> {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')) {
    if (!field.name || field.disabled || NO_VALUE.has(field.type)) continue;
    if (field instanceof HTMLSelectElement) {
      for (const option of field.selectedOptions) yield [field.name, option.value];
      continue;
    }
    if ((field.type === 'checkbox' || field.type === 'radio') && !(field as HTMLInputElement).checked) continue;
    const isMin = field.classList.contains(`${prefix}-range-input-min`);
    if (isMin || field.classList.contains(`${prefix}-range-input-max`)) {
      const parts = rangeParts(field.closest(`.${prefix}-range-options-wrapper, .${prefix}-filter`) ?? field.parentElement!, prefix);
      const value = numberOrUndefined(field.value);
      if (parts && value === (isMin ? parts.bounds.min : parts.bounds.max)) continue;
    }
    // The add-on names a single-choice filter's radios `{name}--{random}[]`; its query drops the suffix.
    yield [field.type === 'radio' ? field.name.replace(/--[^[]*/, '') : field.name, field.value];
  }
}

/** The table's navigation (header, left sidebar): a form, or the add-on's `div`; not the phone dialog's template. */
export function navigationForms(ctx: TableContext): HTMLElement[] {
  const p = ctx.prefix;
  return [...ctx.container.querySelectorAll<HTMLElement>(`.${p}-navigation`)].filter((nav) => !nav.closest(`.${p}-nav-modal`) && !nav.parentElement?.closest(`.${p}-navigation`));
}

/**
 * The table query the navigation asks for (`?…`): the fields of `roots` (default: the navigation
 * forms) as core's navigationQuery builds it from the query shown now.
 */
export function navigationQuery(ctx: TableContext, roots: Iterable<ParentNode> = navigationForms(ctx), options: { fromSortBy?: boolean } = {}): string {
  const fields: Array<[string, string]> = [];
  for (const root of roots) fields.push(...fieldValues(root, ctx.prefix));
  const sc = ctx.sc();
  return buildNavigationQuery(fields, {
    tableId: ctx.tableId,
    current: ctx.query(),
    fromSortBy: options.fromSortBy,
    searchOrderby: !!sc.search_orderby,
    searchOrder: !!sc.search_order,
  });
}

/** The reset link and clear button are disabled unless the query holds a choice (§4.14). */
function updateResetState(ctx: TableContext): void {
  const enabled = hasResettableParams(ctx.query(), ctx.tableId);
  for (const reset of ctx.container.querySelectorAll(`.${ctx.prefix}-reset, .${ctx.prefix}-clear-filters`)) {
    reset.classList.toggle(`${ctx.prefix}-disabled`, !enabled);
    if (enabled) reset.removeAttribute('aria-disabled');
    else reset.setAttribute('aria-disabled', 'true');
  }
}

/** Whether a change of the field applies at once: an option (checkbox, radio, select); text fields (search, date, range ends) apply on their own rules. */
function appliesOnChange(field: Element): boolean {
  if (field instanceof HTMLSelectElement) return true;
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

export const filters: TableFeature = {
  name: 'filters',
  start(ctx) {
    const { container, prefix: p, signal } = ctx;
    adoptTableStyles('filters', CSS);
    const modalSelector = `.${p}-nav-modal`;
    const inNavigation = (element: Element) => !!element.closest(`.${p}-navigation, ${modalSelector}`) && container.contains(element);
    const instantSearch = () => ctx.flag('instant_search');

    for (const filter of container.querySelectorAll(`.${p}-navigation .${p}-filter`)) updateFilterFeedback(filter, p);
    updateResetState(ctx);

    /** Applies the navigation: inside the phone dialog its Apply button does, elsewhere the table loads the form's query. */
    const apply = (from: Element, event: Event, options: { fromSortBy?: boolean } = {}) => {
      const modal = from.closest(modalSelector);
      if (modal) {
        modal.querySelector<HTMLButtonElement>(`.${p}-nm-apply`)?.click();
        return;
      }
      const query = navigationQuery(ctx, undefined, options);
      const change = { proceed: true, event, query };
      triggerJQuery(container, { name: `${p}_after_navigation_change`, args: [change] });
      if (change.proceed) void ctx.navigate(query, 'filter');
    };

    const applySearch = (input: HTMLInputElement, event: Event) => {
      const last = (input.getAttribute(`data-${p}-value`) ?? '').trim();
      if (input.value.trim() === last && !input.closest(modalSelector)) return;
      // A search box printed to reset the other filters loads its words alone, as the add-on's script does.
      if (!input.closest(modalSelector) && input.closest(`.${p}-search-wrapper`)?.classList.contains(`${p}-search--reset-others`) && input.name) {
        void ctx.navigate(`?${input.name}=${encodeURIComponent(input.value.trim())}`, 'filter');
        return;
      }
      apply(input, event);
    };

    container.addEventListener(
      'change',
      (event) => {
        const field = event.target as Element;
        if (!appliesOnChange(field) || !inNavigation(field)) return;
        const filter = field.closest(`.${p}-filter`);
        if (field instanceof HTMLInputElement) {
          applyHierarchyFrom(field, p);
          // A price range option carries its ends: they go into the range fields, as the add-on's script does.
          if (field.hasAttribute(`data-${p}-range-min`) && filter) {
            const parts = rangeParts(filter, p);
            if (parts?.min) parts.min.value = field.getAttribute(`data-${p}-range-min`)!;
            if (parts?.max) parts.max.value = field.getAttribute(`data-${p}-range-max`) ?? '';
          }
        }
        if (filter) updateFilterFeedback(filter, p);
        // The dialog's filters wait for its Apply (its sort tab applies on its own).
        if (field.closest(modalSelector)) return;
        apply(field, event, { fromSortBy: filter?.getAttribute(`data-${p}-filter`) === 'sort_by' });
      },
      { signal },
    );

    container.addEventListener(
      'submit',
      (event) => {
        const form = event.target as HTMLFormElement;
        if (!form.matches(`form.${p}-navigation`)) return;
        event.preventDefault();
        // Enter in an instant-search field filters the rows in place: nothing to load.
        if (instantSearch() && document.activeElement?.matches(`.${p}-search-input`)) return;
        apply(form, event);
      },
      { signal },
    );

    container.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element;
        const reset = target.closest(`.${p}-reset, .${p}-clear-filters`);
        if (reset && container.contains(reset) && !reset.closest(modalSelector)) {
          event.preventDefault();
          if (!reset.classList.contains(`${p}-disabled`) && reset.getAttribute('aria-disabled') !== 'true') void ctx.navigate('?', 'filter');
          return;
        }
        if (!inNavigation(target)) return;
        const filter = target.closest(`.${p}-filter`);
        const scope = filter ?? target.closest(`.${p}-navigation, ${modalSelector}`)!;
        const rule = target.closest(`.${p}-range-submit-button`)
          ? normaliseRangeFields
          : target.closest(`.${p}-date-picker-submit-button`)
            ? orderDateFields
            : target.closest(`.${p}-date-picker-reset-button`)
              ? clearDateFields
              : undefined;
        // Enter in another field of the form "clicks" its first submit button: that is the form's submit.
        const focused = document.activeElement;
        const implicit = event.detail === 0 && focused instanceof HTMLInputElement && !scope.contains(focused) && focused.form === target.closest('form');
        if (rule && !implicit) {
          event.preventDefault();
          rule(scope, p);
          if (filter) updateFilterFeedback(filter, p);
          apply(target, event);
        } else if (!instantSearch() && target.closest(`.${p}-search-submit`)) {
          const input = target.closest(`.${p}-search`)?.querySelector<HTMLInputElement>(`.${p}-search-input`);
          if (!input) return;
          event.preventDefault();
          applySearch(input, event);
        } else if (!instantSearch() && target.closest(`.${p}-search-clear`)) {
          const input = target.closest(`.${p}-search`)?.querySelector<HTMLInputElement>(`.${p}-search-input`);
          if (!input) return;
          event.preventDefault();
          input.value = '';
          apply(input, event);
        }
      },
      { signal },
    );

    container.addEventListener(
      'keydown',
      (event) => {
        const target = event.target as Element;
        if (event.key === 'Escape') {
          closeDropdownFrom(target);
          return;
        }
        if (event.key !== 'Enter' || !(target instanceof HTMLInputElement) || !inNavigation(target)) return;
        if (target.matches(`.${p}-search-input`)) {
          if (instantSearch()) return;
          event.preventDefault();
          applySearch(target, event);
          return;
        }
        const rule = target.matches(`.${p}-range-input-min, .${p}-range-input-max`)
          ? normaliseRangeFields
          : target.matches(`.${p}-filter-date-picker`)
            ? orderDateFields
            : undefined;
        if (!rule) return;
        event.preventDefault();
        const filter = target.closest(`.${p}-filter`);
        rule(filter ?? target.closest(`.${p}-navigation, ${modalSelector}`)!, p);
        if (filter) updateFilterFeedback(filter, p);
        apply(target, event);
      },
      { signal },
    );

    container.addEventListener(
      'keyup',
      (event) => {
        const target = event.target as Element;
        if (target instanceof HTMLInputElement && target.matches(`.${p}-filter-date-picker`)) markDateField(target, p);
      },
      { signal },
    );

    // Dropdowns: the add-on prints `div.{p}-dropdown`, opened by `{p}-open` on a click of its heading (here
    // also Enter and Space: the heading becomes a button); `<details>` opens by itself. One header dropdown
    // is open at a time; Escape, a click or the focus outside close it. The left sidebar's and the phone
    // dialog's open and close by their heading only (the dialog's Escape closes the dialog).
    const ledger = new MarkupLedger();
    const dropdownSelector = `.${p}-dropdown`;
    const headingOf = (dropdown: Element) => dropdown.querySelector<HTMLElement>(`:scope > summary, :scope > .${p}-filter-heading`);
    const isMenu = (dropdown: Element) => !dropdown.closest(`.${p}-left-sidebar, ${modalSelector}`);
    const isOpen = (dropdown: Element) => (dropdown instanceof HTMLDetailsElement ? dropdown.open : dropdown.classList.contains(`${p}-open`));
    const setOpen = (dropdown: Element, open: boolean) => {
      if (dropdown instanceof HTMLDetailsElement) dropdown.open = open;
      else {
        ledger.classToken(dropdown, `${p}-open`);
        dropdown.classList.toggle(`${p}-open`, open);
        headingOf(dropdown)?.setAttribute('aria-expanded', String(open));
      }
    };
    /** Closes the header dropdowns that do not hold `target` (all of them without one). */
    const closeOthers = (target?: Node) => {
      for (const dropdown of container.querySelectorAll(dropdownSelector)) {
        if (isMenu(dropdown) && isOpen(dropdown) && !dropdown.contains(target ?? null)) setOpen(dropdown, false);
      }
    };
    const divDropdown = (target: Element) => {
      const dropdown = target.closest(`.${p}-filter-heading`)?.parentElement;
      return dropdown?.matches(`div${dropdownSelector}`) ? dropdown : undefined;
    };
    const toggle = (dropdown: Element) => {
      if (isMenu(dropdown)) closeOthers(dropdown);
      setOpen(dropdown, !isOpen(dropdown));
    };
    for (const dropdown of container.querySelectorAll(`div${dropdownSelector}`)) {
      const heading = headingOf(dropdown);
      if (!heading || dropdown.closest(modalSelector)) continue;
      for (const name of ['role', 'tabindex', 'aria-expanded']) ledger.attribute(heading, name);
      heading.setAttribute('role', 'button');
      heading.tabIndex = 0;
      heading.setAttribute('aria-expanded', String(isOpen(dropdown)));
    }
    const closeDropdownFrom = (target: Element) => {
      const dropdown = [...container.querySelectorAll(dropdownSelector)].reverse().find((d) => isOpen(d) && d.contains(target));
      if (!dropdown || dropdown.closest(modalSelector)) return;
      setOpen(dropdown, false);
      headingOf(dropdown)?.focus();
    };
    container.addEventListener(
      'click',
      (event) => {
        const dropdown = divDropdown(event.target as Element);
        if (dropdown) toggle(dropdown);
      },
      { signal },
    );
    container.addEventListener(
      'keydown',
      (event) => {
        const target = event.target as Element;
        if ((event.key !== 'Enter' && event.key !== ' ') || !target.matches(`.${p}-filter-heading`)) return;
        const dropdown = divDropdown(target);
        if (!dropdown) return;
        event.preventDefault();
        toggle(dropdown);
      },
      { signal },
    );
    // Focus that reaches a closed menu's options (Tab, or the focus given back after a load) opens it.
    container.addEventListener(
      'focusin',
      (event) => {
        const target = event.target as Element;
        closeOthers(target);
        const dropdown = target.closest(`.${p}-dropdown-menu`)?.closest(`div${dropdownSelector}`);
        if (dropdown && !isOpen(dropdown)) toggle(dropdown);
      },
      { signal },
    );
    container.addEventListener(
      'toggle',
      (event) => {
        const details = event.target as HTMLDetailsElement;
        if (!(details instanceof HTMLDetailsElement) || !details.matches(dropdownSelector)) return;
        details.classList.toggle(`${p}-open`, details.open);
        if (details.open && isMenu(details)) closeOthers(details);
      },
      { signal, capture: true },
    );
    document.addEventListener('click', (event) => closeOthers(event.target as Node), { signal });
    return () => ledger.restore();
  },
};
