/**
 * The cart side of a product table in the add-on's markup (prefix `wcpt`): the row's cart data and flag
 * classes, the cart cells (checkbox, quantity, variation choice, price, on-sale badge, SKU, image,
 * dimensions, availability, stock, cart button, remove, in-cart count, total, name your price, the
 * add-ons / measurement form), the templates printed once per container, the add-selected bar and the
 * page-level templates. Only tables with `cart` options print this markup; the others keep part I's.
 */
import type { DB } from '../../db/index.ts';
import type { Cart } from '../cart.ts';
import { dimensionsHtml, getAttributes, imageFor, isInStock, isPurchasable, permalink, type ProductRow } from '../catalog.ts';
import { ownPriceRules, type OwnPriceRules } from '../own-price.ts';
import { bundleInStock, compositeComponents, productAddons, productMeasurement, quantityRules, type QuantityRules } from '../product-options.ts';
import { esc, formatAmount } from '../render.ts';
import type { CartOptions, TableColumn, TableConfig } from './config.ts';
import { addonFieldsHtml, jsonAttr, measurementFieldsHtml, tableVariations, variationsFormHtml, type TableVariationObject } from './forms.ts';
import type { TableRow } from './query.ts';
import { t } from '../../i18n/index.ts';

/** What the cart cells of one row need, read once per row. */
export interface CartRowData {
  variations: TableVariationObject[];
  rules: QuantityRules;
  nyp: OwnPriceRules | undefined;
  /** A variation of it is name-your-price. */
  nypVariation: TableVariationObject | undefined;
  hasAddons: boolean;
  hasMeasurement: boolean;
  inStock: boolean;
  purchasable: boolean;
  allVariationsOutOfStock: boolean;
  inCart: number;
  inCartTotal: number;
  /** Without JavaScript the row is bought on its product page (choices to make first). */
  needsChoices: boolean;
}

export interface CartCellContext {
  db: DB;
  config: TableConfig;
  options: CartOptions;
  row: TableRow;
  data: CartRowData;
}

/** The add-on's availability messages (§4.10), keyed by setting name; `[stock]` is the number. English, translated where printed. */
export const AVAILABILITY_MESSAGES = {
  out_of_stock_message: 'Out of stock',
  on_backorder_message: 'On backorder',
  on_backorder_managed_message: '[stock] left (can backorder)',
  single_stock_message: 'Only 1 left',
  low_stock_message: 'Only [stock] left',
  in_stock_managed_message: '[stock] in stock',
  in_stock_message: 'In stock',
} as const;
export type AvailabilityKey = keyof typeof AVAILABILITY_MESSAGES;

/** The store's low-stock amount, for a product without its own threshold. */
export const STORE_LOW_STOCK_AMOUNT = 2;

export const DEFAULT_STOCK_RANGE_LABELS: Array<[number, number, string]> = [[0, 0, 'Sold out'], [1, 5, 'Only [stock] left'], [6, 9999999, '[stock] in stock']];

const round2 = (n: number) => Math.round(n * 100) / 100;

export function cartRowData(db: DB, row: TableRow, cart: Cart): CartRowData {
  const variations = row.type === 'variable' ? tableVariations(db, row) : [];
  const lines = cart.lines.filter((l) => l.productId === row.id);
  const inStock = row.type === 'variable' ? variations.some((v) => v.is_in_stock) : isInStock(row) && (row.type !== 'woosb' || bundleInStock(db, row.id));
  const nyp = row.type === 'variable' ? undefined : ownPriceRules(db, row.id);
  const nypVariation = variations.find((v) => v.is_nyp);
  const hasAddons = productAddons(db, row.id).length > 0;
  const hasMeasurement = productMeasurement(db, row.id) !== undefined;
  return {
    variations,
    rules: quantityRules(db, row),
    nyp,
    nypVariation,
    hasAddons,
    hasMeasurement,
    inStock,
    purchasable: row.type === 'variable' ? variations.some((v) => v.is_purchasable) : isPurchasable(row),
    allVariationsOutOfStock: row.type === 'variable' && !inStock,
    inCart: round2(lines.reduce((n, l) => n + l.quantity, 0)),
    inCartTotal: round2(lines.reduce((n, l) => n + l.lineTotal, 0)),
    needsChoices: row.type === 'variable' || row.type === 'woosb' || row.type === 'composite' || hasAddons || hasMeasurement || !!nyp
      || compositeComponents(db, row.id).length > 0,
  };
}

/** The flag classes of a cart row. */
export function cartRowClasses(row: TableRow, data: CartRowData): string[] {
  const classes: string[] = [];
  if (data.hasAddons) classes.push('wcpt-product-has-addons');
  if (data.hasMeasurement) classes.push('wcpt-product-has-measurement');
  if (data.nyp || data.nypVariation) classes.push('wcpt-product-has-name-your-price');
  if (data.allVariationsOutOfStock) classes.push('wcpt-all-variations-out-of-stock');
  if (row.type !== 'variable' && !data.inStock && row.stock_status !== 'outofstock') classes.push('wcpt-out-of-stock');
  return classes;
}

/** `<span class="wcpt-currency">$</span><span class="wcpt-amount">12.50</span>` (the add-on's wcpt_price). */
export function wcptPrice(amount: number | null): string {
  return `<span class="wcpt-currency">$</span><span class="wcpt-amount">${amount === null ? '' : formatAmount(amount)}</span>`;
}

const priceSpan = (cls: string, amount: number | null) => `<span class="wcpt-${cls}">${wcptPrice(amount)}</span>`;
const PRICE_TEMPLATES = {
  regular: priceSpan('regular-price', null),
  sale: `<del>${priceSpan('regular-price', null)}</del> <ins>${priceSpan('sale-price', null)}</ins>`,
  variable: `${priceSpan('lowest-price', null)} <span class="wcpt-price-separator">&ndash;</span> ${priceSpan('highest-price', null)}`,
};

function priceCellHtml({ row, data }: CartCellContext): string {
  if (row.type === 'variable') {
    const prices = data.variations.filter((v) => v.variation_is_visible).map((v) => v.display_price);
    const regulars = data.variations.filter((v) => v.variation_is_visible).map((v) => v.display_regular_price);
    if (prices.length === 0) return '';
    const low = Math.min(...prices);
    const high = Math.max(...prices);
    const onSale = low === high && Math.min(...regulars) > low;
    const template = low !== high ? 'variable' : onSale ? 'sale' : 'regular';
    const inner = template === 'variable'
      ? `${priceSpan('lowest-price', low)} <span class="wcpt-price-separator">&ndash;</span> ${priceSpan('highest-price', high)}`
      : template === 'sale' ? `<del>${priceSpan('regular-price', Math.min(...regulars))}</del> <ins>${priceSpan('sale-price', low)}</ins>` : priceSpan('regular-price', low);
    return `<span class="wcpt-price wcpt-variable-switch${onSale ? ' wcpt-product-on-sale' : ''}" data-wcpt-element-id="price" data-wcpt-lowest-price="${low}" data-wcpt-highest-price="${high}"`
      + ` data-wcpt-regular-price="" data-wcpt-sale-price="" data-wcpt-variable-template="${template}">${inner}</span>`;
  }
  if (row.price === '') return '';
  const price = Number(row.price);
  const regular = row.regular_price === '' ? price : Number(row.regular_price);
  if (regular > price) {
    return `<span class="wcpt-price wcpt-product-on-sale"><del>${priceSpan('regular-price', regular)}</del> <ins>${priceSpan('sale-price', price)}</ins></span>`;
  }
  return `<span class="wcpt-price">${priceSpan('regular-price', price)}</span>`;
}

function onSaleHtml({ row }: CartCellContext): string {
  if (row.type === 'variable') {
    return '<span class="wcpt-on-sale wcpt-variable-switch wcpt-hide" data-wcpt-precision="0">&minus;<span class="wcpt-on-sale__percent-diff"></span>% (<span class="wcpt-on-sale__price-diff"></span>)</span>';
  }
  if (row.sale_price === '' || row.regular_price === '') return '';
  const diff = round2(Number(row.regular_price) - Number(row.sale_price));
  if (diff <= 0) return '';
  const percent = Math.round((diff / Number(row.regular_price)) * 100);
  return `<span class="wcpt-on-sale" data-wcpt-precision="0">&minus;<span class="wcpt-on-sale__percent-diff">${percent}</span>% (<span class="wcpt-on-sale__price-diff">$${formatAmount(diff)}</span>)</span>`;
}

function imageHtml({ row }: CartCellContext): string {
  const { image } = imageFor(row);
  if (!image.src) return '<div class="wcpt-product-image-wrapper"><img class="wcpt-product-image" src="/demo-assets/placeholder.svg" width="64" height="64" alt=""></div>';
  return `<div class="wcpt-product-image-wrapper"><img class="wcpt-product-image" src="${esc(image.thumb_src)}" srcset="${esc(image.srcset)}" sizes="64px" width="64" height="64" alt="${esc(row.name)}" loading="lazy" data-wcpt-lightbox="${esc(image.full_src)}"></div>`;
}

/** The availability rule of §4.10 a product (or a variable product's parent) falls under; undefined = hidden. */
export function availabilityOf(p: Pick<ProductRow, 'stock_status' | 'manage_stock' | 'stock_qty' | 'backorders' | 'low_stock_threshold'>, inStock: boolean, threshold: number): { key: AvailabilityKey; cls: string } | undefined {
  const stock = p.stock_qty ?? 0;
  if (!inStock) return { key: 'out_of_stock_message', cls: 'out-of-stock' };
  if (p.stock_status === 'onbackorder' && ((p.manage_stock && p.backorders === 'notify') || !p.manage_stock)) return { key: 'on_backorder_message', cls: 'on-backorder' };
  if (p.manage_stock && p.backorders !== 'no') {
    if (p.backorders === 'notify') return { key: 'on_backorder_managed_message', cls: 'on-backorder' };
    if (stock <= 0) return undefined;
    return { key: 'in_stock_message', cls: 'in-stock' };
  }
  if (p.manage_stock && stock === 1) return { key: 'single_stock_message', cls: 'low-stock' };
  if (p.manage_stock && stock <= threshold) return { key: 'low_stock_message', cls: 'low-stock' };
  if (p.manage_stock) return { key: 'in_stock_managed_message', cls: 'in-stock' };
  return { key: 'in_stock_message', cls: 'in-stock' };
}

function messageHtml(key: AvailabilityKey, stock: number | ''): string {
  return esc(t(AVAILABILITY_MESSAGES[key])).replace('[stock]', `<span class="wcpt-stock-placeholder">${stock}</span>`);
}

function availabilityHtml({ row, data }: CartCellContext): string {
  const threshold = row.low_stock_threshold ?? STORE_LOW_STOCK_AMOUNT;
  const stock = row.manage_stock ? (row.stock_qty ?? 0) : '';
  const rule = availabilityOf(row, data.inStock, threshold);
  const variable = row.type === 'variable';
  const attrs = `class="wcpt-availability${variable ? ' wcpt-variable-switch' : ''}${rule ? '' : ' wcpt-hide'}" data-wcpt-element-id="availability" data-wcpt-stock="${stock}"`
    + ` data-wcpt-low_stock_threshold="${threshold}" data-wcpt-default-message_tpl="${rule?.key ?? ''}"`;
  return `<div ${attrs}>${rule ? `<span class="wcpt-${rule.cls}">${messageHtml(rule.key, stock)}</span>` : ''}</div>`;
}

function stockHtml({ row, data, options }: CartCellContext): string {
  // The labels in the visitor's language: the element reads them again when a variation is chosen.
  const labels = (options.stock_range_labels ?? DEFAULT_STOCK_RANGE_LABELS).map(([min, max, label]): [number, number, string] => [min, max, t(label)]);
  const managed = row.type !== 'variable' && row.manage_stock === 1;
  const stock = managed ? (row.stock_qty ?? 0) : '';
  let text: string;
  if (managed) {
    const label = labels.find(([min, max]) => (stock as number) >= min && (stock as number) <= max)?.[2] ?? '[stock]';
    text = esc(label).replace('[stock]', String(stock));
  } else text = t(!data.inStock ? 'Out of stock' : row.stock_status === 'onbackorder' ? 'On backorder' : 'In stock');
  return `<span class="wcpt-stock wcpt-variable-switch" data-wcpt-stock="${stock}" data-wcpt-stock-range-labels='${jsonAttr(labels)}'>${text}</span>`;
}

function dimensionsCellHtml({ row }: CartCellContext): string {
  const has = row.length !== '' || row.width !== '' || row.height !== '';
  const text = has ? dimensionsHtml(row) : '';
  if (!has && row.type !== 'variable') return '';
  return `<span class="wcpt-dimensions wcpt-variable-switch" data-wcpt-default-dimensions="${esc(text.replace(/&times;/g, '×'))}">${text}</span>`;
}

function checkboxHtml({ row, data }: CartCellContext): string {
  if (row.type === 'woosb' || row.type === 'composite') return '';
  const disabled = row.type !== 'variable' && (!data.inStock || !data.purchasable);
  return `<div class="wcpt-cart-checkbox-wrapper"><input type="checkbox" class="wcpt-cart-checkbox${disabled ? ' wcpt-disabled' : ''}" name="wcpt-cart-checkbox" value="${row.id}"`
    + ` data-wcpt-heading-enabled="true" aria-label="${t('Select %s', esc(row.name))}"${disabled ? ` disabled title="${t('Out of stock')}"` : ''}></div>`;
}

/** A number as a quantity attribute value (no trailing zeros). */
const qty = (n: number) => String(round2(n));

function quantityHtml({ row, data, options, config }: CartCellContext): string {
  const { rules } = data;
  const name = esc(row.name);
  const initial = options.quantity.initial;
  if (options.quantity.display === 'select') {
    const top = rules.max > 0 ? rules.max : rules.min + rules.step * ((options.quantity.max_qty ?? 10) - 1);
    const values: number[] = [];
    for (let n = rules.min; n <= top + 1e-9 && values.length < 100; n = round2(n + rules.step)) values.push(n);
    const first = initial === 'empty' ? '<option value="" selected>&ndash;</option>' : initial === '0' ? '<option value="0" selected>0</option>' : '';
    const list = values.map((n, i) => `<option value="${qty(n)}"${i === 0 && initial === 'min' ? ' selected' : ''}>${qty(n)}</option>`).join('');
    return `<div class="quantity wcpt-quantity wcpt-display-type-select wcpt-hide-controls"><select class="wcpt-qty-select" data-wcpt-qty-label="" data-wcpt-max-qty="${options.quantity.max_qty ?? 10}"`
      + ` min="${qty(rules.min)}" aria-label="${t('Quantity of %s', name)}"${row.sold_individually ? ' disabled' : ''}>${first}${list}</select></div>`;
  }
  const id = `wcpt-${config.id}-qty-${row.id}`;
  const value = initial === 'min' ? qty(rules.min) : initial === 'empty' ? '' : '0';
  const max = !data.inStock ? '0' : rules.max > 0 ? qty(rules.max) : '';
  const decimal = !Number.isInteger(rules.step) || !Number.isInteger(rules.min);
  const message = (kind: 'max' | 'min' | 'step', label: string, figure: string) =>
    `<div class="wcpt-quantity-error-message wcpt-quantity-error-message--${kind}" id="${id}-${kind}">${t(label)}: <span class="wcpt-quantity-error-placeholder--${kind}">${figure}</span></div>`;
  // One per order: the field and its buttons stay at 1.
  const fixed = row.sold_individually === 1;
  const controller = (cls: string, label: string, text: string) =>
    `<button type="button" class="${cls} wcpt-qty-controller wcpt-noselect${fixed ? ' wcpt-disabled' : ''}" aria-label="${label}"${fixed ? ' disabled aria-disabled="true"' : ''}>${text}</button>`;
  return '<div class="quantity wcpt-quantity wcpt-noselect wcpt-display-type-input wcpt-controls-on-edges wcpt-hide-browser-controls">'
    + controller('wcpt-minus', t('Fewer %s', name), '&minus;')
    + `<input type="number" id="${id}" class="input-text qty text" step="${qty(rules.step)}" min="${initial === '0' ? '0' : qty(rules.min)}" data-wcpt-min="${qty(rules.min)}"`
    + ` data-wcpt-return-to-initial="1" data-wcpt-reset-on-variation-change="${initial === 'min' ? '1' : ''}" max="${max}" name="quantity" value="${value}"`
    + ` data-wcpt-initial-value="${initial}" inputmode="${decimal ? 'decimal' : 'numeric'}" autocomplete="off" aria-label="${t('Quantity of %s', name)}"`
    + ` aria-describedby="${id}-max ${id}-min ${id}-step"${fixed ? ' disabled' : ''}>`
    + controller('wcpt-plus', t('More %s', name), '+')
    + message('max', 'Max', rules.max > 0 ? qty(rules.max) : '')
    + message('min', 'Min', qty(rules.min))
    + message('step', 'Step', qty(rules.step))
    + '</div>';
}

/** "Colour: Blue, Size: Any size — $30.00 (10 in stock)" */
function variationLabel(db: DB, row: TableRow, v: TableVariationObject, withNames: boolean): string {
  const attrs = getAttributes(db, row.id).filter((a) => a.isVariation);
  const parts = attrs.map((a) => {
    const value = v.attributes[a.key] ?? '';
    const term = value === '' ? t('Any %s', a.label.toLowerCase()) : (a.options.find((o) => o.value === value)?.label ?? value);
    return withNames ? `${a.label}: ${term}` : term;
  });
  const stock = v.is_in_stock && v.availability_html ? ` (${v.availability_html.replace(/<[^>]*>/g, '')})` : '';
  return `${esc(parts.join(', '))} &mdash; $${formatAmount(v.display_price)}${esc(stock)}`;
}

const matchClass = (v: TableVariationObject) => (Object.values(v.attributes).some((x) => x === '') ? 'wcpt-partial_match' : 'wcpt-complete_match');

function selectVariationHtml(ctx: CartCellContext): string {
  const { row, data, options, db, config } = ctx;
  if (row.type !== 'variable') return '';
  const visible = data.variations.filter((v) => v.variation_is_visible);
  const name = esc(row.name);
  if (options.variation_display === 'form') {
    return `<div class="woocommerce wcpt-add-to-cart-wrapper">${variationsFormHtml(db, row, `wcpt-${config.id}-${row.id}`)}</div>`;
  }
  if (options.variation_display === 'radio') {
    const radios = visible.map((v) => {
      const out = !v.is_in_stock;
      return `<label class="wcpt-select-variation ${matchClass(v)}${out ? ' wcpt-variation-out-of-stock' : ''}" data-variation-id="${v.variation_id}"`
        + ` data-wcpt-attributes='${jsonAttr(v.attributes)}' data-wcpt-variation='${jsonAttr(v)}'>`
        + `<input class="wcpt-variation-radio" type="radio" name="wcpt-${config.id}-variation-${row.id}" value="${v.variation_id}"${out ? ' disabled' : ''}> ${variationLabel(db, row, v, false)}${out ? ` <span class="wcpt-variation-out-of-stock-label">${t('(out of stock)')}</span>` : ''}</label>`;
    }).join('');
    return `<div class="wcpt-select-varaition-radio-multiple-wrapper" role="radiogroup" aria-label="${t('Options for %s', name)}">${radios}</div>`;
  }
  const option = (v: TableVariationObject, disabled: boolean) =>
    `<option class="${matchClass(v)}" value="${v.variation_id}" data-variation-id="${v.variation_id}" data-wcpt-attributes='${jsonAttr(v.attributes)}'`
    + ` data-wcpt-variation='${jsonAttr(v)}'${disabled ? ' disabled' : ''}>${variationLabel(db, row, v, true)}</option>`;
  const inStock = visible.filter((v) => v.is_in_stock).map((v) => option(v, false)).join('');
  const outOfStock = visible.filter((v) => !v.is_in_stock).map((v) => option(v, true)).join('');
  return `<div class="wcpt-select-variation-dropdown-wrapper"><select class="wcpt-select-variation-dropdown" aria-label="${t('Options for %s', name)}">`
    + `<option value="">${t('Select')}</option>${inStock}${outOfStock ? `<optgroup label="${t('Out of stock:')}">${outOfStock}</optgroup>` : ''}</select></div>`;
}

/** The cart button's href for a link code; rows with choices to make go to their product page without JavaScript. */
function cartHref(row: TableRow, data: CartRowData, code: CartOptions['link_code']): string {
  switch (code) {
    case 'cart_ajax': return data.needsChoices ? permalink(row) : `?add-to-cart=${row.id}`;
    case 'cart_redirect': return '/cart/';
    case 'cart_checkout': return '/checkout/';
    case 'cart_refresh': return '?';
  }
}

/** English, translated where printed. */
const BUTTON_LABEL: Record<CartOptions['link_code'], string> = {
  cart_ajax: 'Add to cart', cart_redirect: 'Add & view cart', cart_checkout: 'Buy now', cart_refresh: 'Add to cart',
};

function cartButtonHtml({ row, data, options }: CartCellContext): string {
  const code = options.link_code;
  const disabled = !data.inStock || !data.purchasable;
  return `<a class="wcpt-button wcpt-noselect wcpt-button-${code}${disabled ? ' wcpt-disabled wcpt-out-of-stock' : ''}" data-wcpt-link-code="${code}" href="${esc(cartHref(row, data, code))}"`
    + ` rel="nofollow" data-product_id="${row.id}"${disabled ? ' aria-disabled="true"' : ''} aria-label="${esc(t('Add %s to your cart', row.name))}"><span class="wcpt-button-label">${esc(t(options.button_label ?? BUTTON_LABEL[code]))}</span></a>`;
}

function removeHtml({ row, data }: CartCellContext): string {
  const off = data.inCart <= 0;
  return `<button type="button" class="wcpt-remove${off ? ' wcpt-disabled' : ''}"${off ? ' aria-disabled="true"' : ''} aria-label="${esc(t('Remove %s from your cart', row.name))}">&times;</button>`;
}

function inCartHtml({ data }: CartCellContext): string {
  return `<span class="wcpt-in-cart" data-wcpt-template="${t('%s in cart', '{n}')}" data-wcpt-empty-template="">${data.inCart > 0 ? t('%s in cart', qty(data.inCart)) : ''}</span>`;
}

function totalHtml({ row, data, options }: CartCellContext): string {
  const include = !!options.total_includes_cart;
  const price = row.type === 'variable' || row.price === '' ? 0 : Number(row.price);
  const start = options.quantity.initial === 'min' && row.type !== 'variable' ? data.rules.min : 0;
  const total = round2(start * price + (include ? data.inCartTotal : 0));
  const classes = ['wcpt-total', include ? 'wcpt-total--include-total-in-cart' : '', total === 0 ? 'wcpt-total--empty' : ''].filter(Boolean).join(' ');
  return `<div class="${classes}" data-wcpt-in-cart-total="${data.inCartTotal}" data-wcpt-price="${row.type === 'variable' ? '' : price}">`
    + `<div class="wcpt-total__output">${wcptPrice(total)}</div><div class="wcpt-total__no-output">&mdash;</div></div>`;
}

function nypHtml({ row, data, config }: CartCellContext): string {
  const rules = data.nyp;
  const variation = data.nypVariation;
  if (!rules && !variation) return '';
  const min = rules ? (rules.range.min ?? '') : variation!.minimum_price;
  const max = rules ? (rules.range.max ?? '') : variation!.maximum_price;
  const suggested = rules ? rules.suggested : (variation!.suggested_price === '' ? undefined : variation!.suggested_price);
  const id = `wcpt-${config.id}-nyp-${row.id}`;
  return `<div class="wcpt-name-your-price${rules ? '' : ' wcpt-hide'}"><label for="${id}">${t('Your price')}</label>`
    + `<input type="text" id="${id}" inputmode="decimal" class="wcpt-name-your-price--input" min="${min}" max="${max}" value="${rules ? (suggested ?? '') : ''}"`
    + ` data-wcpt-product-name="${esc(row.name)}" data-wcpt-nyp-minimum-price="${min}" data-wcpt-nyp-maximum-price="${max}" aria-describedby="${id}-min ${id}-max" autocomplete="off">`
    + `<div class="wcpt-name-your-price-input-error-message wcpt-name-your-price-input-error-message--min-price" id="${id}-min" data-wcpt-error-message-template="${t('At least %s', '[min]')}"></div>`
    + `<div class="wcpt-name-your-price-input-error-message wcpt-name-your-price-input-error-message--max-price" id="${id}-max" data-wcpt-error-message-template="${t('At most %s', '[max]')}"></div>`
    + (suggested !== undefined ? `<span class="wcpt-name-your-price--suggested">${t('Suggested: %s', `<span class="wcpt-currency">$</span><span class="wcpt-amount">${formatAmount(suggested)}</span>`)}</span>` : '')
    + '</div>';
}

function cartFormHtml({ db, row, data, config }: CartCellContext): string {
  if (!data.hasAddons && !data.hasMeasurement) return '';
  const idBase = `wcpt-${config.id}-${row.id}`;
  return `<div class="woocommerce wcpt-add-to-cart-wrapper"><form class="cart" method="post" action="">${addonFieldsHtml(db, row, idBase)}${measurementFieldsHtml(db, row, idBase)}</form></div>`;
}

function skuHtml({ row }: CartCellContext): string {
  return `<span class="wcpt-sku wcpt-variable-switch" data-wcpt-sku="${esc(row.sku)}">${esc(row.sku)}</span>`;
}

/** A cart table's cell, or undefined for a kind the cart side leaves to part I (title, category…). */
export function cartCellHtml(column: TableColumn, ctx: CartCellContext): string | undefined {
  switch (column.cell) {
    case 'image': return imageHtml(ctx);
    case 'sku': return skuHtml(ctx);
    case 'price': return priceCellHtml(ctx);
    case 'on_sale': return onSaleHtml(ctx);
    case 'stock': return stockHtml(ctx);
    case 'checkbox': return checkboxHtml(ctx);
    case 'quantity': return quantityHtml(ctx);
    case 'select_variation': return selectVariationHtml(ctx);
    case 'availability': return availabilityHtml(ctx);
    case 'dimensions': return dimensionsCellHtml(ctx);
    case 'cart': return cartButtonHtml(ctx);
    case 'remove': return removeHtml(ctx);
    case 'in_cart': return inCartHtml(ctx);
    case 'total': return totalHtml(ctx);
    case 'name_your_price': return nypHtml(ctx);
    case 'cart_form': return cartFormHtml(ctx);
    default: return undefined;
  }
}

/** The heading of a cart column, when it is not its plain text (the element adds the heading checkbox). */
export function cartHeadingInner(column: TableColumn): string | undefined {
  // The checkbox and remove columns hold controls, not text: their heading is for screen readers.
  if (column.cell === 'checkbox') return `<span class="screen-reader-text">${esc(t(column.heading || 'Select'))}</span>`;
  if (column.cell === 'remove') return `<span class="screen-reader-text">${esc(t(column.heading || 'Remove'))}</span>`;
  return undefined;
}

/** The templates printed once at the end of a container: price (variable rows) and availability messages. */
export function containerTemplates(config: TableConfig, hasVariable: boolean): string {
  if (!config.cart || !hasVariable) return '';
  const out: string[] = [];
  if (config.columns.some((c) => c.cell === 'price')) {
    for (const [type, body] of Object.entries(PRICE_TEMPLATES)) {
      out.push(`<script type="text/template" data-wcpt-element-id="price" data-wcpt-price-type="${type}">${body}</script>`);
    }
  }
  if (config.columns.some((c) => c.cell === 'availability')) {
    for (const key of Object.keys(AVAILABILITY_MESSAGES) as AvailabilityKey[]) {
      out.push(`<script type="text/template" data-wcpt-element-id="availability" data-wcpt-availability-message="${key}">${messageHtml(key, '')}</script>`);
    }
  }
  return out.join('');
}

/** The local add-selected bar (above the table, after the navigation). */
export function addSelectedHtml(): string {
  return '<div class="wcpt-add-selected wcpt-add-selected--unselected"><div class="wcpt-add-selected__add">'
    + `<button type="button" class="wcpt-add-selected__add__selected wcpt-cart-checkbox-trigger--local">${t('Add selected (%1$s) to cart: %2$s', '<span class="wcpt-total-selected">0</span>', `<span class="wcpt-total-selected-cost">${wcptPrice(0)}</span>`)}</button>`
    + `<span class="wcpt-add-selected__add__unselected">${t('Select products to add them together')}</span></div>`
    + `<button type="button" class="wcpt-add-selected__select-all">${t('Select all')}</button> <button type="button" class="wcpt-add-selected__clear-all">${t('Clear all')}</button></div>`;
}

/** Printed once per page that holds a cart table: the floating add-selected bar and the loading modal. */
export function pageCartTemplates(): string {
  return '<script type="text/template" id="tmpl-wcpt-cart-checkbox-trigger"><div class="wcpt-cart-checkbox-trigger" data-wcpt-redirect-url="">'
    + `<span class="wcpt-cart-checkbox-trigger__text">${t('Add selected (%1$s) to cart: %2$s', '<span class="wcpt-total-selected"></span>', '<span class="wcpt-amount"><span class="wcpt-total-selected-cost"></span></span>')}</span>`
    + '<span class="wcpt-cart-checkbox-trigger__close">&#x2715;</span></div></script>\n'
    + '<script type="text/template" id="tmpl-wcpt-product-form-loading-modal"><div class="wcpt-modal wcpt-product-form-loading-modal" data-wcpt-product-id="{{{ data.product_id }}}">'
    + '<div class="wcpt-modal-content"><div class="wcpt-close-modal"><span class="wcpt-icon wcpt-icon-x wcpt-close-modal-icon">&#x2715;</span></div>'
    + `<span class="wcpt-product-form-loading-text"><i class="wcpt-ajax-badge" aria-hidden="true"></i>${t('Loading&hellip;')}</span></div></div></script>`;
}
