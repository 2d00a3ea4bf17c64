/**
 * Cookies through one small module (js-cookie underneath), so every element uses
 * the same defaults (site-wide path) and tests can read what was written.
 */
import Cookies from 'js-cookie';

export interface CookieOptions {
  path?: string;
  expires?: number | Date;
  secure?: boolean;
  sameSite?: 'strict' | 'lax' | 'none';
  domain?: string;
}

/** The cookie string last parsed and its values: a page of elements reads it once, not once each. */
let parsedFrom: string | undefined;
let parsed: Record<string, string> = {};

export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const raw = document.cookie;
  if (raw !== parsedFrom) {
    parsedFrom = raw;
    parsed = Cookies.get();
  }
  return Object.hasOwn(parsed, name) ? parsed[name] : undefined;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  Cookies.set(name, value, { path: '/', ...options });
}

export function removeCookie(name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}): void {
  Cookies.remove(name, { path: '/', ...options });
}
