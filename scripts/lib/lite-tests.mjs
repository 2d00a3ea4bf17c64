// Which browser tests run on the lite build. The lite build changes one thing: the renderer
// (preact/compat aliased for React, adapted in src/react/base/compat.ts). So the lite run covers
// what the renderer changes, derived from the code and not from a hand-kept list:
//  - the renderer adapter and element base: every test file that imports them itself
//    (src/react/base, src/elements/base, the loader and its replay, automatic mode's wrapping,
//    react, react-dom, preact);
//  - every element whose own code renders through React (its element file reaches, by static
//    imports, a module under src/react/ outside base/ that imports react, react-dom or
//    @nanostores/react), once: the test file named after the element, else the first one that
//    imports the element file. The DOM controllers (src/controllers/) hold no React: their tests
//    prove nothing more on the lite build and run once, on the default build.
// An element that renders through React with no browser test is an error, not a gap.
// `node scripts/lib/lite-tests.mjs` prints the list and why each file is on it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const ADAPTER_IMPORT = /from\s+['"](?:react|react-dom|preact)(?:\/[^'"]*)?['"]|['"][./]*\/src\/(?:react\/base|elements\/base)\/|['"][./]*\/src\/elements\/(?:loader|replay|registry|start|auto-enhance)\.ts['"]/;
const ELEMENT_IMPORT = /['"][./]*\/src\/elements\/([a-z0-9-]+)\.element\.ts['"]/g;
const RENDERER_PACKAGES = new Set(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', '@nanostores/react']);

/** Element names (file stems of src/elements/*.element.ts) whose own code renders through React. */
export async function reactElements(rootDir) {
  const dir = path.join(rootDir, 'src/elements');
  const entries = readdirSync(dir).filter((f) => f.endsWith('.element.ts')).map((f) => `src/elements/${f}`);
  const result = await esbuild.build({
    entryPoints: entries,
    absWorkingDir: rootDir,
    bundle: true,
    write: false,
    metafile: true,
    outdir: path.join(rootDir, '.lite-tests-unused'),
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
    jsx: 'automatic',
    loader: { '.css': 'text', '.html': 'text', '.svg': 'text' },
  });
  const inputs = result.metafile.inputs;
  const rendersItself = (file) =>
    file.startsWith('src/react/') && !file.startsWith('src/react/base/') &&
    (inputs[file]?.imports ?? []).some((i) => i.external && RENDERER_PACKAGES.has(i.path));
  const names = [];
  for (const entry of entries) {
    const seen = new Set();
    const queue = [entry];
    let renders = false;
    while (queue.length && !renders) {
      const file = queue.pop();
      if (seen.has(file)) continue;
      seen.add(file);
      if (rendersItself(file)) renders = true;
      // Static imports only: a lazy part loaded on demand is not what the element renders with.
      for (const i of inputs[file]?.imports ?? []) if (!i.external && i.kind !== 'dynamic-import') queue.push(i.path);
    }
    if (renders) names.push(path.basename(entry, '.element.ts'));
  }
  return names.sort();
}

/**
 * The lite run's browser test files (paths relative to rootDir) with the reason for each.
 * Throws when an element that renders through React has no browser test.
 */
export async function liteBrowserTests(rootDir, testDir = 'test/browser') {
  const files = readdirSync(path.join(rootDir, testDir)).filter((f) => /\.test\.tsx?$/.test(f)).sort();
  const source = new Map(files.map((f) => [f, readFileSync(path.join(rootDir, testDir, f), 'utf8')]));
  /** @type {Map<string, string[]>} */
  const chosen = new Map();
  const choose = (file, reason) => chosen.set(file, [...(chosen.get(file) ?? []), reason]);
  for (const [file, text] of source) if (ADAPTER_IMPORT.test(text)) choose(file, 'renderer adapter / element base');
  const missing = [];
  for (const name of await reactElements(rootDir)) {
    const importers = files.filter((f) => [...source.get(f).matchAll(ELEMENT_IMPORT)].some((m) => m[1] === name));
    const own = importers.find((f) => f.replace(/\.test\.tsx?$/, '') === name) ?? importers[0];
    if (own) choose(own, `element ${name}`);
    else missing.push(name);
  }
  if (missing.length) {
    throw new Error(`elements that render through React with no browser test to run on the lite build: ${missing.join(', ')} (a test file in ${testDir}/ that imports src/elements/<name>.element.ts)`);
  }
  return [...chosen].sort(([a], [b]) => a.localeCompare(b)).map(([file, reasons]) => ({ file: `${testDir}/${file}`, reasons }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const list = await liteBrowserTests(rootDir);
  for (const { file, reasons } of list) console.log(`${file}: ${reasons.join('; ')}`);
  console.log(`${list.length} files`);
}
