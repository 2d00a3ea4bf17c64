import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { liteBrowserTests, reactElements } from './lite-tests.mjs';

let root;
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'lite-tests-'));
  write('src/elements/base/define.tsx', "import { createRoot } from 'react-dom/client';\nexport const define = createRoot;\n");
  // Renders through React: its component imports React.
  write('src/elements/card.element.ts', "import { Card } from '../react/card/Card.tsx';\nimport { define } from './base/define.tsx';\nexport default [Card, define];\n");
  write('src/react/card/Card.tsx', "import { useState } from 'react';\nexport const Card = () => { useState(0); return null; };\n");
  // A DOM controller behind a component that holds no React; its React code is loaded lazily only.
  write('src/elements/grid.element.ts', "import { start } from '../controllers/grid/start.ts';\nimport { define } from './base/define.tsx';\nexport default [start, define, () => import('../react/grid/Later.tsx')];\n");
  write('src/controllers/grid/start.ts', 'export const start = () => document.body;\n');
  write('src/react/grid/Later.tsx', "import { useState } from 'react';\nexport const Later = () => useState(0);\n");
  write('test/browser/element-base.test.tsx', "import '../../src/elements/base/define.tsx';\n");
  write('test/browser/card-more.test.ts', "import '../../src/elements/card.element.ts';\n");
  write('test/browser/card.test.ts', "import '../../src/elements/card.element.ts';\n");
  write('test/browser/grid.test.ts', "import '../../src/elements/grid.element.ts';\n");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('liteBrowserTests', () => {
  it('finds the elements whose own code renders through React, by static imports', async () => {
    expect(await reactElements(root)).toEqual(['card']);
  });

  it('chooses the adapter tests and each React element once, by the test named after it', async () => {
    expect(await liteBrowserTests(root)).toEqual([
      { file: 'test/browser/card.test.ts', reasons: ['element card'] },
      { file: 'test/browser/element-base.test.tsx', reasons: ['renderer adapter / element base'] },
    ]);
  });

  it('takes the first test that imports the element when none is named after it', async () => {
    rmSync(path.join(root, 'test/browser/card.test.ts'));
    expect((await liteBrowserTests(root)).map((e) => e.file)).toContain('test/browser/card-more.test.ts');
  });

  it('fails, naming the element, when an element that renders through React has no browser test', async () => {
    rmSync(path.join(root, 'test/browser/card.test.ts'));
    rmSync(path.join(root, 'test/browser/card-more.test.ts'));
    await expect(liteBrowserTests(root)).rejects.toThrow(/no browser test to run on the lite build: card/);
  });
});
