/**
 * One library per page. Two plugins may each ship a copy of the bundle at their own URL; the
 * first drop-in to run records itself here, on `globalThis` under
 * `Symbol.for('storefront-elements')`, and every later copy defers to it: no second observer,
 * no second set of definitions.
 */
import type { PublicLoader } from './loader.ts';

export const PAGE_REGISTRY = Symbol.for('storefront-elements');

export interface PageRegistry {
  /** Version of the copy that runs the page. */
  readonly version: string;
  readonly loader: PublicLoader;
}

type WithRegistry = typeof globalThis & { [PAGE_REGISTRY]?: PageRegistry };

export function pageRegistry(): PageRegistry | undefined {
  return (globalThis as WithRegistry)[PAGE_REGISTRY];
}

export function registerPage(registry: PageRegistry): void {
  Object.defineProperty(globalThis, PAGE_REGISTRY, { value: Object.freeze(registry), configurable: true });
}
