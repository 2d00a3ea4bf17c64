// @vitest-environment node
// The home page: a showcase grouped by what a shopper does, and the page list the reliability suite
// reads (its `a[data-demo]` links).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { openDatabase, type DB } from './db/index.ts';
import { createApp } from './app.ts';
import { TestVisitor } from './test-visitor.ts';
import type { AppEnv } from './lib/context.ts';
import { homePage, pages } from './pages/registry.ts';
import { homeShelves } from './pages/home-shelves.ts';
import { tags } from '../src/elements/catalogue.ts';

let dir: string;
let db: DB;
let app: Hono<AppEnv>;
let home: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-home-'));
  db = openDatabase(join(dir, 'store.sqlite'));
  app = createApp(db, { secret: 'test-secret' });
  home = await (await new TestVisitor(app).request('/')).text();
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The home links as the reliability suite reads them (test/reliability/lib/discover.ts). */
function links(): Array<{ href: string; tag: string; text: string }> {
  return [...home.matchAll(/<a href="([^"]*)" data-demo="([^"]*)">([^<]*)<\/a>/g)].map(([, href, tag, text]) => ({ href: href!, tag: tag!, text: text! }));
}

describe('the home page', () => {
  it('links every element of the catalogue to a page of its own', () => {
    const linked = new Set(links().map((l) => l.tag));
    expect(tags.filter((tag) => !linked.has(tag))).toEqual([]);
  });

  it('each link leads to a page that shows its element (a fragment names a part of that page)', async () => {
    // Some elements are for members (the coming-soon banner, the forum's toggles), the sign-in form
    // for everyone else: a page shows its element to a visitor signed out or to one signed in.
    const guest = new TestVisitor(app);
    const member = new TestVisitor(app);
    await member.request('/__demo/login?user=demo');
    for (const { href, tag } of links()) {
      // The wishlist shows its table once the visitor has saved something (an empty one says so); the
      // captured e-mails are the provider's view of what <cart-recovery> sent from the contact page.
      if (href === '/demo/product-table/wishlist/list/' || href === '/demo/cart-recovery/captured/') continue;
      const [path, fragment] = href.split('#');
      const shows = new RegExp(fragment ? `<${tag}[\\s>][^]*id="${fragment}"[^]*</${tag}>` : `<${tag}[\\s>]`);
      const seen: string[] = [];
      for (const visitor of [guest, member]) {
        const res = await visitor.request(path!);
        expect(res.status, href).toBe(200);
        seen.push(await res.text());
      }
      expect(seen.some((html) => shows.test(html)), `${href} shows <${tag}>`).toBe(true);
    }
  });

  it("the first link of a tag is that tag's first registered page (the page the reliability suite tests it on)", () => {
    const first = new Map<string, string>();
    for (const { href, tag } of links()) if (!first.has(tag)) first.set(tag, href);
    for (const [tag, href] of first) {
      const page = pages.find((p) => p !== homePage && !p.unlisted && (p.tag === tag || p.alsoShows?.some((a) => a.tag === tag)))!;
      const registered = page.tag === tag ? page.path : `${page.path}#${page.alsoShows!.find((a) => a.tag === tag)!.fragment}`;
      expect(href, tag).toBe(registered);
    }
  });

  it('groups the pages on shelves by what a shopper does; no page is left over', () => {
    const shelves = homeShelves(pages.filter((p) => p !== homePage));
    expect(shelves.map((s) => s.heading)).not.toContain('More pages');
    expect(shelves.map((s) => s.heading)).toEqual(['Browse and find', 'Choose and buy', 'Order in bulk', 'Your account and the community', 'Store messages', 'Behind the counter']);
    expect(links()).toHaveLength(shelves.reduce((n, s) => n + s.cards.length, 0));
    // One card a link, each with a name of its own.
    const names = links().map((l) => l.text);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(links().map((l) => l.href)).size).toBe(links().length);
  });

  it('keeps the pages of hostile fixtures on the last shelf, away from the shop', () => {
    const hrefs = links().map((l) => l.href);
    const checks = home.slice(home.indexOf('id="shelf-checks"'));
    for (const href of ['/demo/escaping/', '/demo/member-directory/escaping/']) {
      expect(hrefs).toContain(href);
      expect(checks).toContain(`href="${href}"`);
    }
  });
});
