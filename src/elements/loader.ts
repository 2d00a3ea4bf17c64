/**
 * Lazy definition: watches the page for the catalogue's tags and imports each
 * element's code the first time its tag is seen (in the page or added later).
 */
import { catalogue } from './catalogue.ts';

const loads = new Map<string, Promise<void>>();

/** Loads and defines one tag now (idempotent). */
export function loadTag(tag: string): Promise<void> {
  const importer = catalogue[tag];
  if (!importer) return Promise.reject(new Error(`<${tag}> is not part of storefront-elements.`));
  let load = loads.get(tag);
  if (!load) {
    load = importer().then(
      () => undefined,
      (error: unknown) => {
        loads.delete(tag);
        console.error(`<${tag}> could not be loaded:`, error);
        throw error;
      },
    );
    loads.set(tag, load);
  }
  return load;
}

function pendingTags(): string[] {
  return Object.keys(catalogue).filter((tag) => !loads.has(tag) && !customElements.get(tag));
}

function scan(root: ParentNode): void {
  const pending = pendingTags();
  if (pending.length === 0) return;
  if (root instanceof Element && pending.includes(root.localName)) void loadTag(root.localName).catch(() => {});
  for (const tag of pending) {
    if (root.querySelector(tag)) void loadTag(tag).catch(() => {});
  }
}

let observer: MutationObserver | undefined;

/** Starts watching the document; safe to call more than once. */
export function startLoader(): void {
  if (observer || typeof document === 'undefined') return;
  observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) if (node instanceof Element) scan(node);
    }
    if (pendingTags().length === 0) observer?.disconnect();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  scan(document);
}

/** Resolves when every catalogue tag present in the page is defined. */
export async function whenPageReady(): Promise<void> {
  const present = Object.keys(catalogue).filter((tag) => document.querySelector(tag));
  await Promise.all(present.map((tag) => loadTag(tag).then(() => customElements.whenDefined(tag))));
}
