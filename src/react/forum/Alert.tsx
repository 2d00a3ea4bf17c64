import { useLayoutEffect } from 'react';
import { keepTabInside } from '../../dom/focus-trap.ts';
import type { ElementProps } from '../base/element-props.ts';

/** Parsed as the element file's attribute spec declares them (src/elements/forum-alert.element.ts). */
export type ForumAlertAttributes = StorefrontElementAttributes['forum-alert'];

const OUTER = '.bbp-alert-outer';
const CLOSE = '.bbp-alert-close';

function isShown(outer: HTMLElement): boolean {
  return !outer.hidden && outer.getClientRects().length > 0;
}

/**
 * The forum's alert pop-ups (§2.10): a shown alert is a modal alert dialog. It closes with its
 * close button, a click on the backdrop (the outer box itself) or Escape; the focus goes in on
 * open, stays inside while it is open, and returns where it was on close.
 */
export function ForumAlert({ host }: ElementProps<ForumAlertAttributes>) {
  useLayoutEffect(() => {
    const outers = [...host.querySelectorAll<HTMLElement>(OUTER)];
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restore: Array<() => void> = [];
    for (const outer of outers) {
      const dialog = outer.querySelector<HTMLElement>('.bbp-alert-inner') ?? outer;
      const attrs = ['role', 'aria-modal', 'tabindex'] as const;
      const saved = attrs.map((name) => dialog.getAttribute(name));
      dialog.setAttribute('role', 'alertdialog');
      dialog.setAttribute('aria-modal', 'true');
      if (!dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;
      restore.push(() => attrs.forEach((name, i) => (saved[i] === null ? dialog.removeAttribute(name) : dialog.setAttribute(name, saved[i]!))));
    }
    const open = () => outers.find(isShown) ?? null;
    const first = open();
    if (first) {
      const dialog = first.querySelector<HTMLElement>('.bbp-alert-inner') ?? first;
      (first.querySelector<HTMLElement>(CLOSE) ?? dialog).focus();
    }

    const close = (outer: HTMLElement) => {
      outer.style.display = 'none';
      const next = open();
      if (next) (next.querySelector<HTMLElement>(CLOSE) ?? next).focus();
      else if (before?.isConnected && before !== document.body) before.focus();
    };
    const click = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      const outer = target.closest<HTMLElement>(OUTER);
      if (!outer || !host.contains(outer)) return;
      if (target.closest(CLOSE)) {
        event.preventDefault();
        close(outer);
      } else if (target === outer) {
        close(outer);
      }
    };
    const keydown = (event: KeyboardEvent) => {
      const outer = open();
      if (!outer) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close(outer);
        return;
      }
      keepTabInside(outer, event);
    };
    host.addEventListener('click', click);
    document.addEventListener('keydown', keydown);
    return () => {
      host.removeEventListener('click', click);
      document.removeEventListener('keydown', keydown);
      restore.forEach((undo) => undo());
    };
  }, [host]);
  return null;
}
