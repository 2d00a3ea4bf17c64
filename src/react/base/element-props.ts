/** What every element component receives from the element base. */
export interface ElementProps<A> {
  /**
   * The markup the element enhances: the element itself when it wraps that markup; the markup
   * it names with `for` (or `forElement`), or the markup it is placed inside, otherwise
   * (dom/element-scope.ts). Look markup up and listen here.
   */
  host: HTMLElement;
  /** The custom element itself (the page's node): where its own attributes and state marks live. */
  element: HTMLElement;
  /** Its attributes, parsed and validated (bad input already replaced by fallbacks). */
  attrs: A;
  /**
   * Marks the element ready (`data-shop-ready`). Only for elements defined with
   * `readiness: 'self'`; the others are marked ready by the base once they mounted.
   */
  ready: () => void;
}
