/**
 * `$settings`: the page-level shop settings, read once from the
 * `<script type="application/json" id="storefront-settings">` block and validated.
 * Elements merge their own `settings` attribute over it with `elementSettings`.
 */
import { atom } from 'nanostores';
import { mergeSettings, parseSettings, type Settings } from '../core/settings/index.ts';
import { setDefaultTimeout } from '../services/http.ts';

export const SETTINGS_ELEMENT_ID = 'storefront-settings';

function readPageSettings(): Settings {
  const block = typeof document === 'undefined' ? null : document.getElementById(SETTINGS_ELEMENT_ID);
  if (!block?.textContent?.trim()) return mergeSettings();
  let data: unknown;
  try {
    data = JSON.parse(block.textContent);
  } catch (error) {
    console.error(
      `Page settings #${SETTINGS_ELEMENT_ID}: invalid JSON (${(error as Error).message}). Using the default settings.`,
    );
    return mergeSettings();
  }
  const { settings, problems } = parseSettings(data);
  for (const problem of problems) console.error(`Page settings #${SETTINGS_ELEMENT_ID}: ${problem}. Using the default.`);
  return mergeSettings(settings);
}

export const $settings = atom<Settings>(mergeSettings());
let loaded = false;

/** Reads the page block on first use (it is in the page before any element upgrades). */
export function pageSettings(): Settings {
  if (!loaded) {
    loaded = true;
    const settings = readPageSettings();
    setDefaultTimeout(settings.request_timeout_ms);
    $settings.set(settings);
  }
  return $settings.get();
}

/** Re-reads the block (a page that rewrites it, and tests). */
export function reloadPageSettings(): Settings {
  loaded = false;
  return pageSettings();
}

export function updateSettings(patch: Partial<Settings>): void {
  const settings = { ...pageSettings(), ...patch };
  setDefaultTimeout(settings.request_timeout_ms);
  $settings.set(settings);
}
