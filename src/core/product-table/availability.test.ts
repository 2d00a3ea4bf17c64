import { describe, expect, it } from 'vitest';
import { availabilityOf, readStockRanges, saleDifference, stockText, type AvailabilityKey, type StockFacts } from './availability.ts';

const ALL = (): boolean => true;
const only = (...keys: AvailabilityKey[]) => (key: AvailabilityKey) => keys.includes(key);
const facts = (over: Partial<StockFacts>): StockFacts => ({
  is_in_stock: true, is_on_backorder: false, managing_stock: true, backorders_allowed: false, backorders_require_notification: false, stock: 10, ...over,
});

describe('availability message (§4.10, first matching rule)', () => {
  it('1: not in stock → out of stock, before every other rule', () => {
    expect(availabilityOf(facts({ is_in_stock: false, is_on_backorder: true, stock: 1 }), ALL, 3)).toEqual({ key: 'out_of_stock_message', stockClass: 'out-of-stock', hidden: false });
  });

  it('2: on backorder with managed stock and notification, or unmanaged → on backorder, when configured', () => {
    const managed = facts({ is_on_backorder: true, backorders_allowed: true, backorders_require_notification: true, stock: -2 });
    expect(availabilityOf(managed, ALL)).toEqual({ key: 'on_backorder_message', stockClass: 'on-backorder', hidden: false });
    const unmanaged = facts({ managing_stock: false, is_on_backorder: true, stock: undefined });
    expect(availabilityOf(unmanaged, ALL).key).toBe('on_backorder_message');
    // Managed without notification is not rule 2: rule 3 decides (stock ≤ 0 → hidden).
    expect(availabilityOf(facts({ is_on_backorder: true, backorders_allowed: true, stock: -2 }), ALL)).toEqual({ key: 'on_backorder_message', stockClass: '', hidden: true });
    // Not configured: the next rules decide.
    expect(availabilityOf(unmanaged, only('in_stock_message')).key).toBe('in_stock_message');
  });

  it('3: managed with backorders allowed → managed-backorder message if notification is required, hidden at 0 or less, else in stock', () => {
    expect(availabilityOf(facts({ backorders_allowed: true, backorders_require_notification: true, stock: 4 }), ALL))
      .toEqual({ key: 'on_backorder_managed_message', stockClass: 'on-backorder', hidden: false });
    expect(availabilityOf(facts({ backorders_allowed: true, stock: 0 }), ALL)).toEqual({ key: 'on_backorder_message', stockClass: '', hidden: true });
    expect(availabilityOf(facts({ backorders_allowed: true, backorders_require_notification: true, stock: 0 }), only('in_stock_message')).hidden).toBe(true);
    // Backorders allowed: single and low stock messages do not apply.
    expect(availabilityOf(facts({ backorders_allowed: true, stock: 1 }), ALL, 3)).toEqual({ key: 'in_stock_message', stockClass: 'in-stock', hidden: false });
  });

  it('4: managed, exactly one left and a single-stock message configured → single stock', () => {
    expect(availabilityOf(facts({ stock: 1 }), ALL, 3)).toEqual({ key: 'single_stock_message', stockClass: 'low-stock', hidden: false });
    expect(availabilityOf(facts({ stock: 1 }), only('low_stock_message'), 3).key).toBe('low_stock_message');
  });

  it('5: managed at or below the low-stock threshold → low stock', () => {
    expect(availabilityOf(facts({ stock: 3 }), ALL, 3)).toEqual({ key: 'low_stock_message', stockClass: 'low-stock', hidden: false });
    expect(availabilityOf(facts({ stock: 4 }), ALL, 3).key).toBe('in_stock_managed_message');
    expect(availabilityOf(facts({ stock: 2 }), ALL).key).toBe('in_stock_managed_message');
    expect(availabilityOf(facts({ stock: 2 }), only('in_stock_managed_message'), 3).key).toBe('in_stock_managed_message');
  });

  it('6: any other managed stock → managed in-stock message', () => {
    expect(availabilityOf(facts({ stock: 25 }), ALL, 3)).toEqual({ key: 'in_stock_managed_message', stockClass: 'in-stock', hidden: false });
  });

  it('7: unmanaged → in stock if configured, otherwise nothing', () => {
    const unmanaged = facts({ managing_stock: false, stock: undefined });
    expect(availabilityOf(unmanaged, ALL)).toEqual({ key: 'in_stock_message', stockClass: 'in-stock', hidden: false });
    expect(availabilityOf(unmanaged, only('out_of_stock_message'))).toEqual({ key: null, stockClass: '', hidden: false });
  });
});

describe('stock range labels', () => {
  const ranges = readStockRanges([[0, 0, 'Sold out'], [1, 5, 'Only [stock] left'], [6, 9999999, '[stock] in stock'], [4, 5, 'Hurry: [stock] ([stock])']]);

  it('replaces [stock] in the label of the range holding the stock; the last matching range wins', () => {
    expect(stockText(0, ranges)).toBe('Sold out');
    expect(stockText(2, ranges)).toBe('Only 2 left');
    expect(stockText(5, ranges)).toBe('Hurry: 5 (5)');
    expect(stockText(40, ranges)).toBe('40 in stock');
  });

  it('shows the figure without a matching range, and nothing below zero', () => {
    expect(stockText(7, [])).toBe('7');
    expect(stockText(-3, ranges)).toBe('');
  });

  it('drops malformed ranges and keeps the rest', () => {
    expect(readStockRanges([[1, 'x', 'a'], ['2', '3', 'ok'], 'nope', [1, 2]])).toEqual([[2, 3, 'ok']]);
    expect(readStockRanges({})).toEqual([]);
  });
});

describe('on-sale difference and percent', () => {
  it('gives the difference in cents and the percent at the configured precision', () => {
    expect(saleDifference(12.5, 10)).toEqual({ difference: 2.5, percent: 20 });
    expect(saleDifference(30, 20, 0)).toEqual({ difference: 10, percent: 33 });
    expect(saleDifference(30, 20, 1)).toEqual({ difference: 10, percent: 33.3 });
    expect(saleDifference(30, 20, 2)).toEqual({ difference: 10, percent: 33.33 });
  });

  it('rounds without binary drift', () => {
    expect(saleDifference(12.5, 10.1, 0)).toEqual({ difference: 2.4, percent: 19 });
    // 2.9 / 20 = 14.5 %: half rounds up, not down to 14.
    expect(saleDifference(20, 17.1, 0)).toEqual({ difference: 2.9, percent: 15 });
  });

  it('is none when the price is not below the regular price or one is missing', () => {
    expect(saleDifference(10, 10)).toBeNull();
    expect(saleDifference(10, 12)).toBeNull();
    expect(saleDifference(undefined, 5)).toBeNull();
    expect(saleDifference(0, 0)).toBeNull();
  });
});
