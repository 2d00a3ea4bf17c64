/**
 * The variation data of one form (§3.1, §4.3): the inline list indexed for matching and
 * narrowing, or AJAX mode with an attribute matrix for narrowing (printed, or fetched
 * once with `get_variation_matrix`). Element attributes win over the form's data attributes.
 */
import type { FormValue } from '../../core/form/encode.ts';
import type { Settings } from '../../core/settings/index.ts';
import { VariationIndex, type IndexEntry } from '../../core/variations/index.ts';
import { matrixEntries, type VariationMatrix } from '../../core/variations/matrix.ts';
import type { Variation } from '../../core/variations/schema.ts';
import { variationSource } from '../../core/variations/source.ts';
import { readFormJson } from '../../dom/variations/form-data.ts';
import { isAborted } from '../../services/errors.ts';
import { latestOnly } from '../../services/http.ts';
import { getVariationMatrix } from '../../services/variations.ts';

export interface VariationOptions {
  settings: Settings;
  /** From the element's attributes; `null` = read the form's data attributes. */
  productId: number;
  productVariations: readonly unknown[] | false | null;
  customData: Record<string, FormValue> | null;
  /** `null` = fetch it in AJAX mode; `false` = no narrowing in AJAX mode. */
  variationMatrix: VariationMatrix | false | null;
}

/** True when the new options change where the variations come from. */
export function dataChanged(before: VariationOptions, after: VariationOptions): boolean {
  return (
    after.productVariations !== before.productVariations ||
    after.productId !== before.productId ||
    after.customData !== before.customData ||
    after.variationMatrix !== before.variationMatrix
  );
}

export class VariationData {
  readonly #form: HTMLFormElement;
  readonly #names: readonly string[];
  /** Called when a fetched matrix arrives: the selects can be narrowed now. */
  readonly #onMatrix: () => void;
  #settings: Settings | undefined;
  #matrixOption: VariationMatrix | false | null = null;
  readonly #matrixSlot = latestOnly();
  #matrixRequested = false;

  /** Inline mode: the variations to match. */
  index: VariationIndex<Variation> | null = null;
  /** What narrows the options: the inline variations, or the matrix in AJAX mode. */
  narrowIndex: VariationIndex<IndexEntry> | null = null;
  useAjax = false;
  productId = 0;
  customData: Record<string, FormValue> | null = null;

  constructor(form: HTMLFormElement, names: readonly string[], onMatrix: () => void) {
    this.#form = form;
    this.#names = names;
    this.#onMatrix = onMatrix;
  }

  configure(options: VariationOptions): void {
    const form = this.#form;
    this.#settings = options.settings;
    this.#matrixOption = options.variationMatrix;
    this.productId = options.productId || Number.parseInt(form.dataset.product_id ?? '', 10) || 0;
    if (options.customData) this.customData = options.customData;
    else {
      const custom = readFormJson(form, 'custom_data');
      this.customData = custom.value && typeof custom.value === 'object' ? (custom.value as Record<string, FormValue>) : null;
    }
    let source: unknown = options.productVariations;
    if (source === null) {
      const data = readFormJson(form, 'product_variations');
      if (data.problem) console.error(`<shop-variations>: ${data.problem}. Looking variations up over AJAX instead.`);
      source = data.value === undefined ? false : data.value;
    }
    this.#setSource(source);
  }

  /** The platform's reload_product_variations: the form's data attribute again. */
  reload(): void {
    const data = readFormJson(this.#form, 'product_variations');
    if (data.problem) console.error(`<shop-variations>: ${data.problem}.`);
    this.#setSource(data.value === undefined ? false : data.value);
  }

  destroy(): void {
    this.#matrixSlot.abort();
  }

  #setSource(value: unknown): void {
    this.#matrixSlot.abort();
    this.#matrixRequested = false;
    const source = variationSource(value);
    if (source.mode === 'inline') {
      // One console error per value, however many variations it rejects.
      if (source.problems.length) console.error(`<shop-variations> product variations: ${source.problems.join('; ')}; skipped.`);
      this.useAjax = false;
      this.index = new VariationIndex(this.#names, source.variations);
      this.narrowIndex = this.index;
      return;
    }
    if (source.unexpected) {
      console.error('<shop-variations> product variations: expected a list or false; looking variations up over AJAX.');
    }
    this.useAjax = true;
    this.index = null;
    this.narrowIndex = null;
    const matrix = this.#matrixOption;
    if (matrix) this.#setMatrix(matrix);
    else if (matrix === null) this.#fetchMatrix();
  }

  #setMatrix(matrix: VariationMatrix): void {
    this.narrowIndex = new VariationIndex(this.#names, matrixEntries(matrix));
  }

  #fetchMatrix(): void {
    if (this.#matrixRequested || !this.productId || !this.#settings) return;
    this.#matrixRequested = true;
    const signal = this.#matrixSlot.next();
    getVariationMatrix(this.#settings, this.productId, signal).then(
      (matrix) => {
        if (signal.aborted || !matrix || !this.useAjax) return;
        this.#setMatrix(matrix);
        this.#onMatrix();
      },
      (error: unknown) => {
        if (isAborted(error)) return;
        // Narrowing is an extra: without the matrix every option stays choosable.
        console.warn('<shop-variations>: the attribute matrix could not be loaded; options are not narrowed.', error);
      },
    );
  }
}
