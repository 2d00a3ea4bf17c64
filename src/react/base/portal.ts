/**
 * Portals that cost nothing until someone interacts with them.
 *
 * React gives every portal container its own copy of its event delegation: about 160
 * listeners (every event type, capture and bubble) added when the portal mounts. The
 * elements render through a portal into each host, so a listing of 200 elements paid
 * 32,000 addEventListener calls on upgrade, most of its upgrade time, for elements
 * that mostly never render a React event handler.
 *
 * A quiet portal's container is marked as already listening, so React adds nothing.
 * One capture listener per event type on the document (the first phase of every event)
 * notices the first event whose path crosses a quiet container and gives that container
 * React's listeners then (React attaches the very same set when a root is created on a
 * node), before the event reaches it: handlers inside work from the first event on.
 * If React's marker cannot be found (another React version, or preact/compat, which listens on
 * each element itself and has no delegation to spare), portals are plain ones.
 */
import type { ReactNode } from 'react';
import { createPortal, createRoot } from './compat.ts';

const quiet = new WeakSet<Node>();
/** Quiet containers not woken yet: while there are none, events are not looked at. */
let sleeping = 0;
let marker: string | null | undefined;

/**
 * React's "this container already listens" property name and the event types it listens
 * to, read off a node React sets up (its listeners recorded, not attached).
 */
function listeningMarker(): string | null {
  if (marker !== undefined) return marker;
  const probe = document.createElement('div');
  const types = new Set<string>();
  probe.addEventListener = (type: string) => types.add(type);
  // A root that never renders: nothing to unmount (unmounting while React renders is not allowed).
  createRoot(probe);
  marker = Object.keys(probe).find((key) => key.startsWith('_reactListening')) ?? null;
  if (marker) for (const type of types) document.addEventListener(type, onAnyEvent, { capture: true, passive: true });
  return marker;
}

/** Gives a quiet container React's listeners, as a root on it would have. */
function wake(container: Node): void {
  quiet.delete(container);
  sleeping -= 1;
  delete (container as unknown as Record<string, unknown>)[marker!];
  // Creating a root attaches React's delegation to the node; nothing is rendered into it.
  createRoot(container as Element);
}

function onAnyEvent(event: Event): void {
  if (sleeping === 0) return;
  for (const node of event.composedPath()) {
    if (node instanceof Node && quiet.has(node)) wake(node);
  }
}

/**
 * `createPortal`, without React's per-container listeners until an event happens inside
 * the container. Use it for every portal an element renders into page markup.
 */
export function quietPortal(
  children: ReactNode,
  container: Element | DocumentFragment,
  key?: string | null,
): ReturnType<typeof createPortal> {
  const listening = listeningMarker();
  const node = container as unknown as Record<string, unknown>;
  if (listening && !node[listening]) {
    node[listening] = true;
    quiet.add(container);
    sleeping += 1;
  }
  return createPortal(children, container, key);
}
