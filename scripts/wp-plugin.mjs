#!/usr/bin/env node
// `npm run wp-plugin`: copies the built library (dist/, without types and source maps) into the WordPress
// plugin's assets/ folder, so the plugin serves the files itself, with assets/tags.json (each tag's documented
// attributes, which the plugin lets through WordPress's content filter) and languages/storefront-elements.pot (the
// translation template of the plugin's own strings) and assets/versions.json (a hash of each automatic entry,
// which the plugin puts in the entry's URL with the release). `--zip` also writes
// .reports/storefront-elements-wp.zip, the plugin as WordPress's "Upload plugin" screen takes it.
// Builds first when dist/ has no automatic entry yet.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pot, translationCalls } from './lib/pot.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PLUGIN_DIR = path.join(ROOT, 'integrations/wordpress/storefront-elements');
const DIST = path.join(ROOT, 'dist');
const ASSETS = path.join(PLUGIN_DIR, 'assets');

/** Copies dist/ into the plugin; returns the plugin folder. */
export function buildPlugin({ build = !existsSync(path.join(DIST, 'auto.js')) } = {}) {
  if (build) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (!existsSync(path.join(DIST, 'auto.js'))) {
    throw new Error('dist/auto.js is missing after the build: the automatic entry (src/auto.ts) is needed by the plugin');
  }
  rmSync(ASSETS, { recursive: true, force: true });
  mkdirSync(ASSETS, { recursive: true });
  cpSync(DIST, ASSETS, {
    recursive: true,
    // Types and source maps are for developers, not for the shop's visitors.
    filter: (source) => !source.endsWith('.map') && path.relative(DIST, source).split(path.sep)[0] !== 'types',
  });
  writeFileSync(path.join(ASSETS, 'tags.json'), `${JSON.stringify(tagAttributes())}\n`);
  // The element files' hashes go into auto.js first: the entry's own hash is then that of what it imports.
  const elements = versionElementImports();
  writeFileSync(path.join(ASSETS, 'versions.json'), `${JSON.stringify({ ...entryVersions(), ...elements })}\n`);
  const languages = path.join(PLUGIN_DIR, 'languages');
  mkdirSync(languages, { recursive: true });
  const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  writeFileSync(path.join(languages, 'storefront-elements.pot'), pot(translationCalls(PLUGIN_DIR), version));
  return PLUGIN_DIR;
}

const contentHash = (file) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12);

/**
 * The automatic entries (auto.js of each build), each with the first 12 hex digits of its content's SHA-256.
 * Their chunks carry a hash of their content in their names; the entries keep theirs, so the plugin adds
 * the release and this hash to the entry's URL (`auto.js?ver=0.1.0-<hash>`).
 */
export function entryVersions(assets = ASSETS) {
  const versions = {};
  for (const entry of ['auto.js', 'lite/auto.js']) {
    const file = path.join(assets, entry);
    if (existsSync(file)) versions[entry] = contentHash(file);
  }
  return versions;
}

/**
 * The automatic entry imports each element's file by its plain name (`./elements/<tag>.js`): unlike the
 * chunks, the name does not change with the content, and a browser or proxy holding an older release's
 * file would run it with the new chunks. The plugin's copy of each auto.js names it with the hash of its
 * content (`./elements/<tag>.js?ver=<hash>`), in its imports and in the chunk map a retry reads. Returns
 * those hashes by file (`lite/elements/…` for the lite build), for the preload hints, which must name the
 * same URLs.
 */
export function versionElementImports(assets = ASSETS) {
  const versions = {};
  for (const build of ['', 'lite/']) {
    const entry = path.join(assets, build, 'auto.js');
    if (!existsSync(entry)) continue;
    let found = 0;
    // Each quoted path: the import, and the chunk map's entry the loader asks again on a retry.
    const text = readFileSync(entry, 'utf8').replace(/(["'])\.\/(elements\/[\w-]+\.js)\1/g, (_, quote, file) => {
      const target = path.join(assets, build, file);
      if (!existsSync(target)) throw new Error(`${build}auto.js imports ./${file}, which the build did not write`);
      versions[`${build}${file}`] ??= contentHash(target);
      found += 1;
      return `${quote}./${file}?ver=${versions[`${build}${file}`]}${quote}`;
    });
    if (found === 0) throw new Error(`${build}auto.js imports no ./elements/<tag>.js: the build's output changed, and its element files would go unversioned`);
    writeFileSync(entry, text);
  }
  return versions;
}

/** Each tag with the attributes custom-elements.json documents: what the plugin lets through post content. */
export function tagAttributes(manifest = JSON.parse(readFileSync(path.join(ROOT, 'custom-elements.json'), 'utf8'))) {
  const tags = {};
  for (const declaration of manifest.modules.flatMap((module) => module.declarations)) {
    if (declaration.tagName) tags[declaration.tagName] = (declaration.attributes ?? []).map((attribute) => attribute.name);
  }
  return tags;
}

/** Zips the plugin folder (top-level folder storefront-elements/) with the system's zip. */
export function zipPlugin(target = path.join(ROOT, '.reports/storefront-elements-wp.zip')) {
  mkdirSync(path.dirname(target), { recursive: true });
  rmSync(target, { force: true });
  execFileSync('zip', ['-q', '-r', target, path.basename(PLUGIN_DIR)], { cwd: path.dirname(PLUGIN_DIR), stdio: 'inherit' });
  return target;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const dir = buildPlugin({ build: process.argv.includes('--build') || undefined });
    console.log(`copied dist/ into ${path.relative(ROOT, path.join(dir, 'assets'))}/`);
    if (process.argv.includes('--zip')) console.log(`wrote ${path.relative(ROOT, zipPlugin())}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
