/**
 * Swapping page content for a variation's after the platform's own conventions, so
 * that theme code reading the same attributes keeps working: the first value of a
 * swapped attribute is kept in `data-o_<name>` and restored from there, the first
 * text of swapped meta in `data-o_content`.
 */
import type { AttributeValue } from '../../core/variations/display.ts';

/** Sets `name` to `value`, remembering the server's value once in `data-o_<name>`. */
export function setVariationAttr(element: Element | null | undefined, name: string, value: AttributeValue): void {
  if (!element) return;
  const original = `data-o_${name}`;
  if (!element.hasAttribute(original)) element.setAttribute(original, element.getAttribute(name) ?? '');
  if (value === false || value == null) element.removeAttribute(name);
  else element.setAttribute(name, String(value));
}

/** Puts back the value remembered by `setVariationAttr`; `forget` also drops the memory. */
export function resetVariationAttr(element: Element | null | undefined, name: string, forget = false): void {
  if (!element) return;
  const original = element.getAttribute(`data-o_${name}`);
  if (original === null) return;
  if (original === '' && name !== 'src' && name !== 'alt') element.removeAttribute(name);
  else element.setAttribute(name, original);
  if (forget) element.removeAttribute(`data-o_${name}`);
}

/** Replaces an element's text, remembering the server's text once in `data-o_content`. */
export function setContent(element: Element | null | undefined, text: string): void {
  if (!element) return;
  if (!element.hasAttribute('data-o_content')) element.setAttribute('data-o_content', element.textContent ?? '');
  element.textContent = text;
}

/** Puts back the text remembered by `setContent`; `forget` also drops the memory. */
export function resetContent(element: Element | null | undefined, forget = false): void {
  if (!element) return;
  const original = element.getAttribute('data-o_content');
  if (original === null) return;
  if (element.textContent !== original) element.textContent = original;
  if (forget) element.removeAttribute('data-o_content');
}

/**
 * The text of a short HTML string (`weight_html`, `dimensions_html`): entities decoded,
 * tags dropped. Parsed in an inert template: nothing runs, nothing loads.
 */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.textContent ?? '';
}

/** The product a form belongs to: meta and gallery are looked up there (the whole page without one). */
export function productOf(form: Element): ParentNode {
  return form.closest('.product') ?? document;
}
