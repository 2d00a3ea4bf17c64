/**
 * The wishlist toggles of the product tables (§4.13, §5.8, §7.12), loaded on first need.
 *
 * Markup read (the add-on's): `.{p}-wishlist` in a row, with `data-{p}-product-name`,
 * `data-{p}-variable-permitted`, `data-{p}-duration-seconds`, `data-{p}-item-added-label`,
 * `data-{p}-view-wishlist-label`, `data-{p}-custom-url`, `data-{p}-icon`; the page's toast template
 * `#{p}-ti-wishlist-growler-template`; counters `.wishlist_products_counter_number` inside
 * `.wishlist_products_counter`. A table whose shortcode attributes hold `ti_wishlist` lists the
 * wishlist (wishlist mode).
 *
 * The entries in the wishlist are one page-wide set, so every toggle of the same product or
 * variation, in every table, shows the same state. A click changes the toggle at once; while the
 * call runs, further clicks on that entry are ignored; a failed call puts the entry back and says why.
 */
import { shopText } from '../../../dom/messages.ts';
import {
  answerCounter, growlerDurationMs, growlerLabel, readWishlistSettings, wishlistKey,
  type WishlistAction, type WishlistSettings,
} from '../../../core/product-table/wishlist.ts';
import { TABLE } from '../../../core/timings/index.ts';
import { emit } from '../../../dom/events.ts';
import { adoptTableStyles } from '../../../dom/product-table/styles.ts';
import { guardUrl } from '../../../dom/url.ts';
import { errorKind, shopperReason } from '../../../services/errors.ts';
import { postWishlist } from '../../../services/product-table-wishlist.ts';
import { chosenVariation, rowIdentity, rowOf, rowVariation } from '../cart/rows.ts';
import type { TableContext } from '../context.ts';

/** A toggle, never the column's cells (they carry the same `{p}-wishlist` class as the column key). */
const toggleSelector = (p: string) => `.${p}-wishlist:not(td, th)`;

/** The page's wishlist: set from the first table's settings, then kept by the calls. */
let entries: Set<string> | undefined;
const pending = new Set<string>();
const prefixes = new Set<string>();

interface Target {
  productId: string;
  variationId: string | null;
  type: string;
  key: string;
  /** A variable product without a chosen variation, where variable products are not permitted (§5.8). */
  needsChoice: boolean;
  attributes: Record<string, string>;
}

function targetOf(row: Element, toggle: Element, p: string): Target {
  const { productId, variationId: own, type } = rowIdentity(row, p);
  const state = type === 'variable' ? rowVariation(row) : undefined;
  const chosen = state ? chosenVariation(state) : null;
  const variationId = own ?? (chosen ? String(chosen.variation_id) : null);
  let attributes: Record<string, string> = {};
  if (own) {
    try {
      const parsed: unknown = JSON.parse(row.getAttribute(`data-${p}-variation-attributes`) ?? '{}');
      if (parsed && typeof parsed === 'object') attributes = Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
    } catch {
      console.error(`shop-product-table: the variation row ${own} has unreadable data-${p}-variation-attributes; the wishlist gets the variation without its attributes.`);
    }
  } else if (chosen && state) attributes = { ...state.attributes };
  const permitted = toggle.hasAttribute(`data-${p}-variable-permitted`) && toggle.getAttribute(`data-${p}-variable-permitted`) !== '';
  return { productId, variationId, type, key: wishlistKey(productId, variationId), needsChoice: type === 'variable' && !variationId && !permitted, attributes };
}

function productName(row: Element, toggle: Element, p: string): string {
  return toggle.getAttribute(`data-${p}-product-name`)
    || row.querySelector(`.${p}-title-link, .${p}-title`)?.textContent?.trim()
    || rowIdentity(row, p).productId;
}

/** Shows every toggle of the page as the wishlist stands (state, pending call, accessible name). */
function syncToggles(): void {
  for (const p of prefixes) {
    for (const toggle of document.querySelectorAll<HTMLElement>(toggleSelector(p))) {
      const row = rowOf(toggle, p);
      if (!row) continue;
      const t = targetOf(row, toggle, p);
      if (toggle.localName !== 'button') {
        toggle.setAttribute('role', 'button');
        if (!toggle.hasAttribute('tabindex')) toggle.tabIndex = 0;
      }
      const active = !t.needsChoice && !!entries?.has(t.key);
      const busy = pending.has(t.key);
      toggle.classList.toggle(`${p}-active`, active);
      toggle.classList.toggle(`${p}-disabled`, t.needsChoice);
      toggle.classList.toggle(`${p}-loading`, busy);
      toggle.setAttribute('aria-pressed', String(active));
      if (t.needsChoice) toggle.setAttribute('aria-disabled', 'true');
      else toggle.removeAttribute('aria-disabled');
      if (busy) toggle.setAttribute('aria-busy', 'true');
      else toggle.removeAttribute('aria-busy');
      toggle.setAttribute('aria-label', shopText('tableInWishlist', productName(row, toggle, p)));
    }
  }
}

function updateCounters(counter: number | null): void {
  if (counter === null) return;
  for (const n of document.querySelectorAll('.wishlist_products_counter_number')) n.textContent = String(counter);
  for (const c of document.querySelectorAll('.wishlist_products_counter')) c.classList.toggle('wishlist-counter-with-products', counter > 0);
}

/** Replaces `{n}` in the template's text (never its markup) with the product's name in quotes. */
function fillName(root: Element, name: string): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.includes('{n}')) node.nodeValue = growlerLabel(node.nodeValue, name);
  }
}

function toastRegion(p: string): HTMLElement {
  const existing = document.querySelector<HTMLElement>(`.${p}-ti-wishlist-growler-region`);
  if (existing) return existing;
  const region = document.createElement('div');
  region.className = `${p}-ti-wishlist-growler-region`;
  region.setAttribute('role', 'status');
  document.body.append(region);
  return region;
}

let toastTimers: number[] = [];

/** Shows `toast` in the page's status region for `durationMs`, replacing the one before. */
function showToast(p: string, toast: HTMLElement, durationMs: number): void {
  const region = toastRegion(p);
  for (const timer of toastTimers) window.clearTimeout(timer);
  region.replaceChildren(toast);
  const revealed = `${p}-ti-wishlist-growler--revealed`;
  toastTimers = [
    window.setTimeout(() => toast.classList.add(revealed), 20),
    window.setTimeout(() => toast.classList.remove(revealed), durationMs),
    window.setTimeout(() => toast.remove(), durationMs + 500),
  ];
}

/** The toast of an add: the page's template when it has one, the default otherwise. */
function addedToast(p: string, toggle: Element, name: string, settings: WishlistSettings): HTMLElement {
  const source = document.getElementById(`${p}-ti-wishlist-growler-template`);
  let toast: HTMLElement | null = null;
  if (source) {
    // The page's own template: a <template>, or any element whose content is the markup (the add-on reads its HTML).
    const holder = source instanceof HTMLTemplateElement ? source : Object.assign(document.createElement('template'), { innerHTML: source.innerHTML });
    toast = holder.content.firstElementChild?.cloneNode(true) as HTMLElement | null;
  }
  if (!toast) {
    toast = document.createElement('a');
    toast.className = `${p}-ti-wishlist-growler`;
    const added = Object.assign(document.createElement('span'), { className: `${p}-ti-wishlist-growler__label--item-added`, textContent: settings.i18n_wishlist_added_text });
    const view = Object.assign(document.createElement('span'), { className: `${p}-ti-wishlist-growler__label--view-wishlist`, textContent: settings.i18n_wishlist_view_text });
    toast.append(added, ' ', view);
  }
  fillName(toast, name);
  const label = (attr: string, cls: string) => {
    const text = toggle.getAttribute(`data-${p}-${attr}`);
    const target = toast!.querySelector(`.${p}-ti-wishlist-growler__label--${cls}`);
    if (text && target) target.textContent = growlerLabel(text, name);
  };
  label('item-added-label', 'item-added');
  label('view-wishlist-label', 'view-wishlist');
  const icon = toggle.getAttribute(`data-${p}-icon`);
  if (icon) toast.setAttribute(`data-${p}-icon`, icon);
  const url = toggle.getAttribute(`data-${p}-custom-url`) || settings.ti_wishlist_url;
  const href = url ? guardUrl(url, 'shop-product-table wishlist toast link', 'navigation') : null;
  if (href) toast.setAttribute('href', href);
  else toast.removeAttribute('href');
  return toast;
}

function failureToast(p: string, message: string): HTMLElement {
  const toast = document.createElement('div');
  toast.className = `${p}-ti-wishlist-growler ${p}-ti-wishlist-growler--failed`;
  toast.textContent = message;
  return toast;
}

/** Wishlist mode: the removed entry's row fades, then leaves after 500 ms (§4.13, §9.2). */
function removeRows(ctx: TableContext, row: HTMLElement, t: Target): void {
  const p = ctx.prefix;
  const rows = t.variationId && t.type !== 'variation'
    ? [...ctx.container.querySelectorAll<HTMLElement>(`.${p}-product-type-variation[data-${p}-variation-id="${CSS.escape(t.variationId)}"]`)]
    : [row];
  for (const r of rows) {
    r.classList.add(`${p}-wishlist-removing-row`);
    window.setTimeout(() => {
      // Focus would be lost with the row: it moves to the next row's toggle, or the table.
      const hadFocus = r.contains(document.activeElement);
      const next = hadFocus ? (r.nextElementSibling ?? r.previousElementSibling)?.querySelector<HTMLElement>(toggleSelector(p)) : null;
      r.remove();
      if (hadFocus) (next ?? ctx.container).focus({ preventScroll: true });
    }, TABLE.wishlistRowRemoveDelayMs);
  }
}

const CSS_TEXT = (p: string) => `
  :where(.${p}-wishlist) { cursor: pointer; }
  :where(.${p}-wishlist.${p}-loading) { opacity: .6; }
  :where(.${p}-wishlist.${p}-active svg) { fill: currentColor; }
  :where(.${p}-wishlist-removing-row) { opacity: 0; transition: opacity ${TABLE.wishlistRowRemoveDelayMs}ms; }
  :where(.${p}-ti-wishlist-growler-region) { position: fixed; inset-block-end: 1rem; inset-inline-end: 1rem; z-index: 100000; }
  :where(.${p}-ti-wishlist-growler) {
    display: block; max-inline-size: min(22rem, calc(100vw - 2rem)); padding: .75rem 1rem; border-radius: 4px;
    background: #fff; color: #1d2327; border: 1px solid #c3c4c7; text-decoration: none; box-shadow: 0 2px 8px rgb(0 0 0 / .2);
    opacity: 0; transform: translateY(.5rem); transition: opacity .3s, transform .3s;
  }
  :where(.${p}-ti-wishlist-growler--failed) { background: #fcf0f1; color: #8a1f11; border-color: #d63638; }
  :where(.${p}-ti-wishlist-growler--revealed) { opacity: 1; transform: none; }
  :where(.${p}-ti-wishlist-growler__label--view-wishlist) { text-decoration: underline; }
  @media (prefers-reduced-motion: reduce) {
    :where(.${p}-wishlist-removing-row, .${p}-ti-wishlist-growler) { transition: none; transform: none; }
  }`;

/**
 * Forgets the page's wishlist so the next table to start reads it from its settings again: for a
 * page that replaces its whole content (and for tests, which mount page after page).
 */
export function resetWishlist(): void {
  entries = undefined;
  pending.clear();
}

export function startWishlist(ctx: TableContext): () => void {
  const p = ctx.prefix;
  const { settings, problems } = readWishlistSettings(ctx.settings as unknown as Record<string, unknown>);
  for (const problem of problems) console.error(`shop-product-table: ${problem}`);
  entries ??= new Set(settings.ti_wishlist_ids);
  prefixes.add(p);
  adoptTableStyles('wishlist', CSS_TEXT(p));

  const act = (toggle: HTMLElement) => {
    const row = rowOf(toggle, p);
    if (!row || !entries) return;
    const t = targetOf(row, toggle, p);
    if (t.needsChoice) {
      window.alert(settings.i18n_wishlist_select_options_text);
      return;
    }
    if (pending.has(t.key)) return;
    const action: WishlistAction = entries.has(t.key) ? 'remove' : 'addto';
    const name = productName(row, toggle, p);
    const apply = (on: boolean) => (on ? entries!.add(t.key) : entries!.delete(t.key));
    apply(action === 'addto');
    pending.add(t.key);
    syncToggles();
    const listMode = ctx.flag('ti_wishlist');
    const detail = { key: t.key, productId: t.productId, variationId: t.variationId, action };
    postWishlist(ctx.settings, { action, productType: t.type, productId: t.productId, variationId: t.variationId, attributes: t.attributes }).then(
      (answer) => {
        pending.delete(t.key);
        const counter = answerCounter(answer);
        updateCounters(counter);
        syncToggles();
        emit(toggle, 'shop-table-wishlist-changed', { ...detail, counter });
        if (action === 'addto') {
          showToast(p, addedToast(p, toggle, name, settings), growlerDurationMs(toggle.getAttribute(`data-${p}-duration-seconds`)));
          // A wishlist-mode table lists variations as their own rows: the page shows the new one.
          if (listMode && t.type === 'variable') window.location.reload();
        } else if (listMode) removeRows(ctx, row, t);
      },
      (error: unknown) => {
        pending.delete(t.key);
        apply(action !== 'addto');
        syncToggles();
        const message = settings.i18n_wishlist_failed_text.replace('%s', shopperReason(error));
        console.error(`shop-product-table: the wishlist call for "${name}" failed; the toggle is back as it was.`, error);
        showToast(p, failureToast(p, message), growlerDurationMs(toggle.getAttribute(`data-${p}-duration-seconds`), 6));
        emit(toggle, 'shop-table-wishlist-failed', { ...detail, message, kind: errorKind(error) });
      },
    );
  };

  const selector = toggleSelector(p);
  ctx.container.addEventListener('click', (event) => {
    const toggle = (event.target as Element).closest<HTMLElement>(selector);
    if (!toggle || !ctx.container.contains(toggle)) return;
    event.preventDefault();
    act(toggle);
  }, { signal: ctx.signal });
  // A toggle printed as a span or link gets the keys of a button.
  ctx.container.addEventListener('keydown', (event) => {
    const toggle = (event.target as Element).closest<HTMLElement>(selector);
    if (!toggle || toggle.localName === 'button' || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    act(toggle);
  }, { signal: ctx.signal });
  // A variable row's choice changes which entry its toggle stands for: shown once the cart side has read it.
  ctx.container.addEventListener('change', (event) => {
    const row = rowOf(event.target as Element, p);
    if (row && rowIdentity(row, p).type === 'variable' && row.querySelector(selector)) window.setTimeout(syncToggles, 0);
  }, { signal: ctx.signal });
  const off = ctx.onRowsAppended(syncToggles);
  syncToggles();
  return off;
}
