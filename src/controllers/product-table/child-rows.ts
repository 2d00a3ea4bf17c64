/**
 * Child rows (§4.16): a product row's detail row (`tr.{p}-child-row`, rendered `hidden`, right
 * after its product) opens and closes with the row's toggle button, all of them with the heading's
 * toggle, and in click-anywhere mode with a click on the row. Hovering either row highlights the
 * other.
 *
 * Each row opens and closes on its own (a disclosure, not an accordion): a shopper opens the
 * details of two products to compare them, and "open all" could not mean anything otherwise.
 * Everything is delegated on the container, so rows infinite scroll appends work as well. In a
 * windowed table (rows.ts) "open all" reaches the rows out of the page through the row model,
 * and the window is told when rows open or close.
 */
import { existingRows } from '../../dom/product-table/rows.ts';
import type { TableFeature } from './context.ts';

/** Clicks on these parts of a click-anywhere row do their own thing. */
const OWN_CLICKS = ['a', 'button', 'input', 'select', 'textarea', 'label', 'summary', '[contenteditable]'];

export const childRows: TableFeature = {
  name: 'child-row',
  start(ctx) {
    const { prefix, container, signal } = ctx;
    const parentClass = `${prefix}-has-child-row`;
    const childClass = `${prefix}-child-row`;
    const ownClicks = [...OWN_CLICKS, `.${prefix}-tooltip`, `.${prefix}-quantity`, `.${prefix}-child-row-toggle`].join(', ');

    const childOf = (row: Element): HTMLTableRowElement | null => {
      const next = row.nextElementSibling;
      return next instanceof HTMLTableRowElement && next.classList.contains(childClass) ? next : null;
    };
    const parentOf = (child: Element): HTMLTableRowElement | null => {
      const previous = child.previousElementSibling;
      return previous instanceof HTMLTableRowElement && previous.classList.contains(parentClass) ? previous : null;
    };
    const body = () => container.querySelector<HTMLTableSectionElement>(`table.${prefix}-table > tbody`);
    /** Every row in display order, those a windowed table keeps out of the page too. */
    const allRows = (): HTMLTableRowElement[] => {
      const element = body();
      return element ? (existingRows(element)?.elementsInOrder() ?? [...element.rows]) : [];
    };
    const rowsChanged = () => {
      const element = body();
      if (element) existingRows(element)?.rowsChanged();
    };
    const allButtons = () => container.querySelectorAll<HTMLButtonElement>(`th.${prefix}-child-row-toggle button`);

    /** Opens or closes one product's child row; false when it has none or is already so. */
    function setOpen(parent: HTMLTableRowElement, open: boolean, child = childOf(parent)): boolean {
      if (!child || !child.hasAttribute('hidden') === open) return false;
      child.hidden = !open;
      parent.classList.toggle(`${parentClass}--visible`, open);
      const cell = parent.querySelector(`td.${prefix}-child-row-toggle`);
      cell?.classList.toggle(`${prefix}-child-row-toggle--closed`, !open);
      cell?.querySelector('button')?.setAttribute('aria-expanded', String(open));
      return true;
    }

    /** The heading's toggle says "expanded" when every child row is open. */
    function syncAllButtons(rows = allRows()): void {
      const children = rows.filter((row) => row.classList.contains(childClass));
      const anyClosed = children.some((row) => row.hidden);
      const anyChild = children.length > 0;
      for (const button of allButtons()) button.setAttribute('aria-expanded', String(anyChild && !anyClosed));
    }

    function toggle(parent: HTMLTableRowElement): void {
      const child = childOf(parent);
      if (!child) return;
      setOpen(parent, child.hasAttribute('hidden'));
      syncAllButtons();
      rowsChanged();
    }

    container.addEventListener(
      'click',
      (event) => {
        if (event.defaultPrevented) return;
        const target = event.target as Element;
        const toggleButton = target.closest(`.${prefix}-child-row-toggle button`);
        if (toggleButton && container.contains(toggleButton)) {
          const row = toggleButton.closest('tr');
          if (toggleButton.closest('th')) {
            const open = toggleButton.getAttribute('aria-expanded') !== 'true';
            const rows = allRows();
            rows.forEach((row, i) => {
              const next = rows[i + 1];
              if (row.classList.contains(parentClass) && next?.classList.contains(childClass)) setOpen(row, open, next);
            });
            syncAllButtons(rows);
            rowsChanged();
          } else if (row?.classList.contains(parentClass)) toggle(row);
          return;
        }
        const row = target.closest<HTMLTableRowElement>(`tr.${parentClass}--click-anywhere`);
        if (!row || !container.contains(row) || target.closest(ownClicks)) return;
        // Selecting text in the row is not a click on it.
        if (!(window.getSelection()?.isCollapsed ?? true)) return;
        toggle(row);
      },
      { signal },
    );

    let hovered: Array<[Element, string]> = [];
    const clearHover = () => {
      for (const [row, name] of hovered) row.classList.remove(name);
      hovered = [];
    };
    container.addEventListener(
      'mouseover',
      (event) => {
        const row = (event.target as Element).closest('tr');
        const pair: Array<[Element, string]> = [];
        if (row?.classList.contains(childClass)) {
          const parent = parentOf(row);
          if (parent) pair.push([parent, `${prefix}-child-row-hovered`]);
        } else if (row?.classList.contains(parentClass)) {
          const child = childOf(row);
          if (child) pair.push([child, `${prefix}-parent-row-hovered`]);
        }
        if (pair.length === hovered.length && pair.every(([element, name], i) => hovered[i]![0] === element && hovered[i]![1] === name)) return;
        clearHover();
        for (const [element, name] of pair) element.classList.add(name);
        hovered = pair;
      },
      { signal },
    );
    container.addEventListener(
      'mouseout',
      (event) => {
        const to = event.relatedTarget as Node | null;
        if (!to || !container.contains(to)) clearHover();
      },
      { signal },
    );
    return clearHover;
  },
};
