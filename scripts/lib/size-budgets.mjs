// What scripts/size.mjs checks, apart from reading files: which budget a file falls under, and what
// a page loads in total.
import { matchesGlob } from './glob.mjs';

/** Folder of the lite build inside dist/, as the file names of size.mjs see it. */
export const LITE = 'lite/';
/** The drop-in file: every page loads it first. */
export const DROP_IN = 'storefront-elements.js';

/**
 * The budget pattern of a file of dist/ (first match wins). A file of the lite build (lite/x)
 * without a lite/ pattern of its own takes the budget of x in the default build.
 */
export function budgetPattern(name, patterns) {
  const own = patterns.find((pattern) => matchesGlob(name, pattern));
  if (own || !name.startsWith(LITE)) return own;
  const twin = name.slice(LITE.length);
  return patterns.find((pattern) => !pattern.startsWith(LITE) && matchesGlob(twin, pattern));
}

/** Whether `file` (a path of preload.json, without the build's folder) is the shared chunk `name` (chunks/{name}-{hash}.js). */
export function isSharedChunk(file, name) {
  return file.startsWith(`chunks/${name}-`) && /^[\w-]{8}\.js$/.test(file.slice(`chunks/${name}-`.length));
}

/**
 * What a page with `tags` loads from one build: the drop-in, then for each tag its chunk and every
 * chunk that one imports (preload.json's lists), each file once. `parts` names chunks an element
 * fetches as it starts on that page (a table with cart controls fetches `table-cart`), counted with
 * every chunk they import. `without` names shared chunks (scripts/lib/shared-chunks.mjs) the page
 * must not load at start, as zod, which comes with a call.
 * @param {{ tags: string[], kb: number, parts?: string[], without?: string[] }} page
 * @param {{ preload: Record<string, string[]>, prefix: string, gzipOf: (file: string) => number | undefined, partFiles?: (name: string) => string[] | undefined }} build
 *   prefix: the build's folder inside dist/ ('' or 'lite/'); gzipOf: gzip bytes of a file of dist/;
 *   partFiles: a part's chunk and the chunks it imports statically (paths of the build), undefined when there is none
 */
export function pageWeight({ tags, kb, parts = [], without = [] }, { preload, prefix, gzipOf, partFiles = () => undefined }) {
  const missingParts = parts.filter((name) => !partFiles(name));
  const missing = [...tags.filter((tag) => !preload[tag]), ...missingParts.map((name) => `the part ${name}`)];
  const start = [...new Set([DROP_IN, ...tags.flatMap((tag) => preload[tag] ?? []), ...parts.flatMap((name) => partFiles(name) ?? [])])];
  const files = start.map((file) => `${prefix}${file}`);
  const unknown = files.filter((file) => gzipOf(file) === undefined);
  const gzip = files.reduce((sum, file) => sum + (gzipOf(file) ?? 0), 0);
  const banned = without.flatMap((name) => start.filter((file) => isSharedChunk(file, name)).map((file) => `the ${name} chunk (${prefix}${file})`));
  const problem = missing.length
    ? `no preload.json entry or chunk for ${missing.join(', ')}`
    : unknown.length
      ? `missing from dist/: ${unknown.join(', ')}`
      : banned.length
        ? `loads at start ${banned.join(', ')}`
        : '';
  return { gzip, files, problem, passed: !problem && gzip <= kb * 1024 };
}
