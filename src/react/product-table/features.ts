/**
 * The table's feature modules, in start order. Each can be disabled and permitted again
 * per table and per source (`disableModule` / `permitModule`, §4.21).
 */
import type { TableFeature } from './context.ts';
import { autoScroll } from './auto-scroll.ts';
import { dragScroll, scrollRegion } from './drag-scroll.ts';
import { freezeTable } from './freeze.ts';
import { deviceLayout } from './layout-device.ts';
import { infiniteScroll } from './infinite-scroll.ts';
import { headingSort, pagination } from './navigation.ts';
import { tooltips } from './tooltips.ts';

export const TABLE_FEATURES: readonly TableFeature[] = [
  deviceLayout,
  pagination,
  headingSort,
  infiniteScroll,
  freezeTable,
  scrollRegion,
  dragScroll,
  tooltips,
  autoScroll,
];
