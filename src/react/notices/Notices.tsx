import { useEffect } from 'react';
import { SHOP } from '../../core/timings/index.ts';
import { announce } from '../../dom/announce.ts';
import { emit } from '../../dom/events.ts';
import type { ElementProps } from '../base/element-props.ts';
import { useTimers } from '../base/hooks.ts';

export interface NoticesAttributes {
  focus: boolean;
  scroll: boolean;
}


/** The platform's notice classes, and any alert. */
export const NOTICE_SELECTOR = '.woocommerce-message, .woocommerce-error, .woocommerce-info, .woocommerce-notice, [role="alert"]';

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Top-level notices (a notice's own children are not notices of their own). */
export function noticesIn(root: ParentNode): HTMLElement[] {
  const all = [...root.querySelectorAll<HTMLElement>(NOTICE_SELECTOR)];
  return all.filter((notice) => !all.some((other) => other !== notice && other.contains(notice)));
}

const LIST_ALERT = 'data-shop-alert';

/**
 * The platform prints error lists as `<ul class="woocommerce-error" role="alert">`: the
 * role takes the list semantics away, leaving its items orphaned for screen readers.
 * Such a list keeps its list role and becomes an assertive live region instead; it is
 * still the alert that takes focus.
 */
export function repairListAlert(notice: HTMLElement): HTMLElement {
  if ((notice.localName === 'ul' || notice.localName === 'ol') && notice.getAttribute('role') === 'alert') {
    notice.removeAttribute('role');
    notice.setAttribute('aria-live', 'assertive');
    notice.setAttribute(LIST_ALERT, '');
  }
  return notice;
}

/** The first notice with role alert, where focus goes (§2.6). */
export function firstAlert(notices: HTMLElement[]): HTMLElement | undefined {
  return notices.find((notice) => notice.getAttribute('role') === 'alert' || notice.hasAttribute(LIST_ALERT));
}

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Scrolls the window so `target` sits `offset` px below the top, over `duration` ms
 * (instantly with reduced motion). The shopper's own wheel, touch or key input stops it.
 * Returns a function that cancels the animation.
 */
export function scrollToNotice(target: HTMLElement, offset: number, duration: number): () => void {
  const top = Math.max(0, target.getBoundingClientRect().top + window.scrollY - offset);
  if (reducedMotion() || duration <= 0) {
    window.scrollTo({ top, behavior: 'instant' as ScrollBehavior });
    return () => {};
  }
  const start = window.scrollY;
  const distance = top - start;
  let frame = 0;
  let began: number | undefined;
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
    window.removeEventListener('keydown', stop);
  };
  const step = (now: number) => {
    began ??= now;
    const progress = Math.min(1, (now - began) / duration);
    window.scrollTo({ top: start + distance * easeInOut(progress), behavior: 'instant' as ScrollBehavior });
    if (progress < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  window.addEventListener('wheel', stop, { passive: true });
  window.addEventListener('touchstart', stop, { passive: true });
  window.addEventListener('keydown', stop);
  frame = requestAnimationFrame(step);
  return stop;
}

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
        const quiet = notices.filter((n) => !['alert', 'status'].includes(n.getAttribute('role') ?? '') && !n.hasAttribute('aria-live'));
        const text = quiet.map((n) => n.textContent?.replace(/\s+/g, ' ').trim()).filter(Boolean).join(' ');
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
    host.toggleAttribute('data-shop-ready', true);
    return () => {
      host.removeAttribute('data-shop-ready');
      observer.disconnect();
      stopScroll();
      clearFocus();
    };
  }, [host, attrs.focus, attrs.scroll, timers]);

  return null;
}
