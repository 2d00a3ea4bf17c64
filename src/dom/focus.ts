const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

function canTakeFocus(element: HTMLElement, region: HTMLElement): boolean {
  if (region.contains(element) || element.closest('[hidden], [inert]')) return false;
  // No layout box means display:none somewhere above it.
  return element.getClientRects().length > 0;
}

/**
 * Hiding a region that holds the focus drops it on the body, and a keyboard or screen
 * reader user starts over from the top of the page. Call this before hiding `region`:
 * the focus moves to the next focusable element after it, else the one before it.
 */
export function moveFocusOutOf(region: HTMLElement): void {
  const active = region.ownerDocument.activeElement;
  if (!(active instanceof HTMLElement) || !region.contains(active)) return;
  const candidates = [...region.ownerDocument.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const isAfter = (element: HTMLElement) =>
    (region.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  const next = candidates.find((element) => isAfter(element) && canTakeFocus(element, region));
  const previous = candidates.findLast((element) => !isAfter(element) && canTakeFocus(element, region));
  const target = next ?? previous;
  if (target) target.focus();
  else active.blur();
}
