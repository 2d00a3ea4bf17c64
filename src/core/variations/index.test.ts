import { describe, expect, it } from 'vitest';
import { VariationIndex, chosenCount, isComplete, matchesVariation, type IndexEntry } from './index.ts';
import { matrixEntries, matrixOf, matrixProblem, readMatrix, variationMatrixSchema } from './matrix.ts';
import { decodeEntities, sameText, textKey } from './text.ts';

const v = (id: number, attributes: Record<string, string>, active = true) => ({
  variation_id: id,
  attributes,
  ...(active ? {} : { variation_is_active: false }),
});

// The platform's own two-attribute fixture shape: 'any' logo on blue, all-any last.
const tshirt = [
  v(111, { attribute_pa_color: 'blue', attribute_logo: '' }),
  v(112, { attribute_pa_color: 'red', attribute_logo: 'Yes' }),
  v(113, { attribute_pa_color: 'red', attribute_logo: 'No' }),
  v(114, { attribute_pa_color: '', attribute_logo: '' }),
];
const names = ['attribute_pa_color', 'attribute_logo'];

describe('matching (§5.2)', () => {
  const index = new VariationIndex(names, tshirt);

  it("treats 'any' on the variation's side as a match for every value", () => {
    expect(index.match({ attribute_pa_color: 'blue', attribute_logo: 'Yes' })?.variation_id).toBe(111);
    expect(index.match({ attribute_pa_color: 'blue', attribute_logo: 'No' })?.variation_id).toBe(111);
  });

  it("treats an unchosen value ('any' on the shopper's side) as a match", () => {
    expect(index.match({ attribute_pa_color: 'red', attribute_logo: '' })?.variation_id).toBe(112);
    expect(index.match({ attribute_pa_color: 'red' })?.variation_id).toBe(112);
    expect(index.matches({ attribute_pa_color: 'red' }).map((x) => x.variation_id)).toEqual([112, 113, 114]);
  });

  it('takes the first match in the data order', () => {
    expect(index.match({ attribute_pa_color: 'green', attribute_logo: 'Yes' })?.variation_id).toBe(114);
    const reordered = new VariationIndex(names, [tshirt[3]!, tshirt[0]!]);
    expect(reordered.match({ attribute_pa_color: 'blue', attribute_logo: 'Yes' })?.variation_id).toBe(114);
  });

  it('finds nothing when no variation fits', () => {
    const strict = new VariationIndex(names, tshirt.slice(0, 3));
    expect(strict.match({ attribute_pa_color: 'green', attribute_logo: 'Yes' })).toBeUndefined();
    expect(strict.isDeadEnd({ attribute_pa_color: 'green' })).toBe(true);
  });

  it('agrees with the one-variation definition on every combination', () => {
    const values = { attribute_pa_color: ['', 'blue', 'red', 'green', 'pink'], attribute_logo: ['', 'Yes', 'No'] };
    for (const color of values.attribute_pa_color) {
      for (const logo of values.attribute_logo) {
        const chosen = { attribute_pa_color: color, attribute_logo: logo };
        const expected = tshirt.find((x) => matchesVariation(x.attributes, chosen));
        expect(index.match(chosen)).toBe(expected);
      }
    }
  });

  it('ignores variation attributes that have no select', () => {
    const extra = new VariationIndex(['attribute_size'], [v(1, { attribute_size: 's', attribute_other: 'x' })]);
    expect(extra.match({ attribute_size: 's' })?.variation_id).toBe(1);
  });

  it('works with more than 32 variations (several bitset words)', () => {
    const many = Array.from({ length: 100 }, (_, i) => v(i + 1, { attribute_n: String(i) }));
    const big = new VariationIndex(['attribute_n'], many);
    expect(big.match({ attribute_n: '77' })?.variation_id).toBe(78);
    expect(big.match({ attribute_n: '99' })?.variation_id).toBe(100);
    expect(big.match({ attribute_n: '100' })).toBeUndefined();
  });
});

describe('values compared as text', () => {
  it('decodes entities and normalises Unicode', () => {
    expect(decodeEntities('Men&#039;s &quot;Classic&quot; &amp; Gr&ouml;&szlig;e &#x65E5;')).toBe(
      'Men\'s "Classic" & Größe 日',
    );
    expect(decodeEntities('&unknown; &#0; a&b')).toBe('&unknown; &#0; a&b');
    expect(sameText('Gro\u0308\u00dfe', 'Größe')).toBe(true);
    expect(textKey(null)).toBe('');
  });

  it('matches option values against JSON values with quotes, entities and non-Latin text', () => {
    const entries = [
      v(131, { attribute_style: 'Men&#039;s &quot;Classic&quot;' }),
      v(132, { attribute_style: 'Größe &amp; Fit' }),
      v(133, { attribute_style: '日本' }),
      v(134, { attribute_style: '<b>Bold</b> & brave' }),
    ];
    const index = new VariationIndex(['attribute_style'], entries);
    // Option values as the HTML parser hands them over.
    expect(index.match({ attribute_style: 'Men\'s "Classic"' })?.variation_id).toBe(131);
    expect(index.match({ attribute_style: 'Größe & Fit' })?.variation_id).toBe(132);
    expect(index.match({ attribute_style: '日本' })?.variation_id).toBe(133);
    expect(index.match({ attribute_style: '<b>Bold</b> & brave' })?.variation_id).toBe(134);
    expect(index.options({}, 'attribute_style').state('Größe & Fit')).toBe('enabled');
  });
});

describe('narrowing (§4.3)', () => {
  it("keeps the options that match some variation given the other selects", () => {
    const index = new VariationIndex(names, tshirt.slice(0, 3));
    const logo = index.options({ attribute_pa_color: 'red' }, 'attribute_logo');
    expect(['Yes', 'No'].map(logo.state)).toEqual(['enabled', 'enabled']);
    const color = index.options({ attribute_logo: 'No' }, 'attribute_pa_color');
    expect(['blue', 'red', 'green'].map(color.state)).toEqual(['enabled', 'enabled', 'absent']);
    // A select's own value does not narrow itself.
    const own = index.options({ attribute_pa_color: 'red' }, 'attribute_pa_color');
    expect(['blue', 'red', 'green'].map(own.state)).toEqual(['enabled', 'enabled', 'absent']);
  });

  it("shows every option where a matching variation is 'any'", () => {
    const index = new VariationIndex(names, tshirt.slice(0, 3));
    const logo = index.options({ attribute_pa_color: 'blue' }, 'attribute_logo');
    expect(['Yes', 'No', 'Maybe'].map(logo.state)).toEqual(['enabled', 'enabled', 'enabled']);
  });

  it('disables options whose variations are all inactive', () => {
    const cap = [
      v(121, { attribute_pa_color: 'red' }),
      v(122, { attribute_pa_color: 'blue' }),
      v(124, { attribute_pa_color: 'black' }, false),
    ];
    const index = new VariationIndex(['attribute_pa_color'], cap);
    const color = index.options({}, 'attribute_pa_color');
    expect(['red', 'blue', 'black', 'pink'].map(color.state)).toEqual(['enabled', 'enabled', 'disabled', 'absent']);
  });

  it("disables every option when only an inactive 'any' variation matches", () => {
    const index = new VariationIndex(names, [v(1, { attribute_pa_color: 'blue', attribute_logo: '' }, false)]);
    const logo = index.options({ attribute_pa_color: 'blue' }, 'attribute_logo');
    expect(logo.state('Yes')).toBe('disabled');
  });

  it('narrows three attributes of 1,100 variations', () => {
    const entries: IndexEntry[] = [];
    for (let m = 0; m < 10; m += 1)
      for (let f = 0; f < 10; f += 1)
        for (let w = 0; w < 11; w += 1)
          if ((m + f + w) % 7 !== 0) entries.push({ attributes: { a_m: `m${m}`, a_f: `f${f}`, a_w: `w${w}` } });
    const index = new VariationIndex(['a_m', 'a_f', 'a_w'], entries);
    const widths = index.options({ a_m: 'm0', a_f: 'f0' }, 'a_w');
    expect(widths.state('w0')).toBe('absent');
    expect(widths.state('w7')).toBe('absent');
    expect(widths.state('w1')).toBe('enabled');
    expect(index.match({ a_m: 'm9', a_f: 'f9', a_w: 'w10' })).toBeUndefined();
    expect(index.match({ a_m: 'm9', a_f: 'f9', a_w: 'w9' })).toBe(entries.at(-1));
  });

  it('counts and completes selections', () => {
    expect(chosenCount(names, { attribute_pa_color: 'red', attribute_logo: '' })).toBe(1);
    expect(isComplete(names, { attribute_pa_color: 'red', attribute_logo: '' })).toBe(false);
    expect(isComplete(names, { attribute_pa_color: 'red', attribute_logo: 'No' })).toBe(true);
  });
});

describe('attribute matrix', () => {
  it('round-trips variations and narrows like the full data', () => {
    const withInactive = [...tshirt.slice(0, 3), v(115, { attribute_pa_color: 'green', attribute_logo: 'No' }, false)];
    const matrix = matrixOf(names, withInactive);
    expect(matrix.inactive).toEqual([3]);
    expect(variationMatrixSchema.safeParse(JSON.parse(JSON.stringify(matrix))).success).toBe(true);
    const fromMatrix = new VariationIndex(names, matrixEntries(matrix));
    const full = new VariationIndex(names, withInactive);
    for (const chosen of [{}, { attribute_pa_color: 'red' }, { attribute_logo: 'No' }, { attribute_pa_color: 'green' }]) {
      for (const name of names) {
        for (const value of ['blue', 'red', 'green', 'Yes', 'No']) {
          expect(fromMatrix.options(chosen, name).state(value)).toBe(full.options(chosen, name).state(value));
        }
      }
    }
  });

  it('refuses a matrix that would remove options that exist', () => {
    const good = matrixOf(names, tshirt);
    expect(matrixProblem(good, names)).toBeUndefined();
    expect(matrixProblem({ ...good, attributes: ['attribute_size'] }, names)).toMatch(/none of its attributes \(attribute_size\)/);
    expect(matrixProblem({ ...good, combinations: [] }, names)).toBe('it has no combinations');
    expect(matrixProblem({ ...good, combinations: [['blue']] }, names)).toBe('combination 0 has 1 values for 2 attributes');
  });

  it('reads matrix JSON data: the matrix or what is wrong with it', () => {
    const good = matrixOf(names, tshirt);
    expect(readMatrix(JSON.parse(JSON.stringify(good)), names)).toEqual({ matrix: good });
    expect(readMatrix({ attributes: 'pa_color', combinations: [] }, names)).toMatchObject({ problem: expect.stringMatching(/^unexpected shape: /) });
    expect(readMatrix(null, names)).toMatchObject({ problem: expect.stringMatching(/^unexpected shape: /) });
    expect(readMatrix({ ...good, combinations: [] }, names)).toEqual({ problem: 'it has no combinations' });
  });
});
