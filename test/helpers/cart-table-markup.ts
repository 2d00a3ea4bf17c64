/**
 * A product table with cart controls, in the markup the store prints for them (checkbox, quantity
 * input or select with its three error messages, cart button, the add-selected bar), for browser
 * tests of the cart side that need no server.
 */
import { allSelections, forgetSelected } from '../../src/controllers/product-table/cart/selection.ts';
import { fixture } from './fixture.ts';
import { waitFor } from './wait.ts';

export interface CartRowSpec {
  id: number;
  name?: string;
  price?: number;
  type?: 'simple' | 'variable' | 'variation';
  variationId?: number;
  initial?: 'min' | 'empty' | '0';
  min?: number;
  max?: number;
  step?: number;
  /** A quantity select instead of the input (options from min by step to max, or 10). */
  select?: boolean;
  /** The add-on's span controllers instead of buttons. */
  spans?: boolean;
  disabled?: boolean;
  /** No quantity control at all. */
  noQuantity?: boolean;
}

export interface CartTableOptions {
  tableId?: number;
}

const esc = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function quantityCell(row: CartRowSpec, tableId: number): string {
  const key = row.variationId ?? row.id;
  const name = esc(row.name ?? `Item ${row.id}`);
  const min = row.min ?? 1;
  const step = row.step ?? 1;
  if (row.select) {
    const last = row.max ?? 10;
    const options: string[] = [];
    for (let v = min; v <= last; v += step) options.push(`<option value="${v}">${v}</option>`);
    return `<div class="quantity wcpt-quantity wcpt-display-type-select wcpt-hide-controls"><select class="wcpt-qty-select" data-wcpt-qty-label="" data-wcpt-max-qty="10" min="${min}" aria-label="Quantity of ${name}">${options.join('')}</select></div>`;
  }
  const initial = row.initial ?? 'min';
  const value = initial === 'min' ? String(min) : initial === '0' ? '0' : '';
  const ids = ['max', 'min', 'step'].map((k) => `wcpt-${tableId}-qty-${key}-${k}`);
  const minus = row.spans ? '<span class="wcpt-minus wcpt-qty-controller wcpt-noselect"></span>' : `<button type="button" class="wcpt-minus wcpt-qty-controller wcpt-noselect" aria-label="Fewer ${name}">−</button>`;
  const plus = row.spans ? '<span class="wcpt-plus wcpt-qty-controller wcpt-noselect"></span>' : `<button type="button" class="wcpt-plus wcpt-qty-controller wcpt-noselect" aria-label="More ${name}">+</button>`;
  return `<div class="quantity wcpt-quantity wcpt-noselect wcpt-display-type-input wcpt-controls-on-edges wcpt-hide-browser-controls">${minus}<input type="number" id="wcpt-${tableId}-qty-${key}" class="input-text qty text" step="${step}" min="${initial === '0' ? 0 : min}" data-wcpt-min="${min}" data-wcpt-return-to-initial="1" data-wcpt-reset-on-variation-change="${initial === 'min' ? 1 : ''}" max="${row.max ?? ''}" name="quantity" value="${value}" data-wcpt-initial-value="${initial}" inputmode="numeric" autocomplete="off" aria-label="Quantity of ${name}" aria-describedby="${ids.join(' ')}">${plus}
<div class="wcpt-quantity-error-message wcpt-quantity-error-message--max" id="${ids[0]}">Max: <span class="wcpt-quantity-error-placeholder--max">${row.max ?? ''}</span></div>
<div class="wcpt-quantity-error-message wcpt-quantity-error-message--min" id="${ids[1]}">Min: <span class="wcpt-quantity-error-placeholder--min">${min}</span></div>
<div class="wcpt-quantity-error-message wcpt-quantity-error-message--step" id="${ids[2]}">Step: <span class="wcpt-quantity-error-placeholder--step">${step}</span></div></div>`;
}

function rowHtml(row: CartRowSpec, tableId: number): string {
  const type = row.type ?? 'simple';
  const name = esc(row.name ?? `Item ${row.id}`);
  const price = type === 'variable' ? '' : String(row.price ?? 10);
  const variation = row.variationId ? ` data-wcpt-variation-id="${row.variationId}" data-wcpt-variation-attributes='{"attribute_pa_size":"m"}'` : '';
  const box = `<div class="wcpt-cart-checkbox-wrapper"><input type="checkbox" class="wcpt-cart-checkbox${row.disabled ? ' wcpt-disabled' : ''}" name="wcpt-cart-checkbox" value="${row.id}" data-wcpt-heading-enabled="true" aria-label="Select ${name}"${row.disabled ? ' disabled title="Out of stock"' : ''}></div>`;
  const cell = (key: string, content: string) => `<td class="wcpt-cell wcpt-${key}"><div class="wcpt-cell-val">${content}</div></td>`;
  return `<tr class="wcpt-row wcpt-product-type-${type}" data-wcpt-product-id="${row.id}"${variation} data-wcpt-type="${type}" data-wcpt-price="${price}" data-wcpt-in-cart="0">${cell('checkbox', box)}${cell('title', name)}${cell('quantity', row.noQuantity ? '' : quantityCell(row, tableId))}${cell(
    'cart',
    `<a class="wcpt-button wcpt-noselect wcpt-button-cart_ajax" data-wcpt-link-code="cart_ajax" href="?add-to-cart=${row.id}" rel="nofollow" data-product_id="${row.id}" aria-label="Add ${name} to your cart"><span class="wcpt-button-label">Add to cart</span></a>`,
  )}</tr>`;
}

export function cartTableHtml(rows: readonly CartRowSpec[], { tableId = 301 }: CartTableOptions = {}): string {
  const bar = `<div class="wcpt-add-selected wcpt-add-selected--unselected"><div class="wcpt-add-selected__add"><button type="button" class="wcpt-add-selected__add__selected wcpt-cart-checkbox-trigger--local">Add selected (<span class="wcpt-total-selected">0</span>) to cart: <span class="wcpt-total-selected-cost"><span class="wcpt-currency">$</span><span class="wcpt-amount">0</span></span></button><span class="wcpt-add-selected__add__unselected">Select products to add them together</span></div><button type="button" class="wcpt-add-selected__select-all">Select all</button> <button type="button" class="wcpt-add-selected__clear-all">Clear all</button></div>`;
  const checkboxHeading = '<span class="screen-reader-text">Select</span>';
  return `<shop-product-table><div id="wcpt-${tableId}" class="wcpt wcpt-${tableId}" data-wcpt-table-id="${tableId}" data-wcpt-query-string="?" data-wcpt-sc-attrs="{}" data-wcpt-column-layout-source-map='{"laptop":"laptop","tablet":"laptop","phone":"laptop"}'>${bar}
<div class="wcpt-table-scroll-wrapper-outer wcpt-device-laptop"><div class="wcpt-table-scroll-wrapper"><table class="wcpt-table"><thead><tr class="wcpt-heading-row"><th class="wcpt-heading wcpt-checkbox">${checkboxHeading}</th><th class="wcpt-heading wcpt-title">Product</th><th class="wcpt-heading wcpt-quantity">Quantity</th><th class="wcpt-heading wcpt-cart">Cart</th></tr></thead><tbody>
${rows.map((row) => rowHtml(row, tableId)).join('\n')}
</tbody></table></div></div></div></shop-product-table>`;
}

export interface MountedCartTable {
  host: HTMLElement;
  container: HTMLElement;
  row(id: number): HTMLTableRowElement;
  qty(id: number): HTMLInputElement;
  box(id: number): HTMLInputElement;
}

/** Mounts the table and waits until its cart side has started (the heading box or the quantities are live). */
export async function mountCartTable(rows: readonly CartRowSpec[], options: CartTableOptions = {}): Promise<MountedCartTable> {
  const wrapper = fixture(`<div>${cartTableHtml(rows, options)}</div>`);
  const host = wrapper.querySelector<HTMLElement>('shop-product-table')!;
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'table not ready' });
  const container = host.querySelector<HTMLElement>('.wcpt')!;
  // The cart side is its own chunk: it has started once the heading checkbox is in.
  await waitFor(() => container.querySelector('.wcpt-cart-checkbox-heading'), { message: 'cart side not started' });
  const row = (id: number) => container.querySelector<HTMLTableRowElement>(`tr.wcpt-row[data-wcpt-product-id="${id}"]`)!;
  return {
    host,
    container,
    row,
    qty: (id) => row(id).querySelector<HTMLInputElement>('input.qty')!,
    box: (id) => row(id).querySelector<HTMLInputElement>('input.wcpt-cart-checkbox')!,
  };
}

/** A table's selection outlives its rows (that is the point): tests end with Clear all on every table shown. */
export function forgetSelections(): void {
  for (const button of document.querySelectorAll<HTMLElement>('.wcpt-add-selected__clear-all')) button.click();
  // Tables without a clear-all button: the selection is kept per table id, and the next test reuses ids.
  for (const [tableId, selection] of allSelections()) for (const key of [...selection.entries.keys()]) forgetSelected(tableId, key);
}
