/**
 * Instant search (§4.17, only when the table's instant_search is on): the search box filters the
 * rows already on the page as the shopper types, with no request. The box keeps its markup (a GET
 * form's field that works without JavaScript); with the element, Enter, the field's change and
 * its Search button stay here instead of reaching the navigation form.
 *
 * A keystroke on 10,000 rows fits in a frame: the rows' texts are read and lower-cased once (when
 * the box gets focus, or on the first keystroke), matching is a substring test per row, and only
 * rows whose visibility or stripe changes are written to. Keystrokes that come faster than frames
 * are folded into one update per frame.
 */
import { shopText } from '../../dom/messages.ts';
import { announce } from '../../dom/announce.ts';
import { adoptTableStyles } from '../../dom/product-table/styles.ts';
import { changedRows, normaliseQuery, searchVisibility } from '../../core/product-table/search.ts';
import { holdRowWindow, searchHiddenClass, tableRows, type TableRows } from '../../dom/product-table/rows.ts';
import type { TableFeature } from './context.ts';

/** Quiet time after the last keystroke before the result count is spoken. */
const ANNOUNCE_DELAY_MS = 600;

function resultMessage(count: number, query: string): string {
  if (!query) return count === 1 ? shopText('tableSearchAllOne') : shopText('tableSearchAll', count);
  if (count === 0) return shopText('tableSearchNone');
  return count === 1 ? shopText('tableSearchOne') : shopText('tableSearch', count);
}

export const instantSearch: TableFeature = {
  name: 'instant-search',
  start(ctx) {
    if (!ctx.flag('instant_search')) return;
    const { prefix, tableId, container, signal } = ctx;
    adoptTableStyles(`instant-search-${prefix}`, `:where(.${searchHiddenClass(prefix)}) { display: none; }`);
    const wrappers = container.querySelectorAll<HTMLElement>(`.${prefix}-search-wrapper`);
    if (!wrappers.length) return;
    const inputSelector = `.${prefix}-search-input`;
    /** The query the rows show now ('' = all). */
    let shown = '';
    let wanted = '';
    let frame = 0;
    /** Whether an update already ran in this frame (the next one waits for the frame). */
    let updatedThisFrame = false;

    const rows = (): TableRows | undefined => tableRows(container, prefix, tableId);

    function update({ force = false, speak = true } = {}): void {
      frame = 0;
      const model = rows();
      if (!model || (wanted === shown && !force)) return;
      const next = searchVisibility(model.index(), model.rows, wanted);
      const changed = changedRows(model.visible, next);
      shown = wanted;
      if (changed.length) {
        model.show(next);
        model.restripe();
      }
      let count = 0;
      for (let i = 0; i < next.length; i++) if (next[i] && model.rows[i]!.kind === 'product') count++;
      if (speak) announce(resultMessage(count, shown), ANNOUNCE_DELAY_MS, `table-${tableId}-search`);
    }

    function schedule(): void {
      if (frame) return;
      if (!updatedThisFrame) {
        updatedThisFrame = true;
        requestAnimationFrame(() => (updatedThisFrame = false));
        update();
        return;
      }
      frame = requestAnimationFrame(() => update());
    }

    for (const wrapper of wrappers) {
      wrapper.classList.add(`${prefix}-instant-search`);
      const input = wrapper.querySelector<HTMLInputElement>(inputSelector);
      // Listeners on the box itself: they stop its events before the navigation form's, which
      // listen on the container, can apply a server search.
      wrapper.addEventListener(
        'keydown',
        (event) => {
          if (event.key !== 'Enter' || !(event.target as Element).matches(inputSelector)) return;
          event.preventDefault();
          event.stopPropagation();
        },
        { signal },
      );
      wrapper.addEventListener(
        'input',
        (event) => {
          const target = event.target as HTMLInputElement;
          if (!target.matches(inputSelector)) return;
          event.stopPropagation();
          wanted = normaliseQuery(target.value);
          // Several boxes (header and sidebar) show one query.
          for (const other of wrappers) {
            const box = other.querySelector<HTMLInputElement>(inputSelector);
            if (box && box !== target) box.value = target.value;
          }
          schedule();
        },
        { signal },
      );
      wrapper.addEventListener('change', (event) => event.stopPropagation(), { signal });
      wrapper.addEventListener(
        'click',
        (event) => {
          const target = event.target as Element;
          if (target.closest(`.${prefix}-search-submit`)) {
            // The rows already show the search: nothing to submit.
            event.preventDefault();
            event.stopPropagation();
            input?.focus();
          } else if (target.closest(`.${prefix}-search-clear`)) {
            event.preventDefault();
            event.stopPropagation();
            for (const other of wrappers) {
              const box = other.querySelector<HTMLInputElement>(inputSelector);
              if (box) box.value = '';
            }
            wanted = '';
            schedule();
            input?.focus();
          }
        },
        { signal },
      );
      // Read the rows' texts while the shopper has not typed yet.
      wrapper.addEventListener('focusin', () => rows()?.index(), { signal });
      // A box that holds text already (the browser restored it on Back) filters at once.
      if (input?.value.trim() && !wanted) wanted = normaliseQuery(input.value);
    }
    if (wanted) update({ speak: false });
    holdRowWindow(container, prefix, tableId, signal);

    // Rows added by infinite scroll are filtered and striped with the rest.
    ctx.onRowsAppended((appended) => {
      tableRows(container, prefix, tableId)?.append(appended);
      holdRowWindow(container, prefix, tableId, signal);
      // Infinite scroll speaks for itself.
      if (shown) update({ force: true, speak: false });
    });
    return () => cancelAnimationFrame(frame);
  },
};
