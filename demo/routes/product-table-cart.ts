/**
 * The product table's cart calls, answered like the add-on's server:
 * - `?wc-ajax=wcpt_cart`: the `wcpt_payload[…]` of a table (adds, quantity overwrites, removal, clearing,
 *   the modal form's submission) and the cart as the table reads it back (§3.12);
 * - `?wc-ajax=wcpt_get_product_form_modal`: a product's add-to-cart form in the add-on's modal (§7.7).
 * Faults apply to both by their names (`500@wcpt_cart`), as for every wc-ajax call.
 */
import type { Context } from 'hono';
import type { DB } from '../db/index.ts';
import type { AppEnv } from '../lib/context.ts';
import { addRequested, CHOOSE_OPTIONS_NOTICE, type AddRequest } from '../lib/cart-add.ts';
import { cartFragments, loadCart, setCartItemQuantity, syncCartCookies, type Cart } from '../lib/cart.ts';
import { getProduct } from '../lib/catalog.ts';
import { esc, formatAmount } from '../lib/render.ts';
import { productFormModal } from '../lib/table/forms.ts';
import { absint } from '../lib/validate.ts';
import { emptyAnswer, jsonAnswer, wcAjax, type AjaxFields } from './wc-ajax.ts';
import { t } from '../i18n/index.ts';

export const PAYLOAD = 'wcpt_payload';

/** A form-encoded value tree: `a[b][c]=v` → `{a: {b: {c: 'v'}}}` (PHP's reading; `[]` appends). */
export type Nested = string | { [key: string]: Nested };

export function nestedField(fields: AjaxFields, root: string): Nested | undefined {
  let out: Nested | undefined;
  for (const [key, value] of Object.entries(fields)) {
    if (key !== root && !key.startsWith(`${root}[`)) continue;
    const rest = key.slice(root.length);
    const path: string[] = [];
    const re = /\[([^\]]*)\]/gy;
    let m: RegExpExecArray | null;
    let end = 0;
    while ((m = re.exec(rest))) {
      path.push(m[1]!);
      end = re.lastIndex;
    }
    if (end !== rest.length) continue;
    if (path.length === 0) {
      out = value;
      continue;
    }
    if (out === undefined || typeof out === 'string') out = {};
    let node: { [key: string]: Nested } = out;
    path.forEach((part, i) => {
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (i === path.length - 1) node[name] = value;
      else {
        const next = node[name];
        node = typeof next === 'object' ? next : (node[name] = {});
      }
    });
  }
  return out;
}

/** PHP's encoding of the tree: a branch numbered 0…n-1 (from `name[]`) is a list. */
function asPhpJson(value: Nested): unknown {
  if (typeof value === 'string') return value;
  const keys = Object.keys(value);
  const mapped = Object.fromEntries(keys.map((k) => [k, asPhpJson(value[k]!)]));
  return keys.length > 0 && keys.every((k, i) => k === String(i)) ? keys.map((k) => mapped[k]) : mapped;
}

const objectOf = (value: Nested | undefined): Record<string, Nested> => (value && typeof value === 'object' ? value : {});
const truthy = (value: Nested | undefined) => typeof value === 'string' && value !== '' && value !== 'false' && value !== '0';
/** A branch flattened back into form names (`addon-7-note`, `gift[0]`) with string values. */
function flat(value: Nested | undefined, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries(objectOf(value))) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (typeof child === 'string') out[name] = child;
    else Object.assign(out, flat(child, name));
  }
  return out;
}

interface Refusal {
  name: string;
  notice: string;
}

/** The platform's error notices, each prefixed by the product's name as the add-on does. */
export function errorNoticeHtml(refusals: Refusal[]): string {
  if (refusals.length === 0) return '';
  const items = refusals.map((r) => `<li><span class="wcpt-error-product-name">${esc(r.name)}</span> ${r.notice}</li>`).join('');
  return `<ul class="woocommerce-error" role="alert">${items}</ul>`;
}

/** The add-on's floating cart widget (hidden while the cart is empty). */
export function cartWidgetHtml(cart: Cart): string {
  const count = cart.count;
  return `<div class="wcpt-cart-widget${count > 0 ? '' : ' wcpt-hide'}" data-wcpt-href="/cart/">`
    + '<div class="wcpt-cw-half"><div class="wcpt-cw__totals">'
    + `<span class="wcpt-cw-qty-total"><span class="wcpt-cw-figure">${count}</span><span class="wcpt-cw-text">${count === 1 ? t('Item') : t('Items')}</span></span>`
    + '<span class="wcpt-cw-separator">&nbsp;</span>'
    + `<span class="wcpt-cw-price-total"><span class="wcpt-currency">$</span><span class="wcpt-amount">${formatAmount(cart.subtotal)}</span></span>`
    + '</div></div>'
    + `<a href="/cart/" class="wcpt-cw-half no-prefetch"><span class="wcpt-cw-loading-icon" aria-hidden="true"></span><span class="wcpt-cw-view-label">${t('View Cart')}</span><span class="wcpt-cw-cart-icon" aria-hidden="true"></span></a>`
    + '</div>';
}

type InCart = Record<string, number | Record<string, string>>;
type InCartTotal = Record<string, number | Record<string, number>>;

/** `in_cart` and `in_cart_total` as PHP encodes them: `[]` when empty, variation quantities as strings. */
export function inCartOf(cart: Cart): { in_cart: InCart | []; in_cart_total: InCartTotal | [] } {
  const qty: InCart = {};
  const total: InCartTotal = {};
  const round = (n: number) => Math.round(n * 1000) / 1000;
  for (const line of cart.lines) {
    if (line.quantity <= 0) continue;
    const pid = String(line.productId);
    if (line.variationId) {
      const q = (typeof qty[pid] === 'object' ? qty[pid] : (qty[pid] = {})) as Record<string, string>;
      const t = (typeof total[pid] === 'object' ? total[pid] : (total[pid] = {})) as Record<string, number>;
      const vid = String(line.variationId);
      q[vid] = String(round(Number(q[vid] ?? 0) + line.quantity));
      t[vid] = Math.round(((t[vid] ?? 0) + line.lineTotal) * 100) / 100;
    } else {
      qty[pid] = round(((qty[pid] as number | undefined) ?? 0) + line.quantity);
      total[pid] = Math.round((((total[pid] as number | undefined) ?? 0) + line.lineTotal) * 100) / 100;
    }
  }
  return { in_cart: Object.keys(qty).length ? qty : [], in_cart_total: Object.keys(total).length ? total : [] };
}

/** The add-request of the modal form's fields (or any add-to-cart form): add-to-cart, variation_id, quantity, attribute_*, options. */
export function formAddRequest(fields: Record<string, string>): AddRequest | undefined {
  const id = absint.safeParse(fields['add-to-cart'] ?? fields.product_id ?? '');
  if (!id.success || id.data === 0) return undefined;
  const variationId = absint.safeParse(fields.variation_id ?? '0');
  const attributes = Object.fromEntries(Object.entries(fields).filter(([k]) => k.startsWith('attribute_')));
  return {
    productId: id.data,
    variationId: variationId.success && variationId.data > 0 ? variationId.data : undefined,
    quantity: fields.quantity,
    attributes,
    fields,
    nyp: fields.nyp ?? fields.own_price,
  };
}

/** Sets every line of product `pid` (or the named variations) as `overwrite_cart_qty` does; returns the variation entries left to add. */
function overwrite(db: DB, sessionId: string, pid: string, qty: Nested | undefined, variations: Record<string, Nested> | undefined): { found: boolean; leftover: Record<string, Nested> } {
  const leftover = { ...(variations ?? {}) };
  let found = false;
  const set = (key: string, value: Nested | undefined) => {
    const n = Number.parseFloat(typeof value === 'string' ? value : '');
    setCartItemQuantity(db, sessionId, key, Number.isFinite(n) ? n : 0);
  };
  for (const line of loadCart(db, sessionId).lines) {
    if (String(line.productId) !== pid) continue;
    if (line.variationId && variations && Object.keys(variations).length) {
      const vid = String(line.variationId);
      if (!(vid in variations)) continue;
      set(line.key, variations[vid]);
      delete leftover[vid];
    } else set(line.key, qty);
    found = true;
  }
  for (const [vid, value] of Object.entries(leftover)) if (value === '0') delete leftover[vid];
  return { found, leftover };
}

function processPayload(c: Context<AppEnv>, payload: Record<string, Nested>, fields: AjaxFields): Refusal[] {
  const { db } = c.get('state');
  const sessionId = c.get('session').id;
  const refusals: Refusal[] = [];
  const add = (request: AddRequest) => {
    const outcome = addRequested(db, sessionId, request);
    if (!outcome.ok && outcome.notice) refusals.push({ name: outcome.name, notice: outcome.notice });
  };
  if (truthy(payload.clear_cart)) {
    db.prepare('DELETE FROM cart_items WHERE session_id = ?').run(sessionId);
    return refusals;
  }
  if (truthy(payload.variation_form)) {
    const request = formAddRequest(fields);
    if (request) add(request);
    return refusals;
  }
  const products = objectOf(payload.products);
  const variations = objectOf(payload.variations);
  const attributes = objectOf(payload.attributes);
  const addons = objectOf(payload.addons);
  const measurement = objectOf(payload.measurement);
  const nyp = objectOf(payload.nyp);
  const overwriteMode = truthy(payload.overwrite_cart_qty);
  const pids = [...new Set([...Object.keys(products), ...Object.keys(variations)])];
  for (const pid of pids) {
    const productId = Number.parseInt(pid, 10);
    if (!Number.isFinite(productId) || productId <= 0) continue;
    const qty = products[pid];
    let toAdd = variations[pid] !== undefined ? objectOf(variations[pid]) : undefined;
    if (overwriteMode) {
      const result = overwrite(db, sessionId, pid, qty, toAdd);
      if (toAdd && Object.keys(toAdd).length) {
        if (Object.keys(result.leftover).length === 0) continue;
        toAdd = result.leftover;
      } else if (result.found || qty === '0') continue;
    }
    const options = { ...flat(addons[pid]), ...flat(measurement[pid]) };
    const product = getProduct(db, productId);
    if (product?.type === 'variable') {
      if (!toAdd || Object.keys(toAdd).length === 0) {
        refusals.push({ name: product.name, notice: t(CHOOSE_OPTIONS_NOTICE) });
        continue;
      }
      for (const [vid, vqty] of Object.entries(toAdd)) {
        const variationId = Number.parseInt(vid, 10);
        if (!Number.isFinite(variationId) || variationId <= 0) continue;
        const amount = nyp[vid] ?? nyp[pid];
        add({
          productId, variationId, quantity: typeof vqty === 'string' ? vqty : '', fields: options,
          attributes: flat(attributes[vid]), nyp: typeof amount === 'string' ? amount : undefined,
        });
      }
    } else {
      const amount = nyp[pid];
      add({ productId, quantity: typeof qty === 'string' ? qty : '', fields: options, attributes: {}, nyp: typeof amount === 'string' ? amount : undefined });
    }
  }
  return refusals;
}

wcAjax.register('wcpt_cart', (c, fields) => {
  const { db } = c.get('state');
  const sessionId = c.get('session').id;
  const posted = nestedField(fields, PAYLOAD);
  const payload = objectOf(posted);
  const refusals = processPayload(c, payload, fields);
  const tableAction = payload.products !== undefined || payload.variations !== undefined || truthy(payload.variation_form);
  const cart = loadCart(db, sessionId);
  syncCartCookies(c, cart);
  return jsonAnswer(c, {
    success: refusals.length === 0,
    cart_hash: cart.hash,
    cart_quantity: cart.count,
    ...inCartOf(cart),
    notice: tableAction ? errorNoticeHtml(refusals) : '',
    payload: posted === undefined ? [] : asPhpJson(posted),
    cart_widget: cartWidgetHtml(cart),
    fragments: cartFragments(c, cart),
    product_table_cart_action: tableAction,
  });
});

wcAjax.register('wcpt_get_product_form_modal', (c, fields) => {
  const id = absint.safeParse(fields.product_id ?? '');
  if (!id.success || id.data === 0) return emptyAnswer(c);
  const { db } = c.get('state');
  const product = getProduct(db, id.data);
  if (!product || product.type === 'variation' || product.visible !== 1 || product.active !== 1) return emptyAnswer(c);
  return c.body(productFormModal(db, product), 200, { 'Content-Type': 'text/html; charset=UTF-8' });
});
