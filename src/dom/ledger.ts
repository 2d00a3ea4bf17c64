/**
 * The markup-restore ledger: remembers what an element changed in the server's markup (the
 * variation form, the course modal and sections, the member directory), so that letting go of
 * it (a disconnect, a move, a new mount) gives that markup back: the first value of each
 * attribute and the first presence of each class it touches.
 */
export class MarkupLedger {
  readonly #attributes = new Map<Element, Map<string, string | null>>();
  readonly #classes = new Map<Element, Map<string, boolean>>();

  /** Records `name` of `element` as it is now, unless it was recorded already. */
  attribute(element: Element, name: string): void {
    let names = this.#attributes.get(element);
    if (!names) this.#attributes.set(element, (names = new Map()));
    if (!names.has(name)) names.set(name, element.getAttribute(name));
  }

  /** Records whether `element` has the class `token` now, unless it was recorded already. */
  classToken(element: Element, token: string): void {
    let tokens = this.#classes.get(element);
    if (!tokens) this.#classes.set(element, (tokens = new Map()));
    if (!tokens.has(token)) tokens.set(token, element.classList.contains(token));
  }

  /** Puts every recorded attribute and class back, and forgets them. */
  restore(): void {
    for (const [element, names] of this.#attributes) {
      for (const [name, value] of names) {
        // Reading first: a style changed through `element.style` reaches its attribute only when read.
        const now = element.getAttribute(name);
        if (now === value) continue;
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
    }
    for (const [element, tokens] of this.#classes) {
      for (const [token, present] of tokens) element.classList.toggle(token, present);
    }
    this.#attributes.clear();
    this.#classes.clear();
  }
}
