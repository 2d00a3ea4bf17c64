/**
 * The drop-in entry (`dist/storefront-elements.js`): load it with
 * `<script type="module">` and every tag of the library works on the page; each
 * element's code is fetched the first time its tag appears.
 */
import { startLoader } from './elements/loader.ts';
import { startQuantityFloor } from './elements/quantity-floor.ts';

export { loadTag, whenPageReady } from './elements/loader.ts';
export { tags } from './elements/catalogue.ts';

startLoader();
// §5.1: quantities below their min are raised on page load (cart rows excepted).
startQuantityFloor();

// Element classes, for their types (HTMLElementTagNameMap, JSX) without loading their code.
export type { ShopStoreNoticeElement } from './elements/store-notice.element.ts';
export type { ShopVariationsElement } from './elements/variations.element.ts';
export type { ShopOwnPriceElement } from './elements/own-price.element.ts';
export type { ShopOrderingElement } from './elements/ordering.element.ts';
export type { ShopAccountFormElement } from './elements/account-form.element.ts';
export type { ShopComingSoonBannerElement } from './elements/coming-soon-banner.element.ts';
export type { ShopNoticesElement } from './elements/notices.element.ts';
export type { ShopVideoElement } from './elements/video.element.ts';
export type { ShopProductSearchElement } from './elements/product-search.element.ts';
export type { ShopAddToCartElement } from './elements/add-to-cart.element.ts';
export type { ShopMiniCartElement } from './elements/mini-cart.element.ts';
