/** What every element component receives from the element base. */
export interface ElementProps<A> {
  /** The custom element itself (the page's node). */
  host: HTMLElement;
  /** Its attributes, parsed and validated (bad input already replaced by fallbacks). */
  attrs: A;
}
