/**
 * Every tag of the library and the module that defines it. The drop-in entry loads a
 * module the first time its tag appears on the page. Adding an element = one line here.
 */
export const catalogue: Record<string, () => Promise<unknown>> = {
  'shop-store-notice': () => import('./store-notice.element.ts'),
  'shop-variations': () => import('./variations.element.ts'),
  'shop-own-price': () => import('./own-price.element.ts'),
  'shop-ordering': () => import('./ordering.element.ts'),
  'shop-account-form': () => import('./account-form.element.ts'),
  'shop-coming-soon-banner': () => import('./coming-soon-banner.element.ts'),
  'shop-notices': () => import('./notices.element.ts'),
  'shop-video': () => import('./video.element.ts'),
  'shop-product-search': () => import('./product-search.element.ts'),
  'shop-add-to-cart': () => import('./add-to-cart.element.ts'),
  'shop-mini-cart': () => import('./mini-cart.element.ts'),
};

export const tags = Object.keys(catalogue);
