/**
 * The DOM side of stacked rows (core/product-table/stacked-rows.ts): the table marked
 * `data-shop-stacked`, layered base rules that turn each product row into a card, and per
 * table one generated rule per column that writes the column's heading before its cells (and
 * one that frees the cells from a theme's column widths). The
 * labels are CSS, not attributes on every cell: rows added later (infinite scroll, a row
 * window putting rows back) are labelled with no work, and a screen reader, which hears the
 * column heading anyway, is given an empty alternative for them (`content: … / ""`).
 *
 * The table keeps its elements; their table roles are written out while stacked, as the
 * display change makes some browsers stop exposing them as a table.
 */
import { columnLabels, cssString, labelText, STACKED_ATTRIBUTE } from '../../../core/product-table/stacked-rows.ts';
import { searchHiddenClass } from '../../../dom/product-table/rows.ts';
import { ownStyleSheet, type OwnStyleSheet } from '../../../dom/product-table/sheet.ts';
import { adoptTableStyles } from '../../../dom/product-table/styles.ts';

/** Marks the roles written here, so only those are taken away again. */
const ROLE_MARK = 'data-shop-stacked-role';

function css(p: string): string {
  const table = `table.${p}-table[${STACKED_ATTRIBUTE}]`;
  const row = `${table} > tbody > tr:not([hidden], .${searchHiddenClass(p)})`;
  const cell = `${row} > :is(td, th):not([hidden])`;
  return `
  :where(${table}) { display: block; width: 100%; min-width: 0; max-width: 100%; }
  :where(${table} > caption) { display: block; }
  :where(${table} > :is(tbody, tfoot)) { display: block; }
  /* The heading row stays for screen readers, and shows while the keyboard is in it. */
  :where(${table} > thead:not(:focus-within)) {
    position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
    overflow: hidden; clip-path: inset(50%); white-space: nowrap;
  }
  :where(${row}) { display: block; border-bottom: 2px solid color-mix(in srgb, currentColor 18%, transparent); }
  :where(${cell}) {
    display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between;
    gap: .25em .75em; box-sizing: border-box; width: auto; min-width: 0; max-width: 100%; text-align: end;
  }
  :where(${cell} > *) { min-width: 0; max-width: 100%; }
  :where(${cell})::before { flex: 0 1 auto; font-weight: 600; text-align: start; overflow-wrap: break-word; }`;
}

/** The heading row's cells: the last row of the table's head (a row above it groups columns). */
function headingCells(table: HTMLTableElement): HTMLTableCellElement[] {
  const rows = table.tHead?.rows;
  const row = rows && rows.length ? rows[rows.length - 1] : undefined;
  return row ? [...row.cells] : [];
}

/** What a heading shows: its text without tooltips, hidden parts and screen-reader-only text. */
function visibleText(cell: HTMLElement, p: string): string {
  const copy = cell.cloneNode(true) as HTMLElement;
  for (const part of copy.querySelectorAll(`[aria-hidden="true"], [hidden], .${p}-tooltip-content-wrapper, .${p}-tooltip-content, .screen-reader-text, template, script, style`)) part.remove();
  return labelText(copy.textContent ?? '');
}

export interface StackedRows {
  /** Stacks the rows or puts the table back; labels follow the heading row as it is now. */
  set(stacked: boolean): void;
  remove(): void;
}

/**
 * Stacking for one table. `scope` is a selector for the table's container, so the generated labels
 * reach this table only.
 */
export function stackedRows(table: HTMLTableElement, scope: string, prefix: string): StackedRows {
  adoptTableStyles(`stacked-rows-${prefix}`, css(prefix));
  const sheet: OwnStyleSheet = ownStyleSheet();
  const stackedCells = `${scope} table.${prefix}-table[${STACKED_ATTRIBUTE}] > tbody > tr > :is(td, th)`;
  const labelled = `${scope} table.${prefix}-table[${STACKED_ATTRIBUTE}] > tbody > tr:not(.${prefix}-child-row, .${prefix}-row--category-heading)`;
  /** A cell with nothing in it (no options for a simple product): no label, no line of its own. */
  const empty = `:has(> .${prefix}-cell-val:empty)`;

  function rules(): string {
    const labels = columnLabels(headingCells(table).map((cell) => ({ label: visibleText(cell, prefix), span: cell.colSpan })));
    let layered = '';
    labels.forEach((label, i) => {
      if (!label) return;
      const text = cssString(label);
      // The second declaration wins where alternative text is supported: shown, not read twice.
      layered += `${labelled} > :nth-child(${i + 1})::before { content: ${text}; content: ${text} / ""; }\n`;
    });
    // Separate rules: a browser without :has() drops only them, and keeps the labels.
    if (layered) layered += `${labelled} > ${empty}::before { content: none; }\n`;
    // Structure outside the layer, as the frozen columns do: a theme's column width (a 2.5rem
    // toggle or image column) would squeeze a whole line of the card into it.
    const structure = `${stackedCells} { width: auto; }\n${stackedCells}${empty} { padding-block: 0; border-block-width: 0; }\n`;
    return layered ? `${structure}@layer storefront-elements {\n${layered}}\n` : structure;
  }

  function writeRoles(on: boolean): void {
    const parts: Array<[Element, string]> = [[table, 'table']];
    for (const group of [table.tHead, ...table.tBodies, table.tFoot]) {
      if (!group) continue;
      parts.push([group, 'rowgroup']);
      for (const row of group.rows) {
        parts.push([row, 'row']);
        for (const cell of row.cells) {
          const heading = cell.tagName === 'TH';
          parts.push([cell, heading ? (group === table.tHead || cell.getAttribute('scope') === 'col' ? 'columnheader' : 'rowheader') : 'cell']);
        }
      }
    }
    for (const [element, role] of parts) {
      if (on && !element.hasAttribute('role')) {
        element.setAttribute('role', role);
        element.setAttribute(ROLE_MARK, '');
      } else if (!on && element.hasAttribute(ROLE_MARK)) {
        element.removeAttribute('role');
        element.removeAttribute(ROLE_MARK);
      }
    }
  }

  let current = false;
  return {
    set(stacked) {
      if (stacked) sheet.set(rules());
      if (stacked === current) return;
      current = stacked;
      writeRoles(stacked);
      table.toggleAttribute(STACKED_ATTRIBUTE, stacked);
      if (!stacked) sheet.set('');
    },
    remove() {
      if (current) writeRoles(false);
      current = false;
      table.removeAttribute(STACKED_ATTRIBUTE);
      sheet.remove();
    },
  };
}

/** Rows added while stacked get their roles too. */
export function addRowRoles(rows: Iterable<HTMLTableRowElement>): void {
  for (const row of rows) {
    if (!row.closest(`[${STACKED_ATTRIBUTE}]`)) continue;
    for (const element of [row, ...row.cells]) {
      if (element.hasAttribute('role')) continue;
      element.setAttribute('role', element === row ? 'row' : element.tagName === 'TH' ? 'rowheader' : 'cell');
      element.setAttribute(ROLE_MARK, '');
    }
  }
}
