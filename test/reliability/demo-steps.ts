/**
 * How a shopper makes each registered call (src/services/calls.ts) on the demo store, keyed
 * by call name: the demo page of `tag` (its home-page link carries data-demo="<tag>") and the
 * steps that send the request. The fault matrix fails for a call an element makes that has no
 * entry here, and for an entry whose call no service registers.
 */

/** One shopper action on a demo page, as data. */
export type DemoStep =
  | { click: string }
  | { select: string; value: string }
  | { fill: string; value: string }
  | { press: string; key: string }
  | { goto: string }
  /** A form POST from the page's session, without a page load: the server state the next steps start from. */
  | { post: string; form: Record<string, string> };

export interface DemoSteps {
  tag: string;
  steps: DemoStep[];
  /**
   * The shopper's actions (the steps after the last page load) make the call again in the page
   * they leave, once the call succeeded or failed: the fault matrix then chains the faults of the
   * call in one page load, each one's replay in the page too. Leave it out when the action cannot
   * be repeated there (the control is gone, the page re-reads on load only, a dialog covers it).
   */
  repeatsInPage?: true;
}

/** A shopper removing an item from the header mini cart with the keyboard, on the cart page. */
export const REMOVE_FROM_MINI_CART_STEPS: DemoStep[] = [
  // In the cart already (not added through the page: its 'added' notice takes focus after 500 ms,
  // as specified, which would close the header mini cart between the two key presses).
  { post: '/?wc-ajax=add_to_cart', form: { product_id: '9', quantity: '1' } },
  { goto: '/cart/' },
  { press: 'shop-mini-cart a.cart-contents', key: 'Tab' },
  { press: 'shop-mini-cart a.remove_from_cart_button', key: 'Enter' },
];

export const DEMO_STEPS: Record<string, DemoSteps> = {
  // The forum toggles are for signed-in users (§6): the steps sign in on their way to the topic.
  favorite: {
    tag: 'forum-toggle',
    steps: [{ goto: '/__demo/login?user=demo&redirect=%2Fdemo%2Fforum%2Ftopic%2F7%2F' }, { click: 'forum-toggle a.favorite-toggle' }],
    repeatsInPage: true,
  },
  subscription: {
    tag: 'forum-toggle',
    steps: [{ goto: '/__demo/login?user=demo&redirect=%2Fdemo%2Fforum%2Ftopic%2F7%2F' }, { click: 'forum-toggle a.subscription-toggle' }],
    repeatsInPage: true,
  },
  add_to_cart: { tag: 'shop-add-to-cart', steps: [{ click: 'li.product a.ajax_add_to_cart[data-product_id="9"]' }], repeatsInPage: true },
  remove_from_cart: { tag: 'shop-mini-cart', steps: REMOVE_FROM_MINI_CART_STEPS },
  get_refreshed_fragments: {
    tag: 'shop-mini-cart',
    // A page as a full-page cache serves it: the mini cart it prints is re-read on load.
    steps: [{ goto: '/shop/?cached=1' }],
  },
  rest_user_meta: {
    tag: 'shop-coming-soon-banner',
    steps: [
      { goto: '/__demo/login?user=demo&redirect=%2Fdemo%2Fcoming-soon%2F%3Freset%3D1' },
      { click: 'a.coming-soon-footer-banner-dismiss' },
    ],
  },
  get_variation: {
    tag: 'shop-variations',
    steps: [
      { goto: '/product/sneaker-many/' },
      { select: 'select[name="attribute_pa_shoe-size"]', value: '40' },
      { select: 'select[name="attribute_pa_color"]', value: 'white' },
    ],
  },
  // Only a page that opts in with variation-matrix-url reads the matrix from a URL.
  get_variation_matrix: { tag: 'shop-variations', steps: [{ goto: '/demo/variations-matrix-url/' }] },
  // The removal re-reads the cart table.
  cart_page_refresh: { tag: 'shop-mini-cart', steps: REMOVE_FROM_MINI_CART_STEPS },
  wcpt_ajax: {
    tag: 'shop-product-table',
    // Not repeated in its page: a failed load from page 2 shows no message there (on a fresh page
    // the table's result count, new since the blank page, is taken for one).
    steps: [{ goto: '/demo/product-table/' }, { click: '.wcpt-pagination a.page-numbers:not(.current)' }],
  },
  // A table with lazy-loaded dynamic filter counts asks for them as it starts.
  wcpt__dynamic_filter__lazy_load: { tag: 'shop-product-table', steps: [{ goto: '/demo/product-table/' }] },
  // An add from the order-form table's cart button (paper clips: unmanaged stock, so every replay goes in).
  wcpt_cart: {
    tag: 'shop-product-table',
    steps: [{ goto: '/demo/product-table/order-form/' }, { click: 'tr.wcpt-row[data-wcpt-product-id="28"] .wcpt-button-cart_ajax' }],
    repeatsInPage: true,
  },
  // A wishlist toggle in the second table of the wishlist page (bookends: a simple product). Whether it adds
  // or removes depends on the session's wishlist; either way it is the same call.
  tinvwl: {
    tag: 'shop-product-table',
    steps: [{ goto: '/demo/product-table/wishlist/' }, { click: '#wcpt-121 tr.wcpt-row[data-wcpt-product-id="26"] button.wcpt-wishlist' }],
    repeatsInPage: true,
  },
  // The directory lists its first page on load; Next asks for the second.
  memberships_members: {
    tag: 'member-directory',
    steps: [{ goto: '/demo/member-directory/' }, { click: 'member-directory .wcm-pagination.next' }],
  },
  // The CSV button of the CSV export table (its <div>, as the add-on prints it).
  // Not repeated in its page: its `shape` failure shows no message there (on a fresh page the
  // table's result count, new since the blank page, is taken for one).
  wcpt_get_csv: { tag: 'shop-product-table', steps: [{ goto: '/demo/product-table/csv/' }, { click: '.wcpt-csv-download' }] },
  // A bundle's cart button opens the bundle's own form in a dialog.
  wcpt_get_product_form_modal: {
    tag: 'shop-product-table',
    steps: [{ goto: '/demo/product-table/special/' }, { click: 'tr.wcpt-row[data-wcpt-product-id="50"] .wcpt-button[data-wcpt-link-code^="cart"]' }],
  },
  // Cart recovery records only with the visitor's consent: the steps give it on their way.
  mailchimp_set_user_by_email: {
    tag: 'cart-recovery',
    steps: [
      { goto: '/__demo/consent?set=yes&redirect=%2Fdemo%2Fcontact%2F' },
      { fill: '#contact-fields input[type="email"]', value: 'steps@example.com' },
      { click: '#message' },
    ],
  },
  // A recovery link: an address the store captured, opened from the provider's admin view.
  mailchimp_get_user_by_hash: {
    tag: 'cart-recovery',
    steps: [
      { post: '/wp-admin/admin-ajax.php?action=mailchimp_set_user_by_email', form: { email: 'recovery@example.com', mc_language: 'en', subscribed: '0' } },
      { goto: '/__demo/consent?set=yes&redirect=%2Fdemo%2Fcart-recovery%2Fcaptured%2F' },
      { click: 'tr[data-email="recovery@example.com"] a' },
    ],
  },
};

/** An admin-ajax action the demo store answers, for calls whose action their caller names. */
export const DEMO_ADMIN_AJAX_ACTION = 'demo_ping';

/** Whether the steps load their own page before the shopper acts (no demo page needed first). */
export function opensItsPage(steps: DemoStep[]): boolean {
  const first = steps.find((step) => !('post' in step));
  return first !== undefined && 'goto' in first;
}

/** The shopper's actions: the steps after the last page load (all of them when none loads a page). */
export function shopperActions(steps: DemoStep[]): DemoStep[] {
  const last = steps.findLastIndex((step) => 'goto' in step);
  return steps.slice(last + 1);
}

/** The demo steps of a call, or undefined when it has none. */
export function demoOf(callName: string): DemoSteps | undefined {
  const entry = DEMO_STEPS[callName];
  return entry && entry.steps.length > 0 ? entry : undefined;
}
