import { describe, expect, it } from 'vitest';
import {
  addQuantities,
  correctedQuantity,
  HOLD_FIRST_REPEAT_MS,
  HOLD_REPEAT_EVERY_MS,
  holdStepsBy,
  isStepMultiple,
  quantityError,
  quantitySelectOptions,
  quantityStepper,
  QUANTITY_SELECT_MAX_OPTIONS,
  type QuantityAttributes,
} from './quantity.ts';

const attrs = (over: Partial<QuantityAttributes> = {}): QuantityAttributes => ({ min: null, max: null, step: null, ...over });

describe('quantityError (live check)', () => {
  it('never flags 0 or empty', () => {
    expect(quantityError('', attrs({ min: '3' }))).toBeNull();
    expect(quantityError('0', attrs({ min: '3' }))).toBeNull();
    expect(quantityError('abc', attrs({ min: '3' }))).toBeNull();
  });

  it('uses the defaults min 1, max 1e9, step 1', () => {
    expect(quantityError('0.5', attrs())).toBe('min');
    expect(quantityError('1000000001', attrs())).toBe('max');
    expect(quantityError('1000000000', attrs())).toBeNull();
    expect(quantityError('2.5', attrs())).toBe('step');
    expect(quantityError('7', attrs())).toBeNull();
  });

  it('checks min, then max, then step', () => {
    const a = attrs({ min: '4', max: '20', step: '4' });
    expect(quantityError('2', a)).toBe('min');
    expect(quantityError('24', a)).toBe('max');
    expect(quantityError('6', a)).toBe('step');
    expect(quantityError('8', a)).toBeNull();
  });

  it('checks a non-zero value against the real min where the visual min is 0', () => {
    expect(quantityError('2', attrs({ min: '0', realMin: '3', initial: '0' }))).toBe('min');
    expect(quantityError('3', attrs({ min: '0', realMin: '3', initial: '0' }))).toBeNull();
  });

  it('is decimal-safe for 0.1, 0.3 and 0.5 steps', () => {
    expect(quantityError('0.3', attrs({ min: '0.1', step: '0.1' }))).toBeNull();
    expect(quantityError('0.7', attrs({ min: '0.1', step: '0.1' }))).toBeNull();
    expect(quantityError('0.9', attrs({ min: '0.3', step: '0.3' }))).toBeNull();
    expect(quantityError('1.2', attrs({ min: '0.3', step: '0.3' }))).toBeNull();
    expect(quantityError('1', attrs({ min: '0.3', step: '0.3' }))).toBe('step');
    expect(quantityError('2.5', attrs({ min: '0.5', step: '0.5' }))).toBeNull();
  });
});

describe('correctedQuantity (on change)', () => {
  it('fills an empty or zero value per the initial value', () => {
    expect(correctedQuantity('', attrs({ min: '2', initial: 'min' }))).toBe('2');
    expect(correctedQuantity('', attrs({ initial: 'min' }))).toBe('1');
    expect(correctedQuantity('0', attrs({ min: '2', initial: 'empty' }))).toBe('');
    expect(correctedQuantity('', attrs({ min: '0', realMin: '2', initial: '0' }))).toBe('0');
    expect(correctedQuantity('x', attrs({ min: '0', realMin: '2', initial: '0' }))).toBe('0');
  });

  it('raises to the min and lowers to the max (default 1e12)', () => {
    expect(correctedQuantity('1', attrs({ min: '3' }))).toBe('3');
    expect(correctedQuantity('1', attrs({ min: '0', realMin: '3', initial: '0' }))).toBe('3');
    expect(correctedQuantity('50', attrs({ max: '12' }))).toBe('12');
    expect(correctedQuantity('2000000000', attrs())).toBe('2000000000');
    expect(correctedQuantity('2000000000000', attrs())).toBe('1000000000000');
  });

  it('rounds up to the next multiple of the step', () => {
    expect(correctedQuantity('5', attrs({ step: '4' }))).toBe('8');
    expect(correctedQuantity('8', attrs({ step: '4' }))).toBe('8');
    // Below the min and off the step: the min, then the next multiple up.
    expect(correctedQuantity('1', attrs({ min: '3', step: '2' }))).toBe('4');
    // Above the max after rounding: the largest multiple within the max.
    expect(correctedQuantity('9', attrs({ max: '9', step: '2' }))).toBe('8');
  });

  it('rounds decimal steps without drift', () => {
    expect(correctedQuantity('0.25', attrs({ min: '0.1', step: '0.1' }))).toBe('0.3');
    expect(correctedQuantity('0.7', attrs({ min: '0.3', step: '0.3' }))).toBe('0.9');
    expect(correctedQuantity('1.1', attrs({ min: '0.5', step: '0.5' }))).toBe('1.5');
    expect(correctedQuantity('0.3', attrs({ min: '0.1', step: '0.1' }))).toBe('0.3');
  });

  it('returns a valid value unchanged, as typed', () => {
    expect(correctedQuantity('6', attrs({ min: '2', step: '2', max: '10' }))).toBe('6');
  });
});

describe('quantityStepper (plus and minus)', () => {
  it('steps by the step and disables at the limits', () => {
    const s = quantityStepper('4', attrs({ min: '2', realMin: '2', max: '6', step: '2', initial: 'min' }));
    expect(s).toEqual({ plus: 6, minus: 2, plusDisabled: false, minusDisabled: false });
    const top = quantityStepper('6', attrs({ min: '2', max: '6', step: '2', initial: 'min' }));
    expect(top.plusDisabled).toBe(true);
    const bottom = quantityStepper('2', attrs({ min: '2', max: '6', step: '2', initial: 'min' }));
    expect(bottom.minusDisabled).toBe(true);
  });

  it('plus from below the real min jumps to it; minus from the real min goes to 0', () => {
    const a = attrs({ min: '0', realMin: '3', initial: '0' });
    expect(quantityStepper('0', a).plus).toBe(3);
    expect(quantityStepper('0', a).minusDisabled).toBe(true);
    expect(quantityStepper('3', a).minus).toBe(0);
    expect(quantityStepper('3', a).minusDisabled).toBe(false);
    expect(quantityStepper('5', a).minus).toBe(4);
  });

  it('treats empty as 0 and has no max by default', () => {
    const s = quantityStepper('', attrs({ min: '0', realMin: '1', initial: 'empty' }));
    expect(s.plus).toBe(1);
    expect(s.plusDisabled).toBe(false);
    expect(s.minusDisabled).toBe(true);
  });

  it('steps decimals without drift', () => {
    const a = attrs({ min: '0.1', step: '0.1', initial: 'min' });
    expect(quantityStepper('0.2', a).plus).toBe(0.3);
    expect(quantityStepper('0.3', a).minus).toBe(0.2);
    expect(addQuantities(0.1, 0.2)).toBe(0.3);
    expect(isStepMultiple(0.3, 0.1)).toBe(true);
  });
});

describe('press-and-hold schedule', () => {
  /** Steps made by the end of a hold whose timer fired at `ticks` (ms after the press), each tick doing what is due. */
  const stepsAfterTicks = (ticks: number[]) => {
    let made = 0;
    const perTick: number[] = [];
    for (const at of ticks) {
      const due = holdStepsBy(at);
      perTick.push(Math.max(due - made, 0));
      made = Math.max(made, due);
    }
    return { made, perTick };
  };

  it('the first repeat at 500 ms (50 ticks of 10 ms), then one every 50 ms (5 ticks)', () => {
    expect([HOLD_FIRST_REPEAT_MS, HOLD_REPEAT_EVERY_MS]).toEqual([500, 50]);
    expect(holdStepsBy(0)).toBe(0);
    expect(holdStepsBy(499.9)).toBe(0);
    expect(holdStepsBy(500)).toBe(1);
    expect(holdStepsBy(549.9)).toBe(1);
    expect(holdStepsBy(550)).toBe(2);
    expect(holdStepsBy(650)).toBe(4);
    // A one-second hold: the steps at 500, 550, … 1000 ms.
    expect(holdStepsBy(1000)).toBe(11);
  });

  it('counts time, not ticks: a late first tick already brings the steps that fell due', () => {
    // A busy phone whose timer first fires at 969 ms: the repeat due at 500 ms and those at 550 … 950 ms.
    expect(stepsAfterTicks([969]).made).toBe(10);
    expect(stepsAfterTicks([300, 969, 1000]).perTick).toEqual([0, 10, 1]);
    // Every 10 ms on time, or every 250 ms late: the same count by the end of one second.
    const fine = Array.from({ length: 100 }, (_, i) => (i + 1) * 10);
    expect(stepsAfterTicks(fine).made).toBe(11);
    expect(stepsAfterTicks([250, 500, 750, 1000]).made).toBe(11);
  });

  it('a clock before the press or not a number counts as no time held', () => {
    expect(holdStepsBy(-20)).toBe(0);
    expect(holdStepsBy(Number.NaN)).toBe(0);
  });
});

describe('quantitySelectOptions', () => {
  it('goes from the min up by the step to the max, or to the select limit', () => {
    expect(quantitySelectOptions(2, 2, 9)).toEqual([2, 4, 6, 8]);
    expect(quantitySelectOptions(1, 1, null, 4)).toEqual([1, 2, 3, 4]);
    expect(quantitySelectOptions(0.5, 0.5, 2)).toEqual([0.5, 1, 1.5, 2]);
    expect(quantitySelectOptions(0.1, 0.1, 0.5)).toEqual([0.1, 0.2, 0.3, 0.4, 0.5]);
  });

  it('stops at a bounded number of options', () => {
    expect(quantitySelectOptions(1, 1, 1e9)).toHaveLength(QUANTITY_SELECT_MAX_OPTIONS);
  });
});
