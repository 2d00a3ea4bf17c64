import { describe, expect, it } from 'vitest';
import { isSwatchesOff } from './swatches-off.ts';
import { optionColor, parseSwatchList, readSwatchSettings, resolveKind, swatchName } from './swatches.ts';

const names = ['attribute_pa_color', 'attribute_pa_size', 'attribute_logo'];

describe('parseSwatchList', () => {
  it('takes every attribute, kind chosen, when the attribute is present alone or says true', () => {
    for (const text of ['', ' ', 'true', 'yes', 'all']) {
      const list = parseSwatchList(text, names);
      expect(list.all).toBe(true);
      expect([...list.kinds]).toEqual(names.map((n) => [n, 'auto']));
      expect(list.problems).toEqual([]);
    }
  });

  it('takes none for the false words', () => {
    expect(parseSwatchList('false', names).kinds.size).toBe(0);
    expect(isSwatchesOff(' Off ')).toBe(true);
    expect(isSwatchesOff('')).toBe(false);
    for (const word of ['false', 'no', 'off', '0', 'none', 'true', 'all', '', 'pa_color']) {
      expect(isSwatchesOff(word), word).toBe(parseSwatchList(word, names).kinds.size === 0);
    }
  });

  it('reads name:kind entries with or without the attribute_ prefix, in any case', () => {
    const list = parseSwatchList('pa_color:color, attribute_pa_size:label ,Logo:IMAGE', names);
    expect(list.all).toBe(false);
    expect(Object.fromEntries(list.kinds)).toEqual({
      attribute_pa_color: 'color',
      attribute_pa_size: 'label',
      attribute_logo: 'image',
    });
    expect(list.problems).toEqual([]);
  });

  it('takes "colour" for color and a name alone as a kind to choose', () => {
    expect(Object.fromEntries(parseSwatchList('pa_color:colour,pa_size', names).kinds)).toEqual({
      attribute_pa_color: 'color',
      attribute_pa_size: 'auto',
    });
  });

  it('reports each malformed part by its text and keeps the rest', () => {
    const list = parseSwatchList('pa_color:colr,:label,pa_fabric:label,pa_size:label:big,,logo', names);
    expect(Object.fromEntries(list.kinds)).toEqual({ attribute_pa_color: 'auto', attribute_pa_size: 'label', attribute_logo: 'auto' });
    expect(list.problems).toHaveLength(4);
    expect(list.problems[0]).toMatch(/"pa_color:colr": unknown kind "colr" \(write color, image or label\)/);
    expect(list.problems[1]).toMatch(/":label": no attribute name/);
    expect(list.problems[2]).toMatch(/"pa_fabric:label": the form has no attribute "pa_fabric" \(it has pa_color, pa_size, logo\)/);
    expect(list.problems[3]).toMatch(/"pa_size:label:big": "big" after the kind is not understood/);
  });

  it('says when an attribute is listed twice, and the last one wins', () => {
    const list = parseSwatchList('pa_size:label,pa_size:image', names);
    expect(list.kinds.get('attribute_pa_size')).toBe('image');
    expect(list.problems[0]).toMatch(/listed twice/);
  });
});

describe('readSwatchSettings', () => {
  it('is off when the setting is absent or false', () => {
    expect(readSwatchSettings(undefined).list).toBe(null);
    expect(readSwatchSettings(false).list).toBe(null);
  });

  it('takes true, a list, or an object with attributes, colours, only and texts', () => {
    expect(readSwatchSettings(true).list).toBe('');
    expect(readSwatchSettings('pa_color:color').list).toBe('pa_color:color');
    const full = readSwatchSettings({
      attributes: { pa_color: 'color', pa_size: '' },
      colors: { Red: '#c00', blue: ' navy ' },
      only: 'yes',
      texts: { not_available: 'nicht in %s' },
    });
    expect(full.list).toBe('pa_color:color,pa_size');
    expect(Object.fromEntries(full.colors)).toEqual({ red: '#c00', blue: 'navy' });
    expect(full.only).toBe(true);
    expect(full.texts.not_available).toBe('nicht in %s');
    // The texts the setting leaves out come from the shop's messages.
    expect(full.texts.out_of_stock).toBeUndefined();
    expect(full.problems).toEqual([]);
  });

  it('colours alone do not turn swatches on', () => {
    const colours = readSwatchSettings({ colors: { red: '#c00' } });
    expect(colours.list).toBe(null);
    expect(colours.colors.get('red')).toBe('#c00');
  });

  it('reports each malformed field and keeps the others', () => {
    const bad = readSwatchSettings({ attributes: 3, colors: { red: 5, blue: '#00f' }, only: 'maybe', texts: { out_of_stock: 1 } });
    expect(bad.list).toBe(null);
    expect(bad.colors.get('blue')).toBe('#00f');
    expect(bad.problems.join('\n')).toMatch(/attributes: should be/);
    expect(bad.problems.join('\n')).toMatch(/colors\.red: should be a CSS colour/);
    expect(bad.problems.join('\n')).toMatch(/only: should be true or false/);
    expect(bad.problems.join('\n')).toMatch(/texts\.out_of_stock/);
    expect(readSwatchSettings(7).problems[0]).toMatch(/should be true, a list/);
  });
});

describe('colours, kinds and names', () => {
  const colors = new Map([['red', '#c00'], ['sky blue', '#8cf']]);
  it('prefers the option’s own colour, then the map by value, then by label', () => {
    expect(optionColor('#123', 'red', 'Red', colors)).toBe('#123');
    expect(optionColor(undefined, 'RED', 'x', colors)).toBe('#c00');
    expect(optionColor('', 'sky', 'Sky Blue', colors)).toBe('#8cf');
    expect(optionColor(undefined, 'green', 'Green', colors)).toBe(undefined);
  });

  it('chooses colour for auto only when an option has one', () => {
    expect(resolveKind('auto', true)).toBe('color');
    expect(resolveKind('auto', false)).toBe('label');
    expect(resolveKind('image', true)).toBe('image');
  });

  it('names why an option cannot be chosen', () => {
    expect(swatchName('Red', 'enabled', [])).toBe('Red');
    expect(swatchName('Red', 'absent', ['XL'])).toBe('Red — not available in XL');
    expect(swatchName('Red', 'absent', ['XL', 'Linen'])).toBe('Red — not available in XL, Linen');
    expect(swatchName('Red', 'absent', [])).toBe('Red — unavailable');
    expect(swatchName('Red', 'disabled', ['XL'])).toBe('Red — out of stock');
  });
});
