/**
 * What a row would put in the cart (a `CartItem`): its product or chosen variation, quantity,
 * variation attributes, and the add-on, measurement and own-price fields of its add-to-cart form.
 * Shared by the cart button, add-selected, the non-AJAX add and the product form modal.
 */
import type { CartItem } from '../../../core/product-table/cart-payload.ts';
import type { TableMoneyFormat } from '../../../core/product-table/money.ts';
import { nypFormat, nypWireAmount } from '../../../core/product-table/nyp.ts';
import type { FormValue } from '../../../core/form/encode.ts';
import { nypInput, rowIdentity, rowNeeds, rowQuantity, rowVariation } from './rows.ts';

function readJsonObject(text: string | null): Record<string, string> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : String(v ?? '')]));
  } catch {
    return {};
  }
}

/** The row's add-to-cart form (add-ons, measurement, a variations form). */
export function rowCartForm(row: Element, prefix: string): HTMLFormElement | null {
  return row.querySelector<HTMLFormElement>(`.${prefix}-add-to-cart-wrapper form`);
}

/** The add-on fields of the row's form: repeated names (`name[]`) become lists, `[]` dropped from the name. */
export function collectAddons(row: Element, prefix: string): Record<string, FormValue> {
  const form = rowCartForm(row, prefix);
  const out: Record<string, FormValue> = {};
  if (!form) return out;
  for (const [rawName, value] of new FormData(form)) {
    if (typeof value !== 'string' || !rawName.startsWith('addon-')) continue;
    const isList = rawName.endsWith('[]');
    const name = isList ? rawName.slice(0, -2) : rawName;
    if (isList) {
      const list = out[name];
      out[name] = Array.isArray(list) ? [...(list as string[]), value] : [value];
    } else out[name] = value;
  }
  return out;
}

/** The measurement calculator's inputs (`#price_calculator`). */
export function collectMeasurement(row: Element, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  const calculator = rowCartForm(row, prefix)?.querySelector('#price_calculator') ?? row.querySelector(`.${prefix}-add-to-cart-wrapper #price_calculator`);
  for (const input of calculator?.querySelectorAll<HTMLInputElement>('input[name]') ?? []) out[input.name] = input.value;
  return out;
}

/**
 * The row's item as it stands: a variable row without a chosen variation gives the product alone
 * (callers check the choice, the quantity and the own price before they send it). The own price
 * is read in the shop's format (`money`) and goes as the amount that was checked.
 */
export function rowItem(row: Element, prefix: string, money: TableMoneyFormat): CartItem {
  const id = rowIdentity(row, prefix);
  const item: CartItem = { productId: id.productId, quantity: rowQuantity(row, prefix) };
  if (id.variationId) {
    item.variationId = id.variationId;
    const attributes = readJsonObject(row.getAttribute(`data-${prefix}-variation-attributes`));
    // "Any" attributes of the variation take the term the shopper picked in the row.
    for (const picker of row.querySelectorAll<HTMLSelectElement | HTMLInputElement>(`.${prefix}-select-variation-attribute-term[data-${prefix}-attribute]`)) {
      const name = picker.getAttribute(`data-${prefix}-attribute`) ?? '';
      if (name in attributes && !attributes[name]) attributes[name] = picker.value;
    }
    if (Object.keys(attributes).length) item.attributes = attributes;
  } else if (id.type === 'variable') {
    const chosen = rowVariation(row);
    if (chosen?.variation_id) {
      item.variationId = String(chosen.variation_id);
      if (Object.keys(chosen.attributes).length) item.attributes = { ...chosen.attributes };
    }
  }
  const needs = rowNeeds(row, prefix);
  if (needs.addons) item.addons = collectAddons(row, prefix);
  if (needs.measurement) item.measurement = collectMeasurement(row, prefix);
  if (needs.nyp) {
    const input = nypInput(row, prefix);
    if (input) item.nyp = nypWireAmount(input.value, nypFormat(money));
  }
  return item;
}

/** The item as the platform's add-to-cart form fields (§7.8; the modal's pre-fill, §7.7). */
export function itemFormFields(item: CartItem): Array<[string, string]> {
  const fields: Array<[string, string]> = [
    ['add-to-cart', item.productId],
    ['product_id', item.productId],
    ['quantity', String(item.quantity)],
  ];
  if (item.variationId) fields.push(['variation_id', item.variationId]);
  for (const [name, value] of Object.entries(item.attributes ?? {})) fields.push([name, value]);
  for (const [name, value] of Object.entries(item.addons ?? {})) {
    if (Array.isArray(value)) for (const v of value) fields.push([`${name}[]`, String(v)]);
    else fields.push([name, String(value ?? '')]);
  }
  for (const [name, value] of Object.entries(item.measurement ?? {})) fields.push([name, value]);
  if (item.nyp !== undefined) fields.push(['nyp', item.nyp]);
  return fields;
}
