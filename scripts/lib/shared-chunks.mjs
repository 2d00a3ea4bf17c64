// The shared chunks of the build, declared module by module: rollup.config.mjs's manualChunks reads
// this table and nothing else, so a chunk holds what is written here, not what a path pattern
// happens to match. A module of src/ that moves or is renamed must take its line with it: the build
// stops when a declared module does not exist, is declared twice, or is no longer part of the build
// (sharedChunksCheck). Packages are assigned by name. A module nobody declares stays with its
// element, or goes to a chunk Rollup shares between the elements that use it.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Each shared chunk: why it exists, its modules (paths from the repository root, source files
 * only: a module imported for its types alone is not part of the build) and its packages.
 * Each store is a single instance on the page whichever entries load, because it is in one chunk.
 */
export const SHARED_CHUNKS = {
  runtime: {
    why: 'what every element needs: the renderer (React or Preact), r2wc, the element base and the attribute parsers it runs, with the wording of their problems (zod\'s types only)',
    packages: ['react', 'react-dom', 'scheduler', 'preact', '@r2wc/core', '@r2wc/react-to-web-component'],
    // The element base is shared whole: a module the build loads from these folders must be listed here.
    folders: ['src/elements/base/', 'src/react/base/'],
    modules: [
      'src/core/attributes/global.ts',
      'src/core/attributes/index.ts',
      'src/core/validation/issues.ts',
      'src/elements/base/define.tsx',
      'src/elements/base/shared-root.tsx',
      'src/elements/base/styles.ts',
      'src/react/base/ErrorBoundary.tsx',
      'src/react/base/compat.ts',
      'src/react/base/hooks.ts',
      'src/react/base/portal.ts',
      'src/react/base/use-adopted.ts',
    ],
  },
  cookies: {
    why: 'js-cookie behind our module: named, since a module the shop chunk imports would otherwise move into it and take the shop to every page',
    packages: ['js-cookie'],
    modules: ['src/services/cookies.ts'],
  },
  dom: {
    why: 'the page helpers many elements use: events and the jQuery bridge, announcements, fragments, timings, URLs',
    packages: [],
    modules: [
      'src/core/timings/index.ts',
      'src/core/url/index.ts',
      'src/dom/announce.ts',
      'src/dom/events.ts',
      'src/dom/fragments.ts',
      'src/dom/jquery.ts',
      'src/dom/url.ts',
    ],
  },
  cart: {
    why: 'the cart\'s store and actions, for the elements that change or show the cart (the variation form, which posts its form, does not)',
    packages: [],
    modules: [
      'src/core/cart/lines.ts',
      'src/core/cart/mini-cart.ts',
      'src/dom/stored-fragments.ts',
      'src/services/cart-page.ts',
      'src/services/cart-queue.ts',
      'src/stores/cart-actions.ts',
      'src/stores/cart.ts',
    ],
  },
  messages: {
    why: 'the shop\'s texts (the messages of the settings block) and their English defaults: every element that writes a word for shoppers reads them, and none should load the shop chunk for them',
    packages: [],
    modules: ['src/core/messages/index.ts', 'src/dom/messages.ts'],
  },
  zod: {
    why: 'zod and the answer schemas of the shop\'s and the product table\'s calls: imported with the first call, while its request is on its way (services/http.ts lazySchema), so the first paint of a shop page loads no zod',
    packages: ['zod'],
    modules: ['src/services/product-table-schemas.ts', 'src/services/shop-schemas.ts'],
  },
  shop: {
    // A table's, a directory's or an integration's store ships with its element: pages without one
    // do not pay for it. The public store entry (stores/index.ts) stays its own: in this chunk it
    // would take the cart to every shop page.
    why: 'what the elements acting on the shop share: nanostores, the page settings and the request layer; a course modal, a video or the store notice does not load it',
    packages: ['*'],
    modules: [
      'src/core/form/encode.ts',
      'src/core/settings/attribute.ts',
      'src/core/settings/index.ts',
      'src/react/settings/use-settings.ts',
      'src/services/calls.ts',
      'src/services/errors.ts',
      'src/services/http.ts',
      'src/services/shop.ts',
      'src/stores/readonly.ts',
      'src/stores/settings.ts',
    ],
  },
};

/** Packages that stay with the element that imports them: the gallery library ships in the lightbox's chunk, loaded on the first open. */
const OWN_PACKAGES = ['photoswipe'];

/** The package a module id belongs to (`@scope/name` or `name`), or undefined outside node_modules. */
function packageOf(id) {
  const at = id.lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const [first, second] = id.slice(at + '/node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/**
 * The table as lookups for one build: `chunkOf(id)` for manualChunks, and the declared modules
 * by absolute path. Fails at once on a declared module that is missing or declared twice.
 */
export function sharedChunks(root, table = SHARED_CHUNKS) {
  const byModule = new Map();
  const byPackage = new Map();
  let otherPackages;
  const folders = [];
  const problems = [];
  for (const [chunk, { packages, modules, folders: whole = [] }] of Object.entries(table)) {
    for (const folder of whole) folders.push([path.resolve(root, folder) + path.sep, chunk]);
    for (const name of packages) {
      if (name === '*') otherPackages = chunk;
      else byPackage.set(name, chunk);
    }
    for (const module of modules) {
      const file = path.resolve(root, module);
      if (byModule.has(file)) problems.push(`${module} is declared in '${byModule.get(file)}' and in '${chunk}'`);
      else if (!existsSync(file) || !statSync(file).isFile()) problems.push(`'${chunk}' declares ${module}, which does not exist`);
      byModule.set(file, chunk);
    }
  }
  if (problems.length > 0) throw new Error(chunkError(problems));

  function chunkOf(id) {
    const file = id.replaceAll('\\', '/');
    const name = packageOf(file);
    if (name === undefined) return byModule.get(path.resolve(file));
    if (OWN_PACKAGES.includes(name)) return undefined;
    return byPackage.get(name) ?? otherPackages;
  }
  return { chunkOf, declared: byModule, folders };
}

function chunkError(problems) {
  return `Shared chunks (scripts/lib/shared-chunks.mjs): ${problems.join('; ')}. A module that moves or is renamed takes its line in that table with it.`;
}

/**
 * Rollup plugin: after the module graph is built, every declared module must be in it (a module
 * that is declared but no longer imported, or imported for its types only, is a stale line), and
 * every module it holds from a folder a chunk holds whole must be declared (a new file there).
 */
export function sharedChunksCheck({ declared, folders }) {
  return {
    name: 'shared-chunks-check',
    buildEnd(error) {
      if (error) return;
      const loaded = new Set([...this.getModuleIds()].map((id) => path.resolve(id.replaceAll('\\', '/'))));
      const stale = [...declared].filter(([file]) => !loaded.has(file)).map(([file, chunk]) => `'${chunk}' declares ${path.relative(process.cwd(), file)}, which the build does not load`);
      const undeclared = [...loaded]
        .filter((file) => !declared.has(file))
        .flatMap((file) => folders.filter(([folder]) => file.startsWith(folder)).map(([, chunk]) => `${path.relative(process.cwd(), file)} is in a folder '${chunk}' holds whole, but not declared`));
      const problems = [...stale, ...undeclared];
      if (problems.length > 0) this.error(chunkError(problems));
    },
  };
}
