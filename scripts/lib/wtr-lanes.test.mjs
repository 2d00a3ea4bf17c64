import { describe, expect, it } from 'vitest';
import { dealFiles, FILE_OVERHEAD_SECONDS, laneWeights, weightsFromReport } from './wtr-lanes.mjs';

describe('dealing browser test files over lanes', () => {
  it('gives every file to exactly one lane and keeps the lanes within one file of each other', () => {
    const weights = { a: 12, b: 10.7, c: 10.9, d: 7.8, e: 1, f: 0.2, g: 3.3, h: 6.9 };
    const files = Object.keys(weights);
    const lanes = dealFiles(files, 2, weights);
    expect(lanes.flatMap((lane) => lane.files).sort()).toEqual([...files].sort());
    const [one, two] = lanes.map((lane) => lane.seconds);
    expect(Math.abs(one - two)).toBeLessThanOrEqual(Math.max(...Object.values(weights)) + FILE_OVERHEAD_SECONDS);
    // Dealing by place (every other file) gives 30.9 against 22.9 s here; by weight, no more than 27.9.
    expect(Math.max(one, two)).toBeLessThanOrEqual(27.9 + 4 * FILE_OVERHEAD_SECONDS);
  });

  it('keeps each lane in the list order and deals the same way every time', () => {
    const weights = { a: 1, b: 5, c: 1, d: 5 };
    const first = dealFiles(['a', 'b', 'c', 'd'], 2, weights);
    expect(first.map((lane) => lane.files)).toEqual([['a', 'b'], ['c', 'd']]);
    expect(dealFiles(['a', 'b', 'c', 'd'], 2, weights)).toEqual(first);
  });

  it('weighs a file it has no measure of as the median file', () => {
    const lanes = dealFiles(['known-1', 'known-2', 'known-3', 'new'], 2, { 'known-1': 2, 'known-2': 4, 'known-3': 8 });
    const total = lanes.reduce((sum, lane) => sum + lane.seconds, 0);
    expect(total).toBe(2 + 4 + 8 + 4 + 4 * FILE_OVERHEAD_SECONDS);
  });

  it('takes the slower browser of each file from a report', () => {
    expect(weightsFromReport({ files: { 'x.test.ts': { Chromium: 1.2, Firefox: 3.4 }, 'y.test.ts': { Chromium: 2 } } })).toEqual({ 'x.test.ts': 3.4, 'y.test.ts': 2 });
  });

  it('has a measure for every browser test file of both builds', async () => {
    const { readdirSync } = await import('node:fs');
    const root = new URL('../..', import.meta.url).pathname;
    const files = readdirSync(`${root}test/browser`).filter((f) => /\.test\.tsx?$/.test(f)).map((f) => `test/browser/${f}`);
    const react = laneWeights(root, 'react');
    expect(files.filter((f) => !(f in react))).toEqual([]);
    expect(Object.keys(laneWeights(root, 'lite')).length).toBeGreaterThan(0);
  });
});
