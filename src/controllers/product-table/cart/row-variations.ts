/**
 * Per-row variations (§3.2, §3.3, §4.8, §4.9): a variable row's dropdown, radios or variations
 * form picks a variation. The row then shows that variation's price, sale badge, SKU, image,
 * dimensions, custom fields, stock and availability, quantity limits, own-price fields and
 * wholesale view, and its cart button and checkbox follow whether it can be bought. Without a
 * choice the server's own rendering of each of these comes back.
 */
import { availabilityOf, readStockRanges, saleDifference, stockText, type AvailabilityKey } from '../../../core/product-table/availability.ts';
import { formatFigure, formatTableMoney } from '../../../core/product-table/money.ts';
import { readTableVariation, type TableVariation } from '../../../core/product-table/variation.ts';
import { srcsetUrls } from '../../../core/variations/display.ts';
import { matchesVariation } from '../../../core/variations/index.ts';
import { triggerJQuery } from '../../../dom/events.ts';
import { adoptTableStyles } from '../../../dom/product-table/styles.ts';
import { guardUrl } from '../../../dom/url.ts';
import { setQuantityLimits } from './quantity.ts';
import { chosenVariation, isBuyableChoice, productRows, quantityControl, rowIdentity, rowOf, setDisabledReason, setRowVariation, type CartContext, type CartPart, type RowVariation } from './rows.ts';

const WHERE = 'shop-product-table';
const nothingChosen = (): RowVariation => ({
  variation_id: null, complete_match: false, attributes: {}, variation: null, variation_found: false, variation_selected: false, variation_available: false,
});

const reported = new Set<string>();
function warnOnce(message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  console.warn(`${WHERE}: ${message}`);
}

function readJson(element: Element, attribute: string): unknown {
  const text = element.getAttribute(attribute);
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    warnOnce(`the ${attribute} attribute of a <${element.localName}> is not valid JSON; it is ignored (a variation choice without its data shows the product's defaults and cannot be added).`);
    return undefined;
  }
}

function textRecord(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, v == null ? '' : String(v)]));
}

/** Server HTML read as text (tags dropped, entities decoded) in an inert template. */
function htmlText(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.textContent ?? '';
}

// ---- Reading the row's choice -------------------------------------------------------------

/** A dropdown option or radio label: one variation, carried in its own attributes. */
function carriedChoice(carrier: Element, p: string, enabled: boolean): RowVariation {
  const variation = readTableVariation(readJson(carrier, `data-${p}-variation`));
  const id = variation?.variation_id ?? (Number(carrier.getAttribute('data-variation-id')) || null);
  return {
    variation_id: id,
    complete_match: carrier.classList.contains(`${p}-complete_match`),
    attributes: textRecord(readJson(carrier, `data-${p}-attributes`)) ?? variation?.attributes ?? {},
    variation,
    variation_found: true,
    variation_selected: true,
    variation_available: enabled,
  };
}

const formLists = new WeakMap<HTMLFormElement, TableVariation[]>();

function formVariations(form: HTMLFormElement): TableVariation[] {
  let list = formLists.get(form);
  if (!list) {
    const data = readJson(form, 'data-product_variations');
    if (!Array.isArray(data)) warnOnce('a row\'s form.variations_form has no data-product_variations list; its choices match no variation.');
    list = Array.isArray(data) ? data.map(readTableVariation).filter((v): v is TableVariation => v !== null) : [];
    formLists.set(form, list);
  }
  return list;
}

/** A variations form: the chosen terms matched against its list, a variation's empty term matching any. */
function formChoice(form: HTMLFormElement): RowVariation {
  const selects = [...form.querySelectorAll<HTMLSelectElement>('.variations select')];
  const attributes = Object.fromEntries(selects.map((s) => [s.getAttribute('data-attribute_name') || s.name, s.value]));
  const selected = selects.length > 0 && selects.every((s) => s.value !== '');
  const variation = (selected && formVariations(form).find((v) => matchesVariation(v.attributes, attributes))) || null;
  const idInput = form.querySelector<HTMLInputElement>('input.variation_id');
  if (idInput) idInput.value = variation ? String(variation.variation_id) : '';
  const reset = form.querySelector<HTMLElement>('.reset_variations');
  if (reset) reset.style.visibility = selects.some((s) => s.value !== '') ? 'visible' : 'hidden';
  return {
    variation_id: variation?.variation_id ?? null,
    complete_match: true,
    attributes,
    variation,
    variation_found: !!variation,
    variation_selected: selected,
    variation_available: !!variation && variation.is_purchasable && variation.is_in_stock && variation.variation_is_visible,
  };
}

/**
 * The row's choice now, and the marks its control carries for it (the chosen radio's label, the
 * form's `variation_id` and reset link); null when the row has no variation control.
 */
function readChoice(row: Element, p: string): RowVariation | null {
  const dropdown = row.querySelector<HTMLSelectElement>(`select.${p}-select-variation-dropdown`);
  if (dropdown) {
    const option = dropdown.selectedOptions[0];
    return option?.value ? carriedChoice(option, p, !option.disabled) : nothingChosen();
  }
  const radios = [...row.querySelectorAll<HTMLInputElement>(`input.${p}-variation-radio`)];
  if (radios.length) {
    for (const radio of radios) radio.closest(`.${p}-select-variation`)?.classList.toggle(`${p}-selected`, radio.checked);
    const checked = radios.find((r) => r.checked);
    const carrier = checked?.closest(`.${p}-select-variation`);
    return checked && carrier ? carriedChoice(carrier, p, !checked.disabled) : nothingChosen();
  }
  const form = row.querySelector<HTMLFormElement>('form.variations_form');
  return form ? formChoice(form) : null;
}

// ---- Showing a variation, and the defaults ---------------------------------------------------

interface Saved {
  nodes: Node[];
  className: string;
}
const saved = new WeakMap<Element, Saved>();

/** Keeps the server's rendering of an element once, before its first change. */
function keep(element: Element): void {
  if (!saved.has(element)) saved.set(element, { nodes: [...element.childNodes].map((n) => n.cloneNode(true)), className: element.className });
}

function restore(element: Element): void {
  const s = saved.get(element);
  if (!s) return;
  element.replaceChildren(...s.nodes.map((n) => n.cloneNode(true)));
  element.className = s.className;
}

/** Replaces the element's content with text, keeping a leading property label. */
function setText(element: Element, text: string, p: string): void {
  const label = element.querySelector(`:scope > .${p}-property-label`);
  element.replaceChildren(...(label ? [label] : []), text);
}

function setAttr(element: Element, name: string, value: string | null | undefined): void {
  if (value == null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

const templates = new WeakMap<Element, DocumentFragment>();

/** The content of the table's `script[type="text/template"]` of that kind, as inert nodes; null when absent or empty. */
function template(ctx: CartContext, elementId: string | null, kind: string, value: string): DocumentFragment | null {
  const p = ctx.prefix;
  const id = elementId === null ? '' : `="${CSS.escape(elementId)}"`;
  const script = ctx.container.querySelector(`script[type="text/template"][data-${p}-element-id${id}][data-${p}-${kind}="${value}"]`);
  if (!script) return null;
  let content = templates.get(script);
  if (!content) {
    const holder = document.createElement('template');
    holder.innerHTML = script.textContent ?? '';
    content = holder.content;
    templates.set(script, content);
  }
  return content.textContent?.trim() || content.querySelector('*') ? (content.cloneNode(true) as DocumentFragment) : null;
}

function fillAmounts(root: ParentNode, p: string, name: string, value: number | undefined, ctx: CartContext): void {
  if (value === undefined) return;
  for (const amount of root.querySelectorAll(`.${p}-${name} .${p}-amount`)) amount.textContent = formatFigure(value, ctx.money);
}

function showPrice(ctx: CartContext, element: Element, v: TableVariation): void {
  const p = ctx.prefix;
  if (v.display_price === undefined) return restore(element);
  const onSale = v.display_regular_price !== undefined && v.display_price < v.display_regular_price;
  const content = template(ctx, element.getAttribute(`data-${p}-element-id`), 'price-type', onSale ? 'sale' : 'regular');
  element.classList.toggle(`${p}-product-on-sale`, onSale);
  if (!content) return setText(element, formatTableMoney(v.display_price, ctx.money), p);
  fillAmounts(content, p, 'regular-price', v.display_regular_price ?? v.display_price, ctx);
  fillAmounts(content, p, 'sale-price', v.display_price, ctx);
  element.replaceChildren(content);
}

function showSale(ctx: CartContext, element: Element, v: TableVariation): void {
  const p = ctx.prefix;
  const precision = Number.parseInt(element.getAttribute(`data-${p}-precision`) ?? '', 10);
  const sale = saleDifference(v.display_regular_price, v.display_price, Number.isFinite(precision) ? precision : ctx.settings.on_sale_precision);
  element.classList.toggle(`${p}-hide`, !sale);
  if (!sale) return;
  for (const diff of element.querySelectorAll(`.${p}-on-sale__price-diff`)) {
    const amount = diff.querySelector(`.${p}-amount`);
    if (amount) amount.textContent = formatFigure(sale.difference, ctx.money);
    else diff.textContent = formatTableMoney(sale.difference, ctx.money);
  }
  for (const percent of element.querySelectorAll(`.${p}-on-sale__percent-diff`)) percent.textContent = String(sale.percent);
}

function showAvailability(ctx: CartContext, element: Element, v: TableVariation): void {
  const p = ctx.prefix;
  const id = element.getAttribute(`data-${p}-element-id`);
  const message = (key: AvailabilityKey) => template(ctx, id, 'availability-message', key);
  const threshold = Number.parseFloat(element.getAttribute(`data-${p}-low_stock_threshold`) ?? '');
  const shown = availabilityOf(v, (key) => message(key) !== null, Number.isFinite(threshold) ? threshold : undefined);
  const span = document.createElement('span');
  if (shown.stockClass) span.className = `${p}-${shown.stockClass}`;
  const content = shown.key ? message(shown.key) : null;
  if (content) {
    for (const placeholder of content.querySelectorAll(`.${p}-stock-placeholder`)) placeholder.textContent = v.stock === undefined ? '' : String(v.stock);
    span.append(content);
  }
  const label = element.querySelector(`:scope > .${p}-property-label`);
  element.replaceChildren(...(label ? [label] : []), span);
  element.classList.toggle(`${p}-hide`, shown.hidden);
}

function showStock(ctx: CartContext, element: Element, v: TableVariation): void {
  const p = ctx.prefix;
  element.classList.toggle(`${p}-hide`, v.stock === undefined);
  if (v.stock !== undefined) setText(element, stockText(v.stock, readStockRanges(readJson(element, `data-${p}-stock-range-labels`))), p);
}

function customField(ctx: CartContext, element: Element, id: number): string {
  const values = (window as unknown as Record<string, unknown>)[`${ctx.prefix}_${ctx.tableId}_variable_switch_cf`];
  const byElement = values && typeof values === 'object' ? (values as Record<string, unknown>)[element.getAttribute(`data-${ctx.prefix}-element-id`) ?? ''] : undefined;
  return htmlText(textRecord(byElement)?.[String(id)] ?? '');
}

const MEASURES = ['height', 'width', 'length', 'weight'] as const;

/** One `.{prefix}-variable-switch` element of the row, for the chosen variation. */
function showSwitch(ctx: CartContext, element: Element, v: TableVariation): void {
  const p = ctx.prefix;
  const is = (name: string) => element.classList.contains(`${p}-${name}`);
  if (is('price')) showPrice(ctx, element, v);
  else if (is('on-sale')) showSale(ctx, element, v);
  else if (is('availability')) showAvailability(ctx, element, v);
  else if (is('stock')) showStock(ctx, element, v);
  else if (is('sku')) setText(element, v.sku || element.getAttribute(`data-${p}-sku`) || '', p);
  else if (is('gtin')) setText(element, String(v.raw[`${p}_gtin`] ?? element.getAttribute(`data-${p}-gtin`) ?? ''), p);
  else if (is('product-id')) setText(element, String(v.variation_id), p);
  else if (is('dimensions')) setText(element, htmlText(v.dimensions_html ?? ''), p);
  else if (is('custom-field')) setText(element, customField(ctx, element, v.variation_id), p);
  else {
    const measure = MEASURES.find(is);
    if (!measure) return;
    const value = measure === 'weight' ? v.weight : v.dimensions?.[measure];
    const text = value ? (element.getAttribute(`data-${p}-template`) ?? '{n}').replace('{n}', value) : (element.getAttribute(`data-${p}-empty-template`) ?? '');
    setText(element, text, p);
  }
}

interface SavedImage {
  src: string | null;
  srcset: string | null;
  sizes: string | null;
}
const images = new WeakMap<HTMLImageElement, SavedImage>();
const ZOOM_SOURCES = ['lightbox', 'offset-zoom-image-src'];

/** The image and its wrapper: the add-on prints the lightbox and offset-zoom sources on the wrapper. */
function zoomHolders(image: HTMLImageElement, p: string): Element[] {
  const wrapper = image.closest(`.${p}-product-image-wrapper`);
  return wrapper ? [image, wrapper] : [image];
}

function showImage(ctx: CartContext, image: HTMLImageElement, v: TableVariation | null): void {
  const p = ctx.prefix;
  if (!images.has(image)) images.set(image, { src: image.getAttribute('src'), srcset: image.getAttribute('srcset'), sizes: image.getAttribute('sizes') });
  const where = `${WHERE}: variation image`;
  const src = v && (v.table_image_src || v.image?.src);
  const safeSrc = src ? guardUrl(src, where, 'image') : null;
  if (!v || !safeSrc) {
    const own = images.get(image)!;
    setAttr(image, 'src', own.src);
    setAttr(image, 'srcset', own.srcset);
    setAttr(image, 'sizes', own.sizes);
    for (const holder of zoomHolders(image, p)) {
      for (const name of ZOOM_SOURCES) {
        const original = holder.getAttribute(`data-${p}-${name}--original`);
        if (original !== null) holder.setAttribute(`data-${p}-${name}`, original);
      }
    }
    return;
  }
  // The table's own image replaces the variation's image and its candidates.
  const srcset = v.table_image_src ? null : v.image?.srcset || null;
  image.setAttribute('src', safeSrc);
  setAttr(image, 'srcset', srcset && srcsetUrls(srcset).every((url) => guardUrl(url, where, 'image') !== null) ? srcset : null);
  setAttr(image, 'sizes', v.image?.sizes || null);
  const full = v.image?.full_src ? guardUrl(v.image.full_src, where, 'navigation') : null;
  for (const holder of zoomHolders(image, p)) {
    for (const name of ZOOM_SOURCES) {
      const current = holder.getAttribute(`data-${p}-${name}`);
      if (current === null || !full) continue;
      if (!holder.hasAttribute(`data-${p}-${name}--original`)) holder.setAttribute(`data-${p}-${name}--original`, current);
      holder.setAttribute(`data-${p}-${name}`, full);
    }
  }
}

/** Name-your-price (contract §9): the row class, the field's visibility, its limits and suggestion. */
function showOwnPrice(ctx: CartContext, row: HTMLElement, v: TableVariation | null): void {
  const p = ctx.prefix;
  keepRowState(row, p);
  const input = row.querySelector<HTMLInputElement>(`input.${p}-name-your-price--input`);
  const wrapper = input?.closest(`.${p}-name-your-price`) ?? input?.parentElement;
  if (wrapper) keep(wrapper);
  if (!v) {
    row.classList.toggle(`${p}-product-has-name-your-price`, rowStates.get(row)!.nyp);
    if (wrapper) restore(wrapper);
    return;
  }
  row.classList.toggle(`${p}-product-has-name-your-price`, v.is_nyp);
  if (!input || !wrapper) return;
  wrapper.classList.toggle(`${p}-hide`, !v.is_nyp);
  if (!v.is_nyp) return;
  const min = String(v.minimum_price ?? 0);
  const max = v.maximum_price === undefined ? '' : String(v.maximum_price);
  input.setAttribute('min', min);
  input.setAttribute('max', max);
  input.setAttribute(`data-${p}-nyp-minimum-price`, min);
  input.setAttribute(`data-${p}-nyp-maximum-price`, max);
  const initialField = input.getAttribute(`data-${p}-nyp-initial-value-field`);
  const initial = initialField ? v.raw[`${initialField}_price`] : undefined;
  if (typeof initial === 'number' || (typeof initial === 'string' && initial !== '')) input.value = String(initial);
  for (const suggested of wrapper.querySelectorAll(`.${p}-name-your-price--suggested`)) {
    suggested.classList.toggle(`${p}-hide`, v.suggested_price === undefined);
    const amount = suggested.querySelector(`.${p}-amount`);
    if (amount && v.suggested_price !== undefined) amount.textContent = formatFigure(v.suggested_price, ctx.money);
  }
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Wholesale (contract §3.4): the variation view and its price, original price and label. */
function showWholesale(ctx: CartContext, row: Element, v: TableVariation | null): void {
  const p = ctx.prefix;
  for (const element of row.querySelectorAll(`.${p}-wholesale:not(.${p}-cell)`)) {
    const base = `${p}-wholesale-`;
    element.classList.toggle(`${base}-variation-view-enabled`, !!v);
    element.classList.toggle(`${base}-default-view-enabled`, !v);
    const onWholesale = v?.wholesale_price !== undefined;
    element.classList.toggle(`${base}-variation-is-on-wholesale-view-enabled`, !!v && onWholesale);
    element.classList.toggle(`${base}-variation-is-not-on-wholesale-view-enabled`, !!v && !onWholesale);
    const view = element.querySelector(`.${p}-wholesale__variation-view`);
    if (!v || !view) continue;
    const has = (name: string) => element.classList.contains(`${base}-${name}`);
    const money = (amount: number | undefined) => (amount === undefined ? '' : formatTableMoney(amount, ctx.money));
    if (has('wholesale-price')) view.textContent = money(v.wholesale_price);
    else if (has('original-price')) view.textContent = money((onWholesale ? v.original_display_price : undefined) ?? v.display_price);
  }
}

interface RowState {
  price: string | null;
  nyp: boolean;
}
const rowStates = new WeakMap<Element, RowState>();

function keepRowState(row: Element, p: string): void {
  if (!rowStates.has(row)) rowStates.set(row, { price: row.getAttribute(`data-${p}-price`), nyp: row.classList.contains(`${p}-product-has-name-your-price`) });
}

/** Shows the row's choice: the variation's details or the defaults, the button's reasons and the checkbox. */
function applyChoice(ctx: CartContext, row: HTMLElement, state: RowVariation): void {
  const p = ctx.prefix;
  setRowVariation(row, state);
  keepRowState(row, p);
  const v = chosenVariation(state);
  for (const element of row.querySelectorAll(`.${p}-variable-switch`)) {
    keep(element);
    if (v) showSwitch(ctx, element, v);
    else restore(element);
  }
  for (const image of row.querySelectorAll<HTMLImageElement>(`img.${p}-product-image`)) showImage(ctx, image, v);
  setAttr(row, `data-${p}-price`, v ? String(v.display_price ?? '') : rowStates.get(row)!.price);
  showOwnPrice(ctx, row, v);
  showWholesale(ctx, row, v);
  setQuantityLimits(row, p, v ? { min: v.min_qty, max: v.max_qty, step: v.step } : null);
  // A quantity is asked for only once there is a variation in stock to take it.
  const quantityOff = !v || !v.is_in_stock;
  row.querySelector(`.${p}-quantity`)?.classList.toggle(`${p}-disabled`, quantityOff);
  const quantity = quantityControl(row, p);
  if (quantity) quantity.disabled = quantityOff || row.classList.contains(`${p}-sold-individually`);

  setDisabledReason(row, p, 'no-variation-selected', !v);
  setDisabledReason(row, p, 'variation-out-of-stock', !!v && !isBuyableChoice(state));
  setDisabledReason(row, p, 'all-variations-out-of-stock', row.classList.contains(`${p}-all-variations-out-of-stock`));

  const checkbox = row.querySelector<HTMLInputElement>(`input.${p}-cart-checkbox`);
  if (checkbox) {
    const selectable = !!v && (v.is_in_stock || v.is_on_backorder);
    checkbox.disabled = !selectable;
    checkbox.classList.toggle(`${p}-disabled`, !selectable);
    if (!selectable && checkbox.checked) {
      checkbox.checked = false;
      checkbox.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
  // Theme code reads the variation as the store sent it.
  triggerJQuery(row, { name: 'select_variation', args: [{ ...state, variation: state.variation?.raw ?? null }] });
}

function startRow(ctx: CartContext, row: HTMLElement): void {
  const p = ctx.prefix;
  if (rowIdentity(row, p).type !== 'variable') {
    if (row.classList.contains(`${p}-out-of-stock`)) setDisabledReason(row, p, 'out-of-stock', true);
    return;
  }
  const state = readChoice(row, p);
  if (state) applyChoice(ctx, row, state);
}

export const rowVariations: CartPart = {
  name: 'row-variations',
  start(ctx) {
    const p = ctx.prefix;
    const { signal } = ctx;
    adoptTableStyles(`row-variations-${p}`, `:where(.${p}-variable-switch.${p}-hide, .${p}-name-your-price.${p}-hide, .${p}-name-your-price--suggested.${p}-hide) { display: none; }`);
    const update = (target: Element) => {
      const row = rowOf(target, p);
      const state = row && readChoice(row, p);
      if (row && state) applyChoice(ctx, row, state);
    };
    const startAll = () => {
      for (const row of productRows(ctx.container, p)) startRow(ctx, row);
    };
    ctx.container.addEventListener('change', (event) => {
      const target = event.target as Element;
      if (target.matches(`select.${p}-select-variation-dropdown, input.${p}-variation-radio, form.variations_form .variations select`)) update(target);
    }, { signal });
    ctx.container.addEventListener('click', (event) => {
      const target = event.target as Element;
      // A click on the chosen radio takes the choice back (no change event fires for it by itself).
      if (target.matches(`input.${p}-variation-radio`) && target.closest(`.${p}-select-variation`)?.classList.contains(`${p}-selected`)) {
        (target as HTMLInputElement).checked = false;
        target.dispatchEvent(new Event('change', { bubbles: true }));
        return;
      }
      const reset = target.closest('form.variations_form .reset_variations');
      if (reset) {
        event.preventDefault();
        const form = reset.closest('form')!;
        for (const select of form.querySelectorAll<HTMLSelectElement>('.variations select')) select.value = '';
        update(form);
      }
    }, { signal });
    // A page restored from the back/forward cache may hold other choices than the row state.
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) startAll();
    }, { signal });
    const off = ctx.onRowsAppended((rows) => rows.forEach((row) => startRow(ctx, row)));
    startAll();
    return off;
  },
};
