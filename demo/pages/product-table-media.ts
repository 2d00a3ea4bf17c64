/**
 * The product table's media: images that open a lightbox gallery (following a chosen variation),
 * hover zoom and offset zoom, and audio previews in two tables (one plays at a time on the page).
 */
import { GALLERY_PRODUCTS } from '../db/seed-media.ts';
import { BROKEN_AUDIO_PRODUCT } from '../lib/table/audio-cell.ts';
import type { SortSpec, TableConfig } from '../lib/table/config.ts';
import { cartTablePage, TABLE_TAG, tableElement } from './product-table-pages.ts';
import type { Page } from './registry.ts';
import { t } from '../i18n/index.ts';

const by = (orderby: SortSpec['orderby']): SortSpec => ({ orderby, order: 'asc' });

/** Images with galleries in a lightbox; the linen shirt's image follows its chosen variation. */
export const MEDIA_GALLERY_TABLE: TableConfig = {
  id: 160,
  caption: 'Products with image galleries',
  columns: [
    { heading: 'Image', cell: 'image', media: { click_action: 'lightbox', include_gallery: true, icon: 'always', lightbox_color_theme: 'black', size: 72 } },
    { heading: 'Product', cell: 'title', sort: by('title') },
    { heading: 'More photos', cell: 'gallery_strip' },
    { heading: 'Options', cell: 'select_variation' },
    { heading: 'Price', cell: 'price', sort: by('price') },
    { heading: 'Buy', cell: 'cart' },
  ],
  phone_columns: [0, 1, 3, 4, 5],
  per_page: 20,
  sort: by('menu_order'),
  filters: [],
  navigation: 'none',
  ids: [...GALLERY_PRODUCTS],
  cart: { link_code: 'cart_ajax', quantity: { display: 'input', initial: 'min' }, variation_display: 'dropdown' },
};

/** Hover zoom (scale 2) with a white lightbox, and offset zoom. */
export const MEDIA_ZOOM_TABLE: TableConfig = {
  id: 161,
  caption: 'Zoom on hover and offset zoom',
  columns: [
    { heading: 'Hover zoom', cell: 'image', media: { click_action: 'lightbox', icon: 'on_hover', lightbox_color_theme: 'white', zoom_trigger: 'image_hover', zoom_scale: '2', size: 56 } },
    { heading: 'Offset zoom', cell: 'image', media: { offset_zoom_enabled: true, size: 56 } },
    { heading: 'Product', cell: 'title' },
    { heading: 'Category', cell: 'category' },
    { heading: 'Price', cell: 'price' },
  ],
  phone_columns: [0, 1, 2, 4],
  per_page: 20,
  sort: by('menu_order'),
  filters: [],
  navigation: 'none',
  ids: [25, 26, 27, 30, 32, 20],
};

const audioColumns: TableConfig['columns'] = [
  { heading: 'Image', cell: 'image', media: { zoom_trigger: 'row_hover', zoom_scale: '1.25', size: 48 } },
  { heading: 'Product', cell: 'title' },
  { heading: 'Preview', cell: 'audio' },
  { heading: 'Price', cell: 'price' },
  { heading: 'Buy', cell: 'cart' },
];

/** Audio previews; the ink bottle's file is damaged. */
export const MEDIA_AUDIO_TABLE: TableConfig = {
  id: 162, caption: 'Field recordings', columns: audioColumns, phone_columns: [1, 2, 3], per_page: 20, sort: by('menu_order'),
  filters: [], navigation: 'none', ids: [20, 21, 22, 23, BROKEN_AUDIO_PRODUCT],
};

export const MEDIA_AUDIO_TABLE_2: TableConfig = {
  id: 163, caption: 'Studio sessions', columns: audioColumns, phone_columns: [1, 2, 3], per_page: 20, sort: by('menu_order'),
  filters: [], navigation: 'none', ids: [25, 26, 27, 30, 31],
};

const STYLE = `<style>
.wcpt-media-page .wcpt-product-image-wrapper { position: relative; display: inline-block; line-height: 0; border-radius: 6px; }
.wcpt-media-page .wcpt-cell.wcpt-image { width: auto; }
.wcpt-media-page .wcpt-lightbox-icon { position: absolute; right: 3px; bottom: 3px; display: grid; place-items: center; width: 22px; height: 22px;
  border-radius: 50%; background: rgb(255 255 255 / 0.92); color: #1d2327; box-shadow: 0 1px 3px rgb(0 0 0 / 0.3); line-height: 1; }
.wcpt-media-page .wcpt-lightbox-icon-svg { width: 13px; height: 13px; }
.wcpt-media-page .wcpt-lightbox-icon.wcpt-when-on_hover { opacity: 0; transition: opacity 0.15s; }
.wcpt-media-page .wcpt-product-image-wrapper:is(:hover, :focus-visible) .wcpt-lightbox-icon.wcpt-when-on_hover { opacity: 1; }
.wcpt-media-page .wcpt-image-count { position: absolute; left: 3px; top: 3px; min-width: 16px; padding: 0 4px; border-radius: 8px;
  background: rgb(0 0 0 / 0.72); color: #fff; font-size: 10px; font-weight: 600; line-height: 16px; text-align: center; }
.wcpt-media-page .wcpt-player__toggle { display: inline-grid; place-items: center; width: 36px; height: 36px; padding: 0; border: 1.5px solid #1d4ed8; border-radius: 50%;
  background: #fff; color: #1d4ed8; box-shadow: none; }
.wcpt-media-page .wcpt-player__toggle:hover { background: #eff4ff; }
.wcpt-media-page .wcpt-player__toggle svg { width: 16px; height: 16px; }
.wcpt-media-page .wcpt-player--playing .wcpt-player__toggle { background: #1d4ed8; color: #fff; }
.wcpt-media-page .wcpt-player__error { flex-basis: 100%; max-width: 14rem; line-height: 1.3; }
.wcpt-media-page .wcpt-demo-section { margin-bottom: 2rem; }
.wcpt-media-page .wcpt-gallery { display: flex; align-items: center; gap: 6px; }
.wcpt-media-page .wcpt-gallery__item { display: block; width: 36px; height: 36px; border-radius: 4px; }
.wcpt-media-page .wcpt-gallery__more { font-size: 0.85rem; white-space: nowrap; }
@media (prefers-reduced-motion: reduce) { .wcpt-media-page .wcpt-lightbox-icon.wcpt-when-on_hover { transition: none; } }
</style>`;

export const productTableMediaPage: Page = {
  path: '/demo/product-table/media/',
  tag: TABLE_TAG,
  title: 'Images, zoom and audio in a table',
  description: 'A product table’s media: images that open a gallery in a lightbox (following the chosen variation), zoom on hover, an offset zoom popup beside the cursor, and audio previews in two tables where only one plays at a time.',
  methods: ['GET', 'POST'],
  render: (ctx) => cartTablePage(ctx, t('Images, zoom and audio in a table'),
    `<p>${t('Select an image (or one of its more photos) to see the product’s photos; choose a shirt colour first to open on that variation’s picture. Hover the images of the zoom table, and play the previews: starting one stops the other, in either table.')}</p>`,
    `${STYLE}
<section class="wcpt-demo-section" aria-labelledby="t160"><h2 id="t160">${t('Galleries in a lightbox')}</h2>${tableElement(ctx, MEDIA_GALLERY_TABLE)}</section>
<section class="wcpt-demo-section" aria-labelledby="t161"><h2 id="t161">${t('Hover zoom and offset zoom')}</h2>${tableElement(ctx, MEDIA_ZOOM_TABLE)}</section>
<section class="wcpt-demo-section" aria-labelledby="t162"><h2 id="t162">${t('Audio previews: field recordings')}</h2>${tableElement(ctx, MEDIA_AUDIO_TABLE)}</section>
<section class="wcpt-demo-section" aria-labelledby="t163"><h2 id="t163">${t('Audio previews: studio sessions')}</h2>${tableElement(ctx, MEDIA_AUDIO_TABLE_2)}</section>`,
    ['wcpt-media-page']),
};
