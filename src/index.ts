/**
 * The package's module entry (`import 'storefront-elements'`, `dist/index.js`): runs the
 * drop-in file, so every tag of the library works on the page, and hands scripts its loader.
 * When another copy of the library already runs the page, these are that copy's.
 */
import './drop-in.ts';
import { pageRegistry } from './elements/registry.ts';

const { loader } = pageRegistry()!;

/** Loads and defines one tag now (idempotent); rejects for a tag that is not the library's. */
export const loadTag: (tag: string) => Promise<void> = loader.loadTag;
/** Resolves when every library tag present in the page is defined. */
export const whenPageReady: () => Promise<void> = loader.whenPageReady;
/** Every tag of the library. */
export const tags: readonly string[] = loader.tags;

// Element classes, for their types (HTMLElementTagNameMap, JSX) without loading their code.
// elements:start (written by `npm run elements` from the declarations in src/elements/*.element.ts: edit those, not this)
export type { CartRecoveryElement } from './elements/cart-recovery.element.ts';
export type { CourseCollapsibleElement } from './elements/course-collapsible.element.ts';
export type { CourseModalElement } from './elements/course-modal.element.ts';
export type { ForumAlertElement } from './elements/forum-alert.element.ts';
export type { ForumReplyFormElement } from './elements/forum-reply-form.element.ts';
export type { ForumToggleElement } from './elements/forum-toggle.element.ts';
export type { ForumTopicFormElement } from './elements/forum-topic-form.element.ts';
export type { MemberDirectoryElement } from './elements/member-directory.element.ts';
export type { OrderAttributionElement } from './elements/order-attribution.element.ts';
export type { ShopAccountFormElement } from './elements/account-form.element.ts';
export type { ShopAddToCartElement } from './elements/add-to-cart.element.ts';
export type { ShopComingSoonBannerElement } from './elements/coming-soon-banner.element.ts';
export type { ShopLightboxElement } from './elements/lightbox.element.ts';
export type { ShopMiniCartElement } from './elements/mini-cart.element.ts';
export type { ShopNoticesElement } from './elements/notices.element.ts';
export type { ShopOrderingElement } from './elements/ordering.element.ts';
export type { ShopOwnPriceElement } from './elements/own-price.element.ts';
export type { ShopProductSearchElement } from './elements/product-search.element.ts';
export type { ShopProductTableElement } from './elements/product-table.element.ts';
export type { ShopStoreNoticeElement } from './elements/store-notice.element.ts';
export type { ShopVariationsElement } from './elements/variations.element.ts';
export type { ShopVideoElement } from './elements/video.element.ts';
// elements:end

// Types that public events and stores carry.
export type { ShopEventMap, ShopEventName } from './dom/events.ts';
export type { Variation } from './core/variations/schema.ts';
export type { Settings } from './core/settings/index.ts';
/** The keys of the shop's texts (`messages` in the settings block; docs/guide/messages.md) and a shop's object of them. */
export type { MessageKey, Messages } from './core/messages/index.ts';
export type { OrderAttributionApi, StorefrontElementsGlobal } from './stores/order-attribution.ts';
