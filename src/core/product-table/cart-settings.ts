/**
 * The settings only a product table's cart side reads (§3.13, §6, §5.6), beside the shop
 * settings every element shares (price format, currency, texts; core/settings). They ride in the
 * same settings object and are checked here, one by one: a bad value is reported and its default used.
 */
// Checked by hand (no zod): these settings are read as the table's cart side starts.
import { MESSAGES } from '../messages/index.ts';

/** A field's check: its value, or null when the value has the wrong type. */
type Read<T> = (value: unknown) => { value: T } | null;

const string: Read<string> = (v) => (typeof v === 'string' ? { value: v } : null);

/** A flag as the add-on prints it: true, 1, '1', 'true' or 'yes' are on; an object or an array is refused. */
const looseBool: Read<boolean> = (v) =>
  typeof v === 'boolean' || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) || v === null
    ? { value: v === true || v === 1 || v === '1' || v === 'true' || v === 'yes' }
    : null;

const TEMPLATES = ['empty', 'minimum_js', 'maximum_js'] as const;

/** An object whose templates, when present, are strings; other keys are dropped. */
const templates: Read<TableCartSettings['nyp_error_message_templates']> = (v) => {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return null;
  const given = v as Record<string, unknown>;
  const out: Record<string, string | undefined> = {};
  for (const key of TEMPLATES) {
    const template = given[key];
    if (template !== undefined && typeof template !== 'string') return null;
    if (template !== undefined || key in given) out[key] = template;
  }
  return { value: out };
};

export interface TableCartSettings {
  /** The site's URL without a trailing slash (§6 patterns are relative to it). */
  site_url: string;
  /** §6: the table's cart widget may show on every page. */
  cart_widget_enabled_site_wide: boolean;
  /** §6: one pattern per line ('/' home, '/*' every page, trailing * a prefix). */
  cart_widget_include_urls: string;
  cart_widget_exclude_urls: string;
  /** Alert for a click on an out-of-stock row's cart button. */
  i18n_out_of_stock_text: string;
  /** The table's own words: the product form dialog and the items a refused call did not put in the cart (`%s`: their names). */
  i18n_loading_text: string;
  i18n_close_text: string;
  i18n_product_form_failed_text: string;
  i18n_product_form_link_text: string;
  i18n_not_added_text: string;
  i18n_not_added_items_text: string;
  /** §5.6 alerts; `%%MINIMUM%%` / `%%MAXIMUM%%` are replaced by the formatted amount. */
  nyp_error_message_templates: { empty?: string; minimum_js?: string; maximum_js?: string };
}

const fields: { [K in keyof TableCartSettings]: Read<TableCartSettings[K]> } = {
  site_url: string,
  cart_widget_enabled_site_wide: looseBool,
  cart_widget_include_urls: string,
  cart_widget_exclude_urls: string,
  i18n_out_of_stock_text: string,
  i18n_loading_text: string,
  i18n_close_text: string,
  i18n_product_form_failed_text: string,
  i18n_product_form_link_text: string,
  i18n_not_added_text: string,
  i18n_not_added_items_text: string,
  nyp_error_message_templates: templates,
};

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
  for (const [key, read] of Object.entries(fields) as Array<[keyof TableCartSettings, Read<unknown>]>) {
    if (!(key in settings) || settings[key] === undefined) continue;
    const result = read(settings[key]);
    if (result) out[key] = key === 'nyp_error_message_templates' ? { ...DEFAULT_TABLE_CART_SETTINGS.nyp_error_message_templates, ...(result.value as object) } : result.value;
    else problems.push(`The setting "${key}" has the wrong type (${JSON.stringify(settings[key])}); its default is used.`);
  }
  return { settings: out as unknown as TableCartSettings, problems };
}
