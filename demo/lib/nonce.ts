/**
 * Nonces bound to the visitor session and user, valid for the current and the previous 12-hour tick:
 * the first 10 hex characters of HMAC-SHA256(secret, action|session|user|tick).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const TICK_MS = 12 * 60 * 60 * 1000;

export function nonceTick(now: number = Date.now()): number {
  return Math.ceil(now / TICK_MS);
}

export function createNonce(secret: string, action: string, sessionId: string, userId: number, tick: number = nonceTick()): string {
  return createHmac('sha256', secret).update(`${action}|${sessionId}|${userId}|${tick}`).digest('hex').slice(0, 10);
}

export function verifyNonce(secret: string, nonce: string | undefined | null, action: string, sessionId: string, userId: number, now: number = Date.now()): boolean {
  if (!nonce || !/^[0-9a-f]{10}$/.test(nonce)) return false;
  const tick = nonceTick(now);
  for (const t of [tick, tick - 1]) {
    const expected = createNonce(secret, action, sessionId, userId, t);
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(nonce))) return true;
  }
  return false;
}
