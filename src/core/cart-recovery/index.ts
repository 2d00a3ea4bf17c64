/**
 * Cart recovery (SPEC §3.18, §4.24, §5.12, §7.15, §7.16): the e-mail rule, the cookie names and
 * the two admin-ajax addresses of the e-mail-marketing provider. Pure: no DOM, no cookies.
 */

/**
 * §5.12, kept exactly as the provider's server checks it: letters, digits, `_ + - .` before the
 * @; letters, digits, `_ - .` as the domain; a final dot and 2 to 4 letters. Longer endings
 * (`.museum`, `.travel`) are not captured.
 */
const RECOVERY_EMAIL = /^[A-Za-z0-9_+\-.]+@[A-Za-z0-9_\-.]+\.[A-Za-z]{2,4}$/;

export function isRecoveryEmail(value: unknown): value is string {
  return typeof value === 'string' && RECOVERY_EMAIL.test(value);
}

export { DEFAULT_PROVIDER } from './defaults.ts';

export interface RecoveryCookieNames {
  currentEmail: string;
  previousEmail: string;
  items: string;
}

/** §3.18: `{provider}.cart.current_email`, `.previous_email`, `.items`. */
export function recoveryCookieNames(provider: string): RecoveryCookieNames {
  return {
    currentEmail: `${provider}.cart.current_email`,
    previousEmail: `${provider}.cart.previous_email`,
    items: `${provider}.cart.items`,
  };
}

/** §3.18: path '/', secure, samesite=strict. */
export const RECOVERY_COOKIE_OPTIONS = { path: '/', secure: true, sameSite: 'strict' } as const;

/** `{ajax_url}?action={provider}_{action}` plus `extra` query fields, every value URL-encoded. */
export function recoveryActionUrl(ajaxUrl: string, provider: string, action: 'set_user_by_email' | 'get_user_by_hash', extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ action: `${provider}_${action}`, ...extra }).toString();
  return `${ajaxUrl}${ajaxUrl.includes('?') ? '&' : '?'}${query}`;
}

/** §7.16's form body: email, mc_language, subscribed '1'/'0'. */
export function recoveryEmailBody(email: string, language: string, subscribed: boolean): URLSearchParams {
  return new URLSearchParams({ email, mc_language: language, subscribed: subscribed ? '1' : '0' });
}

/**
 * The shopper state kept in cookies (§4.24): storing a new current e-mail moves the old one to
 * 'previous'. Returns the writes to make, or none when `email` is invalid or already current.
 */
export function nextRecoveryEmails(
  current: string | undefined,
  email: string,
): { currentEmail: string; previousEmail?: string } | null {
  if (!isRecoveryEmail(email)) return null;
  if (current === email) return { currentEmail: email };
  return isRecoveryEmail(current) ? { currentEmail: email, previousEmail: current } : { currentEmail: email };
}

/**
 * A debounced action on an injected clock: `schedule()` (re)starts the wait, `cancel()` drops it.
 * The contact field's send (§4.24, §9.4: 2000 ms after the last keystroke) runs on it.
 */
export function debounced<T = void>(
  action: (value: T) => void,
  delayMs: number,
  clock: { set: (fn: () => void, ms: number) => unknown; clear: (id: unknown) => void } = {
    set: (fn, ms) => setTimeout(fn, ms),
    clear: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  },
) {
  let pending: unknown;
  let scheduled = false;
  return {
    /** Runs `action(value)` after the delay, unless scheduled again or cancelled before. */
    schedule(value: T): void {
      if (scheduled) clock.clear(pending);
      scheduled = true;
      pending = clock.set(() => {
        scheduled = false;
        action(value);
      }, delayMs);
    },
    cancel(): void {
      if (scheduled) clock.clear(pending);
      scheduled = false;
    },
    get pending(): boolean {
      return scheduled;
    },
  };
}
