import { useLayoutEffect } from 'react';
import { listenAll } from '../../dom/listen.ts';
import { $cart } from '../../stores/cart.ts';
import { CART_LINK } from './keep-focus.ts';
const PANEL = '.widget_shopping_cart, .widget_shopping_cart_content';

function isHovered(element: Element): boolean {
  try {
    return element.matches(':hover');
  } catch {
    return false;
  }
}

/**
 * The header mini cart as a disclosure: the theme shows the widget while the pointer or the
 * focus is in it (`:hover`, `:focus-within`); the cart link tells assistive technology
 * whether it is shown (`aria-expanded`), and Escape hides it and brings the focus back to
 * the cart link. It stays hidden until the pointer and the focus have both left.
 * The cart link is a fragment (replaced by every cart answer), so it is marked again after each.
 */
export function useDropdown(host: HTMLElement): void {
  useLayoutEffect(() => {
    let dismissed = false;
    let hiddenPanel: HTMLElement | null = null;
    let panelDisplay = '';

    const toggle = () => host.querySelector<HTMLElement>(CART_LINK);
    const panel = () => host.querySelector<HTMLElement>(PANEL);
    const focusInside = () => host.contains(host.ownerDocument.activeElement);

    const show = () => {
      if (!hiddenPanel) return;
      hiddenPanel.style.display = panelDisplay;
      hiddenPanel = null;
    };
    const hide = (element: HTMLElement) => {
      if (hiddenPanel === element) return;
      show();
      panelDisplay = element.style.display;
      // Inline, so that it wins over the theme's :hover and :focus-within rules.
      element.style.display = 'none';
      hiddenPanel = element;
    };

    const sync = (focused = focusInside(), hovered = isHovered(host)) => {
      const link = toggle();
      if (!link || !panel()) return;
      const inside = focused || hovered;
      if (!inside && dismissed) {
        dismissed = false;
        show();
      }
      link.setAttribute('aria-expanded', String(inside && !dismissed));
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' && event.key !== 'Esc') return;
      const link = toggle();
      const element = panel();
      if (!link || !element || dismissed) return;
      event.preventDefault();
      dismissed = true;
      hide(element);
      link.focus();
      sync();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      // Moving within the element: focusin follows.
      if (!(next instanceof Node && host.contains(next))) sync(false);
    };
    const onChange = () => sync();
    const onPointer = (event: PointerEvent) => sync(focusInside(), event.type === 'pointerenter');

    const unlistenHost = listenAll(host, {
      pointerenter: onPointer,
      pointerleave: onPointer,
      focusin: onChange,
      focusout: onFocusOut,
      keydown: onKeyDown,
    });
    const unlisten = $cart.listen(onChange);
    sync();
    return () => {
      unlistenHost();
      unlisten();
      show();
      toggle()?.removeAttribute('aria-expanded');
    };
  }, [host]);
}
