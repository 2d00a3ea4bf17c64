/**
 * The table's image lightbox: a click, Enter or Space on an image wrapper with
 * `.{p}-lightbox-enabled` opens the shared lightbox on the product's images
 * (`data-{p}-photoswipe-items`, a list of {src, w, h, title}), or on its single large image
 * (`data-{p}-lightbox`). When the row's chosen variation has swapped that image (the cart side
 * keeps the original in `data-{p}-lightbox--original`), the gallery opens on the variation's
 * image, appended when it is not one of the product's.
 */
import { guardUrl } from '../../../dom/url.ts';
import { TABLE } from '../../../core/timings/index.ts';
import { openLightbox, type LightboxItem } from '../../lightbox/open.ts';
import type { TableContext } from '../context.ts';
import { mediaName, reportOnce } from './names.ts';

function readItems(wrapper: Element, ctx: TableContext): LightboxItem[] {
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

export function openTableLightbox(wrapper: HTMLElement, ctx: TableContext): void {
  const { items, index } = lightboxItems(wrapper, ctx);
  const where = `<shop-product-table> table ${ctx.tableId}: lightbox image`;
  const safe = items.flatMap((item) => {
    const src = guardUrl(item.src, where, 'image');
    return src ? [{ ...item, src }] : [];
  });
  if (safe.length === 0) {
    reportOnce(`<shop-product-table> table ${ctx.tableId}: a .${ctx.prefix}-lightbox-enabled image names no image to show.`);
    return;
  }
  const start = Math.max(0, safe.findIndex((item) => item.src === items[index]?.src));
  const thumb = wrapper.querySelector('img');
  safe[start] = { ...safe[start]!, element: thumb, ...(thumb?.currentSrc || thumb?.src ? { msrc: thumb.currentSrc || thumb.src } : {}) };
  openLightbox({
    items: safe,
    index: start,
    theme: themeOf(wrapper, ctx),
    history: false,
    share: false,
    returnFocus: wrapper,
    label: `Images of ${mediaName(wrapper, ctx.prefix)}`,
  }).catch((error: unknown) => console.error(`<shop-product-table> table ${ctx.tableId}: the lightbox could not open.`, error));
}

/** The add-on prints the trigger as a div: give it a button's role, name and focus. */
export function enhanceLightboxTriggers(root: ParentNode, ctx: TableContext): void {
  for (const wrapper of root.querySelectorAll<HTMLElement>(`.${ctx.prefix}-lightbox-enabled`)) {
    if (wrapper.matches('a[href], button')) continue;
    if (!wrapper.hasAttribute('tabindex')) wrapper.tabIndex = 0;
    if (!wrapper.hasAttribute('role')) wrapper.setAttribute('role', 'button');
    if (!wrapper.hasAttribute('aria-label')) wrapper.setAttribute('aria-label', `View larger images of ${mediaName(wrapper, ctx.prefix)}`);
  }
}
