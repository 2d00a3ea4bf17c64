/**
 * Styles of the product table's behaviour (loading state, hidden rows, sticky parts, the
 * navigation dialog…), each feature module adding its own once. Like the element base's
 * styles: a cascade layer and :where() selectors, so any theme rule wins; a constructed
 * stylesheet, so a strict CSP has nothing to block.
 */
const added = new Set<string>();

export function adoptTableStyles(name: string, css: string): void {
  if (added.has(name) || typeof document === 'undefined' || typeof CSSStyleSheet !== 'function') return;
  added.add(name);
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`@layer storefront-elements {\n${css}\n}`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // Without constructable stylesheets the table still works; it only looks plainer.
  }
}
