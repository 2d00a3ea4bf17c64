/**
 * Where an element's behaviour applies (its scope). An element enhances the markup it wraps;
 * it can also enhance markup it does not wrap, so that a theme's DOM stays exactly as the
 * theme printed it (a wrapper breaks child selectors such as `.site-main > *`):
 *  - `for="<id>"` (or the `forElement` property, which wins) names the markup, anywhere on the page;
 *  - placed, empty, inside the markup it enhances (its `enhances` selector), the element applies
 *    to the markup around it.
 * The drop-in bundle and the element chunks each have a copy of this module: the resolution
 * is read from the page only, and the ownership registry is used by the element chunks alone.
 */

/** The JS property that names the enhanced markup by reference (automatic mode uses it). */
export const FOR_PROPERTY = 'forElement';
export const FOR_ATTRIBUTE = 'for';

/**
 * The markup `element` applies to: the markup named by `for` (null while no element of the page
 * has that id), else the `enhances` markup around it when it is empty, else the element itself.
 */
export function resolveScope(element: HTMLElement, enhances: string | undefined): HTMLElement | null {
  const named = (element as unknown as Record<string, unknown>)[FOR_PROPERTY];
  if (named instanceof HTMLElement) return named;
  const id = element.getAttribute(FOR_ATTRIBUTE)?.trim();
  if (id) return element.ownerDocument.getElementById(id);
  // An empty element is placed, not wrapping: it applies to the markup around it.
  if (enhances && !element.firstElementChild) {
    const around = element.parentElement?.closest<HTMLElement>(enhances);
    if (around) return around;
  }
  return element;
}

/** Per scope, the elements (by tag) that apply to it without wrapping it. */
const owners = new WeakMap<Element, Map<string, HTMLElement>>();

/** Records that `element` (of `tag`) applies to `scope`; returns the undo. */
export function registerScope(scope: HTMLElement, tag: string, element: HTMLElement): () => void {
  if (scope === element) return () => {};
  let byTag = owners.get(scope);
  if (!byTag) owners.set(scope, (byTag = new Map()));
  if (byTag.has(tag) && byTag.get(tag) !== element) {
    console.warn(`<${tag}>: two elements apply to the same markup; the last one placed handles it.`);
  }
  byTag.set(tag, element);
  return () => {
    if (byTag.get(tag) === element) byTag.delete(tag);
  };
}

/**
 * The scope of the innermost element of `tag` that applies to `node`: the element itself when it
 * wraps the node, the markup it names or sits in otherwise. An element compares this with its own
 * scope to leave nested elements of its tag their own controls.
 */
export function owningScope(node: Node, tag: string): Element | null {
  for (let at: Element | null = node instanceof Element ? node : node.parentElement; at; at = at.parentElement) {
    if (at.localName === tag) return at;
    if (owners.get(at)?.has(tag)) return at;
  }
  return null;
}

/** The element of `tag` that applies to `node`, for code that sees only the page (the drop-in). */
export function findOwner(node: Element, tag: string, enhances: string | undefined): HTMLElement | null {
  const wrapping = node.closest<HTMLElement>(tag);
  let best: HTMLElement | null = wrapping;
  let bestScope: Element | null = wrapping;
  for (const element of node.ownerDocument.querySelectorAll<HTMLElement>(tag)) {
    if (element === wrapping) continue;
    const scope = resolveScope(element, enhances);
    if (!scope || scope === element || !scope.contains(node)) continue;
    // The innermost scope wins, as it does for wrapping elements.
    if (!bestScope || bestScope.contains(scope)) {
      best = element;
      bestScope = scope;
    }
  }
  return best;
}

/** The markup matching `selector` in a scope, the scope itself included (an element may name one control). */
export function queryAllInScope<E extends Element = HTMLElement>(scope: Element, selector: string): E[] {
  const inside = [...scope.querySelectorAll<E>(selector)];
  return scope.matches(selector) ? [scope as E, ...inside] : inside;
}
