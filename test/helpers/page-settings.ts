import { reloadPageSettings, SETTINGS_ELEMENT_ID } from '../../src/stores/settings.ts';

/**
 * Prints a page settings block (`#storefront-settings`) with `settings` and makes the stores read
 * it, as a page that printed it would. The returned function removes it and restores the defaults.
 */
export function usePageSettings(settings: Record<string, unknown>): () => void {
  document.getElementById(SETTINGS_ELEMENT_ID)?.remove();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SETTINGS_ELEMENT_ID;
  block.textContent = JSON.stringify(settings);
  document.head.append(block);
  reloadPageSettings();
  return () => {
    block.remove();
    reloadPageSettings();
  };
}
