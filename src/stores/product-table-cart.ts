/**
 * STUB, only so the add-selected part type-checks until the table cart store lands on this
 * branch: the real module replaces this file when the branches are joined. Never shipped as is:
 * it refuses every call.
 */
import type { Settings } from '../core/settings/index.ts';
import type { CartItem, TableCartFlags } from '../core/table/cart-payload.ts';

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

export function requestTableCart(items: CartItem[], _options: TableCartOptions): Promise<TableCartOutcome> {
  return Promise.resolve({ kind: 'failed', notice: null, items, error: new Error('The table cart store is not part of this build.') });
}
