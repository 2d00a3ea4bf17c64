/**
 * The product table's quantity rules (§5.4, §9.2): the live check, the correction on change, the
 * plus and minus steps and when each is disabled, the press-and-hold schedule and the options of
 * a quantity select. Pure: the caller reads the control's attributes and writes the results.
 *
 * Steps count from 0 (a value is valid when it is a whole multiple of the step), as the add-on's
 * server expects. All step arithmetic is done on scaled integers, so 0.1 / 0.3 / 0.5 steps never
 * drift (0.1 + 0.2 is 0.3 here).
 */
import { TABLE } from '../timings/index.ts';

export type QuantityErrorKind = 'min' | 'max' | 'step';
export const QUANTITY_ERROR_KINDS: readonly QuantityErrorKind[] = ['min', 'max', 'step'];

/** What an empty quantity becomes (`data-{prefix}-initial-value`). */
export type InitialQuantity = 'min' | 'empty' | '0';

/** A quantity control's attributes as printed (null: absent). */
export interface QuantityAttributes {
  /** `min`: the visual min (0 when the initial value is 0). */
  min: string | null;
  /** `data-{prefix}-min`: the real purchase minimum. */
  realMin?: string | null;
  max: string | null;
  step: string | null;
  initial?: string | null;
}

/** A number read from an attribute or a typed value; `fallback` when it is none. */
export function readQuantity(text: string | null | undefined, fallback: number): number {
  if (text === null || text === undefined) return fallback;
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : fallback;
}

export function initialQuantity(text: string | null | undefined): InitialQuantity {
  return text === 'empty' || text === '0' ? text : 'min';
}

function positive(value: number, fallback: number): number {
  return value > 0 ? value : fallback;
}

/** The purchase minimum: the real min, else the visual min, else 1. */
export function purchaseMinimum(attrs: QuantityAttributes): number {
  const visual = readQuantity(attrs.min, 0);
  return positive(readQuantity(attrs.realMin, visual), TABLE.quantityMin);
}

function stepOf(attrs: QuantityAttributes): number {
  return positive(readQuantity(attrs.step, TABLE.quantityStep), TABLE.quantityStep);
}

function decimals(value: number): number {
  if (Number.isInteger(value)) return 0;
  const text = String(value);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) return Number(exponent[1]) + (text.split('e')[0]!.split('.')[1]?.length ?? 0);
  return text.split('.')[1]?.length ?? 0;
}

/** The scale that turns every given number into an integer (capped: beyond 1e-9 nothing is a quantity). */
function scaleFor(...values: number[]): number {
  return 10 ** Math.min(9, Math.max(0, ...values.map(decimals)));
}

/** Whether `value` is a whole multiple of `step`. */
export function isStepMultiple(value: number, step: number): boolean {
  const scale = scaleFor(value, step);
  return Math.round(value * scale) % Math.round(step * scale) === 0;
}

/** The multiple of `step` at or above (`up`) or at or below `value`. */
export function toStepMultiple(value: number, step: number, up = true): number {
  const scale = scaleFor(value, step);
  const units = Math.round(step * scale);
  const scaled = Math.round(value * scale);
  const multiples = up ? Math.ceil(scaled / units) : Math.floor(scaled / units);
  return (multiples * units) / scale;
}

/** `a + b` without binary drift. */
export function addQuantities(a: number, b: number): number {
  const scale = scaleFor(a, b);
  return (Math.round(a * scale) + Math.round(b * scale)) / scale;
}

/**
 * The live check (keyup and change): what is wrong with `value`, or null. An empty or zero
 * quantity is never wrong (the row is simply not being bought). A non-zero quantity below the
 * real purchase minimum is an error even where the visual min is 0.
 */
export function quantityError(value: string, attrs: QuantityAttributes): QuantityErrorKind | null {
  const v = readQuantity(value, 0);
  if (v === 0) return null;
  if (v < purchaseMinimum(attrs)) return 'min';
  if (v > readQuantity(attrs.max, TABLE.quantityMaxLive)) return 'max';
  if (!isStepMultiple(v, stepOf(attrs))) return 'step';
  return null;
}

/** What an empty quantity holds for the initial-value setting. */
export function initialQuantityValue(attrs: QuantityAttributes): string {
  const initial = initialQuantity(attrs.initial);
  if (initial === 'empty') return '';
  if (initial === '0') return '0';
  return String(purchaseMinimum(attrs));
}

/**
 * The correction on change: empty or zero → the initial value; below the minimum → the minimum;
 * above the max → the max; between multiples of the step → the next multiple up (the largest
 * multiple within the max when that one is above it). Returns the value to show (may equal `value`).
 */
export function correctedQuantity(value: string, attrs: QuantityAttributes): string {
  const v = readQuantity(value, 0);
  if (v === 0) return initialQuantityValue(attrs);
  const min = purchaseMinimum(attrs);
  const max = readQuantity(attrs.max, TABLE.quantityMaxOnChange);
  const step = stepOf(attrs);
  let next = Math.min(Math.max(v, min), max);
  if (!isStepMultiple(next, step)) {
    next = toStepMultiple(next, step, true);
    if (next > max) {
      const below = toStepMultiple(max, step, false);
      next = below >= min ? below : Math.min(Math.max(v, min), max);
    }
  }
  return next === v ? value : String(next);
}

/** The plus/minus controllers: the value each gives and whether each is disabled. */
export interface QuantityStepper {
  plus: number;
  minus: number;
  plusDisabled: boolean;
  minusDisabled: boolean;
}

/**
 * Plus and minus (§5.4) with the visual and the real min: plus from below the real min jumps to
 * it; minus from the real min (or from below the visual min) goes to 0. Minus is disabled when
 * value − step is below the min (0 where the row starts empty or at 0), plus when value + step is
 * above the max. The value each gives is then corrected on change (step multiple, max).
 */
export function quantityStepper(value: string, attrs: QuantityAttributes): QuantityStepper {
  const visualMin = readQuantity(attrs.min, 0);
  const realMin = readQuantity(attrs.realMin, visualMin);
  const maxText = attrs.max?.trim() ? attrs.max : null;
  const max = maxText === null ? null : readQuantity(maxText, Number.POSITIVE_INFINITY);
  const step = stepOf(attrs);
  const parsed = readQuantity(value, 0);
  const v = parsed > -1 ? parsed : visualMin;

  let plus = addQuantities(v, step);
  if (v < realMin && plus >= visualMin) plus = Math.max(plus, realMin);
  let minus = addQuantities(v, -step);
  if (v >= realMin && minus < realMin) minus = 0;
  else if (minus < visualMin) minus = 0;

  const initial = initialQuantity(attrs.initial);
  const floor = initial === 'min' ? purchaseMinimum(attrs) : 0;
  return {
    plus,
    minus,
    minusDisabled: addQuantities(v, -step) < floor,
    plusDisabled: max !== null && addQuantities(v, step) > max,
  };
}

/** Press-and-hold (§9.2): the first repeated step comes 50 ticks of 10 ms after the press… */
export const HOLD_FIRST_REPEAT_MS = TABLE.quantityHoldStartTicks * TABLE.quantityHoldTickMs;
/** …then one every 5 ticks. */
export const HOLD_REPEAT_EVERY_MS = TABLE.quantityHoldStepTicks * TABLE.quantityHoldTickMs;

/**
 * How many repeated steps a hold has made `elapsedMs` after the press. Counted from the clock,
 * not from timer ticks: a timer that fires late or coarsely (a busy phone) catches up on the
 * steps that fell due meanwhile instead of slowing the whole hold down. A clock that reads
 * before the press (or not a number) counts as no time held.
 */
export function holdStepsBy(elapsedMs: number): number {
  if (!(elapsedMs >= HOLD_FIRST_REPEAT_MS)) return 0;
  return Math.floor((elapsedMs - HOLD_FIRST_REPEAT_MS) / HOLD_REPEAT_EVERY_MS) + 1;
}

/** A quantity select lists at most this many options (a max of 1e9 must not build a billion). */
export const QUANTITY_SELECT_MAX_OPTIONS = 500;

/**
 * The options of a quantity select: the min, then up by the step to the max (or, without a
 * max, to `maxQty`, the select's own limit `data-{prefix}-max-qty`, default 10).
 */
export function quantitySelectOptions(min: number, step: number, max: number | null, maxQty = 10): number[] {
  const first = min > 0 ? min : TABLE.quantityMin;
  const by = step > 0 ? step : TABLE.quantityStep;
  const last = max !== null && max > 0 ? max : maxQty;
  const options = [first];
  for (let next = addQuantities(first, by); next <= last && options.length < QUANTITY_SELECT_MAX_OPTIONS; next = addQuantities(next, by)) {
    options.push(next);
  }
  return options;
}
