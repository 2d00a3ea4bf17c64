import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { describeIssues, issuePath, validate } from './issues.ts';

describe('validation problems in words', () => {
  const shape = z.object({
    name: z.string(),
    items: z.array(z.object({ id: z.number() })),
    mode: z.enum(['yes', 'no']),
    list: z.union([z.literal(false), z.array(z.unknown())]),
    count: z.number().check(z.positive()),
  });

  it('names the path, what was expected and what came instead', () => {
    const result = validate(shape, { name: 1, items: [{ id: 'x' }], mode: 'maybe', list: 'q', count: 2 });
    expect(result.success).toBe(false);
    const problem = !result.success ? result.problem : '';
    expect(problem).toContain('"name" should be a string, not a number');
    expect(problem).toContain('"items[0].id" should be a number, not a string');
    expect(problem).toContain('"mode" should be "yes" or "no"');
    expect(problem).not.toMatch(/Invalid input|✖/);
  });

  it('says which fields are missing and caps the list at three', () => {
    const result = validate(shape, {});
    const problem = !result.success ? result.problem : '';
    expect(problem).toMatch(/^"name" is missing \(a string is needed\)/);
    expect(problem).toMatch(/and 2 more problems$/);
  });

  it('words unions and ranges', () => {
    const union = validate(z.union([z.literal(false), z.array(z.unknown())]), 'q', 'the list');
    expect(!union.success && union.problem).toBe('the list should be false or an array, not a string');
    const range = validate(z.number().check(z.positive()), -1);
    expect(!range.success && range.problem).toBe('the value should be above 0');
  });

  it('writes paths as a reader would', () => {
    expect(issuePath(['a', 0, 'b'])).toBe('a[0].b');
    expect(issuePath([])).toBe('');
    expect(describeIssues([{ code: 'custom', path: ['x'], message: 'should be tidy' }])).toBe('"x" should be tidy');
  });
});
