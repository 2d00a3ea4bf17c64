/**
 * The add-on's global module functions, for themes written against it (§4.21):
 * `wcpt_disable_module(module, $container, source)`, `wcpt_permit_module(module, $container,
 * source)` and `wcpt_is_module_disabled(module, $container)`, named after the table's prefix.
 * `$container` is a jQuery object or an element inside (or around) a `<shop-product-table>`.
 * A change made before the table has started is kept and applied when it starts.
 */
import type { TableController } from './table.ts';

type ModuleChange = { action: 'disable' | 'permit'; module: string; source: string };

const pending = new WeakMap<HTMLElement, ModuleChange[]>();
const installed = new Set<string>();

function elementOf(container: unknown): Element | null {
  if (container instanceof Element) return container;
  // A jQuery object: its first element.
  if (container && typeof container === 'object' && 'jquery' in container) {
    const first = (container as unknown as ArrayLike<unknown>)[0];
    return first instanceof Element ? first : null;
  }
  return null;
}

function hostOf(container: unknown): HTMLElement | null {
  const element = elementOf(container);
  return element?.closest<HTMLElement>('shop-product-table') ?? element?.querySelector<HTMLElement>('shop-product-table') ?? null;
}

/** Applies the changes made through the globals before `host`'s table had started. */
export function applyPendingModuleChanges(host: HTMLElement, controller: TableController): void {
  for (const change of pending.get(host) ?? []) {
    if (change.action === 'disable') controller.disableModule(change.module, change.source);
    else controller.permitModule(change.module, change.source);
  }
  pending.delete(host);
}

/** Defines the prefix's three globals once (and leaves alone any the page defined itself). */
export function installModuleGlobals(prefix: string, controllerOf: (host: HTMLElement) => TableController | undefined): void {
  if (installed.has(prefix)) return;
  installed.add(prefix);
  const scope = window as unknown as Record<string, unknown>;
  const define = (name: string, fn: (...args: unknown[]) => unknown) => {
    if (scope[`${prefix}_${name}`] === undefined) scope[`${prefix}_${name}`] = fn;
  };
  const host = (name: string, container: unknown) => {
    const found = hostOf(container);
    if (!found) {
      console.warn(`${prefix}_${name}: the container given is not inside a <shop-product-table>; nothing was changed.`);
    }
    return found;
  };
  const change = (action: ModuleChange['action']) => (module: unknown, container: unknown, source: unknown) => {
    const table = host(`${action}_module`, container);
    if (!table) return;
    const entry = { action, module: String(module), source: String(source ?? '') };
    const controller = controllerOf(table);
    if (!controller) {
      pending.set(table, [...(pending.get(table) ?? []), entry]);
      return;
    }
    if (action === 'disable') controller.disableModule(entry.module, entry.source);
    else controller.permitModule(entry.module, entry.source);
  };
  define('disable_module', change('disable'));
  define('permit_module', change('permit'));
  define('is_module_disabled', (module, container) => {
    const table = host('is_module_disabled', container);
    if (!table) return false;
    const controller = controllerOf(table);
    if (controller) return controller.isModuleDisabled(String(module));
    // Not started yet: disabled while some source's pending changes leave it so.
    const sources = new Set<string>();
    for (const entry of pending.get(table) ?? []) {
      if (entry.module !== String(module)) continue;
      if (entry.action === 'disable') sources.add(entry.source);
      else sources.delete(entry.source);
    }
    return sources.size > 0;
  });
}
