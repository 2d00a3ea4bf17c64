/**
 * Tooltips (`.wcpt-tooltip`, §9.2): open 200 ms after the mouse comes over them, at once when
 * their label takes focus, and on a click or tap, which also keeps them open until the next
 * click, Escape or leaving; they close when the pointer leaves (after a short grace, so it can move
 * onto the text), when focus leaves, and on Escape (WCAG 1.4.13: dismissible, hoverable,
 * persistent). One is open at a time.
 *
 * The text is shown in the top layer (a manual popover) where the browser has one: the table's
 * scroll wrapper would clip it otherwise, and a heading's tooltip would vanish above the wrapper's
 * top. It is placed above its label, or below when there is no room above
 * (`data-wcpt-position`), and kept inside the viewport.
 */
import { TABLE } from '../../core/timings/index.ts';
import { adoptTableStyles } from '../../dom/product-table/styles.ts';
import type { TableFeature } from './context.ts';

/** Time for the pointer to cross the gap between the label and the text without closing it. */
const LEAVE_GRACE_MS = 150;
/** Space between the label and the text, and between the text and the viewport's edge. */
const GAP_PX = 6;

function css(p: string): string {
  return `
  :where(.${p}-tooltip) { position: relative; display: inline-block; }
  :where(.${p}-tooltip-content-wrapper) {
    display: none; position: absolute; z-index: 20; left: 50%; bottom: 100%; transform: translateX(-50%);
    width: max-content; max-width: min(20rem, calc(100vw - 1rem)); padding-block: ${GAP_PX}px;
  }
  :where(.${p}-tooltip-content-wrapper[data-${p}-position="below"]) { bottom: auto; top: 100%; }
  :where(.${p}-tooltip.${p}-open > .${p}-tooltip-content-wrapper) { display: block; }
  :where(.${p}-tooltip-content-wrapper[popover]) { border: 0; padding: ${GAP_PX}px 0; background: none; color: inherit; overflow: visible; }
  :where(.${p}-tooltip-content) {
    display: block; padding: .4em .65em; border-radius: 4px; background: #1d1d1f; color: #fff;
    font-size: .875rem; font-weight: normal; line-height: 1.4; text-align: start; white-space: normal;
  }`;
}

interface Open {
  tip: HTMLElement;
  /** Opened by a click or tap: stays open when the pointer leaves. */
  pinned: boolean;
}

const supportsPopover = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

export const tooltips: TableFeature = {
  name: 'tooltips',
  start(ctx) {
    const { prefix, container, signal } = ctx;
    adoptTableStyles(`tooltips-${prefix}`, css(prefix));
    const tipSelector = `.${prefix}-tooltip`;
    const labelSelector = `.${prefix}-tooltip-label`;
    const positionAttr = `data-${prefix}-position`;
    const openClass = `${prefix}-open`;
    /** What each content wrapper was printed with, put back on stop. */
    const printed = new Map<HTMLElement, { position: string | null; style: string | null }>();
    let open: Open | undefined;
    let hoverTimer: ReturnType<typeof setTimeout> | undefined;
    let leaveTimer: ReturnType<typeof setTimeout> | undefined;

    const label = (tip: HTMLElement) => tip.querySelector<HTMLElement>(`:scope > ${labelSelector}`);
    const content = (tip: HTMLElement) => tip.querySelector<HTMLElement>(`:scope > .${prefix}-tooltip-content-wrapper`);
    const tipOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLElement>(tipSelector) : null;
    const hoverable = (tip: HTMLElement) =>
      !tip.classList.contains(`${prefix}-tooltip--hover-disabled`) && !tip.classList.contains(`${prefix}-tooltip--open-on-click`);

    function show(tip: HTMLElement, pinned: boolean): void {
      clearTimeout(hoverTimer);
      clearTimeout(leaveTimer);
      if (open?.tip === tip) {
        open.pinned ||= pinned;
        return;
      }
      hide();
      const text = content(tip);
      if (!text) return;
      open = { tip, pinned };
      tip.classList.add(openClass);
      const button = label(tip);
      if (button instanceof HTMLButtonElement) button.setAttribute('aria-expanded', 'true');
      if (!printed.has(text)) printed.set(text, { position: text.getAttribute(positionAttr), style: text.getAttribute('style') });
      if (supportsPopover) {
        if (!text.hasAttribute('popover')) text.setAttribute('popover', 'manual');
        if (!text.matches(':popover-open')) text.showPopover();
      }
      place();
    }

    function hide(): void {
      clearTimeout(leaveTimer);
      if (!open) return;
      const { tip } = open;
      open = undefined;
      tip.classList.remove(openClass);
      const button = label(tip);
      if (button instanceof HTMLButtonElement) button.setAttribute('aria-expanded', 'false');
      const text = content(tip);
      if (text && supportsPopover && text.matches(':popover-open')) text.hidePopover();
    }

    /** Above the label, or below it when there is no room; inside the viewport either way. */
    function place(): void {
      if (!open) return;
      const anchor = label(open.tip) ?? open.tip;
      const text = content(open.tip);
      if (!text) return;
      const rect = anchor.getBoundingClientRect();
      const size = text.getBoundingClientRect();
      const below = rect.top - size.height < 0 && rect.bottom + size.height <= window.innerHeight;
      text.setAttribute(positionAttr, below ? 'below' : 'above');
      if (!supportsPopover) return;
      // In the top layer the text is fixed to the viewport: the coordinates are its own, inline,
      // for the one open tooltip (a theme's `position: absolute` for the printed tooltip must not apply).
      const width = Math.min(size.width, document.documentElement.clientWidth);
      const maxLeft = document.documentElement.clientWidth - width - GAP_PX;
      const left = Math.max(GAP_PX, Math.min(rect.left + rect.width / 2 - width / 2, maxLeft));
      const top = below ? rect.bottom : rect.top - size.height;
      const arrow = rect.left + rect.width / 2 - left;
      text.setAttribute(
        'style',
        `position: fixed; inset: auto; margin: 0; transform: none; left: ${left}px; top: ${top}px; --shop-tooltip-arrow-x: ${arrow}px;`,
      );
    }

    const on = <K extends keyof HTMLElementEventMap>(type: K, listener: (event: HTMLElementEventMap[K]) => void) =>
      container.addEventListener(type, listener, { signal });

    on('pointerover', (event) => {
      const tip = tipOf(event.target);
      if (!tip || event.pointerType === 'touch') return;
      if (open?.tip === tip) return void clearTimeout(leaveTimer);
      if (!hoverable(tip)) return;
      clearTimeout(hoverTimer);
      hoverTimer = setTimeout(() => show(tip, false), TABLE.tooltipHoverDelayMs);
    });
    on('pointerout', (event) => {
      const tip = tipOf(event.target);
      if (!tip || tip.contains(event.relatedTarget as Node | null)) return;
      clearTimeout(hoverTimer);
      if (open?.tip === tip && !open.pinned && !tip.contains(document.activeElement)) {
        clearTimeout(leaveTimer);
        leaveTimer = setTimeout(hide, LEAVE_GRACE_MS);
      }
    });
    on('focusin', (event) => {
      const target = event.target as Element;
      const tip = tipOf(target);
      if (tip && target.matches(labelSelector)) show(tip, false);
    });
    on('focusout', (event) => {
      const tip = tipOf(event.target);
      if (tip && open?.tip === tip && !tip.contains(event.relatedTarget as Node | null)) hide();
    });
    on('click', (event) => {
      const target = event.target as Element;
      const button = target.closest(labelSelector);
      const tip = tipOf(button);
      if (!button || !tip) return;
      // The label may sit in a heading link or a filter's label: the click is the tooltip's own.
      event.preventDefault();
      if (open?.tip === tip && open.pinned) hide();
      else show(tip, true);
    });
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Escape' && open) hide();
      },
      { signal },
    );
    document.addEventListener(
      'click',
      (event) => {
        if (open && !open.tip.contains(event.target as Node)) hide();
      },
      { signal },
    );
    // The text stays with its label while the page or the table's wrapper scrolls.
    const follow = () => open && place();
    document.addEventListener('scroll', follow, { capture: true, passive: true, signal });
    window.addEventListener('resize', follow, { signal });

    return () => {
      clearTimeout(hoverTimer);
      hide();
      for (const [text, { position, style }] of printed) {
        text.removeAttribute('popover');
        if (position === null) text.removeAttribute(positionAttr);
        else text.setAttribute(positionAttr, position);
        if (style === null) text.removeAttribute('style');
        else text.setAttribute('style', style);
      }
      for (const button of container.querySelectorAll(`${labelSelector}[aria-expanded]`)) button.removeAttribute('aria-expanded');
    };
  },
};
