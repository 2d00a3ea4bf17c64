/**
 * The product table's wishlist (§4.13, §5.8, §7.12): which list entry a row's toggle stands for,
 * the form body of the wishlist call, its answer, and the page settings it reads. The toggle is
 * keyed as the add-on keys it: by the variation when the row has one, by the product otherwise.
 */
import { MESSAGES } from '../messages/index.ts';
import type { FormValue } from '../form/encode.ts';

/** The entry a toggle adds or removes: a variation id when there is one, else the product id. */
export function wishlistKey(productId: string, variationId: string | null): string {
  return variationId || productId;
}

export type WishlistAction = 'addto' | 'remove';

export interface WishlistRequest {
  action: WishlistAction;
  /** `data-{prefix}-type` of the row: simple, variable, variation… */
  productType: string;
  productId: string;
  /** The row's variation (a variation row's own, or the choice on a variable row). */
  variationId: string | null;
  /** The variation's attributes (`attribute_pa_color` → `red`), sent inside `form`. */
  attributes: Readonly<Record<string, string>>;
}

/**
 * §7.12: the body of the wishlist call. The wishlist id and name are empty (the shopper's default
 * list); `form` carries quantity 1, the ids and the attributes only when a variation is named,
 * as the add-on sends it. The wishlist plugin answers any ajax URL that posts `tinv_wishlist_id`.
 */
export function wishlistPayload(request: WishlistRequest): Record<string, FormValue> {
  const payload: Record<string, FormValue> = {
    product_action: request.action,
    tinv_wishlist_id: '',
    tinv_wishlist_name: '',
    product_type: request.productType,
    product_id: request.productId,
    product_variation: request.variationId ?? 0,
    redirect: '',
  };
  if (request.variationId) {
    payload.form = { quantity: 1, product_id: request.productId, variation_id: request.variationId, ...request.attributes };
  }
  return payload;
}

/** The wishlist plugin's answer as checked (services/product-table-schemas.ts): the status, its messages and the page data (§7.12 reads the counter). */
export interface WishlistAnswer {
  status?: boolean | number | string;
  /** The plugin's messages joined ('' when none is a string). */
  msg?: string;
  wishlists_data?: { counter?: number | null };
}

/** The number of entries the answer reports; null when it names none. */
export function answerCounter(answer: WishlistAnswer): number | null {
  return answer.wishlists_data?.counter ?? null;
}

/** Whether the plugin said no (`status: false`); an answer without a status counts as done. */
export function answerRefused(answer: WishlistAnswer): boolean {
  const s = answer.status;
  return s === false || s === 0 || s === '0' || s === 'false';
}

export interface WishlistSettings {
  /** The entries in the shopper's wishlist as the page was printed (`wcpt_ti_wishlist_ids`). */
  ti_wishlist_ids: string[];
  /** The wishlist page, the toast's link when the toggle names none (`wcpt_ti_wishlist_url`). */
  ti_wishlist_url: string;
  /** §5.8, §8: the alert for a variable product without a chosen variation. */
  i18n_wishlist_select_options_text: string;
  /** The default toast's words when the page has no toast template (`{n}`: the product's name in quotes). */
  i18n_wishlist_added_text: string;
  i18n_wishlist_view_text: string;
  /** Said when the call fails (`%s`: why); the toggle is back where it was. */
  i18n_wishlist_failed_text: string;
}

export const DEFAULT_WISHLIST_SETTINGS: WishlistSettings = {
  ti_wishlist_ids: [],
  ti_wishlist_url: '',
  i18n_wishlist_select_options_text: MESSAGES.wishlistSelectOptions,
  i18n_wishlist_added_text: MESSAGES.wishlistAdded,
  i18n_wishlist_view_text: MESSAGES.wishlistView,
  i18n_wishlist_failed_text: MESSAGES.wishlistFailed,
};

/** A list of ids, each a string or a number, read as strings; null when the list or an id has another type. Checked by hand (no zod): read as the toggles start. */
function idList(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  return value.every((id) => typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id))) ? value.map(String) : null;
}

/** Reads the wishlist settings out of the merged settings object; problems are sentences for the console. */
export function readWishlistSettings(settings: Record<string, unknown>): { settings: WishlistSettings; problems: string[] } {
  const out: Record<string, unknown> = { ...DEFAULT_WISHLIST_SETTINGS };
  const problems: string[] = [];
  for (const key of Object.keys(DEFAULT_WISHLIST_SETTINGS) as Array<keyof WishlistSettings>) {
    const value = settings[key];
    if (value === undefined) continue;
    const result = key === 'ti_wishlist_ids' ? idList(value) : typeof value === 'string' ? value : null;
    if (result !== null) out[key] = result;
    else problems.push(`The setting "${key}" has the wrong type (${JSON.stringify(value)}); its default is used.`);
  }
  return { settings: out as unknown as WishlistSettings, problems };
}

/** A label of the toast with `{n}` replaced by the product's name in quotes, as the add-on shows it. */
export function growlerLabel(template: string, productName: string): string {
  return template.replace('{n}', `"${productName}"`);
}

/** The toast's duration (§9.2: configured in seconds); a missing or bad value gives the default. */
export function growlerDurationMs(seconds: string | null, fallbackSeconds = 3): number {
  const n = Number.parseFloat(seconds ?? '');
  return (Number.isFinite(n) && n > 0 ? Math.min(n, 60) : fallbackSeconds) * 1000;
}
