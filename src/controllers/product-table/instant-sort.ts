/**
 * Instant sort (§4.18, §5.9; only when the table's instant_sort is on): sortable headings and the
 * sort_by filter reorder the rows already on the page, with no request. Each row's sort props are
 * parsed once; the rows move with one append; child rows stay right after their products; with
 * grouping by category on for the device, rows go back under their category headings.
 *
 * The order lasts while the content does: rows infinite scroll appends are sorted in with the
 * rest, but new content (another page, a filter, a server sort) comes in the server's order, and
 * its headings and filter show the server's sort again.
 */
import { shopText } from '../../dom/messages.ts';
import { announce } from '../../dom/announce.ts';
import { holdRowWindow, tableRows } from '../../dom/product-table/rows.ts';
import { nextHeadingOrder, normaliseSortSpec, regroup, sortRows, type NormalSortSpec, type SortSpec } from '../../core/product-table/sort.ts';
import { isOn, type TableFeature } from './context.ts';
import { isPlainClick } from './navigation.ts';

interface SortParams {
  column_heading: Record<string, SortSpec>;
  dropdown: SortSpec[];
}

function readParams(container: HTMLElement, prefix: string, tableId: string): SortParams {
  const name = `data-${prefix}-instant-sort-params`;
  const raw = container.getAttribute(name);
  const params: SortParams = { column_heading: {}, dropdown: [] };
  if (raw === null) {
    console.error(`<shop-product-table> table ${tableId}: instant_sort is on but the container has no ${name}; headings and the sort filter load sorted pages instead.`);
    return params;
  }
  try {
    const value = JSON.parse(raw) as Partial<SortParams> | null;
    if (value && typeof value.column_heading === 'object' && value.column_heading && !Array.isArray(value.column_heading)) params.column_heading = value.column_heading;
    if (value && Array.isArray(value.dropdown)) params.dropdown = value.dropdown;
  } catch {
    console.error(`<shop-product-table> table ${tableId}: ${name} is not valid JSON; headings and the sort filter load sorted pages instead.`);
  }
  return params;
}

/** Whether two specs sort by the same thing (the order aside). */
function sameKey(a: NormalSortSpec, b: NormalSortSpec): boolean {
  const key = (spec: NormalSortSpec) => [spec.orderby, spec.meta_key?.trim() ?? '', spec.orderby_attribute?.trim() ?? '', spec.orderby_taxonomy?.trim() ?? ''].join('\n');
  return key(a) === key(b);
}

const text = (element: Element | null | undefined): string => element?.textContent?.trim().replace(/\s+/g, ' ') ?? '';

export const instantSort: TableFeature = {
  name: 'instant-sort',
  start(ctx) {
    if (!ctx.flag('instant_sort')) return;
    const { prefix, tableId, container, signal } = ctx;
    const params = readParams(container, prefix, tableId);
    const columns = Object.entries(params.column_heading).flatMap(([colkey, spec]) => {
      const normal = normalise(spec, `the column ${colkey}`);
      return normal ? [{ colkey, spec: normal }] : [];
    });
    const filterSelector = `[data-${prefix}-filter="sort_by"]`;
    const radioSelector = 'input[type=radio]';
    // Looked up once: a query over the whole container walks every row.
    const head = container.querySelector<HTMLTableSectionElement>(`table.${prefix}-table > thead`);
    const filters = [...container.querySelectorAll<HTMLElement>(filterSelector)];
    /** The sort this feature applied to the current content (none: the server's order). */
    let current: NormalSortSpec | undefined;

    const headingOf = (colkey: string) =>
      head?.querySelector(`th.${prefix}-sortable .${prefix}-sorting-icons.${prefix}-${CSS.escape(colkey)}`)?.closest<HTMLElement>('th') ?? null;

    function arrange(spec: NormalSortSpec): void {
      const model = tableRows(container, prefix, tableId);
      if (!model) return;
      let order = sortRows(model.rows, spec);
      if (isOn(ctx.deviceValue('group_by_category'))) order = regroup(order, model.rows);
      model.arrange(order);
      model.restripe();
    }

    /** Headings, the sort filter and aria-sort show `spec`; `label` names it in the filter when no option does. */
    function showSort(spec: NormalSortSpec, label: string): void {
      if (head) {
        for (const icons of head.querySelectorAll(`.${prefix}-sorting-icons`)) icons.classList.remove(`${prefix}-sorting-asc`, `${prefix}-sorting-desc`);
        for (const icon of head.querySelectorAll(`.${prefix}-sorting-icon`)) icon.classList.remove(`${prefix}-active`, `${prefix}-inactive`);
        for (const heading of head.querySelectorAll(`th.${prefix}-heading.${prefix}-sortable`)) heading.setAttribute('aria-sort', 'none');
      }
      const column = columns.find((c) => sameKey(c.spec, spec));
      const heading = column && headingOf(column.colkey);
      if (column && heading) {
        const icons = heading.querySelector(`.${prefix}-sorting-icons`);
        icons?.classList.add(`${prefix}-sorting-${spec.order}`);
        icons?.querySelector(`.${prefix}-sorting-${spec.order}-icon`)?.classList.add(`${prefix}-active`);
        heading.setAttribute('aria-sort', spec.order === 'asc' ? 'ascending' : 'descending');
      }
      const option = params.dropdown.findIndex((candidate) => {
        const normal = candidate && typeof candidate === 'object' ? normaliseSortSpec(candidate) : undefined;
        return normal !== undefined && sameKey(normal, spec) && normal.order === spec.order;
      });
      for (const filter of filters) {
        const radios = [...filter.querySelectorAll<HTMLInputElement>(radioSelector)];
        radios.forEach((radio, index) => {
          radio.checked = index === option;
          radio.closest('label')?.classList.toggle(`${prefix}-active`, index === option);
        });
        const labelElement = filter.querySelector(`.${prefix}-dropdown-label`);
        // No option names a heading's sort (SKU, descending…): the label names the column instead.
        if (labelElement) labelElement.textContent = option >= 0 ? text(radios[option]?.closest('label')?.querySelector('span')) || label : label;
        filter.classList.remove(`${prefix}-open`);
        if (filter instanceof HTMLDetailsElement) filter.open = false;
      }
    }

    // As with server sorting: a sortable heading says it is not sorted until it is.
    for (const { colkey } of columns) {
      const heading = headingOf(colkey);
      if (heading && !heading.hasAttribute('aria-sort')) heading.setAttribute('aria-sort', 'none');
    }

    /** The spec to apply, or undefined (reported) when the table cannot sort by it here. */
    function normalise(spec: unknown, where: string): NormalSortSpec | undefined {
      const normal = spec && typeof spec === 'object' ? normaliseSortSpec(spec as SortSpec) : undefined;
      if (!normal) {
        console.error(`<shop-product-table> table ${tableId}: ${where} has no instant sort spec the table knows (${JSON.stringify(spec) ?? 'none'}); it loads a sorted page instead.`);
      }
      return normal;
    }

    function apply(normal: NormalSortSpec, label: string): void {
      current = normal;
      arrange(normal);
      showSort(normal, label);
      announce(shopText(normal.order === 'asc' ? 'tableSortedAscending' : 'tableSortedDescending', label), 0, `table-${tableId}-sort`);
    }

    container.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element;
        const heading = target.closest<HTMLElement>(`th.${prefix}-heading.${prefix}-sortable`);
        if (!heading || !container.contains(heading) || target.closest(`.${prefix}-tooltip`) || !isPlainClick(event)) return;
        const icons = heading.querySelector(`.${prefix}-sorting-icons`);
        const column = icons && columns.find((c) => icons.classList.contains(`${prefix}-${c.colkey}`));
        if (!icons || !column) return;
        event.preventDefault();
        const order = nextHeadingOrder(icons.classList.contains(`${prefix}-sorting-asc`) ? 'asc' : undefined);
        apply(normaliseSortSpec({ ...column.spec, order }) ?? column.spec, text(heading.querySelector(`.${prefix}-heading-sort`)) || text(heading) || column.colkey);
      },
      { signal },
    );

    // On the filter itself, so the change stops before the navigation form (listening on the
    // container) applies it as a server sort.
    for (const filter of filters) {
      filter.addEventListener(
        'change',
        (event) => {
          const radio = event.target as HTMLInputElement;
          if (!radio.matches(radioSelector)) return;
          const index = [...filter.querySelectorAll(radioSelector)].indexOf(radio);
          const spec = normalise(params.dropdown[index], `the sort option ${index + 1}`);
          if (!spec) return;
          event.stopPropagation();
          apply(spec, text(radio.closest('label')?.querySelector('span')) || radio.value);
        },
        { signal },
      );
    }

    holdRowWindow(container, prefix, tableId, signal);

    // Rows infinite scroll appends are sorted in with the rest.
    ctx.onRowsAppended((appended) => {
      tableRows(container, prefix, tableId)?.append(appended);
      holdRowWindow(container, prefix, tableId, signal);
      if (current) arrange(current);
    });
  },
};
