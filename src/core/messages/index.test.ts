import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messagesDoc } from './doc.ts';
import {
  english, formatMessage, MESSAGE_KEYS, MESSAGES, messageParts, messageText, parseMessages, settingsFromMessages, SETTINGS_MESSAGES,
} from './index.ts';
import { DEFAULT_SETTINGS } from '../settings/index.ts';
import { DEFAULT_TABLE_CART_SETTINGS } from '../product-table/cart-settings.ts';
import { DEFAULT_WISHLIST_SETTINGS } from '../product-table/wishlist.ts';

describe('formatMessage', () => {
  it('fills %s in order, %1$s by position and {name} by name', () => {
    expect(formatMessage('%s has been added to your cart.', ['“Mütze”'])).toBe('“Mütze” has been added to your cart.');
    expect(formatMessage('%2$s: %1$s', ['a', 'b'])).toBe('b: a');
    expect(formatMessage('%s of %d', [1, 5])).toBe('1 of 5');
    expect(formatMessage('{n} im Wunschzettel', [], { n: 'Mütze' })).toBe('Mütze im Wunschzettel');
  });

  it('leaves a placeholder with no value as written, and other percent signs alone', () => {
    expect(formatMessage('%1$s von %3$s', [1, 2])).toBe('1 von %3$s');
    expect(formatMessage('{n} added', [])).toBe('{n} added');
    expect(formatMessage('Mindestens %%MINIMUM%% (100 % sicher)', ['x'])).toBe('Mindestens %%MINIMUM%% (100 % sicher)');
  });

  it('the English text and a shop\'s text with the English for the keys it lacks', () => {
    expect(english('tableShown', 7)).toBe('Showing 7 products.');
    const text = messageText({ tableShown: '%s Produkte angezeigt.' });
    expect(text('tableShown', 7)).toBe('7 Produkte angezeigt.');
    expect(text('tableShownOne')).toBe('Showing 1 product.');
  });

  it('splits a template around its placeholders', () => {
    expect(messageParts(MESSAGES.tableAddSelectedBar)).toEqual(['Add selected (', 0, ') to cart: ', 1]);
    expect(messageParts('%2$s für %1$s')).toEqual([1, ' für ', 0]);
  });
});

describe('parseMessages', () => {
  it('keeps every good key and names each bad one, with the nearest key', () => {
    const { messages, problems } = parseMessages({ close: 'Schließen', addedToCard: '%s ist drin.', loading: 5, dismiss: '' });
    expect(messages).toEqual({ close: 'Schließen' });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('"messages.addedToCard" is not a message key (did you mean "addedToCart"?)');
    expect(problems[1]).toContain('"messages.loading" should be a non-empty text, not 5');
    expect(problems[2]).toContain('"messages.dismiss"');
  });

  it('refuses a value that is not an object, and ignores keys of Object.prototype', () => {
    expect(parseMessages(['x']).problems[0]).toContain('should be an object');
    expect(parseMessages('x').problems[0]).toContain('should be an object');
    expect(parseMessages(undefined)).toEqual({ messages: {}, problems: [] });
    const parsed = parseMessages(JSON.parse('{"__proto__": "x", "toString": "y"}'));
    expect(parsed.messages).toEqual({});
    expect(parsed.problems).toHaveLength(2);
  });
});

describe('the platform\'s own texts', () => {
  it('each setting a message stands in for has that message as its English default', () => {
    const defaults: Record<string, unknown> = { ...DEFAULT_SETTINGS, ...DEFAULT_TABLE_CART_SETTINGS, ...DEFAULT_WISHLIST_SETTINGS };
    for (const [setting, key] of Object.entries(SETTINGS_MESSAGES)) {
      if (setting === 'i18n_csv_failed_text' || setting === 'generic_ajax_error') continue;
      expect(defaults[setting], setting).toBe(MESSAGES[key]);
    }
  });

  it('puts a shop\'s messages under the settings they stand in for', () => {
    expect(settingsFromMessages({ viewCart: 'Warenkorb anzeigen', tableNypEmpty: 'Bitte einen Betrag eingeben.', close: 'Schließen' })).toEqual({
      i18n_view_cart: 'Warenkorb anzeigen',
      i18n_close_text: 'Schließen',
      nyp_error_message_templates: { empty: 'Bitte einen Betrag eingeben.' },
    });
    expect(settingsFromMessages({})).toEqual({});
  });
});

describe('docs/guide/messages.md', () => {
  it('lists every key with its English default, as the module says', () => {
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/guide/messages.md');
    const expected = messagesDoc();
    if (process.env.UPDATE_MESSAGES_DOC) writeFileSync(file, expected);
    const written = readFileSync(file, 'utf8');
    expect(written, 'run UPDATE_MESSAGES_DOC=1 npx vitest run src/core/messages').toBe(expected);
    for (const key of MESSAGE_KEYS) expect(written).toContain(`| \`${key}\` |`);
  });
});
