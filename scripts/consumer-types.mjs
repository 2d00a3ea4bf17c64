// Checks the published package as a consumer gets it: packs it, installs the tarball in a temporary
// folder and type-checks the files of test/consumer/ against it with the project's TypeScript
// (strict): the DOM typing alone, then with React 19's types the JSX too, under the bundler and the
// nodenext module resolution. Also checks that custom-elements.json names only modules the package
// contains, defines each tag, and that test/consumer uses every tag, attribute and event it lists.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const REACT_TYPES = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).devDependencies['@types/react'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const results = [];

function record(name, problem) {
  results.push({ name, problem });
  console.log(`${problem ? 'not ok' : 'ok'} ${results.length} - ${name}`);
  if (problem) console.log(problem.replace(/^/gm, '  # '));
}

function run(command, args, cwd) {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function newest(dir) {
  let time = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    time = Math.max(time, stat.isDirectory() ? newest(path) : stat.mtimeMs);
  }
  return time;
}

/** The build `npm test` ran just before is reused; a missing or older one is rebuilt. */
function ensureBuild() {
  const built = join(ROOT, 'dist/types/index.d.ts');
  const fresh =
    existsSync(built) &&
    statSync(built).mtimeMs >= Math.max(newest(join(ROOT, 'src')), statSync(join(ROOT, 'package.json')).mtimeMs);
  if (!fresh) execFileSync(npm, ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

const work = mkdtempSync(join(tmpdir(), 'storefront-consumer-'));
try {
  const started = Date.now();
  ensureBuild();
  const [packed] = JSON.parse(run(npm, ['pack', '--json', '--ignore-scripts', '--pack-destination', work], ROOT));
  writeFileSync(join(work, 'package.json'), `${JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2)}\n`);
  const install = (...specs) => {
    const begun = Date.now();
    try {
      run(npm, ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', ...specs], work);
      record(`npm install ${specs.join(' ')} (${((Date.now() - begun) / 1000).toFixed(1)} s)`);
    } catch (error) {
      record(`npm install ${specs.join(' ')}`, `${error.stdout ?? ''}${error.stderr ?? error.message}`);
      throw error;
    }
  };
  install(`./${packed.filename}`);
  cpSync(join(ROOT, 'test/consumer'), join(work, 'src'), { recursive: true });

  // Without React's types: the DOM typing must stand alone (with skipLibCheck, as `tsc --init` sets it).
  typeCheck('test/consumer/events.ts type-checks without @types/react (skipLibCheck)', {
    files: ['src/events.ts'],
    compilerOptions: { module: 'esnext', moduleResolution: 'bundler', skipLibCheck: true },
  });

  install(`@types/react@${REACT_TYPES}`);
  const installed = join(work, 'node_modules', 'storefront-elements');
  const manifest = JSON.parse(readFileSync(join(installed, 'custom-elements.json'), 'utf8'));
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

  record('test/consumer uses every tag, attribute and event of custom-elements.json', unused(manifest));
  const missingExports = [];
  for (const [key, value] of Object.entries(JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')).exports)) {
    if (key.includes('*')) continue;
    for (const target of typeof value === 'string' ? [value] : Object.values(value)) {
      if (!existsSync(join(installed, target))) missingExports.push(`${key} -> ${target}`);
    }
  }
  record('every export of package.json names a file of the installed package', missingExports.join('\n') || undefined);

  for (const [moduleResolution, module] of [['bundler', 'esnext'], ['nodenext', 'nodenext']]) {
    // skipLibCheck off: the package's declarations themselves must hold up.
    typeCheck(`test/consumer type-checks against the installed package (moduleResolution ${moduleResolution})`, {
      include: ['src'],
      compilerOptions: { module, moduleResolution, skipLibCheck: false },
    });
  }
  console.log(`# ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  if (!results.some((r) => r.problem)) record('consumer type check', String(error?.stack ?? error));
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** Type-checks consumer files in the temporary folder with the project's TypeScript, strict. */
function typeCheck(name, { compilerOptions, ...files }) {
  const config = {
    compilerOptions: { target: 'ES2022', lib: ['ES2023', 'DOM', 'DOM.Iterable'], jsx: 'react-jsx', strict: true, noEmit: true, types: [], ...compilerOptions },
    ...files,
  };
  const file = `tsconfig.${results.length}.json`;
  writeFileSync(join(work, file), JSON.stringify(config, null, 2));
  try {
    run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', file, '--pretty', 'false'], work);
    record(name);
  } catch (error) {
    record(name, `${error.stdout ?? ''}${error.stderr ?? ''}`.trim() || error.message);
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
