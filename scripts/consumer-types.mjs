// Checks the published package as a consumer gets it. Packs it, checks `npm publish --dry-run`, and
// installs the tarball into an empty temporary folder (offline: the package has no dependencies;
// @types/react, for a second consumer folder, comes from the npm cache), then:
//  - measures that folder's node_modules against its budget (nothing but the package is installed);
//  - type-checks test/consumer/ against the installed package with the project's TypeScript
//    (strict, skipLibCheck off): the non-JSX files without @types/react installed, then everything,
//    the JSX entry (storefront-elements/jsx) included, with it, under the bundler and the nodenext
//    module resolution;
//  - loads every JavaScript and JSON entry of the package's exports (both builds) in Chromium from
//    that folder, through an import map written from the exports map, and checks what each gives
//    (tags defined, API exported, files listed), with no error on the page;
//  - checks that every file the exports name is in the package, that custom-elements.json names
//    only modules the package contains and defines each tag, and that test/consumer uses every tag,
//    attribute and event it lists.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/browsers.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const OWN = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const REACT_TYPES = OWN.devDependencies['@types/react'];
/**
 * The most a consumer's node_modules may hold after `npm install storefront-elements` (bytes of
 * files). The package bundles what it runs, so this is the package alone: both builds, their source
 * maps, the declarations. React, React DOM and zod as dependencies would add about 17 MB.
 */
const INSTALL_BUDGET = 10_000_000;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const exec = promisify(execFile);
const results = [];
const started = Date.now();

function record(name, problem) {
  results.push({ name, problem });
  console.log(`${problem ? 'not ok' : 'ok'} ${results.length} - ${name} [${((Date.now() - started) / 1000).toFixed(1)}]`);
  if (problem) console.log(problem.replace(/^/gm, '  # '));
}

const run = async (command, args, cwd) => (await exec(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })).stdout;
const output = (error) => `${error.stdout ?? ''}${error.stderr ?? ''}`.trim() || String(error.message ?? error);

function newest(dir) {
  let time = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    time = Math.max(time, stat.isDirectory() ? newest(path) : stat.mtimeMs);
  }
  return time;
}

/** Bytes of the files under `dir` (what the install puts on disk, not the blocks it takes). */
function bytes(dir) {
  let total = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    total += stat.isDirectory() ? bytes(path) : stat.size;
  }
  return total;
}

/** The build `npm test` ran just before is reused; a missing or older one is rebuilt. */
async function ensureBuild() {
  const built = join(ROOT, 'dist/types/index.d.ts');
  const sources = [join(ROOT, 'src'), join(ROOT, 'scripts/build-types.mjs'), join(ROOT, 'package.json')];
  const fresh = existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources.map((s) => (statSync(s).isDirectory() ? newest(s) : statSync(s).mtimeMs)));
  if (!fresh) await run(npm, ['run', 'build'], ROOT);
}

const work = mkdtempSync(join(tmpdir(), 'storefront-consumer-'));
// A second consumer, with React's types, for the JSX entry: its @types/react installs while the
// package builds and packs, and it gets the same installed package copied in.
const withReact = join(work, 'with-react');
const consumerPackage = `${JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2)}\n`;
async function install(folder, offline, ...specs) {
  const begun = Date.now();
  const name = `npm install ${offline} ${specs.join(' ')}`;
  try {
    await run(npm, ['install', offline, '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock', ...specs], folder);
    record(`${name} (${((Date.now() - begun) / 1000).toFixed(1)} s)`);
  } catch (error) {
    record(name, output(error));
    throw error;
  }
}
try {
  writeFileSync(join(work, 'package.json'), consumerPackage);
  mkdirSync(withReact);
  writeFileSync(join(withReact, 'package.json'), consumerPackage);
  const reactTypes = install(withReact, '--prefer-offline', `@types/react@${REACT_TYPES}`);
  reactTypes.catch(() => {});

  await ensureBuild();
  const [packed] = JSON.parse(await run(npm, ['pack', '--json', '--ignore-scripts', '--pack-destination', work], ROOT));
  const tarball = join(work, packed.filename);
  console.log(`# ${packed.filename}: ${packed.entryCount} files, ${(packed.size / 1e6).toFixed(2)} MB packed, ${(packed.unpackedSize / 1e6).toFixed(2)} MB unpacked`);
  // Dry run: npm validates the package (and says what it would have to correct) without uploading it.
  const publish = exec(npm, ['publish', '--dry-run', '--ignore-scripts', '--json', tarball], { cwd: work, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stdout, stderr }) => {
      const parsed = JSON.parse(stdout.slice(stdout.indexOf('{')));
      const summary = parsed[OWN.name] ?? parsed; // npm 11 keys the summary by the package's name
      const corrected = stderr.split('\n').filter((line) => /auto-corrected|invalid|was removed/i.test(line));
      if (corrected.length) return `npm would correct package.json:\n${corrected.join('\n')}`;
      return summary.name === OWN.name && summary.version === OWN.version ? undefined : `unexpected summary: ${stdout.slice(0, 2000)}`;
    },
    (error) => output(error),
  );
  // The package has no dependencies: the tarball is all the install needs.
  await install(work, '--offline', `./${packed.filename}`);

  const modules = join(work, 'node_modules');
  const installedPackages = readdirSync(modules).filter((n) => !n.startsWith('.'));
  const size = bytes(modules);
  console.log(`# node_modules after installing the package: ${(size / 1e6).toFixed(2)} MB (budget ${(INSTALL_BUDGET / 1e6).toFixed(2)} MB), packages: ${installedPackages.join(', ')}`);
  record(
    `node_modules holds the package alone, within ${(INSTALL_BUDGET / 1e6).toFixed(1)} MB (${(size / 1e6).toFixed(2)} MB)`,
    size > INSTALL_BUDGET || installedPackages.join() !== OWN.name ? `${size} bytes; installed: ${installedPackages.join(', ')}` : undefined,
  );

  const installed = join(modules, OWN.name);
  const manifest = JSON.parse(readFileSync(join(installed, 'custom-elements.json'), 'utf8'));
  checkManifest(installed, manifest);
  record('test/consumer uses every tag, attribute and event of custom-elements.json', unused(manifest));
  record('every file the exports name is in the package (both builds)', missingExports(installed));

  for (const folder of [work, withReact]) cpSync(join(ROOT, 'test/consumer'), join(folder, 'src'), { recursive: true });
  const withoutJsx = readdirSync(join(work, 'src')).filter((n) => n.endsWith('.ts')).map((n) => `src/${n}`);
  const resolutions = [['bundler', 'esnext'], ['nodenext', 'nodenext']];
  await reactTypes;
  cpSync(installed, join(withReact, 'node_modules', OWN.name), { recursive: true });

  await Promise.all([
    // Without React's types: every entry but the JSX one type-checks, declarations included (one
    // resolution: the two differ in how they find the entries, which the checks below cover).
    typeCheck(work, `${withoutJsx.join(', ')} type-check without @types/react (skipLibCheck off, bundler)`, {
      files: withoutJsx,
      compilerOptions: { module: 'esnext', moduleResolution: 'bundler', skipLibCheck: false },
    }),
    // With React 19's types: the JSX entry too.
    ...resolutions.map(([moduleResolution, module]) =>
      typeCheck(withReact, `test/consumer type-checks with @types/react, JSX through storefront-elements/jsx (skipLibCheck off, ${moduleResolution})`, {
        include: ['src'],
        compilerOptions: { module, moduleResolution, skipLibCheck: false },
      }),
    ),
    loadEntries(installed),
    publish.then((problem) => record('npm publish --dry-run', problem)),
  ]);
} catch (error) {
  record('consumer check ran to its end', String(error?.stack ?? error));
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`# consumer check: ${((Date.now() - started) / 1000).toFixed(1)} s`);

/** custom-elements.json: the modules it names are in the package; each tag is defined, each class exported, each event typed. */
function checkManifest(installed, manifest) {
  const missing = [];
  const definitions = [];
  for (const module of manifest.modules) {
    const paths = [module.path, ...(module.exports ?? []).map((e) => e.declaration?.module).filter(Boolean)];
    for (const path of new Set(paths)) if (!existsSync(join(installed, path))) missing.push(path);
    for (const declaration of module.declarations ?? []) {
      if (!declaration.tagName) continue;
      const defined = (module.exports ?? []).some(
        (e) => e.kind === 'custom-element-definition' && e.name === declaration.tagName && e.declaration?.name === declaration.name,
      );
      if (!defined) definitions.push(`<${declaration.tagName}> has no custom-element-definition export`);
    }
    for (const e of (module.exports ?? []).filter((e) => e.kind === 'js')) {
      const file = join(installed, e.declaration?.module ?? module.path);
      const exported = existsSync(file)
        ? [...readFileSync(file, 'utf8').matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) => m[1].split(',').map((n) => n.trim().split(/\s+as\s+/).at(-1)))
        : [];
      if (!exported.includes(e.name)) definitions.push(`${e.declaration?.module ?? module.path} does not export ${e.name}`);
    }
    for (const declaration of module.declarations ?? []) {
      for (const event of declaration.events ?? []) {
        if (!event.type?.text) definitions.push(`<${declaration.tagName}>'s ${event.name} has no type`);
      }
    }
  }
  record(
    'custom-elements.json names only modules the package contains',
    missing.length ? `missing from the package: ${[...new Set(missing)].join(', ')}` : undefined,
  );
  record(
    'custom-elements.json defines each tag, exports each class and types each event',
    definitions.length ? definitions.join('\n') : undefined,
  );
}

/** The element names of a build (`dist/elements/<name>.js`). */
function elementNames(installed, build = '') {
  return readdirSync(join(installed, 'dist', build, 'elements')).filter((f) => f.endsWith('.js')).map((f) => f.slice(0, -3));
}

/** Every (specifier, file) pair of the exports map, a pattern (`*`) expanded with each element of its build. */
function exportedFiles(installed) {
  const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  const pairs = [];
  for (const [key, target] of Object.entries(pkg.exports)) {
    for (const [condition, path] of typeof target === 'string' ? [['default', target]] : Object.entries(target)) {
      const names = path.includes('*') ? elementNames(installed, path.startsWith('./dist/lite/') ? 'lite' : '') : [undefined];
      for (const name of names) {
        pairs.push({ specifier: `${pkg.name}${key.slice(1).replace('*', name)}`, condition, file: path.replace('*', name) });
      }
    }
  }
  return pairs;
}

/**
 * Files named by the installed package's exports that it does not contain; a pattern (`*`) is
 * checked with the name of each element of its build.
 */
function missingExports(installed) {
  const files = exportedFiles(installed).map((p) => p.file);
  const missing = files.filter((file) => !existsSync(join(installed, file)));
  if (!files.some((file) => file.startsWith('./dist/lite/'))) missing.push('(no export names the lite build)');
  return missing.length ? `missing: ${missing.join(', ')}` : undefined;
}

/** Type-checks consumer files in the temporary folder with the project's TypeScript, strict. */
async function typeCheck(folder, name, { compilerOptions, ...files }) {
  const config = {
    compilerOptions: { target: 'ES2022', lib: ['ES2023', 'DOM', 'DOM.Iterable'], jsx: 'react-jsx', strict: true, noEmit: true, types: [], ...compilerOptions },
    ...files,
  };
  const file = `tsconfig.${name.replace(/\W+/g, '-')}.json`;
  writeFileSync(join(folder, file), JSON.stringify(config, null, 2));
  try {
    await run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', file, '--pretty', 'false'], folder);
    record(name);
  } catch (error) {
    record(name, output(error));
  }
}

/**
 * Loads each JavaScript and JSON entry of the exports map in Chromium from the consumer folder, as
 * a page without a bundler does: an import map from each entry's name to its file under
 * node_modules. One page per build (a page runs one build); in it each entry is imported in turn
 * and checked for what it gives: the drop-in file and the automatic mode each make a store notice
 * ready, the module entry exports its loader, the stores their API, each element module defines its
 * element, and preload.json lists files the package has.
 */
async function loadEntries(installed) {
  const pairs = exportedFiles(installed).filter((p) => p.condition === 'default' && /\.(js|json)$/.test(p.file));
  const imports = Object.fromEntries(pairs.map((p) => [p.specifier, `/node_modules/${OWN.name}/${p.file.slice(2)}`]));
  const name = OWN.name;
  const notice = (id) =>
    `<p class="woocommerce-store-notice demo_store" data-notice-id="${id}">Free shipping <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>`;
  const pages = [];
  for (const build of ['', '/lite']) {
    const base = `${name}${build}`;
    const count = elementNames(installed, build.slice(1)).length;
    const elements = pairs.filter((p) => p.specifier.startsWith(`${base}/elements/`)).map((p) => p.specifier);
    const steps = [
      {
        entries: [`${base}/storefront-elements.js`],
        script: `await import('${base}/storefront-elements.js');
          await until(() => document.querySelector('#tagged[data-shop-ready]'), 'a ready <shop-store-notice> (the drop-in file)');`,
      },
      {
        entries: [`${base}/auto`, `${base}/auto.js`],
        script: `await import('${base}/auto'); await import('${base}/auto.js');
          await until(() => [...document.querySelectorAll('shop-store-notice[data-shop-ready]')].some((e) => e.forElement === document.getElementById('untagged')), 'the notice without a tag enhanced (automatic mode)');`,
      },
      {
        entries: [base],
        script: `const lib = await import('${base}');
          if (!Array.isArray(lib.tags) || lib.tags.length !== ${count}) throw new Error('tags: ' + lib.tags);
          await lib.loadTag('shop-video');
          if (!customElements.get('shop-video')) throw new Error('loadTag did not define shop-video');
          await lib.whenPageReady();`,
      },
      {
        entries: [`${base}/stores`],
        script: `const stores = await import('${base}/stores');
          for (const key of ['$cart', '$settings', 'addToCart', 'removeItem', 'refreshCart', 'pageSettings']) if (!(key in stores)) throw new Error('no ' + key);
          if (!Array.isArray(stores.$cart.get().lines)) throw new Error('$cart.get().lines');`,
      },
      {
        entries: elements,
        script: `for (const spec of ${JSON.stringify(elements)}) {
            const module = await import(spec);
            const element = Object.values(module).find((value) => typeof value === 'function' && value.tagName);
            if (!element || customElements.get(element.tagName) !== element) throw new Error(spec + ' defines no element');
          }
          if (${elements.length} !== ${count}) throw new Error('element entries: ${elements.length}');`,
      },
      {
        entries: [`${base}/preload.json`],
        script: `const { default: preload } = await import('${base}/preload.json', { with: { type: 'json' } });
          const files = new Set(Object.values(preload).flat());
          if (!files.size) throw new Error('preload.json lists nothing');
          for (const file of files) {
            const response = await fetch(new URL(file, import.meta.resolve('${base}/preload.json')));
            if (!response.ok) throw new Error('preload.json lists ' + file + ', which is not in the package');
          }`,
      },
    ];
    if (!build) {
      steps.push({
        entries: [`${name}/custom-elements.json`, `${name}/package.json`],
        script: `const { default: manifest } = await import('${name}/custom-elements.json', { with: { type: 'json' } });
          const { default: pkg } = await import('${name}/package.json', { with: { type: 'json' } });
          if (manifest.modules?.length < ${count} || pkg.name !== '${name}') throw new Error('custom-elements.json or package.json');`,
      });
    }
    pages.push({
      build: build ? 'lite build' : 'default build',
      steps,
      body: `<shop-store-notice id="tagged">${notice('n1')}</shop-store-notice>${notice('n2').replace('<p ', '<p id="untagged" ')}`,
    });
  }
  const covered = new Set(pages.flatMap((p) => p.steps.flatMap((step) => step.entries)));
  const uncovered = Object.keys(imports).filter((s) => !covered.has(s));
  if (uncovered.length) record('every JavaScript and JSON entry is loaded in Chromium', `not loaded: ${uncovered.join(', ')}`);

  const server = await startStaticServer({ root: work, prefixes: ['/'] });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    await Promise.all(
      pages.map(async (page, index) => {
        writeFileSync(
          join(work, `entries-${index}.html`),
          `<!doctype html><html><head><meta charset="utf-8"><title>entries</title>
<link rel="icon" href="data:,">
<script type="importmap">${JSON.stringify({ imports })}</script>
<script type="module">
const until = async (find, what) => { for (let i = 0; i < 600; i++) { if (find()) return; await new Promise(requestAnimationFrame); } throw new Error('no ' + what); };
const steps = [];
${page.steps.map((step) => `try { ${step.script}
  steps.push(undefined); } catch (error) { steps.push(String(error?.stack ?? error)); }`).join('\n')}
window.__steps = steps;
</script></head><body>${page.body}</body></html>`,
        );
        const tab = await context.newPage();
        const errors = [];
        tab.on('pageerror', (error) => errors.push(String(error)));
        tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
        tab.on('requestfailed', (request) => errors.push(`${request.url()}: ${request.failure()?.errorText}`));
        tab.on('response', (response) => response.status() >= 400 && errors.push(`${response.url()}: ${response.status()}`));
        let outcomes;
        try {
          await tab.goto(`${server.url}/entries-${index}.html`);
          await tab.waitForFunction(() => window.__steps, undefined, { timeout: 30_000, polling: 50 });
          outcomes = await tab.evaluate(() => window.__steps);
        } catch (error) {
          outcomes = page.steps.map(() => String(error.message ?? error));
        }
        await tab.close();
        page.steps.forEach((step, i) => {
          const entries = step.entries.length > 3 ? `${step.entries[0].replace(/\/[^/]+$/, '/*')} (${step.entries.length})` : step.entries.join(', ');
          record(`Chromium loads ${entries} from node_modules through an import map`, outcomes[i] ?? undefined);
        });
        record(`no error on the ${page.build}'s page`, errors.length ? errors.join('\n') : undefined);
      }),
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

/** What the consumer files leave out: each tag with each of its attributes in JSX, each event listened to. */
function unused(manifest) {
  const consumer = readdirSync(join(ROOT, 'test/consumer')).map((name) => readFileSync(join(ROOT, 'test/consumer', name), 'utf8'));
  const jsx = consumer.join('\n');
  const gaps = [];
  for (const declaration of manifest.modules.flatMap((module) => module.declarations ?? [])) {
    const openings = [...jsx.matchAll(new RegExp(`<${declaration.tagName}\\b([^>]*?)/?>`, 'g'))].map((m) => m[1]);
    const used = new Set(openings.flatMap((attributes) => [...attributes.matchAll(/(?:^|\s)([a-z][\w-]*)(?==|\s|$)/g)].map((m) => m[1])));
    if (!openings.length) gaps.push(`no <${declaration.tagName}> in JSX`);
    for (const attribute of declaration.attributes ?? []) {
      if (!used.has(attribute.name)) gaps.push(`<${declaration.tagName} ${attribute.name}> is not used in JSX`);
    }
    for (const event of declaration.events ?? []) {
      if (!jsx.includes(`addEventListener('${event.name}'`)) gaps.push(`no addEventListener('${event.name}', …)`);
    }
  }
  return gaps.length ? [...new Set(gaps)].join('\n') : undefined;
}

const failed = results.filter((r) => r.problem).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
