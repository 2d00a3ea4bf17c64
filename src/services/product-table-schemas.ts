/**
 * The zod schemas of the product table's call answers (SPEC.md §7.9–§7.12), in their own module:
 * each call imports it with its first request, while the request is on its way, so a table (its
 * start, its cart side, its CSV buttons, its wishlist toggles) loads no zod before a call answers.
 * The build places it in the zod chunk (scripts/lib/shared-chunks.mjs).
 */
import * as z from 'zod/mini';
import type { CsvCell } from '../core/csv/index.ts';
import type { WishlistAnswer } from '../core/product-table/wishlist.ts';
import { figureSchema, inCartMapSchema, phpEmptyMap } from './shop-schemas.ts';

const filterCountSchema = z.object({
  filter: z.string(),
  taxonomy: z.optional(z.nullable(z.string())),
  value: z.union([z.string(), z.number()]),
  count: z.union([z.number(), z.string()]),
});

/** §7.9: `{style, script, options[{filter, taxonomy, value, count}]}`; style and script are not used. */
export const filterCountsSchema = z.object({
  style: z.optional(z.nullable(z.string())),
  script: z.optional(z.nullable(z.string())),
  options: z.array(filterCountSchema),
});
export type FilterCountsAnswer = z.output<typeof filterCountsSchema>;

const looseFlag = z.pipe(z.union([z.boolean(), z.string(), z.number(), z.null()]), z.transform((v) => v === true || v === 1 || v === '1' || v === 'true'));
const text = z.pipe(z.union([z.string(), z.null(), z.literal(false)]), z.transform((v) => (typeof v === 'string' ? v : '')));

/** §3.12 as the add-on's server answers it (cart-widget and notice HTML are server markup). */
export const tableCartAnswerSchema = z.object({
  success: looseFlag,
  notice: z.optional(text),
  cart_widget: z.optional(text),
  in_cart: z.optional(inCartMapSchema),
  in_cart_total: z.optional(inCartMapSchema),
  fragments: z.optional(z.pipe(phpEmptyMap, z.record(z.string(), z.string()))),
  cart_hash: z.optional(text),
  cart_quantity: z.optional(figureSchema),
  /** The payload echoed back (its values as strings); read only for its call id and flags. */
  payload: z.optional(z.unknown()),
});
export type TableCartAnswer = z.output<typeof tableCartAnswerSchema>;

const cellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/**
 * A list, or a PHP array that serialised as an object (its values in order): its keys are the array's
 * indexes, so an object with any other key (`{"unexpected": [1, 2, 3]}`) is not an answer of this call.
 */
const listOf = <T>(item: z.ZodMiniType<T>) =>
  z.pipe(
    z.union([z.array(item), z.record(z.string().check(z.regex(/^\d+$/, 'should be a list (an object of index keys)')), item)]),
    z.transform((list): T[] => (Array.isArray(list) ? list : Object.values(list))),
  );
const rowsSchema = listOf(listOf(cellSchema));

export const csvAnswerSchema: z.ZodMiniType<CsvCell[][]> = z.union([rowsSchema, z.pipe(z.object({ success: z.literal(true), data: rowsSchema }), z.transform((answer) => answer.data))]);

const counterSchema = z.pipe(
  z.union([z.number(), z.string(), z.null()]),
  z.transform((v) => {
    const n = typeof v === 'number' ? v : Number.parseInt(v ?? '', 10);
    return Number.isFinite(n) && n >= 0 ? Math.floor(n) : null;
  }),
);
const messageSchema = z.pipe(
  z.union([z.string(), z.array(z.unknown()), z.record(z.string(), z.unknown()), z.null(), z.boolean()]),
  z.transform((v) => (typeof v === 'string' ? v : Array.isArray(v) ? v.filter((m) => typeof m === 'string').join(' ') : '')),
);

/** The wishlist plugin's answer: the status, its messages and the page data (§7.12 reads the counter); its type is core/product-table/wishlist.ts's. */
export const wishlistAnswerSchema: z.ZodMiniType<WishlistAnswer> = z.object({
  status: z.optional(z.union([z.boolean(), z.number(), z.string()])),
  msg: z.optional(messageSchema),
  wishlists_data: z.optional(z.object({ counter: z.optional(counterSchema) })),
});
