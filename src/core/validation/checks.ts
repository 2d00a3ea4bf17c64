/**
 * Hand-written checks for the JSON an element reads at start (inline variation data, its matrix):
 * zod's rules and zod's issues, without zod's code, so a product page's first paint loads none.
 * A check answers the value or zod-shaped issues (`describeIssues` words them as it words zod's);
 * `asSchema` gives it zod's `safeParse`, so `validate`, `attr.json` and the request layer take it
 * as they take a zod schema. Only what those schemas use is here; every issue aborts, as zod's
 * type issues do.
 */
// Types only: a check stands where a zod schema is expected.
import type * as z from 'zod/mini';
import type { ValidationIssue } from './issues.ts';

export type CheckResult<T> = { ok: true; value: T } | { ok: false; issues: ValidationIssue[] };
export type Check<T> = (value: unknown) => CheckResult<T>;

const pass = <T>(value: T): CheckResult<T> => ({ ok: true, value });
const fail = (issue: Omit<ValidationIssue, 'path'>): CheckResult<never> => ({ ok: false, issues: [{ ...issue, path: [] }] });
const under = (key: PropertyKey, issues: readonly ValidationIssue[]) => issues.map((issue) => ({ ...issue, path: [key, ...issue.path] }));
const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

export const string: Check<string> = (v) => (typeof v === 'string' ? pass(v) : fail({ code: 'invalid_type', expected: 'string', input: v }));
/** Finite numbers only, as `z.number()`. */
export const number: Check<number> = (v) =>
  typeof v === 'number' && Number.isFinite(v) ? pass(v) : fail({ code: 'invalid_type', expected: 'number', input: v });
export const boolean: Check<boolean> = (v) => (typeof v === 'boolean' ? pass(v) : fail({ code: 'invalid_type', expected: 'boolean', input: v }));
export const nullValue: Check<null> = (v) => (v === null ? pass(null) : fail({ code: 'invalid_type', expected: 'null', input: v }));
export const undefinedValue: Check<undefined> = (v) =>
  v === undefined ? pass(undefined) : fail({ code: 'invalid_type', expected: 'undefined', input: v });
export const unknown: Check<unknown> = (v) => pass(v);

export function literal<const T extends string | number | boolean>(value: T): Check<T> {
  return (v) => (v === value ? pass(value) : fail({ code: 'invalid_value', values: [value], input: v }));
}

export function oneOf<const T extends string>(values: readonly T[]): Check<T> {
  return (v) => (values.includes(v as T) ? pass(v as T) : fail({ code: 'invalid_value', values, input: v }));
}

/** A field that may be absent (its key is optional in the object's type). */
export type OptionalCheck<T> = Check<T | undefined> & { readonly optional: true };

export function optional<T>(check: Check<T>): OptionalCheck<T> {
  return Object.assign((v: unknown) => (v === undefined ? pass(undefined) : check(v)), { optional: true as const });
}

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (v) => (v === null ? pass(null) : check(v));
}

/** The first alternative that fits; none, zod's `invalid_union` with each alternative's issues. */
export function union<T extends readonly Check<unknown>[]>(checks: T): Check<T[number] extends Check<infer U> ? U : never> {
  return (v) => {
    const errors: ValidationIssue[][] = [];
    for (const check of checks) {
      const result = check(v);
      if (result.ok) return result as CheckResult<never>;
      errors.push(result.issues);
    }
    return fail({ code: 'invalid_union', input: v, errors });
  };
}

export function array<T>(check: Check<T>): Check<T[]> {
  return (v) => {
    if (!Array.isArray(v)) return fail({ code: 'invalid_type', expected: 'array', input: v });
    const out: T[] = [];
    const issues: ValidationIssue[] = [];
    v.forEach((item, index) => {
      const result = check(item);
      if (result.ok) out.push(result.value);
      else issues.push(...under(index, result.issues));
    });
    return issues.length ? { ok: false, issues } : pass(out);
  };
}

export function record<T>(check: Check<T>): Check<Record<string, T>> {
  return (v) => {
    if (!isRecord(v)) return fail({ code: 'invalid_type', expected: 'record', input: v });
    const out: Record<string, T> = {};
    const issues: ValidationIssue[] = [];
    for (const key of Object.keys(v)) {
      const result = check(v[key]);
      if (!result.ok) issues.push(...under(key, result.issues));
      // Own keys only, and `__proto__` as data, as zod keeps it.
      else Object.defineProperty(out, key, { value: result.value, enumerable: true, writable: true, configurable: true });
    }
    return issues.length ? { ok: false, issues } : pass(out);
  };
}

type Shape = Record<string, Check<unknown>>;
type Value<C> = C extends Check<infer U> ? U : never;
type ShapeValue<S extends Shape> = { [K in keyof S as S[K] extends OptionalCheck<unknown> ? never : K]: Value<S[K]> } & {
  [K in keyof S as S[K] extends OptionalCheck<unknown> ? K : never]?: Value<S[K]>;
};

/** An object of the shape's fields; `loose` keeps the others (`z.looseObject`), else they are dropped (`z.object`). */
export function object<S extends Shape>(shape: S, loose = false): Check<ShapeValue<S> & (Record<string, unknown>)> {
  return (v) => {
    if (!isRecord(v)) return fail({ code: 'invalid_type', expected: 'object', input: v });
    const out: Record<string, unknown> = {};
    if (loose) for (const key of Object.keys(v)) if (!Object.hasOwn(shape, key)) Object.defineProperty(out, key, { value: v[key], enumerable: true, writable: true, configurable: true });
    const issues: ValidationIssue[] = [];
    for (const key of Object.keys(shape)) {
      const result = shape[key]!(v[key]);
      if (!result.ok) issues.push(...under(key, result.issues));
      else if (result.value !== undefined || key in v) out[key] = result.value;
    }
    return issues.length ? { ok: false, issues } : pass(out as ShapeValue<S> & Record<string, unknown>);
  };
}

/** The check as zod's `safeParse`, where a schema is expected (`validate`, `attr.json`, `requestJson`). */
export function asSchema<T>(check: Check<T>): z.ZodMiniType<T> {
  return {
    safeParse(data: unknown) {
      const result = check(data);
      return result.ok ? { success: true, data: result.value } : { success: false, error: { issues: result.issues } };
    },
  } as unknown as z.ZodMiniType<T>;
}
