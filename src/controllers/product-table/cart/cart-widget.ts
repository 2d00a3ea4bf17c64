/**
 * The page's table cart widget and the failure notice (§6, §8, §1.10–1.11 of the add-on's
 * templates). Both are page-wide, whichever table made the call: the part of every table shares
 * one watcher of the table cart store.
 * - The answer's `cart_widget` (server HTML, like fragments) replaces the page's widget when §6
 *   permits it here; body `{prefix}-cart-widget-visible` while it shows; `{prefix}-cart-widget--loading`
 *   while a call runs; a click on `[data-{prefix}-href]` goes there (through the URL guard).
 * - A refused or failed call: the server's notice (or our sentence) in an overlay, an alert
 *   with its own close button, removed by the next click anywhere; when the call asked for a
 *   redirect, a click on the notice goes there. The items that did not go in are announced.
 */
import { shopText } from '../../../dom/messages.ts';
import { cartWidgetPermitted } from '../../../core/product-table/cart-permit.ts';
import type { CartItem } from '../../../core/product-table/cart-payload.ts';
import { announce } from '../../../dom/announce.ts';
import { navigation } from '../../../dom/navigation.ts';
import { adoptTableStyles } from '../../../dom/product-table/styles.ts';
import { guardUrl } from '../../../dom/url.ts';
import { $tableCartView, watchTableCart, type TableCartOptions, type TableCartView } from '../../../stores/product-table-cart.ts';
import type { CartContext, CartPart } from './rows.ts';

/** §6 for this page. */
export function cartWidgetPermittedHere(ctx: CartContext): boolean {
  const s = ctx.cartSettings;
  return cartWidgetPermitted({
    url: location.href,
    siteUrl: s.site_url,
    enabledSiteWide: s.cart_widget_enabled_site_wide,
    pageHasTable: document.querySelector(`.${ctx.prefix}`) !== null,
    include: s.cart_widget_include_urls,
    exclude: s.cart_widget_exclude_urls,
  });
}

/** The options of a table cart call made from this table. */
export function tableCartOptions(ctx: CartContext, more: Partial<TableCartOptions> = {}): TableCartOptions {
  return { prefix: ctx.prefix, settings: ctx.settings, cartWidgetPermitted: cartWidgetPermittedHere(ctx), ...more };
}

/** The product name a row shows (its title cell, else its cart button's label), for messages. */
export function rowName(row: Element, prefix: string): string {
  const title = row.querySelector(`td.${prefix}-title .${prefix}-cell-val`)?.textContent?.replace(/\s+/g, ' ').trim();
  if (title) return title;
  const label = row.querySelector(`[data-${prefix}-link-code^="cart"]`)?.getAttribute('aria-label') ?? '';
  return /^Add (.+) to (?:your|the) cart$/i.exec(label)?.[1] ?? `product ${row.getAttribute(`data-${prefix}-product-id`) ?? ''}`.trim();
}

/** The names of the page's rows for these items (each product or variation once). */
function itemNames(items: readonly CartItem[], prefix: string): string[] {
  const names = new Set<string>();
  for (const item of items) {
    const selector = item.variationId
      ? `tr.${prefix}-row[data-${prefix}-variation-id="${CSS.escape(item.variationId)}"], tr.${prefix}-row[data-${prefix}-product-id="${CSS.escape(item.productId)}"]`
      : `tr.${prefix}-row[data-${prefix}-product-id="${CSS.escape(item.productId)}"]`;
    const row = document.querySelector(selector);
    names.add(row ? rowName(row, prefix) : `product ${item.productId}`);
  }
  return [...names];
}

const CSS_TEXT = (p: string) => `
:where(.${p}-notice-wrapper) { position: fixed; inset: auto 1rem 1rem 1rem; z-index: 100000; max-width: 40rem; margin: 0 auto; padding: .75rem 2.75rem .75rem 1rem; background: #fff; color: #1e1e1e; border: 1px solid #b32d2e; border-radius: 4px; box-shadow: 0 4px 16px rgb(0 0 0 / .2); }
:where(.${p}-notice-wrapper--redirect) { cursor: pointer; }
:where(.${p}-notice-wrapper:focus-visible, .${p}-notice-wrapper__close:focus-visible) { outline: 2px solid currentColor; outline-offset: 2px; }
:where(.${p}-notice-wrapper__close) { position: absolute; top: 0; right: 0; min-width: 44px; min-height: 44px; background: none; border: 0; font-size: 1.25rem; cursor: pointer; color: inherit; }
:where(.${p}-cart-widget--loading) { opacity: .6; }
@media (prefers-reduced-motion: no-preference) { :where(.${p}-cart-widget) { transition: opacity .2s; } }
`;

interface PageWatch {
  users: number;
  prefix: string;
  /** The sentence naming the items a refused call did not put in (`%s`: their names). */
  notAddedText: string;
  stop: () => void;
  shownCall: number;
}

let page: PageWatch | null = null;

function placeWidget(html: string, prefix: string): void {
  const template = document.createElement('template');
  template.innerHTML = html;
  const widget = template.content.querySelector<HTMLElement>(`.${prefix}-cart-widget`);
  if (!widget) return;
  const old = [...document.querySelectorAll(`.${prefix}-cart-widget:not(.${prefix}-cart-checkbox-trigger)`)];
  if (old.length === 1 && old[0]!.outerHTML === widget.outerHTML) return;
  document.body.classList.toggle(`${prefix}-cart-widget-visible`, !widget.classList.contains(`${prefix}-hide`));
  document.body.append(widget);
  for (const element of old) element.remove();
}

function showNotice(last: NonNullable<TableCartView['last']>, prefix: string, notIn: string): void {
  for (const old of document.querySelectorAll(`.${prefix}-notice-wrapper`)) old.remove();
  const wrapper = document.createElement('div');
  wrapper.className = `${prefix}-notice-wrapper`;
  wrapper.setAttribute('role', 'alert');
  wrapper.tabIndex = -1;
  if (last.notice) wrapper.innerHTML = last.notice;
  else {
    const list = document.createElement('ul');
    list.className = 'woocommerce-error';
    const item = document.createElement('li');
    item.textContent = [notIn, last.message].filter(Boolean).join(' ');
    list.append(item);
    wrapper.append(list);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = `${prefix}-notice-wrapper__close`;
  close.setAttribute('aria-label', shopText('close'));
  close.textContent = '×';
  wrapper.append(close);
  const redirect = last.redirect ? guardUrl(last.redirect, 'the table cart call’s redirect') : null;
  if (redirect) wrapper.classList.add(`${prefix}-notice-wrapper--redirect`);
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const dismiss = (event: Event) => {
    if (!wrapper.isConnected) return;
    document.removeEventListener('click', dismiss, true);
    document.removeEventListener('keydown', onKey, true);
    const hadFocus = wrapper.contains(document.activeElement);
    wrapper.remove();
    if (redirect && event.type === 'click' && wrapper.contains(event.target as Node) && !close.contains(event.target as Node)) {
      navigation.assign(redirect);
      return;
    }
    if (hadFocus && opener?.isConnected) opener.focus({ preventScroll: true });
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') dismiss(event);
  };
  document.addEventListener('click', dismiss, true);
  document.addEventListener('keydown', onKey, true);
  document.body.append(wrapper);
  wrapper.focus({ preventScroll: true });
}

function onView(view: TableCartView): void {
  if (!page) return;
  const p = page.prefix;
  for (const widget of document.querySelectorAll(`.${p}-cart-widget`)) widget.classList.toggle(`${p}-cart-widget--loading`, view.running);
  const last = view.last;
  if (!last || last.callId === page.shownCall) return;
  page.shownCall = last.callId;
  if (last.cartWidget && last.cartWidgetPermitted) placeWidget(last.cartWidget, p);
  if (!last.success) {
    // The store's notice names what it refused; our own words name the items.
    const notIn = last.failedItems.length ? page.notAddedText.replace('%s', itemNames(last.failedItems, p).join(', ')) : '';
    showNotice(last, p, notIn);
    if (notIn) announce(notIn);
  }
}

export const cartWidget: CartPart = {
  name: 'cart-widget',
  start(ctx) {
    const p = ctx.prefix;
    adoptTableStyles('cart-widget', CSS_TEXT(p));
    const stopWatch = watchTableCart(tableCartOptions(ctx));
    if (!page) {
      const onClick = (event: MouseEvent) => {
        const target = (event.target as Element).closest?.(`[data-${p}-href]`);
        // A link inside the widget goes where it points by itself.
        if (!target || (event.target as Element).closest('a[href]')) return;
        const url = guardUrl(target.getAttribute(`data-${p}-href`) ?? '', 'the cart widget’s link');
        if (url) navigation.assign(url);
      };
      document.addEventListener('click', onClick);
      const stopView = $tableCartView.subscribe(onView);
      page = {
        users: 0,
        prefix: p,
        notAddedText: ctx.cartSettings.i18n_not_added_items_text,
        shownCall: $tableCartView.get().last?.callId ?? 0,
        stop: () => {
          stopView();
          document.removeEventListener('click', onClick);
        },
      };
    }
    page.users += 1;
    return () => {
      stopWatch();
      if (page && --page.users === 0) {
        page.stop();
        page = null;
      }
    };
  },
};
