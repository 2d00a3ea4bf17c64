/** Input parsing with zod. Bad input is answered with 4xx `{code, message}`; it never reaches a 500. */
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from './context.ts';

export { z };

/** Form fields of a POST (form-encoded or multipart) plus the query string; the body wins. Never throws. */
export async function formFields(c: Context<AppEnv>): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [k, v] of new URL(c.req.url).searchParams) fields[k] = v;
  if (c.req.method === 'POST') {
    const type = c.req.header('content-type') ?? '';
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      try {
        const body = await c.req.parseBody();
        for (const [k, v] of Object.entries(body)) {
          if (typeof v === 'string') fields[k] = v;
          // `name[]` (a checkbox group) is numbered as PHP reads it: name[0], name[1]…
          else if (Array.isArray(v)) {
            const base = k.endsWith('[]') ? k.slice(0, -2) : k;
            v.forEach((item, i) => {
              if (typeof item === 'string') fields[`${base}[${i}]`] = item;
            });
          }
        }
      } catch {
        // An unparsable body is treated as empty: the handler then sees missing fields.
      }
    }
  }
  return fields;
}

/** Read a JSON body; returns `undefined` when it is missing or invalid. */
export async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  try {
    const text = await c.req.text();
    if (text.trim() === '') return undefined;
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** An integer-like form field: '12' → 12, the platform's absint for everything else (junk → 0). */
export const absint = z.string().transform((s) => {
  const n = Number.parseInt(s.trim(), 10);
  return Number.isFinite(n) ? Math.abs(n) : 0;
});

export function errorJson(c: Context<AppEnv>, status: 400 | 401 | 403 | 404 | 413 | 422, code: string, message: string, extra: Record<string, unknown> = {}): Response {
  return c.json({ code, message, data: { status, ...extra } }, status);
}

export function zodMessage(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
}
