// Every element is declared once, in its file src/elements/<name>.element.ts: a `declaration` object
// (tag, the markup it enhances, the controls the loader holds, the automatic-mode rule), its
// `attributes` spec and its JSDoc header. This script writes what follows from those declarations
// into the marked regions of the files that list every element (the drop-in must not import the
// element modules to learn them): the catalogue, the enhanced-markup table, the automatic-mode rules,
// the type exports of src/index.ts and the consumer type test's tag list. `--check` writes nothing and
// fails when a region is out of date or an element file disagrees with itself. `npm run manifest`
// and `npm run manifest:check` run it first.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';

export const START = 'elements:start';
export const END = 'elements:end';
const NOTE = 'written by `npm run elements` from the declarations in src/elements/*.element.ts: edit those, not this';
const INTERACTIONS = ['click', 'submit', 'change'];
const TAG = /^[a-z][a-z0-9]*(-[a-z0-9]+)+$/;

/** src/elements/<name>.element.ts holds <shop-name>, or the tag itself when it has a family of its own. */
export function fileNameOf(tag) {
  return `${tag.replace(/^shop-/, '')}.element.ts`;
}

/** The object literal after `export const declaration =`, evaluated as data (it may hold literals only). */
function declarationOf(file, text) {
  const at = text.search(/^(?:export )?const declaration = \{/m);
  if (at === -1) return undefined;
  const open = text.indexOf('{', at);
  let depth = 0;
  let quote = '';
  for (let i = open; i < text.length; i += 1) {
    const char = text[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = '';
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) {
      try {
        return runInNewContext(`(${text.slice(open, i + 1)})`, Object.create(null), { timeout: 1000 });
      } catch (error) {
        throw new Error(`${file}: the declaration must hold literals only (${error.message}).`);
      }
    }
  }
  throw new Error(`${file}: the declaration object is not closed.`);
}

/** Every element file's declaration, with what the file itself says about its tag, sorted by tag. */
export function readElements(root) {
  const dir = join(root, 'src/elements');
  const problems = [];
  const elements = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.element.ts')).sort()) {
    const file = `src/elements/${name}`;
    const text = readFileSync(join(dir, name), 'utf8');
    const declaration = declarationOf(file, text);
    if (!declaration) {
      problems.push(`${file} has no \`const declaration = { tag, enhances, … }\``);
      continue;
    }
    const { tag, enhances, holds = {}, auto, ...unknown } = declaration;
    const className = /^export class (\w+) extends createElement\(/m.exec(text)?.[1];
    const say = (problem) => problems.push(`${file}: ${problem}`);
    if (typeof tag !== 'string' || !TAG.test(tag)) say(`declaration.tag ${JSON.stringify(tag)} is not a custom element name`);
    else {
      if (fileNameOf(tag) !== name) say(`<${tag}> belongs in src/elements/${fileNameOf(tag)}`);
      // Type positions cannot take the declaration's value: each must name the same tag.
      const named = [
        ['@tagname', /^ \* @tagname (\S+)$/m],
        ['HTMLElementTagNameMap', /interface HTMLElementTagNameMap \{\s*'([^']+)'/],
        ['JSX.IntrinsicElements', /interface IntrinsicElements \{\s*'([^']+)'/],
        ['StorefrontElementAttributes', /interface StorefrontElementAttributes \{\s*'([^']+)'/],
        ['defineTag', /^defineTag\(([^,]+),/m],
      ];
      for (const [where, pattern] of named) {
        const found = pattern.exec(text)?.[1];
        if (where === 'defineTag' ? found !== 'declaration.tag' : found !== tag) {
          say(`${where} names ${found ?? 'nothing'}, the declaration <${tag}>${where === 'defineTag' ? ' (write defineTag(declaration.tag, …))' : ''}`);
        }
      }
    }
    if (!className) say('no `export class XElement extends createElement({ … })`');
    if (typeof enhances !== 'string' || enhances.trim() === '') say('declaration.enhances must be the selector of the markup the element enhances');
    for (const [kind, selector] of Object.entries(holds)) {
      if (!INTERACTIONS.includes(kind)) say(`declaration.holds.${kind}: the loader holds ${INTERACTIONS.join(', ')} only`);
      else if (typeof selector !== 'string' || selector.trim() === '') say(`declaration.holds.${kind} must be a selector`);
    }
    if (auto !== undefined) {
      const { markup, target, orParent, ...rest } = auto;
      if (typeof markup !== 'string' || markup.trim() === '') say('declaration.auto.markup must be a selector');
      if (target !== undefined && typeof target !== 'string') say('declaration.auto.target must be a selector');
      if (orParent !== undefined && typeof orParent !== 'boolean') say('declaration.auto.orParent must be true or false');
      for (const key of Object.keys(rest)) say(`declaration.auto.${key} is not a field of an automatic-mode rule`);
    }
    for (const key of Object.keys(unknown)) say(`declaration.${key} is not a field of a declaration (tag, enhances, holds, auto)`);
    elements.push({ file, module: `./${name}`, tag, className, enhances, holds, auto });
  }
  const seen = new Map();
  for (const element of elements) {
    if (seen.has(element.tag)) problems.push(`<${element.tag}> is declared by ${seen.get(element.tag)} and ${element.file}`);
    seen.set(element.tag, element.file);
  }
  if (problems.length) throw new Error(`The element declarations disagree:\n- ${problems.join('\n- ')}`);
  return elements.sort((a, b) => (a.tag < b.tag ? -1 : 1));
}

const q = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Per file, the lines of its generated region. */
export function regions(elements) {
  const catalogue = ['export const catalogue: Catalogue = {'];
  for (const { tag, module, holds } of elements) {
    const held = INTERACTIONS.filter((kind) => holds[kind]);
    if (!held.length) catalogue.push(`  ${q(tag)}: { load: () => import(${q(module)}) },`);
    else {
      catalogue.push(`  ${q(tag)}: {`, `    load: () => import(${q(module)}),`);
      const oneLine = `    interactions: { ${held.map((kind) => `${kind}: ${q(holds[kind])}`).join(', ')} },`;
      if (oneLine.length <= 120) catalogue.push(oneLine);
      else catalogue.push('    interactions: {', ...held.map((kind) => `      ${kind}: ${q(holds[kind])},`), '    },');
      catalogue.push('  },');
    }
  }
  catalogue.push('};');

  const enhances = ['export const ENHANCES: Readonly<Record<string, string>> = {'];
  for (const { tag, enhances: selector } of elements) enhances.push(`  ${q(tag)}: ${q(selector)},`);
  enhances.push('};');

  const auto = ['export const AUTO_RULES: readonly AutoRule[] = ['];
  for (const { tag, auto: rule } of elements.filter((e) => e.auto)) {
    const fields = [`tag: ${q(tag)}`, `markup: ${q(rule.markup)}`];
    if (rule.target) fields.push(`target: ${q(rule.target)}`);
    if (rule.orParent) fields.push('orParent: true');
    auto.push(`  { ${fields.join(', ')} },`);
  }
  auto.push('];');

  const index = elements.map(({ className, module }) => `export type { ${className} } from ${q(`./elements/${module.slice(2)}`)};`);

  // JSX: each tag is an intrinsic element that takes `for`.
  const jsx = elements.map(({ tag }) => `      <${tag} for="${tag}-markup" />`);
  // DOM: each tag is in HTMLElementTagNameMap as its class, and the class is exported.
  const dom = [
    "import type * as Library from 'storefront-elements';",
    'const everyTag: ReadonlyArray<HTMLElement | null> = [',
    ...elements.map(({ tag, className }) => `  document.querySelector(${q(tag)}) satisfies Library.${className} | null,`),
    '];',
  ];

  return new Map([
    ['src/elements/catalogue.ts', catalogue],
    ['src/elements/enhances.ts', enhances],
    ['src/elements/auto-enhance.ts', auto],
    ['src/index.ts', index],
    ['test/consumer/elements.tsx', jsx],
    ['test/consumer/events.ts', dom],
  ]);
}

/** `text` with the lines between its start and end markers replaced by `lines`. */
export function withRegion(file, text, lines) {
  const all = text.split('\n');
  const from = all.findIndex((line) => line.includes(START));
  const to = all.findIndex((line) => line.includes(END));
  if (from === -1 || to < from) throw new Error(`${file} needs a line with ${START} and a later line with ${END}.`);
  const marker = all[from].replace(/elements:start.*?(\s*(\*\/\}?)?)$/, `${START} (${NOTE})$1`);
  return [...all.slice(0, from), marker, ...lines, ...all.slice(to)].join('\n');
}

/** Writes (or with `check`, compares) every generated region; returns the files out of date. */
export function run(root, { check = false } = {}) {
  const elements = readElements(root);
  const stale = [];
  for (const [file, lines] of regions(elements)) {
    const path = join(root, file);
    const text = readFileSync(path, 'utf8');
    const next = withRegion(file, text, lines);
    if (next === text) continue;
    stale.push(file);
    if (!check) writeFileSync(path, next);
  }
  return { elements, stale };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = resolve(import.meta.dirname, '..');
  const check = process.argv.includes('--check');
  try {
    const { elements, stale } = run(root, { check });
    if (check && stale.length) {
      console.error(`Out of date with the element declarations: ${stale.join(', ')}. Run \`npm run elements\` and commit the result.`);
      process.exitCode = 1;
    } else if (check) console.log(`${elements.length} element declarations; the catalogue, tables, type exports and consumer tag list follow them.`);
    else console.log(`${elements.length} element declarations; ${stale.length ? `updated ${stale.map((f) => relative(root, join(root, f))).join(', ')}` : 'nothing to update'}.`);
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
