interface VisibilityOptions {
  visibilityProperty?: boolean;
  checkVisibilityCSS?: boolean;
}

/** Rendered and not `visibility: hidden` (a closed `<details>`' content and `display: none` included). */
function isShown(el: Element): boolean {
  if (el.localName === 'area') {
    // An area has no box of its own: it shows when an image uses its map.
    const map = el.closest('map');
    const name = map?.getAttribute('name') ?? map?.id;
    const image = name ? [...el.ownerDocument.querySelectorAll('img[usemap]')].find((img) => img.getAttribute('usemap') === `#${name}`) : undefined;
    return image ? isShown(image) : false;
  }
  const check = (el as Element & { checkVisibility?: (options?: VisibilityOptions) => boolean }).checkVisibility;
  if (typeof check === 'function' && !check.call(el, { visibilityProperty: true, checkVisibilityCSS: true })) return false;
  if (el.getClientRects().length === 0) return false;
  // Engines without ::details-content keep a closed details' content in the layout.
  for (let details = el.parentElement?.closest('details:not([open])'); details; details = details.parentElement?.closest('details:not([open])')) {
    if (!firstSummary(details)?.contains(el)) return false;
  }
  return true;
}

function firstSummary(details: Element): Element | undefined {
  return [...details.children].find((child) => child.localName === 'summary');
}

/** Focusable by its kind alone (no tabindex needed), as Chromium and Firefox treat it. */
function focusableByKind(el: Element): boolean {
  switch (el.localName) {
    case 'a':
    case 'area':
      return el.hasAttribute('href') || el.hasAttributeNS('http://www.w3.org/1999/xlink', 'href');
    case 'button':
    case 'input':
    case 'select':
    case 'textarea':
    case 'iframe':
    case 'embed':
    case 'object':
      return true;
    case 'audio':
    case 'video':
      return el.hasAttribute('controls');
    case 'summary':
      // Only the first summary of a details is its toggle.
      return el.parentElement?.localName === 'details' && firstSummary(el.parentElement) === el;
    case 'details':
      // Without a summary of its own, the browser's default one makes the details a stop.
      return firstSummary(el) === undefined;
    default:
      // The editing host is one stop; what it holds is part of it.
      return el instanceof HTMLElement && el.isContentEditable && !(el.parentElement?.isContentEditable ?? false);
  }
}

/** A box the shopper can scroll: the browser lets the keyboard reach it when nothing inside can be. */
function isScroller(el: Element): boolean {
  const tall = el.scrollHeight > el.clientHeight;
  const wide = el.scrollWidth > el.clientWidth;
  if (!tall && !wide) return false;
  const style = getComputedStyle(el);
  const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
  return (tall && scrolls(style.overflowY)) || (wide && scrolls(style.overflowX));
}

/** Every element under `root` in the order the browser lays it out: open shadow trees and slots included. */
function flatElements(root: Element): Element[] {
  const out: Element[] = [];
  const visit = (parent: Element | ShadowRoot) => {
    const children = parent instanceof Element && parent.shadowRoot ? parent.shadowRoot.children : parent.children;
    for (const child of children) {
      if (child instanceof HTMLSlotElement) {
        const assigned = child.assignedElements();
        if (assigned.length > 0) {
          for (const el of assigned) {
            out.push(el);
            visit(el);
          }
          continue;
        }
      }
      out.push(child);
      visit(child);
    }
  };
  visit(root);
  return out;
}

function isRadioStop(el: Element, all: readonly Element[]): boolean {
  if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || el.name === '') return true;
  // One stop per group: its checked radio, else its first.
  const group = all.filter((other): other is HTMLInputElement =>
    other instanceof HTMLInputElement && other.type === 'radio' && other.name === el.name && other.form === el.form);
  const checked = group.find((radio) => radio.checked);
  return checked ? checked === el : group[0] === el;
}

/**
 * The elements inside `root` that Tab reaches, in order: everything the browser makes a tab stop
 * (links, form controls, media with controls, iframes, embeds, editing hosts, summaries, scroll
 * boxes, tabindex ≥ 0, inside open shadow roots too), except what is disabled, not shown, inert,
 * taken out of the order with a negative tabindex, or in a part hidden from screen readers (a
 * gallery's slides other than the current one).
 */
export function tabbables(root: Element): HTMLElement[] {
  const all = flatElements(root);
  const candidates = all.filter((el): el is HTMLElement => {
    if (!(el instanceof HTMLElement || el instanceof SVGElement)) return false;
    const explicit = el.hasAttribute('tabindex');
    if (explicit && el.tabIndex < 0) return false;
    if (!explicit && !focusableByKind(el) && !isScroller(el)) return false;
    if (el.matches(':disabled')) return false;
    if (el.closest('[inert], [aria-hidden="true"]')) return false;
    return isShown(el) && isRadioStop(el, all);
  });
  // A scroll box is a stop only when nothing inside it is one (decided innermost first).
  const kept: HTMLElement[] = [];
  for (const el of [...candidates].reverse()) {
    const onlyScrolls = !el.hasAttribute('tabindex') && !focusableByKind(el);
    if (onlyScrolls && kept.some((inner) => el.contains(inner))) continue;
    kept.push(el);
  }
  kept.reverse();
  // Positive tabindex values come first, in their order; then the rest as laid out.
  const positive = kept.filter((el) => el.tabIndex > 0).sort((a, b) => a.tabIndex - b.tabIndex);
  return [...positive, ...kept.filter((el) => !(el.tabIndex > 0))];
}

function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Tab and Shift+Tab go round `root` and never leave it: a modal dialog makes the page inert,
 * but the browser's own controls would still take the focus after the last element.
 */
export function keepTabInside(root: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  event.preventDefault();
  const list = tabbables(root);
  if (list.length === 0) {
    root.focus();
    return;
  }
  const active = deepActiveElement(root.ownerDocument);
  const back = event.shiftKey;
  // Where the focus is: a stop, inside one (a media element's own controls), or between stops.
  let at = active ? list.indexOf(active as HTMLElement) : -1;
  if (at < 0 && active) at = list.findLastIndex((el) => el.contains(active));
  let next: number;
  if (at >= 0) {
    next = back ? (at - 1 + list.length) % list.length : (at + 1) % list.length;
  } else {
    const after = active ? list.findIndex((el) => (active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0) : -1;
    next = back ? (after <= 0 ? list.length - 1 : after - 1) : Math.max(after, 0);
  }
  list[next]!.focus();
}

/**
 * Gives the focus back to `target` after a dialog closed, when the focus was left nowhere (the
 * page's body) or still in `dialog`. A dialog's close event comes a task after the close, and the
 * browser has usually put the focus back by then: a shopper who has already tabbed on stays there.
 */
export function returnFocusFrom(dialog: Element, target: HTMLElement | null | undefined): void {
  const active = dialog.ownerDocument.activeElement;
  const lost = !active || active === dialog.ownerDocument.body || dialog.contains(active);
  if (lost && target?.isConnected) target.focus();
}
