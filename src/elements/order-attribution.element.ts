import { OrderAttribution } from '../react/order-attribution/OrderAttribution.tsx';
import { attr, createElement, defineTag } from './base/define.tsx';
import { settingsAttribute } from '../core/settings/attribute.ts';
import type { ElementDeclaration, JsxAttributes, ParsedAttributes } from './base/types.ts';

/** The element's one declaration: `npm run elements` writes the catalogue, the tables and the type lists from it. */
const declaration = {
  tag: 'order-attribution',
  enhances: 'form.checkout',
} as const satisfies ElementDeclaration;

const attributes = {
  /**
   * JSON object of settings over the page settings (`order_attribution_*`). A malformed value logs an error
   * and its default is used.
   */
  settings: settingsAttribute(),
};

/**
 * Order-source attribution (SPEC §3.19, §4.25, §7.17, §9.4). Put one on any page: while tracking
 * is allowed it records each page view in the attribution cookies `sbjs_current`, `sbjs_current_add`,
 * `sbjs_first`, `sbjs_first_add`, `sbjs_session`, `sbjs_udata` (and `sbjs_promo` when
 * `order_attribution_promo` is on), in the platform script's format (path `/`, on the site domain
 * without `www.`), so server code that reads those cookies reads these, and marks a visit it starts in
 * `sbjs_migrations` as that script does (its next page view, on a page that keeps it, counts on). No HTTP call.
 *
 * The traffic type is `utm` (any `utm_*` parameter, `gclid`/`yclid`, or the configured campaign,
 * term or content parameter), `organic` (a known search engine referred), `referral` (another site
 * referred and no session is running) or `typein` (source `(direct)`, medium `(none)`); a referral in
 * mid-session keeps the current source. pages_seen counts the session's pages; visits counts up
 * after a session (`order_attribution_session` minutes, 30) expired. Cookies live
 * `order_attribution_lifetime` months of 30 days (6).
 *
 * The values go to exactly one set of hidden inputs per page (named `order_attribution_prefix` +
 * field, the fields of `order_attribution_fields`), in the page's checkout form (`form.checkout`),
 * else the form the element sits in, else a registration form; and to the block checkout's extension
 * data under `woocommerce/order-attribution`. The inputs are added in a hidden container at the end
 * of the form; the form is never blocked.
 *
 * Tracking is off until the page setting `order_attribution_allow_tracking` or a consent tool turns
 * it on: `window.storefrontElements.orderAttribution.setTracking(true|false)`. Off deletes every
 * attribution cookie and sends empty values; on later records from that page on.
 *
 * ```html
 * <form class="checkout woocommerce-checkout" method="post">…
 *   <order-attribution></order-attribution>
 * </form>
 * ```
 *
 * @tagname order-attribution
 * @summary Records where an order came from (attribution cookies) and sends it with the checkout.
 * @fires shop-order-attribution-updated - The values handed to the checkout changed (tracking on or off, the values by field).
 */
export class OrderAttributionElement extends createElement({
  tag: declaration.tag,
  attributes,
  component: OrderAttribution,
}) {}

defineTag(declaration.tag, OrderAttributionElement);

declare global {
  interface HTMLElementTagNameMap {
    'order-attribution': OrderAttributionElement;
  }
  interface StorefrontElementAttributes {
    'order-attribution': ParsedAttributes<typeof attributes>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'order-attribution': JsxAttributes<typeof attributes, OrderAttributionElement>;
    }
  }
}
