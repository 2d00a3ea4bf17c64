/**
 * One React root for every element of the page. Each element renders through a
 * portal into itself anyway, so a single root holding one entry per connected
 * element costs one render pass for a page of many elements instead of one root,
 * one scheduler task and one set of root listeners per element.
 * This is the renderer r2wc calls on connect, attribute change and disconnect.
 *
 * Everything that happens to the page's elements in one task (a page of elements
 * upgrading, a fragment swap removing forty of them, an attribute change) is applied
 * in one synchronous render at the end of that task: the elements are ready before
 * the browser paints, and one that left the page holds no listener once the task ends.
 */
import type { R2WCRenderer } from '@r2wc/core';
import { memo, type ComponentType } from 'react';
import { createRoot, renderNow, type Root } from '../../react/base/compat.ts';
import { ElementErrorBoundary } from '../../react/base/ErrorBoundary.tsx';

interface Entry {
  host: Element;
  Component: ComponentType<any>;
  props: Record<string, unknown>;
}

const entries = new Map<number, Entry>();
/** Elements that left the page in this task, by host: put back in the same task, they keep their state. */
const leaving = new Map<Element, number>();
let nextKey = 0;
let root: Root | undefined;
let scheduled = false;
let renders = 0;

/**
 * One entry of the root, with its own error boundary: a throw in one element (its
 * attributes, its component) unmounts that element only. Memoised on the identity of its
 * props object, which the renderer replaces only when r2wc asks this element to render:
 * the other elements of the page are skipped when one of them changes.
 */
const ElementEntry = memo(function ElementEntry({ host, Component, props }: Entry) {
  return (
    <ElementErrorBoundary tag={host.localName}>
      <Component {...props} />
    </ElementErrorBoundary>
  );
});

function Elements() {
  return (
    <>
      {[...entries].map(([key, entry]) => (
        <ElementEntry key={key} host={entry.host} Component={entry.Component} props={entry.props} />
      ))}
    </>
  );
}

function flush(): void {
  scheduled = false;
  for (const key of leaving.values()) entries.delete(key);
  leaving.clear();
  root ??= createRoot(document.createElement('div'), {
    // Each entry's boundary reports its own element's error, naming the tag.
    onCaughtError: () => {},
  });
  renders += 1;
  renderNow(() => root!.render(<Elements />));
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(flush);
}

function hostOf(container: HTMLElement | ShadowRoot): Element {
  return container instanceof ShadowRoot ? container.host : container;
}

export const sharedRootRenderer: R2WCRenderer<Record<string, unknown>, number> = {
  mount(container, Component, props) {
    const host = hostOf(container as HTMLElement | ShadowRoot);
    // r2wc copies nothing: one props object per element, mutated. A copy lets memo see changes.
    const moved = leaving.get(host);
    if (moved !== undefined) {
      // Removed and put back in the same task (a move): the same entry, state and listeners.
      leaving.delete(host);
      entries.get(moved)!.props = { ...props };
      schedule();
      return moved;
    }
    const key = ++nextKey;
    entries.set(key, { host, Component: Component as ComponentType<any>, props: { ...props } });
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
    const entry = entries.get(key);
    if (!entry) return;
    leaving.set(entry.host, key);
    schedule();
  },
};

/** What the lifecycle tests observe: elements mounted (or about to be) and render passes so far. */
export function sharedRootStats(): { elements: number; renders: number } {
  return { elements: entries.size - leaving.size, renders };
}
