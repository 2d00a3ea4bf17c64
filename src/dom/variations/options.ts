/**
 * §4.3 narrowing on the page's selects: each select keeps the options that still match
 * some variation given the other selects, disables those whose variations are inactive,
 * and loses a choice that is no longer valid. The server's options are kept aside (with
 * their order, classes and disabled state) so that a release gives every list back.
 */
import type { Chosen, IndexEntry, VariationIndex } from '../../core/variations/index.ts';

interface PrintedOption {
  option: HTMLOptionElement;
  disabled: boolean;
  className: string | null;
}

interface PrintedList {
  placeholder: HTMLOptionElement | null;
  options: PrintedOption[];
}

export class OptionLists {
  readonly #selects: readonly HTMLSelectElement[];
  readonly #names: readonly string[];
  readonly #printed = new Map<HTMLSelectElement, PrintedList>();

  /** Records the lists as printed: call before anything narrows them. */
  constructor(selects: readonly HTMLSelectElement[], names: readonly string[]) {
    this.#selects = selects;
    this.#names = names;
    for (const select of selects) {
      const all = [...select.options];
      const placeholder = all.find((o) => o.value === '') ?? null;
      this.#printed.set(select, {
        placeholder,
        options: all
          .filter((o) => o !== placeholder)
          .map((option) => ({ option, disabled: option.disabled, className: option.getAttribute('class') })),
      });
    }
  }

  /** The options of `select` as printed (placeholder aside), whether narrowing took them out or not. */
  printed(select: HTMLSelectElement): HTMLOptionElement[] {
    return this.#printed.get(select)?.options.map((p) => p.option) ?? [];
  }

  /** Narrows every select for `chosen`; returns the selects whose choice had to be cleared. */
  narrow(index: VariationIndex<IndexEntry>, chosen: Chosen): HTMLSelectElement[] {
    const cleared: HTMLSelectElement[] = [];
    this.#selects.forEach((select, i) => {
      const { placeholder, options } = this.#printed.get(select)!;
      const narrowed = index.options(chosen, this.#names[i]!);
      const value = select.value;
      let valid = value === '';
      let cursor: ChildNode | null = placeholder ? placeholder.nextSibling : select.firstChild;
      for (const { option } of options) {
        const state = narrowed.state(option.value);
        if (state === 'absent') {
          if (option === cursor) cursor = option.nextSibling;
          if (option.parentNode) option.remove();
          continue;
        }
        if (option === cursor) cursor = option.nextSibling;
        else select.insertBefore(option, cursor);
        const disabled = state === 'disabled';
        if (option.disabled !== disabled) option.disabled = disabled;
        const className = disabled ? 'attached' : 'attached enabled';
        if (option.className !== className) option.className = className;
        if (!valid && !disabled && option.value === value) valid = true;
      }
      if (!valid) {
        this.clear(select);
        cleared.push(select);
      } else if (select.value !== value) {
        select.value = value;
      }
    });
    return cleared;
  }

  /** Empties a select; its placeholder comes back first when it was taken out. */
  clear(select: HTMLSelectElement): void {
    const placeholder = this.#printed.get(select)?.placeholder;
    if (placeholder && !placeholder.parentNode) select.prepend(placeholder);
    select.value = '';
  }

  /**
   * A select printed with `data-show_option_none="no"` loses its 'Choose an option'
   * placeholder once it holds a valid choice, as the platform does; the placeholder
   * returns when the choice is cleared.
   */
  syncPlaceholders(): void {
    for (const select of this.#selects) {
      const placeholder = this.#printed.get(select)?.placeholder;
      if (!placeholder || select.dataset.show_option_none !== 'no') continue;
      const chosenOption = select.selectedOptions[0];
      const hold = select.value !== '' && chosenOption !== undefined && !chosenOption.disabled;
      if (hold && placeholder.parentNode) placeholder.remove();
      else if (!hold && !placeholder.parentNode) select.prepend(placeholder);
    }
  }

  /** Every list as printed, keeping the shopper's choice. */
  release(): void {
    for (const select of this.#selects) {
      const value = select.value;
      const { placeholder, options } = this.#printed.get(select)!;
      if (placeholder && !placeholder.parentNode) select.prepend(placeholder);
      for (const { option, disabled, className } of options) {
        option.disabled = disabled;
        if (className === null) option.removeAttribute('class');
        else option.setAttribute('class', className);
        select.append(option);
      }
      select.value = value;
    }
  }
}
