/**
 * Adding a product as the platform's add-to-cart handlers do once the plug-ins' validation has run:
 * the quantity ('' or 0 → the product's minimum), a variation and its "any" attributes, add-on fields
 * (a required one left empty is refused), a measurement, a name-your-price amount and composite
 * choices. The product table's cart call and every page's form handler share it.
 */
import type { DB } from '../db/index.ts';
import { addToCart, type AddResult, type CartItemData } from './cart.ts';
import { findMatchingVariation, getProduct, getVariations, permalink, type ProductRow } from './catalog.ts';
import { ownPriceRules, postedOwnPrice } from './own-price.ts';
import { compositeComponents, productAddons, productMeasurement, quantityRules } from './product-options.ts';
import { esc } from './render.ts';
import { t } from '../i18n/index.ts';

/** What one add asks for. `fields` holds the posted option fields (add-ons, measurement, composite) by form name. */
export interface AddRequest {
  /** The product (a variable product's parent, or any other product). */
  productId: number;
  /** A variation of it, when chosen by id. */
  variationId?: number;
  /** As posted: '' or 0 take the product's minimum. */
  quantity: string | undefined;
  attributes: Record<string, string>;
  fields: Record<string, string>;
  /** The posted name-your-price amount (undefined when none was posted). */
  nyp?: string | undefined;
}

/** `notice` is the platform's wording (HTML; '' when the platform says nothing); `name` is the product's, for the notice's prefix. */
export type AddOutcome =
  | { ok: true; key: string; product: ProductRow }
  | { ok: false; name: string; notice: string; productUrl: string | false };

/** In English; print it through `t()`. */
export const CHOOSE_OPTIONS_NOTICE = 'Please select some product options before adding this product to your cart.';

/** A posted field by any of its spellings: `addon-7-note`, `addon-7-note[]`, `addon-7-note[0]`. */
export function fieldValue(fields: Record<string, string>, ...names: string[]): string | undefined {
  for (const name of names) {
    if (fields[name] !== undefined) return fields[name];
    for (const [key, value] of Object.entries(fields)) {
      if (key.startsWith(`${name}[`) && /^\[[^\]]*\]$/.test(key.slice(name.length))) return value;
    }
  }
  return undefined;
}

/** The quantity as the platform reads it: a whole number unless the product's step is a fraction. */
export function readQuantity(posted: string | undefined, min: number, step: number): number {
  const n = Number.parseFloat((posted ?? '').trim());
  if (!Number.isFinite(n) || n === 0) return min;
  return Number.isInteger(step) ? Math.trunc(n) : n;
}

function failure(product: ProductRow, notice: string): AddOutcome {
  return { ok: false, name: product.name, notice, productUrl: permalink(product) };
}

/** The chosen variation of a variable product: by id, else by its attributes. */
function chosenVariation(db: DB, parent: ProductRow, request: AddRequest): ProductRow | undefined {
  if (request.variationId) {
    const variation = getProduct(db, request.variationId);
    return variation && variation.type === 'variation' && variation.parent_id === parent.id ? variation : undefined;
  }
  const match = findMatchingVariation(getVariations(db, parent.id), request.attributes);
  return match?.row;
}

export function addRequested(db: DB, sessionId: string, request: AddRequest): AddOutcome {
  const parent = getProduct(db, request.productId);
  if (!parent || parent.type === 'variation' || parent.visible !== 1) {
    return { ok: false, name: parent?.name ?? '', notice: '', productUrl: false };
  }
  let target = parent;
  if (parent.type === 'variable') {
    if (!request.variationId && Object.keys(request.attributes).length === 0) return failure(parent, t(CHOOSE_OPTIONS_NOTICE));
    const variation = chosenVariation(db, parent, request);
    if (!variation) return failure(parent, t('Sorry, no products matched your selection. Please choose a different combination.'));
    target = variation;
  }
  const problems: string[] = [];
  const itemData: CartItemData = {};

  const addons: Record<string, string> = {};
  for (const addon of productAddons(db, parent.id)) {
    const value = (fieldValue(request.fields, `addon-${parent.id}-${addon.field}`, addon.field) ?? '').trim();
    if (value !== '') addons[addon.field] = value.slice(0, 200);
    else if (addon.required) problems.push(t('&quot;%s&quot; is a required field.', esc(addon.label)));
  }
  if (Object.keys(addons).length) itemData.addons = addons;

  const measurement = productMeasurement(db, parent.id);
  if (measurement) {
    const posted = (fieldValue(request.fields, measurement.field) ?? '').trim();
    const value = Number(posted);
    if (posted === '' || !Number.isFinite(value) || value <= 0) problems.push(t('Please enter the %s.', esc(measurement.label.toLowerCase())));
    else if (value < measurement.min || value > measurement.max) {
      problems.push(t('The %1$s must be between %2$s and %3$s %4$s.', esc(measurement.label.toLowerCase()), measurement.min, measurement.max, esc(measurement.unit)));
    } else itemData.measurement = { [measurement.field]: String(value) };
  }

  const components = compositeComponents(db, parent.id);
  if (components.length) {
    const chosen: Record<string, string> = {};
    for (const component of components) {
      const value = fieldValue(request.fields, `wccp_component_selection[${component.id}]`, `component_${component.id}`) ?? '';
      if (component.options.includes(Number(value))) chosen[component.id] = String(Number(value));
      else if (component.required) problems.push(t('Please choose a %s.', esc(component.title.toLowerCase())));
    }
    if (Object.keys(chosen).length) itemData.composite = chosen;
  }

  const rules = ownPriceRules(db, target.id);
  if (rules && problems.length === 0) {
    const price = postedOwnPrice(target, rules, request.nyp);
    if (!price.ok) problems.push(price.notice);
    else itemData.own_price = price.amount;
  }
  if (problems.length) return failure(target, problems.join(' '));

  const qtyRules = quantityRules(db, target);
  const quantity = readQuantity(request.quantity, qtyRules.min, qtyRules.step);
  const result = addToCart(db, sessionId, target.id, quantity, itemData, request.attributes);
  if (!result.ok) return { ok: false, name: target.name, notice: result.notice, productUrl: result.productUrl };
  return { ok: true, key: result.key, product: target };
}

/** `addRequested` for a listing's add (product id, quantity, the posted fields), answered as `addToCart` answers. */
export function addedAsForm(db: DB, sessionId: string, productId: number, quantity: number, fields: Record<string, string>): AddResult {
  const outcome = addRequested(db, sessionId, { productId, quantity: String(quantity), attributes: {}, fields, nyp: fields.nyp ?? fields.own_price });
  if (outcome.ok) return { ok: true, key: outcome.key };
  return { ok: false, productUrl: outcome.productUrl, reason: 'refused', notice: outcome.notice };
}
