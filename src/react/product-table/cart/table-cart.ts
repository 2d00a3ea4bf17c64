/**
 * The table's cart side (§4.7–§4.13, §5.4–§5.6, §7.7, §7.8, §7.10): quantities, selection and the
 * add-selected bar, per-row variations, cart buttons and calls. Loaded as its own chunk, only by
 * tables that have cart controls, right after the table starts.
 */
import { readTableCartSettings } from '../../../core/table/cart-settings.ts';
import type { TableMoneyFormat } from '../../../core/table/money.ts';
import type { TableContext } from '../context.ts';
import { nypPart } from './nyp.ts';
import type { CartContext, CartPart } from './rows.ts';

/** In start order: a later part may rely on what an earlier one set up on the rows. */
const CART_PARTS: readonly CartPart[] = [nypPart];

const reported = new Set<string>();

export function startTableCart(table: TableContext): () => void {
  const { settings: cartSettings, problems } = readTableCartSettings(table.settings);
  for (const problem of problems) {
    if (!reported.has(problem)) {
      reported.add(problem);
      console.warn(`shop-product-table: ${problem}`);
    }
  }
  const s = table.settings;
  const money: TableMoneyFormat = {
    price_decimals: s.price_decimals,
    price_decimal_separator: s.price_decimal_separator,
    price_thousand_separator: s.price_thousand_separator,
    price_format: s.price_format,
    currency_symbol: s.currency_symbol,
  };
  // The context's own getters (signal, sc…) stay live: the cart context is built on top of it.
  const ctx = Object.create(table, {
    cartSettings: { value: cartSettings },
    money: { value: money },
    cls: { value: (name: string) => `${table.prefix}-${name}` },
  }) as CartContext;
  const stops: Array<() => void> = [];
  for (const part of CART_PARTS) {
    try {
      const stop = part.start(ctx);
      if (stop) stops.push(stop);
    } catch (error) {
      console.error(`shop-product-table: the cart part "${part.name}" could not start.`, error);
    }
  }
  return () => {
    for (const stop of stops.reverse()) stop();
  };
}
