/**
 * Runs a table's feature modules (§4.21): starts each once with a context of its own whose signal
 * aborts when it stops, stops them in reverse order before the table's content is replaced, and
 * keeps a module stopped while any source disables it. A module that throws is reported and the
 * others go on.
 */
import type { TableContext, TableFeature } from './context.ts';

export interface FeatureRunner {
  /** The names of the modules running now, in start order. */
  running(): string[];
  startAll(): void;
  stopAll(): void;
  /** Stops every module for good: nothing starts again. */
  end(): void;
  isDisabled(name: string): boolean;
  disable(name: string, source: string): void;
  /** Takes back `source`'s disabling; the module starts again when no other source disables it. */
  permit(name: string, source: string): void;
}

/**
 * `context` gives a module its context, with the signal that aborts when it stops; `who` names
 * the table for the console (`<shop-product-table> table {id}`).
 */
export function featureRunner(features: readonly TableFeature[], context: (signal: AbortSignal) => TableContext, who: string): FeatureRunner {
  const running = new Map<string, { controller: AbortController; stop?: () => void }>();
  const disabled: Array<{ module: string; source: string }> = [];
  let ended = false;

  const isDisabled = (name: string) => disabled.some((entry) => entry.module === name);

  function start(feature: TableFeature): void {
    if (ended || running.has(feature.name) || isDisabled(feature.name)) return;
    const controller = new AbortController();
    const entry: { controller: AbortController; stop?: () => void } = { controller };
    running.set(feature.name, entry);
    try {
      entry.stop = feature.start(context(controller.signal)) ?? undefined;
    } catch (error) {
      console.error(`${who}: the ${feature.name} module failed to start.`, error);
    }
  }

  function stop(name: string): void {
    const entry = running.get(name);
    if (!entry) return;
    running.delete(name);
    entry.controller.abort();
    try {
      entry.stop?.();
    } catch (error) {
      console.error(`${who}: the ${name} module failed to stop.`, error);
    }
  }

  const stopAll = () => [...running.keys()].reverse().forEach(stop);

  return {
    running: () => [...running.keys()],
    startAll: () => features.forEach(start),
    stopAll,
    end() {
      ended = true;
      stopAll();
    },
    isDisabled,
    disable(name, source) {
      if (!disabled.some((d) => d.module === name && d.source === source)) disabled.push({ module: name, source });
      stop(name);
    },
    permit(name, source) {
      for (let i = disabled.length - 1; i >= 0; i--) if (disabled[i]!.module === name && disabled[i]!.source === source) disabled.splice(i, 1);
      const feature = features.find((f) => f.name === name);
      if (feature && !isDisabled(name)) start(feature);
    },
  };
}
