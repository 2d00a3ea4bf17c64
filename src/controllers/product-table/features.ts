/**
 * The table's feature modules, in start order. Each can be disabled and permitted again
 * per table and per source (`disableModule` / `permitModule`, §4.21).
 */
import type { TableFeature } from './context.ts';
import { autoScroll } from './auto-scroll.ts';
import { cartSide } from './cart.ts';
import { csvButtons } from './csv.ts';
import { dragScroll, scrollRegion } from './drag-scroll.ts';
import { freezeTable } from './freeze.ts';
import { deviceLayout } from './layout-device.ts';
import { filterCounts } from './filter-counts.ts';
import { filters } from './filters.ts';
import { infiniteScroll } from './infinite-scroll.ts';
import { childRows } from './child-rows.ts';
import { instantSearch } from './instant-search.ts';
import { instantSort } from './instant-sort.ts';
import { headingSort, pagination } from './navigation.ts';
import { navModal } from './phone-modal.ts';
import { tableMedia } from './media.ts';
import { stackedRows } from './stacked-rows.ts';
import { tooltips } from './tooltips.ts';
import { wishlist } from './wishlist.ts';

export const TABLE_FEATURES: readonly TableFeature[] = [
  deviceLayout,
  // Before the modules that measure the table (freeze), so they see the layout it settles on.
  stackedRows,
  pagination,
  headingSort,
  infiniteScroll,
  filters,
  filterCounts,
  navModal,
  childRows,
  instantSearch,
  instantSort,
  freezeTable,
  scrollRegion,
  dragScroll,
  tooltips,
  autoScroll,
  cartSide,
  wishlist,
  csvButtons,
  tableMedia,
];
