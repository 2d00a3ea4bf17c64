import { describe, expect, it } from 'vitest';
import * as table from './index.ts';

describe('the table core index', () => {
  it('exports the API of every module', () => {
    for (const name of [
      'splitQuery', 'withParam', 'withoutParam', 'tableParam', 'parseTableQuery', 'mergeTableQuery', 'urlForTableState',
      'navigateUrl', 'formModeUrl', 'nextPageQuery', 'hasResettableParams', 'deviceForWidth', 'parseBreakpoints',
      'groupByCategoryFor', 'urlUpdateDisabled', 'normaliseSortSpec', 'sortKeyProps', 'compareFor', 'sortRows', 'regroup',
      'nextHeadingOrder', 'normaliseQuery', 'prepareSearchIndex', 'extendSearchIndex', 'searchVisibility', 'stripes',
      'changedRows', 'isFilterActive', 'activeCount', 'applyHierarchy', 'normaliseRange', 'isDateInputSuspicious',
      'orderDateRange',
    ]) {
      expect(typeof (table as Record<string, unknown>)[name], name).toBe('function');
    }
    expect(table.FILTER_TYPES).toHaveLength(12);
    expect(table.ORDERBY).toHaveLength(17);
  });
});
