/**
 * The zod schemas of the shop calls' answers (SPEC.md §7.1–7.5), in their own module: shop.ts imports
 * it with the first call, while the request is on its way, so a page's first paint loads no zod.
 */
import * as z from 'zod/mini';

/** The fragments of a cart answer (§3.6): page selector → server HTML. */
const fragmentsSchema = z.record(z.string(), z.string());

/**
 * What every call that changed the cart answers with: the fragments and the cart hash
 * (`""` for an empty cart). Fields the elements do not read are dropped.
 */
export const cartFragmentsSchema = z.object({
  fragments: fragmentsSchema,
  cart_hash: z.string(),
});

/** A quantity or amount as the add-on's server sends it: a number, or a numeric string (variation lines). */
export const figureSchema = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((v, ctx) => {
    const n = typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v);
    if (Number.isFinite(n)) return n;
    ctx.issues.push({ code: 'custom', message: `should be a number, not ${JSON.stringify(v)}`, input: v });
    return z.NEVER;
  }),
);

/**
 * `in_cart` / `in_cart_total` (§3.12): product id → quantity, or → {variation id → quantity};
 * numeric strings become numbers, and PHP's empty array (`[]`) an empty map.
 */
/** PHP encodes an empty map as `[]`: read it as `{}` before the map's own schema. */
export const phpEmptyMap = z.pipe(z.unknown(), z.transform((v) => (Array.isArray(v) && v.length === 0 ? {} : v)));

export const inCartMapSchema = z.pipe(
  phpEmptyMap,
  z.record(z.string(), z.union([figureSchema, z.record(z.string(), figureSchema)])),
);

/**
 * Any answer that carries cart fields (§3.6, §3.12), as it enters the cart store: every
 * field is optional (a product-table answer may bring only some), each of its own type.
 */
export const cartResponseSchema = z.object({
  fragments: z.optional(fragmentsSchema),
  cart_hash: z.optional(z.string()),
  in_cart: z.optional(inCartMapSchema),
  in_cart_total: z.optional(inCartMapSchema),
  cart_quantity: z.optional(z.number()),
});
export type CartResponse = z.output<typeof cartResponseSchema>;

/**
 * §7.1: the platform refuses with `error: true` and the product page to go to (`false`
 * when it has none), or answers with the new fragments.
 */
export const addToCartResponseSchema = z.union([
  z.object({ error: z.literal(true), product_url: z.union([z.string(), z.literal(false)]) }),
  cartFragmentsSchema,
]);
export type AddToCartResponse = z.output<typeof addToCartResponseSchema>;

/** §7.2: `{"success":false}` for an item the cart does not hold, or the new fragments. */
export const removeFromCartResponseSchema = z.union([
  z.object({ success: z.literal(false) }),
  cartFragmentsSchema,
]);
export type RemoveFromCartResponse = z.output<typeof removeFromCartResponseSchema>;

/** §3.6: a re-read of the cart always carries the fragments. */
export const refreshedFragmentsSchema = cartFragmentsSchema;

export const adminAjaxBodySchema = z.union([
  z.looseObject({ success: z.boolean(), data: z.optional(z.unknown()) }),
  z.array(z.unknown()),
]);
