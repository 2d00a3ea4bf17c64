/**
 * Auto-scroll (§9.2): with `auto_scroll` or `{device}_auto_scroll`, after a filter, a page or a
 * sort has been shown, the page scrolls so the table's top sits `{device}_scroll_offset` px
 * (default 20; a CSS selector stands for its element's height: a sticky site header) below the
 * viewport's top, over 200 ms, and only when the table's top is out of view. Loads the shopper
 * did not ask for in this place (device switch, refresh, infinite scroll, history) leave the
 * page where it is.
 */
import { TABLE } from '../../core/timings/index.ts';
import { scrollToNotice } from '../../dom/notices.ts';
import { offsetPx } from '../../dom/product-table/offset.ts';
import type { TableFeature } from './context.ts';

const SCROLLING_PURPOSES: ReadonlySet<string> = new Set(['filter', 'paginate', 'sort']);

export const autoScroll: TableFeature = {
  name: 'auto-scroll',
  start(ctx) {
    let cancel: (() => void) | undefined;
    ctx.host.addEventListener(
      'shop-table-loaded',
      (event) => {
        const { tableId, purpose } = event.detail;
        if (tableId !== ctx.tableId || !SCROLLING_PURPOSES.has(purpose)) return;
        if (!ctx.flag('auto_scroll') && !ctx.flag(`${ctx.device()}_auto_scroll`)) return;
        const where = `<shop-product-table> table ${ctx.tableId}: ${ctx.device()}_scroll_offset`;
        const offset = offsetPx(ctx.deviceValue('scroll_offset'), TABLE.scrollOffsetPx, where);
        const top = ctx.container.getBoundingClientRect().top;
        if (top >= offset && top <= window.innerHeight) return;
        cancel?.();
        cancel = scrollToNotice(ctx.container, offset, TABLE.autoScrollMs);
      },
      { signal: ctx.signal },
    );
    return () => cancel?.();
  },
};
