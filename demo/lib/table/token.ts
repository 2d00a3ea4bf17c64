/**
 * The "encrypted" attributes of a product table: an opaque, tamper-evident token that the page prints in
 * the container and the element posts back. Format: `base64url(JSON) "." base64url(HMAC-SHA256)`, the MAC
 * over `wcpt|{purpose}|{payload}` with the store's secret, so a token of one purpose (query vars, user
 * filters, filter-count cache) is refused as another.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenPurpose = 'query-vars' | 'user-filters' | 'dynamic-filters' | 'csv-columns';

/** Tokens longer than this are refused before any work (the config of the largest demo table is far below). */
const MAX_TOKEN_LENGTH = 16_384;

function mac(secret: string, purpose: TokenPurpose, payload: string): Buffer {
  return createHmac('sha256', secret).update(`wcpt|${purpose}|${payload}`).digest();
}

export function sealToken(secret: string, purpose: TokenPurpose, value: unknown): string {
  const payload = Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
  return `${payload}.${mac(secret, purpose, payload).toString('base64url')}`;
}

/** The value sealed in `token`, or undefined when it is malformed, tampered with or of another purpose. */
export function openToken(secret: string, purpose: TokenPurpose, token: unknown): unknown {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return undefined;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const expected = mac(secret, purpose, match[1]!);
  const given = Buffer.from(match[2]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    return JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
