/**
 * Finds English the demo prints on a page meant to be German: the texts of the page (between tags, and in
 * the attributes a visitor or a screen reader meets) that hold a word only English has. What the database
 * holds is the shop's content and stays as stored; code samples stay code.
 */
import type { Hono } from 'hono';
import type { DB } from '../db/index.ts';
import type { AppEnv } from '../lib/context.ts';
import { TestVisitor } from '../test-visitor.ts';
import { untranslated } from './index.ts';

/** Common English words that are not German words too ("in", "was", "will", "Name" … are left out). */
const ENGLISH_ONLY = new Set(`the and your you to of with for is are this that on not be it by from has have can or at
more any each their our we what which when where how here there into only than then these those view add added adds remove
removed choose chosen select selected page products product items item price search results sign log account password email
back next previous loading close please sorry quantity subtotal checkout cart reply replies topic topics members member lesson
lessons course wishlist share default sort latest low high showing single available out new first free shipping coupon apply
update continue proceed description buy button list table shows click try does don't doesn't isn't
it's other same every without while after before under over above below its his her they them those one two three four
five been being were would should could also just like than about again still yet opens opened closed loads loaded
address order orders go goes see seen says said tells keeps kept works work holds hold held keep named name's`.split(/\s+/));

const ATTRIBUTES = /\s(?:aria-label|title|placeholder|alt|label|[a-z-]+-text|[a-z-]+-label)="([^"]*)"/g;

const decode = (text: string): string => text
  .replace(/&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi, (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', hellip: '…', ndash: '–', mdash: '—', ldquo: '“', rdquo: '”', rsquo: '’', lsquo: '‘', bdquo: '„', laquo: '«', raquo: '»', times: '×' } as Record<string, string>)[name!.toLowerCase()] ?? whole;
  });

/** Every text value the database holds, to tell the shop's content from the demo's own words. */
export function contentOf(db: DB): Content {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>;
  const values = new Set<string>();
  for (const { name } of tables) {
    for (const row of db.prepare(`SELECT * FROM "${name}"`).iterate() as Iterable<Record<string, unknown>>) {
      for (const value of Object.values(row)) {
        if (typeof value === 'string' && /[a-z]{2}/i.test(value)) values.add(value.replace(/\s+/g, ' ').trim()).add(decode(value).replace(/\s+/g, ' ').trim());
      }
    }
  }
  return { values, all: [...values].join('\n') };
}

export interface Content {
  values: Set<string>;
  all: string;
}

/** The page's texts a visitor meets, code samples and scripts left out. */
export function textsOf(html: string): string[] {
  const visible = html
    .replace(/<(script|style|pre|code|kbd|samp|textarea)\b[^>]*>[^]*?<\/\1>/gi, ' ')
    .replace(/<!--[^]*?-->/g, ' ');
  const texts = new Set<string>();
  for (const [, value] of visible.matchAll(ATTRIBUTES)) texts.add(decode(value!));
  for (const text of visible.split(/<[^>]*>/)) texts.add(decode(text));
  return [...texts].map((text) => text.replace(/\s+/g, ' ').trim()).filter((text) => /[a-z]{2}/i.test(text));
}

const hasEnglish = (text: string): boolean => (text.toLowerCase().match(/[a-z']+/g) ?? []).some((word) => ENGLISH_ONLY.has(word));

/** The texts of `html` that hold an English-only word and are not the shop's content. */
export function englishLeft(html: string, content: Content): string[] {
  const isContent = (text: string) => content.values.has(text) || content.all.includes(text);
  return textsOf(html).filter((text) => hasEnglish(text) && !isContent(text) && hasEnglish(withoutContent(text, content)));
}

/**
 * The text with the shop's content it quotes taken out: a German sentence names a product ("„Hoodie with
 * sizes“ in den Warenkorb legen"), a title or a breadcrumb joins a topic's title to the demo's words.
 */
function withoutContent(text: string, content: Content): string {
  let rest = text;
  for (const value of content.values) if (value.length >= 4 && rest.includes(value)) rest = rest.split(value).join(' ');
  return rest;
}

/** The demo pages the home page links (`a[data-demo]`), the home page first. */
export function demoPages(home: string): string[] {
  return ['/', ...new Set([...home.matchAll(/<a href="([^"#]*)[^"]*" data-demo="[^"]*">/g)].map(([, href]) => href!))];
}

/** A simple product on show: put in the cart, it gives the cart, the checkout and the mini cart their lines. */
export function firstProduct(db: DB): number {
  return (db.prepare("SELECT id FROM products WHERE type = 'simple' AND visible = 1 ORDER BY id LIMIT 1").get() as { id: number }).id;
}

/**
 * Every demo page (or those under `prefixes`) rendered in German for a visitor with a product in the cart:
 * the English texts left on them, each with the first page it is on, and the texts `t()` was asked for that
 * the German catalogue lacks.
 */
export async function germanPagesCheck(app: Hono<AppEnv>, db: DB, prefixes: string[] = []): Promise<{ left: Map<string, string>; missing: string[] }> {
  const visitor = new TestVisitor(app);
  const home = await (await visitor.request('/?lang=de')).text();
  await visitor.request('/?wc-ajax=add_to_cart', { method: 'POST', form: { product_id: String(firstProduct(db)), quantity: '1' } });
  untranslated.clear();
  const content = contentOf(db);
  const left = new Map<string, string>();
  for (const path of demoPages(home).filter((path) => !prefixes.length || prefixes.some((prefix) => path.startsWith(prefix)))) {
    for (const text of englishLeft(await (await visitor.request(path)).text(), content)) if (!left.has(text)) left.set(text, path);
  }
  return { left, missing: [...untranslated] };
}
