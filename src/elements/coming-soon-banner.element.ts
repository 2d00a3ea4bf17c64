import { ComingSoonBanner } from '../react/coming-soon-banner/ComingSoonBanner.tsx';
import { attr, createElement, defineTag } from './base/define.tsx';
import type { ElementDeclaration, JsxAttributes, ParsedAttributes } from './base/types.ts';

/** The element's one declaration: `npm run elements` writes the catalogue, the tables and the type lists from it. */
const declaration = {
  tag: 'shop-coming-soon-banner',
  enhances: '.woocommerce-coming-soon-banner',
  holds: { click: '.coming-soon-footer-banner-dismiss, .woocommerce-coming-soon-banner__dismiss, [data-rest-url]' },
  auto: { markup: '.woocommerce-coming-soon-banner' },
} as const satisfies ElementDeclaration;

const attributes = {
  /**
   * REST url to POST to; overrides the link's `data-rest-url`/`href`. Default: the link's, else
   * `{rest_url}wp/v2/users/me`.
   */
  restUrl: attr.string(''),
  /** The REST nonce; overrides the link's `data-nonce` and settings `rest_nonce`. */
  nonce: attr.string(''),
  /**
   * First sentence of the message shown when dismissing fails. Default: the shop's `bannerDismissFailed`
   * message ("The banner could not be dismissed. Please try again.").
   */
  errorText: attr.string(''),
};

/**
 * The "coming soon" footer banner shown to signed-in store staff (SPEC §2.6, §3.8, §4.5,
 * §7.4). Wrap the platform's `.woocommerce-coming-soon-banner`. Its dismiss link
 * (`.coming-soon-footer-banner-dismiss`, or any link with `data-rest-url`) carries the REST
 * url (`data-rest-url`, else its `href`) and the nonce (`data-nonce`, else the page
 * settings' `rest_nonce`). Dismissing POSTs
 * `{"woocommerce_meta":{"coming_soon_banner_dismissed":"yes"}}` as JSON with the
 * `X-WP-Nonce` header; when the store confirms (it answers with the updated user), the
 * banner is hidden. The server then stops printing it (user meta), so the dismissal lasts.
 *
 * While the call runs the banner carries the blocking overlay, the link is
 * `aria-disabled` and further activations are ignored (no second POST). If the call fails
 * (HTTP error, timeout, unreadable answer) the banner stays, a message with `role="alert"`
 * says so, and the link works again.
 *
 * Keyboard: the link works with Enter and Space.
 *
 * ```html
 * <shop-coming-soon-banner>
 *   <div class="woocommerce-coming-soon-banner" id="coming-soon-footer-banner">
 *     <div class="woocommerce-coming-soon-banner-container">
 *       <p>This store is in "coming soon" mode.</p>
 *       <a href="#" class="coming-soon-footer-banner-dismiss" role="button" aria-label="Dismiss"
 *          data-rest-url="/wp-json/wp/v2/users/me" data-nonce="a1b2c3"></a>
 *     </div>
 *   </div>
 * </shop-coming-soon-banner>
 * ```
 *
 * The element sets `data-shop-ready` once its behaviour is in place (a hook for styles and tests).
 *
 * @tagname shop-coming-soon-banner
 * @summary Coming-soon banner whose dismissal is saved in the user's meta.
 * @fires shop-coming-soon-dismissed - The store saved the dismissal and the banner was hidden.
 * @cssprop --shop-error-color - Colour of the message shown when the dismissal could not be saved. Default `#b32d2e`.
 */
export class ShopComingSoonBannerElement extends createElement({
  tag: declaration.tag,
  attributes,
  component: ComingSoonBanner,
}) {}

defineTag(declaration.tag, ShopComingSoonBannerElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-coming-soon-banner': ShopComingSoonBannerElement;
  }
  interface StorefrontElementAttributes {
    'shop-coming-soon-banner': ParsedAttributes<typeof attributes>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-coming-soon-banner': JsxAttributes<typeof attributes, ShopComingSoonBannerElement>;
    }
  }
}
