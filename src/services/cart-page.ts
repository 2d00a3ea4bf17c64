/**
 * On the cart page (is_cart), an add (cross-sells) or a mini-cart removal changes the cart
 * that the page's cart table and totals show. Fragments do not cover them, so they are
 * re-read from the page itself, as the platform's scripts do: the first `.shop_table.cart`
 * and the first `.cart_totals` are replaced with the fresh ones (server HTML, inserted as
 * HTML). When the cart became empty, the page's `.woocommerce` area is replaced with the
 * server's empty-cart message.
 */
import { registerCall } from './calls.ts';
import { dimFragments } from '../dom/fragments.ts';
import { latestOnly, requestText } from './http.ts';

registerCall({
  name: 'cart_page_refresh',
  transport: 'url',
  endpoint: 'cart_page',
  spec: '§2.4',
  elements: ['shop-add-to-cart', 'shop-mini-cart'],
  onFailure: 'the cart table keeps what it shows; the header fragments are already up to date',
});

const CART_TABLE = '.shop_table.cart';
const CART_TOTALS = '.cart_totals';
const slot = latestOnly();

function swap(selector: string, fresh: Document): boolean {
  const current = document.querySelector(selector);
  const next = fresh.querySelector(selector);
  if (!current || !next) return false;
  current.replaceWith(document.importNode(next, true));
  return true;
}

/** The page's own address, without a pending `add-to-cart` action. */
function pageUrl(): string {
  const url = new URL(location.href);
  url.searchParams.delete('add-to-cart');
  url.searchParams.delete('remove_item');
  url.hash = '';
  return url.toString();
}

/** Re-reads the cart table and totals from the server; a newer refresh supersedes an older one. */
export async function refreshCartPage(): Promise<boolean> {
  if (!document.querySelector(CART_TABLE) && !document.querySelector(CART_TOTALS)) return false;
  const restore = dimFragments([CART_TABLE, CART_TOTALS]);
  try {
    const response = await requestText(pageUrl(), { method: 'GET', signal: slot.next() });
    const fresh = new DOMParser().parseFromString(response.text, 'text/html');
    const table = swap(CART_TABLE, fresh);
    const totals = swap(CART_TOTALS, fresh);
    if (!table && !fresh.querySelector(CART_TABLE)) {
      // The cart is empty now: the server prints the empty-cart message instead of the table.
      const area = document.querySelector('main .woocommerce');
      const next = fresh.querySelector('main .woocommerce');
      if (area && next) area.replaceWith(document.importNode(next, true));
    }
    return table || totals;
  } finally {
    restore();
  }
}
