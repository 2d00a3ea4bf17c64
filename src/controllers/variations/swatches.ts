/**
 * Variation swatches, the light stub (docs/architecture.md, lazy parts): whether a form wants
 * swatches (the element's `swatches` attribute, else the page's `swatches` setting) and one
 * `import()` of `swatches/variation-swatches.ts` when it does, so a page without swatches
 * loads none of their code. The swatches only show and set the selects: the selects stay the
 * form's source of truth, and the form tells the swatches when to follow them (`sync`).
 */
import type { Settings } from '../../core/settings/index.ts';
import type { IndexEntry, VariationIndex } from '../../core/variations/index.ts';
import type { Variation } from '../../core/variations/schema.ts';
import { isSwatchesOff } from '../../core/variations/swatches-off.ts';

/** What the swatches read of the form (VariationForm gives it). */
export interface SwatchSource {
  readonly form: HTMLFormElement;
  readonly selects: readonly HTMLSelectElement[];
  /** The selects' attribute names, in form order. */
  readonly names: readonly string[];
  /** A select's options as printed, before any narrowing. */
  printed(select: HTMLSelectElement): HTMLOptionElement[];
  /** What narrows the options now (inline variations, or the matrix in AJAX mode), or null. */
  narrowIndex(): VariationIndex<IndexEntry> | null;
  /** The inline variations (for picture swatches), or null in AJAX mode. */
  variations(): readonly Variation[] | null;
  chosen(): Record<string, string>;
}

export interface SwatchConfig {
  /** The element's `swatches` attribute (`null` = absent: the setting decides). */
  list: string | null;
  /** The element's `swatches-only` attribute. */
  only: boolean;
  settings: Settings;
}

export interface Swatches {
  /** Shows the selects' values and narrowing. */
  sync(): void;
  /** Where the focus goes instead of `select` (swatches-only), or null. */
  focusTarget(select: HTMLSelectElement): HTMLElement | null;
  destroy(): void;
}

/** True when the attribute or the page's setting asks for swatches. */
export function swatchesWanted(config: SwatchConfig): boolean {
  if (config.list !== null) return !isSwatchesOff(config.list);
  const setting = config.settings.swatches;
  if (setting === true) return true;
  if (typeof setting === 'string') return !isSwatchesOff(setting);
  if (typeof setting !== 'object' || setting === null) return false;
  const { attributes } = setting as { attributes?: unknown };
  if (typeof attributes === 'string') return !isSwatchesOff(attributes);
  return attributes === true || (typeof attributes === 'object' && attributes !== null);
}

/** The swatches of one form: loaded when wanted, replaced when their configuration changes. */
export class SwatchSlot {
  readonly #source: SwatchSource;
  #current: Swatches | null = null;
  #config: SwatchConfig | null = null;
  #generation = 0;

  constructor(source: SwatchSource) {
    this.#source = source;
  }

  configure(config: SwatchConfig): void {
    const before = this.#config;
    if (before && before.list === config.list && before.only === config.only && before.settings === config.settings) return;
    this.#config = config;
    this.destroy();
    if (!swatchesWanted(config)) return;
    const generation = this.#generation;
    import('./swatches/variation-swatches.ts').then(
      ({ createSwatches }) => {
        if (generation !== this.#generation) return;
        this.#current = createSwatches(this.#source, config);
      },
      (error: unknown) => console.error('<shop-variations>: the swatches could not be loaded; the selects work as printed.', error),
    );
  }

  sync(): void {
    this.#current?.sync();
  }

  focusTarget(select: HTMLSelectElement): HTMLElement {
    return this.#current?.focusTarget(select) ?? select;
  }

  destroy(): void {
    this.#generation += 1;
    this.#current?.destroy();
    this.#current = null;
  }
}
