import { useLayoutEffect } from 'react';
import { focusKeyAfterRemoval } from '../../core/cart/mini-cart.ts';
import { $cart } from '../../stores/cart.ts';

export const REMOVE_LINK = 'a.remove_from_cart_button';
/** The header's cart link (the dropdown's toggle), and where the focus goes when the cart empties. */
export const CART_LINK = 'a.cart-contents';

/** Where in the mini cart the focus is: the cart link, or the remove link of an item. */
type FocusedPart = { kind: 'cart-link' } | { kind: 'remove'; key: string };

/**
 * A cart answer replaces the mini cart's markup, and the element holding the focus leaves
 * the page with it: the focus falls to `<body>`, a theme's dropdown closes and the next Tab
 * starts over from the top. After each answer, the focus goes back to the same part of the
 * new markup: the cart link, the same item's remove link, or for a removed item the next
 * item's remove link, else the previous one's, else the cart link. Focus the shopper moved
 * elsewhere meanwhile stays where it is.
 */
export function useKeptFocus(host: HTMLElement): void {
  useLayoutEffect(() => {
    let focused: FocusedPart | null = null;
    const removeLinks = () =>
      [...host.querySelectorAll<HTMLElement>(REMOVE_LINK)].filter((link) => link.dataset.cart_item_key);
    const keysOf = (links: HTMLElement[]) => links.map((link) => link.dataset.cart_item_key ?? '');
    let keys = keysOf(removeLinks());

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const remove = target.closest<HTMLElement>(REMOVE_LINK);
      if (remove?.dataset.cart_item_key) focused = { kind: 'remove', key: remove.dataset.cart_item_key };
      else if (target.closest(CART_LINK)) focused = { kind: 'cart-link' };
      else focused = null;
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && host.contains(next)) return;
      // Browsers that blur an element as it is removed: that is the loss to repair, not a move.
      const left = event.target;
      queueMicrotask(() => {
        if (!(left instanceof Node) || left.isConnected) focused = null;
      });
    };

    const onCartChange = () => {
      const links = removeLinks();
      const keysBefore = keys;
      keys = keysOf(links);
      const active = host.ownerDocument.activeElement;
      const lost = !active || active === host.ownerDocument.body || !active.isConnected;
      if (!focused || !lost) return;
      let target: HTMLElement | null | undefined;
      if (focused.kind === 'remove') {
        const key = keys.includes(focused.key) ? focused.key : focusKeyAfterRemoval(keysBefore, focused.key, keys);
        target = links.find((link) => link.dataset.cart_item_key === key);
      }
      const next = target ?? host.querySelector<HTMLElement>(CART_LINK);
      if (next) focusInside(next, host);
    };

    host.addEventListener('focusin', onFocusIn);
    host.addEventListener('focusout', onFocusOut);
    const unlisten = $cart.listen(onCartChange);
    return () => {
      host.removeEventListener('focusin', onFocusIn);
      host.removeEventListener('focusout', onFocusOut);
      unlisten();
    };
  }, [host]);
}

/**
 * Focuses `target`, also when a theme that shows the dropdown only while the focus is in it
 * (`:focus-within`) hid it as the focus fell out: its hidden ancestors are shown for the
 * move, and the theme's rule keeps them shown once the focus is back.
 */
function focusInside(target: HTMLElement, host: HTMLElement): void {
  target.focus();
  if (target.ownerDocument.activeElement === target) return;
  const shown: Array<[HTMLElement, string]> = [];
  for (let element = target.parentElement; element && element !== host; element = element.parentElement) {
    if (getComputedStyle(element).display !== 'none') continue;
    shown.push([element, element.style.display]);
    element.style.display = 'block';
  }
  target.focus();
  for (const [element, display] of shown) element.style.display = display;
}
