import { useLayoutEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { isAborted, shopperMessage } from '../../services/errors.ts';
import { emit } from '../../dom/events.ts';
import { shopText } from '../../dom/messages.ts';
import { postRest } from '../../services/shop.ts';
import type { ElementProps } from '../base/element-props.ts';
import { quietPortal } from '../base/portal.ts';
import { blockElement } from '../../dom/block.ts';
import { useSettings } from '../settings/use-settings.ts';
import { moveFocusOutOf } from '../../dom/focus.ts';
import { onActivate } from '../../dom/keyboard.ts';
import { isSafeUrl } from '../../core/url/index.ts';
import { guardOwnOriginUrl } from '../../dom/own-origin.ts';

/** Parsed as the element file's attribute spec declares them (src/elements/coming-soon-banner.element.ts). */
export type ComingSoonBannerAttributes = StorefrontElementAttributes['shop-coming-soon-banner'];


/** The platform's own name, as the payload key `{platform}_meta` spells it (§7.4). */
export const DISMISS_PAYLOAD = { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } } as const;

/** The updated user the REST call answers with; anything else is not a success. */
const userSchema = z.looseObject({ id: z.number() });

const DISMISS_LINK = '.coming-soon-footer-banner-dismiss, .woocommerce-coming-soon-banner__dismiss, [data-rest-url]';

/** The dismissal's REST URL and where it was read (for the console). */
function restUrlOf(link: HTMLElement | null, attrUrl: string, settingsRestUrl: string): { url: string; source: string } {
  if (attrUrl) return { url: attrUrl, source: 'rest-url' };
  const fromData = link?.dataset.restUrl;
  if (fromData) return { url: fromData, source: 'the dismiss link\'s data-rest-url' };
  const href = link?.getAttribute('href');
  if (href && !href.startsWith('#') && isSafeUrl(href)) return { url: href, source: 'the dismiss link\'s href' };
  return { url: `${settingsRestUrl.replace(/\/?$/, '/')}wp/v2/users/me`, source: 'settings rest_url' };
}

/**
 * Coming-soon banner (§4.5, §7.4): dismissing saves the user meta over REST, then hides
 * the banner. While the call runs the link is disabled and the banner blocked; a failure
 * keeps the banner and says so.
 */
export function ComingSoonBanner({ host, attrs }: ElementProps<ComingSoonBannerAttributes>) {
  const settings = useSettings();
  const [banner] = useState(() => host.querySelector<HTMLElement>('.woocommerce-coming-soon-banner') ?? host);
  const [serverLink] = useState(() => host.querySelector<HTMLElement>(DISMISS_LINK));
  const [ownLink, setOwnLink] = useState<HTMLElement | null>(null);
  const link = serverLink ?? ownLink;
  const [status, setStatus] = useState<'idle' | 'pending' | 'done' | 'failed'>('idle');
  const [message, setMessage] = useState('');
  const pending = useRef(false);
  const controller = useRef<AbortController | null>(null);

  // A dismissal still running when the element leaves the page is abandoned.
  useLayoutEffect(() => () => controller.current?.abort(), []);

  useLayoutEffect(() => {
    if (status !== 'done') return;
    moveFocusOutOf(banner);
    banner.style.display = 'none';
    banner.hidden = true;
    if (banner !== host) host.hidden = true;
  }, [status, banner, host]);

  useLayoutEffect(() => {
    if (!link) return;
    if (!link.hasAttribute('role')) link.setAttribute('role', 'button');
    if (!link.hasAttribute('href') && !link.hasAttribute('tabindex')) link.tabIndex = 0;
    if (!link.textContent?.trim() && !link.hasAttribute('aria-label')) link.setAttribute('aria-label', shopText('dismiss'));
    if (status === 'pending') link.setAttribute('aria-disabled', 'true');
    else link.removeAttribute('aria-disabled');
    return onActivate(link, () => void dismiss(link));
  });

  async function dismiss(from: HTMLElement) {
    const errorText = attrs.errorText || shopText('bannerDismissFailed');
    if (pending.current || status === 'done') return;
    const { url, source } = restUrlOf(from, attrs.restUrl, settings.rest_url);
    if (guardOwnOriginUrl(url, `<shop-coming-soon-banner> ${source}`, 'the REST nonce') === null) {
      // Nothing is sent; the banner stays and says it could not be dismissed.
      setMessage(errorText);
      setStatus('failed');
      return;
    }
    pending.current = true;
    setStatus('pending');
    setMessage('');
    const nonce = attrs.nonce || from.dataset.nonce || settings.rest_nonce;
    const unblock = blockElement(banner);
    controller.current = new AbortController();
    try {
      await postRest(url, nonce, DISMISS_PAYLOAD, userSchema, controller.current.signal);
      setStatus('done');
      emit(host, 'shop-coming-soon-dismissed', { restUrl: url });
    } catch (error) {
      if (isAborted(error)) return;
      console.error('<shop-coming-soon-banner> could not save the dismissal:', error);
      setMessage(`${errorText} ${shopperMessage(error, '')}`.trim());
      setStatus('failed');
    } finally {
      pending.current = false;
      unblock();
    }
  }

  const container = banner.querySelector<HTMLElement>('.woocommerce-coming-soon-banner-container') ?? banner;
  return (
    <>
      {!serverLink && status !== 'done'
        ? quietPortal(
            <a
              href="#"
              className="coming-soon-footer-banner-dismiss"
              ref={setOwnLink}
              aria-label={shopText('dismiss')}
            />,
            container,
          )
        : null}
      {message && status === 'failed'
        ? quietPortal(
            <p className="woocommerce-coming-soon-banner__error" role="alert">
              {message}
            </p>,
            container,
          )
        : null}
    </>
  );
}
