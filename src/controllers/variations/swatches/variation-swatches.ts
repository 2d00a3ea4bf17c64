/**
 * Variation swatches (loaded on demand by ../swatches.ts): each attribute's options as a
 * WAI-ARIA radio group of focusable spans right after its `<select>`: colour chips with their name,
 * pictures (the variation's image for that option) with their name, or text labels.
 *
 * The select stays the source of truth. Choosing a swatch sets the select and dispatches the
 * `input` and `change` a shopper's choice in the select dispatches, so the form (and every
 * theme listener, jQuery's included) takes the one path a select change takes; the form calls
 * `sync()` after each check, so a change of the select (keyboard, script, reset link) shows
 * on the swatches. Narrowing shows too: an option no variation can match given the other
 * choices is aria-disabled with the reason in its name ("Red — not available in XL"), an
 * option whose variations are inactive is marked as the select marks it ("— out of stock").
 *
 * Keyboard (radio group pattern): one tab stop per attribute (the chosen option, else the
 * first that can be chosen), arrow keys move and choose, Home and End go to the first and the
 * last; an option that cannot be chosen can be reached (its name tells why) but is not chosen.
 */
import type { Settings } from '../../../core/settings/index.ts';
import type { AttributeOptions, Chosen, IndexEntry, OptionState, VariationIndex } from '../../../core/variations/index.ts';
import { textKey } from '../../../core/variations/index.ts';
import type { Variation } from '../../../core/variations/schema.ts';
import {
  optionColor,
  parseSwatchList,
  readSwatchSettings,
  resolveKind,
  swatchName,
  type SwatchChoice,
  type SwatchKind,
  type SwatchTexts,
} from '../../../core/variations/swatches.ts';
import { listenOn } from '../../../dom/jquery.ts';
import { MarkupLedger } from '../../../dom/ledger.ts';
import { messageTemplate } from '../../../dom/messages.ts';
import { adoptLayeredStyles } from '../../../dom/styles.ts';
import { guardUrl } from '../../../dom/url.ts';
import type { SwatchConfig, SwatchSource, Swatches } from '../swatches.ts';
import { SWATCH_CSS } from './swatch-styles.ts';

interface Item {
  /** A focusable span rather than a button: theme rules for buttons (a filled accent) must not reach it. */
  readonly button: HTMLElement;
  readonly value: string;
  readonly label: string;
  state: OptionState;
  name: string;
}

interface Group {
  readonly select: HTMLSelectElement;
  /** Position of the select in the form. */
  readonly index: number;
  readonly name: string;
  readonly kind: SwatchKind;
  readonly root: HTMLElement;
  readonly items: Item[];
  stop: Item | undefined;
}

const HIDDEN_SELECT = 'shop-swatches-select-hidden';
const NAMESPACE = '.shopSwatches';
let ids = 0;

export function createSwatches(source: SwatchSource, config: SwatchConfig): Swatches {
  return new VariationSwatches(source, config);
}

function warn(where: string, problem: string): void {
  console.warn(`<shop-variations> ${where}: ${problem}.`);
}

/** The picture of an option: its own `data-image`, else the first inline variation with that value and an image. */
function optionImage(option: HTMLOptionElement, name: string, variations: readonly Variation[] | null): string | undefined {
  const own = option.dataset.image?.trim();
  const candidates: string[] = [];
  if (own) candidates.push(own);
  else if (variations) {
    const key = textKey(option.value);
    const variation = variations.find((v) => textKey(v.attributes?.[name]) === key && imageOf(v));
    const src = variation && imageOf(variation);
    if (src) candidates.push(src);
  }
  for (const url of candidates) {
    const safe = guardUrl(url, `<shop-variations> swatch picture of "${option.text.trim()}"`, 'image');
    if (safe !== null) return safe;
  }
  return undefined;
}

function imageOf(variation: Variation): string | undefined {
  const image = variation.image;
  if (!image) return undefined;
  for (const field of [image.gallery_thumbnail_src, image.thumb_src, image.src]) {
    if (typeof field === 'string' && field.trim() !== '') return field;
  }
  return undefined;
}

function isColor(value: string): boolean {
  return typeof CSS === 'undefined' || typeof CSS.supports !== 'function' || CSS.supports('color', value);
}

class VariationSwatches implements Swatches {
  readonly #source: SwatchSource;
  readonly #groups: Group[] = [];
  readonly #ledger = new MarkupLedger();
  readonly #cleanups: Array<() => void> = [];
  readonly #texts: SwatchTexts;
  readonly #only: boolean;

  constructor(source: SwatchSource, config: SwatchConfig) {
    this.#source = source;
    adoptLayeredStyles('variation-swatches', SWATCH_CSS);
    const settings = readSwatchSettings((config.settings as Settings).swatches);
    for (const problem of settings.problems) warn('setting "swatches"', problem);
    this.#texts = {
      not_available: settings.texts.not_available ?? messageTemplate('swatchNotAvailable'),
      out_of_stock: settings.texts.out_of_stock ?? messageTemplate('swatchOutOfStock'),
      unavailable: settings.texts.unavailable ?? messageTemplate('swatchUnavailable'),
    };
    this.#only = config.only || settings.only;
    const fromAttribute = config.list !== null;
    const list = parseSwatchList(fromAttribute ? config.list! : (settings.list ?? ''), source.names);
    for (const problem of list.problems) warn(fromAttribute ? 'attribute "swatches"' : 'setting "swatches"', problem);
    source.selects.forEach((select, index) => {
      const name = source.names[index]!;
      const choice = list.kinds.get(name);
      if (choice === undefined) return;
      this.#groups.push(this.#build(select, index, name, choice, settings.colors));
    });
    for (const group of this.#groups) this.#bind(group);
    this.sync();
  }

  // ---- building ---------------------------------------------------------

  #build(select: HTMLSelectElement, index: number, name: string, choice: SwatchChoice, colors: ReadonlyMap<string, string>): Group {
    const options = this.#source.printed(select);
    const colorOf = new Map<HTMLOptionElement, string>();
    for (const option of options) {
      const colour = optionColor(option.dataset.color, option.value, option.text, colors);
      if (colour === undefined) continue;
      if (isColor(colour)) colorOf.set(option, colour);
      else warn(`swatch colour of "${option.text.trim()}"`, `${JSON.stringify(colour)} is not a CSS colour; it shows its name only`);
    }
    const kind = resolveKind(choice, colorOf.size > 0);
    const root = document.createElement('div');
    root.className = `shop-swatches shop-swatches--${kind}`;
    root.setAttribute('role', 'radiogroup');
    root.dataset.attribute = name;
    this.#label(select, root, name);
    const variations = kind === 'image' ? this.#source.variations() : null;
    const items = options.map((option) => {
      const label = option.text.trim() || option.value;
      const button = document.createElement('span');
      button.className = 'shop-swatch';
      button.setAttribute('role', 'radio');
      button.setAttribute('aria-checked', 'false');
      button.tabIndex = -1;
      button.dataset.value = option.value;
      if (kind === 'color') {
        const colour = colorOf.get(option);
        if (colour !== undefined) {
          const chip = document.createElement('span');
          chip.className = 'shop-swatch__chip';
          chip.setAttribute('aria-hidden', 'true');
          chip.style.setProperty('--shop-swatch-color', colour);
          button.append(chip);
        }
      } else if (kind === 'image') {
        const src = optionImage(option, name, variations);
        if (src !== undefined) {
          const img = document.createElement('img');
          img.className = 'shop-swatch__image';
          img.alt = '';
          img.src = src;
          img.loading = 'lazy';
          img.decoding = 'async';
          button.append(img);
        } else button.classList.add('shop-swatch--no-image');
      }
      const text = document.createElement('span');
      text.className = 'shop-swatch__name';
      text.textContent = label;
      button.append(text);
      root.append(button);
      return { button, value: option.value, label, state: 'enabled' as OptionState, name: label };
    });
    select.after(root);
    if (this.#only) {
      for (const attribute of ['class', 'tabindex', 'aria-hidden']) this.#ledger.attribute(select, attribute);
      select.classList.add(HIDDEN_SELECT);
      select.tabIndex = -1;
      select.setAttribute('aria-hidden', 'true');
    }
    return { select, index, name, kind, root, items, stop: undefined };
  }

  /** The group is named by the attribute's label (given an id when it has none), else by the attribute. */
  #label(select: HTMLSelectElement, root: HTMLElement, name: string): void {
    const form = this.#source.form;
    const label =
      (select.id ? form.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(select.id)}"]`) : null) ??
      select.closest('tr')?.querySelector<HTMLLabelElement>('th label, td.label label') ??
      null;
    if (!label) {
      root.setAttribute('aria-label', name.replace(/^attribute_(pa_)?/, ''));
      return;
    }
    if (!label.id) {
      this.#ledger.attribute(label, 'id');
      ids += 1;
      label.id = `shop-swatches-label-${ids}`;
    }
    root.setAttribute('aria-labelledby', label.id);
    if (this.#only) {
      // The label names a hidden select: a click on it goes to the swatches instead.
      const onClick = (event: MouseEvent) => {
        const group = this.#groups.find((g) => g.root === root);
        if (!group) return;
        event.preventDefault();
        (group.stop ?? group.items[0])?.button.focus();
      };
      label.addEventListener('click', onClick);
      this.#cleanups.push(() => label.removeEventListener('click', onClick));
    }
  }

  #bind(group: Group): void {
    const { root } = group;
    const itemOf = (target: EventTarget | null) => {
      const button = target instanceof Element ? target.closest('.shop-swatch') : null;
      return group.items.find((item) => item.button === button);
    };
    const onClick = (event: MouseEvent) => {
      const item = itemOf(event.target);
      if (!item) return;
      item.button.focus();
      this.#choose(group, item);
    };
    const onKey = (event: KeyboardEvent) => {
      const item = itemOf(event.target);
      if (!item || event.altKey || event.ctrlKey || event.metaKey) return;
      const { items } = group;
      const at = items.indexOf(item);
      const rtl = getComputedStyle(root).direction === 'rtl';
      let next: Item | undefined;
      switch (event.key) {
        case 'ArrowDown':
          next = items[(at + 1) % items.length];
          break;
        case 'ArrowUp':
          next = items[(at - 1 + items.length) % items.length];
          break;
        case 'ArrowRight':
          next = items[(at + (rtl ? -1 : 1) + items.length) % items.length];
          break;
        case 'ArrowLeft':
          next = items[(at + (rtl ? 1 : -1) + items.length) % items.length];
          break;
        case 'Home':
          next = items[0];
          break;
        case 'End':
          next = items[items.length - 1];
          break;
        case ' ':
        case 'Enter':
          event.preventDefault();
          this.#choose(group, item);
          return;
        default:
          return;
      }
      event.preventDefault();
      if (!next) return;
      this.#setStop(group, next);
      next.button.focus();
      this.#choose(group, next);
    };
    root.addEventListener('click', onClick);
    root.addEventListener('keydown', onKey);
    this.#cleanups.push(() => {
      root.removeEventListener('click', onClick);
      root.removeEventListener('keydown', onKey);
    });
    // A script that sets the select and triggers its change through jQuery reaches no DOM listener.
    this.#cleanups.push(listenOn(group.select, ['change'], NAMESPACE, () => this.sync()));
  }

  // ---- choosing ---------------------------------------------------------

  /** The select's own path: its value, then the input and change events a shopper's choice fires. */
  #choose(group: Group, item: Item): void {
    if (item.state !== 'enabled') return;
    const { select } = group;
    if (select.value === item.value) return;
    const option = [...select.options].find((o) => o.value === item.value);
    if (!option || option.disabled) return;
    select.value = item.value;
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }

  #setStop(group: Group, stop: Item | undefined): void {
    if (group.stop === stop) return;
    if (group.stop) group.stop.button.tabIndex = -1;
    group.stop = stop;
    if (stop) stop.button.tabIndex = 0;
  }

  // ---- showing ------------------------------------------------------------

  sync(): void {
    const source = this.#source;
    const index = source.narrowIndex();
    const chosen = source.chosen();
    const single = new Map<string, AttributeOptions>();
    for (const group of this.#groups) {
      const value = group.select.value;
      const options = index ? index.options(chosen, group.name) : null;
      let checkedItem: Item | undefined;
      let firstEnabled: Item | undefined;
      for (const item of group.items) {
        const state = options ? options.state(item.value) : 'enabled';
        const checked = value !== '' && item.value === value;
        if (checked) checkedItem = item;
        if (!firstEnabled && state === 'enabled') firstEnabled = item;
        const name =
          state === 'enabled'
            ? item.label
            : swatchName(item.label, state, state === 'absent' && index ? this.#conflicts(index, chosen, group, item.value, single) : [], this.#texts);
        const { button } = item;
        if (item.state !== state) {
          item.state = state;
          if (state === 'enabled') {
            button.removeAttribute('aria-disabled');
            delete button.dataset.state;
          } else {
            button.setAttribute('aria-disabled', 'true');
            button.dataset.state = state === 'absent' ? 'unavailable' : 'out-of-stock';
          }
        }
        if (item.name !== name || (state === 'enabled') === button.hasAttribute('aria-label')) {
          item.name = name;
          if (state === 'enabled') {
            button.removeAttribute('aria-label');
            button.removeAttribute('title');
          } else {
            button.setAttribute('aria-label', name);
            button.title = name;
          }
        }
        const ariaChecked = checked ? 'true' : 'false';
        if (button.getAttribute('aria-checked') !== ariaChecked) button.setAttribute('aria-checked', ariaChecked);
      }
      // A focused option that cannot be chosen keeps the tab stop until the focus leaves it.
      const focused = group.items.find((item) => item.button === document.activeElement);
      this.#setStop(group, focused && focused.state !== 'enabled' && !checkedItem ? focused : (checkedItem ?? firstEnabled ?? group.items[0]));
    }
  }

  /** The chosen values of other attributes that rule `value` out (each one alone), else all of them. */
  #conflicts(
    index: VariationIndex<IndexEntry>,
    chosen: Chosen,
    group: Group,
    value: string,
    single: Map<string, AttributeOptions>,
  ): string[] {
    const { selects, names } = this.#source;
    const all: string[] = [];
    const alone: string[] = [];
    selects.forEach((select, j) => {
      const other = names[j]!;
      if (j === group.index || textKey(chosen[other]) === '') return;
      const label = select.selectedOptions[0]?.text.trim() || select.value;
      all.push(label);
      const key = `${group.index}:${j}`;
      let options = single.get(key);
      if (!options) {
        options = index.options({ [other]: chosen[other] }, group.name);
        single.set(key, options);
      }
      if (options.state(value) === 'absent') alone.push(label);
    });
    return alone.length > 0 ? alone : all;
  }

  focusTarget(select: HTMLSelectElement): HTMLElement | null {
    if (!this.#only) return null;
    const group = this.#groups.find((g) => g.select === select);
    return group ? ((group.stop ?? group.items[0])?.button ?? null) : null;
  }

  destroy(): void {
    this.#cleanups.splice(0).forEach((cleanup) => cleanup());
    for (const group of this.#groups) group.root.remove();
    this.#groups.length = 0;
    this.#ledger.restore();
  }
}
