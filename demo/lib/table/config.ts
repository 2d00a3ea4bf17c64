/**
 * A product table's configuration (what the add-on's shortcode and table editor hold) and the sort
 * specs of §3.11. The page prints it sealed in the container; the fetch endpoint reads it back.
 */
import { z } from '../validate.ts';

/** The orderby values of §9.2, plus the search orderings the query string may ask for. */
export const ORDERBY = [
  'title', 'sku', 'sku_num', 'menu_order', 'price', 'price-desc', 'meta_value', 'meta_value_num', 'attribute',
  'attribute_num', 'taxonomy', 'taxonomy_num', 'category', 'date', 'popularity', 'id', 'rating',
] as const;
export type Orderby = (typeof ORDERBY)[number];

export const sortSpecSchema = z.object({
  orderby: z.enum(ORDERBY),
  order: z.enum(['asc', 'desc']).optional(),
  meta_key: z.string().max(64).optional(),
  orderby_attribute: z.string().max(64).optional(),
  orderby_taxonomy: z.string().max(64).optional(),
});
export type SortSpec = z.infer<typeof sortSpecSchema>;

/** What a cell shows. */
export const CELL_KINDS = [
  'image', 'title', 'sku', 'price', 'category', 'rating', 'stock', 'date', 'attribute', 'custom_field', 'cart',
  'excerpt', 'on_sale',
] as const;

export const columnSchema = z.object({
  /** The heading text. */
  heading: z.string().max(80),
  cell: z.enum(CELL_KINDS),
  /** attribute: the attribute name (`pa_color`); custom_field: the meta key. */
  key: z.string().max(64).optional(),
  /** A sortable heading sorts by this spec. */
  sort: sortSpecSchema.optional(),
});
export type TableColumn = z.infer<typeof columnSchema>;

const filterBase = { heading: z.string().max(80).optional() };

export const filterSchema = z.discriminatedUnion('type', [
  z.object({ ...filterBase, type: z.literal('category') }),
  z.object({ ...filterBase, type: z.literal('attribute'), attribute: z.string().regex(/^pa_[a-z0-9_-]+$/) }),
  z.object({ ...filterBase, type: z.literal('taxonomy'), taxonomy: z.string().regex(/^(product_cat|pa_[a-z0-9_-]+)$/) }),
  z.object({ ...filterBase, type: z.literal('custom_field'), meta_key: z.string().regex(/^[A-Za-z0-9_-]+$/) }),
  z.object({ ...filterBase, type: z.literal('price_range'), min: z.number(), max: z.number(), step: z.number().positive().optional() }),
  z.object({ ...filterBase, type: z.literal('rating') }),
  z.object({ ...filterBase, type: z.literal('on_sale') }),
  z.object({ ...filterBase, type: z.literal('availability') }),
  z.object({ ...filterBase, type: z.literal('search'), placeholder: z.string().max(80).optional() }),
  z.object({ ...filterBase, type: z.literal('date_picker') }),
  z.object({ ...filterBase, type: z.literal('results_per_page'), options: z.array(z.number().int().positive()).min(1).max(10) }),
  z.object({
    ...filterBase, type: z.literal('sort_by'),
    /** Each option is a radio `{id}_orderby` = value (menu_order, price-desc…). */
    options: z.array(z.object({ value: z.string().regex(/^[a-z_-]+$/), label: z.string().max(80), sort: sortSpecSchema })).min(1).max(20),
  }),
]);
export type TableFilter = z.infer<typeof filterSchema>;
export type FilterType = TableFilter['type'];

export const DEVICES = ['laptop', 'tablet', 'phone'] as const;
export type Device = (typeof DEVICES)[number];

export const tableConfigSchema = z.object({
  /** Numeric, as the add-on's table ids are (its URL clean-up matches `^\d+_`). */
  id: z.number().int().positive(),
  /** The table's caption (read by screen readers). */
  caption: z.string().max(120),
  columns: z.array(columnSchema).min(1).max(20),
  /** Columns on phone (indexes into `columns`); all when absent. */
  phone_columns: z.array(z.number().int().nonnegative()).optional(),
  per_page: z.number().int().positive().max(10_000),
  /** At most this many products in all (the add-on's `limit`). */
  limit: z.number().int().positive().optional(),
  /** The default order when the query string names none. */
  sort: sortSpecSchema,
  filters: z.array(filterSchema).max(20),
  /** The navigation sits above the table or in a left sidebar (a header off laptop). */
  navigation: z.enum(['header', 'left-sidebar', 'none']),
  group_by_category: z.boolean().optional(),
  /** A detail row (description, dimensions, weight) under each product row, toggled by a button. */
  child_rows: z.boolean().optional(),
  /** Dynamic filter counts loaded after the table (§7.9). */
  dynamic_counts: z.boolean().optional(),
  instant_search: z.boolean().optional(),
  instant_sort: z.boolean().optional(),
  infinite_scroll: z.boolean().optional(),
  disable_url_update: z.boolean().optional(),
  /** Category slugs the table is restricted to (with their subcategories). */
  categories: z.array(z.string().max(64)).optional(),
});
export type TableConfig = z.infer<typeof tableConfigSchema>;
