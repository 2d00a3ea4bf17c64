/**
 * Fault mode for tests of the failure paths (SPEC §8). Applies to API calls only (wc-ajax, admin-ajax, wp-json).
 * The value comes from, in order: header `x-demo-fault`, cookie `demo_fault`, the app's default (env DEMO_FAULT).
 * It is a comma list of `kind` or `kind@endpoint`.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { IncomingMessage } from 'node:http';
import type { AppEnv } from './context.ts';
import { t } from '../i18n/index.ts';

export const FAULT_KINDS = ['500', 'timeout', 'malformed', 'shape', 'empty', 'drop', 'slow'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number] | `latency-${number}`;

export interface FaultRule {
  kind: FaultKind;
  endpoint?: string;
}

export function isFaultKind(kind: string): kind is FaultKind {
  return (FAULT_KINDS as readonly string[]).includes(kind) || /^latency-\d{1,6}$/.test(kind);
}

export function parseFaults(value: string | undefined | null): FaultRule[] {
  if (!value) return [];
  const rules: FaultRule[] = [];
  for (const part of value.split(',')) {
    const item = part.trim();
    if (!item) continue;
    const at = item.indexOf('@');
    const kind = at === -1 ? item : item.slice(0, at);
    const endpoint = at === -1 ? undefined : item.slice(at + 1);
    if (isFaultKind(kind)) rules.push(endpoint ? { kind, endpoint } : { kind });
  }
  return rules;
}

export function faultValue(c: Context<AppEnv>): string | undefined {
  return c.req.header('x-demo-fault') ?? getCookie(c, 'demo_fault') ?? c.get('state').options.fault;
}

/** The fault that applies to any of the names of this endpoint for this request, if any. */
export function faultFor(c: Context<AppEnv>, ...endpoints: string[]): FaultKind | undefined {
  return parseFaults(faultValue(c)).find((rule) => rule.endpoint === undefined || endpoints.includes(rule.endpoint))?.kind;
}

function incoming(c: Context<AppEnv>): IncomingMessage | undefined {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  return env?.incoming;
}

function wait(ms: number, signal?: AbortSignal, onClose?: (cb: () => void) => void): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    signal?.addEventListener('abort', stop, { once: true });
    onClose?.(stop);
  });
}

/** Run `handler` under the fault `kind`. */
export async function runWithFault(c: Context<AppEnv>, kind: FaultKind, handler: () => Promise<Response>): Promise<Response> {
  const { options } = c.get('state');
  switch (kind) {
    case '500':
      return c.html(`<!doctype html><html><head><title>${t('Internal Server Error')}</title></head><body><h1>${t('There has been a critical error on this website.')}</h1></body></html>`, 500);
    case 'malformed':
      return c.body('{"fragments":{"div.widget_shopping_cart_content":"<div class=\\"widget_', 200, { 'Content-Type': 'application/json; charset=UTF-8' });
    case 'shape':
      return c.json({ unexpected: [1, 2, 3] }, 200);
    case 'empty':
      return c.body('', 200, { 'Content-Type': 'text/html; charset=UTF-8' });
    case 'drop': {
      const req = incoming(c);
      if (req) {
        req.socket.destroy();
        return new Promise<Response>(() => {});
      }
      return c.body(null, 502, { 'x-demo-fault': 'drop' });
    }
    case 'timeout': {
      const req = incoming(c);
      await wait(options.timeoutFaultMs, c.req.raw.signal, req ? (cb) => req.socket.once('close', cb) : undefined);
      if (req && req.socket.destroyed) return c.body(null, 504);
      return handler();
    }
    case 'slow':
      await wait(options.slowFaultMs);
      return handler();
    default: {
      const ms = Number(kind.slice('latency-'.length));
      await wait(ms);
      return handler();
    }
  }
}
