import { Notices } from '../react/notices/Notices.tsx';
import { attr, createElement, defineTag } from './base/define.tsx';
import type { ElementDeclaration, JsxAttributes, ParsedAttributes } from './base/types.ts';

/** The element's one declaration: `npm run elements` writes the catalogue, the tables and the type lists from it. */
const declaration = {
  tag: 'shop-notices',
  enhances: '.woocommerce-notices-wrapper',
  auto: { markup: '.woocommerce-notices-wrapper' },
} as const satisfies ElementDeclaration;

const attributes = {
  /** Focus the first alert notice. Default true; `focus="false"` turns it off. */
  focus: attr.boolean(true),
  /** Scroll to the notices. Default true; `scroll="false"` turns it off. */
  scroll: attr.boolean(true),
};

/**
 * The notice area of a shop page (SPEC §2.6, §9.1). Wrap the platform's
 * `.woocommerce-notices-wrapper`. When it holds notices on load (`.woocommerce-message`,
 * `.woocommerce-error`, `.woocommerce-info`, `.woocommerce-notice` or anything with
 * `role="alert"`), and whenever notices are inserted into it later:
 *
 * - the page scrolls so the first notice sits 100 px below the top of the window, over
 *   1000 ms (instantly with `prefers-reduced-motion: reduce`); the shopper's own wheel,
 *   touch or key input stops the animation;
 * - 500 ms later the first notice with `role="alert"` takes focus (it gets
 *   `tabindex="-1"` when it has no tabindex), so keyboard and screen-reader users land on
 *   the message. Notices without role alert are scrolled to but not focused.
 *
 * The notices are server HTML and stay as they are. Screen readers announce an inserted
 * `role="alert"` notice by themselves; other inserted notices (an `.woocommerce-info`
 * without a role) are read out through the page's polite live region.
 *
 * ```html
 * <shop-notices>
 *   <div class="woocommerce-notices-wrapper">
 *     <ul class="woocommerce-error" role="alert"><li>Please enter a valid e-mail address.</li></ul>
 *   </div>
 * </shop-notices>
 * ```
 *
 * The element sets `data-shop-ready` once its behaviour is in place (a hook for styles and tests).
 *
 * @tagname shop-notices
 * @summary Notice area that scrolls to and focuses new notices.
 * @fires shop-notices-shown - Notices were found (on load or inserted).
 */
export class ShopNoticesElement extends createElement({
  tag: declaration.tag,
  attributes,
  component: Notices,
}) {}

defineTag(declaration.tag, ShopNoticesElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-notices': ShopNoticesElement;
  }
  interface StorefrontElementAttributes {
    'shop-notices': ParsedAttributes<typeof attributes>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-notices': JsxAttributes<typeof attributes, ShopNoticesElement>;
    }
  }
}
