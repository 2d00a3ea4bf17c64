/** What a page's render function receives, and how notices are flashed across a redirect. */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { DB } from '../db/index.ts';
import type { Cart } from '../lib/cart.ts';
import type { AppEnv, Session } from '../lib/context.ts';

export interface Notice {
  type: 'success' | 'error' | 'info';
  /** HTML (callers escape what they interpolate). */
  html: string;
}

export interface PageContext {
  c: Context<AppEnv>;
  db: DB;
  session: Session;
  url: URL;
  params: Record<string, string>;
  cart: Cart;
  nonce(action: string): string;
  notices: Notice[];
}

export interface PageResult {
  title?: string;
  body: string;
  bodyClass?: string[];
  settings?: Record<string, unknown>;
  status?: 200 | 400 | 404;
}

const NOTICE_COOKIE = 'demo_notices';

export function flashNotice(c: Context<AppEnv>, notice: Notice): void {
  const existing = readNotices(c);
  existing.push(notice);
  setCookie(c, NOTICE_COOKIE, JSON.stringify(existing.slice(-5)), { path: '/', httpOnly: true, sameSite: 'Lax' });
}

export function readNotices(c: Context<AppEnv>): Notice[] {
  const raw = getCookie(c, NOTICE_COOKIE);
  if (!raw) return [];
  try {
    const list = JSON.parse(raw) as unknown;
    if (!Array.isArray(list)) return [];
    return list.filter((n): n is Notice => typeof n === 'object' && n !== null && typeof (n as Notice).html === 'string'
      && ['success', 'error', 'info'].includes((n as Notice).type));
  } catch {
    return [];
  }
}

export function takeNotices(c: Context<AppEnv>): Notice[] {
  const notices = readNotices(c);
  if (notices.length) deleteCookie(c, NOTICE_COOKIE, { path: '/' });
  return notices;
}
