import { useLayoutEffect, useRef, useState } from 'react';
import { SHOP } from '../../core/timings/index.ts';
import { getCookie, setCookie } from '../../services/cookies.ts';
import { emit } from '../../dom/events.ts';
import { shopText } from '../../dom/messages.ts';
import type { ElementProps } from '../base/element-props.ts';
import { quietPortal } from '../base/portal.ts';
import { moveFocusOutOf } from '../../dom/focus.ts';
import { onActivate } from '../../dom/keyboard.ts';

/** Parsed as the element file's attribute spec declares them (src/elements/store-notice.element.ts). */
export type StoreNoticeAttributes = StorefrontElementAttributes['shop-store-notice'];


const DISMISS_LINK = '.woocommerce-store-notice__dismiss-link';

/**
 * Store notice (§4.4): shown until dismissed; dismissing sets the site-wide cookie
 * store_notice{noticeId}=hidden, and the notice stays hidden while it exists.
 * Adopts the platform's `p.woocommerce-store-notice` markup when present.
 */
export function StoreNotice({ host, attrs }: ElementProps<StoreNoticeAttributes>) {
  // The server's markup is read once: the link this component adds must never be
  // mistaken for the server's on a later render.
  const [notice] = useState(() => host.querySelector<HTMLElement>('.woocommerce-store-notice') ?? host);
  const [serverLink] = useState(() => notice.querySelector<HTMLElement>(DISMISS_LINK));
  // A ref, not state: the link is in place before the effects below run, with no second render.
  const ownLink = useRef<HTMLAnchorElement>(null);
  const noticeId = attrs.noticeId || notice.dataset.noticeId || '';
  const cookieName = `${SHOP.storeNoticeCookiePrefix}${noticeId}`;
  const [dismissedName, setDismissedName] = useState<string | null>(null);
  const hidden = dismissedName === cookieName || getCookie(cookieName) === SHOP.storeNoticeCookieValue;

  useLayoutEffect(() => {
    // Writes only where something changes: a write followed by the style read below would
    // make the browser recompute styles once per notice of a page instead of once.
    if (hidden) {
      moveFocusOutOf(notice);
      notice.hidden = true;
      notice.style.display = 'none';
    } else {
      if (notice.hidden) notice.hidden = false;
      if (notice.style.display === 'none') notice.style.display = '';
      // Themes often hide the notice in CSS until a script shows it.
      if (getComputedStyle(notice).display === 'none') notice.style.display = 'block';
    }
    if (notice !== host && host.hidden !== hidden) host.hidden = hidden;
  }, [hidden, notice, host]);

  const showsOwnLink = !serverLink && !hidden;
  useLayoutEffect(() => {
    const link = serverLink ?? ownLink.current;
    if (!link) return;
    if (!link.hasAttribute('role')) link.setAttribute('role', 'button');
    if (!link.hasAttribute('href') && !link.hasAttribute('tabindex')) link.tabIndex = 0;
    return onActivate(link, () => {
      setCookie(cookieName, SHOP.storeNoticeCookieValue, { path: SHOP.storeNoticeCookiePath });
      setDismissedName(cookieName);
      emit(host, 'shop-store-notice-dismissed', { noticeId });
    });
  }, [serverLink, showsOwnLink, cookieName, noticeId, host]);

  if (!showsOwnLink) return null;
  return quietPortal(
    <a href="#" role="button" className="woocommerce-store-notice__dismiss-link" ref={ownLink}>
      {attrs.dismissText || shopText('dismiss')}
    </a>,
    notice,
  );
}
