/** A visitor with its own cookie jar, for the demo's tests (requests go straight to the app). */
import type { Hono } from 'hono';
import type { AppEnv } from './lib/context.ts';

export interface VisitorState {
  cart: Array<{ key: string; product_id: number; variation_id: number; quantity: number; variation: Record<string, string> }>;
  cart_hash: string;
  nonces: Record<string, string>;
  user_id: number;
}

export class TestVisitor {
  cookies = new Map<string, string>();

  constructor(private readonly app: Hono<AppEnv>) {}

  async request(path: string, init: { method?: string; form?: Record<string, string> | Array<[string, string]>; json?: unknown; body?: string; headers?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { ...(init.headers ?? {}) };
    let body: string | undefined = init.body;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.request(path, { method: init.method ?? (body !== undefined ? 'POST' : 'GET'), headers, body });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (/Max-Age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  ajax(endpoint: string, form: Record<string, string> | Array<[string, string]>, headers?: Record<string, string>): Promise<Response> {
    return this.request(`/?wc-ajax=${endpoint}`, { form, headers });
  }

  async state(): Promise<VisitorState> {
    return (await this.request('/__demo/state')).json() as Promise<VisitorState>;
  }
}

/** An attribute value as the browser reads it (the store escapes `& < > " '`). */
export function unescapeAttr(value: string): string {
  return value.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#039;/g, "'").replace(/&amp;/g, '&');
}
