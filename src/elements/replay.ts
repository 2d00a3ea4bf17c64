/**
 * Interactions before upgrade. Between the first paint and an element being ready, a shopper
 * can already click, submit or choose. The drop-in holds those interactions (on the controls
 * each element handles, see the catalogue) and hands them to the element once it is ready, so
 * a click 50 ms before the upgrade does what a click 50 ms after does. If the element's code
 * fails to load, or it is not ready within the hold time, each held interaction does what it
 * does without JavaScript instead: the link is followed, the form sent. Nothing is dropped and
 * nothing runs twice.
 */
import { findOwner } from '../dom/element-scope.ts';
import type { Catalogue, InteractionType } from './catalogue.ts';
import { ENHANCES } from './enhances.ts';

/** Set on the element host by every element once its behaviour is attached. */
export const READY_ATTRIBUTE = 'data-shop-ready';

const TYPES: readonly InteractionType[] = ['click', 'submit', 'change'];
/**
 * How long after a keydown a change still counts as that key's: dom/keyboard.ts's window. The
 * drop-in is one classic script that shares no module with the element chunks, so it keeps its own copy.
 */
const KEY_CHANGE_WINDOW_MS = 500;

export interface ReplayOptions {
  catalogue: Catalogue;
  /** False while the tag's code is known to be unavailable (its load failed): nothing is held then. */
  expected(tag: string): boolean;
  holdMs: number;
}

export interface Replay {
  /** The tag's code failed to load: its held interactions act natively now. */
  failed(tag: string): void;
  /** Stops holding; interactions still held are dropped (a test's clean-up). */
  stop(): void;
}

interface Held {
  type: InteractionType;
  target: Element;
  event: Event;
}

interface Pending {
  tag: string;
  held: Held[];
  timer: ReturnType<typeof setTimeout>;
}

/** Re-sends one interaction, as the shopper made it, from its original target. */
function dispatch({ type, target, event }: Held): void {
  if (type === 'submit') {
    const form = target as HTMLFormElement;
    if (!form.isConnected) return;
    const submitter = (event as SubmitEvent).submitter;
    if (typeof form.requestSubmit !== 'function') {
      form.submit();
    } else if (submitter && (submitter as HTMLButtonElement).form === form) {
      form.requestSubmit(submitter);
    } else {
      form.requestSubmit();
    }
    return;
  }
  if (type === 'click' && !target.isConnected) {
    // A link that left the page cannot be clicked any more; its address can still be followed.
    const link = target.closest('a[href]');
    if (link) window.location.assign((link as HTMLAnchorElement).href);
    return;
  }
  const copy = type === 'click' ? new MouseEvent('click', event as MouseEvent) : new Event('change', { bubbles: true });
  target.dispatchEvent(copy);
}

export function holdInteractions({ catalogue, expected, holdMs }: ReplayOptions): Replay {
  const rules = TYPES.map((type) => ({
    type,
    entries: Object.entries(catalogue).flatMap(([tag, entry]) => {
      const selector = entry.interactions?.[type];
      return selector ? [{ tag, selector }] : [];
    }),
  })).filter((rule) => rule.entries.length > 0);
  const pending = new Map<Element, Pending>();
  /** True while the loader re-sends interactions: those pass through. */
  let replaying = false;
  /** The last key pressed, and on what: a change a key makes is a choice still being made. */
  let lastKey: { target: EventTarget | null; at: number } | undefined;

  const settle = (host: Element) => {
    const entry = pending.get(host);
    if (!entry) return;
    pending.delete(host);
    clearTimeout(entry.timer);
    replaying = true;
    try {
      for (const held of entry.held) {
        try {
          dispatch(held);
        } catch (error) {
          console.error(`<${entry.tag}>: an interaction held until the element was ready could not be sent again.`, error);
        }
      }
    } finally {
      replaying = false;
    }
    if (pending.size === 0) readiness.disconnect();
  };

  const readiness = new MutationObserver((records) => {
    for (const record of records) {
      if ((record.target as Element).hasAttribute(READY_ATTRIBUTE)) settle(record.target as Element);
    }
  });

  const hold = (host: Element, tag: string, held: Held) => {
    let entry = pending.get(host);
    if (!entry) {
      // Past the hold time the element is given up on: the interaction acts without it.
      entry = { tag, held: [], timer: setTimeout(() => settle(host), holdMs) };
      pending.set(host, entry);
      readiness.observe(host, { attributes: true, attributeFilter: [READY_ATTRIBUTE] });
    }
    entry.held.push(held);
  };

  const listeners = rules.map(({ type, entries }) => {
    const listener = (event: Event) => {
      if (replaying || event.defaultPrevented) return;
      if (type === 'click') {
        const click = event as MouseEvent;
        // New tabs and windows stay the browser's business, as the elements leave them.
        if (click.button !== 0 || click.ctrlKey || click.metaKey || click.shiftKey) return;
      }
      const target = event.target;
      if (!(target instanceof Element)) return;
      // An arrow key on a closed select changes it without the shopper having chosen (WCAG 3.2.2):
      // not held, so the element, once ready, takes the choice when the shopper commits it.
      if (type === 'change' && lastKey?.target === target && event.timeStamp - lastKey.at < KEY_CHANGE_WINDOW_MS) return;
      for (const { tag, selector } of entries) {
        const control = target.closest(selector);
        // The innermost element of the tag owns the control, as the elements decide: one wrapping
        // it, or one naming or placed inside the markup around it.
        const host = control && findOwner(control, tag, ENHANCES[tag]);
        if (!host || host.hasAttribute(READY_ATTRIBUTE) || !expected(tag)) continue;
        hold(host, tag, { type, target: type === 'submit' ? control! : target, event });
        if (event.cancelable) event.preventDefault();
        // Page scripts see the interaction once: when it is sent again.
        event.stopImmediatePropagation();
        return;
      }
    };
    document.addEventListener(type, listener, true);
    return () => document.removeEventListener(type, listener, true);
  });
  const onKey = (event: KeyboardEvent) => {
    lastKey = { target: event.target, at: event.timeStamp };
  };
  document.addEventListener('keydown', onKey, true);
  listeners.push(() => document.removeEventListener('keydown', onKey, true));

  return {
    failed(tag) {
      for (const [host, entry] of pending) if (entry.tag === tag) settle(host);
    },
    stop() {
      for (const remove of listeners) remove();
      for (const entry of pending.values()) clearTimeout(entry.timer);
      pending.clear();
      readiness.disconnect();
    },
  };
}
