/**
 * Stacked rows on a phone (core/product-table/stacked-rows.ts): when the table is wider than its wrapper
 * and the window is a phone's, each row becomes a card, so the cart button of every row is in
 * reach without scrolling sideways. Measured again whenever the window, the wrapper or the table
 * changes size (a turned phone, fonts arriving, rows added). The code that stacks (rules, labels,
 * roles) is a chunk of its own, loaded the first time a table needs it: wide screens never do.
 */
import { nextStackState } from '../../core/product-table/stacked-rows.ts';
import type { StackedRows } from './stacked-rows/stacked-rows.ts';
import type { TableFeature } from './context.ts';

type Chunk = typeof import('./stacked-rows/stacked-rows.ts');
let chunk: Promise<Chunk> | undefined;
let reported = false;

function loadChunk(): Promise<Chunk> {
  chunk ??= import('./stacked-rows/stacked-rows.ts').catch((error: unknown) => {
    chunk = undefined;
    throw error;
  });
  return chunk;
}

export const stackedRows: TableFeature = {
  name: 'stacked-rows',
  start(ctx) {
    const { prefix, container } = ctx;
    const wrapper = container.querySelector<HTMLElement>(`.${prefix}-table-scroll-wrapper`);
    const table = wrapper?.querySelector<HTMLTableElement>(`:scope > table.${prefix}-table`);
    if (!wrapper || !table) return;
    const scope = `.${prefix}[data-${prefix}-table-id="${CSS.escape(ctx.tableId)}"]`;
    let stack: StackedRows | undefined;
    let loading = false;
    let state = { stacked: false, neededWidth: 0 };

    const apply = () => {
      if (stack) {
        stack.set(state.stacked);
        return;
      }
      if (!state.stacked || loading) return;
      loading = true;
      loadChunk().then(
        (loaded) => {
          loading = false;
          if (ctx.signal.aborted) return;
          stack = loaded.stackedRows(table, scope, prefix);
          ctx.onRowsAppended((rows) => loaded.addRowRoles(rows));
          stack.set(state.stacked);
        },
        (error: unknown) => {
          loading = false;
          // The table keeps scrolling sideways: usable, only less handy.
          if (!reported) console.error('<shop-product-table>: the phone layout of the rows could not be loaded.', error);
          reported = true;
        },
      );
    };

    const measure = () => {
      if (ctx.signal.aborted) return;
      const next = nextStackState({
        ...state,
        wrapperWidth: wrapper.clientWidth,
        contentWidth: wrapper.scrollWidth,
        phone: ctx.device() === 'phone',
        fixedWidth: !!ctx.deviceValue('table_width'),
      });
      if (next.stacked === state.stacked && next.neededWidth === state.neededWidth) return;
      state = next;
      apply();
    };

    // Both sizes: the wrapper follows the screen, the table its content.
    const observer = new ResizeObserver(measure);
    observer.observe(wrapper);
    observer.observe(table);
    // A wrapper of a fixed width does not change with the window.
    window.addEventListener('resize', measure, { signal: ctx.signal });
    measure();
    return () => {
      observer.disconnect();
      stack?.remove();
    };
  },
};
