/**
 * What the element base needs from its renderer, the same on React and on preact/compat (the
 * lite build, where every import of React resolves to Preact's compatibility layer).
 *
 * Where the two differ for us, this module makes Preact behave as React does:
 *  - effects: React runs the effects of a synchronous render (flushSync) before it returns, so an
 *    element's listeners are attached when it is marked ready; Preact runs effects after the next
 *    paint (a frame later, or never in a background tab). Here they run at the end of the render
 *    pass, and in a microtask after any other render (a state update).
 * `__SE_BUILD__` is written in at build time (rollup, the test bundles): the default build drops
 * the Preact part whole.
 */
import { options } from 'preact';
import { flushSync } from 'react-dom';

export { createPortal } from 'react-dom';
export { createRoot, type Root } from 'react-dom/client';

declare const __SE_BUILD__: string | undefined;

let pendingEffects: (() => void) | undefined;

function runPendingEffects(): void {
  const run = pendingEffects;
  pendingEffects = undefined;
  run?.();
}

if (typeof __SE_BUILD__ !== 'undefined' && __SE_BUILD__ === 'lite') {
  options.requestAnimationFrame = (run) => {
    pendingEffects = run;
    queueMicrotask(runPendingEffects);
  };
}

/** Renders now, effects included, as React's flushSync does. */
export function renderNow(render: () => void): void {
  flushSync(render);
  runPendingEffects();
}
