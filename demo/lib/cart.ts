/** The cart model (rows in cart_items per session), cart cookies and the fragments the platform returns. */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { DB } from '../db/index.ts';
import type { AppEnv } from './context.ts';
import { getAttributes, getMeta, getProduct, isInStock, isPurchasable, backordersAllowed, variationAttributes, permalink, type ProductRow } from './catalog.ts';
import { bundleInStock, compositeComponents, onStep, productAddons, productMeasurement, quantityRules } from './product-options.ts';
import { esc, priceAmount } from './render.ts';
import { nonceFor } from './session.ts';
import { t } from '../i18n/index.ts';

/** What a line carries besides its product and attributes (the platform's cart item data). */
export interface CartItemData {
  /** The amount the shopper chose for an own-price (name-your-price) product. */
  own_price?: number;
  /** Add-on field → value (only fields with a value). */
  addons?: Record<string, string>;
  /** Measurement field → value (`length_needed` → `2.5`). */
  measurement?: Record<string, string>;
  /** Composite component → chosen product id. */
  composite?: Record<string, string>;
}

const DATA_KEYS = ['addons', 'measurement', 'composite'] as const;

export interface CartLine {
  key: string;
  productId: number;
  variationId: number;
  quantity: number;
  variation: Record<string, string>;
  itemData: CartItemData;
  /** The purchased product: the variation row for variations, the product itself otherwise. */
  product: ProductRow;
  parent: ProductRow | undefined;
  name: string;
  unitPrice: number;
  lineTotal: number;
  url: string;
  /** The item data as the cart lists it under the name ("Engraving text: For Ada", "Length needed: 2.5 m"). */
  details: Array<{ label: string; value: string }>;
}

export interface Cart {
  lines: CartLine[];
  count: number;
  subtotal: number;
  hash: string;
}

/** As the platform's cart id: the same product with other item data (another own price, add-on value…) is another line. */
export function cartItemKey(productId: number, variationId: number, variation: Record<string, string>, itemData: CartItemData = {}): string {
  const parts = [String(productId), String(variationId)];
  const entries = Object.entries(variation);
  if (entries.length) parts.push(entries.map(([k, v]) => `${k}=${v}`).join('&'));
  const data = Object.entries(itemData);
  if (data.length) parts.push(JSON.stringify(Object.fromEntries(data)));
  return createHash('md5').update(parts.join('_')).digest('hex');
}

/**
 * The `variation` column holds the line's attributes (`attribute_*`) and its item data (other
 * keys), so that a line keeps what the shopper chose without a column per add-on.
 */
function storedItem(variation: Record<string, string>, itemData: CartItemData): string {
  const stored: Record<string, unknown> = { ...variation };
  if (itemData.own_price !== undefined) stored.own_price = String(itemData.own_price);
  for (const key of DATA_KEYS) if (itemData[key]) stored[key] = itemData[key];
  return JSON.stringify(stored);
}

function stringMap(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : undefined;
}

function readStoredItem(json: string): { variation: Record<string, string>; itemData: CartItemData } {
  const stored = JSON.parse(json) as Record<string, unknown>;
  const variation: Record<string, string> = {};
  const itemData: CartItemData = {};
  for (const [key, value] of Object.entries(stored)) {
    if (key.startsWith('attribute_') && typeof value === 'string') variation[key] = value;
    else if (key === 'own_price' && Number.isFinite(Number(value))) itemData.own_price = Number(value);
    else if ((DATA_KEYS as readonly string[]).includes(key)) {
      const map = stringMap(value);
      if (map) itemData[key as (typeof DATA_KEYS)[number]] = map;
    }
  }
  return { variation, itemData };
}

/** What the shopper chose besides the attributes, in words. */
function itemDetails(db: DB, productId: number, itemData: CartItemData): Array<{ label: string; value: string }> {
  const out: Array<{ label: string; value: string }> = [];
  for (const addon of productAddons(db, productId)) {
    const value = itemData.addons?.[addon.field];
    if (value) out.push({ label: addon.label, value: addon.type === 'checkbox' ? t('Yes') : value });
  }
  const measurement = productMeasurement(db, productId);
  const length = measurement ? itemData.measurement?.[measurement.field] : undefined;
  if (measurement && length) out.push({ label: measurement.label, value: `${length} ${measurement.unit}`.trim() });
  for (const component of compositeComponents(db, productId)) {
    const chosen = itemData.composite?.[component.id];
    const part = chosen ? getProduct(db, Number(chosen)) : undefined;
    if (part) out.push({ label: component.title, value: part.name });
  }
  return out;
}

/**
 * The unit price of a line: the own price or the product's, times the measurement, plus the chosen
 * add-ons and composite components (as those plug-ins price a cart item).
 */
export function unitPriceOf(db: DB, product: ProductRow, productId: number, itemData: CartItemData): number {
  let price = itemData.own_price ?? (product.price === '' ? 0 : Number(product.price));
  const measurement = itemData.measurement ? Object.values(itemData.measurement)[0] : undefined;
  if (measurement !== undefined && Number.isFinite(Number(measurement))) price *= Number(measurement);
  if (itemData.addons) {
    for (const addon of productAddons(db, productId)) if (itemData.addons[addon.field]) price += addon.price;
  }
  for (const chosen of Object.values(itemData.composite ?? {})) {
    const part = getProduct(db, Number(chosen));
    if (part && part.price !== '') price += Number(part.price);
  }
  return Math.round(price * 100) / 100;
}

export function loadCart(db: DB, sessionId: string): Cart {
  const rows = db.prepare('SELECT * FROM cart_items WHERE session_id = ? ORDER BY added_at, rowid').all(sessionId) as Array<{
    cart_item_key: string; product_id: number; variation_id: number; quantity: number; variation: string;
  }>;
  const lines: CartLine[] = [];
  for (const row of rows) {
    const product = getProduct(db, row.variation_id || row.product_id);
    if (!product) continue;
    const parent = row.variation_id ? getProduct(db, row.product_id) : undefined;
    const { variation, itemData } = readStoredItem(row.variation);
    const unitPrice = unitPriceOf(db, product, row.product_id, itemData);
    lines.push({
      key: row.cart_item_key,
      productId: row.product_id,
      variationId: row.variation_id,
      quantity: row.quantity,
      variation,
      itemData,
      product,
      parent,
      name: product.name,
      unitPrice,
      lineTotal: Math.round(unitPrice * row.quantity * 100) / 100,
      url: parent
        ? `${permalink(parent)}?${new URLSearchParams(Object.entries(variation)).toString()}`
        : permalink(product),
      details: itemDetails(db, row.product_id, itemData),
    });
  }
  const count = Math.round(lines.reduce((n, l) => n + l.quantity, 0) * 1000) / 1000;
  const subtotal = Math.round(lines.reduce((s, l) => s + l.lineTotal, 0) * 100) / 100;
  const hash = lines.length === 0
    ? ''
    : createHash('md5').update(JSON.stringify(lines.map((l) => [l.key, l.productId, l.variationId, l.quantity, l.variation, l.itemData])) + subtotal.toFixed(2)).digest('hex');
  return { lines, count, subtotal, hash };
}

export type AddResult =
  | { ok: true; key: string }
  /** `notice`: the reason as the platform words it for the shopper (HTML; '' where the platform says nothing). */
  | { ok: false; productUrl: string | false; reason: string; notice: string };

/**
 * Add `quantity` of product `id` (a simple product or a variation by its own id) to the session's cart,
 * merging into an existing line with the same key. Mirrors the platform's checks and their notices, and
 * the quantity rules (min, max, step) of the quantity plug-in. `attributes` fills a variation's "any"
 * attributes (the platform refuses the add when one stays empty: "Size is a required field").
 */
export function addToCart(db: DB, sessionId: string, id: number, quantity: number, itemData: CartItemData = {}, attributes: Record<string, string> = {}): AddResult {
  const product = getProduct(db, id);
  if (!product) return { ok: false, productUrl: false, reason: 'unknown product', notice: '' };
  const parent = product.type === 'variation' ? getProduct(db, product.parent_id) : undefined;
  const productUrl = permalink(parent ?? product);
  const name = esc(product.name);
  const refuse = (reason: string, notice: string): AddResult => ({ ok: false, productUrl, reason, notice });
  if (!(quantity > 0)) return refuse('quantity', '');
  if (product.type === 'variable') {
    return refuse('choose options', t('Please choose product options by visiting <a href="%1$s" title="%2$s">%2$s</a>.', esc(productUrl), name));
  }
  const productId = parent ? parent.id : product.id;
  const variationId = parent ? product.id : 0;
  const variation = parent ? variationAttributes(db, product.id) : {};
  if (parent) {
    const labels = new Map(getAttributes(db, parent.id).map((a) => [a.key, a]));
    const missing: string[] = [];
    for (const [key, value] of Object.entries(variation)) {
      if (value !== '') continue;
      const chosen = attributes[key] ?? '';
      const attribute = labels.get(key);
      if (chosen === '' || (attribute && !attribute.options.some((o) => o.value === chosen))) missing.push(attribute?.label ?? key);
      else variation[key] = chosen;
    }
    if (missing.length) return refuse('attributes', t(missing.length === 1 ? '%s is a required field' : '%s are required fields', esc(missing.join(', '))));
  }
  if (!isPurchasable(product) || (parent && (parent.active !== 1))) return refuse('not purchasable', t('Sorry, this product cannot be purchased.'));
  if (!isInStock(product) || (product.type === 'woosb' && !bundleInStock(db, product.id))) return refuse('out of stock', t('You cannot add &quot;%s&quot; to the cart because the product is out of stock.', name));
  const key = cartItemKey(productId, variationId, variation, itemData);
  const existing = db.prepare('SELECT quantity FROM cart_items WHERE session_id = ? AND cart_item_key = ?').get(sessionId, key) as { quantity: number } | undefined;
  const inCartOf = () => (db.prepare('SELECT COALESCE(SUM(quantity), 0) AS n FROM cart_items WHERE session_id = ? AND (CASE WHEN variation_id > 0 THEN variation_id ELSE product_id END) = ?').get(sessionId, product.id) as { n: number }).n;
  if (product.sold_individually) {
    if (existing) {
      return refuse('sold individually', `${t('You cannot add another &quot;%s&quot; to your cart.', name)} <a href="/cart/" class="button wc-forward">${t('View cart')}</a>`);
    }
    quantity = 1;
  } else {
    const rules = quantityRules(db, product);
    const ruled = getMeta(db, product.id);
    if (quantity < rules.min) return refuse('minimum quantity', t('The minimum quantity of &quot;%1$s&quot; is %2$s.', name, rules.min));
    if (!onStep(quantity, rules.step)) return refuse('quantity step', t('&quot;%1$s&quot; is sold in steps of %2$s.', name, rules.step));
    if (ruled._max_qty !== undefined && rules.max > 0 && inCartOf() + quantity > rules.max) {
      return refuse('maximum quantity', t('The maximum quantity of &quot;%1$s&quot; is %2$s (you have %3$s in your cart).', name, rules.max, inCartOf()));
    }
  }
  if (product.manage_stock && !backordersAllowed(product)) {
    const stock = product.stock_qty ?? 0;
    if (quantity > stock) {
      return refuse('not enough stock', t('You cannot add that amount of &quot;%1$s&quot; to the cart because there is not enough stock (%2$s remaining).', name, stock));
    }
    const inCart = inCartOf();
    if (inCart + quantity > stock) {
      return refuse('not enough stock', `${t('You cannot add that amount to the cart &mdash; we have %1$s in stock and you already have %2$s in your cart.', stock, inCart)} <a href="/cart/" class="button wc-forward">${t('View cart')}</a>`);
    }
  }
  if (existing) {
    db.prepare('UPDATE cart_items SET quantity = quantity + ? WHERE session_id = ? AND cart_item_key = ?').run(quantity, sessionId, key);
  } else {
    db.prepare('INSERT INTO cart_items (session_id, cart_item_key, product_id, variation_id, quantity, variation, added_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(sessionId, key, productId, variationId, quantity, storedItem(variation, itemData), new Date().toISOString());
  }
  return { ok: true, key };
}

export function removeCartItem(db: DB, sessionId: string, key: string): boolean {
  return db.prepare('DELETE FROM cart_items WHERE session_id = ? AND cart_item_key = ?').run(sessionId, key).changes > 0;
}

export function setCartItemQuantity(db: DB, sessionId: string, key: string, quantity: number): boolean {
  if (quantity <= 0) return removeCartItem(db, sessionId, key);
  return db.prepare('UPDATE cart_items SET quantity = ? WHERE session_id = ? AND cart_item_key = ?').run(quantity, sessionId, key).changes > 0;
}

/** Keep the woocommerce_items_in_cart / woocommerce_cart_hash cookies in step with the cart. */
export function syncCartCookies(c: Context<AppEnv>, cart: Cart): void {
  if (cart.lines.length > 0) {
    if (getCookie(c, 'woocommerce_items_in_cart') !== '1' || getCookie(c, 'woocommerce_cart_hash') !== cart.hash) {
      setCookie(c, 'woocommerce_items_in_cart', '1', { path: '/' });
      setCookie(c, 'woocommerce_cart_hash', cart.hash, { path: '/' });
    }
  } else if (getCookie(c, 'woocommerce_items_in_cart') !== undefined || getCookie(c, 'woocommerce_cart_hash') !== undefined) {
    deleteCookie(c, 'woocommerce_items_in_cart', { path: '/' });
    deleteCookie(c, 'woocommerce_cart_hash', { path: '/' });
  }
}

export function removeUrl(key: string, nonce: string): string {
  return `/cart/?remove_item=${encodeURIComponent(key)}&_wpnonce=${encodeURIComponent(nonce)}`;
}

export function itemsLabel(count: number): string {
  return t(count === 1 ? '%s item' : '%s items', count);
}

/** The header count link (fragment key `a.cart-contents`). */
export function cartContentsHtml(cart: Cart): string {
  return `<a class="cart-contents" href="/cart/" title="${t('View your shopping cart')}">${priceAmount(cart.subtotal)} <span class="count">${itemsLabel(cart.count)}</span></a>`;
}

/** The mini cart, wrapper div included (fragment key `div.widget_shopping_cart_content`). */
export function miniCartHtml(cart: Cart, removeNonce: string): string {
  if (cart.lines.length === 0) {
    return `<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">${t('No products in the cart.')}</p></div>`;
  }
  const items = cart.lines.map((line) => {
    const sku = line.product.sku !== '' ? line.product.sku : (line.parent?.sku ?? '');
    const listed = [...Object.entries(line.variation).map(([k, v]) => ({ label: k.replace(/^attribute_(pa_)?/, ''), value: v })), ...line.details];
    const variationDl = listed.length
      ? `<dl class="variation">${listed.map(({ label, value }) => `<dt>${esc(label)}:</dt><dd>${esc(value)}</dd>`).join('')}</dl>`
      : '';
    const img = line.product.image || line.parent?.image || '';
    return `<li class="woocommerce-mini-cart-item mini_cart_item">`
      + `<a href="${esc(removeUrl(line.key, removeNonce))}" class="remove remove_from_cart_button" aria-label="${esc(t('Remove %s from cart', line.name))}" data-product_id="${line.productId}" data-cart_item_key="${esc(line.key)}" data-product_sku="${esc(sku)}">&times;</a>`
      + `<a href="${esc(line.url)}">${img ? `<img width="64" height="64" src="${esc(img)}" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="" />` : ''}${esc(line.name)}</a>`
      + variationDl
      + `<span class="quantity">${line.quantity} &times; ${priceAmount(line.unitPrice)}</span>`
      + `</li>`;
  }).join('');
  return '<div class="widget_shopping_cart_content">'
    + `<ul class="woocommerce-mini-cart cart_list product_list_widget">${items}</ul>`
    + `<p class="woocommerce-mini-cart__total total"><strong>${t('Subtotal:')}</strong> ${priceAmount(cart.subtotal)}</p>`
    + `<p class="woocommerce-mini-cart__buttons buttons"><a href="/cart/" class="button wc-forward">${t('View cart')}</a><a href="/checkout/" class="button checkout wc-forward">${t('Checkout')}</a></p>`
    + '</div>';
}

export function cartFragments(c: Context<AppEnv>, cart: Cart): Record<string, string> {
  return {
    'div.widget_shopping_cart_content': miniCartHtml(cart, nonceFor(c, 'woocommerce-cart')),
    'a.cart-contents': cartContentsHtml(cart),
    'span.shop-cart-quantity': `<span class="shop-cart-quantity">${cart.count}</span>`,
  };
}
