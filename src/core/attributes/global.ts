/**
 * Attributes every HTML element may carry. An element's own attributes are its
 * AttributeSpecs; anything else on its tag is probably a typo worth a warning.
 */
const GLOBAL_ATTRIBUTES = new Set([
  'accesskey', 'autocapitalize', 'autocorrect', 'autofocus', 'class', 'contenteditable', 'dir', 'draggable',
  'enterkeyhint', 'exportparts', 'hidden', 'id', 'inert', 'inputmode', 'is', 'itemid', 'itemprop', 'itemref',
  'itemscope', 'itemtype', 'lang', 'nonce', 'part', 'popover', 'role', 'slot', 'spellcheck', 'style',
  'tabindex', 'title', 'translate', 'writingsuggestions', 'xml:lang', 'xmlns',
]);

/** Global attributes, `data-*`, `aria-*` and inline event handlers (`on…`). */
export function isGlobalAttribute(name: string): boolean {
  return GLOBAL_ATTRIBUTES.has(name) || name.startsWith('data-') || name.startsWith('aria-') || /^on[a-z]/.test(name);
}
