/**
 * The add-on's product image element with its media options (image.php): a wrapper
 * `.wcpt-product-image-wrapper` carrying the lightbox (`wcpt-lightbox-enabled`, `data-wcpt-lightbox`,
 * `data-wcpt-photoswipe-items` with the gallery, `data-wcpt-lightbox-color-theme`), the zoom
 * (`wcpt-zoom-enabled`, `data-wcpt-zoom-level`, `data-wcpt-zoom-trigger`) and the offset zoom
 * (`wcpt-product-image-wrapper--offset-zoom-enabled`, `data-wcpt-offset-zoom-image-*`).
 */
import type { DB } from '../../db/index.ts';
import { permalink } from '../catalog.ts';
import { esc } from '../render.ts';
import type { MediaImageOptions } from './config.ts';
import { jsonAttr } from './forms.ts';
import type { TableRow } from './query.ts';
import { t } from '../../i18n/index.ts';

/** Full size of the store's generated images (the SVG's own size). */
const FULL = 800;

export interface GalleryImage { position: number; title: string }

export function galleryOf(db: DB, productId: number): GalleryImage[] {
  return db.prepare('SELECT position, title FROM product_images WHERE product_id = ? ORDER BY position').all(productId) as GalleryImage[];
}

export function galleryImageUrl(productId: number, position: number): string {
  return `/demo-assets/img/${productId}-${position}.svg`;
}

const SEARCH_ICON = '<svg class="wcpt-lightbox-icon-svg" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" aria-hidden="true"><circle cx="11" cy="11" r="7"/><line x1="21" y1="21" x2="16.65" y2="16.65"/></svg>';

function galleryItems(db: DB, row: TableRow, includeFeatured: boolean): Array<{ src: string; w: number; h: number; title: string }> {
  const items = includeFeatured && row.image ? [{ src: row.image, w: FULL, h: FULL, title: row.name }] : [];
  for (const image of galleryOf(db, row.id)) items.push({ src: galleryImageUrl(row.id, image.position), w: FULL, h: FULL, title: image.title });
  return items;
}

/**
 * The add-on's gallery strip (gallery.php): `div.wcpt-gallery` with the lightbox items, then up to
 * `max` thumbnails `img.wcpt-gallery__item[data-wcpt-gallery-item]` (the product's own image first
 * with `wcpt-gallery--include-featured`) and a "+N more" link. Lightbox items always start with the
 * product image, as the add-on prints them; without include_featured the thumbnails skip it.
 */
export function galleryCellHtml(db: DB, row: TableRow, max = 3): string {
  const items = galleryItems(db, row, true);
  const thumbs = galleryItems(db, row, false);
  if (thumbs.length === 0) return '';
  const shown = thumbs.slice(0, max).map((item, key) =>
    `<div class="wcpt-gallery__item-wrapper"><img class="wcpt-gallery__item" data-wcpt-gallery-item="${key}" src="${esc(item.src)}?w=80" width="36" height="36" alt="${esc(item.title)}"></div>`).join('');
  const more = thumbs.length > max ? `<a class="wcpt-gallery__more" href="${esc(permalink(row))}">${t('+%s more', thumbs.length - max)}</a>` : '';
  const options = jsonAttr({ shareEl: false, closeOnScroll: false, history: false, hideAnimationDuration: 0, showAnimationDuration: 0 });
  return `<div class="wcpt-gallery" data-wcpt-photoswipe-options='${options}' data-wcpt-photoswipe-items='${jsonAttr(items)}'>${shown}${more}</div>`;
}

export function imageCellHtml(db: DB, tableId: number, row: TableRow, options: MediaImageOptions): string {
  const size = options.size ?? 64;
  if (!row.image) return `<img class="wcpt-product-image" src="/demo-assets/placeholder.svg" width="${size}" height="${size}" alt="">`;
  const classes = ['wcpt-product-image-wrapper'];
  const attrs: string[] = [];
  let icon = '';
  let pswpItems = '';
  let pswpOptions = '';
  if (options.click_action === 'lightbox') {
    classes.push('wcpt-lightbox-enabled');
    attrs.push(`data-wcpt-lightbox="${esc(row.image)}"`);
    const items = [{ src: row.image, w: FULL, h: FULL, title: row.name }];
    if (options.include_gallery) {
      for (const image of galleryOf(db, row.id)) items.push({ src: galleryImageUrl(row.id, image.position), w: FULL, h: FULL, title: image.title });
    }
    pswpItems = jsonAttr(items);
    pswpOptions = jsonAttr({ shareEl: false, closeOnScroll: false, history: false, hideAnimationDuration: 0, showAnimationDuration: 0 });
    const when = options.icon ?? 'always';
    if (when !== 'never') {
      icon = `<span class="wcpt-lightbox-icon wcpt-when-${when}">${SEARCH_ICON}</span>`;
      classes.push('wcpt-lightbox-icon-position-bottom_right');
    }
  }
  if (options.zoom_trigger) {
    classes.push('wcpt-zoom-enabled');
    attrs.push(`data-wcpt-zoom-level="${esc(options.zoom_scale ?? '1.75')}"`, `data-wcpt-zoom-trigger="${options.zoom_trigger}"`);
  }
  if (options.offset_zoom_enabled) {
    classes.push('wcpt-product-image-wrapper--offset-zoom-enabled');
    attrs.push(`data-wcpt-offset-zoom-image-src="${esc(row.image)}"`, `data-wcpt-offset-zoom-image-html-class="wcpt-${tableId}--offset-zoom-image"`);
  }
  const galleryCount = options.include_gallery ? galleryOf(db, row.id).length : 0;
  const count = galleryCount > 0 ? `<span class="wcpt-image-count" aria-hidden="true">${galleryCount + 1}</span>` : '';
  if (count) classes.push('wcpt-image-count-enabled');
  const img = `<img class="wcpt-product-image" src="${esc(row.image)}?w=${size * 2}" width="${size}" height="${size}" style="width:${size}px;height:${size}px" alt="${esc(row.name)}" title="${esc(row.name)}" loading="lazy">`;
  const inner = options.click_action === 'product_page' ? `<a href="${esc(permalink(row))}">${img}</a>` : img;
  return `<div class="${classes.join(' ')}" data-wcpt-image-size="thumbnail" data-wcpt-photoswipe-options='${pswpOptions}' data-wcpt-photoswipe-items='${pswpItems}' data-wcpt-lightbox-color-theme="${options.lightbox_color_theme ?? 'black'}" ${attrs.join(' ')}>${inner}${icon}${count}</div>`;
}
