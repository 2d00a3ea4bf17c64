/**
 * Public events: bubbling, composed `shop-*` CustomEvents with a flat detail,
 * and, when the page has jQuery, the platform's own jQuery events with their
 * argument arrays, so theme code written for the platform keeps working.
 */
import { triggerOn } from './jquery.ts';

import type { ShopEventMap, ShopEventName } from './event-map.ts';

export type { ShopEventMap, ShopEventName } from './event-map.ts';

// The bridge lives in jquery.ts; these two stay importable from here.
export { jquery, jqueryVetoes } from './jquery.ts';

export interface JQueryEvent {
  name: string;
  args?: readonly unknown[];
  /** Where the platform triggers it: on the element itself or on document.body. */
  on?: 'self' | 'body' | EventTarget;
}

/** The platform's jQuery event that goes with a public event (see jquery.ts). */
export function triggerJQuery(target: EventTarget, event: JQueryEvent): void {
  const on = event.on === 'body' ? document.body : event.on === 'self' || !event.on ? target : event.on;
  triggerOn(on, event.name, event.args ?? []);
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
