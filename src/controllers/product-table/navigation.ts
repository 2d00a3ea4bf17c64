/**
 * Server navigation of a table: page links (§4.20 pagination) and sortable column headings
 * (§2.7). Both stay ordinary links that work without JavaScript; with it, a click loads
 * the table in place. Instant sort (§4.18) takes the headings over when it is on.
 */
import { withoutParam, withParam } from '../../core/product-table/query.ts';
import type { TableContext, TableFeature } from './context.ts';

/** The value of a table parameter in a link's query (`?101_paged=3`). */
function linkParam(link: HTMLAnchorElement, name: string): string | null {
  try {
    return new URL(link.href, location.href).searchParams.get(name);
  } catch {
    return null;
  }
}

/** The table's query with `changes` applied (null removes a parameter); the other parameters keep their text. */
export function withTableParams(query: string, changes: Record<string, string | null>): string {
  let next = query.replace(/^\?/, '');
  for (const [name, value] of Object.entries(changes)) next = value === null ? withoutParam(next, name) : withParam(next, name, value);
  return `?${next}`;
}

export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

export const pagination: TableFeature = {
  name: 'pagination',
  start(ctx) {
    const { prefix, tableId } = ctx;
    ctx.container.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest<HTMLAnchorElement>(`.${prefix}-pagination a.page-numbers`);
        if (!link || !ctx.container.contains(link) || !isPlainClick(event)) return;
        event.preventDefault();
        const page = linkParam(link, `${tableId}_paged`) ?? '1';
        void ctx.navigate(withTableParams(ctx.query(), { [`${tableId}_paged`]: page }), 'paginate');
      },
      { signal: ctx.signal },
    );
  },
};

/** The order a click on a heading asks for: descending when it is ascending now, else ascending. */
function nextOrder(heading: Element, prefix: string): 'asc' | 'desc' {
  const icons = heading.querySelector(`.${prefix}-sorting-icons`);
  return icons?.classList.contains(`${prefix}-sorting-asc`) ? 'desc' : 'asc';
}

export const headingSort: TableFeature = {
  name: 'heading-sort',
  start(ctx: TableContext) {
    if (ctx.flag('instant_sort')) return;
    const { prefix, tableId } = ctx;
    const headings = ctx.container.querySelectorAll<HTMLElement>(`th.${prefix}-heading[data-${prefix}-sort-id]`);
    for (const heading of headings) {
      heading.classList.add(`${prefix}-sortable`);
      if (!heading.hasAttribute('aria-sort')) heading.setAttribute('aria-sort', 'none');
    }
    ctx.container.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element;
        const heading = target.closest<HTMLElement>(`th.${prefix}-heading[data-${prefix}-sort-id]`);
        if (!heading || !ctx.container.contains(heading) || target.closest(`.${prefix}-tooltip`) || !isPlainClick(event)) return;
        event.preventDefault();
        const order = nextOrder(heading, prefix);
        const query = withTableParams(ctx.query(), {
          [`${tableId}_orderby`]: heading.getAttribute(`data-${prefix}-sort-id`),
          [`${tableId}_order`]: order.toUpperCase(),
          [`${tableId}_paged`]: null,
        });
        void ctx.navigate(query, 'sort');
      },
      { signal: ctx.signal },
    );
  },
};
