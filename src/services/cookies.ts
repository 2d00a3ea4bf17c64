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

/**
 * The page's cookies, read once per task: reading `document.cookie` asks the browser's
 * cookie store each time, and a page of elements upgrading in one task would ask once per
 * element. Our own writes drop the copy at once; anything else shows from the next task on.
 */
let cookiesOfThisTask: Record<string, string> | undefined;

function currentCookies(): Record<string, string> {
  if (!cookiesOfThisTask) {
    cookiesOfThisTask = Cookies.get();
    queueMicrotask(() => {
      cookiesOfThisTask = undefined;
    });
  }
  return cookiesOfThisTask;
}

export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const cookies = currentCookies();
  return Object.hasOwn(cookies, name) ? cookies[name] : undefined;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  cookiesOfThisTask = undefined;
  Cookies.set(name, value, { path: '/', ...options });
}

export function removeCookie(name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}): void {
  cookiesOfThisTask = undefined;
  Cookies.remove(name, { path: '/', ...options });
}

/** The platform's cart cookies, as its pages set them for every visitor. */
export interface CartCookies {
  /** `woocommerce_cart_hash`: the hash of the visitor's cart; "" without the cookie (no cart). */
  cartHash: string;
  /** `woocommerce_items_in_cart` > 0: the visitor has a cart with something in it. */
  itemsInCart: boolean;
}

export function cartCookies(): CartCookies {
  return {
    cartHash: getCookie('woocommerce_cart_hash') ?? '',
    itemsInCart: Number(getCookie('woocommerce_items_in_cart') ?? 0) > 0,
  };
}

/**
 * Cookies whose text is written and read exactly as given (no js-cookie encoding): values in a
 * format another script owns (the attribution cookies, already percent-encoded).
 */
const verbatim = Cookies.withConverter({ read: (value) => value, write: (value) => String(value) });

export function getVerbatimCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return verbatim.get(name);
}

export function setVerbatimCookie(name: string, value: string, options: CookieOptions = {}): void {
  cookiesOfThisTask = undefined;
  verbatim.set(name, value, { path: '/', ...options });
}
