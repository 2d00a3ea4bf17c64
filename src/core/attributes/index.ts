/**
 * Parsers for element attributes. Attributes are untrusted input written by page
 * builders: each parser turns raw text (or a value set through a JS property) into
 * a typed value, and on bad input returns a fallback with a message instead of throwing.
 */
import * as z from 'zod/mini';

export type ParseResult<T> = { ok: true; value: T } | { ok: false; value: T; problem: string };

export type AttributeKind = 'string' | 'number' | 'boolean' | 'enum' | 'json';

/** `K` names what the attribute's text is (a `ratio` parses "16:9" into a number: kind string), for the JSX types. */
export interface AttributeSpec<T, K extends AttributeKind = AttributeKind> {
  readonly kind: K;
  readonly fallback: T;
  /** `raw` is null when the attribute is absent, a string from HTML, or any value set as a property. */
  parse(raw: unknown): ParseResult<T>;
}

export type AttributeValues<A extends Record<string, AttributeSpec<unknown>>> = {
  [K in keyof A]: A[K] extends AttributeSpec<infer T> ? T : never;
};

function ok<T>(value: T): ParseResult<T> {
  return { ok: true, value };
}

function bad<T>(fallback: T, problem: string): ParseResult<T> {
  return { ok: false, value: fallback, problem };
}

function describe(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);
}

export function string(fallback = ''): AttributeSpec<string, 'string'> {
  return {
    kind: 'string',
    fallback,
    parse: (raw) => (raw == null ? ok(fallback) : ok(String(raw))),
  };
}

export function number(
  fallback: number,
  limits: { min?: number; max?: number; integer?: boolean } = {},
): AttributeSpec<number, 'number'> {
  return {
    kind: 'number',
    fallback,
    parse(raw) {
      if (raw == null || raw === '') return ok(fallback);
      const value = typeof raw === 'number' ? raw : Number(String(raw).trim());
      if (!Number.isFinite(value)) return bad(fallback, `${describe(raw)} is not a number`);
      if (limits.integer && !Number.isInteger(value)) return bad(fallback, `${describe(raw)} is not a whole number`);
      if (limits.min !== undefined && value < limits.min) return bad(fallback, `${value} is below ${limits.min}`);
      if (limits.max !== undefined && value > limits.max) return bad(fallback, `${value} is above ${limits.max}`);
      return ok(value);
    },
  };
}

const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

/** Presence means true (`<x-el open>`, `open="open"`), as in HTML; the words false/0/no/off mean false. */
export function boolean(fallback = false): AttributeSpec<boolean, 'boolean'> {
  return {
    kind: 'boolean',
    fallback,
    parse(raw) {
      if (raw == null) return ok(fallback);
      if (typeof raw === 'boolean') return ok(raw);
      return ok(!FALSE_WORDS.has(String(raw).trim().toLowerCase()));
    },
  };
}

export function oneOf<const V extends string>(values: readonly V[], fallback: V): AttributeSpec<V, 'enum'> {
  return {
    kind: 'enum',
    fallback,
    parse(raw) {
      if (raw == null || raw === '') return ok(fallback);
      const text = String(raw).trim() as V;
      return values.includes(text) ? ok(text) : bad(fallback, `${describe(raw)} is not one of ${values.join(', ')}`);
    },
  };
}

/**
 * JSON text validated by a schema. A property set to an object is validated as is
 * (no round trip through text). Invalid JSON or a wrong shape gives the fallback.
 */
export function json<T>(schema: z.ZodMiniType<T>, fallback: T): AttributeSpec<T, 'json'> {
  return {
    kind: 'json',
    fallback,
    parse(raw) {
      if (raw == null || raw === '') return ok(fallback);
      let data: unknown = raw;
      if (typeof raw === 'string') {
        try {
          data = JSON.parse(raw);
        } catch (error) {
          return bad(fallback, `invalid JSON (${(error as Error).message})`);
        }
      }
      const result = z.safeParse(schema, data);
      if (!result.success) return bad(fallback, `unexpected shape: ${z.prettifyError(result.error).replace(/\s+/g, ' ')}`);
      return ok(result.data);
    },
  };
}

/** kebab-case attribute name for a camelCase key: productVariations → product-variations. */
export function attributeName(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** The console message for bad input: names the tag and the attribute, says what was used instead. */
export function attributeProblem(tag: string, attribute: string, problem: string, fallback: unknown): string {
  const used = JSON.stringify(fallback) ?? String(fallback);
  return `<${tag}> attribute "${attribute}": ${problem}. Using ${used.length > 80 ? 'the default' : used} instead.`;
}
