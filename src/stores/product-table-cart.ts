/**
 * STUB (type-checking only): the table cart call's contract, replaced by the real
 * src/stores/product-table-cart.ts on merge.
 */
import type { CartItem, TableCartFlags } from '../core/table/cart-payload.ts';
import type { Settings } from '../core/settings/index.ts';

export interface TableCartOptions {
  prefix: string;
  settings: Settings;
  flags?: TableCartFlags;
  outside?: Array<[string, string]>;
  cartWidgetPermitted: boolean;
  redirect?: string;
}

export type TableCartOutcome =
  | { kind: 'done'; result: unknown }
  | { kind: 'failed'; notice: string | null; items: CartItem[]; error?: unknown };

export async function requestTableCart(items: CartItem[], _options: TableCartOptions): Promise<TableCartOutcome> {
  return { kind: 'failed', notice: null, items };
}
