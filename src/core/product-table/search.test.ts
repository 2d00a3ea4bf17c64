import { describe, expect, it } from 'vitest';
import { changedRows, extendSearchIndex, normaliseQuery, prepareSearchIndex, searchVisibility, stripes } from './search.ts';
import type { TableRow } from './sort.ts';

const product = (category?: string): TableRow => ({ kind: 'product', props: {}, ...(category ? { category } : {}) });
const child = (parent: number): TableRow => ({ kind: 'child', parent, props: {} });
const heading = (category: string): TableRow => ({ kind: 'heading', category, props: {} });

describe('normaliseQuery (§4.17)', () => {
  it('lower-cases and trims', () => {
    expect(normaliseQuery('  Blue SHIRT \n')).toBe('blue shirt');
    expect(normaliseQuery('   ')).toBe('');
  });
});

describe('searchVisibility (§4.17)', () => {
  it('shows rows whose text holds the query, case-insensitive, as a substring', () => {
    const rows = [product(), product(), product()];
    const index = prepareSearchIndex(['Blue Shirt SKU-1', 'Red HAT', 'Green shirt']);
    expect(searchVisibility(index, rows, 'SHIRT')).toEqual([true, false, true]);
    expect(searchVisibility(index, rows, 'ue sh')).toEqual([true, false, false]);
    expect(searchVisibility(index, rows, '  hat ')).toEqual([false, true, false]);
    expect(searchVisibility(index, rows, 'sku-1')).toEqual([true, false, false]);
  });

  it('shows every row, headings included, for an empty search', () => {
    const rows = [heading('hats'), product('hats'), child(1)];
    expect(searchVisibility(prepareSearchIndex(['Hats', 'a', 'b']), rows, '  ')).toEqual([true, true, true]);
  });

  it('shows a product and its child row when either matches, hides both when both fail', () => {
    const rows = [product(), child(0), product(), child(2), product(), child(4)];
    const index = prepareSearchIndex(['wool hat', 'details', 'scarf', 'made of wool', 'shoe', 'leather']);
    expect(searchVisibility(index, rows, 'wool')).toEqual([true, true, true, true, false, false]);
  });

  it("shows a sibling child row only when it or its product matches", () => {
    const rows = [product(), child(0), child(0)];
    const index = prepareSearchIndex(['hat', 'wool', 'cotton']);
    expect(searchVisibility(index, rows, 'wool')).toEqual([true, true, false]);
    expect(searchVisibility(index, rows, 'hat')).toEqual([true, true, true]);
  });

  it('shows a category heading when a visible row carries its slug, whatever its own text', () => {
    const rows = [heading('hats'), product('hats'), heading('shirts'), product('shirts'), heading('socks'), product('socks'), child(5)];
    const index = prepareSearchIndex(['Hats', 'wool hat', 'Shirts', 'linen shirt', 'Socks', 'plain', 'wool']);
    // 'wool' matches the hat, and the sock's child row, which shows its product and so its heading.
    expect(searchVisibility(index, rows, 'wool')).toEqual([true, true, false, false, true, true, true]);
    // A heading's own text does not show it.
    expect(searchVisibility(index, rows, 'shirts')).toEqual([false, false, false, false, false, false, false]);
  });

  it('matches rows appended to the index', () => {
    const index = prepareSearchIndex(['a hat']);
    extendSearchIndex(index, ['A SCARF']);
    expect(searchVisibility(index, [product(), product()], 'scarf')).toEqual([false, true]);
  });
});

describe('stripes (§4.17)', () => {
  it('alternates visible product rows from odd; child rows take their product stripe; hidden rows none', () => {
    const rows = [product(), child(0), product(), product(), child(3), product()];
    const visible = [true, true, false, true, true, true];
    expect(stripes(rows, visible)).toEqual(['odd', 'odd', null, 'even', 'even', 'odd']);
  });

  it('gives headings no stripe and does not restart the alternation after them', () => {
    const rows = [heading('a'), product('a'), heading('b'), product('b'), product('b')];
    expect(stripes(rows, [true, true, true, true, true])).toEqual([null, 'odd', null, 'even', 'odd']);
  });

  it('follows the display order after a sort', () => {
    const rows = [product(), child(0), product(), product()];
    // Displayed: 3, 0 (with child 1), 2.
    expect(stripes(rows, [true, true, true, true], [3, 0, 1, 2])).toEqual(['even', 'even', 'odd', 'odd']);
  });
});

describe('changedRows', () => {
  it('lists the rows whose value changed, and appended rows', () => {
    expect(changedRows([true, true, false], [true, false, true, true])).toEqual([1, 2, 3]);
    expect(changedRows(['odd', 'even'], ['odd', 'even'])).toEqual([]);
  });
});

describe('10,000 rows', () => {
  it('matches each row once per keystroke with parents and children paired', () => {
    const rows: TableRow[] = [];
    const texts: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      if (i % 2 === 1) {
        rows.push(child(i - 1));
        texts.push(i % 4 === 3 ? 'Extra DETAIL' : 'plain');
      } else {
        rows.push(product());
        texts.push(`Product ${i}`);
      }
    }
    const visible = searchVisibility(prepareSearchIndex(texts), rows, 'detail');
    // Every fourth row's child matches: those pairs show, the others hide.
    for (let i = 0; i < 10_000; i++) expect(visible[i]).toBe(i % 4 >= 2);
  });
});
