/**
 * The blocking overlay shops put on a form while a request runs (§8: no message;
 * §9.1: white at 0.6 opacity). Blocks nest: the overlay goes when the last one ends.
 */
import { SHOP } from '../core/timings/index.ts';

const counts = new WeakMap<HTMLElement, number>();

export function blockElement(element: HTMLElement): () => void {
  const count = (counts.get(element) ?? 0) + 1;
  counts.set(element, count);
  if (count === 1) {
    element.classList.add('processing');
    element.setAttribute('aria-busy', 'true');
    const overlay = document.createElement('div');
    overlay.className = 'blockUI blockOverlay';
    overlay.setAttribute('aria-hidden', 'true');
    overlay.style.cssText = `position:absolute;inset:0;z-index:1000;cursor:wait;background:${SHOP.blockOverlayBackground};opacity:${SHOP.blockOverlayOpacity}`;
    if (getComputedStyle(element).position === 'static') element.dataset.shopBlockStatic = '1';
    if (element.dataset.shopBlockStatic) element.style.position = 'relative';
    element.append(overlay);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (counts.get(element) ?? 1) - 1;
    counts.set(element, left);
    if (left > 0) return;
    element.classList.remove('processing');
    element.removeAttribute('aria-busy');
    element.querySelectorAll(':scope > .blockUI.blockOverlay').forEach((overlay) => overlay.remove());
    if (element.dataset.shopBlockStatic) {
      element.style.position = '';
      delete element.dataset.shopBlockStatic;
    }
  };
}
