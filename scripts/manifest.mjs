// Generates custom-elements.json from the element classes' JSDoc headers and the
// README's element reference from it, and checks the JSDoc against the code: each element's
// `@attr` list against the attributes it parses, its `@fires` list against the events of
// src/dom/event-map.ts it dispatches. `--check` regenerates into memory and fails when either
// committed file is out of date (CI runs it). It first runs scripts/elements.mjs (the catalogue, tables
// and type lists written from each element file's declaration), checking it too with `--check`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, normalize, relative } from 'node:path';

const check = process.argv.includes('--check');
{
  const elements = spawnSync(process.execPath, ['scripts/elements.mjs', ...(check ? ['--check'] : [])], { stdio: 'inherit' });
  if (elements.status !== 0) process.exit(elements.status ?? 1);
}
// The analyzer resolves --outdir against the working directory: keep it inside the (ignored) reports folder.
const outDir = join('.reports', `cem-${process.pid}`);
mkdirSync(outDir, { recursive: true });
// The analyzer also rewrites package.json's customElements field to its output path: put it back.
const packageJson = readFileSync('package.json', 'utf8');
try {
  execFileSync(
    process.execPath,
    ['node_modules/@custom-elements-manifest/analyzer/cem.js', 'analyze', '--globs', 'src/elements/*.element.ts', '--outdir', outDir, '--quiet'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const analyzed = JSON.parse(readFileSync(join(outDir, 'custom-elements.json'), 'utf8'));
  const events = eventDetails();
  const disagreements = analyzed.modules.flatMap((module) =>
    (module.declarations ?? []).filter((d) => d.customElement).flatMap((d) => compare(module.path, d, events)),
  );
  disagreements.push(...unfired(analyzed, events));
  if (disagreements.length) {
    console.error(`The elements' JSDoc disagrees with their code:\n- ${disagreements.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    write(tidy(analyzed, events));
  }
} finally {
  writeFileSync('package.json', packageJson);
  rmSync(outDir, { recursive: true, force: true });
}

function write(manifest) {
  const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
  const readme = readFileSync('README.md', 'utf8');
  const readmeText = withReference(readme, reference(manifest));

  if (check) {
    const problems = [];
    if (readFileSync('custom-elements.json', 'utf8') !== manifestText) problems.push('custom-elements.json');
    if (readme !== readmeText) problems.push("README.md's element reference");
    if (problems.length) {
      console.error(`${problems.join(' and ')} out of date: run \`npm run manifest\` and commit the result.`);
      process.exitCode = 1;
      return;
    }
    console.log('custom-elements.json and the README element reference are up to date.');
  } else {
    writeFileSync('custom-elements.json', manifestText);
    writeFileSync('README.md', readmeText);
    console.log(`custom-elements.json: ${manifest.modules.length} element modules; README reference updated.`);
  }
}

/** Keeps only what describes the public elements, in a stable order, at the modules the package ships. */
function tidy(manifest, events) {
  const modules = manifest.modules
    .map((module) => {
      const path = distModule(module.path);
      const declarations = (module.declarations ?? [])
        .filter((declaration) => declaration.customElement)
        .map(({ mixins, superclass, ...declaration }) => ({
          ...declaration,
          events: declaration.events?.map((event) => ({ ...event, type: { text: `CustomEvent<${events.get(event.name)}>` } })),
        }));
      const exports = declarations.flatMap((declaration) => [
        { kind: 'js', name: declaration.name, declaration: { name: declaration.name, module: path } },
        { kind: 'custom-element-definition', name: declaration.tagName, declaration: { name: declaration.name, module: path } },
      ]);
      return { kind: module.kind, path, declarations, exports };
    })
    .filter((module) => module.declarations.length > 0)
    .sort((a, b) => a.path.localeCompare(b.path));
  return { ...manifest, modules };
}

/** src/elements/mini-cart.element.ts → dist/elements/mini-cart.js (the package's `./elements/*` export). */
function distModule(sourcePath) {
  return `dist/elements/${basename(sourcePath, '.element.ts')}.js`;
}

/** The public events and the text of their detail types, from src/dom/event-map.ts. */
function eventDetails() {
  const source = readFileSync('src/dom/event-map.ts', 'utf8');
  const interfaces = new Map(
    [...source.matchAll(/export interface (\w+) \{\n([\s\S]*?)\n\}/g)].map(([, name, body]) => [name, body]),
  );
  const body = interfaces.get('ShopEventMap');
  if (!body) throw new Error('src/dom/event-map.ts has no ShopEventMap interface.');
  const flat = (text) => text.replace(/^\s*\/\/.*$/gm, '').replace(/\s*\n\s*/g, ' ').trim();
  const details = new Map();
  for (const [, name, type] of body.matchAll(/^\s*'(shop-[a-z-]+)': (.+);$/gm)) {
    const named = interfaces.get(type.trim());
    details.set(name, named ? `{ ${flat(named).replace(/;$/, '')} }` : type.trim());
  }
  return details;
}

/** Layers every element shares: what they dispatch belongs to no element in particular. */
function isShared(file) {
  return /^src\/(core|dom|services|stores|react\/base|elements\/base)\//.test(file);
}

/** The source files an element's module reaches through its relative imports. */
function reachable(entry) {
  const seen = new Set();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    // Static imports, and the chunks a module loads itself (`import('./…')`).
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:(?:import|export)[^'"]*?from\s*|\bimport\(\s*)'(\.{1,2}\/[^']+)'/g)) {
      queue.push(normalize(join(dirname(file), specifier)).split('\\').join('/'));
    }
  }
  return [...seen];
}

/** Events a file dispatches through dom/events' emit() (or a class's #emit wrapper). */
function emitted(file) {
  const text = readFileSync(file, 'utf8');
  const names = [
    ...text.matchAll(/\bemit\(\s*[\w.]+,\s*'(shop-[a-z-]+)'/g),
    ...text.matchAll(/#emit\(\s*'(shop-[a-z-]+)'/g),
  ].map((match) => match[1]);
  return new Set(names);
}

/** The attribute keys of an element's `attributes` object, kebab-cased, with the type their text takes. */
function parsedAttributes(file) {
  const text = readFileSync(file, 'utf8');
  const block = /^const attributes = \{\n([\s\S]*?)\n\};/m.exec(text);
  if (!block) return undefined;
  const attributes = new Map();
  // One entry per key at the object's first indent; an entry may run over several lines.
  for (const entry of block[1].split(/^(?=  \w+:)/m)) {
    // An element without attributes says so in a comment.
    if (/^\s*(\/\/.*)?$/.test(entry)) continue;
    const [, key, factory, args] = /^  (\w+):\s*([\w.]+)\(([\s\S]*)\),?\s*$/.exec(entry) ?? [];
    if (!key) throw new Error(`${file}: cannot read the attribute entry ${JSON.stringify(entry.trim())}.`);
    const name = key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
    const kind = factory.replace(/^attr\./, '');
    const values = kind === 'oneOf' ? [...(/\[([^\]]*)\]/.exec(args)?.[1] ?? '').matchAll(/'([^']*)'/g)].map((m) => `"${m[1]}"`) : [];
    attributes.set(name, kind === 'boolean' || kind === 'number' ? kind : values.length ? values.join('|') : 'string');
  }
  return attributes;
}

function compare(path, declaration, events) {
  const problems = [];
  const tag = `<${declaration.tagName}> (${path})`;
  const parsed = parsedAttributes(path);
  // The element base reads `for` for every element (dom/element-scope.ts).
  parsed?.set('for', 'string');
  if (!parsed) problems.push(`${tag}: no \`const attributes = { … };\` to compare its @attr lines with`);
  const documented = new Map((declaration.attributes ?? []).map((a) => [a.name, (a.type?.text ?? 'string').replace(/\s+/g, '')]));
  for (const [name, type] of parsed ?? []) {
    if (!documented.has(name)) problems.push(`${tag} parses the attribute "${name}" but has no @attr line for it`);
    else if (documented.get(name) !== type) problems.push(`${tag}: @attr {${documented.get(name)}} ${name}, but the attribute's text is ${type}`);
  }
  for (const name of documented.keys()) {
    if (parsed && !parsed.has(name)) problems.push(`${tag} documents the attribute "${name}" but does not parse it`);
  }

  const files = reachable(path);
  const own = new Set(files.filter((file) => !isShared(file)).flatMap((file) => [...emitted(file)]));
  const shared = new Set(files.filter((file) => isShared(file)).flatMap((file) => [...emitted(file)]));
  const fires = new Set((declaration.events ?? []).map((event) => event.name));
  for (const name of own) if (!fires.has(name)) problems.push(`${tag} dispatches "${name}" but has no @fires line for it`);
  for (const name of fires) {
    if (!events.has(name)) problems.push(`${tag}: @fires ${name} is not in src/dom/event-map.ts`);
    else if (!own.has(name) && !shared.has(name)) problems.push(`${tag}: @fires ${name}, but nothing it loads dispatches it`);
  }
  return problems;
}

/** Every public event is documented by an element that fires it. */
function unfired(manifest, events) {
  const documented = new Set(
    manifest.modules.flatMap((m) => (m.declarations ?? []).flatMap((d) => (d.events ?? []).map((e) => e.name))),
  );
  return [...events.keys()].filter((name) => !documented.has(name)).map((name) => `no element has @fires ${name} (src/dom/event-map.ts)`);
}

function cell(text = '') {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

function reference(manifest) {
  const declarations = manifest.modules.flatMap((module) => module.declarations);
  declarations.sort((a, b) => a.tagName.localeCompare(b.tagName));
  const parts = [];
  parts.push('| element | what it does |', '|---|---|');
  for (const d of declarations) parts.push(`| [\`<${d.tagName}>\`](#${d.tagName}) | ${cell(d.summary)} |`);
  for (const d of declarations) {
    parts.push('', `### ${d.tagName}`, '', d.description ?? d.summary ?? '');
    if (d.attributes?.length) {
      parts.push('', '| attribute | type | description |', '|---|---|---|');
      for (const a of d.attributes) parts.push(`| \`${a.name}\` | ${cell(a.type?.text ?? 'string')} | ${cell(a.description)} |`);
    }
    if (d.events?.length) {
      parts.push('', '| event | type | description |', '|---|---|---|');
      for (const e of d.events) parts.push(`| \`${e.name}\` | ${cell(`\`${e.type?.text}\``)} | ${cell(e.description)} |`);
    }
    if (d.cssParts?.length) {
      parts.push('', '| CSS part | description |', '|---|---|');
      for (const p of d.cssParts) parts.push(`| \`${p.name}\` | ${cell(p.description)} |`);
    }
  }
  return parts.join('\n');
}

function withReference(readme, body) {
  const start = '<!-- element-reference:start -->';
  const end = '<!-- element-reference:end -->';
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from === -1 || to === -1) throw new Error(`README.md needs the markers ${start} and ${end}.`);
  return `${readme.slice(0, from + start.length)}\n<!-- generated by npm run manifest from the elements' JSDoc: edit those, not this -->\n\n${body}\n\n${readme.slice(to)}`;
}
