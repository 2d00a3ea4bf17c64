/**
 * Lazy definition: watches the page for the catalogue's tags and imports each element's code
 * the first time its tag is seen (in the page or added later). The element's chunk and the
 * chunks it imports start together. Code that fails to load is tried again, after a back-off
 * and when the tag appears again, and the page keeps watching until every tag has loaded.
 * An unknown tag of one of the library's families (`shop-*`, `forum-*`, `course-*` …: the first word
 * of each catalogue tag) gets one console warning naming the closest tag.
 */
import type { Catalogue } from './catalogue.ts';

export interface LoaderOptions {
  catalogue: Catalogue;
  /**
   * Per tag, the element's chunk followed by every chunk it imports, relative to the drop-in
   * file (written into the built drop-in; absent when running from source).
   */
  chunks?: Readonly<Record<string, readonly string[]>>;
  /** A failed load is tried again after these delays, one per failure, while the tag is on the page. */
  retryDelaysMs: readonly number[];
  /** Attempts per tag at most, counting those started by the tag appearing again. */
  maxAttempts: number;
  /** Told each time a tag's code fails to load. */
  onFailure?: (tag: string) => void;
}

/** What page scripts get: `import { loadTag, whenPageReady, tags } from 'storefront-elements'`. */
export interface PublicLoader {
  readonly tags: readonly string[];
  /** Loads and defines one tag now (idempotent); a failed load is attempted again. */
  loadTag(tag: string): Promise<void>;
  /** Resolves when every catalogue tag present in the page is defined. */
  whenPageReady(): Promise<void>;
}

export interface Loader extends PublicLoader {
  /** False while the tag's last load failed and no new attempt runs. */
  expected(tag: string): boolean;
  /** Starts watching the document; safe to call more than once. */
  start(): void;
  /** Stops watching and cancels pending retries (a test's clean-up). */
  stop(): void;
}

interface TagState {
  status: 'loading' | 'loaded' | 'failed';
  attempts: number;
  promise: Promise<void>;
  retry?: ReturnType<typeof setTimeout>;
}

const ignore = () => {};
/** How long after `beforeunload` a failed import is taken for one the navigation cut off. */
const LEAVING_MS = 1000;

/** Runs `task` when the page is idle (soon, where the browser cannot tell). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 1);
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createLoader({ catalogue, chunks = {}, retryDelaysMs, maxAttempts, onFailure }: LoaderOptions): Loader {
  const tags = Object.keys(catalogue);
  /** The first word of each tag (`shop`, `forum`, `member` …): the families whose unknown names are reported. */
  const family = (name: string) => name.split('-')[0];
  const families = new Set(tags.map(family));
  const states = new Map<string, TagState>();
  const startedChunks = new Set<string>();
  /** Tags whose failure, or unknown names, the console has already been told about. */
  const reported = new Set<string>();
  const unknownNames = new Set<string>();
  let observer: MutationObserver | undefined;
  /**
   * Set while the page is starting to go away (a link followed, a form posted): Firefox fails the imports
   * the navigation cuts off, and that is no failure to report. A navigation that does not happen (a
   * download, a 204 answer) leaves the page as it was: after LEAVING_MS failures count again, and the
   * next attempt of a tag that really fails says so.
   */
  let leaving: ReturnType<typeof setTimeout> | undefined;
  const onBeforeUnload = () => {
    clearTimeout(leaving);
    leaving = setTimeout(() => (leaving = undefined), LEAVING_MS);
  };
  /**
   * Imports in flight. The page listens for `beforeunload` only while there are some: only those can
   * be cut off, and a listener left on an idle page makes every navigation and tab close wait on the
   * page first (closing a Chromium tab mid-navigation was seen to wait for good).
   */
  let inFlight = 0;
  function track<T>(load: Promise<T>): Promise<T> {
    if (inFlight === 0 && typeof window !== 'undefined') addEventListener('beforeunload', onBeforeUnload);
    inFlight += 1;
    const settled = () => {
      inFlight -= 1;
      if (inFlight === 0 && typeof window !== 'undefined') removeEventListener('beforeunload', onBeforeUnload);
    };
    load.then(settled, settled);
    return load;
  }

  function importCode(tag: string, attempt: number): Promise<unknown> {
    const [own, ...dependencies] = chunks[tag] ?? [];
    // The runtime and shared chunks start now, beside the element's chunk, not after it has loaded.
    for (const dependency of dependencies) {
      if (startedChunks.has(dependency)) continue;
      startedChunks.add(dependency);
      import(/* a chunk the element's chunk imports */ dependency).catch(() => startedChunks.delete(dependency));
    }
    // A browser may keep a failed module URL failed for the page's life: a new attempt asks a new URL
    // (the same file: a versioned URL keeps its version).
    if (attempt > 1 && own) return import(/* the element's chunk again */ `${own}${own.includes('?') ? '&' : '?'}attempt=${attempt}`);
    return catalogue[tag]!.load();
  }

  function isPresent(tag: string): boolean {
    return document.querySelector(tag) !== null;
  }

  function allLoaded(): boolean {
    return tags.every((tag) => states.get(tag)?.status === 'loaded' || customElements.get(tag));
  }

  function reportFailure(tag: string, error: unknown, retryInMs: number | undefined): void {
    if (reported.has(tag) || leaving !== undefined) return;
    reported.add(tag);
    const again =
      retryInMs === undefined
        ? `It is tried again when a <${tag}> is added to the page.`
        : `It is tried again in ${retryInMs / 1000} s and when a <${tag}> is added to the page (${maxAttempts} attempts at most).`;
    console.error(
      `<${tag}>: the element's code could not be loaded (${reasonOf(error)}); until it is, its links and forms work as without JavaScript. ${again}`,
    );
  }

  function attempt(tag: string): Promise<void> {
    let state = states.get(tag);
    if (!state) {
      state = { status: 'loading', attempts: 0, promise: Promise.resolve() };
      states.set(tag, state);
    }
    const current = state;
    clearTimeout(current.retry);
    current.status = 'loading';
    current.attempts += 1;
    const number = current.attempts;
    current.promise = track(importCode(tag, number)).then(
      () => {
        current.status = 'loaded';
        if (allLoaded()) stopWatching();
      },
      (error: unknown) => {
        current.status = 'failed';
        const delay = number < maxAttempts ? retryDelaysMs[number - 1] : undefined;
        reportFailure(tag, error, delay);
        onFailure?.(tag);
        if (delay !== undefined) {
          current.retry = setTimeout(() => {
            if (current.status === 'failed' && isPresent(tag)) attempt(tag).catch(ignore);
          }, delay);
        }
        throw error;
      },
    );
    return current.promise;
  }

  function loadTag(tag: string): Promise<void> {
    if (!Object.hasOwn(catalogue, tag)) return Promise.reject(new Error(`<${tag}> is not a storefront-elements tag.`));
    const state = states.get(tag);
    if (state && state.status !== 'failed') return state.promise;
    return attempt(tag);
  }

  /** A tag was seen on the page: load it, or try again if its last load failed. */
  function appeared(tag: string): void {
    const state = states.get(tag);
    if (state && (state.status !== 'failed' || state.attempts >= maxAttempts)) return;
    attempt(tag).catch(ignore);
  }

  function reportUnknownNames(): void {
    // A page script may have defined its own element of the family in the meantime.
    const names = [...unknownNames].filter((name) => !reported.has(name) && !customElements.get(name));
    unknownNames.clear();
    if (names.length === 0) return;
    for (const name of names) reported.add(name);
    import('./unknown-tags.ts').then(
      ({ reportUnknownTag }) => names.forEach((name) => reportUnknownTag(name, tags)),
      () => names.forEach((name) => console.warn(`<${name}> is not a storefront-elements tag.`)),
    );
  }

  function noteUnknown(name: string): void {
    if (reported.has(name)) return;
    if (unknownNames.size === 0) whenIdle(reportUnknownNames);
    unknownNames.add(name);
  }

  /** Undefined custom elements in `root`: the catalogue's load, unknown names of its families are reported. */
  function scan(root: ParentNode): void {
    const found = [...root.querySelectorAll(':not(:defined)')];
    if (root instanceof Element && !root.matches(':defined')) found.push(root);
    for (const element of found) {
      const name = element.localName;
      if (Object.hasOwn(catalogue, name)) appeared(name);
      else if (families.has(family(name))) noteUnknown(name);
    }
  }

  function stopWatching(): void {
    observer?.disconnect();
    observer = undefined;
  }

  return {
    tags,
    loadTag,
    async whenPageReady() {
      const present = tags.filter(isPresent);
      await Promise.all(present.map((tag) => loadTag(tag).then(() => customElements.whenDefined(tag))));
    },
    expected(tag) {
      return states.get(tag)?.status !== 'failed';
    },
    start() {
      if (observer || typeof document === 'undefined') return;
      observer = new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) if (node instanceof Element) scan(node);
        }
      });
      observer.observe(document.documentElement, { childList: true, subtree: true });
      scan(document);
    },
    stop() {
      stopWatching();
      removeEventListener('beforeunload', onBeforeUnload);
      clearTimeout(leaving);
      leaving = undefined;
      for (const state of states.values()) clearTimeout(state.retry);
    },
  };
}
