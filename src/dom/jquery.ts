/**
 * The one typed view of the page's jQuery that the library uses: the platform's own
 * scripts and themes talk through jQuery events and `.data()`, so when `window.jQuery`
 * exists the elements trigger, listen and read through it. Every call is guarded: a
 * theme handler that throws must not break the shop.
 */

/**
 * The jQuery event a handler receives: `target` is where it happened; `isTrigger` is set when
 * a script's `.trigger()` made it (no DOM event behind it), unset when a DOM event did.
 */
export interface JQueryEvent {
  type: string;
  target?: unknown;
  isTrigger?: unknown;
}

/** A jQuery event handler: the event, then the trigger's extra arguments. */
export type JQueryHandler = (event: JQueryEvent, ...args: unknown[]) => unknown;

/** The calls the library makes on a jQuery collection. */
export interface JQueryCollection {
  trigger(name: string, args?: unknown[]): unknown;
  triggerHandler(name: string, args?: unknown[]): unknown;
  /** `events` is a space-separated list; each name may carry a `.namespace`. */
  on(events: string, handler: JQueryHandler): unknown;
  /** Without a handler, every handler of the events (or of the `.namespace`) is removed. */
  off(events: string, handler?: JQueryHandler): unknown;
  data(key: string): unknown;
}

export type JQueryStatic = (target: unknown) => JQueryCollection;

/** The page's jQuery, or undefined when the page has none. */
export function jquery(): JQueryStatic | undefined {
  const candidate = (globalThis as { jQuery?: unknown }).jQuery;
  return typeof candidate === 'function' ? (candidate as JQueryStatic) : undefined;
}

/**
 * jQuery event arguments: DOM elements among them are passed as jQuery objects,
 * as the platform does (`[fragments, cart_hash, $button]`).
 */
function jqueryArgs($: JQueryStatic, args: readonly unknown[]): unknown[] {
  return args.map((arg) => (arg instanceof Element ? $(arg) : arg));
}

/** Triggers the jQuery event `name` on `target`; false when the page has no jQuery. */
export function triggerOn(target: EventTarget, name: string, args: readonly unknown[] = []): boolean {
  const $ = jquery();
  if (!$) return false;
  try {
    $(target).trigger(name, jqueryArgs($, args));
  } catch (error) {
    console.error(`A jQuery "${name}" handler threw:`, error);
  }
  return true;
}

/** The platform's veto hooks: a handler returning false vetoes. */
export function jqueryVetoes(target: EventTarget, name: string, args: readonly unknown[] = []): boolean {
  const $ = jquery();
  if (!$) return false;
  try {
    return $(target).triggerHandler(name, jqueryArgs($, args)) === false;
  } catch (error) {
    console.error(`A jQuery "${name}" handler threw:`, error);
    return false;
  }
}

/**
 * True when a script's `.trigger()` made the jQuery event: it reached jQuery's handlers (and
 * `on<type>`) only, never a DOM listener. A DOM event reaches both, so a part that listens both
 * ways takes from jQuery only these, and handles each change once.
 */
export function isJQueryTrigger(event: JQueryEvent): boolean {
  return Boolean(event.isTrigger);
}

/**
 * True while the page's jQuery runs the DOM default of a `.trigger(type)` (`element.click()`
 * after its handlers): that DOM event's jQuery handlers already ran during the trigger.
 */
export function jqueryTriggering(type: string): boolean {
  const $ = jquery() as { event?: { triggered?: unknown } } | undefined;
  return $?.event?.triggered === type;
}

/**
 * Listens to jQuery events on `target` under one namespace (`.shopVariations`), so that
 * other scripts' handlers are never touched. Returns the function that stops listening;
 * without jQuery there is nothing to hear and it does nothing.
 */
export function listenOn(
  target: EventTarget,
  names: readonly string[],
  namespace: string,
  handler: JQueryHandler,
): () => void {
  const $ = jquery();
  if (!$ || names.length === 0) return () => {};
  const ns = namespace.startsWith('.') ? namespace : `.${namespace}`;
  $(target).on(names.map((name) => `${name}${ns}`).join(' '), handler);
  return () => {
    $(target).off(ns);
  };
}

/**
 * jQuery's view of `data-<key>` (its cache first, then the attribute parsed as JSON).
 * `found` is false when the page has no jQuery or its `.data()` threw.
 */
export function jqueryData(target: Element, key: string): { found: boolean; value?: unknown } {
  const $ = jquery();
  if (!$) return { found: false };
  try {
    return { found: true, value: $(target).data(key) };
  } catch {
    return { found: false };
  }
}

/** A jQuery plugin: `this` is the collection it was called on. */
export type JQueryPlugin = (this: ArrayLike<unknown>, ...args: unknown[]) => unknown;

/**
 * Provides `$.fn[name]` for scripts that still call a plugin whose script the page no longer has.
 * Never replaces one the page's jQuery has (the platform's own wins). Returns the undo, which
 * removes the plugin only while it is still this one; undefined when nothing was defined.
 */
export function provideJQueryPlugin(name: string, plugin: JQueryPlugin): (() => void) | undefined {
  const fn = (jquery() as { fn?: Record<string, unknown> } | undefined)?.fn;
  if (!fn || typeof fn !== 'object' || name in fn) return undefined;
  fn[name] = plugin;
  return () => {
    if (fn[name] === plugin) delete fn[name];
  };
}
