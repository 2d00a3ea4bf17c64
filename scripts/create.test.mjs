// `npm run create` scaffolds into a temporary copy of the repository (node_modules linked), never here:
// the element's files are written, the generated tables follow, and the copy still type-checks and
// passes manifest:check.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from './create.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const COPIED = ['src', 'scripts', 'demo', 'test', 'bench', 'docs', 'README.md', 'package.json', 'tsconfig.json', 'custom-elements.json'];
let copy;

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'storefront-create-'));
  const top = readdirSync(ROOT).filter((name) => name.endsWith('.ts'));
  for (const name of [...COPIED, ...top]) {
    cpSync(join(ROOT, name), join(copy, name), { recursive: true, filter: (path) => !path.includes(`${join('demo', 'data')}`) });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
}, 60_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const read = (file) => readFileSync(join(copy, file), 'utf8');

describe('npm run create <tag>', () => {
  it('writes the element, its component, test and demo page, and everything that follows from its declaration', () => {
    const { written } = create(copy, 'shop-gift-note', { summary: 'A note that goes with a gift.', shelf: 'buy' });
    expect(written).toEqual([
      'src/elements/gift-note.element.ts',
      'src/react/gift-note/GiftNote.tsx',
      'test/browser/gift-note.test.ts',
      'demo/pages/gift-note.ts',
      'demo/pages/registry.ts',
      'demo/pages/home-shelves.ts',
      'demo/README.md',
    ]);
    expect(read('src/elements/catalogue.ts')).toContain("'shop-gift-note': { load: () => import('./gift-note.element.ts') },");
    expect(read('src/elements/enhances.ts')).toContain("'shop-gift-note': '.gift-note',");
    expect(read('src/index.ts')).toContain("export type { ShopGiftNoteElement } from './elements/gift-note.element.ts';");
    expect(read('test/consumer/elements.tsx')).toContain('<shop-gift-note for="shop-gift-note-markup" />');
    expect(read('test/consumer/events.ts')).toContain("document.querySelector('shop-gift-note') satisfies Library.ShopGiftNoteElement | null");
    expect(read('demo/pages/registry.ts')).toMatch(/import \{ giftNotePage \} from '\.\/gift-note\.ts';[\s\S]*pages\.push\(giftNotePage\);/);
    expect(read('demo/pages/home-shelves.ts')).toContain("{ href: '/demo/gift-note/', name: 'Gift note', blurb: 'A note that goes with a gift.' },");
    expect(read('demo/README.md')).toContain('| `/demo/gift-note/` | `shop-gift-note` | A note that goes with a gift.; `pages/gift-note.ts` |');
    const manifest = JSON.parse(read('custom-elements.json'));
    expect(manifest.modules.map((m) => m.path)).toContain('dist/elements/gift-note.js');
    expect(read('README.md')).toContain('| [`<shop-gift-note>`](docs/reference/shop-gift-note.md) | A note that goes with a gift. |');
    expect(read('docs/reference/shop-gift-note.md')).toMatch(/^# `<shop-gift-note>`\n/);
    // Nothing of it in the repository itself.
    expect(existsSync(join(ROOT, 'src/elements/gift-note.element.ts'))).toBe(false);
  });

  it('leaves a tree that type-checks and passes manifest:check', () => {
    const check = spawnSync(process.execPath, ['scripts/manifest.mjs', '--check'], { cwd: copy, encoding: 'utf8' });
    expect(check.stderr + check.stdout).toMatch(/custom-elements\.json, the README element table and \d+ reference pages are up to date\./);
    expect(check.status).toBe(0);
    const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json'], { cwd: copy, encoding: 'utf8' });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 120_000);

  it('writes nothing for a tag that exists, a file in the way or a name that is no tag', () => {
    const touched = ['demo/pages/registry.ts', 'demo/pages/home-shelves.ts', 'demo/README.md', 'src/elements/catalogue.ts', 'README.md'];
    const before = touched.map(read);
    expect(() => create(copy, 'shop-gift-note')).toThrow('<shop-gift-note> exists already.');
    expect(() => create(copy, 'gift-note')).toThrow('src/elements/gift-note.element.ts, src/react/gift-note/GiftNote.tsx, test/browser/gift-note.test.ts, demo/pages/gift-note.ts, src/react/gift-note exist already');
    expect(() => create(copy, 'Shop_Gift')).toThrow('is not a custom element name');
    expect(() => create(copy, 'shop-tea-card', { shelf: 'attic' })).toThrow('has no shelf "attic"');
    expect(existsSync(join(copy, 'src/elements/tea-card.element.ts'))).toBe(false);
    expect(existsSync(join(copy, 'demo/pages/tea-card.ts'))).toBe(false);
    expect(touched.map(read)).toEqual(before);
  });
});
