/**
 * Public events: bubbling, composed `shop-*` CustomEvents with a flat detail,
 * and, when the page has jQuery, the platform's own jQuery events with their
 * argument arrays, so theme code written for the platform keeps working.
 */

import type { ShopEventMap, ShopEventName } from './event-map.ts';

export type { ShopEventMap, ShopEventName } from './event-map.ts';

/** Minimal view of the jQuery API the platform's events need. */
interface JQueryLike {
  (target: unknown): {
    trigger(name: string, args?: unknown[]): unknown;
    triggerHandler(name: string, args?: unknown[]): unknown;
    on(name: string, handler: () => void): unknown;
    off(name: string, handler: () => void): unknown;
  };
}

export function jquery(): JQueryLike | undefined {
  const candidate = (globalThis as { jQuery?: unknown }).jQuery;
  return typeof candidate === 'function' ? (candidate as JQueryLike) : undefined;
}

/**
 * jQuery event arguments: DOM elements among them are passed as jQuery objects,
 * as the platform does (`[fragments, cart_hash, $button]`).
 */
function jqueryArgs($: JQueryLike, args: readonly unknown[]): unknown[] {
  return args.map((arg) => (arg instanceof Element ? $(arg) : arg));
}

export interface JQueryEvent {
  name: string;
  args?: readonly unknown[];
  /** Where the platform triggers it: on the element itself or on document.body. */
  on?: 'self' | 'body' | EventTarget;
}

export function triggerJQuery(target: EventTarget, event: JQueryEvent): void {
  const $ = jquery();
  if (!$) return;
  const on = event.on === 'body' ? document.body : event.on === 'self' || !event.on ? target : event.on;
  try {
    $(on).trigger(event.name, jqueryArgs($, event.args ?? []));
  } catch (error) {
    // A theme handler that throws must not break the shop.
    console.error(`A jQuery "${event.name}" handler threw:`, error);
  }
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
 * Dispatches `type` on `target` (and the matching jQuery event if given).
 * Returns false when a listener called preventDefault() on a cancelable event.
 */
export function emit<K extends ShopEventName>(
  target: EventTarget,
  type: K,
  detail: ShopEventMap[K],
  options: { cancelable?: boolean; jquery?: JQueryEvent } = {},
): boolean {
  const event = new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: !!options.cancelable });
  const notCancelled = target.dispatchEvent(event);
  if (options.jquery) triggerJQuery(target, options.jquery);
  return notCancelled;
}
