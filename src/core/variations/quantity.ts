/**
 * §5.1: the quantity input of the variation form follows the chosen variation.
 * Pure: takes the input's current text and the variation's limits, returns what the
 * input should hold.
 */
export interface QuantityLimits {
  min_qty?: number | '' | null;
  max_qty?: number | '' | null;
  is_sold_individually?: 'yes' | 'no';
}

export interface QuantityState {
  value: string;
  /** The input's `min` and `max` attributes ('' = none). */
  min: string;
  max: string;
  /** Sold individually: quantity fixed at 1 and the input hidden. */
  hidden: boolean;
}

function limit(value: number | '' | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function readNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : undefined;
}

export function variationQuantity(current: string, variation: QuantityLimits): QuantityState {
  if (variation.is_sold_individually === 'yes') return { value: '1', min: '1', max: '', hidden: true };
  const min = limit(variation.min_qty);
  const max = limit(variation.max_qty);
  let value = readNumber(current);
  if (value === undefined) value = min ?? 1;
  if (max !== undefined && value > max) value = max;
  if (min !== undefined && value < min) value = min;
  return {
    value: String(value),
    min: min === undefined ? '' : String(min),
    max: max === undefined ? '' : String(max),
    hidden: false,
  };
}
