/**
 * Cart fragments (§3.6): a map from a page selector to the HTML that replaces it.
 * This is one of the few places where server HTML is inserted as HTML (DESIGN.md rule 7).
 */
import type { MiniCartItem } from '../core/cart/mini-cart.ts';
import { SHOP } from '../core/timings/index.ts';

export type Fragments = Record<string, string>;

/** The fragment key of the mini cart on the platform (its classic cart widget's content). */
export const MINI_CART_FRAGMENT = 'div.widget_shopping_cart_content';

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function parseHtml(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function safeQueryAll(selector: string): Element[] {
  try {
    return [...document.querySelectorAll(selector)];
  } catch {
    console.error(`Cart fragment selector ${JSON.stringify(selector)} is not a valid CSS selector; skipped.`);
    return [];
  }
}

/** Dims the areas that are about to be replaced (fade to 0.6 over 400 ms) while a cart call runs. */
export function dimFragments(selectors: Iterable<string>): () => void {
  const dimmed: Element[] = [];
  for (const selector of selectors) {
    for (const element of safeQueryAll(selector)) {
      if (!(element instanceof HTMLElement)) continue;
      element.classList.add('updating');
      element.setAttribute('aria-busy', 'true');
      if (!prefersReducedMotion() && typeof element.animate === 'function') {
        element.animate([{ opacity: 1 }, { opacity: SHOP.fragmentFadeOpacity }], {
          duration: SHOP.fragmentFadeMs,
          fill: 'forwards',
        });
      } else {
        element.style.opacity = String(SHOP.fragmentFadeOpacity);
      }
      dimmed.push(element);
    }
  }
  return () => {
    for (const element of dimmed) {
      if (!(element instanceof HTMLElement)) continue;
      element.classList.remove('updating');
      element.removeAttribute('aria-busy');
      element.getAnimations?.().forEach((animation) => animation.cancel());
      element.style.opacity = '';
    }
  };
}

/** Replaces every element matching each selector with the fragment's HTML; returns how many were replaced. */
export function replaceFragments(fragments: Fragments): number {
  let replaced = 0;
  for (const [selector, html] of Object.entries(fragments)) {
    for (const element of safeQueryAll(selector)) {
      element.replaceWith(parseHtml(html));
      replaced += 1;
    }
  }
  return replaced;
}

const MINI_CART_ITEM = 'li.woocommerce-mini-cart-item, li.mini_cart_item';
const REMOVE_LINK = '[data-cart_item_key]';

/**
 * The items a mini-cart fragment lists, read as data: the HTML is parsed into an inert
 * template (no script runs, nothing loads) and only attributes and text are taken.
 */
export function readMiniCartItems(html: string): MiniCartItem[] {
  const items: MiniCartItem[] = [];
  for (const item of parseHtml(html).querySelectorAll(MINI_CART_ITEM)) {
    const remove = item.querySelector(REMOVE_LINK);
    if (!remove) continue;
    const productLink = [...item.querySelectorAll('a')].find((link) => link !== remove);
    items.push({
      key: remove.getAttribute('data-cart_item_key') ?? '',
      productId: remove.getAttribute('data-product_id') ?? '',
      name: productLink?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
      quantityText: item.querySelector('.quantity')?.textContent ?? null,
    });
  }
  return items;
}
