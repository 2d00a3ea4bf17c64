// `npm run create <tag> [-- --enhances <selector>] [--summary <text>] [--shelf <id>]`: scaffolds a new
// element: its element file (declaration, attributes, JSDoc), its component, a browser test and a
// demo page registered in the page registry with its home card and its row in demo/README.md, then
// runs `npm run manifest` (scripts/elements.mjs, then the manifest), which writes the catalogue, the
// enhanced-markup table, the index's type export, the consumer test's tag list, custom-elements.json,
// the README's table of elements and the element's page in docs/reference/. It changes nothing when the tag or one of its files exists.
// See docs/contributing/adding-an-element.md for what comes next.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileNameOf, readElements } from './elements.mjs';

const TAG = /^[a-z][a-z0-9]*(-[a-z0-9]+)+$/;

const pascal = (words) => words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');

/** Every name the scaffold gives the element, from its tag. */
export function namesFor(tag) {
  const name = fileNameOf(tag).replace(/\.element\.ts$/, '');
  const words = name.split('-');
  const component = pascal(words);
  return {
    tag,
    name,
    component,
    className: `${pascal(tag.split('-'))}Element`,
    pageName: `${component[0].toLowerCase()}${component.slice(1)}Page`,
    title: `${words[0][0].toUpperCase()}${words[0].slice(1)} ${words.slice(1).join(' ')}`.trim(),
    path: `/demo/${name}/`,
    files: {
      element: `src/elements/${name}.element.ts`,
      component: `src/react/${name}/${component}.tsx`,
      test: `test/browser/${name}.test.ts`,
      page: `demo/pages/${name}.ts`,
    },
  };
}

const js = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
/** Text inside a template literal of the demo page. */
const inTemplate = (text) => text.replace(/[`\\]|\$\{/g, (m) => `\\${m}`);

function elementFile(n, { enhances, summary, markup }) {
  return `import { ${n.component} } from '../react/${n.name}/${n.component}.tsx';
import { createElement, defineTag } from './base/define.tsx';
import type { ElementDeclaration, JsxAttributes, ParsedAttributes } from './base/types.ts';

/** The element's one declaration: \`npm run elements\` writes the catalogue, the tables and the type lists from it. */
const declaration = {
  tag: ${js(n.tag)},
  enhances: ${js(enhances)},
  // The controls it acts on, which the drop-in holds until the element is ready (click, submit, change):
  // holds: { click: '…' },
  // Automatic mode, when the platform prints this markup on its own pages:
  // auto: { markup: '…' },
} as const satisfies ElementDeclaration;

const attributes = {
  // None yet: each attribute goes here (attr.string/number/boolean/oneOf/json), described by a /** comment */
  // above its key: the manifest, the reference page and the JSX types take it from there.
};

/**
 * ${summary} Wrap the markup it enhances:
 *
 * \`\`\`html
 * <${n.tag}>
 *   ${markup}
 * </${n.tag}>
 * \`\`\`
 *
 * @tagname ${n.tag}
 * @summary ${summary}
 */
export class ${n.className} extends createElement({
  tag: declaration.tag,
  attributes,
  component: ${n.component},
}) {}

defineTag(declaration.tag, ${n.className});

declare global {
  interface HTMLElementTagNameMap {
    ${js(n.tag)}: ${n.className};
  }
  interface StorefrontElementAttributes {
    ${js(n.tag)}: ParsedAttributes<typeof attributes>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      ${js(n.tag)}: JsxAttributes<typeof attributes, ${n.className}>;
    }
  }
}
`;
}

function componentFile(n, { summary }) {
  return `import { useLayoutEffect } from 'react';
import type { ElementProps } from '../base/element-props.ts';

/** Parsed as the element file's attribute spec declares them (src/elements/${n.name}.element.ts). */
export type ${n.component}Attributes = StorefrontElementAttributes[${js(n.tag)}];

/** ${summary} */
export function ${n.component}({ host }: ElementProps<${n.component}Attributes>) {
  useLayoutEffect(() => {
    // Adopt the server's markup in \`host\` here; the cleanup removes every listener and restores what changed.
    return () => {};
  }, [host]);
  return null;
}
`;
}

function testFile(n, { markup }) {
  return `import { expect } from 'chai';
import '../../${n.files.element}';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';

describe('<${n.tag}>', () => {
  afterEach(() => cleanup());

  it('adopts the markup it wraps', async () => {
    const host = fixture(${js(`<${n.tag}>${markup}</${n.tag}>`)});
    await waitFor(() => host.hasAttribute('data-shop-ready'), { message: '<${n.tag}> not ready' });
    expect(host.firstElementChild?.outerHTML).to.equal(${js(markup)});
  });
});
`;
}

function pageFile(n, { summary, markup }) {
  return `import type { Page } from './registry.ts';

export const ${n.pageName}: Page = {
  path: ${js(n.path)},
  tag: ${js(n.tag)},
  title: ${js(n.title)},
  description: ${js(summary)},
  render() {
    const body = \`<h1>${inTemplate(n.title)}</h1>
<${n.tag}>
${inTemplate(markup)}
</${n.tag}>\`;
    return { title: ${js(n.title)}, body };
  },
};
`;
}

/** `text` with `insert` added after the last line matching `pattern`. */
function afterLast(file, text, pattern, insert) {
  const lines = text.split('\n');
  const at = lines.findLastIndex((line) => pattern.test(line));
  if (at === -1) throw new Error(`${file}: no line matches ${pattern}.`);
  lines.splice(at + 1, 0, insert);
  return lines.join('\n');
}

function registered(text, n) {
  const file = 'demo/pages/registry.ts';
  const imported = afterLast(file, text, /^import .* from '\.\/[\w-]+\.ts';$/, `import { ${n.pageName} } from './${n.name}.ts';`);
  return afterLast(file, imported, /^pages\.push\(/, `pages.push(${n.pageName});`);
}

function shelved(text, n, { shelf, summary }) {
  const file = 'demo/pages/home-shelves.ts';
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === `id: ${js(shelf)},`);
  if (start === -1) throw new Error(`${file} has no shelf ${JSON.stringify(shelf)} (--shelf takes one of its ids).`);
  const end = lines.findIndex((line, i) => i > start && line === '    ],');
  lines.splice(end, 0, `      { href: ${js(n.path)}, name: ${js(n.title)}, blurb: ${js(summary)} },`);
  return lines.join('\n');
}

function documented(text, n, { summary }) {
  const lines = text.split('\n');
  const heading = lines.indexOf('## Pages');
  let last = heading;
  for (let i = heading + 1; i < lines.length && (lines[i].startsWith('|') || i <= heading + 1); i += 1) if (lines[i].startsWith('|')) last = i;
  if (heading === -1 || last === heading) throw new Error('demo/README.md has no "## Pages" table.');
  lines.splice(last + 1, 0, `| \`${n.path}\` | \`${n.tag}\` | ${summary.replace(/\|/g, '\\|')}; \`pages/${n.name}.ts\` |`);
  return lines.join('\n');
}

/** Writes the new element's files into `root` and runs the generators there; returns what it wrote. */
export function create(root, tag, options = {}) {
  if (!TAG.test(tag ?? '')) throw new Error(`${JSON.stringify(tag)} is not a custom element name (lower-case words joined by dashes, e.g. shop-gift-note).`);
  const n = namesFor(tag);
  const enhances = options.enhances?.trim() || `.${n.name}`;
  const summary = (options.summary?.trim() || `${n.title}.`).replace(/\s+/g, ' ');
  const shelf = options.shelf ?? 'browse';
  // Markup the default selector matches; with a selector of one's own, write the demo's markup to suit it.
  const markup = `<div class="${n.name}"><p>${n.title}</p></div>`;
  const settings = { enhances, summary, shelf, markup };

  if (readElements(root).some((element) => element.tag === tag)) throw new Error(`<${tag}> exists already.`);
  const taken = [...Object.values(n.files), `src/react/${n.name}`].filter((file) => existsSync(join(root, file)));
  if (taken.length) throw new Error(`<${tag}>: ${taken.join(', ')} exist already; nothing was written.`);

  // Everything is computed before anything is written: a failure leaves the tree as it was.
  const edits = new Map([
    [n.files.element, elementFile(n, settings)],
    [n.files.component, componentFile(n, settings)],
    [n.files.test, testFile(n, settings)],
    [n.files.page, pageFile(n, settings)],
    ['demo/pages/registry.ts', registered(readFileSync(join(root, 'demo/pages/registry.ts'), 'utf8'), n)],
    ['demo/pages/home-shelves.ts', shelved(readFileSync(join(root, 'demo/pages/home-shelves.ts'), 'utf8'), n, settings)],
    ['demo/README.md', documented(readFileSync(join(root, 'demo/README.md'), 'utf8'), n, settings)],
  ]);
  for (const [file, text] of edits) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  const generated = spawnSync(process.execPath, ['scripts/manifest.mjs'], { cwd: root, encoding: 'utf8' });
  if (generated.status !== 0) throw new Error(`npm run manifest failed:\n${generated.stdout}${generated.stderr}`);
  return { names: n, written: [...edits.keys()] };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { enhances: { type: 'string' }, summary: { type: 'string' }, shelf: { type: 'string' } },
  });
  try {
    const root = resolve(import.meta.dirname, '..');
    const { names, written } = create(root, positionals[0], values);
    console.log(`<${names.tag}> scaffolded:\n  ${written.join('\n  ')}
and written from its declaration: src/elements/catalogue.ts, enhances.ts (auto-enhance.ts with an \`auto\` rule),
src/index.ts, test/consumer/*, custom-elements.json, the README's table of elements and docs/reference/<tag>.md.
Next: docs/contributing/adding-an-element.md (the component's behaviour, attributes, events, calls, tests).`);
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
