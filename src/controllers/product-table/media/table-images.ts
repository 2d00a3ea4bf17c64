/**
 * The table's images, loaded when their markup is present: the lightbox, image zoom and offset zoom.
 */
import { adoptTableStyles } from '../../../dom/product-table/styles.ts';
import type { TableContext } from '../context.ts';
import { enhanceLightboxTriggers, openGalleryLightbox, openTableLightbox } from './lightbox.ts';
import { startOffsetZoom, startZoom } from './zoom.ts';

function css(p: string): string {
  return `
:where(.${p}-lightbox-enabled, .${p}-gallery__item) { cursor: zoom-in; }
:where(.${p}-lightbox-enabled, .${p}-gallery__item):focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
:where(.${p}-zoom-enabled) { position: relative; transition: transform 0.2s ease-out; }
:where(.${p}-offset-zoom-container) {
  position: fixed; z-index: 100000; pointer-events: none; width: min(320px, 40vw); padding: 4px;
  background: #fff; border-radius: 6px; box-shadow: 0 8px 28px rgb(0 0 0 / 0.25); opacity: 0; transition: opacity 0.15s;
}
:where(.${p}-offset-zoom-container--fade-in) { opacity: 1; }
:where(.${p}-offset-zoom-container__image) { display: block; width: 100%; height: auto; aspect-ratio: auto; }
@media (prefers-reduced-motion: reduce) {
  :where(.${p}-zoom-enabled), :where(.${p}-offset-zoom-container) { transition: none; }
}`;
}

export function startTableImages(ctx: TableContext): () => void {
  const p = ctx.prefix;
  adoptTableStyles(`images-${p}`, css(p));
  enhanceLightboxTriggers(ctx.container, ctx);
  const offRows = ctx.onRowsAppended((rows) => rows.forEach((row) => enhanceLightboxTriggers(row, ctx)));

  // The image wrapper, a gallery strip's image or its "more" link, in this table.
  const trigger = (event: Event) => {
    const found = (event.target as Element).closest?.<HTMLElement>(`.${p}-lightbox-enabled, .${p}-gallery img.${p}-gallery__item, .${p}-gallery a`);
    return found && ctx.container.contains(found) ? found : null;
  };
  const open = (found: HTMLElement) => (found.matches(`.${p}-lightbox-enabled`) ? openTableLightbox(found, ctx) : openGalleryLightbox(found, ctx));
  ctx.container.addEventListener('click', (event) => {
    const found = trigger(event);
    // A link or control inside the image (an action button) keeps its own click.
    const inner = (event.target as Element).closest('a[href], button, input, select');
    if (!found || (inner && inner !== found && found.contains(inner))) return;
    event.preventDefault();
    open(found);
  }, { signal: ctx.signal });
  ctx.container.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const found = trigger(event);
    // A link opens with Enter by itself (a click).
    if (!found || event.target !== found || (found.matches('a[href]') && event.key === 'Enter')) return;
    event.preventDefault();
    open(found);
  }, { signal: ctx.signal });

  startZoom(ctx);
  const removePopup = startOffsetZoom(ctx);
  return () => {
    offRows();
    removePopup();
  };
}
