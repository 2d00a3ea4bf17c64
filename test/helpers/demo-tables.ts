/**
 * The demo store's product tables in a browser test: its server-rendered `shop-product-table` markup (valid
 * tokens), fetched from its pages through the test runner's proxy and mounted in the test page.
 */
import { clearTableCache } from '../../src/stores/product-table.ts';
import { clearFault } from './demo-store.ts';
import { cleanup, fixture } from './fixture.ts';
import { waitFor } from './wait.ts';

const pageCache = new Map<string, Document>();

export async function demoPage(path: string): Promise<Document> {
  let doc = pageCache.get(path);
  if (!doc) {
    const html = await (await fetch(path)).text();
    doc = new DOMParser().parseFromString(html, 'text/html');
    pageCache.set(path, doc);
  }
  return doc;
}

/**
 * Mounts the store's `shop-product-table` elements of `path` and waits until they are ready.
 * `change` edits a copy of the server's markup before it is mounted.
 */
export async function mountTables(path: string, change?: (markup: HTMLElement) => void): Promise<HTMLElement[]> {
  const doc = await demoPage(path);
  const markup = document.createElement('div');
  for (const table of doc.querySelectorAll('shop-product-table')) markup.append(document.importNode(table, true));
  change?.(markup);
  const wrapper = fixture(markup.outerHTML);
  const hosts = [...wrapper.querySelectorAll<HTMLElement>('shop-product-table')];
  await waitFor(() => hosts.every((host) => host.hasAttribute('data-shop-ready')), { message: 'tables not ready' });
  return hosts;
}

/** Each test starts from the server: no answers kept from another test, the page at its top. */
export function resetPage(startUrl: string): void {
  cleanup();
  clearFault();
  clearTableCache();
  history.replaceState(null, '', startUrl);
  window.scrollTo(0, 0);
  performance.clearResourceTimings();
}
