/**
 * A variation as a product table reads it (§3.2): from a row's dropdown option or radio
 * (`data-{prefix}-variation`, one variation each) or a row's variations form
 * (`data-product_variations`, the list). Fields are checked one by one: a field of the wrong type
 * is dropped (the row shows its default for it), never the whole variation.
 */
// Read by hand (no zod): a row's variation data is read as the table starts.
/** A number, or a numeric string ('' is not a number); undefined for any other type. */
const num = (v: unknown): number | undefined =>
  typeof v === 'number' ? (Number.isFinite(v) ? v : undefined) : typeof v === 'string' ? (v.trim() === '' ? Number.NaN : Number(v)) : undefined;
/** A flag as the add-on prints it: true, 1, '1', 'true' or 'yes'; undefined for an object, an array or a number that is not finite. */
const bool = (v: unknown): boolean | undefined =>
  typeof v === 'boolean' || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) || v === null
    ? v === true || v === 1 || v === '1' || v === 'true' || v === 'yes'
    : undefined;

export interface TableVariationImage {
  src?: string;
  srcset?: string;
  sizes?: string;
  full_src?: string;
  full_src_w?: number;
  full_src_h?: number;
  title?: string;
}

export interface TableVariation {
  variation_id: number;
  attributes: Record<string, string>;
  is_purchasable: boolean;
  is_in_stock: boolean;
  variation_is_visible: boolean;
  display_price?: number;
  display_regular_price?: number;
  price_html?: string;
  min_qty?: number;
  max_qty?: number;
  step?: number;
  image?: TableVariationImage;
  /** The table's own image (`wcpt_image.src`), preferred over `image.src`. */
  table_image_src?: string;
  sku?: string;
  dimensions?: { length?: string; width?: string; height?: string };
  dimensions_html?: string;
  weight?: string;
  managing_stock: boolean;
  stock?: number;
  is_on_backorder: boolean;
  backorders_allowed: boolean;
  backorders_require_notification: boolean;
  is_nyp: boolean;
  minimum_price?: number;
  maximum_price?: number;
  suggested_price?: number;
  wholesale_price?: number;
  original_display_price?: number;
  /** Every field as sent, for themes and add-ons that read more. */
  raw: Record<string, unknown>;
}

const finite = (v: number | undefined) => (v !== undefined && Number.isFinite(v) ? v : undefined);
const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

function image(value: unknown): TableVariationImage | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  return {
    src: text(v.src), srcset: text(v.srcset), sizes: text(v.sizes), full_src: text(v.full_src), title: text(v.title),
    full_src_w: finite(num(v.full_src_w)), full_src_h: finite(num(v.full_src_h)),
  };
}

/** A variation from data; null when it has no usable `variation_id`. */
export function readTableVariation(data: unknown): TableVariation | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const v = data as Record<string, unknown>;
  const id = finite(num(v.variation_id));
  if (id === undefined || id <= 0) return null;
  const attributes: Record<string, string> = {};
  if (v.attributes && typeof v.attributes === 'object') {
    for (const [name, value] of Object.entries(v.attributes as Record<string, unknown>)) {
      if (name.startsWith('attribute_')) attributes[name] = text(value) ?? '';
    }
  }
  const dims = v.dimensions && typeof v.dimensions === 'object' ? (v.dimensions as Record<string, unknown>) : undefined;
  const tableImage = v.wcpt_image && typeof v.wcpt_image === 'object' ? text((v.wcpt_image as Record<string, unknown>).src) : undefined;
  return {
    variation_id: id,
    attributes,
    is_purchasable: bool(v.is_purchasable) ?? true,
    is_in_stock: bool(v.is_in_stock) ?? true,
    variation_is_visible: bool(v.variation_is_visible) ?? true,
    display_price: finite(num(v.display_price)),
    display_regular_price: finite(num(v.display_regular_price)),
    price_html: text(v.price_html),
    min_qty: finite(num(v.min_qty)),
    max_qty: finite(num(v.max_qty)),
    step: finite(num(v.step)),
    image: image(v.image),
    table_image_src: tableImage,
    sku: text(v.sku),
    dimensions: dims ? { length: text(dims.length), width: text(dims.width), height: text(dims.height) } : undefined,
    dimensions_html: text(v.dimensions_html),
    weight: text(v.weight),
    managing_stock: bool(v.managing_stock) ?? false,
    stock: finite(num(v.stock)),
    is_on_backorder: bool(v.is_on_backorder) ?? false,
    backorders_allowed: bool(v.backorders_allowed) ?? false,
    backorders_require_notification: bool(v.backorders_require_notification) ?? false,
    is_nyp: bool(v.is_nyp) ?? false,
    minimum_price: finite(num(v.minimum_price)),
    maximum_price: finite(num(v.maximum_price)),
    suggested_price: finite(num(v.suggested_price)),
    wholesale_price: finite(num(v.wholesale_price)),
    original_display_price: finite(num(v.original_display_price)),
    raw: v,
  };
}

/** Whether a shopper can buy it: purchasable, visible and in stock or on backorder. */
export function isAvailableVariation(v: TableVariation): boolean {
  return v.is_purchasable && v.variation_is_visible && (v.is_in_stock || v.is_on_backorder);
}
