/** Visitor sessions: one HttpOnly cookie, one row in `sessions`. */
import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, Session } from './context.ts';
import { createNonce } from './nonce.ts';

export const SESSION_COOKIE = 'wp_woocommerce_session_demo';

export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { db } = c.get('state');
  const cookie = getCookie(c, SESSION_COOKIE);
  let session: Session | undefined;
  if (cookie && /^[0-9a-f]{32}$/.test(cookie)) {
    const row = db.prepare('SELECT id, user_id FROM sessions WHERE id = ?').get(cookie) as { id: string; user_id: number } | undefined;
    if (row) {
      session = { id: row.id, userId: row.user_id, isNew: false };
      db.prepare('UPDATE sessions SET updated_at = ? WHERE id = ?').run(new Date().toISOString(), row.id);
    }
  }
  if (!session) {
    const id = randomBytes(16).toString('hex');
    const now = new Date().toISOString();
    db.prepare('INSERT INTO sessions (id, user_id, created_at, updated_at) VALUES (?, 0, ?, ?)').run(id, now, now);
    session = { id, userId: 0, isNew: true };
    setCookie(c, SESSION_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 60 * 60 * 48 });
  }
  c.set('session', session);
  await next();
};

export function signIn(c: Context<AppEnv>, userId: number): void {
  const session = c.get('session');
  c.get('state').db.prepare('UPDATE sessions SET user_id = ? WHERE id = ?').run(userId, session.id);
  session.userId = userId;
}

export function signOut(c: Context<AppEnv>): void {
  signIn(c, 0);
}

/** A nonce for `action`, bound to this request's session and user. */
export function nonceFor(c: Context<AppEnv>, action: string): string {
  const session = c.get('session');
  return createNonce(c.get('state').secret, action, session.id, session.userId);
}
