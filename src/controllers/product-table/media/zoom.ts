/**
 * Image zoom (§9.2): an image wrapper with `.{p}-zoom-enabled` grows by `data-{p}-zoom-level`
 * (1.5 when absent or not a number above 1) while the pointer is over it (trigger image_hover) or
 * over its row (row_hover), the growth centred where the pointer is. Only on laptop: no hover
 * zoom on tablet or phone, nor for touch.
 *
 * Offset zoom: hovering an image with `data-{p}-offset-zoom-image-src` shows that image large
 * in a popup 40 px beside the cursor, kept inside the window, gone on leave or scroll. It repeats
 * what is on screen, so it is hidden from assistive technology.
 */
import { TABLE } from '../../../core/timings/index.ts';
import { guardUrl } from '../../../dom/url.ts';
import type { TableContext } from '../context.ts';
import { reportOnce } from '../../../dom/report-once.ts';

export function zoomLevel(element: Element, ctx: TableContext): number {
  const name = `data-${ctx.prefix}-zoom-level`;
  const raw = element.getAttribute(name)?.trim();
  const level = raw ? Number(raw) : NaN;
  if (Number.isFinite(level) && level > 1 && level <= 10) return level;
  if (raw) reportOnce(`<shop-product-table> table ${ctx.tableId}: ${name}="${raw}" is not a scale between 1 and 10; the image zooms by ${TABLE.zoomScale}.`);
  return TABLE.zoomScale;
}

function zoomable(ctx: TableContext, event: PointerEvent): boolean {
  return event.pointerType !== 'touch' && ctx.device() === 'laptop';
}

function aim(element: HTMLElement, event: PointerEvent): void {
  const rect = element.getBoundingClientRect();
  if (rect.width <= 0 || rect.height <= 0) return;
  const x = Math.min(100, Math.max(0, ((event.clientX - rect.left) / rect.width) * 100));
  const y = Math.min(100, Math.max(0, ((event.clientY - rect.top) / rect.height) * 100));
  element.style.transformOrigin = `${x.toFixed(1)}% ${y.toFixed(1)}%`;
}

function zoomIn(element: HTMLElement, ctx: TableContext, event: PointerEvent): void {
  aim(element, event);
  element.style.transform = `scale(${zoomLevel(element, ctx)})`;
  element.style.zIndex = '2';
  element.classList.add(`${ctx.prefix}-zoomed`);
}

function zoomOut(element: HTMLElement, ctx: TableContext): void {
  element.style.transform = '';
  element.style.transformOrigin = '';
  element.style.zIndex = '';
  element.classList.remove(`${ctx.prefix}-zoomed`);
}

export function startZoom(ctx: TableContext): void {
  const p = ctx.prefix;
  const imageHover = `.${p}-zoom-enabled[data-${p}-zoom-trigger="image_hover"]`;
  const rowHover = `.${p}-zoom-enabled[data-${p}-zoom-trigger="row_hover"]`;
  const on = { signal: ctx.signal, capture: true };
  // pointerenter/leave do not bubble; a capturing listener on the container still sees them.
  ctx.container.addEventListener('pointerenter', (event) => {
    const target = event.target as Element;
    if (!zoomable(ctx, event)) return;
    if (target.matches(imageHover)) zoomIn(target as HTMLElement, ctx, event);
    else if (target.matches(`.${p}-row`)) for (const element of target.querySelectorAll<HTMLElement>(rowHover)) zoomIn(element, ctx, event);
  }, on);
  ctx.container.addEventListener('pointermove', (event) => {
    const zoomed = (event.target as Element).closest?.(`.${p}-zoomed`);
    if (zoomed instanceof HTMLElement) aim(zoomed, event);
  }, { signal: ctx.signal, passive: true });
  ctx.container.addEventListener('pointerleave', (event) => {
    const target = event.target as Element;
    if (target.matches(imageHover)) zoomOut(target as HTMLElement, ctx);
    else if (target.matches(`.${p}-row`)) for (const element of target.querySelectorAll<HTMLElement>(`${rowHover}.${p}-zoomed`)) zoomOut(element, ctx);
  }, on);
}

const HTML_CLASS = /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/;

/** Places the popup 40 px right of the cursor, or 40 px left of the image when that overflows; inside the window. */
export function placeOffsetZoom(popup: HTMLElement, trigger: Element, x: number, y: number): void {
  const gap = TABLE.offsetZoomDistancePx;
  const { width, height } = popup.getBoundingClientRect();
  const viewWidth = document.documentElement.clientWidth || window.innerWidth;
  const viewHeight = document.documentElement.clientHeight || window.innerHeight;
  let left = x + gap;
  if (left + width > viewWidth) left = trigger.getBoundingClientRect().left - gap - width;
  left = Math.max(0, Math.min(left, viewWidth - width));
  const top = Math.max(0, Math.min(y, viewHeight - height));
  popup.style.left = `${Math.round(left)}px`;
  popup.style.top = `${Math.round(top)}px`;
}

export function startOffsetZoom(ctx: TableContext): () => void {
  const p = ctx.prefix;
  const triggers = `.${p}-product-image-wrapper--offset-zoom-enabled[data-${p}-offset-zoom-image-src], .${p}-gallery--offset-zoom-enabled .${p}-gallery__item-wrapper[data-${p}-offset-zoom-image-src]`;
  let popup: HTMLElement | null = null;
  let last: { x: number; y: number } = { x: 0, y: 0 };
  let stopFollowing: AbortController | null = null;

  const remove = () => {
    popup?.remove();
    popup = null;
    stopFollowing?.abort();
    stopFollowing = null;
  };

  const show = (trigger: HTMLElement, event: PointerEvent) => {
    remove();
    if (trigger.closest('.frzTbl--grab-and-scroll--grabbing')) return;
    const src = guardUrl(trigger.getAttribute(`data-${p}-offset-zoom-image-src`) ?? '', `<shop-product-table> table ${ctx.tableId}: offset zoom image`, 'image');
    if (!src) return;
    const box = document.createElement('div');
    box.className = `${p}-offset-zoom-container`;
    for (const name of (trigger.getAttribute(`data-${p}-offset-zoom-image-html-class`) ?? '').split(/\s+/)) {
      if (HTML_CLASS.test(name)) box.classList.add(name);
    }
    box.setAttribute('aria-hidden', 'true');
    const image = document.createElement('img');
    image.className = `${p}-offset-zoom-container__image`;
    image.alt = '';
    image.src = src;
    box.append(image);
    document.body.append(box);
    popup = box;
    last = { x: event.clientX, y: event.clientY };
    placeOffsetZoom(box, trigger, last.x, last.y);
    stopFollowing = new AbortController();
    const follow = { signal: stopFollowing.signal };
    image.addEventListener('load', () => popup === box && placeOffsetZoom(box, trigger, last.x, last.y), follow);
    trigger.addEventListener('pointermove', (move) => {
      last = { x: move.clientX, y: move.clientY };
      placeOffsetZoom(box, trigger, last.x, last.y);
    }, follow);
    trigger.addEventListener('pointerleave', remove, follow);
    window.addEventListener('scroll', remove, { ...follow, capture: true, passive: true });
    requestAnimationFrame(() => box.classList.add(`${p}-offset-zoom-container--fade-in`));
  };

  ctx.container.addEventListener('pointerenter', (event) => {
    const target = event.target as Element;
    if (event.pointerType === 'touch' || !target.matches(triggers)) return;
    show(target as HTMLElement, event);
  }, { signal: ctx.signal, capture: true });
  // Opening the lightbox ends the popup.
  ctx.container.addEventListener('click', remove, { signal: ctx.signal, capture: true });
  return remove;
}
