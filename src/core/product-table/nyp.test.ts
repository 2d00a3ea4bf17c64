import { describe, expect, it } from 'vitest';
import { nypAlertText, nypInlineError, nypInlineText, nypProblem, nypWireAmount, readNypLimit } from './nyp.ts';

const comma = { decimals: 2, decimalSeparator: ',', thousandSeparator: '.' };
const templates = { empty: 'Please enter an amount.', minimum_js: 'At least %%MINIMUM%%.', maximum_js: 'At most %%MAXIMUM%%.' };
const price = (n: number) => `$${n.toFixed(2)}`;

describe('name-your-price in a table (§5.6)', () => {
  it('reads limits from attributes: empty, 0 and junk are no limit', () => {
    expect(readNypLimit('5')).toBe(5);
    expect(readNypLimit('12.5')).toBe(12.5);
    expect(readNypLimit('')).toBeUndefined();
    expect(readNypLimit('0')).toBeUndefined();
    expect(readNypLimit('abc')).toBeUndefined();
    expect(readNypLimit(null)).toBeUndefined();
  });

  it('an add with nothing that reads as an amount is the empty problem', () => {
    expect(nypProblem('', { min: 5 })).toBe('empty');
    expect(nypProblem('   ', {})).toBe('empty');
    expect(nypProblem('abc', { min: 5 })).toBe('empty');
    expect(nypProblem('-3', {})).toBe('empty');
  });

  it("a negative amount is below the minimum, with the minimum's message; without a minimum it is the empty problem", () => {
    expect(nypProblem('-3', { min: 10.5 })).toBe('below-minimum');
    expect(nypProblem('-0.01', { min: 10.5, max: 50 })).toBe('below-minimum');
    expect(nypProblem('-12,75', { min: 10.5 }, comma)).toBe('below-minimum');
    const text = nypAlertText(nypProblem('-3', { min: 10.5 })!, { ...templates, minimum_js: 'Min is %%MINIMUM%%' }, { min: 10.5 }, price);
    expect(text).toBe('Min is $10.50');
    expect(nypProblem('-3', { max: 50 })).toBe('empty');
  });

  it('sends the amount that was checked, with a point and no grouping, whatever mark the shopper typed', () => {
    const point = { decimals: 2, decimalSeparator: '.', thousandSeparator: ',' };
    expect(nypWireAmount('12,75', point)).toBe('12.75');
    expect(nypWireAmount(' 12.75 ', point)).toBe('12.75');
    expect(nypWireAmount('1,234.5', point)).toBe('1234.50');
    expect(nypWireAmount('12', point)).toBe('12');
    expect(nypWireAmount('12,75', comma)).toBe('12.75');
    expect(nypWireAmount('1.234,50', comma)).toBe('1234.50');
    expect(nypWireAmount('$20', point)).toBe('20');
    // Rounded to the shop's decimals, as it was checked.
    expect(nypWireAmount('12.755', point)).toBe('12.76');
    expect(nypWireAmount('12,4', { ...comma, decimals: 0 })).toBe('12');
    // What reads as no amount goes as typed (the add is refused before it is sent).
    expect(nypWireAmount(' abc ', point)).toBe('abc');
    expect(nypWireAmount('', point)).toBe('');
  });

  it('below the minimum and above the maximum; within or at the limits is fine', () => {
    expect(nypProblem('4.99', { min: 5, max: 50 })).toBe('below-minimum');
    expect(nypProblem('50.01', { min: 5, max: 50 })).toBe('above-maximum');
    expect(nypProblem('5', { min: 5, max: 50 })).toBeNull();
    expect(nypProblem('50', { min: 5, max: 50 })).toBeNull();
    expect(nypProblem('1000', { min: 5 })).toBeNull();
    expect(nypProblem('0', {})).toBeNull();
  });

  it("reads the amount in the shop's format", () => {
    expect(nypProblem('4,50', { min: 5 }, comma)).toBe('below-minimum');
    expect(nypProblem('1.000,00', { max: 999 }, comma)).toBe('above-maximum');
    expect(nypProblem('5,50', { min: 5 }, comma)).toBeNull();
  });

  it('alert texts fill %%MINIMUM%% / %%MAXIMUM%% with the formatted price', () => {
    expect(nypAlertText('empty', templates, { min: 5 }, price)).toBe('Please enter an amount.');
    expect(nypAlertText('below-minimum', templates, { min: 5, max: 50 }, price)).toBe('At least $5.00.');
    expect(nypAlertText('above-maximum', templates, { min: 5, max: 50 }, price)).toBe('At most $50.00.');
  });

  it('inline: min error below the minimum, max error above the maximum, none inside', () => {
    expect(nypInlineError('3', { min: 5, max: 50 }, false)).toBe('min');
    expect(nypInlineError('51', { min: 5, max: 50 }, false)).toBe('max');
    expect(nypInlineError('20', { min: 5, max: 50 }, true)).toBeNull();
    expect(nypInlineError('3', {}, false)).toBeNull();
  });

  it('inline: an empty amount is the min error only on a checked row with a minimum', () => {
    expect(nypInlineError('', { min: 5 }, true)).toBe('min');
    expect(nypInlineError('', { min: 5 }, false)).toBeNull();
    expect(nypInlineError('', {}, true)).toBeNull();
  });

  it('inline templates fill [min] / [max] with the figure', () => {
    expect(nypInlineText('At least [min]', { min: 1234.5 }, (n) => n.toFixed(2))).toBe('At least 1234.50');
    expect(nypInlineText('Between [min] and [max]', { min: 5, max: 50 }, String)).toBe('Between 5 and 50');
  });
});
