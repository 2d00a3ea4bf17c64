/**
 * Small DOM helpers of the variation form, after the platform's own conventions so
 * that theme code reading the same attributes keeps working: the first value of a
 * swapped attribute is kept in `data-o_<name>` and restored from there, the first
 * text of swapped meta in `data-o_content`.
 */
import { prefersReducedMotion } from '../../dom/fragments.ts';

/** Sets `name` to `value`, remembering the server's value once in `data-o_<name>`. */
export function setVariationAttr(element: Element | null | undefined, name: string, value: unknown): void {
  if (!element) return;
  const original = `data-o_${name}`;
  if (!element.hasAttribute(original)) element.setAttribute(original, element.getAttribute(name) ?? '');
  if (value === false || value == null) element.removeAttribute(name);
  else element.setAttribute(name, String(value));
}

/** Puts back the value remembered by `setVariationAttr`. */
export function resetVariationAttr(element: Element | null | undefined, name: string): void {
  if (!element) return;
  const original = element.getAttribute(`data-o_${name}`);
  if (original === null) return;
  if (original === '' && name !== 'src' && name !== 'alt') element.removeAttribute(name);
  else element.setAttribute(name, original);
}

/** Replaces an element's text, remembering the server's text once in `data-o_content`. */
export function setContent(element: Element | null | undefined, text: string): void {
  if (!element) return;
  if (!element.hasAttribute('data-o_content')) element.setAttribute('data-o_content', element.textContent ?? '');
  element.textContent = text;
}

export function resetContent(element: Element | null | undefined): void {
  if (!element) return;
  const original = element.getAttribute('data-o_content');
  if (original !== null) element.textContent = original;
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

const slideTokens = new WeakMap<HTMLElement, number>();

/**
 * Slides an element open or shut (the platform's slideDown/slideUp) over `ms`,
 * instantly when the shopper prefers reduced motion. A newer slide replaces a running one.
 */
export function slide(element: HTMLElement, open: boolean, ms: number): Promise<void> {
  const token = (slideTokens.get(element) ?? 0) + 1;
  slideTokens.set(element, token);
  element.getAnimations?.().forEach((animation) => animation.cancel());
  const finish = () => {
    if (slideTokens.get(element) !== token) return;
    element.style.display = open ? '' : 'none';
    element.style.overflow = '';
  };
  const visible = element.style.display !== 'none' && element.offsetParent !== null;
  if (open) element.style.display = '';
  if (ms <= 0 || prefersReducedMotion() || typeof element.animate !== 'function' || visible === open) {
    finish();
    return Promise.resolve();
  }
  const height = open ? element.scrollHeight : element.offsetHeight;
  element.style.overflow = 'hidden';
  const animation = element.animate(
    open ? [{ height: '0px', opacity: 0 }, { height: `${height}px`, opacity: 1 }] : [{ height: `${height}px` }, { height: '0px' }],
    { duration: ms, easing: 'ease-in-out' },
  );
  return animation.finished.then(finish, finish);
}
