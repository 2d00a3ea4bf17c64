/**
 * Hand-written checks of settings fields, for what is read before the first paint (the page's
 * settings block, and the settings of elements on every page), so zod is not loaded for them. Each
 * check answers with the value or with issues shaped as zod's, so `describeIssues` words a bad field
 * exactly as the schemas did (the zod schemas some integrations still validate with are in ./zod-fields.ts).
 */
import { decodeEntities } from '../text/entities.ts';
import { describeIssues, type ValidationIssue } from '../validation/issues.ts';

const TRUE_VALUES = new Set(['1', 'true', 'yes', 'on']);
const FALSE_VALUES = new Set(['', '0', 'false', 'no', 'off']);

export type Check<T> = (value: unknown) => { value: T } | { issues: ValidationIssue[] };

export const fail = (issue: ValidationIssue): { issues: ValidationIssue[] } => ({ issues: [issue] });
export const wrongType = (expected: string, input: unknown) => fail({ code: 'invalid_type', expected, input, path: [] });
/** A value none of `expected` (zod's type names) accepts, as zod's union reports it. */
const noneOf = (expected: readonly string[], input: unknown) =>
  fail({
    code: 'invalid_union',
    input,
    path: [],
    errors: expected.map((type) => [{ code: 'invalid_type', expected: type, input, path: [] }]),
  });
export const custom = (message: string, input: unknown) => fail({ code: 'custom', message, input, path: [] });
/** What zod's `z.number()` accepts: finite numbers only. */
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export const text: Check<string> = (v) => (typeof v === 'string' ? { value: v } : wrongType('string', v));

/**
 * PHP prints booleans as true/false, "1"/"" or "yes"/"no". Anything else ("maybe") is
 * rejected, so the author hears of it instead of getting a silent false.
 */
export const looseBoolean: Check<boolean> = (v) => {
  if (typeof v === 'boolean') return { value: v };
  if (v === null || v === 0) return { value: false };
  if (v === 1) return { value: true };
  if (typeof v !== 'string' && !isNumber(v)) return noneOf(['boolean', 'string', 'number', 'null'], v);
  const word = typeof v === 'string' ? v.trim().toLowerCase() : '';
  if (typeof v === 'string' && TRUE_VALUES.has(word)) return { value: true };
  if (typeof v === 'string' && FALSE_VALUES.has(word)) return { value: false };
  return custom(`should be true or false ("yes"/"no" and "1"/"0" work too), not ${JSON.stringify(v)}`, v);
};

export const numeric: Check<number> = (v) => {
  if (typeof v !== 'string' && !isNumber(v)) return noneOf(['number', 'string'], v);
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? { value: n } : custom(`should be a number, not ${JSON.stringify(v)}`, v);
};

export const positive: Check<number> = (v) => {
  const read = numeric(v);
  if ('issues' in read || read.value > 0) return read;
  return fail({ code: 'too_small', origin: 'number', minimum: 0, inclusive: false, input: read.value, path: [] });
};

export const oneOf =
  <T extends string>(...values: T[]): Check<T> =>
  (v) =>
    values.includes(v as T) ? { value: v as T } : fail({ code: 'invalid_value', values, input: v, path: [] });

/**
 * Text the platform's PHP returns HTML-escaped (`get_woocommerce_price_format()` gives
 * `%1$s&nbsp;%2$s`, older currency symbols are `&euro;` or `&#36;`, a separator may be `&nbsp;`):
 * decoded once here, so every element shows it as text and none inserts it as HTML.
 */
export const plainText: Check<string> = (v) => (typeof v === 'string' ? { value: decodeEntities(v) } : wrongType('string', v));

/** An object of the named fields (others dropped), each checked; its issues carry the field's name. */
export function shape<T extends Record<string, unknown>>(checks: { [K in keyof T]: Check<T[K]> }): Check<T> {
  return (v) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return wrongType('object', v);
    const value: Record<string, unknown> = {};
    const issues: ValidationIssue[] = [];
    for (const key of Object.keys(checks)) {
      const read = checks[key]!((v as Record<string, unknown>)[key]);
      if ('issues' in read) issues.push(...read.issues.map((issue) => ({ ...issue, path: [key, ...issue.path] })));
      else value[key] = read.value;
    }
    return issues.length ? { issues } : { value: value as T };
  };
}

/**
 * Checks each field of `input` that `fields` names, on its own: a bad one is left out with a problem
 * line for the console. Other keys go to `rest` untouched.
 */
export function checkFields(
  fields: Readonly<Record<string, Check<unknown>>>,
  input: Readonly<Record<string, unknown>>,
): { values: Record<string, unknown>; rest: Record<string, unknown>; problems: string[] } {
  const values: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    // JSON.parse makes "__proto__" an own key; assigning it would replace the prototype.
    if (key === '__proto__') continue;
    // Own fields only: "constructor" or "toString" must not reach Object.prototype.
    const check = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (!check) {
      rest[key] = value;
      continue;
    }
    const read = check(value);
    if ('value' in read) values[key] = read.value;
    else problems.push(describeIssues(read.issues.map((issue) => ({ ...issue, path: [key, ...issue.path] }))));
  }
  return { values, rest, problems };
}
