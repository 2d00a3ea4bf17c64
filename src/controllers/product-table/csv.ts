/**
 * The table's CSV buttons (`.{prefix}-csv-download`, §4.19): their code is a chunk of its own
 * (csv/csv-download.ts), asked for when the table prints a button, so tables without one never load it.
 */
import { lazyFeature } from './lazy-part.ts';

const button = (prefix: string) => `.${prefix}-csv-download`;

export const csvButtons = lazyFeature('csv', [{
  what: 'the CSV download',
  present: (ctx) => ctx.container.querySelector(button(ctx.prefix)) !== null,
  held: button,
  load: () => import('./csv/csv-download.ts').then((chunk) => chunk.startCsvButtons),
}]);
