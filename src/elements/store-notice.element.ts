import { StoreNotice } from '../react/store-notice/StoreNotice.tsx';
import { attr, createElement, defineTag } from './base/define.tsx';
import type { ElementDeclaration, JsxAttributes, ParsedAttributes } from './base/types.ts';

/** The element's one declaration: `npm run elements` writes the catalogue, the tables and the type lists from it. */
const declaration = {
  tag: 'shop-store-notice',
  enhances: '.woocommerce-store-notice',
  holds: { click: '.woocommerce-store-notice__dismiss-link' },
  auto: { markup: '.woocommerce-store-notice' },
} as const satisfies ElementDeclaration;

const attributes = {
  /** Id of the current notice; a new id shows the notice again. */
  noticeId: attr.string(''),
  /**
   * Text of the dismiss link the element adds when the markup has none. Default: the shop's `dismiss`
   * message ("Dismiss").
   */
  dismissText: attr.string(''),
};

/**
 * Store-wide notice banner with a dismiss link (SPEC §2.6, §3.8, §4.4). Dismissal sets the
 * cookie `store_notice{noticeId}=hidden` on path `/`; the notice stays hidden while the
 * cookie exists, and a new notice id shows again. Wrap the platform's
 * `p.woocommerce-store-notice` markup; the notice id is read from its `data-notice-id`
 * when the attribute is absent. The server's dismiss link
 * (`.woocommerce-store-notice__dismiss-link`) is adopted; when there is none the element
 * adds one inside the notice. A notice that theme CSS hides until a script shows it is
 * shown (`display: block`) unless dismissed.
 *
 * Keyboard: the dismiss link works with Enter and Space (Space does not scroll the page).
 * The element sets `data-shop-ready` once the notice's behaviour is in place.
 *
 * ```html
 * <shop-store-notice>
 *   <p class="woocommerce-store-notice demo_store" data-notice-id="7f3a">
 *     Free shipping this week!
 *     <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a>
 *   </p>
 * </shop-store-notice>
 * ```
 *
 * @tagname shop-store-notice
 * @summary Dismissible store notice banner.
 * @fires shop-store-notice-dismissed - The shopper dismissed the notice.
 */
export class ShopStoreNoticeElement extends createElement({
  tag: declaration.tag,
  attributes,
  component: StoreNotice,
}) {}

defineTag(declaration.tag, ShopStoreNoticeElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-store-notice': ShopStoreNoticeElement;
  }
  interface StorefrontElementAttributes {
    'shop-store-notice': ParsedAttributes<typeof attributes>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-store-notice': JsxAttributes<typeof attributes, ShopStoreNoticeElement>;
    }
  }
}
