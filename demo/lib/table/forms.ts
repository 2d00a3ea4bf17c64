/**
 * The product forms a product table shows: the variation object with the table's extra fields (§3.2),
 * the variations form, the option fields (add-ons, measurement, name-your-price, composite choices,
 * bundle contents) and the add-on's product-form modal (§7.7). Row cells and the modal share them.
 */
import type { DB } from '../../db/index.ts';
import {
  backordersAllowed, buildVariationObject, getAttributes, getProduct, getVariations, isInStock, isPurchasable, permalink,
  showVariationPrice, type ProductRow, type VariationObject, type VariationWithAttrs,
} from '../catalog.ts';
import { ownPriceRules } from '../own-price.ts';
import { bundleItems, compositeComponents, productAddons, productMeasurement, quantityRules } from '../product-options.ts';
import { esc, formatPlain } from '../render.ts';
import { productPriceHtml } from '../../pages/snippets.ts';
import { t } from '../../i18n/index.ts';

export interface TableVariationObject extends VariationObject {
  step: number;
  managing_stock: boolean;
  stock: number | null;
  is_on_backorder: boolean;
  backorders_require_notification: boolean;
  is_nyp: boolean;
  minimum_price: number | '';
  maximum_price: number | '';
  suggested_price: number | '';
}

/** The platform's variation object plus what the table reads of quantities, stock and name-your-price. */
export function tableVariationObject(db: DB, variation: VariationWithAttrs, parent: ProductRow, showPrice: boolean): TableVariationObject {
  const v = variation.row;
  const rules = quantityRules(db, v);
  const nyp = ownPriceRules(db, v.id);
  return {
    ...buildVariationObject(variation, parent, showPrice),
    min_qty: rules.min,
    max_qty: rules.max > 0 ? rules.max : '',
    step: rules.step,
    managing_stock: v.manage_stock === 1,
    stock: v.manage_stock ? (v.stock_qty ?? 0) : null,
    is_on_backorder: v.stock_status === 'onbackorder',
    backorders_require_notification: v.backorders === 'notify',
    is_nyp: !!nyp,
    minimum_price: nyp?.range.min ?? '',
    maximum_price: nyp?.range.max ?? '',
    suggested_price: nyp?.suggested ?? '',
  };
}

/** The visible variations of a parent, as table variation objects, in menu order. */
export function tableVariations(db: DB, parent: ProductRow): TableVariationObject[] {
  const variations = getVariations(db, parent.id);
  const showPrice = showVariationPrice(variations);
  return variations.filter((v) => v.row.visible === 1).map((v) => tableVariationObject(db, v, parent, showPrice));
}

/** JSON for a single-quoted attribute: far shorter than `&quot;` around every key on a 10,000-row page. */
export function jsonAttr(value: unknown): string {
  return JSON.stringify(value).replace(/[&<>']/g, (ch) => (ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : '&#039;'));
}

/**
 * A variations form (the table's "form" variation display and the modal): one select per attribute,
 * Clear, the hidden variation id. `idBase` keeps ids unique when one product shows twice in a page.
 */
export function variationsFormHtml(db: DB, parent: ProductRow, idBase: string, inner = ''): string {
  const attrs = getAttributes(db, parent.id).filter((a) => a.isVariation);
  const variations = tableVariations(db, parent);
  const selects = attrs.map((a, i) => {
    const id = `${idBase}-${a.name}`;
    const options = a.options.map((o) => `<option value="${esc(o.value)}">${esc(o.label)}</option>`).join('');
    return `<div class="wcpt-variation-attribute-dropdown-wrapper"><label for="${esc(id)}">${esc(a.label)}:</label>`
      + `<select id="${esc(id)}" name="${esc(a.key)}" data-attribute_name="${esc(a.key)}" data-show_option_none="yes"><option value="">${t('Choose an option')}</option>${options}</select>`
      + (i === attrs.length - 1 ? `<a class="reset_variations" href="#" aria-label="${t('Clear options')}">${t('Clear')}</a>` : '')
      + '</div>';
  }).join('');
  return `<form class="variations_form cart" action="${esc(permalink(parent))}" method="post" enctype="multipart/form-data" data-product_id="${parent.id}" data-product_variations='${jsonAttr(variations)}'>`
    + `<div class="variations">${selects}</div>${inner}`
    + `<input type="hidden" name="variation_id" class="variation_id" value="">`
    + '</form>';
}

/** Add-on fields, named as the add-on plug-in names them (`addon-{id}-{field}`, `[]` for a checkbox). */
export function addonFieldsHtml(db: DB, product: ProductRow, idBase: string): string {
  const addons = productAddons(db, product.id);
  if (addons.length === 0) return '';
  const fields = addons.map((a) => {
    const id = `${idBase}-addon-${a.field}`;
    const price = a.price ? ` <span class="wcpt-addon-price">(+${esc(formatPlain(a.price))})</span>` : '';
    if (a.type === 'checkbox') {
      return `<p class="wc-pao-addon wc-pao-addon-checkbox"><label for="${esc(id)}"><input type="checkbox" id="${esc(id)}" class="wc-pao-addon-field wc-pao-addon-checkbox" name="addon-${product.id}-${esc(a.field)}[]" value="yes"> ${esc(a.label)}${price}</label></p>`;
    }
    return `<p class="wc-pao-addon wc-pao-addon-custom_text${a.required ? ' wc-pao-required-addon' : ''}"><label for="${esc(id)}">${esc(a.label)}${a.required ? ` <abbr class="required" title="${t('required')}">*</abbr>` : ''}${price}</label>`
      + `<input type="text" id="${esc(id)}" class="input-text wc-pao-addon-field wc-pao-addon-custom-text" name="addon-${product.id}-${esc(a.field)}" value="" maxlength="200"${a.required ? ' required data-wcpt-required="true"' : ''}></p>`;
  }).join('');
  return `<div class="wc-pao-addons-container wcpt-addons">${fields}</div>`;
}

/** The measurement calculator's field (`length_needed`), inside `#price_calculator` as the plug-in prints it. */
export function measurementFieldsHtml(db: DB, product: ProductRow, idBase: string): string {
  const m = productMeasurement(db, product.id);
  if (!m) return '';
  const id = `${idBase}-${m.field}`;
  const price = product.price === '' ? '' : ` <span class="wcpt-measurement-rate">${t('%1$s per %2$s', esc(formatPlain(Number(product.price))), esc(m.unit))}</span>`;
  return `<div id="price_calculator" class="wc-measurement-price-calculator-price-table wcpt-measurement"><label for="${esc(id)}">${esc(m.label)} (${esc(m.unit)})${price}</label>`
    + `<input type="number" id="${esc(id)}" name="${esc(m.field)}" class="amount_needed input-text" value="" min="${m.min}"${Number.isFinite(m.max) ? ` max="${m.max}"` : ''}${m.step ? ` step="${m.step}"` : ''} inputmode="decimal" autocomplete="off" required data-wcpt-required="true"></div>`;
}

/** The name-your-price field of the modal form (`nyp`). */
export function nypFieldHtml(db: DB, product: ProductRow, idBase: string): string {
  const rules = ownPriceRules(db, product.id);
  if (!rules) return '';
  const id = `${idBase}-nyp`;
  const hints = [
    rules.range.min !== undefined ? t('Minimum %s', formatPlain(rules.range.min)) : '',
    rules.range.max !== undefined ? t('maximum %s', formatPlain(rules.range.max)) : '',
  ].filter(Boolean).join(', ');
  return `<div class="nyp wcpt-nyp-field" data-minimum-price="${rules.range.min ?? ''}" data-maximum-price="${rules.range.max ?? ''}"><label for="${esc(id)}">${t('Name your price ($)')}</label>`
    + `<input type="text" inputmode="decimal" id="${esc(id)}" class="input-text nyp-input text" name="nyp" value="${rules.suggested ?? ''}" aria-describedby="${esc(id)}-hint" required>`
    + `<span class="description" id="${esc(id)}-hint">${esc(hints)}</span></div>`;
}

/** A variable product's name-your-price field: the amount of its name-your-price variation (the others ignore it). */
function variableNypField(db: DB, product: ProductRow, idBase: string): string {
  const variation = tableVariations(db, product).find((v) => v.is_nyp);
  if (!variation) return '';
  const id = `${idBase}-nyp`;
  const hints = [variation.minimum_price !== '' ? t('Minimum %s', formatPlain(variation.minimum_price)) : '', variation.maximum_price !== '' ? t('maximum %s', formatPlain(variation.maximum_price)) : ''].filter(Boolean).join(', ');
  return `<div class="nyp wcpt-nyp-field" data-minimum-price="${variation.minimum_price}" data-maximum-price="${variation.maximum_price}" data-variation-id="${variation.variation_id}"><label for="${esc(id)}">${t('Your amount ($), for your own')}</label>`
    + `<input type="text" inputmode="decimal" id="${esc(id)}" class="input-text nyp-input text" name="nyp" value="${variation.suggested_price}" aria-describedby="${esc(id)}-hint">`
    + `<span class="description" id="${esc(id)}-hint">${esc(hints)}</span></div>`;
}

/** A composite's component choices (`wccp_component_selection[{component}]`). */
export function compositeFieldsHtml(db: DB, product: ProductRow, idBase: string): string {
  const components = compositeComponents(db, product.id);
  if (components.length === 0) return '';
  return `<div class="composite_data wcpt-composite">${components.map((component) => {
    const id = `${idBase}-component-${component.id}`;
    const options = component.options.map((oid) => getProduct(db, oid)).filter((o): o is ProductRow => !!o).map((o) =>
      `<option value="${o.id}"${isInStock(o) ? '' : ' disabled'}>${esc(o.name)} (+${esc(formatPlain(Number(o.price || 0)))})</option>`).join('');
    return `<div class="composite_component component"><label for="${esc(id)}">${esc(component.title)}${component.required ? ` <abbr class="required" title="${t('required')}">*</abbr>` : ''}</label>`
      + `<select id="${esc(id)}" name="wccp_component_selection[${esc(component.id)}]"${component.required ? ' required' : ''}><option value="">${t('Choose a %s', esc(component.title.toLowerCase()))}</option>${options}</select></div>`;
  }).join('')}</div>`;
}

/** What a bundle holds. */
export function bundleContentsHtml(db: DB, product: ProductRow): string {
  const items = bundleItems(db, product.id);
  if (items.length === 0) return '';
  const list = items.map(({ id, quantity }) => {
    const item = getProduct(db, id);
    return item ? `<li class="woosb-product" data-id="${id}" data-qty="${quantity}"><span class="woosb-qty">${quantity} &times;</span> <a href="${esc(permalink(item))}">${esc(item.name)}</a></li>` : '';
  }).join('');
  return `<div class="woosb-wrap"><p class="woosb-before-text">${t('This bundle holds:')}</p><ul class="woosb-products">${list}</ul>`
    + `<input type="hidden" name="woosb_ids" class="woosb-ids" value="${esc(items.map((i) => `${i.id}/${i.quantity}`).join(','))}"></div>`;
}

/** Every option field of a product (the modal form and the rows' add-to-cart wrapper). */
export function optionFieldsHtml(db: DB, product: ProductRow, idBase: string): string {
  return bundleContentsHtml(db, product) + compositeFieldsHtml(db, product, idBase) + addonFieldsHtml(db, product, idBase)
    + measurementFieldsHtml(db, product, idBase) + nypFieldHtml(db, product, idBase);
}

function modalQuantity(product: ProductRow, rules: ReturnType<typeof quantityRules>, id: string): string {
  if (product.sold_individually) return '<div class="quantity"><input type="hidden" name="quantity" value="1"></div>';
  return `<div class="quantity"><label class="screen-reader-text" for="${esc(id)}">${t('%s quantity', esc(product.name))}</label>`
    + `<input type="number" id="${esc(id)}" class="input-text qty text" name="quantity" value="${rules.min}" min="${rules.min}" max="${rules.max > 0 ? rules.max : ''}" step="${rules.step}" inputmode="${Number.isInteger(rules.step) ? 'numeric' : 'decimal'}" autocomplete="off"></div>`;
}

/** The add-on's modal (§7.7) holding the product's own add-to-cart form. */
export function productFormModal(db: DB, product: ProductRow): string {
  const idBase = `wcpt-modal-${product.id}`;
  const rules = quantityRules(db, product);
  let form: string;
  if (product.type === 'variable') {
    const inner = '<div class="single_variation_wrap"><div class="woocommerce-variation single_variation" role="status" aria-live="polite"></div>'
      + '<div class="woocommerce-variation-add-to-cart variations_button">'
      + addonFieldsHtml(db, product, idBase) + measurementFieldsHtml(db, product, idBase)
      + variableNypField(db, product, idBase)
      + modalQuantity(product, rules, `${idBase}-qty`)
      + `<button type="submit" class="single_add_to_cart_button button alt disabled wc-variation-selection-needed">${t('Add to cart')}</button>`
      + `<input type="hidden" name="add-to-cart" value="${product.id}"><input type="hidden" name="product_id" value="${product.id}">`
      + '</div></div>';
    form = variationsFormHtml(db, product, idBase, inner);
  } else {
    const available = isPurchasable(product) && isInStock(product);
    form = available
      ? `<form class="cart" action="" method="post" enctype="multipart/form-data">${optionFieldsHtml(db, product, idBase)}${modalQuantity(product, rules, `${idBase}-qty`)}`
        + `<button type="submit" name="add-to-cart" value="${product.id}" class="single_add_to_cart_button button alt">${t('Add to cart')}</button></form>`
      : `<p class="stock out-of-stock">${t(backordersAllowed(product) ? 'Unavailable' : 'Out of stock')}</p>`;
  }
  const price = productPriceHtml(db, product);
  return `<div class="wcpt-product-form wcpt-modal" data-wcpt-product-id="${product.id}" role="dialog" aria-modal="true" aria-labelledby="${idBase}-title">`
    + '<div class="wcpt-modal-content">'
    + `<button type="button" class="wcpt-close-modal" aria-label="${t('Close')}"><span class="wcpt-icon wcpt-icon-x wcpt-close-modal-icon" aria-hidden="true">&#x2715;</span></button>`
    + `<span class="wcpt-product-form-title" id="${idBase}-title">${esc(product.name)} <span class="wcpt-product-form-price">${price}</span></span>`
    + form
    + '</div></div>';
}

