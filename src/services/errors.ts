import type { MessageKey } from '../core/messages/index.ts';
import { hasShopText, shopText } from '../dom/messages.ts';

/**
 * One error class per way a call can fail, so callers can tell a timeout from a
 * server error from a body we could not read, and show the shopper the right thing.
 */
export type RequestErrorKind = 'network' | 'timeout' | 'aborted' | 'http' | 'invalid-body' | 'refused';

export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  readonly url: string;
  constructor(kind: RequestErrorKind, url: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RequestError';
    this.kind = kind;
    this.url = url;
  }
}

/** The connection failed or was dropped before an answer arrived. */
export class NetworkError extends RequestError {
  constructor(url: string, cause?: unknown) {
    super('network', url, `The store could not be reached (${url}).`, { cause });
    this.name = 'NetworkError';
  }
}

/** No answer within the time limit. */
export class TimeoutError extends RequestError {
  readonly timeoutMs: number;
  constructor(url: string, timeoutMs: number) {
    super('timeout', url, `The store did not answer within ${Math.round(timeoutMs / 1000)} s (${url}).`);
    this.name = 'TimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/** Cancelled on purpose, usually because a newer request superseded it. Not shown to shoppers. */
export class AbortedError extends RequestError {
  constructor(url: string) {
    super('aborted', url, `The request was cancelled (${url}).`);
    this.name = 'AbortedError';
  }
}

/** The server answered with a non-2xx status. */
export class HttpError extends RequestError {
  readonly status: number;
  readonly body: string;
  constructor(url: string, status: number, body: string) {
    super('http', url, `The store answered with an error (HTTP ${status}).`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
  /** A message the server sent in a `{message}` JSON body, if any. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
        return parsed.message;
      }
    } catch {
      // not JSON: no message to offer
    }
    return undefined;
  }
}

/** The answer arrived but was not valid JSON, or not of the expected shape. */
export class InvalidBodyError extends RequestError {
  readonly body: string;
  readonly issues: string;
  constructor(url: string, body: string, issues: string) {
    super('invalid-body', url, `The store sent an answer that could not be read (${issues}).`);
    this.name = 'InvalidBodyError';
    this.body = body;
    this.issues = issues;
  }
}

/** The store answered as specified but did not do what was asked (`{"error":true,"product_url":false}`). */
export class RefusedError extends RequestError {
  constructor(url: string) {
    super('refused', url, `The store did not accept the request (${url}).`);
    this.name = 'RefusedError';
  }
}

/** Not sent: the call carries a nonce, a token or the shopper's data, and its URL leaves the page's origin. */
export class CrossOriginError extends RequestError {
  constructor(url: string, what: string) {
    super('refused', url, `Not sent: ${what} goes to this site's own origin only, and ${url} is on another origin.`);
    this.name = 'CrossOriginError';
  }
}

export function isAborted(error: unknown): error is AbortedError {
  return error instanceof AbortedError;
}

/** The `kind` of a failure for `shop-request-failed` listeners; 'unknown' for anything not ours. */
export function errorKind(error: unknown): string {
  if (error && typeof error === 'object' && 'kind' in error && typeof error.kind === 'string') return error.kind;
  return 'unknown';
}

/**
 * What the shopper reads about a failure, one sentence per kind (the detail stays in
 * the console). `specific` is false where the words say nothing the caller could not
 * say better about its own call (an unreadable answer, an error status without a message).
 */
function describe(error: unknown): { text: string; fromServer: boolean; specific: boolean; key?: MessageKey } {
  const ours = (key: MessageKey, specific = true, ...values: Array<string | number>) => ({ text: shopText(key, ...values), fromServer: false, specific, key });
  if (error instanceof TimeoutError) return ours('requestTimedOut');
  if (error instanceof NetworkError) return ours('requestUnreachable');
  if (error instanceof RefusedError) return ours('requestRefused');
  if (error instanceof HttpError) {
    const message = error.serverMessage;
    if (message) return { text: message, fromServer: true, specific: true };
    return ours('requestHttpError', false, error.status);
  }
  if (error instanceof InvalidBodyError) {
    // An empty body is how the platform turns away a request it cannot handle.
    return error.body.trim() === '' ? ours('requestNotAccepted', false) : ours('requestUnreadable', false);
  }
  return ours('requestFailed', false);
}

/**
 * A sentence for the shopper about `error`. A caller with better words for its own
 * call passes them as `fallback`: they replace the general sentences (an unreadable
 * answer, an error status without a message, anything unknown).
 */
export function shopperMessage(error: unknown, fallback?: string): string {
  const { text, specific } = describe(error);
  return specific || fallback === undefined ? text : fallback;
}

/** The same words as the end of a sentence: `Could not add “Hoodie” to your cart: ${shopperReason(error)}`. */
export function shopperReason(error: unknown): string {
  const { text, fromServer, key } = describe(error);
  // Lower case suits the English sentence; a shop's own words are kept as the shop wrote them.
  return fromServer || (key && hasShopText(key)) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}
