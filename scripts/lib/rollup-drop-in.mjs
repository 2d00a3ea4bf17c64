// Rollup plugin for the drop-in files (dist/storefront-elements.js, dist/auto.js). It keeps each
//  - self-contained: every module its entry imports statically gets a private copy inside it
//    (one copy per drop-in entry, so two of them never share a chunk),
//    so it never imports a shared chunk (that would be one more round trip before anything
//    runs) whatever else uses those modules (the runtime uses the same constants);
//  - a valid classic script: no import/export statement, no import.meta, wrapped in a function
//    so its names stay out of the page's global scope (checked: the build fails otherwise);
//  - free of a waterfall: each tag's chunk and the chunks that chunk imports are written into
//    it (in place of __ELEMENT_CHUNKS__), so the loader starts them all at once;
// and writes dist/preload.json: per tag, the files to preload (relative to dist/), for themes
// that print <link rel="modulepreload"> lines for the tags they know they use.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { transform } from 'esbuild';

const COPY = '\0drop-in';
/** `\0drop-in<entry index>:<module id>`: the entry's own copy of a module. */
const COPY_ID = /^\0drop-in(\d+):/;
const MARKER = '__ELEMENT_CHUNKS__';
const TAG_NAME = /^[a-z][a-z0-9]*-[a-z0-9-]*$/;

function* walk(node) {
  if (!node || typeof node.type !== 'string') return;
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) yield* walk(child);
    else if (value && typeof value === 'object') yield* walk(value);
  }
}

/** `fileName` and every chunk it imports statically, directly or not. */
function withStaticImports(fileName, chunks) {
  const files = [fileName];
  for (let i = 0; i < files.length; i += 1) {
    for (const imported of chunks[files[i]]?.imports ?? []) if (!files.includes(imported)) files.push(imported);
  }
  return files;
}

function relativeTo(from, to) {
  const relative = path.posix.relative(path.posix.dirname(from), to);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/**
 * @param {{ entries: string[], catalogue: string }} options the drop-in entry modules and the
 *   catalogue module whose `'tag': … import('./x.element.ts')` entries name each tag's module
 */
export function dropIn({ entries, catalogue }) {
  const entryIds = entries.map((entry) => path.resolve(entry));
  const catalogueId = path.resolve(catalogue);
  const realId = (id) => id.replace(COPY_ID, '');
  /** The index of the drop-in entry whose copy `importer` is (or which it is), else -1. */
  const copyOf = (importer) => {
    if (!importer) return -1;
    const copy = COPY_ID.exec(importer);
    return copy ? Number(copy[1]) : entryIds.indexOf(importer);
  };
  const inDropIn = (importer) => copyOf(importer) >= 0;
  /** tag → id of the module that defines it */
  const tagModules = new Map();
  const isDropIn = (chunk) => entryIds.includes(chunk.facadeModuleId);

  /** Per tag, its chunk and the chunks that one imports, relative to `from`. */
  function elementChunks(from, chunks) {
    const byModule = new Map(Object.values(chunks).filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId, c]));
    const table = {};
    for (const [tag, moduleId] of tagModules) {
      const own = byModule.get(moduleId);
      if (!own) throw new Error(`no chunk defines <${tag}> (${moduleId})`);
      table[tag] = withStaticImports(own.fileName, chunks).map((file) => relativeTo(from, file));
    }
    return table;
  }

  return {
    name: 'drop-in',

    async resolveId(source, importer, options) {
      if (!inDropIn(importer)) return null;
      const resolved = await this.resolve(source, realId(importer), { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      return `${COPY}${copyOf(importer)}:${resolved.id}`;
    },

    // Element modules imported on demand stay the ones the element entries share.
    resolveDynamicImport(specifier, importer) {
      if (!inDropIn(importer) || typeof specifier !== 'string') return null;
      return this.resolve(specifier, realId(importer), { skipSelf: true });
    },

    async load(id) {
      if (!COPY_ID.test(id)) return null;
      const file = realId(id);
      this.addWatchFile(file);
      const { code, map } = await transform(await readFile(file, 'utf8'), {
        loader: path.extname(file).slice(1),
        target: 'es2022',
        format: 'esm',
        sourcemap: 'external',
        sourcefile: file,
      });
      if (file === catalogueId && tagModules.size === 0) {
        for (const node of walk(this.parse(code))) {
          if (node.type !== 'Property' || node.key.type !== 'Literal' || !TAG_NAME.test(String(node.key.value))) continue;
          const imports = [...walk(node.value)].filter((n) => n.type === 'ImportExpression' && n.source.type === 'Literal');
          if (imports.length !== 1) this.error(`catalogue entry <${node.key.value}> must import exactly one module`);
          const resolved = await this.resolve(imports[0].source.value, file, { skipSelf: true });
          if (!resolved) this.error(`catalogue entry <${node.key.value}>: cannot resolve ${imports[0].source.value}`);
          tagModules.set(node.key.value, resolved.id);
        }
      }
      return { code, map };
    },

    intro(chunk) {
      return isDropIn(chunk) ? '(() => {\n"use strict";' : '';
    },
    outro(chunk) {
      return isDropIn(chunk) ? '})();' : '';
    },

    renderChunk(code, chunk, _options, { chunks }) {
      if (!isDropIn(chunk)) return null;
      if (!code.includes(MARKER)) this.error(`${MARKER} is not in the drop-in file`);
      let table;
      try {
        table = elementChunks(chunk.fileName, chunks);
      } catch (error) {
        this.error(error);
      }
      // Hash placeholders in the file names are replaced by Rollup once the hashes are known.
      return {
        code: code.replace(new RegExp(`typeof\\s+${MARKER}\\b`, 'g'), '"object"').replaceAll(MARKER, JSON.stringify(table)),
        map: null,
      };
    },

    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const dropInChunks = chunks.filter(isDropIn);
      if (dropInChunks.length !== entryIds.length) this.error('a drop-in entry produced no chunk');
      for (const dropInChunk of dropInChunks) {
        const problems = [
          ...dropInChunk.imports.map((file) => `imports ${file}`),
          ...dropInChunk.exports.map((name) => `exports ${name}`),
          ...(/\bimport\.meta\b/.test(dropInChunk.code) ? ['uses import.meta'] : []),
        ];
        if (problems.length > 0) {
          this.error(`${dropInChunk.fileName} must also run as a classic script, but it ${problems.join(', ')}`);
        }
      }
      const files = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
      const preload = Object.fromEntries(
        Object.entries(elementChunks('', files)).map(([tag, list]) => [tag, list.map((file) => file.replace(/^\.\//, ''))]),
      );
      this.emitFile({ type: 'asset', fileName: 'preload.json', source: `${JSON.stringify(preload, null, 2)}\n` });
    },
  };
}
