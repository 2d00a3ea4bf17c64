/**
 * Own-price products, as a name-your-price add-on keeps them: meta `_own_price` = yes, an optional
 * `_own_price_min`/`_own_price_max`, a suggested price and the decimals. The store reads the posted
 * `own_price` with the same parser as the field (the store's format: '.' decimals, ',' grouping), adds
 * the product at that amount, and refuses an amount that is no price or out of range with a notice.
 */
import { DEFAULT_PRICE_FORMAT, OWN_PRICE_TEXTS, checkOwnPrice, ownPriceMessage, type OwnPriceRange } from '../../src/core/price/index.ts';
import type { DB } from '../db/index.ts';
import { addToCart, type AddResult } from './cart.ts';
import { getMeta, getProduct, permalink, type ProductRow } from './catalog.ts';
import { esc, formatPlain } from './render.ts';
import { GERMAN_MESSAGES } from '../i18n/de.ts';
import { language, t } from '../i18n/index.ts';

/** The library's own-price messages by problem, for the German reason (the library's German texts). */
const GERMAN_OWN_PRICE = {
  invalid: GERMAN_MESSAGES.ownPriceInvalid,
  'below-minimum': GERMAN_MESSAGES.ownPriceBelowMinimum,
  'above-maximum': GERMAN_MESSAGES.ownPriceAboveMaximum,
} as const satisfies Record<keyof typeof OWN_PRICE_TEXTS, string>;

export interface OwnPriceRules {
  range: OwnPriceRange;
  suggested: number | undefined;
  decimals: number;
}

function metaNumber(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** The own-price rules of a product, or undefined when its price is not the shopper's to choose. */
export function ownPriceRules(db: DB, productId: number): OwnPriceRules | undefined {
  const meta = getMeta(db, productId);
  if (meta._own_price !== 'yes') return undefined;
  return {
    range: { min: metaNumber(meta._own_price_min), max: metaNumber(meta._own_price_max) },
    suggested: metaNumber(meta._own_price_suggested),
    decimals: metaNumber(meta._own_price_decimals) ?? DEFAULT_PRICE_FORMAT.decimals,
  };
}

export type PostedOwnPrice = { ok: true; amount: number } | { ok: false; notice: string };

/**
 * The amount posted for an own-price product. A request without the field (a listing's add link)
 * takes the suggested price; a posted text goes through the field's own rules.
 */
export function postedOwnPrice(product: ProductRow, rules: OwnPriceRules, posted: string | undefined): PostedOwnPrice {
  if (posted === undefined && rules.suggested !== undefined) return { ok: true, amount: rules.suggested };
  const result = checkOwnPrice(posted ?? '', { ...DEFAULT_PRICE_FORMAT, decimals: rules.decimals }, rules.range);
  if (!result.problem) return { ok: true, amount: result.amount };
  const texts = language() === 'de' ? GERMAN_OWN_PRICE : OWN_PRICE_TEXTS;
  const reason = ownPriceMessage(texts[result.problem], rules.range, formatPlain);
  return { ok: false, notice: t('&ldquo;%1$s&rdquo; could not be added to your cart. %2$s', esc(product.name), esc(reason)) };
}

/** Adds a product as a form posted it: an own-price product at the amount posted, once that amount is checked. */
export function addPostedToCart(db: DB, sessionId: string, id: number, quantity: number, fields: Record<string, string | undefined>): AddResult {
  const product = getProduct(db, id);
  const rules = product ? ownPriceRules(db, product.id) : undefined;
  if (!product || !rules) return addToCart(db, sessionId, id, quantity);
  const price = postedOwnPrice(product, rules, fields.own_price);
  if (!price.ok) return { ok: false, productUrl: permalink(product), reason: 'own price', notice: price.notice };
  return addToCart(db, sessionId, id, quantity, { own_price: price.amount });
}
