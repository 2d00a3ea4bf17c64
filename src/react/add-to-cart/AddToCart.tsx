import { useLayoutEffect } from 'react';
import type { Settings } from '../../core/settings/index.ts';
import { emit, jqueryVetoes, triggerJQuery } from '../../dom/events.ts';
import { navigation } from '../../dom/navigation.ts';
import { guardUrl } from '../../dom/url.ts';
import { productNameFor } from '../../dom/product-name.ts';
import { applyQuantityFloor } from '../../dom/quantity-floor.ts';
import { errorKind, shopperReason } from '../../services/errors.ts';
import { addToCart, type AddToCartOutcome } from '../../stores/cart-actions.ts';
import { owningScope, queryAllInScope } from '../../dom/element-scope.ts';
import type { ElementProps } from '../base/element-props.ts';
import { productText, setLoading } from '../../dom/cart-ui.ts';
import { useSettings } from '../settings/use-settings.ts';


const TAG = 'shop-add-to-cart';
/** Buttons the element acts on; only those that also have `ajax_add_to_cart` add over AJAX. */
const BUTTON = '.add_to_cart_button, .ajax_add_to_cart';
const QUANTITY = 'input.qty, .quantity input[type=number]';
const ERROR_CLASS = 'shop-add-to-cart-error';

/** Buttons with a request queued or running: a second click on them is ignored. */
const busy = new WeakSet<HTMLElement>();

/** Where a button's quantity input is: the form it sits in (a product page, a quantity-enabled loop). */
function quantityInputFor(button: HTMLElement): HTMLInputElement | null {
  return button.closest('form')?.querySelector<HTMLInputElement>(QUANTITY) ?? null;
}

/** `data-quantity` follows the quantity input of the button's form. */
function syncQuantity(button: HTMLElement): void {
  const input = quantityInputFor(button);
  if (input && input.value.trim() !== '') button.dataset.quantity = input.value.trim();
}

function clearError(button: HTMLElement): void {
  const next = button.parentElement?.querySelector<HTMLElement>(`:scope > .${ERROR_CLASS}`);
  next?.remove();
}

/** Shows a message the shopper can read next to the button (and that screen readers announce). */
function showError(button: HTMLElement, message: string): void {
  clearError(button);
  const note = document.createElement('span');
  note.className = ERROR_CLASS;
  note.setAttribute('role', 'alert');
  note.textContent = message;
  const after = button.nextElementSibling?.classList.contains('added_to_cart') ? button.nextElementSibling : button;
  after.after(note);
}

/** The 'View cart' link the platform appends after a successful add (built as text, never HTML). */
function appendViewCart(button: HTMLElement, settings: Settings): void {
  if (settings.is_cart) return;
  if (button.parentElement?.querySelector('.added_to_cart')) return;
  const cartUrl = guardUrl(settings.cart_url, `<${TAG}> View cart link (page settings' cart_url)`);
  if (cartUrl === null) return;
  const link = document.createElement('a');
  link.href = cartUrl;
  link.className = 'added_to_cart wc-forward';
  link.title = settings.i18n_view_cart;
  link.textContent = settings.i18n_view_cart;
  button.after(' ', link);
}

/**
 * AJAX add to cart (§2.1, §4.1, §5.3, §7.1) for every add-to-cart button inside the
 * element, through one delegated listener, so a whole listing is covered and markup
 * replaced later keeps working.
 */
export function AddToCart({ host, attrs }: ElementProps<StorefrontElementAttributes['shop-add-to-cart']>) {
  const settings = useSettings(attrs.settings);

  // §5.1: quantities below their min are raised; buttons in forms take the form's quantity.
  useLayoutEffect(() => {
    applyQuantityFloor(host);
    queryAllInScope(host, BUTTON).forEach(syncQuantity);
    const onQuantity = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || !input.matches(QUANTITY)) return;
      input
        .closest('form')
        ?.querySelectorAll<HTMLElement>('.ajax_add_to_cart')
        .forEach((button) => {
          if (input.value.trim() !== '') button.dataset.quantity = input.value.trim();
        });
    };
    host.addEventListener('input', onQuantity);
    host.addEventListener('change', onQuantity);
    return () => {
      host.removeEventListener('input', onQuantity);
      host.removeEventListener('change', onQuantity);
    };
  }, [host]);

  // Back from the product or cart page (bfcache): no button is left loading.
  useLayoutEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      queryAllInScope(host, `${BUTTON}.loading`).forEach((button) => {
        if (!busy.has(button)) setLoading(button, false);
      });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [host]);

  useLayoutEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const button = target.closest<HTMLElement>(BUTTON);
      // Nested elements: the innermost one owns the button.
      if (!button || owningScope(button, TAG) !== host) return;
      // §5.3: only buttons marked for AJAX add that carry a product id; others follow their link.
      if (!button.classList.contains('ajax_add_to_cart') || !button.dataset.product_id) return;
      // Opening the link in a new tab or window stays the browser's business.
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      if (busy.has(button)) return;
      add(button, settings);
    };
    host.addEventListener('click', onClick);
    return () => host.removeEventListener('click', onClick);
  }, [host, settings]);

  return null;
}

function add(button: HTMLElement, settings: Settings): void {
  clearError(button);
  button.classList.remove('added');
  setLoading(button, true);
  syncQuantity(button);

  // §7.1: every data attribute of the button, as text (the server reads the same values).
  const payload: Record<string, string> = {};
  for (const [key, value] of Object.entries(button.dataset)) if (value !== undefined) payload[key] = value;
  const productId = payload.product_id ?? '';
  const quantity = payload.quantity ?? '1';

  // §4.1 veto: a DOM listener calling preventDefault(), or the platform's jQuery hook returning false.
  const allowed =
    emit(button, 'shop-adding-to-cart', { productId, quantity, payload }, { cancelable: true }) &&
    !jqueryVetoes(document.body, 'should_send_ajax_request.adding_to_cart', [button]);
  if (!allowed) {
    setLoading(button, false);
    triggerJQuery(document.body, { name: 'ajax_request_not_sent.adding_to_cart', args: [false, false, button] });
    return;
  }
  triggerJQuery(document.body, { name: 'adding_to_cart', args: [button, payload] });

  const name = productNameFor(button);
  const announcement = button.dataset.success_message || productText(name, 'addedToCart', 'addedToCartUnnamed');
  busy.add(button);
  const show = (outcome: AddToCartOutcome) => {
    busy.delete(button);
    switch (outcome.kind) {
      case 'redirect':
        // The button stays loading while the page leaves.
        navigation.assign(outcome.url);
        return;
      case 'added':
        setLoading(button, false);
        button.classList.add('added');
        appendViewCart(button, settings);
        emit(
          button,
          'shop-added-to-cart',
          { productId, quantity, cartHash: outcome.cartHash },
          { jquery: { name: 'added_to_cart', args: [outcome.fragments, outcome.cartHash, button], on: 'body' } },
        );
        return;
      case 'failed': {
        // A failed add never leaves the button loading: the shopper gets it back, with the reason.
        setLoading(button, false);
        const message = productText(name, 'addToCartFailed', 'addToCartFailedUnnamed', shopperReason(outcome.error));
        showError(button, message);
        console.error(`<${TAG}> add to cart failed:`, outcome.error);
        emit(button, 'shop-request-failed', { call: 'add_to_cart', message, kind: errorKind(outcome.error) });
      }
    }
  };
  void addToCart(payload, { settings, announcement }).then(show);
}
