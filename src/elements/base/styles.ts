/**
 * The few styles the elements need to be usable before a theme styles them: error
 * messages they add, the blocking overlay, hidden live regions. In a cascade layer
 * with :where() selectors (zero specificity), so any theme rule wins; colours through
 * custom properties (`--shop-error-color`), so a theme sets them once. Adopted as a
 * constructed stylesheet: no <style> element, nothing for a strict CSP to block.
 */
const BASE_CSS = `@layer storefront-elements {
  :where(.shop-add-to-cart-error, .woocommerce-coming-soon-banner__error, .shop-variations-error) {
    display: block; margin: .5em 0; color: var(--shop-error-color, #b32d2e); font-size: .875em;
  }
  :where(.blockUI.blockOverlay) { pointer-events: auto; }
  :where(.screen-reader-text) {
    position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
    clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  :where(.show-password-input) { cursor: pointer; }
}`;

let adopted = false;

export function adoptBaseStyles(): void {
  if (adopted || typeof document === 'undefined' || typeof CSSStyleSheet !== 'function') return;
  adopted = true;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(BASE_CSS);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // Browsers without constructable stylesheets simply go without the base styles.
  }
}
