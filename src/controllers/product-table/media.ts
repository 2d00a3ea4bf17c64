/**
 * The table's media, each from its own chunk: the images (media/table-images.ts: lightbox, gallery
 * strip, zoom, offset zoom) and the audio previews (media/audio.ts). Tables without them never load them.
 */
import { lazyFeature } from './lazy-part.ts';

export const tableMedia = lazyFeature('media', [
  {
    what: 'the image lightbox and zoom',
    present: ({ container, prefix: p }) => container.querySelector(`.${p}-lightbox-enabled, .${p}-gallery, .${p}-zoom-enabled, [data-${p}-offset-zoom-image-src]`) !== null,
    held: (p) => `.${p}-lightbox-enabled, img.${p}-gallery__item`,
    load: () => import('./media/table-images.ts').then((chunk) => chunk.startTableImages),
  },
  {
    what: 'the audio previews',
    present: ({ container, prefix: p }) => container.querySelector(`.${p}-player`) !== null,
    held: (p) => `.${p}-player`,
    load: () => import('./media/audio.ts').then((chunk) => chunk.startTableAudio),
  },
]);
