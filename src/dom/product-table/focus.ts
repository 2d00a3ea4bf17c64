/**
 * Focus across a table load: the control the shopper used is replaced with the new content, so
 * its counterpart in the new content takes the focus (the same heading, option, field or page
 * link), and the table itself when it has none. A keyboard user goes on from where they were.
 */

/** A selector that finds `element`'s counterpart in new content of `container`, if it has one. */
export function counterpartSelector(element: Element, container: Element, prefix: string): string | undefined {
  if (!container.contains(element)) return undefined;
  if (element.id) return `#${CSS.escape(element.id)}`;
  const name = element.getAttribute('name');
  if (name && (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) {
    // The add-on's single-choice radios are named `{name}--{random}[]`, a new random each load.
    const base = name.split('--');
    const byName = base.length > 1 ? `[name^="${CSS.escape(base[0]!)}--"]` : `[name="${CSS.escape(name)}"]`;
    return element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')
      ? `${byName}[value="${CSS.escape(element.value)}"]`
      : byName;
  }
  const heading = element.closest(`th[data-${prefix}-sort-id]`);
  if (heading) return `th[data-${prefix}-sort-id="${CSS.escape(heading.getAttribute(`data-${prefix}-sort-id`) ?? '')}"] a`;
  const pageLink = element.closest(`.${prefix}-pagination a`);
  if (pageLink?.classList.contains('next')) return `.${prefix}-pagination a.next, .${prefix}-pagination a.prev`;
  if (pageLink?.classList.contains('prev')) return `.${prefix}-pagination a.prev, .${prefix}-pagination a.next`;
  if (pageLink) return `.${prefix}-pagination a`;
  const summary = element.closest(`summary, .${prefix}-filter-heading`);
  const filter = summary?.closest(`[data-${prefix}-filter]`);
  if (filter) return `[data-${prefix}-filter="${CSS.escape(filter.getAttribute(`data-${prefix}-filter`) ?? '')}"] > ${summary!.localName === 'summary' ? 'summary' : `.${prefix}-filter-heading`}`;
  return undefined;
}

/**
 * Focuses the counterpart found by `selector` in `container`, else the table; never scrolls. With
 * `reopen` false (a choice made with the pointer) a counterpart inside a menu leaves it closed: the
 * focus goes to that menu's heading instead.
 */
export function restoreFocus(container: Element, selector: string | undefined, prefix: string, { reopen = true }: { reopen?: boolean } = {}): void {
  let target = (selector && container.querySelector<HTMLElement>(selector)) || undefined;
  if (target && !reopen) {
    const menu = target.closest(`div.${prefix}-dropdown`);
    const heading = menu?.querySelector<HTMLElement>(`:scope > .${prefix}-filter-heading`);
    if (heading && heading !== target) target = heading;
  }
  if (target) {
    // The new content prints its dropdowns closed: the one the shopper was in opens again.
    const dropdowns = `details, div.${prefix}-dropdown`;
    for (let dropdown = target.closest(dropdowns); dropdown; dropdown = dropdown.parentElement?.closest(dropdowns) ?? null) {
      if (dropdown === target.parentElement && target.matches(`summary, .${prefix}-filter-heading`)) continue;
      if (dropdown instanceof HTMLDetailsElement) dropdown.open = true;
      else {
        dropdown.classList.add(`${prefix}-open`);
        dropdown.querySelector(`:scope > .${prefix}-filter-heading`)?.setAttribute('aria-expanded', 'true');
      }
    }
    target.focus({ preventScroll: true });
    if (document.activeElement === target) return;
  }
  const table = container.querySelector<HTMLElement>(`table.${prefix}-table`) ?? (container as HTMLElement);
  if (!table.hasAttribute('tabindex')) table.setAttribute('tabindex', '-1');
  table.focus({ preventScroll: true });
}
