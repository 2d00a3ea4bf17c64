/**
 * Attribute values are compared as text. The same value can reach the page in two
 * spellings: an option's `value` (already decoded by the HTML parser) and a JSON
 * value that may still carry HTML entities (`Gr&ouml;&szlig;e`, `&quot;Classic&quot;`,
 * `&#039;`). Both sides go through `textKey` before they are compared: entities are
 * decoded and the text is put in Unicode NFC form, so composed and decomposed
 * spellings of the same letters (non-Latin scripts, umlauts) are equal.
 */

import { decodeEntities as decodeWith, PRICE_ENTITIES } from '../text/entities.ts';

/** The named entities shops commonly print in attribute names and values. */
const NAMED = {
  ...PRICE_ENTITIES,
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  times: '\u00d7',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  hellip: '\u2026',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  deg: '\u00b0',
  frac12: '\u00bd',
  auml: '\u00e4',
  ouml: '\u00f6',
  uuml: '\u00fc',
  Auml: '\u00c4',
  Ouml: '\u00d6',
  Uuml: '\u00dc',
  szlig: '\u00df',
  eacute: '\u00e9',
  egrave: '\u00e8',
  aacute: '\u00e1',
  agrave: '\u00e0',
  ccedil: '\u00e7',
  ntilde: '\u00f1',
};

/** Decodes numeric entities and the named entities shops commonly print; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return decodeWith(text, NAMED);
}

/** The form in which attribute values are compared. */
export function textKey(value: string | null | undefined): string {
  if (value == null || value === '') return '';
  return decodeEntities(String(value)).normalize('NFC');
}

/** True when two attribute values are the same text. */
export function sameText(a: string | null | undefined, b: string | null | undefined): boolean {
  return textKey(a) === textKey(b);
}
