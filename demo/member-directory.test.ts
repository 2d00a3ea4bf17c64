// @vitest-environment node
// The member directory on the demo store: the list call's fixtures and the page that works without JavaScript.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { openDatabase, type DB } from './db/index.ts';
import { createApp } from './app.ts';
import { TestVisitor } from './test-visitor.ts';
import type { AppEnv } from './lib/context.ts';

let dir: string;
let db: DB;
let app: Hono<AppEnv>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-members-'));
  db = openDatabase(join(dir, 'store.sqlite'));
  app = createApp(db, { secret: 'test-secret' });
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const cards = (html: string) => html.match(/class="wcm-directory-member-wrapper"/g)?.length ?? 0;
const block = (html: string, n: number) => html.split('<member-directory')[n] ?? '';

describe('member fixtures', () => {
  it('answer with markup as data and empty fields as empty text', async () => {
    const v = new TestVisitor(app);
    const nonce = (await v.state()).nonces.wp_rest!;
    const res = await v.request('/wp-json/wc/v4/memberships/members?customer_data=true&per_page=10&search=Markup', { headers: { 'X-WP-Nonce': nonce } });
    const [member] = (await res.json()) as Array<{ customer_data: Record<string, string>; profile_fields: Array<{ slug: string; value: string }> }>;
    expect(member!.customer_data.first_name).toBe('<script>alert("name")</script>');
    expect(member!.profile_fields.find((f) => f.slug === 'motto')!.value).toBe('<img src=x onerror=alert(2)>');
    const empty = await v.request('/wp-json/wc/v4/memberships/members?customer_data=true&search=Emptyfields', { headers: { 'X-WP-Nonce': nonce } });
    expect(((await empty.json()) as Array<{ customer_data: Record<string, string> }>)[0]!.customer_data).toMatchObject({ bio: '', user_email: '', phone: '', address: '', avatar: '' });
  });
});

/** The member names of a block's printed cards. */
const names = (html: string) => [...html.matchAll(/<h4>([^<]*)<\/h4>/g)].map((m) => m[1]!);

describe('/demo/member-directory/', () => {
  it('opens on realistic members: no markup fixture on the first page of either block', async () => {
    const html = await (await new TestVisitor(app).request('/demo/member-directory/')).text();
    for (const n of [1, 2]) {
      const list = /<div class="wcm-directory-list-wrapper[^]*?<div class="wcm-pagination-wrapper/.exec(block(html, n))![0];
      // No name, bio or field holds markup (escaping would have turned it into entities).
      expect(list, `block ${n}`).not.toMatch(/&lt;|&gt;/);
      expect(list, `block ${n}`).not.toMatch(/Markup|Emptyfields|Hostile|javascript:/);
      for (const name of names(list)) expect(name).toMatch(/^\p{Lu}\p{L}+ \p{Lu}[\p{L}-]*(?:&#039;\p{L}+)?$/u);
    }
  });

  it('has the markup fixtures on an escaping page of their own, printed as text', async () => {
    const html = await (await new TestVisitor(app).request('/demo/member-directory/escaping/')).text();
    expect(html.match(/<member-directory/g)).toHaveLength(1);
    expect(block(html, 1)).toContain('&quot;membershipStatus&quot;:[&quot;free_trial&quot;]');
    expect(names(block(html, 1)).sort()).toEqual([
      '&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt; Markup', 'Hostile Avatar', 'Quiet Emptyfields',
      'Zoë &amp; &quot;Quotes&quot; O&#039;Neil &lt;i&gt;Italic&lt;/i&gt;',
    ].sort());
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('src="javascript:');
  });

  it('prints two blocks with their settings and the first page of each', async () => {
    const html = await (await new TestVisitor(app).request('/demo/member-directory/')).text();
    expect(html.match(/<member-directory/g)).toHaveLength(2);
    expect(cards(block(html, 1))).toBe(12);
    expect(cards(block(html, 2))).toBe(6);
    expect(block(html, 2)).toContain('param-prefix="wcm_dir2_"');
    expect(block(html, 2)).toContain('data-directory-data="{&quot;membershipPlans&quot;:[1,2],&quot;membershipStatus&quot;:[&quot;active&quot;]');
    expect(html).toContain('"member_directory_keywords"');
  });

  it('lists for the query string without JavaScript: comma lists and repeated values, escaped markup, page links', async () => {
    const v = new TestVisitor(app);
    const searched = await (await v.request('/demo/member-directory/?wcm_dir_search=markup')).text();
    expect(cards(block(searched, 1))).toBe(1);
    expect(searched).toContain('<h4>&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt; Markup</h4>');
    expect(searched).not.toContain('<script>alert');
    const comma = await (await v.request('/demo/member-directory/?wcm_dir_plan=1,2&wcm_dir_page=2')).text();
    const repeated = await (await v.request('/demo/member-directory/?wcm_dir_plan=1&wcm_dir_plan=2&wcm_dir_page=2')).text();
    const list = (html: string) => /<div class="wcm-directory-list-wrapper[^]*?<div class="wcm-pagination-wrapper/.exec(block(html, 1))![0];
    expect(cards(list(comma))).toBe(12);
    expect(list(comma)).toBe(list(repeated));
    expect(block(comma, 1)).toContain('data-current-page="2"');
    expect(block(comma, 1)).toMatch(/href="\/demo\/member-directory\/\?wcm_dir_plan=1%2C2" class="wcm-pagination previous">/);
    const none = await (await v.request('/demo/member-directory/?wcm_dir2_search=zzzzqq')).text();
    expect(block(none, 2)).toContain('We didn’t find any members.');
    expect(block(none, 2)).toMatch(/class="wcm-pagination-wrapper"[^>]*style="display:none"/);
  });
});
