/** The form's `variation_id` field: the matched variation's id, empty without a match. */

const FIELDS = 'input[name="variation_id"], input.variation_id';

export class VariationIdField {
  readonly #form: HTMLFormElement;
  readonly #printed = new Map<HTMLInputElement, string>();

  constructor(form: HTMLFormElement) {
    this.#form = form;
  }

  /** Sets every variation_id field; a field that changes tells its listeners. */
  set(value: string): void {
    for (const input of this.#form.querySelectorAll<HTMLInputElement>(FIELDS)) {
      if (input.value === value) continue;
      if (!this.#printed.has(input)) this.#printed.set(input, input.value);
      input.value = value;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }

  /** Every field's value as printed. */
  release(): void {
    for (const [input, value] of this.#printed) input.value = value;
    this.#printed.clear();
  }
}
