import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esbuildTestBundlePlugin } from './wtr.mjs';

describe('esbuildTestBundlePlugin', () => {
  let rootDir;
  let plugin;
  beforeAll(() => {
    rootDir = mkdtempSync(path.join(tmpdir(), 'wtr-bundle-'));
    mkdirSync(path.join(rootDir, 'test/browser'), { recursive: true });
    writeFileSync(path.join(rootDir, 'test/browser/a b.test.ts'), 'export const answer: number = 42;\n');
    writeFileSync(path.join(rootDir, 'outside.test.ts'), 'export const outside = 1;\n');
    plugin = esbuildTestBundlePlugin({ rootDir: path.join(rootDir, 'test') });
  });
  afterAll(() => rmSync(rootDir, { recursive: true, force: true }));

  it('bundles a test file that exists under the root', async () => {
    const served = await plugin.serve({ path: '/browser/a%20b.test.ts' });
    expect(served?.type).toBe('js');
    expect(served?.body).toContain('answer = 42');
  });

  it('leaves a path taken from a stack trace to the static server instead of bundling it', async () => {
    await expect(plugin.serve({ path: '/async%20http:/localhost:8000/browser/a%20b.test.ts' })).resolves.toBeUndefined();
  });

  it('leaves missing files, paths out of the root and undecodable paths alone', async () => {
    await expect(plugin.serve({ path: '/browser/missing.test.ts' })).resolves.toBeUndefined();
    await expect(plugin.serve({ path: '/../outside.test.ts' })).resolves.toBeUndefined();
    await expect(plugin.serve({ path: '/%2e%2e/outside.test.ts' })).resolves.toBeUndefined();
    await expect(plugin.serve({ path: '/browser/%E0%A4%A.test.ts' })).resolves.toBeUndefined();
  });

  it('serves nothing but test files', async () => {
    await expect(plugin.serve({ path: '/browser/a%20b.ts' })).resolves.toBeUndefined();
  });
});
