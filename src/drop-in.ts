/**
 * The drop-in file (`dist/storefront-elements.js`): one script tag and every tag of the library
 * works on the page; each element's code is fetched the first time its tag appears. The build
 * keeps this file free of `import`/`export` statements, so it runs both as
 * `<script type="module">` and as a classic `<script>`. A second copy of the bundle defers to
 * the first (see elements/registry.ts).
 */
import { LOADING } from './core/timings/index.ts';
import { VERSION } from './core/version.ts';
import { catalogue } from './elements/catalogue.ts';
import { createLoader } from './elements/loader.ts';
import { startQuantityFloor } from './elements/quantity-floor.ts';
import { pageRegistry, registerPage } from './elements/registry.ts';
import { holdInteractions, type Replay } from './elements/replay.ts';

/** Each tag's chunk and the chunks it imports, written in by the build (rollup.config.mjs). */
declare const __ELEMENT_CHUNKS__: Record<string, readonly string[]> | undefined;

const first = pageRegistry();
if (first) {
  if (first.version !== VERSION) {
    console.warn(`storefront-elements ${first.version} is already on this page; this copy (${VERSION}) defers to it.`);
  }
} else {
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
