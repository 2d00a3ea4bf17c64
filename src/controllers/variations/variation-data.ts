/**
 * The variation data of one form (§3.1, §4.3): the inline list indexed for matching and
 * narrowing, or AJAX mode, narrowed only from an attribute matrix the page provides: the
 * `variation-matrix` attribute, else a `script.shop-variation-matrix` JSON block inside the
 * element, else the URL of `variation-matrix-url` (read once). Without any of them nothing is
 * requested and the options stay as printed, as with the platform's script. Element
 * attributes win over the form's data attributes.
 */
import type { FormValue } from '../../core/form/encode.ts';
import type { Settings } from '../../core/settings/index.ts';
import { VariationIndex, type IndexEntry } from '../../core/variations/index.ts';
import { matrixEntries, matrixProblem, readMatrix, type VariationMatrix } from '../../core/variations/matrix.ts';
import type { Variation } from '../../core/variations/schema.ts';
import { variationSource } from '../../core/variations/source.ts';
import { guardUrl } from '../../dom/url.ts';
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
  /** `null` = look for a matrix block, then the URL; `false` = no narrowing in AJAX mode. */
  variationMatrix: VariationMatrix | false | null;
  /** Where to read the matrix when the page prints none ('' = nowhere: nothing is requested). */
  variationMatrixUrl: string;
  /** The element's `swatches` attribute (`null` = absent: the page's `swatches` setting decides). */
  swatches: string | null;
  /** The element's `swatches-only` attribute: the selects are hidden while their swatches show. */
  swatchesOnly: boolean;
}

/** The JSON block a theme prints inside the element (or its form) with the attribute matrix. */
export const MATRIX_BLOCK = 'script.shop-variation-matrix';

/** True when the new options change where the variations come from. */
export function dataChanged(before: VariationOptions, after: VariationOptions): boolean {
  return (
    after.productVariations !== before.productVariations ||
    after.productId !== before.productId ||
    after.customData !== before.customData ||
    after.variationMatrix !== before.variationMatrix ||
    after.variationMatrixUrl !== before.variationMatrixUrl
  );
}

export class VariationData {
  readonly #host: HTMLElement;
  readonly #form: HTMLFormElement;
  readonly #names: readonly string[];
  /** Called when a fetched matrix arrives: the selects can be narrowed now. */
  readonly #onMatrix: () => void;
  #matrixOption: VariationMatrix | false | null = null;
  #matrixUrl = '';
  readonly #matrixSlot = latestOnly();
  #matrixRequested = false;

  /** Inline mode: the variations to match. */
  index: VariationIndex<Variation> | null = null;
  /** What narrows the options: the inline variations, or the matrix in AJAX mode. */
  narrowIndex: VariationIndex<IndexEntry> | null = null;
  useAjax = false;
  productId = 0;
  customData: Record<string, FormValue> | null = null;

  constructor(host: HTMLElement, form: HTMLFormElement, names: readonly string[], onMatrix: () => void) {
    this.#host = host;
    this.#form = form;
    this.#names = names;
    this.#onMatrix = onMatrix;
  }

  configure(options: VariationOptions): void {
    const form = this.#form;
    this.#matrixOption = options.variationMatrix;
    this.#matrixUrl = options.variationMatrixUrl.trim();
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
    this.#narrowFromPage();
  }

  /** AJAX mode: the matrix the page provides, in order of precedence; none means no narrowing. */
  #narrowFromPage(): void {
    const option = this.#matrixOption;
    if (option === false) return;
    if (option) {
      this.#useMatrix(option, 'attribute "variation-matrix"');
      return;
    }
    const block = this.#host.querySelector(MATRIX_BLOCK);
    if (block) {
      this.#useBlock(block.textContent ?? '');
      return;
    }
    if (this.#matrixUrl) this.#fetchMatrix(this.#matrixUrl);
  }

  #useBlock(text: string): void {
    const where = `matrix block (${MATRIX_BLOCK})`;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      notNarrowed(where, `not valid JSON (${(error as Error).message})`);
      return;
    }
    const read = readMatrix(data, this.#names);
    if ('problem' in read) notNarrowed(where, read.problem);
    else this.#setMatrix(read.matrix);
  }

  /** Uses a matrix of the right shape when it fits the form's selects; reports it otherwise. */
  #useMatrix(matrix: VariationMatrix, where: string): boolean {
    const problem = matrixProblem(matrix, this.#names);
    if (problem) notNarrowed(where, problem);
    else this.#setMatrix(matrix);
    return !problem;
  }

  #setMatrix(matrix: VariationMatrix): void {
    this.narrowIndex = new VariationIndex(this.#names, matrixEntries(matrix));
  }

  #fetchMatrix(configured: string): void {
    if (this.#matrixRequested) return;
    const where = 'attribute "variation-matrix-url"';
    const url = guardUrl(configured, `<shop-variations> ${where}`);
    if (url === null) return;
    this.#matrixRequested = true;
    const signal = this.#matrixSlot.next();
    getVariationMatrix(url, signal).then(
      (matrix) => {
        if (signal.aborted || !this.useAjax) return;
        // `false`: the store says the product has no matrix.
        if (matrix == null) notNarrowed(where, `${url} answered nothing`);
        else if (matrix && this.#useMatrix(matrix, `answer of ${url}`)) this.#onMatrix();
      },
      (error: unknown) => {
        if (!isAborted(error)) notNarrowed(where, `the matrix could not be read from ${url} (${(error as Error).message})`);
      },
    );
  }
}

/** Narrowing is an extra: without a usable matrix every option stays choosable. */
function notNarrowed(where: string, problem: string): void {
  console.error(`<shop-variations> ${where}: ${problem}; options are not narrowed.`);
}
