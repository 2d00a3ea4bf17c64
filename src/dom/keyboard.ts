/**
 * Links that act as buttons (the platform prints `<a role="button" href="#">`)
 * must work with Enter and Space, and must not follow their href.
 * Returns the cleanup that removes the listeners.
 */
export function onActivate(element: HTMLElement, activate: (event: Event) => void): () => void {
  const click = (event: MouseEvent) => {
    event.preventDefault();
    activate(event);
  };
  const keydown = (event: KeyboardEvent) => {
    // A link already turns Enter into a click; Space needs our help (and must not scroll).
    const isLink = element instanceof HTMLAnchorElement && element.hasAttribute('href');
    if (event.key === ' ' || event.key === 'Spacebar' || (event.key === 'Enter' && !isLink)) {
      event.preventDefault();
      activate(event);
    }
  };
  element.addEventListener('click', click);
  element.addEventListener('keydown', keydown);
  return () => {
    element.removeEventListener('click', click);
    element.removeEventListener('keydown', keydown);
  };
}
