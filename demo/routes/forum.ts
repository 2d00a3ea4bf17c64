/**
 * The forum's favourite and subscription toggles (§7.14) on admin-ajax: `favorite` and `subscription`
 * with `id`, `type` (`topic` or `forum`) and a per-item nonce (`toggle-{action}_{type}_{id}`), stored
 * per user in `favorites` and `subscriptions`. The answer is `{success, content}`: the new toggle markup,
 * or on a refusal the text the visitor is shown. Input that is not a toggle at all answers 400.
 */
import type { DB } from '../db/index.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { verifyNonce } from '../lib/nonce.ts';
import { esc } from '../lib/render.ts';
import { nonceFor } from '../lib/session.ts';
import { z, zodMessage } from '../lib/validate.ts';
import { t } from '../i18n/index.ts';
import { adminAjax } from './admin-ajax.ts';
import type { AjaxFields } from './wc-ajax.ts';

export type ToggleAction = 'favorite' | 'subscription';
export type ForumObjectType = 'topic' | 'forum';

const TABLE: Record<ToggleAction, 'favorites' | 'subscriptions'> = { favorite: 'favorites', subscription: 'subscriptions' };
const LABELS: Record<ToggleAction, { on: string; off: string; onClass: string }> = {
  favorite: { on: 'Unfavorite', off: 'Favorite', onClass: 'is-favorite' },
  subscription: { on: 'Unsubscribe', off: 'Subscribe', onClass: 'is-subscribed' },
};

export function toggleNonceAction(action: ToggleAction, type: ForumObjectType, id: number): string {
  return `toggle-${action}_${type}_${id}`;
}

export function isToggled(db: DB, action: ToggleAction, userId: number, type: ForumObjectType, id: number): boolean {
  return db.prepare(`SELECT 1 FROM ${TABLE[action]} WHERE user_id = ? AND object_id = ? AND object_type = ?`).get(userId, id, type) !== undefined;
}

export function setToggled(db: DB, action: ToggleAction, userId: number, type: ForumObjectType, id: number, on: boolean): void {
  if (on) db.prepare(`INSERT OR IGNORE INTO ${TABLE[action]} (user_id, object_id, object_type) VALUES (?, ?, ?)`).run(userId, id, type);
  else db.prepare(`DELETE FROM ${TABLE[action]} WHERE user_id = ? AND object_id = ? AND object_type = ?`).run(userId, id, type);
}

/**
 * The toggle links without JavaScript: `?action=bbp_<favorite|subscription>_<add|remove>&object_id=&_wpnonce=` on
 * the page that prints them sets the state and comes back to the page. Undefined when the request is not one.
 */
export function toggleFromLink(c: Context<AppEnv>, type: ForumObjectType, id: number): Response | undefined {
  const url = new URL(c.req.url);
  const match = /^bbp_(favorite|subscription)_(add|remove)$/.exec(url.searchParams.get('action') ?? '');
  if (!match || url.searchParams.get('object_id') !== String(id)) return undefined;
  const action = match[1] as ToggleAction;
  const { db, secret } = c.get('state');
  const session = c.get('session');
  if (session.userId && verifyNonce(secret, url.searchParams.get('_wpnonce'), toggleNonceAction(action, type, id), session.id, session.userId)
    && (action === 'subscription' || type === 'topic')) {
    setToggled(db, action, session.userId, type, id, match[2] === 'add');
  }
  return c.redirect(url.pathname, 303);
}

/** The inside of a toggle area (`#favorite-toggle` / `#subscription-toggle`), as the page prints it and the call answers. */
export function toggleInner(c: Context<AppEnv>, action: ToggleAction, type: ForumObjectType, id: number): string {
  const { db } = c.get('state');
  const on = isToggled(db, action, c.get('session').userId, type, id);
  const label = LABELS[action];
  const nonce = nonceFor(c, toggleNonceAction(action, type, id));
  const href = `?action=bbp_${action}_${on ? 'remove' : 'add'}&object_id=${id}&_wpnonce=${nonce}`;
  return `<span id="${action}-${id}"${on ? ` class="${label.onClass}"` : ''}><a href="${esc(href)}" class="${action}-toggle" data-bbp-object-id="${id}" data-bbp-object-type="${type}" data-bbp-nonce="${esc(nonce)}">${t(on ? label.on : label.off)}</a></span>`;
}

const toggleInput = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,8}$/, 'id must be a positive whole number'),
  type: z.enum(['topic', 'forum'], 'type must be topic or forum'),
  nonce: z.string().max(64).default(''),
});

function objectExists(db: DB, type: ForumObjectType, id: number): boolean {
  return db.prepare(`SELECT 1 FROM ${type === 'topic' ? 'topics' : 'forums'} WHERE id = ?`).get(id) !== undefined;
}

function handleToggle(action: ToggleAction) {
  return (c: Context<AppEnv>, fields: AjaxFields): Response => {
    const parsed = toggleInput.safeParse(fields);
    if (!parsed.success) return c.json({ success: false, content: zodMessage(parsed.error) }, 400);
    const id = Number(parsed.data.id);
    const { type, nonce } = parsed.data;
    const { db, secret } = c.get('state');
    const session = c.get('session');
    if (!session.userId) return c.json({ success: false, content: t('You must be logged in to do this.') });
    if (!objectExists(db, type, id)) return c.json({ success: false, content: type === 'topic' ? t('There is no topic with that id.') : t('There is no forum with that id.') });
    if (action === 'favorite' && type !== 'topic') return c.json({ success: false, content: t('Only topics can be favorites.') });
    if (!verifyNonce(secret, nonce, toggleNonceAction(action, type, id), session.id, session.userId)) {
      return c.json({ success: false, content: t('Are you sure you wanted to do that?') });
    }
    setToggled(db, action, session.userId, type, id, !isToggled(db, action, session.userId, type, id));
    return c.json({ success: true, content: toggleInner(c, action, type, id) });
  };
}

adminAjax.register('favorite', handleToggle('favorite'));
adminAjax.register('subscription', handleToggle('subscription'));
