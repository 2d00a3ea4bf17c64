/**
 * The words that turn variation swatches off (`swatches="false"`), apart from the rest of the
 * swatch rules (swatches.ts) so that the form's stub can ask without loading them.
 */
const NONE_WORDS = new Set(['false', 'no', 'off', '0', 'none']);

/** True when `text` turns swatches off. */
export function isSwatchesOff(text: string): boolean {
  return NONE_WORDS.has(text.trim().toLowerCase());
}
