/** The forum in the store: the favourite and subscription toggles (§7.14) and the reply and topic forms. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { openDatabase, type DB } from './db/index.ts';
import { createApp } from './app.ts';
import type { AppEnv } from './lib/context.ts';
import { TestVisitor } from './test-visitor.ts';

let dir: string;
let db: DB;
let app: Hono<AppEnv>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-forum-'));
  db = openDatabase(join(dir, 'store.sqlite'));
  app = createApp(db, { secret: 'forum-secret', slowFaultMs: 20, timeoutFaultMs: 2_000 });
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const AJAX = '/wp-admin/admin-ajax.php';
const TOPIC = '/demo/forum/topic/3/';

async function signedIn(): Promise<TestVisitor> {
  const visitor = new TestVisitor(app);
  await visitor.request('/__demo/login?user=demo');
  return visitor;
}

async function page(visitor: TestVisitor, path: string): Promise<string> {
  return (await visitor.request(path)).text();
}

function attr(html: string, pattern: RegExp): string {
  const match = pattern.exec(html);
  if (!match) throw new Error(`not in the page: ${pattern}`);
  return match[1]!;
}

describe('the forum toggles', () => {
  it('favourite and subscribe toggle per user, with the new markup as the answer', async () => {
    const visitor = await signedIn();
    const html = await page(visitor, TOPIC);
    const nonce = attr(html, /class="favorite-toggle"[^>]*data-bbp-nonce="([0-9a-f]+)"/);
    let answer = await (await visitor.request(AJAX, { method: 'POST', form: { action: 'favorite', id: '3', type: 'topic', nonce } })).json() as { success: boolean; content: string };
    expect(answer.success).toBe(true);
    expect(answer.content).toContain('class="is-favorite"');
    expect(answer.content).toContain('Unfavorite');
    expect(db.prepare('SELECT COUNT(*) AS n FROM favorites WHERE object_id = 3 AND object_type = ?').get('topic')).toEqual({ n: 1 });
    answer = await (await visitor.request(AJAX, { method: 'POST', form: { action: 'favorite', id: '3', type: 'topic', nonce } })).json() as { success: boolean; content: string };
    expect(answer.content).not.toContain('is-favorite');
    expect(db.prepare('SELECT COUNT(*) AS n FROM favorites WHERE object_id = 3').get()).toEqual({ n: 0 });

    const subs = attr(html, /class="subscription-toggle"[^>]*data-bbp-nonce="([0-9a-f]+)"/);
    answer = await (await visitor.request(AJAX, { method: 'POST', form: { action: 'subscription', id: '3', type: 'topic', nonce: subs } })).json() as { success: boolean; content: string };
    expect(answer.content).toContain('class="is-subscribed"');
  });

  it("answers bbPress's own calls on the page's URL with ?bbp-ajax=true, which the page's settings name (bbp_ajaxurl), as the real forum does", async () => {
    const visitor = await signedIn();
    const html = await page(visitor, TOPIC);
    const ajaxUrl = JSON.parse(attr(html, /<script type="application\/json" id="storefront-settings">([^<]*)<\/script>/)).bbp_ajaxurl as string;
    expect(ajaxUrl).toBe(`${TOPIC}?bbp-ajax=true`);
    const nonce = attr(html, /class="favorite-toggle"[^>]*data-bbp-nonce="([0-9a-f]+)"/);
    const on = await (await visitor.request(ajaxUrl, { method: 'POST', form: { action: 'favorite', id: '3', type: 'topic', nonce } })).json() as { success: boolean; content: string };
    expect(on.success).toBe(true);
    expect(on.content).toContain('Unfavorite');
    const off = await (await visitor.request(ajaxUrl, { method: 'POST', form: { action: 'favorite', id: '3', type: 'topic', nonce } })).json() as { success: boolean; content: string };
    expect(off.content).not.toContain('is-favorite');
  });

  it('refuses a bad nonce, a signed-out visitor and a favourite on a forum; bad input is 400', async () => {
    const visitor = await signedIn();
    const bad = await (await visitor.request(AJAX, { method: 'POST', form: { action: 'favorite', id: '3', type: 'topic', nonce: '0000000000' } })).json();
    expect(bad).toEqual({ success: false, content: 'Are you sure you wanted to do that?' });
    const forum = await (await visitor.request(AJAX, { method: 'POST', form: { action: 'favorite', id: '1', type: 'forum', nonce: 'x' } })).json();
    expect(forum).toEqual({ success: false, content: 'Only topics can be favorites.' });
    const anonymous = await (await new TestVisitor(app).request(AJAX, { method: 'POST', form: { action: 'subscription', id: '3', type: 'topic', nonce: 'x' } })).json();
    expect(anonymous).toEqual({ success: false, content: 'You must be logged in to do this.' });
    const res = await visitor.request(AJAX, { method: 'POST', form: { action: 'favorite', id: 'three', type: 'topic' } });
    expect(res.status).toBe(400);
  });
});

describe('the forum forms', () => {
  it('inserts a threaded reply and redirects to it', async () => {
    const visitor = await signedIn();
    const html = await page(visitor, TOPIC);
    const nonce = attr(html, /name="_wpnonce" value="([0-9a-f]+)"/);
    const parent = attr(html, /data-reply-to="(\d+)"/);
    const res = await visitor.request(TOPIC, { method: 'POST', form: { bbp_topic_id: '3', bbp_reply_to: parent, bbp_reply_content: 'A threaded answer', _wpnonce: nonce } });
    expect(res.status).toBe(303);
    const row = db.prepare('SELECT id, reply_to FROM replies WHERE content = ?').get('A threaded answer') as { id: number; reply_to: number };
    expect(row.reply_to).toBe(Number(parent));
    expect(res.headers.get('location')).toBe(`${TOPIC}#post-${row.id}`);
  });

  it('answers bad input with 400, the message and the typed text', async () => {
    const visitor = await signedIn();
    const html = await page(visitor, TOPIC);
    const nonce = attr(html, /name="_wpnonce" value="([0-9a-f]+)"/);
    let res = await visitor.request(TOPIC, { method: 'POST', form: { bbp_topic_id: '3', bbp_reply_to: '0', bbp_reply_content: '   ', _wpnonce: nonce } });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Your reply cannot be empty.');
    res = await visitor.request(TOPIC, { method: 'POST', form: { bbp_topic_id: '3', bbp_reply_to: '999999', bbp_reply_content: 'Kept text', _wpnonce: nonce } });
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).toContain('The reply you answered is not in this topic.');
    expect(body).toContain('>Kept text</textarea>');
    res = await visitor.request(TOPIC, { method: 'POST', form: { bbp_topic_id: '3', bbp_reply_content: 'x', _wpnonce: '0000000000' } });
    expect(res.status).toBe(400);
  });

  it('creates a topic, and signed out shows a sign-in prompt instead of the forms', async () => {
    const visitor = await signedIn();
    const html = await page(visitor, '/demo/forum/new-topic/');
    const nonce = attr(html, /name="_wpnonce" value="([0-9a-f]+)"/);
    const res = await visitor.request('/demo/forum/new-topic/', { method: 'POST', form: { bbp_forum_id: '2', bbp_topic_title: 'Fresh topic', bbp_topic_content: 'Body', bbp_topic_tags: 'a, b', _wpnonce: nonce } });
    expect(res.status).toBe(303);
    const topic = db.prepare('SELECT id, forum_id FROM topics WHERE title = ?').get('Fresh topic') as { id: number; forum_id: number };
    expect(topic.forum_id).toBe(2);
    expect(res.headers.get('location')).toBe(`/demo/forum/topic/${topic.id}/`);
    const missing = await visitor.request('/demo/forum/new-topic/', { method: 'POST', form: { bbp_forum_id: '2', bbp_topic_title: '', bbp_topic_content: 'Body', _wpnonce: nonce } });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('Your topic needs a title.');

    const anonymous = new TestVisitor(app);
    expect(await page(anonymous, '/demo/forum/new-topic/')).toContain('You must be logged in to create new topics.');
    const topicPage = await page(anonymous, TOPIC);
    expect(topicPage).toContain('You must be logged in to reply to this topic.');
    expect(topicPage).not.toContain('bbp_reply_content');
  });
});

describe('the toggle links without JavaScript', () => {
  it('set the state from the link and come back to the page', async () => {
    const visitor = await signedIn();
    const html = await page(visitor, '/demo/forum/topic/6/');
    const href = attr(html, /href="([^"]+)" class="favorite-toggle"/).replaceAll('&amp;', '&');
    const res = await visitor.request(`/demo/forum/topic/6/${href}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/demo/forum/topic/6/');
    expect(await page(visitor, '/demo/forum/topic/6/')).toContain('class="is-favorite"');
    const forged = await visitor.request('/demo/forum/topic/6/?action=bbp_favorite_remove&object_id=6&_wpnonce=0000000000');
    expect(forged.status).toBe(303);
    expect(await page(visitor, '/demo/forum/topic/6/')).toContain('class="is-favorite"');
  });
});

describe('the seeded forums', () => {
  it('read like a community: titled topics, replies in words, several people talking', async () => {
    const visitor = new TestVisitor(app);
    for (const slug of ['general', 'product-help', 'show-and-tell']) {
      const html = await page(visitor, `/demo/forum/${slug}/`);
      const titles = [...html.matchAll(/class="bbp-topic-permalink"[^>]*>([^<]*)</g)].map((m) => m[1]!);
      expect(titles.length, slug).toBeGreaterThanOrEqual(10);
      for (const title of titles) expect(title, slug).not.toMatch(/^Topic \d+/);
    }
    const topic = await page(visitor, '/demo/forum/topic/1/');
    const replies = [...topic.matchAll(/<div class="bbp-reply-content">([^]*?)<\/div>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim());
    expect(replies.length).toBeGreaterThan(1);
    for (const text of replies) expect(text).not.toMatch(/^(Reply \d+ to topic|Opening post of topic)/);
    const authors = new Set([...topic.matchAll(/class="bbp-reply-author">([^<]*)</g)].map((m) => m[1]!));
    expect(authors.size).toBeGreaterThan(1);
    const rows = db.prepare("SELECT COUNT(*) AS n FROM replies WHERE content LIKE 'Reply % to topic %'").get() as { n: number };
    expect(rows.n).toBe(0);
  });
});
