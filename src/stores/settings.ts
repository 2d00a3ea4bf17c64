/**
 * `$settings`: the page-level shop settings, read once from the
 * `<script type="application/json" id="storefront-settings">` block (or, on a page without one,
 * from the platform's localized settings objects) and validated.
 * The element base merges an element's own `settings` attribute over it.
 * Page scripts read `$settings`; it changes only through `reloadPageSettings` and
 * `updateSettings`. Every copy of the bundle on the page shares one (page-singleton.ts).
 */
import { atom, type ReadableAtom } from 'nanostores';
import { settingsFromMessages } from '../core/messages/index.ts';
import { mergeSettings, parseSettings, type Settings } from '../core/settings/index.ts';
import { pageMessages, reloadMessages, SETTINGS_BLOCK_ID } from '../dom/messages.ts';
import { setDefaultTimeout } from '../services/http.ts';
import { pageSingleton } from '../services/page-singleton.ts';
import { readonlyAtom } from './readonly.ts';

export const SETTINGS_ELEMENT_ID = SETTINGS_BLOCK_ID;

/**
 * Under everything the page prints: the shop's `messages` for the settings whose words the platform
 * prints (`i18n_view_cart` …), so a page without the platform's own words still speaks the shop's.
 */
function messagesLayer(): Partial<Settings> {
  return settingsFromMessages(pageMessages()) as Partial<Settings>;
}

function readPageSettings(): Settings {
  const blocks = typeof document === 'undefined' ? [] : [...document.querySelectorAll(`[id="${SETTINGS_ELEMENT_ID}"]`)];
  if (blocks.length > 1) {
    // Two plugins each printing a block: only the first counts, and the author should hear of the others.
    console.warn(
      `Page settings: the page has ${blocks.length} #${SETTINGS_ELEMENT_ID} blocks; only the first is read. ` +
        'Merge them into one block.',
    );
  }
  const block = blocks[0];
  if (!block?.textContent?.trim()) return localizedSettings() ?? mergeSettings(messagesLayer());
  let data: unknown;
  try {
    data = JSON.parse(block.textContent);
  } catch (error) {
    console.error(
      `Page settings #${SETTINGS_ELEMENT_ID}: invalid JSON (${(error as Error).message}). Using the default settings.`,
    );
    return mergeSettings(messagesLayer());
  }
  const { settings, problems } = parseSettings(data);
  for (const problem of problems) console.error(`Page settings #${SETTINGS_ELEMENT_ID}: ${problem}. Using the default for it.`);
  return mergeSettings(messagesLayer(), settings);
}

/**
 * The platform's own localized settings objects, in the order a later one wins, read when the page
 * has no settings block (a page still printing the platform's script settings).
 */
export const LOCALIZED_SETTINGS = [
  'woocommerce_params',
  'wc_cart_fragments_params',
  'wc_add_to_cart_params',
  'wc_add_to_cart_variation_params',
] as const;

function localizedSettings(): Settings | undefined {
  if (typeof window === 'undefined') return undefined;
  const layers: Array<Partial<Settings>> = [];
  for (const name of LOCALIZED_SETTINGS) {
    const data = (window as unknown as Record<string, unknown>)[name];
    if (data === undefined) continue;
    const { settings, problems } = parseSettings(data);
    for (const problem of problems) console.error(`Page settings (window.${name}): ${problem}. Using the default for it.`);
    layers.push(settings);
  }
  return layers.length ? mergeSettings(messagesLayer(), ...layers) : undefined;
}

interface SettingsStore {
  $settings: ReadableAtom<Settings>;
  pageSettings(): Settings;
  reloadPageSettings(): Settings;
  updateSettings(patch: Partial<Settings>): void;
}

function createSettingsStore(): SettingsStore {
  const $writable = atom<Settings>(mergeSettings());
  let loaded = false;

  /** Reads the page block on first use (it is in the page before any element upgrades). */
  function pageSettings(): Settings {
    if (!loaded) {
      loaded = true;
      $writable.set(readPageSettings());
    }
    return $writable.get();
  }

  return {
    $settings: readonlyAtom($writable),
    pageSettings,
    /** Re-reads the block (a page that rewrites it, and tests). */
    reloadPageSettings() {
      reloadMessages();
      loaded = false;
      return pageSettings();
    },
    updateSettings(patch) {
      $writable.set({ ...pageSettings(), ...patch });
    },
  };
}

const store = pageSingleton('settings@1', createSettingsStore);

export const $settings = store.$settings;
export const pageSettings = store.pageSettings;
export const reloadPageSettings = store.reloadPageSettings;
export const updateSettings = store.updateSettings;

// Each copy of the bundle has its own request layer: keep its default timeout in step.
$settings.subscribe((settings) => setDefaultTimeout(settings.request_timeout_ms));
