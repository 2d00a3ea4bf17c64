/**
 * The zod schemas of PHP's loose booleans and numbers, and the field-by-field validation the
 * integrations' settings use (cart recovery, order attribution): loaded with their elements. The
 * page's own settings block is checked without zod (./index.ts), with the same words.
 */
import * as z from 'zod/mini';
import type { ValidationIssue } from '../validation/issues.ts';
import { checkFields, type Check } from './checks.ts';

const TRUE_VALUES = new Set(['1', 'true', 'yes', 'on']);
const FALSE_VALUES = new Set(['', '0', 'false', 'no', 'off']);

/**
 * PHP prints booleans as true/false, "1"/"" or "yes"/"no". Anything else ("maybe") is
 * rejected, so the author hears of it instead of getting a silent false.
 */
export const looseBoolean = z.pipe(
  z.union([z.boolean(), z.string(), z.number(), z.null()]),
  z.transform((v, ctx) => {
    if (typeof v === 'boolean') return v;
    if (v === null || v === 0) return false;
    if (v === 1) return true;
    const word = typeof v === 'string' ? v.trim().toLowerCase() : '';
    if (typeof v === 'string' && TRUE_VALUES.has(word)) return true;
    if (typeof v === 'string' && FALSE_VALUES.has(word)) return false;
    ctx.issues.push({
      code: 'custom',
      message: `should be true or false ("yes"/"no" and "1"/"0" work too), not ${JSON.stringify(v)}`,
      input: v,
    });
    return z.NEVER;
  }),
);
export const numeric = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((v, ctx) => {
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isFinite(n)) {
      ctx.issues.push({ code: 'custom', message: `should be a number, not ${JSON.stringify(v)}`, input: v });
      return z.NEVER;
    }
    return n;
  }),
);

/** A zod schema as a field check: its value, or its issues for `describeIssues`. */
function schemaCheck(schema: z.ZodMiniType): Check<unknown> {
  return (value) => {
    const result = z.safeParse(schema, value, { reportInput: true });
    return result.success ? { value: result.data } : { issues: [...(result.error.issues as readonly ValidationIssue[])] };
  };
}

/**
 * Validates each field of `input` that `fields` names, on its own, with its zod schema: a bad one is
 * left out with a problem line for the console. Other keys go to `rest` untouched (`checkFields`).
 */
export function validateFields(
  fields: Readonly<Record<string, z.ZodMiniType>>,
  input: Record<string, unknown>,
): { values: Record<string, unknown>; rest: Record<string, unknown>; problems: string[] } {
  return checkFields(Object.fromEntries(Object.entries(fields).map(([key, schema]) => [key, schemaCheck(schema)])), input);
}
