/**
 * The forum pages, in the forum plugin's markup: a forum with its topics and a subscribe toggle
 * (`forum-toggle`), a topic with threaded replies, favourite and subscribe toggles and the reply form
 * (`forum-reply-form`), a new-topic form (`forum-topic-form`) and the alert pop-up (`forum-alert`).
 * Topics and replies are for signed-in users (§6): signed out, each form is replaced by a sign-in
 * prompt and the toggles are not shown. The forms really insert; bad input answers 400 with the page,
 * its message in an alert pop-up and what was typed kept.
 */
import { z } from 'zod';
import { verifyNonce } from '../lib/nonce.ts';
import { esc, paragraphs } from '../lib/render.ts';
import { formFields } from '../lib/validate.ts';
import { t } from '../i18n/index.ts';

/** `t` where a topic row is called `t`. */
const translate = t;
import { toggleFromLink, toggleInner, type ForumObjectType, type ToggleAction } from '../routes/forum.ts';
import { flashNotice, type PageContext, type PageResult } from './context.ts';
import type { Page } from './registry.ts';

interface ForumRow { id: number; title: string; slug: string; description: string }
interface TopicRow { id: number; forum_id: number; title: string; tags: string; content: string; created_at: string; author: string }
interface ReplyRow { id: number; reply_to: number; content: string; created_at: string; author: string }

const STYLE = `<style>
.bbpress-demo { max-width: 52rem; }
.bbpress-demo .bbp-breadcrumb { font-size: .875em; margin-bottom: 1em; }
.bbpress-demo .bbp-forum-tabs { display: flex; flex-wrap: wrap; gap: .5em 1em; padding: 0; list-style: none; }
.bbpress-demo .bbp-forum-tabs a[aria-current] { font-weight: 700; }
.bbpress-demo .bbp-topics { list-style: none; padding: 0; border: 1px solid #ddd; border-radius: 6px; }
.bbpress-demo .bbp-topics li { padding: .75em 1em; border-top: 1px solid #eee; display: flex; justify-content: space-between; gap: 1em; flex-wrap: wrap; }
.bbpress-demo .bbp-topics li:first-child { border-top: 0; }
.bbpress-demo .bbp-topic-meta { color: #666; font-size: .875em; }
.bbpress-demo .subscription-controls { display: flex; gap: 1em; margin: .5em 0 1.5em; }
.bbpress-demo .favorite-toggle, .bbpress-demo .subscription-toggle { display: inline-block; padding: .3em .8em; border: 1px solid #7f54b3; border-radius: 999px; text-decoration: none; color: #7f54b3; }
.bbpress-demo .is-favorite .favorite-toggle, .bbpress-demo .is-subscribed .subscription-toggle { background: #7f54b3; color: #fff; }
.bbpress-demo .bbp-replies, .bbpress-demo .bbp-threaded-replies { list-style: none; padding: 0; margin: 0; }
.bbpress-demo .bbp-threaded-replies { margin-left: 1.5em; border-left: 2px solid #eee; padding-left: 1em; }
.bbpress-demo .bbp-reply-header { display: flex; justify-content: space-between; gap: 1em; flex-wrap: wrap; color: #666; font-size: .875em; margin-top: 1em; }
.bbpress-demo .bbp-reply-content { background: #fafafa; border-radius: 6px; padding: .25em 1em; }
.bbpress-demo .bbp-topic-lead .bbp-reply-content { background: #f3eefa; }
.bbpress-demo .bbp-reply-form, .bbpress-demo .bbp-topic-form { border: 1px solid #ddd; border-radius: 6px; padding: 1em; margin: 1em 0; background: #fff; }
.bbpress-demo .bbp-reply-form fieldset, .bbpress-demo .bbp-topic-form fieldset { border: 0; padding: 0; margin: 0; }
.bbpress-demo label { display: block; font-weight: 600; margin: .75em 0 .25em; }
.bbpress-demo input[type=text], .bbpress-demo textarea, .bbpress-demo select { width: 100%; box-sizing: border-box; font: inherit; padding: .5em; }
.bbpress-demo textarea { min-height: 8em; }
.bbpress-demo .quicktags-toolbar { display: flex; gap: .25em; margin-top: .75em; }
.bbpress-demo .quicktags-toolbar .ed_button { background: #f3f3f3; color: #333; border: 1px solid #ccc; border-radius: 3px; padding: .15em .6em; font-size: .875em; }
.bbpress-demo .bbp-submit-wrapper { display: flex; gap: 1em; align-items: center; margin-top: 1em; }
.bbpress-demo .bbp-no-reply, .bbpress-demo .bbp-no-topic { background: #f6f6f6; border-radius: 6px; padding: 1em; }
.bbp-alert-outer { position: fixed; inset: 0; background: rgba(0,0,0,.5); display: flex; align-items: center; justify-content: center; z-index: 1000; padding: 1em; }
.bbp-alert-inner { background: #fff; border-radius: 8px; padding: 1.5em; max-width: 26rem; width: 100%; box-shadow: 0 10px 40px rgba(0,0,0,.3); }
.bbp-alert-inner:focus { outline: none; }
.bbp-alert-description { margin-top: 0; }
.bbp-alert-actions { display: flex; justify-content: flex-end; }
.bbp-alert-close { display: inline-block; padding: .4em 1em; border-radius: 4px; background: #7f54b3; color: #fff; text-decoration: none; }
</style>`;

const FORUM_BASE = '/demo/forum/';
/** The forum plugin's own text for a failed toggle call. */
const FORUM_SETTINGS = { generic_ajax_error: 'Something went wrong. Refresh your browser and try again.' };
/** As bbPress localizes them (bbpEngagementJS): its calls go to the page's own URL with `?bbp-ajax=true`. */
const forumSettings = (ctx: PageContext) => ({ generic_ajax_error: t(FORUM_SETTINGS.generic_ajax_error), bbp_ajaxurl: `${new URL(ctx.c.req.url).pathname}?bbp-ajax=true` });

function signedIn(ctx: PageContext): boolean {
  return ctx.session.userId > 0;
}

/** `message`: what bbPress says (already in the visitor's language). */
function signInPrompt(ctx: PageContext, message: string, cls: string): string {
  const back = encodeURIComponent(ctx.url.pathname);
  const signIn = `<a class="button" href="/__demo/login?user=demo&amp;redirect=${back}">${t('Sign in as demo')}</a>`;
  const account = `<a href="/my-account/">${t('use your account')}</a>`;
  return `<div class="${cls}"><p>${esc(message)}</p><p>${t('%1$s or %2$s.', signIn, account)}</p></div>`;
}

function toggleArea(ctx: PageContext, action: ToggleAction, type: ForumObjectType, id: number): string {
  return `<span id="${action}-toggle">${toggleInner(ctx.c, action, type, id)}</span>`;
}

function alertPopup(message: string): string {
  return `<forum-alert><div class="bbp-alert-outer"><div class="bbp-alert-inner" aria-labelledby="bbp-alert-message"><p id="bbp-alert-message" class="bbp-alert-description">${esc(message)}</p><div class="bbp-alert-actions"><a href="#" role="button" class="bbp-alert-close">${t('Close')}</a></div></div></div></forum-alert>`;
}

function forumTabs(ctx: PageContext, current: number): string {
  const forums = ctx.db.prepare('SELECT id, title, slug FROM forums ORDER BY id').all() as ForumRow[];
  return `<ul class="bbp-forum-tabs">${forums.map((f) => `<li><a href="${FORUM_BASE}${esc(f.slug)}/"${f.id === current ? ' aria-current="page"' : ''}>${esc(f.title)}</a></li>`).join('')}<li><a href="${FORUM_BASE}new-topic/">${t('New topic')}</a></li></ul>`;
}

function notFound(title: string): PageResult {
  return { title, status: 404, body: `<h1>${esc(title)}</h1><p><a href="${FORUM_BASE}general/">${t('Back to the forums')}</a></p>` };
}

const forumPage: Page = {
  path: `${FORUM_BASE}general/`,
  route: `${FORUM_BASE}:slug/`,
  tag: 'forum-toggle',
  title: 'Forum',
  description: 'A forum with its topics and a subscribe toggle (signed in: try it; the toggle updates in place from the server’s answer).',
  render(ctx) {
    const forum = ctx.db.prepare('SELECT id, title, slug, description FROM forums WHERE slug = ?').get(ctx.params.slug ?? '') as ForumRow | undefined;
    if (!forum) return notFound(t('Forum not found'));
    const toggled = toggleFromLink(ctx.c, 'forum', forum.id);
    if (toggled) return toggled;
    const topics = ctx.db.prepare(`SELECT t.id, t.title, t.created_at, u.display_name AS author, (SELECT COUNT(*) FROM replies r WHERE r.topic_id = t.id) AS replies
      FROM topics t LEFT JOIN users u ON u.id = t.author_id WHERE t.forum_id = ? ORDER BY t.id DESC`).all(forum.id) as Array<TopicRow & { replies: number }>;
    const controls = signedIn(ctx)
      ? `<forum-toggle><div id="subscription-controls" class="subscription-controls">${toggleArea(ctx, 'subscription', 'forum', forum.id)}</div></forum-toggle>`
      : '';
    return {
      title: forum.title,
      settings: forumSettings(ctx),
      bodyClass: ['bbpress', 'forum-archive'],
      body: `${STYLE}<div id="bbpress-forums" class="bbpress-demo">
<h1>${esc(forum.title)}</h1>
${forumTabs(ctx, forum.id)}
<p>${esc(forum.description)}</p>
${controls}
<ul class="bbp-topics">
${topics.map((t) => `<li id="bbp-topic-${t.id}"><a class="bbp-topic-permalink" href="${FORUM_BASE}topic/${t.id}/">${esc(t.title)}</a><span class="bbp-topic-meta">${t.replies === 1 ? translate('%s reply', t.replies) : translate('%s replies', t.replies)} · ${esc(t.author ?? translate('Anonymous'))}</span></li>`).join('\n')}
</ul>
</div>`,
    };
  },
};

function replyTree(replies: ReplyRow[], parent: number, topicId: number, canReply: boolean): string {
  const children = replies.filter((r) => r.reply_to === parent);
  if (children.length === 0) return '';
  const items = children.map((r) => {
    const link = canReply
      // bbPress prints its script's inline handler on every Reply link when replies are threaded.
      ? `<a role="button" class="bbp-reply-to-link" href="?bbp_reply_to=${r.id}#new-post" data-reply-to="${r.id}" data-add-below="post" onclick="return addReply.moveForm('post-${r.id}','${r.id}','new-reply-${topicId}','${topicId}');">${t('Reply')}</a>`
      : '';
    return `<li class="bbp-reply">
<div id="post-${r.id}" class="bbp-reply-body"><div class="bbp-reply-header"><span class="bbp-reply-author">${esc(r.author ?? t('Anonymous'))}</span><span>${esc(r.created_at.slice(0, 10))} ${link}</span></div>
<div class="bbp-reply-content">${paragraphs(r.content)}</div></div>
${replyTree(replies, r.id, topicId, canReply)}</li>`;
  }).join('\n');
  return `<ul class="${parent === 0 ? 'bbp-replies' : 'bbp-threaded-replies'}">${items}</ul>`;
}

const replyInput = z.object({
  bbp_topic_id: z.string().regex(/^[1-9][0-9]{0,8}$/, 'The topic id is missing.'),
  bbp_reply_to: z.string().regex(/^[0-9]{1,9}$/, 'The reply to answer is not a reply id.').default('0'),
  bbp_reply_content: z.string().trim().min(1, 'Your reply cannot be empty.').max(10000, 'Your reply is too long (10,000 characters at most).'),
  _wpnonce: z.string().max(64).default(''),
});

interface FormState { error: string; values: Record<string, string> }

function replyForm(ctx: PageContext, topicId: number, state?: FormState): string {
  const parent = state?.values.bbp_reply_to ?? ctx.url.searchParams.get('bbp_reply_to') ?? '0';
  const parentId = /^[0-9]{1,9}$/.test(parent) ? parent : '0';
  return `<div id="new-reply-${topicId}" class="bbp-reply-form">
<form id="new-post" name="new-post" method="post" action="${FORUM_BASE}topic/${topicId}/">
<fieldset class="bbp-form">
<legend>${t('Reply to this topic')} <a href="${FORUM_BASE}topic/${topicId}/#new-post" role="button" id="bbp-cancel-reply-to-link"${parentId === '0' ? ' style="display:none"' : ''}>${t('Cancel reply')}</a></legend>
<label for="bbp_reply_content">${t('Reply')}</label>
<textarea id="bbp_reply_content" class="bbp-the-content" name="bbp_reply_content" rows="6" required>${esc(state?.values.bbp_reply_content ?? '')}</textarea>
<input type="hidden" name="bbp_topic_id" id="bbp_topic_id" value="${topicId}">
<input type="hidden" name="bbp_reply_to" id="bbp_reply_to" value="${esc(parentId)}">
<input type="hidden" name="_wpnonce" value="${esc(ctx.nonce(`bbp-new-reply_${topicId}`))}">
<div class="bbp-submit-wrapper"><button type="submit" id="bbp_reply_submit" name="bbp_reply_submit" class="button submit">${t('Submit')}</button></div>
</fieldset>
</form>
</div>`;
}

function renderTopic(ctx: PageContext, topicId: number, state?: FormState): PageResult {
  const topic = ctx.db.prepare('SELECT t.id, t.forum_id, t.title, t.tags, t.content, t.created_at, u.display_name AS author FROM topics t LEFT JOIN users u ON u.id = t.author_id WHERE t.id = ?').get(topicId) as TopicRow | undefined;
  if (!topic) return notFound(t('Topic not found'));
  const replies = ctx.db.prepare('SELECT r.id, r.reply_to, r.content, r.created_at, u.display_name AS author FROM replies r LEFT JOIN users u ON u.id = r.author_id WHERE r.topic_id = ? ORDER BY r.id').all(topicId) as ReplyRow[];
  const forum = ctx.db.prepare('SELECT id, title, slug FROM forums WHERE id = ?').get(topic.forum_id) as ForumRow | undefined;
  const canReply = signedIn(ctx);
  const controls = canReply
    ? `<forum-toggle><div id="subscription-controls" class="subscription-controls">${toggleArea(ctx, 'favorite', 'topic', topicId)}${toggleArea(ctx, 'subscription', 'topic', topicId)}</div></forum-toggle>`
    : '';
  const form = canReply ? replyForm(ctx, topicId, state) : signInPrompt(ctx, t('You must be logged in to reply to this topic.'), 'bbp-no-reply');
  return {
    title: topic.title,
    status: state ? 400 : 200,
    settings: forumSettings(ctx),
    bodyClass: ['bbpress', 'single-topic'],
    body: `${STYLE}<div id="bbpress-forums" class="bbpress-demo">
<div class="bbp-breadcrumb"><a href="${FORUM_BASE}general/">${t('Forums')}</a> › ${forum ? `<a href="${FORUM_BASE}${esc(forum.slug)}/">${esc(forum.title)}</a> › ` : ''}${esc(topic.title)}</div>
<h1>${esc(topic.title)}</h1>
${controls}
<forum-reply-form>
<div class="bbp-topic-lead"><div class="bbp-reply-header"><span class="bbp-reply-author">${esc(topic.author ?? t('Anonymous'))}</span><span>${esc(topic.created_at.slice(0, 10))}</span></div>
<div class="bbp-reply-content">${paragraphs(topic.content)}</div>${topic.tags ? `<p class="bbp-topic-tags">${t('Tags: %s', esc(topic.tags))}</p>` : ''}</div>
${replyTree(replies, 0, topicId, canReply)}
${form}
</forum-reply-form>
${state ? alertPopup(state.error) : ''}
</div>`,
  };
}

async function postReply(ctx: PageContext, topicId: number, fields: Record<string, string>): Promise<PageResult | Response> {
  if (!signedIn(ctx)) return renderError(ctx, topicId, t('You must be logged in to reply to this topic.'), fields, 403);
  const parsed = replyInput.safeParse(fields);
  if (!parsed.success) return renderError(ctx, topicId, t(parsed.error.issues[0]?.message ?? 'Invalid reply.'), fields);
  const input = parsed.data;
  if (Number(input.bbp_topic_id) !== topicId) return renderError(ctx, topicId, t('The reply is for another topic.'), fields);
  if (!verifyNonce(ctx.c.get('state').secret, input._wpnonce, `bbp-new-reply_${topicId}`, ctx.session.id, ctx.session.userId)) {
    return renderError(ctx, topicId, t('Are you sure you wanted to do that? Reload the page and try again.'), fields, 403);
  }
  const parent = Number(input.bbp_reply_to);
  if (parent > 0 && !ctx.db.prepare('SELECT 1 FROM replies WHERE id = ? AND topic_id = ?').get(parent, topicId)) {
    return renderError(ctx, topicId, t('The reply you answered is not in this topic.'), fields);
  }
  const info = ctx.db.prepare('INSERT INTO replies (topic_id, reply_to, author_id, content, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(topicId, parent, ctx.session.userId, input.bbp_reply_content, new Date().toISOString());
  flashNotice(ctx.c, { type: 'success', html: t('Your reply was posted.') });
  return ctx.c.redirect(`${FORUM_BASE}topic/${topicId}/#post-${Number(info.lastInsertRowid)}`, 303);
}

function renderError(ctx: PageContext, topicId: number, error: string, values: Record<string, string>, status: 400 | 403 = 400): PageResult {
  const result = renderTopic(ctx, topicId, { error, values });
  return { ...result, status: status === 403 ? 400 : status };
}

const topicPage: Page = {
  path: `${FORUM_BASE}topic/1/`,
  route: `${FORUM_BASE}topic/:id{[0-9]+}/`,
  tag: 'forum-reply-form',
  title: 'Forum topic',
  description: 'A topic with threaded replies, favourite and subscribe toggles and the reply form: “Reply” moves the form under a reply, Cancel puts it back; replies are really posted.',
  methods: ['GET', 'POST'],
  async render(ctx) {
    const topicId = Number(ctx.params.id);
    if (ctx.c.req.method === 'POST') return postReply(ctx, topicId, await formFields(ctx.c));
    const toggled = toggleFromLink(ctx.c, 'topic', topicId);
    if (toggled) return toggled;
    return renderTopic(ctx, topicId);
  },
};


const topicInput = z.object({
  bbp_forum_id: z.string().regex(/^[1-9][0-9]{0,8}$/, 'Choose a forum.'),
  bbp_topic_title: z.string().trim().min(1, 'Your topic needs a title.').max(80, 'The title is too long (80 characters at most).'),
  bbp_topic_content: z.string().trim().min(1, 'Your topic cannot be empty.').max(10000, 'Your topic is too long (10,000 characters at most).'),
  bbp_topic_tags: z.string().trim().max(200, 'The tags are too long (200 characters at most).').default(''),
  _wpnonce: z.string().max(64).default(''),
});

function topicForm(ctx: PageContext, state?: FormState): string {
  const forums = ctx.db.prepare('SELECT id, title FROM forums ORDER BY id').all() as ForumRow[];
  const v = state?.values ?? {};
  return `<forum-topic-form><div class="bbp-topic-form">
<form id="new-post" name="new-post" method="post" action="${FORUM_BASE}new-topic/">
<fieldset class="bbp-form">
<legend>${t('Create a new topic')}</legend>
<label for="bbp_forum_id">${t('Forum')}</label>
<select id="bbp_forum_id" name="bbp_forum_id">${forums.map((f) => `<option value="${f.id}"${String(f.id) === (v.bbp_forum_id ?? '1') ? ' selected' : ''}>${esc(f.title)}</option>`).join('')}</select>
<label for="bbp_topic_title">${t('Topic title (maximum length: %d)', 80)}</label>
<input type="text" id="bbp_topic_title" name="bbp_topic_title" maxlength="80" value="${esc(v.bbp_topic_title ?? '')}" required>
<div class="bbp-the-content-wrapper"><div class="quicktags-toolbar"><button type="button" class="ed_button" aria-label="${t('Bold')}">b</button> <button type="button" class="ed_button" aria-label="${t('Italic')}">i</button> <button type="button" class="ed_button" aria-label="${t('Link')}">link</button></div>
<label for="bbp_topic_content">${t('Topic')}</label>
<textarea id="bbp_topic_content" class="bbp-the-content" name="bbp_topic_content" rows="8" required>${esc(v.bbp_topic_content ?? '')}</textarea>
<p class="bbp-formatting-help"><a href="https://wordpress.org/documentation/article/formatting/">${t('Formatting help')}</a></p></div>
<label for="bbp_topic_tags">${t('Topic tags (comma separated)')}</label>
<input type="text" id="bbp_topic_tags" name="bbp_topic_tags" value="${esc(v.bbp_topic_tags ?? '')}">
<input type="hidden" name="_wpnonce" value="${esc(ctx.nonce('bbp-new-topic'))}">
<div class="bbp-submit-wrapper"><button type="submit" id="bbp_topic_submit" name="bbp_topic_submit" class="button submit">${t('Submit')}</button></div>
</fieldset>
</form>
</div></forum-topic-form>`;
}

function renderNewTopic(ctx: PageContext, state?: FormState): PageResult {
  return {
    title: t('New topic'),
    status: state ? 400 : 200,
    bodyClass: ['bbpress', 'topic-new'],
    body: `${STYLE}<div id="bbpress-forums" class="bbpress-demo">
<h1>${t('New topic')}</h1>
${forumTabs(ctx, 0)}
${signedIn(ctx) ? topicForm(ctx, state) : signInPrompt(ctx, t('You must be logged in to create new topics.'), 'bbp-no-topic')}
${state ? alertPopup(state.error) : ''}
</div>`,
  };
}

const newTopicPage: Page = {
  path: `${FORUM_BASE}new-topic/`,
  tag: 'forum-topic-form',
  title: 'New forum topic',
  description: 'The new-topic form: Tab from the title jumps to the content, past the editor toolbar; Shift+Tab from the tags comes back. Topics are really created.',
  methods: ['GET', 'POST'],
  async render(ctx) {
    if (ctx.c.req.method !== 'POST') return renderNewTopic(ctx);
    const fields = await formFields(ctx.c);
    const fail = (error: string) => renderNewTopic(ctx, { error, values: fields });
    if (!signedIn(ctx)) return fail(t('You must be logged in to create new topics.'));
    const parsed = topicInput.safeParse(fields);
    if (!parsed.success) return fail(t(parsed.error.issues[0]?.message ?? 'Invalid topic.'));
    const input = parsed.data;
    if (!verifyNonce(ctx.c.get('state').secret, input._wpnonce, 'bbp-new-topic', ctx.session.id, ctx.session.userId)) {
      return fail(t('Are you sure you wanted to do that? Reload the page and try again.'));
    }
    if (!ctx.db.prepare('SELECT 1 FROM forums WHERE id = ?').get(Number(input.bbp_forum_id))) return fail(t('That forum does not exist.'));
    const info = ctx.db.prepare('INSERT INTO topics (forum_id, author_id, title, tags, content, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(Number(input.bbp_forum_id), ctx.session.userId, input.bbp_topic_title, input.bbp_topic_tags, input.bbp_topic_content, new Date().toISOString());
    flashNotice(ctx.c, { type: 'success', html: t('Your topic was created.') });
    return ctx.c.redirect(`${FORUM_BASE}topic/${Number(info.lastInsertRowid)}/`, 303);
  },
};

const alertPage: Page = {
  path: `${FORUM_BASE}alert/`,
  tag: 'forum-alert',
  title: 'Forum alert',
  description: 'The forum’s alert pop-up, as a failed post shows it: close it with its button, a click on the backdrop or Escape.',
  render(ctx) {
    return {
      title: t('Forum alert'),
      bodyClass: ['bbpress'],
      body: `${STYLE}<div id="bbpress-forums" class="bbpress-demo">
<h1>${t('Forum alert')}</h1>
<p>${t('A failed post answers with its page and this pop-up.')} <a href="${FORUM_BASE}general/">${t('Back to the forums')}</a></p>
<p><button type="button" class="button" id="forum-alert-before">${t('A control before the alert')}</button></p>
${alertPopup(ctx.url.searchParams.get('message')?.slice(0, 200) || t('This topic is closed to new replies.'))}
</div>`,
    };
  },
};

// The forum route's `:slug` would take the other paths: it goes last.
export const forumPages: Page[] = [topicPage, newTopicPage, alertPage, forumPage];
