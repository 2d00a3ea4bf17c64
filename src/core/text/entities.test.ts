import { describe, expect, it } from 'vitest';
import { decodeEntities } from './entities.ts';

describe('decodeEntities', () => {
  it('decodes the entities a price format or currency symbol holds: named, decimal and hex', () => {
    expect(decodeEntities('%1$s&nbsp;%2$s')).toBe('%1$s\u00a0%2$s');
    expect(decodeEntities('&euro; &pound; &yen; &cent; &dollar;')).toBe('€ £ ¥ ¢ $');
    expect(decodeEntities('&auml;', { auml: 'ä' })).toBe('ä');
    expect(decodeEntities('&#36;')).toBe('$');
    expect(decodeEntities('&#x62f;.&#x625;')).toBe('\u062f.\u0625');
    expect(decodeEntities('&#X20AC;&#8377;')).toBe('€₹');
    expect(decodeEntities('%2$s&thinsp;%1$s')).toBe('%2$s\u2009%1$s');
  });

  it('decodes once: an escaped ampersand gives the text of the entity, not its character', () => {
    expect(decodeEntities('&amp;nbsp;')).toBe('&nbsp;');
    expect(decodeEntities('&amp;amp;')).toBe('&amp;');
    expect(decodeEntities('&lt;b&gt;', { lt: '<', gt: '>' })).toBe('<b>');
  });

  it('leaves what is no entity as written: unknown names, no character, no semicolon, a bare &', () => {
    expect(decodeEntities('&unknown; &#0; &#xD800; &#1114112; &#99999999999999999999; a&b &nbsp')).toBe('&unknown; &#0; &#xD800; &#1114112; &#99999999999999999999; a&b &nbsp');
    // Names of Object.prototype are no entities.
    expect(decodeEntities('&constructor; &toString; &hasOwnProperty;')).toBe('&constructor; &toString; &hasOwnProperty;');
    expect(decodeEntities('plain')).toBe('plain');
  });
});
