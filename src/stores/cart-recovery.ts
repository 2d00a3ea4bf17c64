/**
 * Cart recovery's page state (SPEC §4.24): the last address the server took, shared by every
 * `<cart-recovery>` on the page so an address is sent once, and the one look-up of a recovery
 * link's hash (§7.15). Every failure is written to the console and the feature carries on (§8).
 */
import { isRecoveryEmail } from '../core/cart-recovery/index.ts';
import type { Settings } from '../core/settings/index.ts';
import type { CartRecoverySettings } from '../core/cart-recovery/settings.ts';
import { emit } from '../dom/events.ts';
import { guardOwnOriginUrl } from '../dom/own-origin.ts';
import { lookUpRecoveryHash, OWN_ORIGIN_ONLY, sendRecoveryEmail, storeRecoveryEmail } from '../services/cart-recovery.ts';
import { errorKind } from '../services/errors.ts';
import { pageSingleton } from '../services/page-singleton.ts';

export type RecoverySettings = Pick<Settings, 'ajax_url' | 'language'> & CartRecoverySettings;

/** §4.24: runs only if cookies are allowed and carts are not disabled. */
export function cartRecoveryAllowed(settings: RecoverySettings): boolean {
  return settings.allowed_to_set_cookies && !settings.disable_carts;
}

interface RecoveryState {
  /** The last address the server took (with its subscribed flag); not sent again. */
  lastSent: string | null;
  /** The send on its way, so a focus and a blur in one moment send once. */
  inFlight: string | null;
  lookedUp: boolean;
}

const state = pageSingleton<RecoveryState>('cart-recovery@1', () => ({ lastSent: null, inFlight: null, lookedUp: false }));

/**
 * Whether the provider's calls may go to the page settings' ajax_url: they carry the shopper's
 * address and ride on the shop's session, so only to this site (told once in the console otherwise).
 */
function ownAjaxUrl(settings: RecoverySettings): boolean {
  return guardOwnOriginUrl(settings.ajax_url, '<cart-recovery> settings ajax_url', OWN_ORIGIN_ONLY) !== null;
}

const sendKey = (email: string, subscribed: boolean) => `${email}\n${subscribed ? 1 : 0}`;

function reportFailure(target: EventTarget, call: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`<cart-recovery> ${call} failed: ${message} The page carries on.`);
  emit(target, 'shop-request-failed', { call, message, kind: errorKind(error) });
}

/**
 * A watched field's value (§4.24): a valid address that differs from the last one sent is stored as
 * the current e-mail and sent. Resolves true when it was sent and taken. Never throws.
 */
export async function captureRecoveryEmail(settings: RecoverySettings, value: string, subscribed: boolean, target: EventTarget): Promise<boolean> {
  if (!cartRecoveryAllowed(settings) || !isRecoveryEmail(value)) return false;
  const key = sendKey(value, subscribed);
  if (state.lastSent === key || state.inFlight === key) return false;
  const call = `${settings.cart_recovery_provider}_set_user_by_email`;
  try {
    storeRecoveryEmail(settings.cart_recovery_provider, value);
    // The address stays in the provider's cookie; it is only not sent elsewhere.
    if (!ownAjaxUrl(settings)) return false;
    state.inFlight = key;
    const { body, unexpected } = await sendRecoveryEmail(settings, value, subscribed);
    state.lastSent = key;
    if (unexpected) console.error(`<cart-recovery> ${call}: the store took the address (HTTP 2xx) but its answer is not the provider's: ${unexpected} It counts as sent.`);
    else console.info(`<cart-recovery> ${call}: the store took the address.`, body);
    emit(target, 'shop-cart-recovery-email-sent', { email: value, subscribed, response: body });
    return true;
  } catch (error) {
    reportFailure(target, call, error);
    return false;
  } finally {
    if (state.inFlight === key) state.inFlight = null;
  }
}

/** The newsletter box changed (§4.24): the next capture sends again, with the new flag. */
export function forgetLastSentEmail(): void {
  state.lastSent = null;
}

/**
 * §7.15: once per page, when the query string carries `mc_cart_id` and cookies are allowed, the
 * shopper behind a recovery link is looked up; a valid address becomes the current e-mail.
 */
export async function lookUpRecoveryLink(settings: RecoverySettings, search: string, target: EventTarget): Promise<void> {
  if (state.lookedUp || !settings.allowed_to_set_cookies) return;
  const hash = new URLSearchParams(search).get('mc_cart_id');
  if (hash === null || hash === '') return;
  state.lookedUp = true;
  if (!ownAjaxUrl(settings)) return;
  const call = `${settings.cart_recovery_provider}_get_user_by_hash`;
  try {
    const email = await lookUpRecoveryHash(settings, hash);
    if (!email) return;
    storeRecoveryEmail(settings.cart_recovery_provider, email);
    emit(target, 'shop-cart-recovery-email-found', { email });
  } catch (error) {
    reportFailure(target, call, error);
  }
}

/** Tests: a fresh page. */
export function resetCartRecoveryState(): void {
  state.lastSent = null;
  state.inFlight = null;
  state.lookedUp = false;
}
