/**
 * Parsers for element attributes. Attributes are untrusted input written by page
 * builders: each parser turns raw text (or a value set through a JS property) into
 * a typed value, and on bad input returns a fallback with a message instead of throwing.
 */
// Types only: a JSON attribute's schema brings zod's code with the element that declares it.
import type * as z from 'zod/mini';
import { validate } from '../validation/issues.ts';

/**
 * `problem` completes the sentence `<tag> attribute "name": …`. An `error` means the value
 * was unusable; a `warning` means it was read, but probably not as the author meant.
 */
export type ParseResult<T> =
  | { ok: true; value: T }
  | { ok: false; value: T; problem: string; severity?: 'error' | 'warning' };

export type AttributeKind = 'string' | 'number' | 'boolean' | 'enum' | 'json';

/** `K` names what the attribute's text is (a `ratio` parses "16:9" into a number: kind string), for the JSX types. */
export interface AttributeSpec<T, K extends AttributeKind = AttributeKind> {
  readonly kind: K;
  readonly fallback: T;
  /** The fallback in words for messages ("the page setting"); by default the value itself. */
  readonly fallbackText?: string;
  /** The accepted words of an enum, for types and documentation. */
  readonly values?: readonly string[];
  /** `raw` is null when the attribute is absent, a string from HTML, or any value set as a property. */
  parse(raw: unknown): ParseResult<T>;
}

export type AttributeValues<A extends Record<string, AttributeSpec<unknown>>> = {
  [K in keyof A]: A[K] extends AttributeSpec<infer T> ? T : never;
};

export function ok<T>(value: T): ParseResult<T> {
  return { ok: true, value };
}

export function bad<T>(fallback: T, problem: string): ParseResult<T> {
  return { ok: false, value: fallback, problem };
}

function doubtful<T>(value: T, problem: string): ParseResult<T> {
  return { ok: false, value, problem, severity: 'warning' };
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
  limits: { min?: number; max?: number; integer?: boolean; fallbackText?: string } = {},
): AttributeSpec<number, 'number'> {
  return {
    kind: 'number',
    fallback,
    fallbackText: limits.fallbackText,
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
const TRUE_WORDS = new Set(['', 'true', '1', 'yes', 'on']);

/**
 * Presence means true (`<x-el open>`, `open=""`, `open="open"`), as in HTML; the words
 * false/0/no/off mean false. Any other word still means true (the attribute is there),
 * with a warning: `focus="nope"` is more likely a mistake than a wish.
 */
export function boolean(fallback = false, attribute?: string): AttributeSpec<boolean, 'boolean'> {
  return {
    kind: 'boolean',
    fallback,
    parse(raw) {
      if (raw == null) return ok(fallback);
      if (typeof raw === 'boolean') return ok(raw);
      const word = String(raw).trim().toLowerCase();
      if (FALSE_WORDS.has(word)) return ok(false);
      if (TRUE_WORDS.has(word) || (attribute !== undefined && word === attribute)) return ok(true);
      return doubtful(true, `${describe(raw)} is neither true nor false (write the attribute alone for true, or "false")`);
    },
  };
}

export function oneOf<const V extends string>(values: readonly V[], fallback: V): AttributeSpec<V, 'enum'> {
  return {
    kind: 'enum',
    fallback,
    values,
    parse(raw) {
      if (raw == null || raw === '') return ok(fallback);
      const text = String(raw).trim() as V;
      return values.includes(text) ? ok(text) : bad(fallback, `${describe(raw)} is not one of ${values.join(', ')}`);
    },
  };
}

/** JSON text parsed, or a value set as a property taken as it is. */
export function readJson(raw: unknown): { data: unknown } | { problem: string } {
  if (typeof raw !== 'string') return { data: raw };
  try {
    return { data: JSON.parse(raw) };
  } catch (error) {
    return { problem: `invalid JSON (${(error as Error).message})` };
  }
}

/**
 * JSON text validated by a schema. A property set to an object is validated as is
 * (no round trip through text). Invalid JSON or a wrong shape gives the fallback.
 */
export function json<T>(schema: z.ZodMiniType<T>, fallback: T, fallbackText?: string): AttributeSpec<T, 'json'> {
  return {
    kind: 'json',
    fallback,
    fallbackText,
    parse(raw) {
      if (raw == null || raw === '') return ok(fallback);
      const read = readJson(raw);
      if ('problem' in read) return bad(fallback, read.problem);
      const result = validate(schema, read.data);
      if (!result.success) return bad(fallback, `unexpected shape: ${result.problem}`);
      return ok(result.data);
    },
  };
}

/** kebab-case attribute name for a camelCase key: productVariations → product-variations. */
export function attributeName(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** A value in a message: short numbers, quoted text, and words for what has no short form. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'no value';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(4)));
  if (typeof value === 'string') return value === '' ? 'an empty text' : describe(value);
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.length === 0) return 'an empty list';
  if (typeof value === 'object' && Object.keys(value).length === 0) return 'no entries';
  const text = JSON.stringify(value);
  return text && text.length <= 60 ? text : 'the default';
}

/**
 * The console message for bad input: names the tag and the attribute, says what is wrong
 * and what was used instead, as a sentence.
 */
export function attributeProblem(
  tag: string,
  attribute: string,
  problem: string,
  used: unknown,
  usedText?: string,
): string {
  return `<${tag}> attribute "${attribute}": ${problem}. Using ${usedText ?? describeValue(used)} instead.`;
}
