/**
 * Per tag, the platform markup an element enhances when it is placed inside that markup instead
 * of wrapping it (see dom/element-scope.ts): an empty element applies to the nearest such markup
 * around it; one with children wraps what it holds.
 */
// elements:start (written by `npm run elements` from the declarations in src/elements/*.element.ts: edit those, not this)
export const ENHANCES: Readonly<Record<string, string>> = {
  'cart-recovery': 'form.checkout, form.login, form.register, #contact-fields',
  'course-collapsible': '.learndash-wrapper',
  'course-modal': '.learndash-wrapper',
  'forum-alert': '#bbpress-forums',
  'forum-reply-form': '#bbpress-forums',
  'forum-toggle': '#bbpress-forums',
  'forum-topic-form': '#bbpress-forums',
  'member-directory': '.wc-memberships-directory-container',
  'order-attribution': 'form.checkout',
  'shop-account-form': 'form:has(input[type="password"])',
  'shop-add-to-cart': 'ul.products, .wc-block-grid__products',
  'shop-coming-soon-banner': '.woocommerce-coming-soon-banner',
  'shop-lightbox': '.gallery, .wp-block-gallery, [data-gallery]',
  'shop-mini-cart': '.widget_shopping_cart',
  'shop-notices': '.woocommerce-notices-wrapper',
  'shop-ordering': 'form.woocommerce-ordering',
  'shop-own-price': '.nyp, form.cart',
  'shop-product-search': 'form.woocommerce-product-search, form[role="search"]',
  'shop-product-table': '[data-wcpt-table-id]',
  'shop-store-notice': '.woocommerce-store-notice',
  'shop-variations': 'form.variations_form',
  'shop-video': '.wp-block-embed, .wp-block-video, .wp-video',
};
// elements:end
