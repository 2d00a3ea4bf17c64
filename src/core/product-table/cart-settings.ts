/**
 * The settings only a product table's cart side reads (§3.13, §6, §5.6), beside the shop
 * settings every element shares (price format, currency, texts; core/settings). They ride in the
 * same settings object and are checked here, one by one: a bad value is reported and its default used.
 */
import * as z from 'zod/mini';
import { MESSAGES } from '../messages/index.ts';

const looseBool = z.pipe(z.union([z.boolean(), z.string(), z.number(), z.null()]), z.transform((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'yes'));

const fields = {
  /** The site's URL without a trailing slash (§6 patterns are relative to it). */
  site_url: z.string(),
  /** §6: the table's cart widget may show on every page. */
  cart_widget_enabled_site_wide: looseBool,
  /** §6: one pattern per line ('/' home, '/*' every page, trailing * a prefix). */
  cart_widget_include_urls: z.string(),
  cart_widget_exclude_urls: z.string(),
  /** Alert for a click on an out-of-stock row's cart button. */
  i18n_out_of_stock_text: z.string(),
  /** The table's own words: the product form dialog and the items a refused call did not put in the cart (`%s`: their names). */
  i18n_loading_text: z.string(),
  i18n_close_text: z.string(),
  i18n_product_form_failed_text: z.string(),
  i18n_product_form_link_text: z.string(),
  i18n_not_added_text: z.string(),
  i18n_not_added_items_text: z.string(),
  /** §5.6 alerts; `%%MINIMUM%%` / `%%MAXIMUM%%` are replaced by the formatted amount. */
  nyp_error_message_templates: z.object({ empty: z.optional(z.string()), minimum_js: z.optional(z.string()), maximum_js: z.optional(z.string()) }),
} as const;

export type TableCartSettings = { [K in keyof typeof fields]: z.output<(typeof fields)[K]> };

export const DEFAULT_TABLE_CART_SETTINGS: TableCartSettings = {
  site_url: '',
  cart_widget_enabled_site_wide: false,
  cart_widget_include_urls: '',
  cart_widget_exclude_urls: '',
  i18n_out_of_stock_text: MESSAGES.tableOutOfStock,
  i18n_loading_text: MESSAGES.loading,
  i18n_close_text: MESSAGES.close,
  i18n_product_form_failed_text: MESSAGES.tableProductFormFailed,
  i18n_product_form_link_text: MESSAGES.tableProductFormLink,
  i18n_not_added_text: MESSAGES.tableNotAdded,
  i18n_not_added_items_text: MESSAGES.tableNotAddedItems,
  nyp_error_message_templates: {
    empty: MESSAGES.tableNypEmpty,
    minimum_js: MESSAGES.tableNypMinimum,
    maximum_js: MESSAGES.tableNypMaximum,
  },
};

/** Reads the cart side's settings out of the merged settings object; problems are sentences for the console. */
export function readTableCartSettings(settings: Record<string, unknown>): { settings: TableCartSettings; problems: string[] } {
  const out: Record<string, unknown> = { ...DEFAULT_TABLE_CART_SETTINGS };
  const problems: string[] = [];
  for (const [key, schema] of Object.entries(fields) as Array<[keyof TableCartSettings, z.ZodMiniType]>) {
    if (!(key in settings) || settings[key] === undefined) continue;
    const result = z.safeParse(schema, settings[key]);
    if (result.success) out[key] = key === 'nyp_error_message_templates' ? { ...DEFAULT_TABLE_CART_SETTINGS.nyp_error_message_templates, ...(result.data as object) } : result.data;
    else problems.push(`The setting "${key}" has the wrong type (${JSON.stringify(settings[key])}); its default is used.`);
  }
  return { settings: out as TableCartSettings, problems };
}
