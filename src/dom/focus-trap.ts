const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * The elements inside `root` that Tab reaches, in order: shown, enabled, not taken out of the tab
 * order, and not in a part hidden from screen readers (a gallery's slides other than the current one).
 */
export function tabbables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)]
    .filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest('[hidden], [inert], [aria-hidden="true"]'));
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
  const at = list.indexOf(root.ownerDocument.activeElement as HTMLElement);
  const next = event.shiftKey ? (at <= 0 ? list.length - 1 : at - 1) : (at + 1) % list.length;
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
