import { useLayoutEffect, useState } from 'react';
import { SHOP } from '../../core/timings/index.ts';
import { getCookie, setCookie } from '../../services/cookies.ts';
import { emit } from '../../services/dom-events.ts';
import type { ElementProps } from '../base/element-props.ts';
import { onActivate } from '../base/keyboard.ts';

export interface StoreNoticeAttributes {
  noticeId: string;
  dismissText: string;
}

declare module '../../services/dom-events.ts' {
  interface ShopEventMap {
    'shop-store-notice-dismissed': { noticeId: string };
  }
}

/**
 * Store notice (§4.4): shown until dismissed; dismissing sets the site-wide cookie
 * store_notice{noticeId}=hidden, and the notice stays hidden while it exists.
 * Adopts the platform's `p.woocommerce-store-notice` markup when present.
 */
export function StoreNotice({ host, attrs }: ElementProps<StoreNoticeAttributes>) {
  const notice = host.querySelector<HTMLElement>('.woocommerce-store-notice') ?? host;
  const noticeId = attrs.noticeId || notice.dataset.noticeId || '';
  const cookieName = `${SHOP.storeNoticeCookiePrefix}${noticeId}`;
  const serverLink = notice.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link');
  const [hidden, setHidden] = useState(() => getCookie(cookieName) === SHOP.storeNoticeCookieValue);

  useLayoutEffect(() => {
    setHidden(getCookie(cookieName) === SHOP.storeNoticeCookieValue);
  }, [cookieName]);

  useLayoutEffect(() => {
    notice.style.display = hidden ? 'none' : '';
    notice.hidden = hidden;
    if (notice !== host) host.hidden = hidden;
  }, [hidden, notice, host]);

  useLayoutEffect(() => {
    if (!serverLink) return;
    if (!serverLink.hasAttribute('role')) serverLink.setAttribute('role', 'button');
    if (!serverLink.hasAttribute('href') && !serverLink.hasAttribute('tabindex')) serverLink.tabIndex = 0;
    return onActivate(serverLink, () => dismiss());
  });

  function dismiss() {
    setCookie(cookieName, SHOP.storeNoticeCookieValue, { path: SHOP.storeNoticeCookiePath });
    setHidden(true);
    emit(host, 'shop-store-notice-dismissed', { noticeId });
  }

  if (serverLink || hidden) return null;
  return (
    <a
      href="#"
      role="button"
      className="woocommerce-store-notice__dismiss-link"
      onClick={(event) => {
        event.preventDefault();
        dismiss();
      }}
      onKeyDown={(event) => {
        if (event.key === ' ') {
          event.preventDefault();
          dismiss();
        }
      }}
    >
      {attrs.dismissText}
    </a>
  );
}
