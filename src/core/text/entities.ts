/**
 * HTML entities in text the server printed for a script rather than for a page: a price format
 * (`%1$s&nbsp;%2$s`), a currency symbol (`&#36;`, `&euro;`), a JSON attribute value
 * (`Gr&ouml;&szlig;e`). Decoded here, without the DOM, so the text can be shown as text.
 * Numeric entities (decimal and hex) and the given names are decoded; an unknown name, or a
 * number that is no character, stays as written. The `;` is required (PHP's
 * `html_entity_decode` requires it too).
 */

export type EntityNames = Readonly<Record<string, string>>;

/**
 * The names a price format, currency symbol or separator can hold (the platform prints its other
 * symbols as numbers, `&#x62f;.&#x625;`). Small on purpose: it ships with the page settings.
 */
export const PRICE_ENTITIES: EntityNames = {
  amp: '&',
  nbsp: '\u00a0',
  thinsp: '\u2009',
  dollar: '$',
  euro: '\u20ac',
  pound: '\u00a3',
  yen: '\u00a5',
  cent: '\u00a2',
};

const ENTITY = /&(#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi;

/** Decodes numeric entities and the named ones of `names`; any other stays as written. */
export function decodeEntities(text: string, names: EntityNames = PRICE_ENTITIES): string {
  return text.replace(ENTITY, (whole, body: string) => {
    if (body[0] !== '#') return Object.hasOwn(names, body) ? names[body]! : whole;
    const n = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    // No character for 0, surrogates or beyond U+10FFFF.
    return n > 0 && n <= 0x10ffff && (n < 0xd800 || n > 0xdfff) ? String.fromCodePoint(n) : whole;
  });
}
