/**
 * The drop-in file (`dist/storefront-elements.js`): one script tag and every tag of the library
 * works on the page; each element's code is fetched the first time its tag appears. The build
 * keeps this file free of `import`/`export` statements, so it runs both as
 * `<script type="module">` and as a classic `<script>`. A second copy of the bundle defers to
 * the first (see elements/registry.ts).
 */
import { startLibrary } from './elements/start.ts';
import { installVariationFormBridge, placeInside } from './elements/variation-form-bridge.ts';

startLibrary();
// Scripts that call the platform's variation plugin on a form they insert (a quick view, a table's
// product-form modal) get an element there; its code loads as the tag appears. Here, not in the
// element's chunk: that chunk loads only once a variation form is on the page.
installVariationFormBridge(placeInside);
