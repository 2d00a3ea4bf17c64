/**
 * The cart-recovery provider's two admin-ajax calls (SPEC §7.15, §7.16) and the shopper's e-mail
 * cookies (§3.18). A failure is told in the console by the caller; nothing here is shown (§8).
 */
import * as z from 'zod/mini';
import {
  DEFAULT_PROVIDER, isRecoveryEmail, nextRecoveryEmails, RECOVERY_COOKIE_OPTIONS, recoveryActionUrl, recoveryCookieNames, recoveryEmailBody,
} from '../core/cart-recovery/index.ts';
import type { Settings } from '../core/settings/index.ts';
import type { CartRecoverySettings } from '../core/cart-recovery/settings.ts';
import { registerCall } from './calls.ts';
import { getCookie, setCookie } from './cookies.ts';
import { HttpError } from './errors.ts';
import { parseBody, requestText } from './http.ts';

/** Both calls carry the shopper's address or recovery hash and ride on the shop's session cookie. */
export const OWN_ORIGIN_ONLY = 'the shopper\'s e-mail and recovery hash';

const ON_FAILURE = 'written to the console; the feature carries on (§8)';

registerCall({
  name: `${DEFAULT_PROVIDER}_set_user_by_email`,
  transport: 'admin-ajax',
  endpoint: `${DEFAULT_PROVIDER}_set_user_by_email`,
  spec: '§7.16',
  elements: ['cart-recovery'],
  onFailure: ON_FAILURE,
});

registerCall({
  name: `${DEFAULT_PROVIDER}_get_user_by_hash`,
  transport: 'admin-ajax',
  endpoint: `${DEFAULT_PROVIDER}_get_user_by_hash`,
  spec: '§7.15',
  elements: ['cart-recovery'],
  onFailure: ON_FAILURE,
});

type RecoverySettings = Pick<Settings, 'ajax_url' | 'language'> & Pick<CartRecoverySettings, 'cart_recovery_provider'>;

/** The provider's answer to a send: `{success, …}`. Only logged (§7.16). */
const sendAnswerSchema = z.object({ success: z.boolean() });

export interface SendResult {
  /** The body as it came (only logged). */
  body: string;
  /** Set when a 2xx/3xx body is not the provider's answer: the send still counts (§7.16), the console hears of it. */
  unexpected?: string;
}

/**
 * §7.16: POST the address, the site language and the subscribed flag. Any 2xx or 3xx counts as
 * success; resolves with the body (only logged). Throws a typed error otherwise.
 */
export async function sendRecoveryEmail(settings: RecoverySettings, email: string, subscribed: boolean, signal?: AbortSignal): Promise<SendResult> {
  const url = recoveryActionUrl(settings.ajax_url, settings.cart_recovery_provider, 'set_user_by_email');
  let body: string;
  try {
    body = (await requestText(url, { method: 'POST', body: recoveryEmailBody(email, settings.language, subscribed), signal, ownOriginOnly: OWN_ORIGIN_ONLY })).text;
  } catch (error) {
    // A redirect the browser could not follow still means the server took it.
    if (error instanceof HttpError && error.status >= 300 && error.status < 400) return { body: error.body };
    throw error;
  }
  try {
    parseBody(url, body, sendAnswerSchema);
    return { body };
  } catch (error) {
    return { body, unexpected: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The look-up's answer. §7.15 reads `email` only, so `{email}` without `success` is an answer too; the
 * provider's `{success, email}` (`email` false when the hash is unknown), `false`, `null` or nothing
 * mean "no shopper" unless `email` holds a valid address.
 */
const lookupSchema = z.optional(z.nullable(z.union([
  z.literal(false),
  z.object({ success: z.boolean(), email: z.optional(z.unknown()) }),
  z.object({ email: z.union([z.string(), z.literal(false), z.null()]) }),
])));

/** §7.15: the shopper's address for the hash of a recovery link, or null when the answer has no valid one. */
export async function lookUpRecoveryHash(settings: RecoverySettings, hash: string, signal?: AbortSignal): Promise<string | null> {
  const url = recoveryActionUrl(settings.ajax_url, settings.cart_recovery_provider, 'get_user_by_hash', { hash });
  const response = await requestText(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    signal,
    ownOriginOnly: OWN_ORIGIN_ONLY,
  });
  const answer = parseBody(url, response.text, lookupSchema);
  const email = answer ? answer.email : undefined;
  return isRecoveryEmail(email) ? email : null;
}

/** The current address in the provider's cookie, when it is a valid one. */
export function currentRecoveryEmail(provider: string): string | undefined {
  const email = getCookie(recoveryCookieNames(provider).currentEmail);
  return isRecoveryEmail(email) ? email : undefined;
}

/** Stores `email` as the current address; the one it replaces becomes the previous address (§4.24). */
export function storeRecoveryEmail(provider: string, email: string): void {
  const names = recoveryCookieNames(provider);
  const current = currentRecoveryEmail(provider);
  const next = nextRecoveryEmails(current, email);
  if (!next || current === email) return;
  if (next.previousEmail) setCookie(names.previousEmail, next.previousEmail, RECOVERY_COOKIE_OPTIONS);
  setCookie(names.currentEmail, next.currentEmail, RECOVERY_COOKIE_OPTIONS);
}
