import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import type { Settings } from '../../core/settings/index.ts';
import { enqueueCartCall } from '../../services/cart-queue.ts';
import { emit, jquery } from '../../dom/events.ts';
import { navigation } from '../../dom/navigation.ts';
import { removeFromCart, type RemoveFromCartResponse } from '../../services/shop.ts';
import { $cart, applyCartResponse, beginCartUpdate, refreshCart } from '../../stores/cart.ts';
import { blockElement } from '../../dom/block.ts';
import type { ElementProps } from '../base/element-props.ts';
import { failureKind, productNameFor, quoted, refreshTable, useElementSettings } from '../add-to-cart/cart-ui.ts';

export interface MiniCartAttributes {
  settings: Record<string, unknown>;
  refreshOnLoad: boolean;
}


const TAG = 'shop-mini-cart';
const REMOVE_LINK = 'a.remove_from_cart_button';
const MINI_CART = '.widget_shopping_cart_content';

/** Remove links with a removal queued or running: a second activation is ignored. */
const removing = new WeakSet<HTMLElement>();

/**
 * The header mini cart (§2.3, §7.2): remove links remove over AJAX, with click, Enter
 * and Space, through listeners delegated on the element (fragments replace the list).
 */
export function MiniCart({ host, attrs }: ElementProps<MiniCartAttributes>) {
  const settings = useElementSettings(TAG, attrs.settings);
  // Watching the cart keeps the store mounted: other tabs' changes reach this page's fragments.
  useStore($cart);

  useLayoutEffect(() => {
    const linkFrom = (event: Event): HTMLAnchorElement | null => {
      const target = event.target;
      if (!(target instanceof Element)) return null;
      const link = target.closest<HTMLAnchorElement>(REMOVE_LINK);
      if (!link || link.closest(TAG) !== host || !link.dataset.cart_item_key) return null;
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
    host.toggleAttribute('data-shop-ready', true);
    return () => {
      host.removeEventListener('click', onClick);
      host.removeEventListener('keydown', onKeyDown);
      host.removeAttribute('data-shop-ready');
    };
  }, [host, settings]);

  // Once per element: a later attribute change does not re-read.
  const [refreshOnLoad] = useState(attrs.refreshOnLoad);
  useEffect(() => {
    if (refreshOnLoad) void refreshCart();
  }, [refreshOnLoad]);

  // Listening before data-shop-ready is visible: a script that sees the element ready is heard.
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

/** The validated fragments of a removal answer, or undefined (`{"success":false}` and the like). */
function fragmentsOf(response: RemoveFromCartResponse): Record<string, string> | undefined {
  if ('success' in response && response.success === false) return undefined;
  const { fragments } = response as { fragments?: Record<string, string> };
  return fragments && typeof fragments === 'object' ? fragments : undefined;
}

function remove(link: HTMLAnchorElement, host: HTMLElement, settings: Settings): void {
  if (removing.has(link)) return;
  removing.add(link);
  const cartItemKey = link.dataset.cart_item_key ?? '';
  const productId = link.dataset.product_id ?? '';
  const href = link.href;
  const name = productNameFor(link);
  const message = link.dataset.success_message || `${quoted(name, 'The product')} has been removed from your cart.`;
  const area = link.closest<HTMLElement>(MINI_CART) ?? host;
  const unblock = blockElement(area);

  void enqueueCartCall(async () => {
    const endUpdate = beginCartUpdate();
    try {
      const response = await removeFromCart(settings, cartItemKey);
      // §7.2: no fragments (`{"success":false}`): the server handles the link itself.
      const fragments = fragmentsOf(response);
      if (!fragments) return false;
      const cartHash = typeof response.cart_hash === 'string' ? response.cart_hash : null;
      unblock();
      applyCartResponse({ fragments, cart_hash: cartHash }, { announcement: message });
      // Fired on the element: the link left the page with the old fragment.
      emit(
        host,
        'shop-removed-from-cart',
        { cartItemKey, productId, cartHash },
        { jquery: { name: 'removed_from_cart', args: [fragments, cartHash, link], on: 'body' } },
      );
      return true;
    } finally {
      endUpdate();
    }
  })
    .then((done) => {
      if (!done) navigation.assign(href);
      else if (settings.is_cart) refreshTable();
    })
    .catch((error: unknown) => {
      console.error(`<${TAG}> remove from cart failed; following the link:`, error);
      emit(host, 'shop-request-failed', {
        call: 'remove_from_cart',
        message: `Could not remove ${quoted(name, 'the product')} over AJAX; following the link.`,
        kind: failureKind(error),
      });
      navigation.assign(href);
    })
    .finally(() => {
      unblock();
      removing.delete(link);
    });
}
