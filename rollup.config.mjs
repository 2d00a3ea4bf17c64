// Builds dist/: the drop-in file (storefront-elements.js, a classic-or-module script that
// loads each element on first use), the package's module entry (index.js), one entry per
// element, the public store entry, and one shared runtime chunk (React, r2wc, nanostores, zod,
// our stores and base) so every store is a single instance on the page whichever entries load.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { readdirSync } from 'node:fs';
import esbuild from 'rollup-plugin-esbuild';
import { dropIn } from './scripts/lib/rollup-drop-in.mjs';

const elementEntries = Object.fromEntries(
  readdirSync('src/elements')
    .filter((file) => file.endsWith('.element.ts'))
    .map((file) => [`elements/${file.replace('.element.ts', '')}`, `src/elements/${file}`]),
);

/**
 * What every element needs goes into one runtime chunk: the libraries, the stores and
 * the element base (with whatever they import). Feature logic stays with its element,
 * or in a chunk Rollup shares between the elements that use it.
 */
function sharedChunk(id) {
  // The drop-in files keep private copies of what they import (scripts/lib/rollup-drop-in.mjs).
  if (id.startsWith('\0drop-in')) return undefined;
  const path = id.replaceAll('\\', '/');
  // The gallery library ships in the lightbox's own chunk, loaded on the first open.
  if (path.includes('/node_modules/photoswipe/')) return undefined;
  if (path.includes('/node_modules/')) return 'runtime';
  // A table's or a directory's store ships with its element: pages without one do not pay for it.
  if (/\/src\/stores\/(?!product-table|member-directory)/.test(path)) return 'runtime';
  if (/\/src\/(react|elements)\/base\//.test(path)) return 'runtime';
  if (/\/src\/services\/(http|errors|calls|shop)\.ts$/.test(path)) return 'runtime';
  if (/\/src\/dom\/(events|block|focus|keyboard)\.ts$/.test(path)) return 'runtime';
  return undefined;
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

export default {
  input: {
    'storefront-elements': 'src/drop-in.ts',
    auto: 'src/auto.ts',
    index: 'src/index.ts',
    stores: 'src/stores/index.ts',
    ...elementEntries,
  },
  output: {
    dir: 'dist',
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
    // First: it decides where the drop-in's own imports resolve.
    dropIn({ entries: ['src/drop-in.ts', 'src/auto.ts'], catalogue: 'src/elements/catalogue.ts' }),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
    commonjs(),
    cssAsText(),
    esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json' }),
    // directives: the drop-in's "use strict" keeps it strict when it runs as a classic script.
    terser({ format: { comments: false }, compress: { passes: 2, directives: false } }),
  ],
};
