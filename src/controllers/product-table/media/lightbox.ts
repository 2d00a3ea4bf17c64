/**
 * The table's image lightbox: a click, Enter or Space on an image wrapper with
 * `.{p}-lightbox-enabled` opens the shared lightbox on the product's images
 * (`data-{p}-photoswipe-items`, a list of {src, w, h, title}), or on its single large image
 * (`data-{p}-lightbox`). When the row's chosen variation has swapped that image (the cart side
 * keeps the original in `data-{p}-lightbox--original`), the gallery opens on the variation's
 * image, appended when it is not one of the product's.
 */
import { shopText } from '../../../dom/messages.ts';
import { guardUrl } from '../../../dom/url.ts';
import { TABLE } from '../../../core/timings/index.ts';
import { openLightbox, type LightboxItem } from '../../lightbox/open.ts';
import type { TableContext } from '../context.ts';
import { reportOnce } from '../../../dom/report-once.ts';
import { mediaName } from './names.ts';

export function readItems(wrapper: Element, ctx: TableContext): LightboxItem[] {
  const name = `data-${ctx.prefix}-photoswipe-items`;
  const text = wrapper.getAttribute(name)?.trim();
  if (!text) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  if (!Array.isArray(data)) {
    reportOnce(`<shop-product-table> table ${ctx.tableId}: ${name} is not a JSON list of {src, w, h, title}; the lightbox shows data-${ctx.prefix}-lightbox alone.`);
    return [];
  }
  const items: LightboxItem[] = [];
  for (const entry of data as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { src, w, h, title } = entry as Record<string, unknown>;
    if (typeof src !== 'string' || !src) continue;
    items.push({ src, w: Number(w) || 0, h: Number(h) || 0, ...(typeof title === 'string' && title ? { title } : {}) });
  }
  return items;
}

/** The lightbox's source on the wrapper, or on its image (where the cart side may have swapped it). */
function lightboxSource(wrapper: Element, p: string): { src: string | null; swapped: boolean } {
  const attr = `data-${p}-lightbox`;
  const holder = wrapper.hasAttribute(attr) ? wrapper : wrapper.querySelector(`[${attr}]`);
  const src = holder?.getAttribute(attr) || null;
  const original = holder?.getAttribute(`${attr}--original`);
  return { src, swapped: original != null && original !== src };
}

export function themeOf(wrapper: Element, ctx: TableContext): 'black' | 'white' {
  const name = `data-${ctx.prefix}-lightbox-color-theme`;
  const value = wrapper.getAttribute(name)?.trim().toLowerCase();
  if (value === 'white' || value === 'black') return value;
  if (value) reportOnce(`<shop-product-table> table ${ctx.tableId}: ${name}="${value}" is not black or white; the lightbox uses ${TABLE.lightboxTheme}.`);
  return TABLE.lightboxTheme;
}

/** The lightbox items and the starting index for a wrapper, as the add-on chooses them. */
export function lightboxItems(wrapper: Element, ctx: TableContext): { items: LightboxItem[]; index: number } {
  const p = ctx.prefix;
  const items = readItems(wrapper, ctx);
  const { src, swapped } = lightboxSource(wrapper, p);
  let index = src ? items.findIndex((item) => item.src === src) : -1;
  if (src && (index < 0 && (swapped || items.length === 0))) {
    items.push({ src, w: 0, h: 0 });
    index = items.length - 1;
  }
  return { items, index: Math.max(index, 0) };
}

/**
 * Opens the lightbox on `items` at `index` (without repeats, keeping the first, as the add-on does),
 * animating from the thumbnail `image`; focus returns to `trigger`.
 */
function show(ctx: TableContext, trigger: HTMLElement, theme: Element, items: readonly LightboxItem[], index: number, image: HTMLImageElement | null): void {
  const where = `<shop-product-table> table ${ctx.tableId}: lightbox image`;
  const wanted = items[index]?.src;
  const seen = new Set<string>();
  const safe: LightboxItem[] = [];
  let start = 0;
  for (const item of items) {
    if (seen.has(item.src)) continue;
    seen.add(item.src);
    const src = guardUrl(item.src, where, 'image');
    if (!src) continue;
    if (item.src === wanted) start = safe.length;
    safe.push({ ...item, src });
  }
  if (safe.length === 0) {
    reportOnce(`<shop-product-table> table ${ctx.tableId}: a .${ctx.prefix}-lightbox-enabled image names no image to show.`);
    return;
  }
  const msrc = image?.currentSrc || image?.src;
  safe[start] = { ...safe[start]!, element: image, ...(msrc ? { msrc } : {}) };
  openLightbox({
    items: safe,
    index: start,
    theme: themeOf(theme, ctx),
    history: false,
    share: false,
    returnFocus: trigger,
    label: shopText('tableImages', mediaName(trigger, ctx.prefix)),
  }).catch((error: unknown) => console.error(`<shop-product-table> table ${ctx.tableId}: the lightbox could not open.`, error));
}

export function openTableLightbox(wrapper: HTMLElement, ctx: TableContext): void {
  const { items, index } = lightboxItems(wrapper, ctx);
  show(ctx, wrapper, wrapper, items, index, wrapper.querySelector('img'));
}

/**
 * The add-on's gallery strip (`.{p}-gallery`): an image opens the gallery at its own place
 * (`data-{p}-gallery-item`, counted after the product image unless the strip includes it);
 * the strip's "more" link opens it at the start.
 */
export function galleryStart(target: Element, p: string): number {
  const image = target.closest(`img.${p}-gallery__item`);
  if (!image) return 0;
  const position = Number.parseInt(image.getAttribute(`data-${p}-gallery-item`) ?? '', 10) || 0;
  return position + (image.closest(`.${p}-gallery--include-featured`) ? 0 : 1);
}

export function openGalleryLightbox(target: HTMLElement, ctx: TableContext): void {
  const gallery = target.closest<HTMLElement>(`.${ctx.prefix}-gallery`)!;
  show(ctx, target, gallery, readItems(gallery, ctx), galleryStart(target, ctx.prefix), target.closest('img'));
}

function makeButton(element: HTMLElement, label: string): void {
  if (element.matches('a[href], button')) return;
  if (!element.hasAttribute('tabindex')) element.tabIndex = 0;
  if (!element.hasAttribute('role')) element.setAttribute('role', 'button');
  if (!element.hasAttribute('aria-label')) element.setAttribute('aria-label', label);
}

/** The add-on prints the triggers as a div and images: give them a button's role, name and focus. */
export function enhanceLightboxTriggers(root: ParentNode, ctx: TableContext): void {
  const p = ctx.prefix;
  for (const wrapper of root.querySelectorAll<HTMLElement>(`.${p}-lightbox-enabled`)) makeButton(wrapper, shopText('tableViewLargerImages', mediaName(wrapper, p)));
  for (const image of root.querySelectorAll<HTMLElement>(`.${p}-gallery img.${p}-gallery__item`)) {
    const n = (Number.parseInt(image.getAttribute(`data-${p}-gallery-item`) ?? '', 10) || 0) + 1;
    makeButton(image, shopText('tableViewImage', n, mediaName(image, p)));
  }
}
