import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHARED_CHUNKS, sharedChunks, sharedChunksCheck } from './shared-chunks.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const at = (file) => path.join(ROOT, file);

/** Runs the check plugin's buildEnd over a module graph of these files, as Rollup would. */
function check(shared, files) {
  let error;
  const context = { getModuleIds: () => files.map(at)[Symbol.iterator](), error: (message) => { error = message; throw new Error(message); } };
  try {
    sharedChunksCheck(shared).buildEnd.call(context);
  } catch {
    // the message is kept in `error`
  }
  return error;
}

describe('shared chunks', () => {
  it('declares modules that exist, each in one chunk', () => {
    expect(() => sharedChunks(ROOT)).not.toThrow();
  });

  it('puts a declared module in its chunk and leaves an undeclared one to Rollup', () => {
    const { chunkOf } = sharedChunks(ROOT);
    expect(chunkOf(at('src/stores/cart.ts'))).toBe('cart');
    expect(chunkOf(at('src/dom/events.ts'))).toBe('dom');
    expect(chunkOf(at('src/stores/product-table.ts'))).toBeUndefined();
    expect(chunkOf(at('src/controllers/product-table/table.ts'))).toBeUndefined();
  });

  it('assigns packages by name, the gallery library to no shared chunk, zod to its own, the others to shop', () => {
    const { chunkOf } = sharedChunks(ROOT);
    expect(chunkOf(at('node_modules/react-dom/cjs/react-dom.production.js'))).toBe('runtime');
    expect(chunkOf(`\0${at('node_modules/react/index.js')}?commonjs-module`)).toBe('runtime');
    expect(chunkOf(at('node_modules/@r2wc/core/dist/index.js'))).toBe('runtime');
    expect(chunkOf(at('node_modules/js-cookie/dist/js.cookie.mjs'))).toBe('cookies');
    expect(chunkOf(at('node_modules/photoswipe/dist/photoswipe.esm.js'))).toBeUndefined();
    expect(chunkOf(at('node_modules/zod/v4/mini/index.js'))).toBe('zod');
    expect(chunkOf(at('node_modules/nanostores/index.js'))).toBe('shop');
  });

  it('stops on a module that moved: its old line names a file that is not there', () => {
    const table = { cart: { packages: [], modules: ['src/dom/cart-fragments.ts'] } };
    expect(() => sharedChunks(ROOT, table)).toThrow(/'cart' declares src\/dom\/cart-fragments.ts, which does not exist/);
  });

  it('stops on a module declared in two chunks', () => {
    const table = { dom: { packages: [], modules: ['src/dom/events.ts'] }, shop: { packages: [], modules: ['src/dom/events.ts'] } };
    expect(() => sharedChunks(ROOT, table)).toThrow(/src\/dom\/events.ts is declared in 'dom' and in 'shop'/);
  });

  it('stops on a declared module the build does not load, and on a new module in a folder a chunk holds whole', () => {
    const table = { runtime: { packages: [], folders: ['src/react/base/'], modules: ['src/react/base/hooks.ts', 'src/dom/events.ts'] } };
    const shared = sharedChunks(ROOT, table);
    expect(check(shared, ['src/react/base/hooks.ts', 'src/dom/events.ts'])).toBeUndefined();
    expect(check(shared, ['src/react/base/hooks.ts'])).toMatch(/'runtime' declares src\/dom\/events.ts, which the build does not load/);
    expect(check(shared, ['src/react/base/hooks.ts', 'src/dom/events.ts', 'src/react/base/portal.ts'])).toMatch(
      /src\/react\/base\/portal.ts is in a folder 'runtime' holds whole, but not declared/,
    );
  });

  it('says why each chunk exists', () => {
    for (const { why } of Object.values(SHARED_CHUNKS)) expect(why.length).toBeGreaterThan(20);
  });
});
