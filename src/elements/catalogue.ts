/**
 * Every tag of the library, the module that defines it, and the shopper interactions its
 * element handles. The drop-in entry loads a module the first time its tag appears on the
 * page; until the element is ready (`data-shop-ready`), the interactions listed here are held
 * and replayed to it (see replay.ts). The table is written from each element file's
 * `declaration` (`npm run elements`); this module stays small because the drop-in ships it.
 */

/** Shopper interactions the loader holds for an element that is not ready yet. */
export type InteractionType = 'click' | 'submit' | 'change';

export interface CatalogueEntry {
  /** Imports the element's module, which defines the tag. */
  load: () => Promise<unknown>;
  /**
   * Per interaction, a selector of the controls inside the element that the element acts on
   * (as its JSDoc says). A click or submit anywhere else, such as a product link in a listing,
   * is never held.
   */
  interactions?: Partial<Record<InteractionType, string>>;
}

export type Catalogue = Record<string, CatalogueEntry>;

// elements:start (written by `npm run elements` from the declarations in src/elements/*.element.ts: edit those, not this)
export const catalogue: Catalogue = {
  'cart-recovery': { load: () => import('./cart-recovery.element.ts') },
  'course-collapsible': {
    load: () => import('./course-collapsible.element.ts'),
    interactions: { click: '[data-ld-expands]' },
  },
  'course-modal': {
    load: () => import('./course-modal.element.ts'),
    interactions: { click: '[data-ld-modal-trigger]' },
  },
  'forum-alert': { load: () => import('./forum-alert.element.ts') },
  'forum-reply-form': {
    load: () => import('./forum-reply-form.element.ts'),
    interactions: { click: '.bbp-reply-to-link, #bbp-cancel-reply-to-link' },
  },
  'forum-toggle': {
    load: () => import('./forum-toggle.element.ts'),
    interactions: { click: '.favorite-toggle, .subscription-toggle' },
  },
  'forum-topic-form': { load: () => import('./forum-topic-form.element.ts') },
  'member-directory': {
    load: () => import('./member-directory.element.ts'),
    interactions: { click: '.wcm-search-btn, .wcm-filter-btn, a.wcm-pagination', submit: 'form' },
  },
  'order-attribution': { load: () => import('./order-attribution.element.ts') },
  'shop-account-form': { load: () => import('./account-form.element.ts') },
  'shop-add-to-cart': {
    load: () => import('./add-to-cart.element.ts'),
    interactions: { click: '.ajax_add_to_cart[data-product_id]' },
  },
  'shop-coming-soon-banner': {
    load: () => import('./coming-soon-banner.element.ts'),
    interactions: {
      click: '.coming-soon-footer-banner-dismiss, .woocommerce-coming-soon-banner__dismiss, [data-rest-url]',
    },
  },
  'shop-lightbox': {
    load: () => import('./lightbox.element.ts'),
    interactions: {
      click: 'a[data-size], a[data-width][data-height], a[href$=".jpg" i], a[href$=".jpeg" i], a[href$=".png" i], a[href$=".gif" i], a[href$=".webp" i], a[href$=".avif" i], a[href$=".svg" i]',
    },
  },
  'shop-mini-cart': {
    load: () => import('./mini-cart.element.ts'),
    interactions: { click: 'a.remove_from_cart_button[data-cart_item_key]' },
  },
  'shop-notices': { load: () => import('./notices.element.ts') },
  'shop-ordering': {
    load: () => import('./ordering.element.ts'),
    interactions: { change: 'select.orderby, select[name="orderby"]' },
  },
  'shop-own-price': {
    load: () => import('./own-price.element.ts'),
    interactions: { change: 'input:not([type="hidden"])' },
  },
  'shop-product-search': {
    load: () => import('./product-search.element.ts'),
    interactions: { submit: 'form:has([name="s"])' },
  },
  'shop-product-table': {
    load: () => import('./product-table.element.ts'),
    interactions: {
      click: '.wcpt-pagination a.page-numbers, th.wcpt-heading[data-wcpt-sort-id], .wcpt-reset, .wcpt-rn-button, .wcpt-infinite-scroll-dots a',
      submit: 'form.wcpt-navigation',
      change: '.wcpt-navigation input, .wcpt-navigation select',
    },
  },
  'shop-store-notice': {
    load: () => import('./store-notice.element.ts'),
    interactions: { click: '.woocommerce-store-notice__dismiss-link' },
  },
  'shop-variations': {
    load: () => import('./variations.element.ts'),
    interactions: {
      click: '.reset_variations, .single_add_to_cart_button',
      change: 'select[name^="attribute_"], .variations select',
    },
  },
  'shop-video': { load: () => import('./video.element.ts') },
};
// elements:end

export const tags = Object.keys(catalogue);
