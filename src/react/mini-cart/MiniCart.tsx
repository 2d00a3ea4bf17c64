import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import type { Settings } from '../../core/settings/index.ts';
import { blockElement } from '../../dom/block.ts';
import { emit, jquery } from '../../dom/events.ts';
import { navigation } from '../../dom/navigation.ts';
import { productNameFor } from '../../dom/product-name.ts';
import { guardUrl } from '../../dom/url.ts';
import { errorKind } from '../../services/errors.ts';
import { $cart, refreshCart, startCart } from '../../stores/cart.ts';
import { removeItem, type RemoveItemOutcome } from '../../stores/cart-actions.ts';
import { owningScope } from '../../dom/element-scope.ts';
import type { ElementProps } from '../base/element-props.ts';
import { productText, quoted } from '../../dom/cart-ui.ts';
import { REMOVE_LINK, useKeptFocus } from './keep-focus.ts';
import { useDropdown } from './use-dropdown.ts';
import { useSettings } from '../settings/use-settings.ts';

/** Parsed as the element file's attribute spec declares them (src/elements/mini-cart.element.ts). */
export type MiniCartAttributes = StorefrontElementAttributes['shop-mini-cart'];


const TAG = 'shop-mini-cart';
const MINI_CART = '.widget_shopping_cart_content';

/** Remove links with a removal queued or running: a second activation is ignored. */
const removing = new WeakSet<HTMLElement>();

/**
 * The header mini cart (§2.3, §7.2): remove links remove over AJAX, with click, Enter
 * and Space, through listeners delegated on the element (fragments replace the list).
 */
export function MiniCart({ host, attrs }: ElementProps<MiniCartAttributes>) {
  const settings = useSettings(attrs.settings);
  // Watching the cart keeps the store mounted: other tabs' changes reach this page's fragments.
  useStore($cart);

  useLayoutEffect(() => {
    const linkFrom = (event: Event): HTMLAnchorElement | null => {
      const target = event.target;
      if (!(target instanceof Element)) return null;
      const link = target.closest<HTMLAnchorElement>(REMOVE_LINK);
      if (!link || owningScope(link, TAG) !== host || !link.dataset.cart_item_key) return null;
      return link;
    };
    const onClick = (event: MouseEvent) => {
      const link = linkFrom(event);
      if (!link || event.defaultPrevented || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) {
        return;
      }
      event.preventDefault();
      remove(link, host, settings);
    };
    // A link turns Enter into a click already; Space needs help (and must not scroll the page).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== ' ' && event.key !== 'Spacebar') return;
      const link = linkFrom(event);
      if (!link) return;
      event.preventDefault();
      remove(link, host, settings);
    };
    host.addEventListener('click', onClick);
    host.addEventListener('keydown', onKeyDown);
    return () => {
      host.removeEventListener('click', onClick);
      host.removeEventListener('keydown', onKeyDown);
    };
  }, [host, settings]);

  useDropdown(host);
  useKeptFocus(host);

  // Once per element: a later attribute change does not re-read.
  const [refreshOnLoad] = useState(attrs.refreshOnLoad);
  useEffect(() => {
    startCart({ alwaysAsk: refreshOnLoad });
  }, [refreshOnLoad]);

  // Listening before the base marks the element ready: a script that sees it ready is heard.
  useLayoutEffect(() => {
    // A page shown again from the back-forward cache shows the cart of the moment it was left.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void refreshCart();
    };
    window.addEventListener('pageshow', onPageShow);
    // Theme snippets ask for a re-read with the platform's jQuery event; mini carts share one read.
    const $ = jquery();
    const onRefreshAsked = () => void refreshCart();
    $?.(document.body).on('wc_fragment_refresh', onRefreshAsked);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      $?.(document.body).off('wc_fragment_refresh', onRefreshAsked);
    };
  }, []);

  return null;
}

function remove(link: HTMLAnchorElement, host: HTMLElement, settings: Settings): void {
  if (removing.has(link)) return;
  removing.add(link);
  const cartItemKey = link.dataset.cart_item_key ?? '';
  const productId = link.dataset.product_id ?? '';
  // The fallback follows the link as it was when the shopper activated it.
  const href = { printed: link.getAttribute('href') ?? '', resolved: link.href };
  const name = productNameFor(link);
  const announcement =
    link.dataset.success_message || productText(name, 'removedFromCart', 'removedFromCartUnnamed');
  const area = link.closest<HTMLElement>(MINI_CART) ?? host;
  const unblock = blockElement(area);

  const show = (outcome: RemoveItemOutcome) => {
    unblock();
    removing.delete(link);
    switch (outcome.kind) {
      case 'removed':
        // Fired on the element: the link left the page with the old fragment.
        emit(
          host,
          'shop-removed-from-cart',
          { cartItemKey, productId, cartHash: outcome.cartHash },
          { jquery: { name: 'removed_from_cart', args: [outcome.fragments, outcome.cartHash, link], on: 'body' } },
        );
        return;
      case 'not-in-cart':
        // §7.2: the server handles the link itself.
        follow(href);
        return;
      case 'failed': {
        const following = isFollowable(href.printed);
        console.error(`<${TAG}> remove from cart failed${following ? '; following the link' : ''}:`, outcome.error);
        emit(host, 'shop-request-failed', {
          call: 'remove_from_cart',
          message: `Could not remove ${quoted(name, 'the product')} over AJAX${following ? '; following the link' : ''}.`,
          kind: errorKind(outcome.error),
        });
        follow(href);
      }
    }
  };
  void removeItem(cartItemKey, { settings, announcement }).then(show);
}

/** Judged as the page printed it (the report names that text); followed as the browser resolves it. */
function isFollowable(printed: string): boolean {
  return guardUrl(printed, `<${TAG}> remove link`) !== null;
}

/** The remove link's fallback: the server removes the item. A link that is not http(s) or relative stays where it is. */
function follow(href: { printed: string; resolved: string }): void {
  if (isFollowable(href.printed)) navigation.assign(href.resolved);
}
