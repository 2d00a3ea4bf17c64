/**
 * The wishlist toggles of a table (§4.13): loads their behaviour (wishlist/wishlist-toggles.ts, its own
 * chunk) when the table holds a toggle, at start or when infinite scroll brings the first one.
 */
import type { TableContext, TableFeature } from './context.ts';

const hasToggle = (ctx: TableContext) => ctx.container.querySelector(`.${ctx.prefix}-wishlist:not(td, th)`) !== null;

export const wishlist: TableFeature = {
  name: 'wishlist',
  start(ctx) {
    let stop: (() => void) | undefined;
    const begin = () => import('./wishlist/wishlist-toggles.ts').then(
      (chunk) => { if (!ctx.signal.aborted) stop = chunk.startWishlist(ctx); },
      (error: unknown) => console.error('shop-product-table: the wishlist toggles could not be loaded.', error),
    );
    if (hasToggle(ctx)) void begin();
    else {
      const off = ctx.onRowsAppended(() => {
        if (hasToggle(ctx)) { off(); void begin(); }
      });
    }
    return () => stop?.();
  },
};
