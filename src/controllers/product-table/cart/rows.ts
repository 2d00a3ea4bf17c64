/**
 * The row model every part of the table's cart side shares: which product a row sells, its
 * cart buttons and the reasons that hold them disabled (§4.7), its chosen variation (§3.3), its
 * quantity control and unit price. Parts talk through this model and the DOM's own events, never
 * through each other's state.
 */
import { parseAmount } from '../../../core/price/index.ts';
import type { TableMoneyFormat } from '../../../core/product-table/money.ts';
import { nypFormat } from '../../../core/product-table/nyp.ts';
import type { TableCartSettings } from '../../../core/product-table/cart-settings.ts';
import { isAvailableVariation, type TableVariation } from '../../../core/product-table/variation.ts';
import type { TableContext } from '../context.ts';

/** The reasons of §4.7, in the add-on's class names (`{prefix}-{reason}` on each cart button). */
export const DISABLE_REASONS = [
  'out-of-stock',
  'all-variations-out-of-stock',
  'variation-out-of-stock',
  'no-variation-selected',
  'quantity-input-error',
] as const;
export type DisableReason = (typeof DISABLE_REASONS)[number];

/** The link codes of §3.13 that act on the cart; every other code navigates. */
export const CART_LINK_CODES = ['cart_ajax', 'cart_redirect', 'cart_refresh', 'cart_checkout'] as const;
export type CartLinkCode = (typeof CART_LINK_CODES)[number];

export interface CartContext extends TableContext {
  readonly cartSettings: TableCartSettings;
  readonly money: TableMoneyFormat;
  /** `{prefix}-{name}`: the add-on's class and attribute names under the table's prefix. */
  cls(name: string): string;
}

/** One part of the cart side: started with the table's content, stopped before it is replaced. */
export interface CartPart {
  name: string;
  start(ctx: CartContext): void | (() => void);
}

/**
 * The selector of a control by its class (`{prefix}-{name}`), never a table cell: a column's cells
 * carry `{prefix}-{column}` (`td.wcpt-remove`, `td.wcpt-total`), the same name as the control inside.
 */
export function controlSelector(prefix: string, name: string): string {
  return `.${prefix}-${name}:not(td, th)`;
}

export function rowOf(element: Element, prefix: string): HTMLTableRowElement | null {
  return element.closest<HTMLTableRowElement>(`tr.${prefix}-row`);
}

export interface RowIdentity {
  productId: string;
  /** Set on a variation row (`data-{prefix}-variation-id`). */
  variationId: string | null;
  /** `data-{prefix}-type`: simple, variable, variation, composite, woosb… */
  type: string;
  /** `v:{variation id}` or `p:{product id}`: the selection and the cart state key the row by it. */
  key: string;
}

export function rowIdentity(row: Element, prefix: string): RowIdentity {
  const productId = row.getAttribute(`data-${prefix}-product-id`) ?? '';
  const variationId = row.getAttribute(`data-${prefix}-variation-id`) || null;
  const type = row.getAttribute(`data-${prefix}-type`) ?? '';
  return { productId, variationId, type, key: variationId ? `v:${variationId}` : `p:${productId}` };
}

/** A row's cart buttons: links whose code starts with `cart` (`data-{prefix}-link-code`). */
export function cartButtons(row: Element, prefix: string): HTMLElement[] {
  return [...row.querySelectorAll<HTMLElement>(`.${prefix}-button[data-${prefix}-link-code^="cart"]`)];
}

export function linkCode(button: Element, prefix: string): string {
  return button.getAttribute(`data-${prefix}-link-code`) ?? '';
}

export function isCartLinkCode(code: string): code is CartLinkCode {
  return (CART_LINK_CODES as readonly string[]).includes(code);
}

/**
 * Adds or clears one disable reason on the row's cart buttons; a button is disabled
 * (`{prefix}-disabled`, `aria-disabled`) while any reason remains, and enabled only when none does.
 */
export function setDisabledReason(row: Element, prefix: string, reason: DisableReason, on: boolean): void {
  for (const button of cartButtons(row, prefix)) {
    button.classList.toggle(`${prefix}-${reason}`, on);
    const disabled = DISABLE_REASONS.some((r) => button.classList.contains(`${prefix}-${r}`));
    button.classList.toggle(`${prefix}-disabled`, disabled);
    if (disabled) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
  }
}

export function disabledReasons(button: Element, prefix: string): DisableReason[] {
  return DISABLE_REASONS.filter((r) => button.classList.contains(`${prefix}-${r}`));
}

/** §3.3: what a variable row's shopper has chosen. */
export interface RowVariation {
  variation_id: number | null;
  complete_match: boolean;
  attributes: Record<string, string>;
  variation: TableVariation | null;
  variation_found: boolean;
  variation_selected: boolean;
  variation_available: boolean;
  variation_qty?: number;
}

const variations = new WeakMap<Element, RowVariation>();

/** The variation chosen on a variable row; undefined before any choice was read. */
export function rowVariation(row: Element): RowVariation | undefined {
  return variations.get(row);
}

export function setRowVariation(row: Element, state: RowVariation): void {
  variations.set(row, state);
}

/** The variation a row's choice settled on, if any. */
export function chosenVariation(state: RowVariation): TableVariation | null {
  return state.variation_selected && state.variation_found ? state.variation : null;
}

/** Whether the row's choice can go in the cart (§5.5): a found variation that can be bought. */
export function isBuyableChoice(state: RowVariation): boolean {
  const v = chosenVariation(state);
  return !!v && state.variation_available && isAvailableVariation(v);
}

/** The row's quantity control: the number input or the quantity select. */
export function quantityControl(row: Element, prefix: string): HTMLInputElement | HTMLSelectElement | null {
  return row.querySelector<HTMLInputElement | HTMLSelectElement>(`.${prefix}-quantity input.qty, .${prefix}-quantity select.${prefix}-qty-select`);
}

/** The quantity the row holds now: its control's number; 1 for a row without one; 0 when empty. */
export function rowQuantity(row: Element, prefix: string): number {
  const control = quantityControl(row, prefix);
  if (!control) return 1;
  const value = Number.parseFloat(control.value);
  return Number.isFinite(value) ? value : 0;
}

/** The name-your-price input of the row, when it has one that shows. */
export function nypInput(row: Element, prefix: string): HTMLInputElement | null {
  const input = row.querySelector<HTMLInputElement>(`input.${prefix}-name-your-price--input`);
  return input && !input.closest(`.${prefix}-hide`) ? input : null;
}

/**
 * The price of one unit: the shopper's own price on a name-your-price row (read in the shop's
 * format, so `12,75` is 12.75 as the add sends it), the chosen variation's on a variable row
 * (0 without one), else `data-{prefix}-price`.
 */
export function rowUnitPrice(row: Element, prefix: string, money: TableMoneyFormat): number {
  const nyp = nypInput(row, prefix);
  if (nyp && row.classList.contains(`${prefix}-product-has-name-your-price`)) return parseAmount(nyp.value, nypFormat(money));
  if (rowIdentity(row, prefix).type === 'variable') return rowVariation(row)?.variation?.display_price ?? 0;
  const price = Number.parseFloat(row.getAttribute(`data-${prefix}-price`) ?? '');
  return Number.isFinite(price) ? price : 0;
}

/** What else the row's add needs (§7.7): add-on, measurement and own-price fields, composite or bundle forms. */
export function rowNeeds(row: Element, prefix: string): { addons: boolean; measurement: boolean; nyp: boolean; composite: boolean; bundle: boolean } {
  const has = (name: string) => row.classList.contains(`${prefix}-${name}`);
  return {
    addons: has('product-has-addons'),
    measurement: has('product-has-measurement'),
    nyp: has('product-has-name-your-price'),
    composite: has('product-type-composite'),
    bundle: has('product-type-woosb'),
  };
}

/** The table's product rows (not child rows or category headings) in the page. */
export function productRows(container: Element, prefix: string): HTMLTableRowElement[] {
  return [...container.querySelectorAll<HTMLTableRowElement>(`table.${prefix}-table > tbody > tr.${prefix}-row:not(.${prefix}-child-row):not(.${prefix}-row--category-heading)`)];
}
