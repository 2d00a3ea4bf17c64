// scripts/elements.mjs: the generated regions follow the element files' declarations, and an element
// file that disagrees with itself stops the generator with a message naming it.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readElements, run } from './elements.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const FILES = ['src/elements', 'src/index.ts', 'test/consumer'];
let copy;

beforeEach(() => {
  copy = mkdtempSync(join(tmpdir(), 'storefront-elements-'));
  for (const file of FILES) {
    mkdirSync(join(copy, file, '..'), { recursive: true });
    cpSync(join(ROOT, file), join(copy, file), { recursive: true });
  }
});

afterEach(() => rmSync(copy, { recursive: true, force: true }));

const ordering = 'src/elements/ordering.element.ts';
const edit = (file, from, to) => {
  const text = readFileSync(join(copy, file), 'utf8');
  expect(text).toContain(from);
  writeFileSync(join(copy, file), text.replace(from, to));
};

describe('scripts/elements.mjs', () => {
  it('finds the repository in step with its element declarations', () => {
    const { elements, stale } = run(ROOT, { check: true });
    expect(stale).toEqual([]);
    expect(elements.map((e) => e.tag)).toContain('shop-ordering');
    expect(elements.find((e) => e.tag === 'shop-mini-cart')).toMatchObject({
      className: 'ShopMiniCartElement',
      module: './mini-cart.element.ts',
      auto: { markup: '.widget_shopping_cart_content', target: '.widget_shopping_cart', orParent: true },
    });
  });

  it('reports the tables a changed declaration makes stale, and writes them', () => {
    edit(ordering, "  enhances: 'form.woocommerce-ordering',", "  enhances: 'form.woocommerce-ordering, form.orderby-form',");
    edit(ordering, "  auto: { markup: 'form.woocommerce-ordering' },", '');
    expect(run(copy, { check: true }).stale).toEqual(['src/elements/enhances.ts', 'src/elements/auto-enhance.ts']);
    run(copy);
    expect(readFileSync(join(copy, 'src/elements/enhances.ts'), 'utf8')).toContain("'shop-ordering': 'form.woocommerce-ordering, form.orderby-form',");
    expect(readFileSync(join(copy, 'src/elements/auto-enhance.ts'), 'utf8')).not.toContain("tag: 'shop-ordering'");
    expect(run(copy, { check: true }).stale).toEqual([]);
  });

  it('stops at an element file that names another tag than its declaration', () => {
    edit(ordering, ' * @tagname shop-ordering', ' * @tagname shop-order');
    edit(ordering, "    'shop-ordering': ShopOrderingElement;", "    'shop-sorting': ShopOrderingElement;");
    expect(() => readElements(copy)).toThrow(
      /ordering\.element\.ts: @tagname names shop-order, the declaration <shop-ordering>\n- .*ordering\.element\.ts: HTMLElementTagNameMap names shop-sorting/,
    );
  });

  it('stops at a declaration that is not data, a field it does not know, or a tag declared twice', () => {
    edit(ordering, "  enhances: 'form.woocommerce-ordering',", '  enhances: RESULT_COUNT,');
    expect(() => readElements(copy)).toThrow('ordering.element.ts: the declaration must hold literals only');
    edit(ordering, '  enhances: RESULT_COUNT,', "  enhances: 'form.woocommerce-ordering',\n  holds2: {},");
    expect(() => readElements(copy)).toThrow('declaration.holds2 is not a field of a declaration');
    edit(ordering, '  holds2: {},', '');
    edit('src/elements/video.element.ts', "  tag: 'shop-video',", "  tag: 'shop-ordering',");
    expect(() => readElements(copy)).toThrow('<shop-ordering> is declared by src/elements/ordering.element.ts and src/elements/video.element.ts');
  });

  it('needs the markers of each region it writes', () => {
    edit('src/index.ts', '// elements:end', '');
    expect(() => run(copy, { check: true })).toThrow('src/index.ts needs a line with elements:start and a later line with elements:end.');
  });
});
