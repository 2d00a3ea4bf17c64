// Builds dist/ (React) and dist/lite/ (the same source on preact/compat, for shops that count
// bytes), each with the same layout: the drop-in file (storefront-elements.js, a classic-or-module script that
// loads each element on first use), the package's module entry (index.js), one entry per
// element, the public store entry, and the shared chunks declared in scripts/lib/shared-chunks.mjs
// (runtime, shop, cart, dom, cookies) so every store is a single instance on the page whichever entries load.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import esbuild from 'rollup-plugin-esbuild';
import { FLAVOURS } from './scripts/lib/flavours.mjs';
import { dropIn } from './scripts/lib/rollup-drop-in.mjs';
import { sharedChunks, sharedChunksCheck } from './scripts/lib/shared-chunks.mjs';

const elementEntries = Object.fromEntries(
  readdirSync('src/elements')
    .filter((file) => file.endsWith('.element.ts'))
    .map((file) => [`elements/${file.replace('.element.ts', '')}`, `src/elements/${file}`]),
);

/**
 * Shared chunks (runtime, cookies, dom, cart, shop), so each store is a single instance on the page
 * whichever entries load: declared module by module in scripts/lib/shared-chunks.mjs, where each
 * says what it holds and why. A declared module that moved, or that the build no longer loads,
 * stops the build. Feature logic stays with its element, or in a chunk Rollup shares between the
 * elements that use it.
 */
const shared = sharedChunks(path.dirname(fileURLToPath(import.meta.url)));

function sharedChunk(id) {
  // The drop-in files keep private copies of what they import (scripts/lib/rollup-drop-in.mjs).
  if (id.startsWith('\0drop-in')) return undefined;
  return shared.chunkOf(id);
}

/** A stylesheet imported from code (PhotoSwipe's) arrives as its text, to be adopted as a constructed sheet. */
function cssAsText() {
  return {
    name: 'css-as-text',
    transform(code, id) {
      if (!id.endsWith('.css')) return null;
      const css = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ').trim();
      return { code: `export default ${JSON.stringify(css)};`, map: { mappings: '' } };
    },
  };
}

const input = {
  'storefront-elements': 'src/drop-in.ts',
  auto: 'src/auto.ts',
  index: 'src/index.ts',
  stores: 'src/stores/index.ts',
  ...elementEntries,
};

/** Resolves each aliased import (the lite build's React) to its stand-in. */
function aliases(table) {
  return {
    name: 'aliases',
    resolveId(source, importer, options) {
      const target = table[source];
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
    },
  };
}

/** One build of every input: `dist` is its output folder, `aliases` what stands in for React (nothing in the default build). */
function build({ name, dist, aliases: renderer }) {
  return {
    input,
    output: {
      dir: dist,
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      manualChunks: sharedChunk,
      sourcemap: true,
    },
    preserveEntrySignatures: 'exports-only',
    onwarn(warning, warn) {
      // Dependencies' own circular imports and comment placement are theirs, not ours.
      if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('node_modules'))) return;
      if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
      warn(warning);
    },
    plugins: [
      sharedChunksCheck(shared),
      aliases(renderer),
      // Before the resolvers: it decides where the drop-in's own imports resolve.
      dropIn({ entries: ['src/drop-in.ts', 'src/auto.ts'], catalogue: 'src/elements/catalogue.ts' }),
      replace({
        preventAssignment: true,
        // __SE_BUILD__: the adapter (src/react/base/compat.ts) keeps its Preact part in the lite build only.
        values: { 'process.env.NODE_ENV': JSON.stringify('production'), __SE_BUILD__: JSON.stringify(name) },
      }),
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
      commonjs(),
      cssAsText(),
      esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
      // directives: the drop-in's "use strict" keeps it strict when it runs as a classic script.
      terser({ format: { comments: false }, compress: { passes: 2, directives: false } }),
    ],
  };
}

export default Object.values(FLAVOURS).map(build);
