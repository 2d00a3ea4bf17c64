/**
 * Checks of the integrations' settings beyond those of the settings block (./checks.ts): in a module
 * of their own, so that they load with the elements that use them and not with every page.
 */
import type { ValidationIssue } from '../validation/issues.ts';
import { custom, fail, numeric, wrongType, type Check } from './checks.ts';

/** A number of at least 0 (zod's `nonnegative()`). */
export const nonNegative: Check<number> = (v) => {
  const read = numeric(v);
  if ('issues' in read || read.value >= 0) return read;
  return fail({ code: 'too_small', origin: 'number', minimum: 0, inclusive: true, input: read.value, path: [] });
};

/** A string that matches `pattern`; `message` says what it should be. */
export const matching =
  (pattern: RegExp, message: string): Check<string> =>
  (v) => {
    if (typeof v !== 'string') return wrongType('string', v);
    return pattern.test(v) ? { value: v } : custom(message, v);
  };

/**
 * An object whose keys pass `key` and whose values pass `value` (zod's `record`). A bad key is named
 * with what keys should be (zod only said "is not valid"); its value is then not checked.
 */
export function recordOf<T>(key: Check<string>, value: Check<T>): Check<Readonly<Record<string, T>>> {
  return (v) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return wrongType('record', v);
    const out: Record<string, T> = {};
    const issues: ValidationIssue[] = [];
    for (const [name, item] of Object.entries(v as Record<string, unknown>)) {
      if (name === '__proto__') continue;
      const readKey = key(name);
      if ('issues' in readKey) {
        issues.push(...readKey.issues.map((issue) => ({ ...issue, path: [name, ...issue.path] })));
        continue;
      }
      const read = value(item);
      if ('issues' in read) issues.push(...read.issues.map((issue) => ({ ...issue, path: [name, ...issue.path] })));
      else out[name] = read.value;
    }
    return issues.length ? { issues } : { value: out };
  };
}

