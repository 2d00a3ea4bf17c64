import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TableContext, TableFeature } from './context.ts';
import { featureRunner } from './feature-runner.ts';

/** A module that logs its starts and stops, and the signal each start got. */
function feature(name: string, log: string[], signals: AbortSignal[] = []): TableFeature {
  return {
    name,
    start(ctx) {
      log.push(`start ${name}`);
      signals.push(ctx.signal);
      return () => log.push(`stop ${name}`);
    },
  };
}

const context = (signal: AbortSignal) => ({ signal }) as TableContext;

describe('featureRunner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts the modules in order, once each, and stops them in reverse order, aborting their signals', () => {
    const log: string[] = [];
    const signals: AbortSignal[] = [];
    const runner = featureRunner([feature('a', log, signals), feature('b', log, signals)], context, 'table 1');
    runner.startAll();
    runner.startAll();
    expect(runner.running()).toEqual(['a', 'b']);
    runner.stopAll();
    expect(log).toEqual(['start a', 'start b', 'stop b', 'stop a']);
    expect(signals.map((s) => s.aborted)).toEqual([true, true]);
    runner.startAll();
    expect(runner.running()).toEqual(['a', 'b']);
  });

  it('keeps a module stopped while any source disables it, and starts it when the last one permits it', () => {
    const log: string[] = [];
    const runner = featureRunner([feature('a', log)], context, 'table 1');
    runner.startAll();
    runner.disable('a', 'theme');
    runner.disable('a', 'plugin');
    runner.disable('a', 'theme');
    expect(runner.isDisabled('a')).toBe(true);
    runner.permit('a', 'theme');
    expect(runner.running()).toEqual([]);
    runner.startAll();
    expect(runner.running()).toEqual([]);
    runner.permit('a', 'plugin');
    expect(runner.isDisabled('a')).toBe(false);
    expect(runner.running()).toEqual(['a']);
    expect(log).toEqual(['start a', 'stop a', 'start a']);
  });

  it('reports a module that throws and runs the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const log: string[] = [];
    const broken: TableFeature = { name: 'broken', start: () => { throw new Error('boom'); } };
    const badStop: TableFeature = { name: 'bad-stop', start: () => () => { throw new Error('no'); } };
    const runner = featureRunner([broken, badStop, feature('c', log)], context, '<shop-product-table> table 7');
    runner.startAll();
    expect(log).toEqual(['start c']);
    runner.stopAll();
    expect(log).toEqual(['start c', 'stop c']);
    expect(error.mock.calls.map((call) => call[0])).toEqual([
      '<shop-product-table> table 7: the broken module failed to start.',
      '<shop-product-table> table 7: the bad-stop module failed to stop.',
    ]);
  });

  it('starts nothing once ended', () => {
    const log: string[] = [];
    const runner = featureRunner([feature('a', log)], context, 'table 1');
    runner.startAll();
    runner.end();
    runner.startAll();
    runner.disable('a', 'x');
    runner.permit('a', 'x');
    expect(log).toEqual(['start a', 'stop a']);
    expect(runner.running()).toEqual([]);
  });
});
