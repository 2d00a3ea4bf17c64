/**
 * The table's sideways scrolling (§9.2). A wrapper that overflows is a focusable, named region, so
 * keyboard users scroll it with the arrow keys (WCAG 2.1.1). With `grab_and_scroll` the mouse can
 * drag it too: a drag of more than 2 px scrolls and cancels the click on the dragged item, a smaller
 * one is still a click. Touch scrolls natively and is left alone.
 */
import { shopText } from '../../dom/messages.ts';
import { TABLE } from '../../core/timings/index.ts';
import { triggerJQuery } from '../../dom/events.ts';
import { adoptTableStyles } from '../../dom/product-table/styles.ts';
import type { TableContext, TableFeature } from './context.ts';

function scrollWrapper(ctx: TableContext): HTMLElement | null {
  return ctx.container.querySelector<HTMLElement>(`.${ctx.prefix}-table-scroll-wrapper`);
}

/** A table wider than its place scrolls inside the wrapper rather than widening the page. */
export function adoptScrollWrapperStyles(prefix: string): void {
  adoptTableStyles(`scroll-wrapper-${prefix}`, `:where(.${prefix}-table-scroll-wrapper) { overflow-x: auto; }`);
}

const REGION_ATTRIBUTES = ['tabindex', 'role', 'aria-label'] as const;

export const scrollRegion: TableFeature = {
  name: 'scroll-region',
  start(ctx) {
    const wrapper = scrollWrapper(ctx);
    if (!wrapper) return;
    adoptScrollWrapperStyles(ctx.prefix);
    const printed = REGION_ATTRIBUTES.map((name) => wrapper.getAttribute(name));
    let region = false;
    const update = () => {
      const overflows = wrapper.scrollWidth > wrapper.clientWidth + 1;
      if (overflows === region) return;
      region = overflows;
      if (overflows) {
        const caption = wrapper.querySelector('caption')?.textContent?.trim();
        if (!wrapper.hasAttribute('tabindex')) wrapper.tabIndex = 0;
        if (!wrapper.hasAttribute('role')) wrapper.setAttribute('role', 'region');
        if (!wrapper.hasAttribute('aria-label')) wrapper.setAttribute('aria-label', caption || shopText('tableRegion'));
      } else {
        restore();
      }
    };
    const restore = () =>
      REGION_ATTRIBUTES.forEach((name, i) => {
        const value = printed[i];
        if (value === null || value === undefined) wrapper.removeAttribute(name);
        else wrapper.setAttribute(name, value);
      });
    const observer = new ResizeObserver(update);
    observer.observe(wrapper);
    const table = wrapper.querySelector('table');
    if (table) observer.observe(table);
    update();
    return () => {
      observer.disconnect();
      restore();
    };
  },
};

/** Where a press is the control's own: typing, choosing, pressing. */
const NOT_A_DRAG = 'input, select, textarea, button, option, label, [contenteditable]:not([contenteditable="false"])';

export const dragScroll: TableFeature = {
  name: 'grab-and-scroll',
  start(ctx) {
    if (!ctx.flag('grab_and_scroll')) return;
    const wrapper = scrollWrapper(ctx);
    if (!wrapper) return;
    const grab = `${ctx.prefix}-grab-and-scroll`;
    const grabbing = `${grab}--grabbing`;
    adoptTableStyles(
      `grab-and-scroll-${ctx.prefix}`,
      `:where(.${grab}) { cursor: grab; }
       :where(.${grabbing}), :where(.${grabbing} *) { cursor: grabbing; user-select: none; }`,
    );
    wrapper.classList.add(grab);
    let drag: AbortController | undefined;

    const end = () => {
      drag?.abort();
      drag = undefined;
      wrapper.classList.remove(grabbing);
    };

    wrapper.addEventListener(
      'pointerdown',
      (event) => {
        if (event.pointerType !== 'mouse' || event.button !== 0 || wrapper.scrollWidth <= wrapper.clientWidth) return;
        if ((event.target as Element).closest(NOT_A_DRAG)) return;
        end();
        drag = new AbortController();
        const signal = drag.signal;
        const startX = event.clientX;
        const startLeft = wrapper.scrollLeft;
        let moved = false;
        window.addEventListener(
          'pointermove',
          (move) => {
            if (move.pointerType !== 'mouse') return;
            // The button came up outside the window: the drag is over.
            if (!(move.buttons & 1)) return end();
            const dx = move.clientX - startX;
            if (!moved) {
              if (Math.abs(dx) <= TABLE.dragCancelsClickPx) return;
              moved = true;
              wrapper.classList.add(grabbing);
              getSelection()?.removeAllRanges();
              triggerJQuery(document.body, { name: 'freeze_table__grab_and_scroll__start' });
            }
            move.preventDefault();
            wrapper.scrollLeft = startLeft - dx;
          },
          { signal },
        );
        const release = () => {
          if (moved) suppressNextClick();
          end();
        };
        window.addEventListener('pointerup', release, { signal });
        window.addEventListener('pointercancel', end, { signal });
      },
      { signal: ctx.signal },
    );
    // A link or an image would start the browser's own drag and cancel the pointer.
    wrapper.addEventListener('dragstart', (event) => event.preventDefault(), { signal: ctx.signal });

    return () => {
      end();
      wrapper.classList.remove(grab);
    };
  },
};

/**
 * The click that ends a drag lands on whatever is under the pointer: it is swallowed, once. The
 * browser dispatches it in the same task as the pointerup, so the guard is gone before any later click.
 */
function suppressNextClick(): void {
  const swallow = (event: Event) => {
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  window.addEventListener('click', swallow, { capture: true, once: true });
  setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
}
