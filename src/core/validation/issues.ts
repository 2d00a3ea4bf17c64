/**
 * Validation problems as words a theme author can act on. zod/mini ships no messages
 * (every issue reads "Invalid input"), so the issue's code, path and expectation are
 * turned into a sentence part here: `items[0].id should be a number, not a string`.
 */
// Types only: the schema brings zod's code with it, so a page whose elements validate nothing loads none.
import type * as z from 'zod/mini';

/** The fields of a zod issue this module reads (zod/mini's `$ZodIssue`, loosely). */
export interface ValidationIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message?: string;
  readonly expected?: string;
  readonly input?: unknown;
  readonly values?: readonly unknown[];
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly inclusive?: boolean;
  readonly origin?: string;
  readonly keys?: readonly string[];
  readonly errors?: readonly (readonly ValidationIssue[])[];
}

const MOST = 3;

/** `items[0].id`; the empty path is the value itself. */
export function issuePath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const part of path) {
    if (typeof part === 'number') text += `[${part}]`;
    else text += text ? `.${String(part)}` : String(part);
  }
  return text;
}

/** What a JSON value is, in words: "a string", "an array", "null". */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return 'a string';
    case 'number':
      return Number.isFinite(value) ? 'a number' : 'not a finite number';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
      return 'missing';
    case 'object':
      return 'an object';
    default:
      return `a ${typeof value}`;
  }
}

const EXPECTED: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
  record: 'an object',
  null: 'null',
  literal: 'a fixed value',
  nan: 'NaN',
};

function expectedWords(expected: string | undefined): string {
  if (!expected) return 'a different value';
  return EXPECTED[expected] ?? `a ${expected}`;
}

function literal(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : String(value);
}

/** What one alternative of a union wanted, from its first issue. */
function alternative(issues: readonly ValidationIssue[]): string | undefined {
  const first = issues[0];
  if (!first || first.path.length > 0) return undefined;
  if (first.code === 'invalid_type') return expectedWords(first.expected);
  if (first.code === 'invalid_value' && first.values?.length) return first.values.map(literal).join(' or ');
  return undefined;
}

function explain(issue: ValidationIssue): string {
  const got = 'input' in issue ? `, not ${kindOf(issue.input)}` : '';
  switch (issue.code) {
    case 'invalid_type':
      // An absent field has no input (`validate` asks zod for the inputs).
      return issue.input === undefined
        ? `is missing (${expectedWords(issue.expected)} is needed)`
        : `should be ${expectedWords(issue.expected)}${got}`;
    case 'invalid_value':
      return `should be ${(issue.values ?? []).map(literal).join(' or ') || 'another value'}`;
    case 'invalid_union': {
      const wanted = (issue.errors ?? []).map(alternative);
      if (wanted.length > 0 && wanted.every(Boolean)) return `should be ${[...new Set(wanted)].join(' or ')}${got}`;
      return 'matches none of the accepted shapes';
    }
    case 'too_small':
      return issue.origin === 'array' || issue.origin === 'string'
        ? `is too short (at least ${String(issue.minimum)})`
        : `should be ${issue.inclusive === false ? 'above' : 'at least'} ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'array' || issue.origin === 'string'
        ? `is too long (at most ${String(issue.maximum)})`
        : `should be ${issue.inclusive === false ? 'below' : 'at most'} ${String(issue.maximum)}`;
    case 'unrecognized_keys':
      return `has unknown fields (${(issue.keys ?? []).join(', ')})`;
    default: {
      const message = issue.message && issue.message !== 'Invalid input' ? issue.message : 'is not valid';
      return /^(is|should|has|must)\b/.test(message) ? message : `is not valid: ${message}`;
    }
  }
}

/**
 * The issues of a failed parse as one sentence part, at most three of them:
 * `"a" should be a string, not a number; "d" should be "yes" or "no"`.
 * The value itself (empty path) is called `subject`.
 */
export function describeIssues(issues: readonly ValidationIssue[], subject = 'the value'): string {
  const parts = issues.slice(0, MOST).map((issue) => {
    const path = issuePath(issue.path);
    return `${path ? `"${path}"` : subject} ${explain(issue)}`;
  });
  const more = issues.length - MOST;
  return more > 0 ? `${parts.join('; ')}; and ${more} more problem${more === 1 ? '' : 's'}` : parts.join('; ');
}

export type Validated<T> = { success: true; data: T } | { success: false; problem: string };

/** Parses with `schema` and words the failure with `describeIssues`. */
export function validate<T>(schema: z.ZodMiniType<T>, data: unknown, subject?: string): Validated<T> {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return { success: true, data: result.data };
  return { success: false, problem: describeIssues(result.error.issues as readonly ValidationIssue[], subject) };
}
