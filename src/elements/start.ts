/**
 * Starts the library on a page: the loader that fetches each element's code the first time its
 * tag appears, the interactions held until an element is ready, and the quantity floor. The
 * drop-in files (storefront-elements.js, auto.js) run it; a second copy of the library on the page
 * defers to the first (see registry.ts).
 */
import { LOADING } from '../core/timings/index.ts';
import { VERSION } from '../core/version.ts';
import { catalogue } from './catalogue.ts';
import { createLoader } from './loader.ts';
import { startQuantityFloor } from './quantity-floor.ts';
import { pageRegistry, registerPage } from './registry.ts';
import { holdInteractions, type Replay } from './replay.ts';

/** Each tag's chunk and the chunks it imports, written in by the build (rollup.config.mjs). */
declare const __ELEMENT_CHUNKS__: Record<string, readonly string[]> | undefined;

export function startLibrary(): void {
  const first = pageRegistry();
  if (first) {
    if (first.version !== VERSION) {
      console.warn(`storefront-elements ${first.version} is already on this page; this copy (${VERSION}) defers to it.`);
    }
    return;
  }
  let replay: Replay | undefined;
  const loader = createLoader({
    catalogue,
    chunks: typeof __ELEMENT_CHUNKS__ === 'undefined' ? undefined : __ELEMENT_CHUNKS__,
    retryDelaysMs: LOADING.chunkRetryDelaysMs,
    maxAttempts: LOADING.chunkAttempts,
    onFailure: (tag) => replay?.failed(tag),
  });
  const { tags, loadTag, whenPageReady } = loader;
  registerPage({ version: VERSION, loader: { tags, loadTag, whenPageReady } });
  if (typeof document !== 'undefined') {
    replay = holdInteractions({ catalogue, expected: loader.expected, holdMs: LOADING.interactionHoldMs });
    loader.start();
    // §5.1: quantities below their min are raised on page load (cart rows excepted).
    startQuantityFloor();
  }
}
