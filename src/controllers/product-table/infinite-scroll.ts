/**
 * Infinite scroll (§4.20): when the loading dots come within 100 px of the viewport and the
 * table is not loading, the next page is fetched and its rows appended. The dots' "more"
 * link stays usable (keyboard, no JavaScript): it appends too.
 */
import { TABLE } from '../../core/timings/index.ts';
import type { TableFeature } from './context.ts';

export const infiniteScroll: TableFeature = {
  name: 'infinite-scroll',
  start(ctx) {
    const { prefix } = ctx;
    if (!ctx.flag(`${ctx.shownDevice()}_infinite_scroll`)) return;
    const dotsSelector = `.${prefix}-infinite-scroll-dots`;
    let observer: IntersectionObserver | undefined;

    const observe = () => {
      const dots = ctx.container.querySelector(dotsSelector);
      observer?.disconnect();
      if (!dots || ctx.signal.aborted) return;
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          void ctx.appendNextPage().then(() => {
            // Still in view after a short page: keep going until the viewport is filled.
            if (!ctx.signal.aborted) observe();
          });
        },
        { rootMargin: `${TABLE.infiniteScrollMarginPx}px` },
      );
      observer.observe(dots);
    };

    ctx.container.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest(`${dotsSelector} a`);
        if (!link || event.defaultPrevented) return;
        event.preventDefault();
        void ctx.appendNextPage();
      },
      { signal: ctx.signal },
    );
    observe();
    return () => observer?.disconnect();
  },
};
