import { useEffect } from 'react';
import { SHOP } from '../../core/timings/index.ts';
import { announce } from '../../dom/announce.ts';
import { emit } from '../../dom/events.ts';
import { firstAlert, NOTICE_SELECTOR, noticesIn, quietNoticesText, repairListAlert, scrollToNotice } from '../../dom/notices.ts';
import type { ElementProps } from '../base/element-props.ts';
import { useTimers } from '../base/hooks.ts';

/** Parsed as the element file's attribute spec declares them (src/elements/notices.element.ts). */
export type NoticesAttributes = StorefrontElementAttributes['shop-notices'];


/**
 * Notice area (§2.6, §9.1): when notices are there on load, or inserted later, the page
 * scrolls to them and the first one with role alert takes focus after 500 ms.
 */
export function Notices({ host, attrs }: ElementProps<NoticesAttributes>) {
  const timers = useTimers();

  useEffect(() => {
    let stopScroll = () => {};
    let clearFocus = () => {};
    const show = (notices: HTMLElement[], inserted: boolean) => {
      if (!notices.length) return;
      notices.forEach(repairListAlert);
      if (inserted) {
        // Alerts and status regions speak for themselves; other inserted notices are announced politely.
        const text = quietNoticesText(notices);
        if (text) announce(text, 0, 'notices');
      }
      const alert = firstAlert(notices);
      if (attrs.scroll) {
        stopScroll();
        stopScroll = scrollToNotice(notices[0]!, SHOP.noticeScrollOffsetPx, SHOP.noticeScrollDurationMs);
      }
      clearFocus();
      if (attrs.focus && alert) {
        clearFocus = timers.after(SHOP.noticeFocusDelayMs, () => {
          if (!alert.isConnected) return;
          if (!alert.hasAttribute('tabindex')) alert.tabIndex = -1;
          // The scroll animation owns the position; focusing must not jump.
          alert.focus({ preventScroll: attrs.scroll });
        });
      }
      emit(host, 'shop-notices-shown', { notices, focused: attrs.focus ? (alert ?? null) : null });
    };

    show(noticesIn(host), false);

    const observer = new MutationObserver((mutations) => {
      const added = new Set<HTMLElement>();
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          if (node.matches(NOTICE_SELECTOR)) added.add(node);
          else noticesIn(node).forEach((notice) => added.add(notice));
        }
      }
      // Keep document order, and only those still on the page.
      const order = noticesIn(host).filter((notice) => added.has(notice) || [...added].some((a) => a.contains(notice)));
      show(order, true);
    });
    observer.observe(host, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      stopScroll();
      clearFocus();
    };
  }, [host, attrs.focus, attrs.scroll, timers]);

  return null;
}
