import type { AttributeSpec } from '../core/attributes/index.ts';
import { CartRecovery } from '../react/cart-recovery/CartRecovery.tsx';
import { attr, createElement, defineTag } from './base/define.tsx';
import { settingsAttribute } from '../core/settings/attribute.ts';
import type { ElementDeclaration, JsxAttributes, ParsedAttributes } from './base/types.ts';

/** The element's one declaration: `npm run elements` writes the catalogue, the tables and the type lists from it. */
const declaration = {
  tag: 'cart-recovery',
  enhances: 'form.checkout, form.login, form.register, #contact-fields',
} as const satisfies ElementDeclaration;

/** Fields whose value is read when they gain or lose focus (§2.12): checkout, login, registration. */
const WATCHED_FIELDS = '#billing_email, #username, #reg_email';
const CONTACT_FIELD = '#contact-fields input[type="email"]';
/** The newsletter opt-in, in its classic-form and its block-checkout variants. */
const NEWSLETTER = '#mailchimp_woocommerce_newsletter, #contact-fields .mailchimp-newsletter input[type="checkbox"]';

/** A CSS selector attribute: one that the browser cannot read is reported and the default used. */
function selector(fallback: string): AttributeSpec<string, 'string'> {
  return {
    kind: 'string',
    fallback,
    parse(raw) {
      if (raw == null) return { ok: true, value: fallback };
      const text = String(raw).trim();
      try {
        if (text !== '') document.createDocumentFragment().querySelector(text);
        return { ok: true, value: text };
      } catch {
        return { ok: false, value: fallback, problem: `${JSON.stringify(text)} is not a CSS selector` };
      }
    },
  };
}

const attributes = {
  /**
   * Selector of the e-mail fields read on focus and blur. Default "#billing_email, #username, #reg_email".
   */
  fields: selector(WATCHED_FIELDS),
  /**
   * Selector of the contact-fields e-mail input (also sent 2 s after typing). Default "#contact-fields
   * input[type=\"email\"]".
   */
  contactField: selector(CONTACT_FIELD),
  /**
   * Selector of the newsletter opt-in checkboxes (either variant). Default
   * "#mailchimp_woocommerce_newsletter, #contact-fields .mailchimp-newsletter input[type=\"checkbox\"]".
   */
  newsletter: selector(NEWSLETTER),
  /**
   * JSON object of settings over the page settings (`ajax_url`, `language`, `allowed_to_set_cookies`,
   * `disable_carts`, `cart_recovery_provider`, `cart_recovery_delay_ms`). A malformed value logs an error
   * and its default is used.
   */
  settings: settingsAttribute(),
};

/**
 * Cart-recovery e-mail capture of an e-mail-marketing provider (SPEC §2.12, §3.18, §4.24, §5.12,
 * §7.15, §7.16). Put one anywhere on a checkout, account or contact page: it watches the page's
 * fields and never wraps, blocks or submits the forms (a failure inside is logged; the form works
 * on). It records nothing unless the page settings say cookies are allowed
 * (`allowed_to_set_cookies`) and carts are not disabled (`disable_carts`).
 *
 * When a watched field gains or loses focus its value is read; a valid address (§5.12: letters,
 * digits and `_ + - .` before the @, a final part of 2 to 4 letters, so `.museum` is not captured)
 * that differs from the last one sent is stored in the cookie `{provider}.cart.current_email` (the
 * address it replaces moves to `{provider}.cart.previous_email`; path `/`, secure, samesite=strict)
 * and sent: `POST {ajax_url}?action={provider}_set_user_by_email` with `email`, `mc_language` (the
 * page setting `language`) and `subscribed` (`1` when a newsletter box is checked). Any 2xx or 3xx
 * answer counts; that address is then not sent again. Toggling a newsletter box sends again with
 * the new flag. In the contact field a valid address is sent `cart_recovery_delay_ms` (2000) after
 * the last keystroke; a new key press cancels the pending send. A page whose query string carries
 * `mc_cart_id` asks `POST {ajax_url}?action={provider}_get_user_by_hash&hash=…` (JSON headers, no
 * body) once; a valid `email` in the answer becomes the current address. A failed call is written
 * to the console and the capture carries on (§8).
 *
 * ```html
 * <cart-recovery></cart-recovery>
 * <form class="checkout woocommerce-checkout">…<input type="email" id="billing_email" name="billing_email">…
 *   <input type="checkbox" id="mailchimp_woocommerce_newsletter" name="mailchimp_woocommerce_newsletter" value="1">…</form>
 * ```
 *
 * @tagname cart-recovery
 * @summary Captures the shopper's e-mail on checkout, login, registration and contact forms for cart recovery.
 * @fires shop-cart-recovery-email-sent - The server took an address (email, subscribed, the answer's text).
 * @fires shop-cart-recovery-email-found - A recovery link's hash gave the shopper's address, now the current one.
 * @fires shop-request-failed - A cart-recovery call failed (`call`: `{provider}_set_user_by_email` or `{provider}_get_user_by_hash`); written to the console too.
 */
export class CartRecoveryElement extends createElement({
  tag: declaration.tag,
  attributes,
  component: CartRecovery,
}) {}

defineTag(declaration.tag, CartRecoveryElement);

declare global {
  interface HTMLElementTagNameMap {
    'cart-recovery': CartRecoveryElement;
  }
  interface StorefrontElementAttributes {
    'cart-recovery': ParsedAttributes<typeof attributes>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'cart-recovery': JsxAttributes<typeof attributes, CartRecoveryElement>;
    }
  }
}
