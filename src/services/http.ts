/**
 * The single request layer: every call of SPEC.md §7 goes through `request`.
 * It adds a timeout, joins an outside AbortSignal, sends cookies, turns each
 * failure into a typed error and validates JSON bodies with a schema.
 */
// Types only: a call's schema brings zod with it, loaded with the call (`lazySchema`), not with the element.
import type * as z from 'zod/mini';
import { REQUESTS } from '../core/timings/index.ts';
import { validate } from '../core/validation/issues.ts';
import { pageOwnOriginUrl } from '../dom/url.ts';
import { AbortedError, CrossOriginError, HttpError, InvalidBodyError, NetworkError, TimeoutError } from './errors.ts';

export type Schema<T> = z.ZodMiniType<T>;

/**
 * A schema in a module loaded by `import()` on the first call that needs it, while the request is
 * on its way: the page's first paint loads no zod, and the call waits for no extra round trip.
 */
export interface LazySchema<T> {
  readonly load: () => Promise<Schema<T>>;
}

/** A schema to be imported on first use; the import is made once. */
export function lazySchema<T>(load: () => Promise<Schema<T>>): LazySchema<T> {
  let loading: Promise<Schema<T>> | undefined;
  return {
    load() {
      if (loading === undefined) {
        const attempt = load();
        loading = attempt;
        // Attached once per import: a failed import (the file could not be fetched) is tried again on the next call.
        attempt.catch(() => {
          if (loading === attempt) loading = undefined;
        });
      }
      return loading;
    },
  };
}

function isLazy<T>(schema: Schema<T> | LazySchema<T>): schema is LazySchema<T> {
  return typeof (schema as Partial<LazySchema<T>>).load === 'function';
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Form fields, JSON (when `json` is set) or a prepared body. */
  body?: BodyInit | null;
  json?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * What the call carries that is this site's alone (a nonce, a cookie-bound token, the shopper's
   * data). Set, the request goes to the page's own origin only; elsewhere it fails with
   * CrossOriginError before anything is sent.
   */
  ownOriginOnly?: string;
}

export interface RawResponse {
  url: string;
  status: number;
  headers: Headers;
  text: string;
}

let defaultTimeoutMs: number = REQUESTS.timeoutMs;

/** The timeout of calls that do not set their own (the page setting `request_timeout_ms`). */
export function setDefaultTimeout(ms: number): void {
  defaultTimeoutMs = Number.isFinite(ms) && ms > 0 ? ms : REQUESTS.timeoutMs;
}

/** Sends a request and returns its text; throws a typed error on any failure. */
export async function requestText(url: string, options: RequestOptions = {}): Promise<RawResponse> {
  if (options.ownOriginOnly !== undefined && pageOwnOriginUrl(url) === null) throw new CrossOriginError(url, options.ownOriginOnly);
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onOuterAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });

  const headers: Record<string, string> = { ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['Content-Type'] ??= 'application/json';
  }
  try {
    const response = await fetch(url, {
      method: options.method ?? (body == null ? 'GET' : 'POST'),
      body,
      headers,
      credentials: 'same-origin',
      signal: controller.signal,
    });
    const text = await response.text();
    if (!response.ok) throw new HttpError(url, response.status, text);
    return { url, status: response.status, headers: response.headers, text };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (timedOut) throw new TimeoutError(url, timeoutMs);
    if (controller.signal.aborted) throw new AbortedError(url);
    throw new NetworkError(url, error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

/** Parses JSON text and validates it; an empty body is `undefined` before validation. */
export function parseBody<T>(url: string, text: string, schema: Schema<T>): T {
  let data: unknown;
  const trimmed = text.trim();
  if (trimmed === '') {
    data = undefined;
  } else {
    try {
      data = JSON.parse(trimmed);
    } catch {
      throw new InvalidBodyError(url, text, 'not JSON');
    }
  }
  const result = validate(schema, data, 'the answer');
  if (!result.success) throw new InvalidBodyError(url, text, result.problem);
  return result.data;
}

/**
 * Sends a request and returns its validated JSON body. A lazy schema is imported while the request
 * runs; a failure of the request wins over one of the import, which is a NetworkError.
 */
export async function requestJson<T>(url: string, schema: Schema<T> | LazySchema<T>, options: RequestOptions = {}): Promise<T> {
  if (!isLazy(schema)) {
    const response = await requestText(url, options);
    return parseBody(url, response.text, schema);
  }
  const loading = schema.load();
  // Read below once the request is answered; a request that fails first leaves it unread.
  loading.catch(() => undefined);
  const response = await requestText(url, options);
  return parseBody(url, response.text, await loadedSchema(url, loading));
}

/** The schema a call started importing with its request; an import that failed is a NetworkError of the call. */
export async function loadedSchema<T>(url: string, loading: Promise<Schema<T>>): Promise<Schema<T>> {
  try {
    return await loading;
  } catch (error) {
    throw new NetworkError(url, error);
  }
}

/**
 * A slot for requests where only the latest matters (a variation lookup, a table
 * fetch): starting a new one aborts the previous one, whose caller sees AbortedError.
 */
export function latestOnly() {
  let current: AbortController | undefined;
  return {
    next(): AbortSignal {
      current?.abort();
      current = new AbortController();
      return current.signal;
    },
    abort(): void {
      current?.abort();
      current = undefined;
    },
  };
}
