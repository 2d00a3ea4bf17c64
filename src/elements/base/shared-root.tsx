/**
 * One React root for every element of the page. Each element renders through a
 * portal into itself anyway, so a single root holding one entry per connected
 * element costs one render pass for a page of many elements instead of one root,
 * one scheduler task and one set of root listeners per element.
 * This is the renderer r2wc calls on connect, attribute change and disconnect.
 */
import type { R2WCRenderer } from '@r2wc/core';
import { memo, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

interface Entry {
  Component: ComponentType<any>;
  props: Record<string, unknown>;
}

const entries = new Map<number, Entry>();
let nextKey = 0;
let root: Root | undefined;
let scheduled = false;

/**
 * One entry of the root. Memoised on the identity of its props object, which the
 * renderer replaces only when r2wc asks this element to render: the other elements
 * of the page are skipped when one of them changes.
 */
const ElementEntry = memo(function ElementEntry({ Component, props }: Entry) {
  return <Component {...props} />;
});

function Elements() {
  return (
    <>
      {[...entries].map(([key, entry]) => (
        <ElementEntry key={key} Component={entry.Component} props={entry.props} />
      ))}
    </>
  );
}

function renderNow(): void {
  root ??= createRoot(document.createElement('div'));
  root.render(<Elements />);
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  // Every element connected in the same task (a page, an innerHTML) joins one render.
  queueMicrotask(() => {
    scheduled = false;
    renderNow();
  });
}

export const sharedRootRenderer: R2WCRenderer<Record<string, unknown>, number> = {
  mount(_container, Component, props) {
    const key = ++nextKey;
    // r2wc mutates one props object per element: copy it so changes are seen.
    entries.set(key, { Component: Component as ComponentType<any>, props: { ...props } });
    schedule();
    return key;
  },
  update(key, props) {
    const entry = entries.get(key);
    if (!entry) return;
    entry.props = { ...props };
    schedule();
  },
  unmount(key) {
    if (!entries.delete(key)) return;
    // An element that leaves the page cleans up at once (listeners, restored markup), as
    // it would with a root of its own; moved elements come back through mount().
    flushSync(renderNow);
  },
};
