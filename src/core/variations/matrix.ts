/**
 * The attribute matrix: the attribute-value combinations of a product's variations
 * and which of them are active, without prices, texts or images. It lets the form
 * narrow its options in AJAX mode (`product_variations` false, too many variations to
 * print inline), where the platform's own script stops narrowing altogether.
 *
 * Shape (JSON: the element's `variation-matrix` attribute, a
 * `<script type="application/json" class="shop-variation-matrix">` block the theme prints,
 * or the answer of the URL in `variation-matrix-url`):
 *
 * ```json
 * { "attributes": ["attribute_pa_size", "attribute_pa_color"],
 *   "combinations": [["s", "blue"], ["s", ""], ["m", "red"]],
 *   "inactive": [2] }
 * ```
 * `combinations[i][a]` is the value of `attributes[a]` ('' = any), in the variations'
 * menu order; `inactive` lists the indexes of inactive combinations. 1,000 combinations
 * of three short values weigh about 25 KB, a tenth of the full variation data.
 */
import { array, asSchema, literal, nullable, nullValue, number, object, optional, string, undefinedValue, union } from '../validation/checks.ts';
import { validate } from '../validation/issues.ts';
import type { IndexEntry } from './index.ts';

// Checked by hand with zod's rules and words (validation/checks.ts): no zod before the form's first paint.
const matrix = object({
  attributes: array(string),
  combinations: array(array(string)),
  inactive: optional(array(number)),
});
export const variationMatrixSchema = asSchema(matrix);
export interface VariationMatrix {
  attributes: string[];
  combinations: string[][];
  inactive?: number[] | undefined;
}

/** The element's `variation-matrix` attribute: a matrix, or `false` for no narrowing. */
export const matrixAttributeSchema = asSchema(nullable(union([matrix, literal(false)])));
/** The answer of `variation-matrix-url`: a matrix, or `false` / `null` / an empty body. */
export const matrixResponseSchema = asSchema(union([matrix, literal(false), nullValue, undefinedValue]));

/**
 * What makes a well-formed matrix unusable for the form's selects (`names`), or undefined.
 * Narrowing from such a matrix would remove options that exist, so it is refused whole.
 */
export function matrixProblem(matrix: VariationMatrix, names: readonly string[]): string | undefined {
  const { attributes, combinations } = matrix;
  if (!names.some((name) => attributes.includes(name))) {
    return `none of its attributes (${attributes.join(', ')}) is a select of the form`;
  }
  if (combinations.length === 0) return 'it has no combinations';
  const short = combinations.findIndex((row) => row.length !== attributes.length);
  if (short >= 0) return `combination ${short} has ${combinations[short]!.length} values for ${attributes.length} attributes`;
  return undefined;
}

/** A matrix from JSON data (an inline block, a server answer): the matrix, or what is wrong with it. */
export function readMatrix(data: unknown, names: readonly string[]): { matrix: VariationMatrix } | { problem: string } {
  const result = validate(variationMatrixSchema, data);
  if (!result.success) return { problem: `unexpected shape: ${result.problem}` };
  const problem = matrixProblem(result.data, names);
  return problem ? { problem } : { matrix: result.data };
}

/** The matrix as index entries (one per combination). */
export function matrixEntries(matrix: VariationMatrix): IndexEntry[] {
  const inactive = new Set(matrix.inactive ?? []);
  return matrix.combinations.map((values, i) => {
    const attributes: Record<string, string> = {};
    matrix.attributes.forEach((name, a) => {
      attributes[name] = values[a] ?? '';
    });
    return inactive.has(i) ? { attributes, variation_is_active: false } : { attributes };
  });
}

/** Builds the matrix of a list of variations (a server, or a test). */
export function matrixOf(attributes: readonly string[], variations: readonly IndexEntry[]): VariationMatrix {
  const inactive: number[] = [];
  const combinations = variations.map((v, i) => {
    if (v.variation_is_active === false) inactive.push(i);
    return attributes.map((name) => v.attributes[name] ?? '');
  });
  return inactive.length ? { attributes: [...attributes], combinations, inactive } : { attributes: [...attributes], combinations };
}
