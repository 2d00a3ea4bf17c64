/**
 * Starts the table's media when the table prints their markup, each from its own chunk: the images
 * (media/table-images.ts: lightbox, gallery strip, zoom, offset zoom) and the audio previews (media/audio.ts).
 * Tables without them never load them; rows added later can bring them.
 */
import type { TableContext, TableFeature } from './context.ts';

interface MediaPart {
  what: string;
  present(ctx: TableContext): boolean;
  load(): Promise<(ctx: TableContext) => () => void>;
}

const PARTS: readonly MediaPart[] = [
  {
    what: 'the image lightbox and zoom',
    present: ({ container, prefix: p }) => container.querySelector(`.${p}-lightbox-enabled, .${p}-gallery, .${p}-zoom-enabled, [data-${p}-offset-zoom-image-src]`) !== null,
    load: () => import('./media/table-images.ts').then((chunk) => chunk.startTableImages),
  },
  {
    what: 'the audio previews',
    present: ({ container, prefix: p }) => container.querySelector(`.${p}-player`) !== null,
    load: () => import('./media/audio.ts').then((chunk) => chunk.startTableAudio),
  },
];

export const tableMedia: TableFeature = {
  name: 'media',
  start(ctx) {
    const stops: Array<() => void> = [];
    for (const part of PARTS) {
      const begin = () => {
        part.load().then(
          (start) => {
            if (!ctx.signal.aborted) stops.push(start(ctx));
          },
          (error: unknown) => console.error(`shop-product-table: ${part.what} could not be loaded.`, error),
        );
      };
      if (part.present(ctx)) begin();
      else {
        const off = ctx.onRowsAppended(() => {
          if (!part.present(ctx)) return;
          off();
          begin();
        });
      }
    }
    return () => stops.forEach((stop) => stop());
  },
};
