/**
 * The layers of docs/contributing/architecture.md, checked on every import of src/: imports point left only
 * (core ← dom ← services ← stores ← controllers ← react ← elements), nothing left of react
 * touches React (no react, react-dom, preact, @nanostores/react, no .tsx module), and only the
 * services make HTTP calls.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));
const ORDER = ['core', 'dom', 'services', 'stores', 'controllers', 'react', 'elements'] as const;
/** The layers that hold no React: the controllers enhance server markup with the DOM alone. */
const WITHOUT_REACT = ['core', 'dom', 'services', 'stores', 'controllers'];
const REACT = /^(react|react-dom|preact|@nanostores\/react)(\/|$)|\.tsx$/;

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* sourceFiles(file);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield file;
  }
}

/** The layer of a file under src/ (the entry points at the top count as elements). */
function layerOf(file: string): string {
  const top = path.relative(SRC, file).split(path.sep)[0]!;
  return (ORDER as readonly string[]).includes(top) ? top : 'elements';
}

const files = [...sourceFiles(SRC)];
const imports = files.flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  const pattern = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)|(?:^|\n)\s*import\s+'([^']+)'/g;
  return [...text.matchAll(pattern)].map((match) => ({ file, specifier: match[1] ?? match[2] ?? match[3]! }));
});

describe('layers', () => {
  it('finds the source and its imports', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(imports.length).toBeGreaterThan(200);
  });

  it('imports point left only', () => {
    const wrong = imports
      .filter(({ specifier }) => specifier.startsWith('.'))
      .filter(({ file, specifier }) => {
        const from = layerOf(file);
        const to = layerOf(path.resolve(path.dirname(file), specifier));
        return ORDER.indexOf(to as (typeof ORDER)[number]) > ORDER.indexOf(from as (typeof ORDER)[number]);
      })
      .map(({ file, specifier }) => `${path.relative(SRC, file)} imports ${specifier}`);
    expect(wrong).toEqual([]);
  });

  it('keeps React out of core, dom, services, stores and controllers, and HTTP in the services', () => {
    const reactBelow = imports
      .filter(({ file, specifier }) => WITHOUT_REACT.includes(layerOf(file)) && REACT.test(specifier))
      .map(({ file, specifier }) => `${path.relative(SRC, file)} imports ${specifier}`);
    expect(reactBelow).toEqual([]);
    const componentsBelow = files
      .filter((file) => WITHOUT_REACT.includes(layerOf(file)) && file.endsWith('.tsx'))
      .map((file) => path.relative(SRC, file));
    expect(componentsBelow).toEqual([]);
    const fetching = files
      .filter((file) => layerOf(file) !== 'services' && /\bfetch\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(fetching).toEqual([]);
  });

  it('reaches the renderer (react-dom, preact) through its adapter only, so both builds render alike', () => {
    const adapter = path.join(SRC, 'react/base/compat.ts');
    const direct = imports
      .filter(({ file, specifier }) => file !== adapter && /^(react-dom|preact)(\/|$)/.test(specifier))
      .map(({ file, specifier }) => `${path.relative(SRC, file)} imports ${specifier}`);
    expect(direct).toEqual([]);
  });
});
