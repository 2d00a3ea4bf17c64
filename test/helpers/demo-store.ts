/** The demo store's fault mode for the calls the page makes next (see demo/README.md). */
export function setFault(value: string): void {
  document.cookie = `demo_fault=${value}; path=/`;
}

export function clearFault(): void {
  document.cookie = 'demo_fault=; path=/; max-age=0';
}

/**
 * Empties this browser session's cart in the demo store, and forgets the cart cookies, so a table
 * mounted next does not re-read a cart (§7.10: a re-read on load when the items cookie exists) whose
 * answer could land in the middle of the test.
 */
export async function emptyStoreCart(): Promise<void> {
  await fetch('/__demo/empty-cart', { credentials: 'same-origin', redirect: 'manual' });
  document.cookie = 'woocommerce_items_in_cart=; path=/; max-age=0';
  document.cookie = 'woocommerce_cart_hash=; path=/; max-age=0';
}
