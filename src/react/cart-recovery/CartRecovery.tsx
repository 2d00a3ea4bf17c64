import { useEffect, useMemo } from 'react';
import { debounced, isRecoveryEmail } from '../../core/cart-recovery/index.ts';
import { cartRecoverySettings } from '../../core/cart-recovery/settings.ts';
import { reportOnce } from '../../dom/report-once.ts';
import { currentRecoveryEmail } from '../../services/cart-recovery.ts';
import { captureRecoveryEmail, cartRecoveryAllowed, forgetLastSentEmail, lookUpRecoveryLink } from '../../stores/cart-recovery.ts';
import type { ElementProps } from '../base/element-props.ts';
import { useSettings } from '../settings/use-settings.ts';

/** Parsed as the element file's attribute spec declares them (src/elements/cart-recovery.element.ts). */
export type CartRecoveryAttributes = StorefrontElementAttributes['cart-recovery'];

function matches(target: EventTarget | null, selector: string): target is HTMLInputElement {
  if (!(target instanceof HTMLInputElement) || selector === '') return false;
  try {
    return target.matches(selector);
  } catch {
    return false;
  }
}

function queryAll(doc: Document, selector: string): HTMLInputElement[] {
  try {
    return selector === '' ? [] : [...doc.querySelectorAll<HTMLInputElement>(selector)];
  } catch {
    return [];
  }
}

/**
 * Cart recovery (§2.12, §4.24): watches the page's e-mail fields and newsletter boxes, forms it
 * does not own. Listeners only read; each one's work is wrapped so a failure is logged and never
 * stops the shopper's typing or the form's submit.
 */
export function CartRecovery({ host, attrs }: ElementProps<CartRecoveryAttributes>) {
  const shop = useSettings(attrs.settings);
  const { fields, contactField, newsletter } = attrs;
  const settings = useMemo(() => {
    const { settings: own, problems } = cartRecoverySettings(shop);
    for (const problem of problems) reportOnce(`<cart-recovery>: the setting ${problem}. Using its default.`);
    return { ...own, ajax_url: shop.ajax_url, language: shop.language };
  }, [shop]);

  useEffect(() => {
    if (!cartRecoveryAllowed(settings)) return;
    const doc = host.ownerDocument;
    const guarded = <E extends Event>(handler: (event: E) => void) => (event: E) => {
      try {
        handler(event);
      } catch (error) {
        console.error('<cart-recovery> could not read a watched field; the form carries on.', error);
      }
    };
    const watched = [fields, contactField].filter(Boolean).join(', ');
    const subscribed = () => queryAll(doc, newsletter).some((box) => box.checked);
    const capture = (value: string) => void captureRecoveryEmail(settings, value, subscribed(), host);

    void lookUpRecoveryLink(settings, location.search, host);

    // Each pending send carries the address as typed when it was scheduled.
    const typing = debounced<string>(capture, settings.cart_recovery_delay_ms);

    const onFocusChange = guarded((event: FocusEvent) => {
      if (matches(event.target, watched)) capture(event.target.value);
    });
    const onKeyDown = guarded((event: KeyboardEvent) => {
      if (matches(event.target, contactField)) typing.cancel();
    });
    const onInput = guarded((event: Event) => {
      if (!matches(event.target, contactField)) return;
      typing.cancel();
      if (!isRecoveryEmail(event.target.value)) return;
      typing.schedule(event.target.value);
    });
    const onChange = guarded((event: Event) => {
      if (!matches(event.target, newsletter)) return;
      forgetLastSentEmail();
      const typedAddress = queryAll(doc, watched).map((input) => input.value).find(isRecoveryEmail);
      const address = typedAddress ?? currentRecoveryEmail(settings.cart_recovery_provider);
      if (address) capture(address);
    });

    // Capture phase: a form's own handlers that stop propagation do not hide the field from us.
    doc.addEventListener('focusin', onFocusChange, true);
    doc.addEventListener('focusout', onFocusChange, true);
    doc.addEventListener('keydown', onKeyDown, true);
    doc.addEventListener('input', onInput, true);
    doc.addEventListener('change', onChange, true);
    return () => {
      typing.cancel();
      doc.removeEventListener('focusin', onFocusChange, true);
      doc.removeEventListener('focusout', onFocusChange, true);
      doc.removeEventListener('keydown', onKeyDown, true);
      doc.removeEventListener('input', onInput, true);
      doc.removeEventListener('change', onChange, true);
    };
  }, [host, settings, fields, contactField, newsletter]);

  return null;
}
