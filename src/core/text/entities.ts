/**
 * HTML entities in text the server printed for a script rather than for a page: a price format
 * (`%1$s&nbsp;%2$s`), a currency symbol (`&#36;`, `&euro;`), a JSON attribute value
 * (`Gr&ouml;&szlig;e`). Decoded here, without the DOM, so the text can be shown as text.
 * Numeric entities (decimal and hex) and the named ones shops print are decoded; an unknown
 * name, or a number that is no character, stays as written. The `;` is required (PHP's
 * `html_entity_decode` requires it too).
 */

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  NoBreak: '\u2060',
  times: '\u00d7',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  hellip: '\u2026',
  dollar: '$',
  euro: '\u20ac',
  pound: '\u00a3',
  yen: '\u00a5',
  cent: '\u00a2',
  curren: '\u00a4',
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

const ENTITY = /&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/g;

function codePoint(n: number): string | undefined {
  if (!Number.isInteger(n) || n <= 0 || n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return undefined;
  return String.fromCodePoint(n);
}

/** Decodes numeric entities and the named entities shops commonly print; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      return codePoint(Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10)) ?? whole;
    }
    return Object.hasOwn(NAMED, body) ? NAMED[body]! : whole;
  });
}
