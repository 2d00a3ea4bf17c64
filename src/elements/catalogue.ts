/**
 * Every tag of the library and the module that defines it. The drop-in entry loads a
 * module the first time its tag appears on the page. Adding an element = one line here.
 */
export const catalogue: Record<string, () => Promise<unknown>> = {
  'shop-store-notice': () => import('./store-notice.element.ts'),
  'shop-add-to-cart': () => import('./add-to-cart.element.ts'),
  'shop-mini-cart': () => import('./mini-cart.element.ts'),
};

export const tags = Object.keys(catalogue);
