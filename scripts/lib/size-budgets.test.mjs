import { describe, expect, it } from 'vitest';
import { budgetPattern, isSharedChunk, pageWeight } from './size-budgets.mjs';

describe('budgetPattern', () => {
  const patterns = ['storefront-elements.js', 'chunks/runtime-*.js', 'lite/chunks/runtime-*.js', 'elements/*.js', 'chunks/*.js'];

  it('gives a file of the default build the first pattern that matches', () => {
    expect(budgetPattern('chunks/runtime-abc.js', patterns)).toBe('chunks/runtime-*.js');
    expect(budgetPattern('elements/video.js', patterns)).toBe('elements/*.js');
  });

  it('gives a lite file its own lite/ pattern, else the budget of its twin in the default build', () => {
    expect(budgetPattern('lite/chunks/runtime-abc.js', patterns)).toBe('lite/chunks/runtime-*.js');
    expect(budgetPattern('lite/elements/video.js', patterns)).toBe('elements/*.js');
    expect(budgetPattern('lite/storefront-elements.js', patterns)).toBe('storefront-elements.js');
  });

  it('leaves a file no pattern names without a budget', () => {
    expect(budgetPattern('types/index.js', patterns)).toBeUndefined();
    expect(budgetPattern('lite/types/index.js', patterns)).toBeUndefined();
  });
});

describe('pageWeight', () => {
  const preload = {
    'shop-variations': ['elements/variations.js', 'chunks/runtime-a.js', 'chunks/display-b.js'],
    'shop-add-to-cart': ['elements/add-to-cart.js', 'chunks/runtime-a.js'],
  };
  const sizes = {
    'lite/storefront-elements.js': 3000,
    'lite/elements/variations.js': 7000,
    'lite/elements/add-to-cart.js': 1500,
    'lite/chunks/runtime-a.js': 20000,
    'lite/chunks/display-b.js': 1000,
  };
  const build = { preload, prefix: 'lite/', gzipOf: (file) => sizes[file] };

  it('adds the drop-in and each file the page\'s tags load, a shared chunk once', () => {
    const page = pageWeight({ tags: ['shop-variations', 'shop-add-to-cart'], kb: 40 }, build);
    expect(page.files).toEqual([
      'lite/storefront-elements.js',
      'lite/elements/variations.js',
      'lite/chunks/runtime-a.js',
      'lite/chunks/display-b.js',
      'lite/elements/add-to-cart.js',
    ]);
    expect(page.gzip).toBe(32500);
    expect(page.passed).toBe(true);
  });

  it('fails a page over its budget', () => {
    const page = pageWeight({ tags: ['shop-variations'], kb: 30 }, build);
    expect(page.gzip).toBe(31000);
    expect(page.passed).toBe(false);
    expect(page.problem).toBe('');
  });

  it('fails a page whose tag the build does not list, or whose file is missing, saying which', () => {
    const unknownTag = pageWeight({ tags: ['shop-nothing'], kb: 100 }, build);
    expect(unknownTag.passed).toBe(false);
    expect(unknownTag.problem).toBe('no preload.json entry or chunk for shop-nothing');
    const noFile = pageWeight({ tags: ['shop-variations'], kb: 100 }, { ...build, gzipOf: (file) => (file.includes('display') ? undefined : sizes[file]) });
    expect(noFile.passed).toBe(false);
    expect(noFile.problem).toBe('missing from dist/: lite/chunks/display-b.js');
  });

  it('fails a page that loads at start a shared chunk it must be without, naming the file', () => {
    const withZod = { ...preload, 'shop-product-table': ['elements/product-table.js', 'chunks/runtime-a.js', 'chunks/zod-Ya7VKlLK.js'] };
    const sized = { ...build, preload: withZod, gzipOf: (file) => sizes[file] ?? 500 };
    const table = pageWeight({ tags: ['shop-product-table'], kb: 100, without: ['zod'] }, sized);
    expect(table.passed).toBe(false);
    expect(table.problem).toBe('loads at start the zod chunk (lite/chunks/zod-Ya7VKlLK.js)');
    expect(pageWeight({ tags: ['shop-variations'], kb: 100, without: ['zod'] }, sized).passed).toBe(true);
    // Without the list, the page is weighed only.
    expect(pageWeight({ tags: ['shop-product-table'], kb: 100 }, sized).passed).toBe(true);
  });
});

describe('pageWeight with the parts an element fetches as it starts', () => {
  const preload = { 'shop-product-table': ['elements/product-table.js', 'chunks/runtime-a.js'] };
  const sizes = { 'storefront-elements.js': 3000, 'elements/product-table.js': 200, 'chunks/runtime-a.js': 20000, 'chunks/table-cart-AAAAAAAA.js': 9000, 'chunks/cart-BBBBBBBB.js': 3000, 'chunks/zod-CCCCCCCC.js': 8000 };
  const imports = { 'table-cart': ['chunks/table-cart-AAAAAAAA.js', 'chunks/runtime-a.js', 'chunks/cart-BBBBBBBB.js'] };
  const build = { preload, prefix: '', gzipOf: (file) => sizes[file], partFiles: (name) => imports[name] };

  it('adds a part and the chunks it imports, a shared chunk once', () => {
    const page = pageWeight({ tags: ['shop-product-table'], parts: ['table-cart'], kb: 40, without: ['zod'] }, build);
    expect(page.files).toEqual(['storefront-elements.js', 'elements/product-table.js', 'chunks/runtime-a.js', 'chunks/table-cart-AAAAAAAA.js', 'chunks/cart-BBBBBBBB.js']);
    expect(page.gzip).toBe(35200);
    expect(page.passed).toBe(true);
  });

  it('fails when a part imports a chunk the page must be without, or when the build has no such part', () => {
    const withZod = { ...build, partFiles: (name) => [...imports[name], 'chunks/zod-CCCCCCCC.js'] };
    const page = pageWeight({ tags: ['shop-product-table'], parts: ['table-cart'], kb: 100, without: ['zod'] }, withZod);
    expect(page.problem).toBe('loads at start the zod chunk (chunks/zod-CCCCCCCC.js)');
    const none = pageWeight({ tags: ['shop-product-table'], parts: ['table-carts'], kb: 100 }, build);
    expect(none.problem).toBe('no preload.json entry or chunk for the part table-carts');
  });
});

describe('isSharedChunk', () => {
  it('knows a shared chunk by its name and hash, not by a name it begins with', () => {
    expect(isSharedChunk('chunks/zod-Ya7VKlLK.js', 'zod')).toBe(true);
    expect(isSharedChunk('chunks/zod-a_b-CDEF.js', 'zod')).toBe(true);
    expect(isSharedChunk('chunks/zod-fields-Ya7VKlLK.js', 'zod')).toBe(false);
    expect(isSharedChunk('elements/zod-Ya7VKlLK.js', 'zod')).toBe(false);
    expect(isSharedChunk('chunks/runtime-COFEVZ0K.js', 'zod')).toBe(false);
  });
});
