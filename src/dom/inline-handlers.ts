/**
 * Inline click handlers that call a script the page no longer has (bbPress prints
 * `onclick="return addReply.moveForm(…)"` on its Reply links): an element that takes such links
 * over removes the attribute, so a click throws nothing and runs nothing twice, whichever script
 * loaded first. The ledger keeps the first value, so letting go gives the markup back.
 */
import type { MarkupLedger } from './ledger.ts';

/**
 * Takes the `onclick` attribute off every link of `root` matching `selector`: those there now,
 * and those that arrive later or get one again, just before their click reaches them (a capture
 * listener on `root` runs before the link's own handler, which reads the attribute's value then).
 * `taken` sees each handler's text before it goes. Returns the function that stops watching; the
 * caller's `ledger.restore()` puts the attributes back.
 */
export function takeInlineClicks(
  root: HTMLElement,
  selector: string,
  ledger: MarkupLedger,
  taken: (link: Element, handler: string) => void = () => {},
): () => void {
  const take = (link: Element) => {
    const handler = link.getAttribute('onclick');
    if (handler === null) return;
    taken(link, handler);
    ledger.attribute(link, 'onclick');
    link.removeAttribute('onclick');
  };
  for (const link of root.querySelectorAll(selector)) take(link);
  const click = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest(selector) : null;
    if (link && root.contains(link)) take(link);
  };
  root.addEventListener('click', click, true);
  return () => root.removeEventListener('click', click, true);
}
