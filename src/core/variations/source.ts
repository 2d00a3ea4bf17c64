/**
 * Where the form's variations come from (§3.1): the list printed inline, or `false`
 * (above the shop's inline threshold) for a lookup over AJAX on every complete choice.
 */
import { parseVariationList, type Variation } from './schema.ts';

export type VariationSource =
  | { mode: 'inline'; variations: Variation[]; problems: string[] }
  /** `unexpected`: the value was neither a list nor false/absent. */
  | { mode: 'ajax'; unexpected: boolean };

export function variationSource(value: unknown): VariationSource {
  if (Array.isArray(value)) return { mode: 'inline', ...parseVariationList(value) };
  return { mode: 'ajax', unexpected: value !== false && value != null };
}
