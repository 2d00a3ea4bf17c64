/**
 * Home-page entries of the product-page elements beyond the variable product itself
 * (`/product/<slug>/` is registered by product.ts with data-demo="shop-variations").
 */
import type { Page } from './registry.ts';
import { productPage } from './product.ts';

/** The own-price product: `<shop-own-price>` around the price input of its add-to-cart form. */
export const ownPricePage: Page = {
  path: '/product/donation-own-price/',
  tag: 'shop-own-price',
  title: 'Own price',
  description: 'A name-your-price product: the typed amount is read as a decimal (comma separators work), written back with the configured decimals and announced to the add-ons total. AJAX-mode variations: /product/sneaker-many/ (narrowed from get_variation_matrix).',
  render(ctx) {
    return productPage.render({ ...ctx, params: { ...ctx.params, slug: 'donation-own-price' } });
  },
};

export const variationPages: Page[] = [ownPricePage];
