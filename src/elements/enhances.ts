/**
 * Per tag, the platform markup an element enhances when it is placed inside that markup instead
 * of wrapping it (see dom/element-scope.ts): an empty element applies to the nearest such markup
 * around it; one with children wraps what it holds.
 */
export const ENHANCES: Readonly<Record<string, string>> = {
  'shop-store-notice': '.woocommerce-store-notice',
  'shop-variations': 'form.variations_form',
  'shop-own-price': '.nyp, form.cart',
  'shop-ordering': 'form.woocommerce-ordering',
  'shop-account-form': 'form:has(input[type="password"])',
  'shop-coming-soon-banner': '.woocommerce-coming-soon-banner',
  'shop-notices': '.woocommerce-notices-wrapper',
  'shop-video': '.wp-block-embed, .wp-block-video, .wp-video',
  'shop-lightbox': '.gallery, .wp-block-gallery, [data-gallery]',
  'shop-product-search': 'form.woocommerce-product-search, form[role="search"]',
  'shop-add-to-cart': 'ul.products, .wc-block-grid__products',
  'shop-product-table': '[data-wcpt-table-id]',
  'shop-mini-cart': '.widget_shopping_cart',
  'member-directory': '.wc-memberships-directory-container',
  'course-modal': '.learndash-wrapper',
  'course-collapsible': '.learndash-wrapper',
  'forum-topic-form': '#bbpress-forums',
  'forum-reply-form': '#bbpress-forums',
  'forum-toggle': '#bbpress-forums',
  'forum-alert': '#bbpress-forums',
};
