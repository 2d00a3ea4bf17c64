/**
 * The demo store's own texts in the visitor's language, as WordPress translates a theme's and the
 * platform's strings: each text is written in English where it is printed, through `t()`, and looked up
 * in the language's catalogue. The language belongs to the request (`?lang=de`, kept in a cookie), so
 * every page, fragment and AJAX answer of that request speaks it without passing it along.
 *
 * What the database holds (product names and descriptions, forum posts, members) is the shop's content,
 * written by its owner and its customers: it is shown as it is stored, as a German shop shows its own.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { GERMAN_COPY } from './de/index.ts';

export type DemoLanguage = 'en' | 'de';
export const LANGUAGES: Record<DemoLanguage, string> = { en: 'English', de: 'Deutsch' };

const current = new AsyncLocalStorage<DemoLanguage>();
const CATALOGUES: Record<DemoLanguage, Record<string, string> | undefined> = { en: undefined, de: GERMAN_COPY };

/** Runs `fn` (and everything it awaits) in `language`. */
export function inLanguage<T>(language: DemoLanguage, fn: () => T): T {
  return current.run(language, fn);
}

/** The language of the request being answered; English outside one. */
export function language(): DemoLanguage {
  return current.getStore() ?? 'en';
}

/**
 * Texts asked for in German that its catalogue lacks (shown in English meanwhile). A test renders every
 * page in German and expects none.
 */
export const untranslated = new Set<string>();

/**
 * `text` said in `context` (WordPress's `_x`): where one English word needs two German ones, the catalogue
 * holds `'<context>|<text>'` (a table's "Total" column is „Summe“, the cart's total „Gesamtsumme“). Without
 * such an entry it is `t(text)`.
 */
export function tx(context: string, text: string, ...args: Array<string | number>): string {
  const key = `${context}|${text}`;
  return CATALOGUES[language()]?.[key] !== undefined ? t(key, ...args) : t(text, ...args);
}

/**
 * `text` in the request's language, its `%s`, `%d` and `%1$s` filled with `args` in order or by number
 * (as `sprintf` in the platform's PHP). Arguments go in as given: escape what is not markup first.
 */
export function t(text: string, ...args: Array<string | number>): string {
  const lang = language();
  const catalogue = CATALOGUES[lang];
  let translated = text;
  if (catalogue) {
    const found = catalogue[text];
    if (found === undefined) untranslated.add(text);
    else translated = found;
  }
  if (!args.length) return translated;
  let next = 0;
  return translated.replace(/%(?:(\d+)\$)?[sd]/g, (_, position: string | undefined) => String(args[position ? Number(position) - 1 : next++] ?? ''));
}
