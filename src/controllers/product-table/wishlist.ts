/**
 * The wishlist toggles of a table (§4.13): their behaviour (wishlist/wishlist-toggles.ts) is a chunk
 * of its own, loaded when the table holds a toggle.
 */
import { lazyFeature } from './lazy-part.ts';

const toggle = (prefix: string) => `.${prefix}-wishlist:not(td, th)`;

export const wishlist = lazyFeature('wishlist', [{
  what: 'the wishlist toggles',
  present: (ctx) => ctx.container.querySelector(toggle(ctx.prefix)) !== null,
  held: toggle,
  load: () => import('./wishlist/wishlist-toggles.ts').then((chunk) => chunk.startWishlist),
}]);
