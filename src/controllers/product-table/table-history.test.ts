// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_KEY } from '../../core/product-table/load.ts';
import { tableHistory } from './table-history.ts';

describe('tableHistory', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    history.replaceState(null, '');
  });

  it("writes this table's record beside the page's state and the other tables, pushed or in place", () => {
    history.replaceState({ page: 'mine', [HISTORY_KEY]: { 13: { query: '?b' } } }, '');
    const table = tableHistory('12');
    const length = history.length;
    table.write({ query: '?a' }, '?12_paged=2', 'push');
    expect(history.length).toBe(length + 1);
    expect(location.search).toBe('?12_paged=2');
    expect(history.state).toEqual({ page: 'mine', [HISTORY_KEY]: { 12: { query: '?a' }, 13: { query: '?b' } } });
    table.write({ query: '?c' }, undefined, 'replace');
    expect(history.length).toBe(length + 1);
    expect(table.record()).toEqual({ query: '?c' });
  });

  it('says, and goes on, when the address bar cannot follow', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(history, 'pushState').mockImplementation(() => { throw new Error('sandboxed'); });
    tableHistory('12').write({ query: '?a' }, '?x', 'push');
    expect(warn).toHaveBeenCalledWith('<shop-product-table>: the address bar could not follow the table (sandboxed).');
  });

  it('keeps where the window was in an infinite-scroll entry once scrolling pauses, or at once on leaving', () => {
    vi.useFakeTimers();
    const table = tableHistory('12');
    table.write({ query: '?a', pages: 3, scrollY: 0 }, undefined, 'replace');
    table.listen(() => undefined);
    Object.defineProperty(window, 'scrollY', { value: 480, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    expect(table.record()?.scrollY).toBe(0);
    vi.advanceTimersByTime(200);
    expect(table.record()?.scrollY).toBe(480);
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('pagehide'));
    expect(table.record()?.scrollY).toBe(900);
    table.stop();
  });

  it('listens until stopped', () => {
    const table = tableHistory('12');
    const onPop = vi.fn();
    table.listen(onPop);
    window.dispatchEvent(new Event('popstate'));
    table.stop();
    window.dispatchEvent(new Event('popstate'));
    expect(onPop).toHaveBeenCalledTimes(1);
  });
});
