/**
 * The product table's calls: `?wc-ajax=wcpt_ajax&{table query}` answers the table's HTML (§7.6) and
 * `?wc-ajax=wcpt__dynamic_filter__lazy_load` the filter option counts (§7.9). Like the add-on, a refused
 * request still answers HTTP 200, with a body that holds no table marker (`wcpt-table`).
 */
import { loadCart } from '../lib/cart.ts';
import { tableConfigSchema, type TableConfig } from '../lib/table/config.ts';
import { parseTableState } from '../lib/table/params.ts';
import { filterCounts } from '../lib/table/query.ts';
import { renderTable } from '../lib/table/render.ts';
import { openToken } from '../lib/table/token.ts';
import { z } from '../lib/validate.ts';
import { emptyAnswer, wcAjax, type AjaxFields } from './wc-ajax.ts';

export const ENCRYPTED_ATTRS = 'wcpt_encrypted_attrs';
export const QUERY_VARS_ATTR = 'data-wcpt-encrypted-query-vars';
export const USER_FILTERS_ATTR = 'data-wcpt-encrypted-user-filters';

/**
 * The posted `wcpt_encrypted_attrs`: jQuery form-encodes the object as `wcpt_encrypted_attrs[<attr>]=…`;
 * a client may also send it as one JSON text.
 */
function encryptedAttrs(fields: AjaxFields): Record<string, string> {
  const attrs: Record<string, string> = {};
  const prefix = `${ENCRYPTED_ATTRS}[`;
  for (const [key, value] of Object.entries(fields)) {
    if (key.startsWith(prefix) && key.endsWith(']')) attrs[key.slice(prefix.length, -1)] = value;
  }
  const whole = fields[ENCRYPTED_ATTRS];
  if (whole) {
    try {
      const parsed = z.record(z.string(), z.string()).safeParse(JSON.parse(whole));
      if (parsed.success) Object.assign(attrs, parsed.data);
    } catch {
      // Not JSON: no attributes from it.
    }
  }
  return attrs;
}

/**
 * The table configuration sealed in the query-vars token, when it and the user-filters token (if sent)
 * are genuine and name table `id`.
 */
export function openTableConfig(secret: string, id: string | undefined, queryVars: string | undefined, userFilters: string | undefined): TableConfig | undefined {
  const config = tableConfigSchema.safeParse(openToken(secret, 'query-vars', queryVars));
  if (!config.success || String(config.data.id) !== (id ?? '').trim()) return undefined;
  if (userFilters !== undefined) {
    const sealed = z.object({ table: z.number() }).safeParse(openToken(secret, 'user-filters', userFilters));
    if (!sealed.success || sealed.data.table !== config.data.id) return undefined;
  }
  return config.data;
}

/** The table configuration sealed in the posted attributes. */
function postedConfig(secret: string, fields: AjaxFields): TableConfig | undefined {
  const attrs = encryptedAttrs(fields);
  return openTableConfig(secret, fields.id, attrs[QUERY_VARS_ATTR], attrs[USER_FILTERS_ATTR]);
}

/** The table's query: the call's URL parameters but the endpoint's own. */
function tableParams(url: string): URLSearchParams {
  const params = new URLSearchParams(new URL(url).search);
  params.delete('wc-ajax');
  return params;
}

wcAjax.register('wcpt_ajax', (c, fields) => {
  const { db, secret } = c.get('state');
  const config = postedConfig(secret, fields);
  if (!config) return emptyAnswer(c);
  const html = renderTable({ db, secret, cart: loadCart(db, c.get('session').id), config, params: tableParams(c.req.url) });
  return c.body(html, 200, { 'Content-Type': 'text/html; charset=UTF-8' });
});

const dynamicCache = z.object({ config: tableConfigSchema, query: z.string().max(8192) });

wcAjax.register('wcpt__dynamic_filter__lazy_load', (c, fields) => {
  const { db, secret } = c.get('state');
  const cache = dynamicCache.safeParse(openToken(secret, 'dynamic-filters', fields.wcpt_dynamic_filter_encrypted_cache));
  if (!cache.success) return emptyAnswer(c);
  const state = parseTableState(cache.data.config, new URLSearchParams(cache.data.query.replace(/^\?/, '')));
  const options = filterCounts(db, cache.data.config, state);
  // The add-on answers JSON as text; the script JSON.parses it.
  return c.body(JSON.stringify({ style: '', script: '', options }), 200, { 'Content-Type': 'text/html; charset=UTF-8' });
});
