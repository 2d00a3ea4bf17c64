/**
 * Base styles of what the elements create (popups, loading states, dialogs), each feature adding
 * its own once. In the library's cascade layer, with :where() selectors in the CSS given, so any
 * theme rule wins; adopted as a constructed stylesheet, so a strict CSP has nothing to block.
 */
const added = new Set<string>();

export function adoptLayeredStyles(name: string, css: string): void {
  if (added.has(name) || typeof document === 'undefined' || typeof CSSStyleSheet !== 'function') return;
  added.add(name);
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`@layer storefront-elements {\n${css}\n}`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // Without constructable stylesheets the elements still work; they only look plainer.
  }
}
