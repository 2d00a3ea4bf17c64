/**
 * The table's CSV buttons (`.{prefix}-csv-download`, §4.19): their code is a chunk of its own
 * (csv-download.ts), asked for when the table prints a button, so tables without one never load it.
 */
import type { TableFeature } from './context.ts';

export const csvButtons: TableFeature = {
  name: 'csv',
  start(ctx) {
    if (!ctx.container.querySelector(`.${ctx.prefix}-csv-download`)) return;
    import('./csv-download.ts').then(
      (chunk) => {
        if (!ctx.signal.aborted) chunk.startCsvButtons(ctx);
      },
      (error: unknown) => console.error('shop-product-table: the CSV download could not be loaded.', error),
    );
  },
};
