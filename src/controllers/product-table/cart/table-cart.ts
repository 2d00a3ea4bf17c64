/**
 * The table's cart side (§4.7–§4.13, §5.4–§5.6, §7.7, §7.8, §7.10): quantities, selection and the
 * add-selected bar, per-row variations, cart buttons and calls. Loaded as its own chunk, only by
 * tables that have cart controls, right after the table starts. A part only some tables need (the
 * per-row variation choice) is a chunk of its own, asked for only by a table that has its controls;
 * the parts then start together, in order, once it is there.
 */
import { readTableCartSettings } from '../../../core/product-table/cart-settings.ts';
import type { TableMoneyFormat } from '../../../core/product-table/money.ts';
import type { TableContext } from '../context.ts';
import { blockedClicks } from './alerts.ts';
import { cartButtonsPart } from './cart-buttons.ts';
import { cartWidget } from './cart-widget.ts';
import { inCartPart } from './in-cart.ts';
import { nypPart } from './nyp.ts';
import type { CartContext, CartPart } from './rows.ts';
import { quantityPart } from './quantity.ts';
import { selectionPart } from './selection.ts';
import { addSelectedPart } from './add-selected.ts';

/** A part loaded only by a table that needs it. */
interface LazyCartPart {
  name: string;
  wanted(ctx: CartContext): boolean;
  load(): Promise<CartPart>;
}

const rowVariations: LazyCartPart = {
  name: 'row-variations',
  wanted: ({ container, prefix: p }) =>
    container.querySelector(`.${p}-select-variation-dropdown, .${p}-select-variation, .${p}-add-to-cart-wrapper form.variations_form`) !== null,
  load: () => import('./row-variations.ts').then((chunk) => chunk.rowVariations),
};

/** In start order: a later part may rely on what an earlier one set up on the rows. */
const CART_PARTS: ReadonlyArray<CartPart | LazyCartPart> = [
  quantityPart,
  nypPart,
  selectionPart,
  rowVariations,
  blockedClicks,
  addSelectedPart,
  inCartPart,
  cartButtonsPart,
  cartWidget,
];

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
  let stopped = false;
  const startAll = (parts: ReadonlyArray<CartPart | null>) => {
    if (stopped) return;
    for (const part of parts) {
      if (!part) continue;
      try {
        const stop = part.start(ctx);
        if (stop) stops.push(stop);
      } catch (error) {
        console.error(`shop-product-table: the cart part "${part.name}" could not start.`, error);
      }
    }
    // A hook for themes and tests: the cart controls act from now on.
    table.element.setAttribute('data-shop-cart-ready', '');
  };
  const loading = CART_PARTS.map((part): CartPart | null | Promise<CartPart | null> => {
    if (!('load' in part)) return part;
    if (!part.wanted(ctx)) return null;
    return part.load().catch((error: unknown) => {
      console.error(`shop-product-table: the cart part "${part.name}" could not be loaded; the rest works without it.`, error);
      return null;
    });
  });
  if (loading.some((part) => part instanceof Promise)) void Promise.all(loading).then(startAll);
  else startAll(loading as Array<CartPart | null>);
  return () => {
    stopped = true;
    table.element.removeAttribute('data-shop-cart-ready');
    for (const stop of stops.reverse()) stop();
  };
}
