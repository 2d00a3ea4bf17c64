// Emits the public type declarations to dist/types, laid out for consumers:
//  - the source's .ts/.tsx import specifiers become the .js ones consumers resolve;
//  - the JSX typing (`declare module 'react'` in each element file, and React's part of
//    JsxAttributes) moves to one entry, dist/types/jsx.d.ts (`storefront-elements/jsx`), the only
//    declaration file that needs @types/react (an optional peer): every other entry type-checks
//    without React's types, with skipLibCheck off;
//  - the types of packages the build bundles (zod, nanostores: not dependencies of the package)
//    are copied under dist/types/vendor/<package>/ with their licence, and named by relative paths;
//  - only the declaration files the package's `exports` reach are kept.
// Internal declarations marked `@internal` are left out by tsc (tsconfig.build.json: stripInternal).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const TYPES = join(ROOT, 'dist/types');
const JSX_ENTRY = join(TYPES, 'jsx.d.ts');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

rmSync(TYPES, { recursive: true, force: true });
execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(ROOT, 'tsconfig.build.json')], { stdio: 'inherit', cwd: ROOT });

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (path.endsWith('.d.ts')) yield path;
  }
}

const problems = [];
const fail = (message) => problems.push(message);

// 1. Source specifiers (.ts/.tsx) → the .js ones consumers resolve.
for (const file of files(TYPES)) {
  const text = readFileSync(file, 'utf8');
  const rewritten = text.replace(/((?:from|import|declare module)\s*\(?\s*['"]\.{1,2}\/[^'"]*?)\.tsx?(['"])/g, '$1.js$2');
  if (rewritten !== text) writeFileSync(file, rewritten);
  // Any other relative .ts specifier would not resolve for a consumer.
  for (const [specifier] of rewritten.matchAll(/['"]\.{1,2}\/[^'"\n]*\.tsx?['"]/g)) fail(`${file}: declarations still name a source file: ${specifier}`);
}

// 2. The JSX typing moves to jsx.d.ts. Each element file ends with
//    declare module 'react' { namespace JSX { interface IntrinsicElements { 'tag': JsxAttributes<typeof attributes, Class>; } } }
//    where `attributes` is the file's own spec, which the class carries as its `attributeSpecs`.
const intrinsic = [];
const elementsDir = join(TYPES, 'elements');
for (const name of readdirSync(elementsDir).filter((n) => n.endsWith('.element.d.ts')).sort()) {
  const file = join(elementsDir, name);
  let text = readFileSync(file, 'utf8');
  const block = text.match(/^declare module 'react' \{\n[\s\S]*?^\}\n/m);
  if (!block) {
    fail(`${file}: no \`declare module 'react'\` block (JSX typing) to move to jsx.d.ts`);
    continue;
  }
  const entries = [...block[0].matchAll(/^ +'([a-z][a-z0-9-]*)': JsxAttributes<typeof attributes, (\w+)>;$/gm)];
  const scaffold = block[0].replace(/^ +'[a-z][a-z0-9-]*': JsxAttributes<typeof attributes, \w+>;\n/gm, '');
  if (!entries.length || scaffold !== "declare module 'react' {\n    namespace JSX {\n        interface IntrinsicElements {\n        }\n    }\n}\n") {
    fail(`${file}: the JSX block is not the \`'tag': JsxAttributes<typeof attributes, Class>\` form this script moves:\n${block[0]}`);
    continue;
  }
  for (const [, tag, className] of entries) intrinsic.push({ tag, className, module: `./elements/${name.replace(/\.d\.ts$/, '.js')}` });
  text = text.replace(block[0], '');
  // JsxAttributes is no longer used in the element file.
  text = text.replace(/^import type \{([^}]*)\} from '\.\/base\/types\.js';\n/m, (line, names) => {
    const kept = names.split(',').map((n) => n.trim()).filter((n) => n && n !== 'JsxAttributes');
    return kept.length ? `import type { ${kept.join(', ')} } from './base/types.js';\n` : '';
  });
  if (/\bJsxAttributes\b/.test(text)) fail(`${file}: still names JsxAttributes after its JSX block moved`);
  writeFileSync(file, text);
}
{
  // JsxAttributes keeps the element's own props (attributes, `onshop-…` handlers, `for`); React's
  // HTML attributes are added in jsx.d.ts.
  const file = join(elementsDir, 'base/types.d.ts');
  const text = readFileSync(file, 'utf8');
  const reactImport = "import type { DetailedHTMLProps, HTMLAttributes } from 'react';\n";
  const reactPart = 'DetailedHTMLProps<HTMLAttributes<E>, E> & ';
  if (text.split(reactImport).length !== 2 || text.split(reactPart).length !== 2) {
    fail(`${file}: expected React's types once in JsxAttributes (\`${reactImport.trim()}\` and \`${reactPart}\`)`);
  } else {
    writeFileSync(file, text.replace(reactImport, '').replace(reactPart, ''));
  }
}
writeFileSync(
  JSX_ENTRY,
  `/**
 * JSX typing of every tag for React 19 (\`@types/react\` 19): \`<shop-store-notice notice-id="…" />\`, each
 * attribute by what its element parses and an \`onshop-…\` handler per event, with React's own HTML
 * attributes. Types only: \`import type {} from 'storefront-elements/jsx'\` once in a React project, or
 * \`"types": ["storefront-elements/jsx"]\` in its tsconfig. The other entries need no React types.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { JsxAttributes } from './elements/base/types.js';
${intrinsic.map(({ className, module }) => `import type { ${className} } from '${module}';`).join('\n')}
declare module 'react' {
    namespace JSX {
        interface IntrinsicElements {
${intrinsic
  .map(({ tag, className }) => `            '${tag}': DetailedHTMLProps<HTMLAttributes<${className}>, ${className}> & JsxAttributes<(typeof ${className})['attributeSpecs'], ${className}>;`)
  .join('\n')}
        }
    }
}
export {};
`,
);

// 3. What the package's exports reach; bare specifiers of bundled packages are vendored.
const stripComments = (text) => text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
/** Module specifiers a declaration file refers to (imports, re-exports, import types, references). */
function specifiers(text) {
  const found = [...text.matchAll(/^\/\/\/\s*<reference\s+path="([^"]+)"/gm)].map((m) => m[1]);
  for (const [, , spec] of stripComments(text).matchAll(/\b(?:from|import|require)\s*\(?\s*(['"])([^'"\n]+)\1/g)) found.push(spec);
  if (/^\/\/\/\s*<reference\s+types=/m.test(text)) found.push('<reference types>');
  return found;
}
/** The declaration file a relative specifier names, from `from`'s folder. */
function resolveRelative(from, spec) {
  const base = resolve(dirname(from), spec);
  const candidates = [base.replace(/\.(m|c)?js$/, '.d.$1ts'), `${base}.d.ts`, join(base, 'index.d.ts'), base];
  return candidates.find((c) => c.endsWith('.ts') && existsSync(c) && statSync(c).isFile());
}
/** The declaration file of a bare specifier in node_modules (ESM flavour: `.d.ts` beside a `.d.cts`). */
function resolvePackage(spec) {
  const parts = spec.split('/');
  const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const sub = `.${spec.slice(name.length)}`;
  const dir = join(ROOT, 'node_modules', name);
  if (!existsSync(join(dir, 'package.json'))) return undefined;
  const meta = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const target = (entry) => {
    if (typeof entry === 'string') return entry;
    if (!entry || typeof entry !== 'object') return undefined;
    return target(entry.import) ?? entry.types ?? target(entry.default);
  };
  const map = meta.exports && typeof meta.exports === 'object' && Object.keys(meta.exports).some((k) => k.startsWith('.'));
  let path = meta.exports ? target(map ? meta.exports[sub] : sub === '.' ? meta.exports : undefined) : undefined;
  if (!path && sub === '.') path = meta.types ?? meta.typings ?? meta.main ?? 'index.js';
  if (!path) path = sub;
  const file = resolveRelative(join(dir, 'package.json'), path.replace(/\.d\.cts$/, '.d.ts'));
  return file && { name, dir, file };
}

const allowedBare = new Set(Object.keys(pkg.dependencies ?? {}));
// jsx.d.ts may name 'react' once @types/react is a peer of the package (optional: only JSX users need it).
const reactAllowed = new Set('@types/react' in (pkg.peerDependencies ?? {}) ? ['react'] : []);
const entries = new Set([JSX_ENTRY]);
const elementNames = readdirSync(elementsDir).filter((n) => n.endsWith('.element.d.ts')).map((n) => n.slice(0, -'.element.d.ts'.length));
for (const target of Object.values(pkg.exports)) {
  const types = typeof target === 'object' ? target.types : undefined;
  if (!types) continue;
  for (const path of types.includes('*') ? elementNames.map((n) => types.replace('*', n)) : [types]) {
    const file = join(ROOT, path);
    if (existsSync(file)) entries.add(file);
    else fail(`package.json exports names ${path}, which the build did not emit`);
  }
}
const keep = new Set();
const vendored = new Map(); // source file in node_modules → its copy under dist/types/vendor
const licences = new Set();
const queue = [...entries];
while (queue.length) {
  const file = queue.pop();
  if (keep.has(file)) continue;
  keep.add(file);
  let text = readFileSync(file, 'utf8');
  let changed = false;
  for (const spec of new Set(specifiers(text))) {
    if (spec === '<reference types>') {
      fail(`${file}: a /// <reference types> would need that package's types`);
      continue;
    }
    if (spec.startsWith('.')) {
      const next = resolveRelative(file, spec);
      if (next) queue.push(next);
      else fail(`${file}: ${spec} resolves to no declaration file`);
      continue;
    }
    if (allowedBare.has(spec.split('/')[0]) || (file === JSX_ENTRY && reactAllowed.has(spec))) continue;
    if (!file.startsWith(TYPES + sep)) {
      fail(`${file} (vendored) imports ${spec}`);
      continue;
    }
    const found = resolvePackage(spec);
    if (!found || found.name === 'react' || found.name.startsWith('@types/')) {
      fail(`${relative(ROOT, file)}: imports ${spec}, which a consumer does not have (not a dependency${found ? '; React types belong in jsx.d.ts only' : ''})`);
      continue;
    }
    const copy = join(TYPES, 'vendor', found.name, relative(found.dir, found.file));
    vendor(found.dir, found.name, found.file);
    let rel = relative(dirname(file), copy).split(sep).join('/').replace(/\.d\.ts$/, '.js');
    if (!rel.startsWith('.')) rel = `./${rel}`;
    const quoted = spec.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    text = text.replace(new RegExp(`(\\b(?:from|import)\\s*\\(?\\s*)(['"])${quoted}\\2`, 'g'), `$1$2${rel}$2`);
    changed = true;
  }
  if (changed) writeFileSync(file, text);
}

/** Copies `file` of the package in `dir` and every declaration file it reaches there, with the licence. */
function vendor(dir, name, file) {
  const pending = [file];
  while (pending.length) {
    const source = pending.pop();
    if (vendored.has(source)) continue;
    const copy = join(TYPES, 'vendor', name, relative(dir, source));
    vendored.set(source, copy);
    mkdirSync(dirname(copy), { recursive: true });
    copyFileSync(source, copy);
    keep.add(copy);
    for (const spec of new Set(specifiers(readFileSync(source, 'utf8')))) {
      if (!spec.startsWith('.')) {
        fail(`${source}: the vendored types of ${name} import ${spec}`);
        continue;
      }
      const next = resolveRelative(source, spec);
      if (next && next.startsWith(dir + sep)) pending.push(next);
      else fail(`${source}: ${spec} resolves to no declaration file inside ${name}`);
    }
  }
  if (!licences.has(name)) {
    licences.add(name);
    const licence = readdirSync(dir).find((n) => /^licen[cs]e/i.test(n));
    if (!licence) fail(`${name} has no licence file to ship with its vendored types`);
    else copyFileSync(join(dir, licence), join(TYPES, 'vendor', name, licence));
    const version = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
    writeFileSync(join(TYPES, 'vendor', name, 'README.md'), `The type declarations of ${name} ${version}, which the build bundles: copied so that the\npackage's declarations need no ${name} installed. See ${licence ?? 'its licence'}.\n`);
  }
}

// 4. Only what the entries reach stays.
for (const file of [...files(TYPES)]) if (!keep.has(file)) rmSync(file);
(function prune(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) prune(path);
  }
  if (!readdirSync(dir).length) rmdirSync(dir);
})(TYPES);

if (problems.length) {
  console.error(`build-types:\n${problems.join('\n')}`);
  process.exit(1);
}
