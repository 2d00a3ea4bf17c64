/**
 * What a product asks of the shopper beyond a quantity, as the store's plug-ins keep it in product meta:
 * quantity rules (`_min_qty`, `_max_qty`, `_qty_step`), add-on fields (`_product_addons`), a measurement
 * (`_measurement`), bundle contents (`_woosb_ids`) and composite components (`_composite_components`).
 * Name-your-price is the own-price product of own-price.ts. Readers never throw: a bad meta value counts as absent.
 */
import type { DB } from '../db/index.ts';
import { getMeta, getProduct, maxPurchaseQuantity, type ProductRow } from './catalog.ts';

export interface QuantityRules {
  min: number;
  /** -1 when unlimited. */
  max: number;
  step: number;
}

export interface AddonField {
  /** The form name is `addon-{product id}-{field}` (`[]` after it for a checkbox). */
  field: string;
  label: string;
  type: 'text' | 'checkbox';
  required: boolean;
  /** Added to the unit price when the field has a value. */
  price: number;
}

export interface Measurement {
  /** The form field (`length_needed`). */
  field: string;
  label: string;
  unit: string;
  min: number;
  max: number;
  step: number;
}

export interface BundleItem {
  id: number;
  quantity: number;
}

export interface CompositeComponent {
  /** The form field is `wccp_component_selection[{id}]`. */
  id: string;
  title: string;
  /** Product ids the shopper chooses from; the chosen one's price is added. */
  options: number[];
  required: boolean;
}

function number(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

function json(value: string | undefined): unknown {
  if (!value) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** The quantity rules of a product or variation (a variation without its own rules has the platform's). */
export function quantityRules(db: DB, product: ProductRow, meta = getMeta(db, product.id)): QuantityRules {
  const stockMax = maxPurchaseQuantity(product);
  const ownMax = number(meta._max_qty);
  const max = ownMax !== undefined && ownMax > 0 ? (stockMax > 0 ? Math.min(ownMax, stockMax) : ownMax) : stockMax;
  const step = number(meta._qty_step);
  const min = number(meta._min_qty);
  return {
    min: product.sold_individually ? 1 : min !== undefined && min > 0 ? min : 1,
    max,
    step: step !== undefined && step > 0 ? step : 1,
  };
}

/** Whether `value` is a whole number of steps from zero (to within float noise). */
export function onStep(value: number, step: number): boolean {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
}

export function productAddons(db: DB, productId: number, meta = getMeta(db, productId)): AddonField[] {
  const list = json(meta._product_addons);
  if (!Array.isArray(list)) return [];
  return list.flatMap((item): AddonField[] => {
    if (!item || typeof item !== 'object') return [];
    const a = item as Record<string, unknown>;
    if (typeof a.field !== 'string' || typeof a.label !== 'string') return [];
    return [{ field: a.field, label: a.label, type: a.type === 'checkbox' ? 'checkbox' : 'text', required: a.required === true, price: typeof a.price === 'number' ? a.price : 0 }];
  });
}

export function productMeasurement(db: DB, productId: number, meta = getMeta(db, productId)): Measurement | undefined {
  const m = json(meta._measurement) as Record<string, unknown> | undefined;
  if (!m || typeof m.field !== 'string') return undefined;
  return {
    field: m.field,
    label: typeof m.label === 'string' ? m.label : m.field,
    unit: typeof m.unit === 'string' ? m.unit : '',
    min: typeof m.min === 'number' ? m.min : 0,
    max: typeof m.max === 'number' ? m.max : Number.POSITIVE_INFINITY,
    step: typeof m.step === 'number' ? m.step : 0,
  };
}

/** `_woosb_ids` = `id/qty,id/qty`. */
export function bundleItems(db: DB, productId: number, meta = getMeta(db, productId)): BundleItem[] {
  return (meta._woosb_ids ?? '').split(',').flatMap((part) => {
    const [id, qty] = part.split('/');
    const n = Number.parseInt(id ?? '', 10);
    const q = Number(qty ?? '1');
    return Number.isFinite(n) && n > 0 && Number.isFinite(q) && q > 0 ? [{ id: n, quantity: q }] : [];
  });
}

export function compositeComponents(db: DB, productId: number, meta = getMeta(db, productId)): CompositeComponent[] {
  const list = json(meta._composite_components);
  if (!Array.isArray(list)) return [];
  return list.flatMap((item): CompositeComponent[] => {
    if (!item || typeof item !== 'object') return [];
    const c = item as Record<string, unknown>;
    if (typeof c.id !== 'string' || typeof c.title !== 'string' || !Array.isArray(c.options)) return [];
    return [{ id: c.id, title: c.title, options: c.options.filter((o): o is number => typeof o === 'number'), required: c.required !== false }];
  });
}

/** A bundle is in stock when each of its items is available in its quantity. */
export function bundleInStock(db: DB, productId: number): boolean {
  return bundleItems(db, productId).every(({ id, quantity }) => {
    const item = getProduct(db, id);
    if (!item || item.stock_status === 'outofstock') return false;
    const max = maxPurchaseQuantity(item);
    return max < 0 || max >= quantity;
  });
}
