// The demo's language switch (issue 40): English / Deutsch in the header of every page; Deutsch prints
// the library's texts in German in the settings block and leaves out the platform's English ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { openDatabase, type DB } from './db/index.ts';
import { createApp } from './app.ts';
import { TestVisitor } from './test-visitor.ts';
import type { AppEnv } from './lib/context.ts';
import { GERMAN_MESSAGES } from './i18n/de.ts';
import { SETTINGS_MESSAGES } from '../src/core/messages/index.ts';
import { inLanguage, t, tx } from './i18n/index.ts';
import { GERMAN_PARTS } from './i18n/de/index.ts';
import { demoPages, firstProduct, germanPagesCheck } from './i18n/english-left.ts';

let dir: string;
let db: DB;
let app: Hono<AppEnv>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-language-'));
  db = openDatabase(join(dir, 'store.sqlite'));
  app = createApp(db, { secret: 'test-secret' });
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function settingsOf(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="storefront-settings">([^]*?)<\/script>/.exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json!) as Record<string, unknown>;
}


// Every demo page is rendered: a minute on a loaded machine.
describe('the language switch', { timeout: 60_000 }, () => {
  it('is in the header of every demo page, English by default', async () => {
    const visitor = new TestVisitor(app);
    const home = await (await visitor.request('/')).text();
    for (const path of demoPages(home)) {
      const html = await (await visitor.request(path)).text();
      expect(html, path).toMatch(/<header class="site-header">[^]*<nav class="demo-language"[^]*hreflang="en"[^]*aria-current="true"[^]*>English<\/a>[^]*hreflang="de"[^]*>Deutsch<\/a>[^]*<\/header>/);
      expect(html, path).toContain('<html lang="en">');
      expect(settingsOf(html).messages, path).toBeUndefined();
    }
  });

  it('Deutsch prints the German messages on every page until English is chosen again', async () => {
    const visitor = new TestVisitor(app);
    const home = await (await visitor.request('/?lang=de')).text();
    expect(home).toContain('<html lang="de">');
    expect(home).toMatch(/hreflang="de" lang="de" aria-current="true">Deutsch/);
    for (const path of demoPages(home)) {
      const html = await (await visitor.request(path)).text();
      const settings = settingsOf(html);
      expect(settings.language, path).toBe('de');
      expect(settings.messages, path).toEqual(GERMAN_MESSAGES);
      // The platform's English texts are left out: the messages stand in for them.
      for (const key of [...Object.keys(SETTINGS_MESSAGES), 'member_directory_keywords', 'nyp_error_message_templates']) {
        expect(settings, `${path} ${key}`).not.toHaveProperty(key);
      }
    }
    const english = await (await visitor.request('/shop/?lang=en')).text();
    expect(english).toContain('<html lang="en">');
    expect(settingsOf(await (await visitor.request('/')).text()).messages).toBeUndefined();
  });

  it('Deutsch shows every page in German: no text of the demo is missing from the catalogue, none left in English', async () => {
    const { left, missing } = await germanPagesCheck(app, db);
    expect(missing, 'texts without a German one in demo/i18n/de/').toEqual([]);
    expect([...left].map(([text, path]) => `${path}: ${text}`), 'English on German pages').toEqual([]);
  });
});

describe('the calls in German', () => {
  it("answer in the visitor's language: an add's fragments in German, another visitor's cart read in English", async () => {
    const visitor = new TestVisitor(app);
    await visitor.request('/?lang=de');
    const added = await (await visitor.request('/?wc-ajax=add_to_cart', { method: 'POST', form: { product_id: String(firstProduct(db)), quantity: '1' } })).json() as { fragments: Record<string, string> };
    const miniCart = Object.values(added.fragments).join('');
    expect(miniCart).toContain('Zwischensumme:');
    expect(miniCart).toContain('Warenkorb anzeigen');
    expect(miniCart).not.toContain('Subtotal:');
    const english = new TestVisitor(app);
    const refreshed = await (await english.request('/?wc-ajax=get_refreshed_fragments', { method: 'POST' })).json() as { fragments: Record<string, string> };
    expect(Object.values(refreshed.fragments).join('')).toContain('No products in the cart.');
  });
});

describe('the German catalogue', () => {
  it('fills placeholders in order or by number, and says a word in its context where the catalogue has one', () => {
    expect(inLanguage('de', () => t('Price range: %1$s through %2$s', '$1', '$2'))).toBe('Preisspanne: $1 bis $2');
    expect(inLanguage('en', () => t('Price range: %1$s through %2$s', '$1', '$2'))).toBe('Price range: $1 through $2');
    expect(inLanguage('de', () => [tx('table column', 'Total'), t('Total'), tx('table column', 'Price')])).toEqual(['Summe', 'Gesamtsumme', 'Preis']);
    expect(inLanguage('en', () => tx('table column', 'Total'))).toBe('Total');
    // Outside a request: English.
    expect(t('Total')).toBe('Total');
  });

  it('gives a text printed in two parts of the store one German text', () => {
    const seen = new Map<string, [string, string]>();
    const disagree: string[] = [];
    for (const [part, copy] of Object.entries(GERMAN_PARTS)) {
      for (const [english, german] of Object.entries(copy)) {
        const before = seen.get(english);
        if (before && before[1] !== german) disagree.push(`${english}: ${before[0]} says ${before[1]}, ${part} says ${german}`);
        seen.set(english, [part, german]);
      }
    }
    expect(disagree).toEqual([]);
  });

  it('keeps the placeholders of every text', () => {
    const placeholders = (text: string) => (text.match(/%(?:\d+\$)?[sd]|&\w+;/g) ?? []).sort().join(' ');
    const differ = Object.entries(GERMAN_PARTS).flatMap(([part, copy]) => Object.entries(copy)
      .filter(([english, german]) => placeholders(english.replace(/&(?:hellip|ndash|ldquo|rdquo|rsquo|nbsp|mdash);/g, '')) !== placeholders(german.replace(/&(?:hellip|ndash|ldquo|rdquo|rsquo|bdquo|nbsp|mdash);/g, '')))
      .map(([english, german]) => `${part}: ${english} → ${german}`));
    expect(differ).toEqual([]);
  });
});

