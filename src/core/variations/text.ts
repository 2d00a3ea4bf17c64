/**
 * Attribute values are compared as text. The same value can reach the page in two
 * spellings: an option's `value` (already decoded by the HTML parser) and a JSON
 * value that may still carry HTML entities (`Gr&ouml;&szlig;e`, `&quot;Classic&quot;`,
 * `&#039;`). Both sides go through `textKey` before they are compared: entities are
 * decoded and the text is put in Unicode NFC form, so composed and decomposed
 * spellings of the same letters (non-Latin scripts, umlauts) are equal.
 */

import { decodeEntities } from '../text/entities.ts';

export { decodeEntities };

/** The form in which attribute values are compared. */
export function textKey(value: string | null | undefined): string {
  if (value == null || value === '') return '';
  return decodeEntities(String(value)).normalize('NFC');
}

/** True when two attribute values are the same text. */
export function sameText(a: string | null | undefined, b: string | null | undefined): boolean {
  return textKey(a) === textKey(b);
}
