/** Catalogue queries and the variation object exactly as the platform's get_variation answers it. */
import type { DB } from '../db/index.ts';
import { esc, paragraphs, priceHtml } from './render.ts';
import { t } from '../i18n/index.ts';

export interface ProductRow {
  id: number;
  /** `woosb` (a bundle) and `composite` are sold like simple products, through their own forms. */
  type: 'simple' | 'variable' | 'variation' | 'woosb' | 'composite';
  parent_id: number;
  name: string;
  slug: string;
  sku: string;
  regular_price: string;
  sale_price: string;
  price: string;
  stock_status: 'instock' | 'outofstock' | 'onbackorder';
  manage_stock: number;
  stock_qty: number | null;
  low_stock_threshold: number | null;
  backorders: 'no' | 'notify' | 'yes';
  sold_individually: number;
  weight: string;
  length: string;
  width: string;
  height: string;
  description: string;
  short_description: string;
  image: string;
  colour: string;
  rating: number;
  review_count: number;
  popularity: number;
  date_created: string;
  menu_order: number;
  category_id: number | null;
  visible: number;
  active: number;
  purchasable: number;
}

export interface AttributeRow {
  product_id: number;
  name: string;
  label: string;
  is_taxonomy: number;
  options: string;
  position: number;
  is_variation: number;
}

export interface Attribute {
  name: string;
  /** `attribute_<name>` as used in forms and variation objects. */
  key: string;
  label: string;
  isTaxonomy: boolean;
  /** Values (term slugs for global attributes) with their display names. */
  options: Array<{ value: string; label: string }>;
  isVariation: boolean;
}

export interface VariationImage {
  title: string;
  caption: string;
  url: string;
  alt: string;
  src: string;
  srcset: string;
  sizes: string;
  full_src: string;
  full_src_w: number | string;
  full_src_h: number | string;
  gallery_thumbnail_src: string;
  gallery_thumbnail_src_w: number | string;
  gallery_thumbnail_src_h: number | string;
  thumb_src: string;
  thumb_src_w: number | string;
  thumb_src_h: number | string;
  src_w: number | string;
  src_h: number | string;
}

export interface VariationObject {
  attributes: Record<string, string>;
  availability_html: string;
  backorders_allowed: boolean;
  dimensions: { length: string; width: string; height: string };
  dimensions_html: string;
  display_price: number;
  display_regular_price: number;
  image: VariationImage;
  image_id: number;
  is_downloadable: boolean;
  is_in_stock: boolean;
  is_purchasable: boolean;
  is_sold_individually: 'yes' | 'no';
  is_virtual: boolean;
  max_qty: number | '';
  min_qty: number;
  price_html: string;
  sku: string;
  variation_description: string;
  variation_id: number;
  variation_is_active: boolean;
  variation_is_visible: boolean;
  weight: string;
  weight_html: string;
}

/** Above this many variations the product page leaves data-product_variations as `false`. */
export const INLINE_VARIATION_THRESHOLD = 30;

export function getProduct(db: DB, id: number): ProductRow | undefined {
  return db.prepare('SELECT * FROM products WHERE id = ?').get(id) as ProductRow | undefined;
}

export function getProductBySlug(db: DB, slug: string): ProductRow | undefined {
  return db.prepare("SELECT * FROM products WHERE slug = ? AND type != 'variation'").get(slug) as ProductRow | undefined;
}

export function permalink(product: Pick<ProductRow, 'slug'>): string {
  return `/product/${encodeURIComponent(product.slug)}/`;
}

export function getMeta(db: DB, productId: number): Record<string, string> {
  const rows = db.prepare('SELECT key, value FROM product_meta WHERE product_id = ?').all(productId) as Array<{ key: string; value: string }>;
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export function getAttributes(db: DB, productId: number): Attribute[] {
  const rows = db.prepare('SELECT * FROM product_attributes WHERE product_id = ? ORDER BY position').all(productId) as AttributeRow[];
  const termName = db.prepare('SELECT name FROM attribute_terms WHERE taxonomy = ? AND slug = ?');
  return rows.map((row) => {
    const values = JSON.parse(row.options) as string[];
    return {
      name: row.name,
      key: `attribute_${row.name}`,
      label: row.label,
      isTaxonomy: row.is_taxonomy === 1,
      isVariation: row.is_variation === 1,
      options: values.map((value) => ({
        value,
        label: row.is_taxonomy ? ((termName.get(row.name, value) as { name: string } | undefined)?.name ?? value) : value,
      })),
    };
  });
}

export interface VariationWithAttrs {
  row: ProductRow;
  attributes: Record<string, string>;
}

/** All variations of a parent in menu order, each with its attribute map. */
export function getVariations(db: DB, parentId: number): VariationWithAttrs[] {
  const rows = db.prepare("SELECT * FROM products WHERE parent_id = ? AND type = 'variation' ORDER BY menu_order, id").all(parentId) as ProductRow[];
  const attrRows = db.prepare(`SELECT va.variation_id, va.attribute_name, va.value FROM variation_attributes va
    JOIN products p ON p.id = va.variation_id
    LEFT JOIN product_attributes pa ON pa.product_id = p.parent_id AND 'attribute_' || pa.name = va.attribute_name
    WHERE p.parent_id = ? ORDER BY va.variation_id, pa.position`).all(parentId) as Array<{ variation_id: number; attribute_name: string; value: string }>;
  const byId = new Map<number, Record<string, string>>();
  for (const a of attrRows) {
    const map = byId.get(a.variation_id) ?? {};
    map[a.attribute_name] = a.value;
    byId.set(a.variation_id, map);
  }
  return rows.map((row) => ({ row, attributes: byId.get(row.id) ?? {} }));
}

export function countVariations(db: DB, parentId: number): number {
  return (db.prepare("SELECT COUNT(*) AS n FROM products WHERE parent_id = ? AND type = 'variation'").get(parentId) as { n: number }).n;
}

export function variationAttributes(db: DB, variationId: number): Record<string, string> {
  const rows = db.prepare(`SELECT va.attribute_name, va.value FROM variation_attributes va JOIN products p ON p.id = va.variation_id
    LEFT JOIN product_attributes pa ON pa.product_id = p.parent_id AND 'attribute_' || pa.name = va.attribute_name
    WHERE va.variation_id = ? ORDER BY pa.position`).all(variationId) as Array<{ attribute_name: string; value: string }>;
  return Object.fromEntries(rows.map((r) => [r.attribute_name, r.value]));
}

/** The first variation in menu order whose attributes match the chosen ones ('' matches anything). */
export function findMatchingVariation(variations: VariationWithAttrs[], chosen: Record<string, string>): VariationWithAttrs | undefined {
  return variations.find((v) => Object.entries(v.attributes).every(([name, value]) => value === '' || chosen[name] === value));
}

export function isPurchasable(p: ProductRow): boolean {
  return p.purchasable === 1 && p.price !== '' && p.active === 1;
}

export function isInStock(p: ProductRow): boolean {
  return p.stock_status !== 'outofstock';
}

export function backordersAllowed(p: ProductRow): boolean {
  return p.backorders !== 'no';
}

/** Max purchasable quantity, or -1 when unlimited (as the platform computes it). */
export function maxPurchaseQuantity(p: ProductRow): number {
  if (p.sold_individually) return 1;
  if (p.manage_stock && !backordersAllowed(p)) return Math.max(p.stock_qty ?? 0, 0);
  return -1;
}

export function availabilityHtml(p: ProductRow): string {
  let text = '';
  let cls = '';
  if (!isInStock(p)) {
    text = t('Out of stock');
    cls = 'out-of-stock';
  } else if (p.stock_status === 'onbackorder' || (p.manage_stock && (p.stock_qty ?? 0) <= 0 && backordersAllowed(p))) {
    text = p.backorders === 'notify' || p.stock_status === 'onbackorder' ? t('Available on backorder') : '';
    cls = 'available-on-backorder';
  } else if (p.manage_stock) {
    const qty = p.stock_qty ?? 0;
    text = p.low_stock_threshold !== null && qty <= p.low_stock_threshold ? t('Only %s left in stock', qty) : t('%s in stock', qty);
    cls = 'in-stock';
  }
  return text === '' ? '' : `<p class="stock ${cls}">${esc(text)}</p>`;
}

export function weightHtml(weight: string): string {
  return weight === '' ? t('N/A') : `${esc(weight)} kg`;
}

export function dimensionsHtml(d: { length: string; width: string; height: string }): string {
  const parts = [d.length, d.width, d.height].filter((v) => v !== '');
  return parts.length === 0 ? t('N/A') : `${parts.map(esc).join(' &times; ')} cm`;
}

export const IMAGE_SIZE = { full: 800, single: 600, thumb: 300, gallery: 100 } as const;

export function imageFor(p: Pick<ProductRow, 'id' | 'name' | 'image'>): { id: number; image: VariationImage } {
  if (p.image === '') {
    return {
      id: 0,
      image: { title: '', caption: '', url: '', alt: '', src: '', srcset: '', sizes: '', full_src: '', full_src_w: '', full_src_h: '',
        gallery_thumbnail_src: '', gallery_thumbnail_src_w: '', gallery_thumbnail_src_h: '', thumb_src: '', thumb_src_w: '',
        thumb_src_h: '', src_w: '', src_h: '' },
    };
  }
  const url = p.image;
  return {
    id: p.id,
    image: {
      title: p.name,
      caption: '',
      url,
      alt: p.name,
      src: `${url}?w=${IMAGE_SIZE.single}`,
      srcset: `${url}?w=${IMAGE_SIZE.single} ${IMAGE_SIZE.single}w, ${url}?w=${IMAGE_SIZE.thumb} ${IMAGE_SIZE.thumb}w, ${url} ${IMAGE_SIZE.full}w`,
      sizes: `(max-width: ${IMAGE_SIZE.single}px) 100vw, ${IMAGE_SIZE.single}px`,
      full_src: url,
      full_src_w: IMAGE_SIZE.full,
      full_src_h: IMAGE_SIZE.full,
      gallery_thumbnail_src: `${url}?w=${IMAGE_SIZE.gallery}`,
      gallery_thumbnail_src_w: IMAGE_SIZE.gallery,
      gallery_thumbnail_src_h: IMAGE_SIZE.gallery,
      thumb_src: `${url}?w=${IMAGE_SIZE.thumb}`,
      thumb_src_w: IMAGE_SIZE.thumb,
      thumb_src_h: IMAGE_SIZE.thumb,
      src_w: IMAGE_SIZE.single,
      src_h: IMAGE_SIZE.single,
    },
  };
}

/** Whether the parent's variations differ in price (otherwise price_html is '' as on the platform). */
export function showVariationPrice(variations: VariationWithAttrs[]): boolean {
  const prices = new Set(variations.filter((v) => v.row.price !== '').map((v) => `${v.row.price}|${v.row.regular_price}`));
  return prices.size > 1;
}

/** Build the variation object of the platform's get_variation call (and of data-product_variations). */
export function buildVariationObject(variation: VariationWithAttrs, parent: ProductRow, showPrice: boolean): VariationObject {
  const v = variation.row;
  const weight = v.weight !== '' ? v.weight : parent.weight;
  const ownDims = v.length !== '' || v.width !== '' || v.height !== '';
  const dimensions = ownDims
    ? { length: v.length, width: v.width, height: v.height }
    : { length: parent.length, width: parent.width, height: parent.height };
  const image = imageFor(v.image !== '' ? v : parent);
  const max = maxPurchaseQuantity(v);
  return {
    attributes: variation.attributes,
    availability_html: availabilityHtml(v),
    backorders_allowed: backordersAllowed(v),
    dimensions,
    dimensions_html: dimensionsHtml(dimensions),
    display_price: v.price === '' ? 0 : Number(v.price),
    display_regular_price: v.regular_price === '' ? 0 : Number(v.regular_price),
    image: image.image,
    image_id: image.id,
    is_downloadable: false,
    is_in_stock: isInStock(v),
    is_purchasable: isPurchasable(v),
    is_sold_individually: v.sold_individually ? 'yes' : 'no',
    is_virtual: false,
    max_qty: max > 0 ? max : '',
    min_qty: 1,
    price_html: showPrice ? `<span class="price">${priceHtml(v.regular_price, v.price)}</span>` : '',
    sku: v.sku !== '' ? v.sku : parent.sku,
    variation_description: paragraphs(v.description),
    variation_id: v.id,
    variation_is_active: v.active === 1,
    // As the platform: a variation is visible when it is published and has a price.
    variation_is_visible: v.visible === 1 && v.price !== '',
    weight,
    weight_html: weightHtml(weight),
  };
}

/** Price range of a variable product over its variations with a price. */
export function priceRange(db: DB, parentId: number): { min: number; max: number } | undefined {
  const row = db.prepare("SELECT MIN(CAST(price AS REAL)) AS min, MAX(CAST(price AS REAL)) AS max FROM products WHERE parent_id = ? AND type = 'variation' AND price != ''").get(parentId) as { min: number | null; max: number | null };
  return row.min === null || row.max === null ? undefined : { min: row.min, max: row.max };
}
