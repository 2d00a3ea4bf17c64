/**
 * A part of the table whose code is a chunk of its own (the cart side, the wishlist, the CSV
 * buttons, images, audio): asked for when the table prints its markup, at start or when infinite
 * scroll brings the first of it, so tables without it never load it.
 *
 * Clicks on its controls before the chunk has started are held and given to it once it has: on a
 * slow line a shopper's first press on a wishlist heart or a CSV button is not lost. Controls that
 * are links (cart buttons) are not held: until then they work as links. While any part is on its
 * way, the element carries `data-shop-parts-loading` (a hook for themes and tests).
 */
import type { TableContext, TableFeature } from './context.ts';

export interface LazyPart {
  /** What it is, for the console when its chunk cannot be loaded. */
  what: string;
  /** Markup that needs the part. */
  present(ctx: TableContext): boolean;
  /** Controls whose clicks wait for the part (buttons that do nothing without it). */
  held?(prefix: string): string;
  load(): Promise<(ctx: TableContext) => void | (() => void)>;
}

/** Parts still loading per table: the host carries `data-shop-parts-loading` until none is. */
const loadingParts = new WeakMap<HTMLElement, number>();

function countLoading(host: HTMLElement, change: 1 | -1): void {
  const count = (loadingParts.get(host) ?? 0) + change;
  loadingParts.set(host, count);
  host.toggleAttribute('data-shop-parts-loading', count > 0);
}

function startPart(ctx: TableContext, part: LazyPart, stops: Array<() => void>): void {
  const waiting = new Set<Element>();
  const heldSelector = part.held?.(ctx.prefix);
  const holdClick = (event: Event) => {
    const control = heldSelector ? (event.target as Element | null)?.closest?.(heldSelector) : null;
    if (!control || !ctx.container.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    // A double press while loading is one press: the part's own guards see it once.
    waiting.add(event.target as Element);
  };
  if (heldSelector) ctx.container.addEventListener('click', holdClick, { capture: true, signal: ctx.signal });
  const stopHolding = () => {
    ctx.container.removeEventListener('click', holdClick, { capture: true });
    countLoading(ctx.element, -1);
  };
  countLoading(ctx.element, 1);
  part.load().then(
    (start) => {
      stopHolding();
      if (ctx.signal.aborted) return;
      const stop = start(ctx);
      if (stop) stops.push(stop);
      for (const target of waiting) if (target.isConnected) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    },
    (error: unknown) => {
      stopHolding();
      console.error(`shop-product-table: ${part.what} could not be loaded.`, error);
    },
  );
}

/** A table feature made of lazily loaded parts. */
export function lazyFeature(name: string, parts: readonly LazyPart[]): TableFeature {
  return {
    name,
    start(ctx) {
      const stops: Array<() => void> = [];
      for (const part of parts) {
        if (part.present(ctx)) startPart(ctx, part, stops);
        else {
          const off = ctx.onRowsAppended(() => {
            if (!part.present(ctx)) return;
            off();
            startPart(ctx, part, stops);
          });
        }
      }
      return () => stops.forEach((stop) => stop());
    },
  };
}
