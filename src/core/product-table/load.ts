/**
 * What a table load asks and says (SPEC §2.7, §7.6), apart from the page: the query sent for a
 * purpose, the table attributes the container carries, the record each history entry keeps per
 * table, and the words announced after a load. The controller (controllers/product-table/table.ts)
 * does the page's side.
 */
import { english, type MessageText } from '../messages/index.ts';
import type { Device } from './device.ts';

/** The table attributes (`data-{prefix}-sc-attrs`), sent back with every query. */
export type ScAttrs = Record<string, unknown>;

/** What a load is for, as far as the query sent depends on it. */
export interface FetchQueryOptions {
  tableId: string;
  /** The device the window is now. */
  device: Device;
  sc: ScAttrs;
  /** The page's own query string (`location.search`): a table reached from the shop says so. */
  pageSearch: string;
}

/** The query sent to load `query` for `purpose`: the table's state plus what the server needs to render it. */
export function fetchQuery(query: string, purpose: string, { tableId, device, sc, pageSearch }: FetchQueryOptions): string {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  if (purpose === 'filter') params.set(`${tableId}_filtered`, 'true');
  if (new URLSearchParams(pageSearch).has(`${tableId}_from_shop`)) params.set(`${tableId}_from_shop`, 'true');
  params.set(`${tableId}_device`, device);
  if (purpose === 'device_switch') {
    // A column sort of one device's columns means nothing on another's.
    if (/^column_\d+$/.test(params.get(`${tableId}_orderby`) ?? '')) {
      params.delete(`${tableId}_orderby`);
      params.delete(`${tableId}_order`);
    }
  }
  if (Object.keys(sc).length) params.set(`${tableId}_sc_attrs`, JSON.stringify(sc));
  return `?${params.toString()}`;
}

/** A query as the console shows it: the table attributes ride on every query, long and not what the reader looks for. */
export function shownQuery(query: string, tableId: string): string {
  return query.replace(new RegExp(`[?&]${tableId}_sc_attrs=[^&]*`), '') || '?';
}

/** The table attributes from their markup (`data-{prefix}-sc-attrs`), or none with the problem in words. */
export function readScAttrs(raw: string | null, prefix: string, tableId: string): { sc: ScAttrs; problem?: string } {
  if (!raw || raw === '[]' || raw === '{}') return { sc: {} };
  const where = `<shop-product-table> table ${tableId}: data-${prefix}-sc-attrs`;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value)) return { sc: value as ScAttrs };
    return { sc: {}, problem: `${where} should be a JSON object; the table's defaults are used.` };
  } catch {
    return { sc: {}, problem: `${where} is not valid JSON; the table's defaults are used.` };
  }
}

/** What a load announces: how many products the table shows now. */
export function shownMessage(count: number, text: MessageText = english): string {
  return count === 0 ? text('tableShownNone') : count === 1 ? text('tableShownOne') : text('tableShown', count);
}

/** What infinite scroll announces: how many products it added. */
export function appendedMessage(count: number, text: MessageText = english): string {
  return count === 1 ? text('tableAppendedOne') : text('tableAppended', count);
}

/** The history entry's record of each table: its query and, with infinite scroll, how far it went. */
export interface HistoryRecord {
  query: string;
  pages?: number;
  scrollY?: number;
}

/** Where the records sit in `history.state`, beside whatever else the page keeps there. */
export const HISTORY_KEY = 'storefront-elements:tables';

/** Each table's record in a history state (anything: the page may keep its own state there). */
export function historyRecords(state: unknown): Record<string, HistoryRecord> {
  const records = state && typeof state === 'object' ? (state as Record<string, unknown>)[HISTORY_KEY] : undefined;
  return records && typeof records === 'object' ? (records as Record<string, HistoryRecord>) : {};
}

/** The history state with `tableId`'s record replaced (or kept when `record` is undefined); the page's own keys stay. */
export function withHistoryRecord(state: unknown, tableId: string, record: HistoryRecord | undefined): Record<string, unknown> {
  const base = (state && typeof state === 'object' ? state : {}) as Record<string, unknown>;
  const records = { ...historyRecords(state) };
  if (record) records[tableId] = record;
  return { ...base, [HISTORY_KEY]: records };
}
