/**
 * The page's notices (§2.6, §9.1): finding them, making the platform's error lists
 * readable, the scroll to them and the text announced for inserted ones.
 */
import { announcementText, easeInOut, speaksForItself } from '../core/notices/index.ts';
import { prefersReducedMotion } from './fragments.ts';

/** The platform's notice classes, and any alert. */
export const NOTICE_SELECTOR = '.woocommerce-message, .woocommerce-error, .woocommerce-info, .woocommerce-notice, [role="alert"]';

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

/** What to announce politely for inserted notices: those that do not speak for themselves. */
export function quietNoticesText(notices: readonly HTMLElement[]): string {
  return announcementText(
    notices.filter((n) => !speaksForItself(n.getAttribute('role'), n.hasAttribute('aria-live'))).map((n) => n.textContent),
  );
}

/**
 * Scrolls the window so `target` sits `offset` px below the top, over `duration` ms
 * (instantly with reduced motion). The shopper's own wheel, touch or key input stops it.
 * Returns a function that cancels the animation.
 */
export function scrollToNotice(target: HTMLElement, offset: number, duration: number): () => void {
  const top = Math.max(0, target.getBoundingClientRect().top + window.scrollY - offset);
  if (prefersReducedMotion() || duration <= 0) {
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
