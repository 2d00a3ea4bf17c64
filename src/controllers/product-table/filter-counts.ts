/**
 * Dynamic filter counts (SPEC §7.9): a table that lazy-loads them asks the server once per load
 * how many products each option would give, and shows `(n)` in the option's label. The answer's
 * style and script are not used, and its counts are written as text.
 */
import { optionCounts, type OptionCount } from '../../core/product-table/filter-counts.ts';
import { fetchFilterCounts } from '../../services/product-table.ts';
import { isAborted } from '../../services/errors.ts';
import type { TableContext, TableFeature } from './context.ts';

function showCounts(ctx: TableContext, filters: readonly Element[], counts: readonly OptionCount[]): void {
  const { prefix: p } = ctx;
  // One lookup per filter: its option labels by value.
  const labels = new Map<Element, Map<string, HTMLElement[]>>();
  const labelsOf = (filter: Element) => {
    let byValue = labels.get(filter);
    if (!byValue) {
      byValue = new Map();
      for (const label of filter.querySelectorAll<HTMLElement>(`label[data-${p}-value]`)) {
        const value = label.getAttribute(`data-${p}-value`)!;
        byValue.set(value, [...(byValue.get(value) ?? []), label]);
      }
      labels.set(filter, byValue);
    }
    return byValue;
  };
  for (const count of counts) {
    for (const filter of filters) {
      if (filter.getAttribute(`data-${p}-filter`) !== count.filter) continue;
      if (count.taxonomy !== undefined && filter.getAttribute(`data-${p}-taxonomy`) !== count.taxonomy) continue;
      for (const label of labelsOf(filter).get(count.value) ?? []) {
        label.querySelector(`:scope > .${p}-count`)?.remove();
        const badge = document.createElement('span');
        badge.className = `${p}-count`;
        badge.textContent = count.text;
        const icon = label.querySelector(`:scope > .${p}-icon`);
        if (icon) icon.before(badge);
        else label.append(badge);
      }
    }
  }
}

export const filterCounts: TableFeature = {
  name: 'filter-counts',
  start(ctx) {
    const { container, prefix: p, tableId } = ctx;
    if (!ctx.flag('dynamic_filters_lazy_load') || !(ctx.flag('dynamic_recount') || ctx.flag('dynamic_hide_filters'))) return;
    // The filters of this load: the dialog may hold some of them for a while.
    const filters = [...container.querySelectorAll(`.${p}-filter`)];
    const done = () => {
      for (const filter of filters) filter.classList.remove(`${p}--dynamic-filters--loading-filter`);
    };
    const attribute = `data-${p}-encrypted-dynamic-filters-lazy-load-cache`;
    const token = container.getAttribute(attribute);
    if (!token) {
      console.error(`<shop-product-table> table ${tableId}: dynamic filter counts are on but the container has no ${attribute}; the filters show no counts.`);
      done();
      return;
    }
    fetchFilterCounts(ctx.settings, p, token, ctx.signal)
      .then((counts) => {
        if (!ctx.signal.aborted && ctx.flag('dynamic_recount')) showCounts(ctx, filters, optionCounts(counts));
      })
      .catch((error: unknown) => {
        if (isAborted(error) || ctx.signal.aborted) return;
        console.warn(`<shop-product-table> table ${tableId}: the filter counts could not be loaded; the filters show no counts.`, error);
      })
      // Also when stopped: these are this load's filters, whether still shown or not.
      .finally(done);
  },
};
