/**
 * §5.1, last rule: on page load a quantity input outside cart rows whose value is
 * below its min is raised to that min. Pure: it takes the input's `value` and `min`
 * attribute texts and says what the value should become.
 */

/** Reads a number the way an `<input type=number>` attribute holds it; `undefined` when there is none. */
export function quantityNumber(text: string | null | undefined): number | undefined {
  if (text == null) return undefined;
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The value an input should show after the floor rule: the min (as written in the
 * attribute) when the current value is a number below it, otherwise `null` (leave it).
 * A value that is not a number, or a missing or unreadable min, is left alone.
 */
export function raisedToMin(value: string | null | undefined, min: string | null | undefined): string | null {
  const current = quantityNumber(value);
  const floor = quantityNumber(min);
  if (current === undefined || floor === undefined) return null;
  return current < floor ? String(floor) : null;
}
