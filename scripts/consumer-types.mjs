// Checks the published package as a consumer gets it: packs it, installs the tarball with React's
// types in a temporary folder, and type-checks the files of test/consumer/ (strict, under the
// bundler and the nodenext module resolution) against it, with the project's TypeScript. Also
// checks that custom-elements.json names only modules the package contains.
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
  const packing = Date.now();
  const [packed] = JSON.parse(run(npm, ['pack', '--json', '--ignore-scripts', '--pack-destination', work], ROOT));
  writeFileSync(join(work, 'package.json'), `${JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2)}\n`);
  try {
    run(
      npm,
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', `./${packed.filename}`, `@types/react@${REACT_TYPES}`],
      work,
    );
    record(`npm pack and install with @types/react ${REACT_TYPES} (${((Date.now() - packing) / 1000).toFixed(1)} s)`);
  } catch (error) {
    record('npm pack and install', `${error.stdout ?? ''}${error.stderr ?? error.message}`);
    throw error;
  }

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

  cpSync(join(ROOT, 'test/consumer'), join(work, 'src'), { recursive: true });
  const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
  for (const [resolution, module] of [['bundler', 'esnext'], ['nodenext', 'nodenext']]) {
    const config = {
      compilerOptions: {
        target: 'ES2022',
        module,
        moduleResolution: resolution,
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        // The package's own declarations are checked too; those of its dependencies are not ours.
        skipLibCheck: false,
        types: [],
      },
      include: ['src'],
    };
    writeFileSync(join(work, `tsconfig.${resolution}.json`), JSON.stringify(config, null, 2));
    try {
      run(process.execPath, [tsc, '-p', `tsconfig.${resolution}.json`, '--pretty', 'false'], work);
      record(`test/consumer type-checks against the installed package (moduleResolution ${resolution})`);
    } catch (error) {
      const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim() || error.message;
      record(`test/consumer type-checks against the installed package (moduleResolution ${resolution})`, output);
    }
  }
  console.log(`# ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  if (!results.some((r) => r.problem)) record('consumer type check', String(error?.stack ?? error));
} finally {
  rmSync(work, { recursive: true, force: true });
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
