/**
 * What a product table reads as it starts (its cart side's settings, its wishlist settings, a row's
 * variation data) is checked by hand, without zod: for good and bad values of every kind, each reader
 * gives what the zod schemas it replaces gave.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { DEFAULT_TABLE_CART_SETTINGS, readTableCartSettings } from './cart-settings.ts';
import { readTableVariation } from './variation.ts';
import { DEFAULT_WISHLIST_SETTINGS, readWishlistSettings } from './wishlist.ts';

/** The schemas these readers replace, as they were. */
const looseBool = z.pipe(z.union([z.boolean(), z.string(), z.number(), z.null()]), z.transform((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'yes'));
const num = z.pipe(z.union([z.number(), z.string()]), z.transform((v) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v))));
const templates = z.object({ empty: z.optional(z.string()), minimum_js: z.optional(z.string()), maximum_js: z.optional(z.string()) });
const idList = z.array(z.pipe(z.union([z.string(), z.number()]), z.transform(String)));
const field = <T>(schema: z.ZodMiniType<T>, value: unknown): T | undefined => {
  const result = z.safeParse(schema, value);
  return result.success ? result.data : undefined;
};

const VALUES: unknown[] = [
  true, false, 0, 1, 2, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '', ' ', '0', '1', '2', 'true', 'yes', 'no', 'abc', ' 7 ',
  null, [], [1], ['a', 2], [{}], {}, { empty: 'x' }, { empty: 1 }, { minimum_js: 'a', maximum_js: 'b', other: 3 }, { empty: undefined },
];

describe('a table reads its start data without zod', () => {
  it("reads a variation's numbers and flags as the schemas did", () => {
    for (const value of VALUES) {
      const read = readTableVariation({ variation_id: 5, display_price: value, min_qty: value, is_in_stock: value, managing_stock: value });
      const number = field(num, value);
      const finite = number !== undefined && Number.isFinite(number) ? number : undefined;
      expect({ price: read?.display_price, min: read?.min_qty, stock: read?.is_in_stock, managing: read?.managing_stock }, String(value)).toEqual({
        price: finite,
        min: finite,
        stock: field(looseBool, value) ?? true,
        managing: field(looseBool, value) ?? false,
      });
      const id = field(num, value);
      expect(readTableVariation({ variation_id: value })?.variation_id, `variation_id ${String(value)}`).toBe(
        id !== undefined && Number.isFinite(id) && id > 0 ? id : undefined,
      );
    }
  });

  it("reads the cart side's settings as the schemas did: a bad value named, its default kept", () => {
    for (const value of VALUES) {
      const { settings, problems } = readTableCartSettings({ site_url: value, cart_widget_enabled_site_wide: value, nyp_error_message_templates: value });
      const bad = (key: string) => `The setting "${key}" has the wrong type (${JSON.stringify(value)}); its default is used.`;
      const site = z.safeParse(z.string(), value);
      const flag = z.safeParse(looseBool, value);
      const nyp = z.safeParse(templates, value);
      expect(settings.site_url).toEqual(site.success ? site.data : DEFAULT_TABLE_CART_SETTINGS.site_url);
      expect(settings.cart_widget_enabled_site_wide).toEqual(flag.success ? flag.data : false);
      expect(settings.nyp_error_message_templates).toEqual(
        nyp.success ? { ...DEFAULT_TABLE_CART_SETTINGS.nyp_error_message_templates, ...nyp.data } : DEFAULT_TABLE_CART_SETTINGS.nyp_error_message_templates,
      );
      expect(problems, String(value)).toEqual([
        ...(site.success ? [] : [bad('site_url')]),
        ...(flag.success ? [] : [bad('cart_widget_enabled_site_wide')]),
        ...(nyp.success ? [] : [bad('nyp_error_message_templates')]),
      ]);
    }
  });

  it('reads the wishlist settings as the schemas did', () => {
    for (const value of VALUES) {
      const { settings, problems } = readWishlistSettings({ ti_wishlist_ids: value, ti_wishlist_url: value });
      const ids = z.safeParse(idList, value);
      const url = z.safeParse(z.string(), value);
      expect(settings.ti_wishlist_ids, String(value)).toEqual(ids.success ? ids.data : DEFAULT_WISHLIST_SETTINGS.ti_wishlist_ids);
      expect(settings.ti_wishlist_url).toEqual(url.success ? url.data : DEFAULT_WISHLIST_SETTINGS.ti_wishlist_url);
      expect(problems.length).toBe((ids.success ? 0 : 1) + (url.success ? 0 : 1));
    }
  });
});
