/**
 * The table's feature modules, in start order. Each can be disabled and permitted again
 * per table and per source (`disableModule` / `permitModule`, §4.21).
 */
import type { TableFeature } from './context.ts';
import { deviceLayout } from './layout-device.ts';
import { infiniteScroll } from './infinite-scroll.ts';
import { childRows } from './child-rows.ts';
import { instantSearch } from './instant-search.ts';
import { instantSort } from './instant-sort.ts';
import { headingSort, pagination } from './navigation.ts';

export const TABLE_FEATURES: readonly TableFeature[] = [deviceLayout, pagination, headingSort, infiniteScroll, childRows, instantSearch, instantSort];
