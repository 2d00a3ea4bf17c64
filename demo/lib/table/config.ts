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
  // The cart side (tables with `cart` options): row checkbox, quantity, variation choice, availability,
  // dimensions, remove button, in-cart count, row total, name your price, the add-ons / measurement form.
  'checkbox', 'quantity', 'select_variation', 'availability', 'dimensions', 'remove', 'in_cart', 'total',
  'name_your_price', 'cart_form',
  // The wishlist toggle (wishlist-cell.ts).
  'wishlist',
  // Media: the audio preview player and the gallery strip (`td.wcpt-gallery_strip`, not the strip's own `.wcpt-gallery`).
  'audio', 'gallery_strip',
] as const;
export type CellKind = (typeof CELL_KINDS)[number];

/** The link codes of a cart button (§3.13). */
export const CART_LINK_CODES = ['cart_ajax', 'cart_redirect', 'cart_refresh', 'cart_checkout'] as const;

/** The cart side's options of a table (the add-on's element settings, one set per table). */
export const cartOptionsSchema = z.object({
  link_code: z.enum(CART_LINK_CODES),
  quantity: z.object({
    display: z.enum(['input', 'select']),
    /** The value a row starts with (and returns to after an add): the minimum, empty, or 0. */
    initial: z.enum(['min', 'empty', '0']),
    /** The select's last option when the product has no maximum. */
    max_qty: z.number().int().positive().optional(),
  }),
  variation_display: z.enum(['dropdown', 'radio', 'form']),
  /** The cart button's text (the add-on's label_text); its accessible name always names the product. */
  button_label: z.string().max(40).optional(),
  /** The add-selected bar above the table (with select all / clear all). */
  add_selected: z.boolean().optional(),
  /** The row total adds what the cart holds of the row. */
  total_includes_cart: z.boolean().optional(),
  /** Stock range labels of the stock cell: [min, max, label]; `[stock]` is the number. */
  stock_range_labels: z.array(z.tuple([z.number(), z.number(), z.string().max(80)])).max(10).optional(),
});
export type CartOptions = z.infer<typeof cartOptionsSchema>;

/** The media options of an image column (the add-on's product image element). */
export const mediaImageSchema = z.object({
  /** lightbox: the image opens the gallery; product_page: it links to the product. */
  click_action: z.enum(['lightbox', 'product_page']).optional(),
  /** The lightbox shows the product's gallery images after its main image. */
  include_gallery: z.boolean().optional(),
  /** When the lightbox's magnifier icon shows (the add-on's icon_when). */
  icon: z.enum(['always', 'on_hover', 'never']).optional(),
  lightbox_color_theme: z.enum(['black', 'white']).optional(),
  zoom_trigger: z.enum(['image_hover', 'row_hover']).optional(),
  /** Printed as is (the add-on's zoom_scale or custom_zoom_scale); 1.75 when absent. */
  zoom_scale: z.string().max(12).optional(),
  offset_zoom_enabled: z.boolean().optional(),
  /** Thumbnail size in px (64 when absent). */
  size: z.number().int().min(24).max(200).optional(),
});
export type MediaImageOptions = z.infer<typeof mediaImageSchema>;

export const columnSchema = z.object({
  /** The heading text. */
  heading: z.string().max(80),
  cell: z.enum(CELL_KINDS),
  /** attribute: the attribute name (`pa_color`); custom_field: the meta key. */
  key: z.string().max(64).optional(),
  /** A sortable heading sorts by this spec. */
  sort: sortSpecSchema.optional(),
  /** image: the media options (lightbox, gallery, zoom, offset zoom), printed by image-cell.ts. */
  media: mediaImageSchema.optional(),
});
export type TableColumn = z.infer<typeof columnSchema>;

const filterBase = { heading: z.string().max(80).optional() };

export const filterSchema = z.discriminatedUnion('type', [
  z.object({ ...filterBase, type: z.literal('category') }),
  z.object({ ...filterBase, type: z.literal('attribute'), attribute: z.string().regex(/^pa_[a-z0-9_-]+$/) }),
  z.object({ ...filterBase, type: z.literal('taxonomy'), taxonomy: z.string().regex(/^(product_cat|pa_[a-z0-9_-]+)$/) }),
  z.object({ ...filterBase, type: z.literal('custom_field'), meta_key: z.string().regex(/^[A-Za-z0-9_-]+$/) }),
  z.object({ ...filterBase, type: z.literal('price_range'), min: z.number(), max: z.number(), step: z.number().positive().optional(),
    /** The add-on's range options (radios) above the min and max fields. */
    ranges: z.array(z.object({ min: z.number().optional(), max: z.number().optional(), label: z.string().max(80) })).max(10).optional() }),
  z.object({ ...filterBase, type: z.literal('rating') }),
  z.object({ ...filterBase, type: z.literal('on_sale') }),
  z.object({ ...filterBase, type: z.literal('availability') }),
  z.object({ ...filterBase, type: z.literal('search'), placeholder: z.string().max(80).optional(),
    /** The add-on's "reset other filters" (on unless set to false): a search loads its words alone. */
    reset_others: z.boolean().optional() }),
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
  /** Product ids the table is restricted to (the add-on's `ids`). */
  ids: z.array(z.number().int().positive()).max(200).optional(),
  /** The cart side: with it, the cells print the cart markup (checkbox, quantity, variations…). */
  cart: cartOptionsSchema.optional(),
  /** The wishlist column's options; `mode` lists the visitor's wishlist (the add-on's `ti_wishlist`). */
  wishlist: z.object({
    mode: z.boolean().optional(),
    variable_permitted: z.boolean().optional(),
    duration_seconds: z.number().positive().max(60).optional(),
    item_added_label: z.string().max(120).optional(),
    view_wishlist_label: z.string().max(120).optional(),
  }).optional(),
  /** CSV download buttons (§7.11, lib/table/csv.ts); `columns` are indexes, by default every column holding data. */
  csv: z.array(z.object({
    label: z.string().max(40),
    file_name: z.string().max(120),
    include_all: z.boolean().optional(),
    columns: z.array(z.number().int().nonnegative()).max(20).optional(),
  })).max(4).optional(),
});
export type TableConfig = z.infer<typeof tableConfigSchema>;
