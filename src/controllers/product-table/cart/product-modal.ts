/**
 * The product form modal (§7.7): a row that cannot say alone what to add (a bundle, a composite,
 * an incomplete variation choice, missing add-on, measurement or own-price values) opens the
 * shop's own product form in a dialog, pre-filled from the row. The form's HTML comes from the
 * shop's server (like cart fragments: inserted as HTML, its scripts not run), once per product.
 * In cart_ajax mode a submit sends one table cart call with the form's fields; in the other
 * modes the form posts to the cart button's href as the platform's form does.
 *
 * The dialog is a native modal `<dialog>`: labelled by the form's title, the focus inside it
 * while open (the page behind is inert), closed by Escape, the close control, a click outside
 * the form or the add-on's jQuery `{prefix}_close`, the focus back on the cart button after.
 */
import { cartWidgetPermitted } from '../../../core/product-table/cart-permit.ts';
import { isAvailableVariation, readTableVariation, type TableVariation } from '../../../core/product-table/variation.ts';
import { matchesVariation } from '../../../core/variations/index.ts';
import { triggerJQuery } from '../../../dom/events.ts';
import { returnFocusFrom } from '../../../dom/focus-trap.ts';
import { listenOn } from '../../../dom/jquery.ts';
import { adoptTableStyles } from '../../../dom/product-table/styles.ts';
import { guardUrl } from '../../../dom/url.ts';
import { isAborted } from '../../../services/errors.ts';
import { fetchProductFormModal } from '../../../services/product-table-form-modal.ts';
import { requestTableCart } from '../../../stores/product-table-cart.ts';
import { itemFormFields, rowCartForm, rowItem } from './items.ts';
import { linkCode, nypInput, rowIdentity, rowNeeds, rowVariation, type CartContext } from './rows.ts';


/** Modal HTML by product id: a second click on the same product opens at once. */
const forms = new Map<string, string>();
/** The product whose form is awaited; a newer click or a closed loading dialog drops the older answer. */
let awaited: { productId: string; controller: AbortController } | null = null;

interface OpenDialog {
  dialog: HTMLDialogElement;
  /** Closes it; the focus goes back to the cart button unless `returnFocus` is false. */
  close(returnFocus?: boolean): void;
}

function parseServerHtml(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  // Server HTML is shown, never run (strict CSP): the platform's inline scripts stay out.
  for (const script of template.content.querySelectorAll('script')) script.remove();
  return template.content;
}

function styles(p: string): string {
  return `:where(dialog.${p}-product-form-dialog) { padding: 0; border: 0; background: transparent; max-width: min(40rem, calc(100vw - 2rem)); max-height: calc(100vh - 2rem); overflow: auto; }
:where(dialog.${p}-product-form-dialog .${p}-modal-content) { background: #fff; color: #111; padding: 1rem 1.25rem; border-radius: 4px; }
:where(dialog.${p}-product-form-dialog .${p}-close-modal) { float: right; cursor: pointer; min-width: 44px; min-height: 44px; display: inline-flex; align-items: center; justify-content: center; }
:where(dialog.${p}-product-form-dialog .${p}-close-modal:focus-visible) { outline: 2px solid currentColor; outline-offset: 2px; }
:where(dialog.${p}-product-form-dialog)::backdrop { background: rgb(0 0 0 / 0.5); }
:where(.${p}-product-form-message:empty, .${p}-product-form-notice:empty) { display: none; }`;
}

/** Shows `content` in a modal dialog; `onClosed` runs once it is gone. */
function openDialog(ctx: CartContext, content: DocumentFragment | Element, button: HTMLElement, onClosed: () => void): OpenDialog {
  const p = ctx.prefix;
  adoptTableStyles(`product-modal-${p}`, styles(p));
  const dialog = document.createElement('dialog');
  dialog.className = ctx.cls('product-form-dialog');
  dialog.append(content);
  const closeSelector = `.${ctx.cls('close-modal')}`;
  for (const control of dialog.querySelectorAll<HTMLElement>(closeSelector)) {
    // The add-on prints a div: a keyboard and a screen reader must reach it as a button.
    if (!(control instanceof HTMLButtonElement)) {
      control.setAttribute('role', 'button');
      control.tabIndex = 0;
    }
    if (!control.textContent?.trim() && !control.hasAttribute('aria-label')) control.setAttribute('aria-label', ctx.cartSettings.i18n_close_text);
  }
  let finished = false;
  // Gone at once, not a task later with the dialog's close event: the next dialog may open right after.
  const finish = (returnFocus: boolean) => {
    if (finished) return;
    finished = true;
    stopJq();
    if (dialog.open) dialog.close();
    dialog.remove();
    if (!document.querySelector(`dialog.${ctx.cls('product-form-dialog')}[open]`)) document.body.classList.remove(ctx.cls('modal-on'));
    onClosed();
    if (returnFocus) returnFocusFrom(dialog, button.isConnected ? button : ctx.container);
  };
  const close = (focusBack = true) => finish(focusBack);
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest(closeSelector)) {
      close();
      return;
    }
    // A click outside the form's box: on the backdrop (the dialog itself) or the add-on's overlay.
    if (target !== dialog && !target.classList.contains(ctx.cls('modal'))) return;
    const box = (dialog.querySelector(`.${ctx.cls('modal-content')}`) ?? dialog.firstElementChild)?.getBoundingClientRect();
    if (!box || event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom) close();
  });
  dialog.addEventListener('keydown', (event) => {
    if ((event.key === 'Enter' || event.key === ' ') && (event.target as Element).matches(`${closeSelector}:not(button)`)) {
      event.preventDefault();
      close();
    }
  });
  const stopJq = listenOn(dialog, [`${p}_close`], 'shopProductForm', () => close());
  // Escape (the browser closes the dialog itself).
  dialog.addEventListener('close', () => finish(true));
  document.body.append(dialog);
  document.body.classList.add(ctx.cls('modal-on'));
  dialog.showModal();
  return { dialog, close };
}

function element(tag: string, className: string, text = ''): HTMLElement {
  const made = document.createElement(tag);
  made.className = className;
  made.textContent = text;
  return made;
}

/** The loading dialog: the page's own template when it prints one, else ours. */
function loadingContent(ctx: CartContext): DocumentFragment | Element {
  const template = document.getElementById(`tmpl-${ctx.cls('product-form-loading-modal')}`);
  if (template?.textContent?.trim()) return parseServerHtml(template.textContent);
  const modal = element('div', `${ctx.cls('modal')} ${ctx.cls('product-form-loading-modal')}`);
  const box = element('div', ctx.cls('modal-content'));
  const closer = element('button', ctx.cls('close-modal'), '×');
  closer.setAttribute('type', 'button');
  closer.setAttribute('aria-label', ctx.cartSettings.i18n_close_text);
  box.append(closer, element('span', ctx.cls('product-form-loading-text'), ctx.cartSettings.i18n_loading_text));
  modal.append(box);
  return modal;
}

function openLoading(ctx: CartContext, button: HTMLElement, onClosed: () => void): OpenDialog {
  const open = openDialog(ctx, loadingContent(ctx), button, onClosed);
  open.dialog.setAttribute('aria-busy', 'true');
  open.dialog.setAttribute('aria-label', open.dialog.querySelector(`.${ctx.cls('product-form-loading-text')}`)?.textContent?.trim() || ctx.cartSettings.i18n_loading_text);
  open.dialog.querySelector<HTMLElement>(`.${ctx.cls('close-modal')}`)?.focus();
  return open;
}

/** Sets the form's controls from the row's fields; the quantity within the input's min and max. */
function prefill(form: HTMLFormElement, fields: ReadonlyArray<readonly [string, string]>): void {
  const values = new Map<string, string[]>();
  for (const [name, value] of fields) values.set(name, [...(values.get(name) ?? []), value]);
  for (const element of form.elements) {
    const control = element as HTMLInputElement | HTMLSelectElement;
    const wanted = control.name ? values.get(control.name) : undefined;
    if (!wanted) continue;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) control.checked = wanted.includes(control.value);
    else if (control instanceof HTMLSelectElement && control.multiple) for (const option of control.options) option.selected = wanted.includes(option.value);
    else if (!(control instanceof HTMLInputElement && control.classList.contains('qty'))) control.value = wanted[0]!;
  }
  const quantity = values.get('quantity')?.[0];
  const qty = form.querySelector<HTMLInputElement>('input.qty');
  if (qty && quantity !== undefined) {
    qty.value = String(clampQuantity(Number.parseFloat(quantity), qty));
  }
  qty?.setAttribute('autocomplete', 'off');
}

function clampQuantity(value: number, qty: HTMLInputElement): number {
  const min = Number.parseFloat(qty.min) || 0;
  const max = Number.parseFloat(qty.max);
  if (!Number.isFinite(value) || value < min) return min;
  return Number.isFinite(max) && max > 0 && value > max ? max : value;
}

/**
 * A variations form in the modal: the selects set `variation_id` from the form's
 * `data-product_variations` (§5.2 matching), with the store's no-match or unavailable text
 * beside them and the quantity held within the chosen variation's limits. Returns whether the
 * form names a variation to add (or leaves the choice to the server when it has no inline data).
 */
function matchVariations(ctx: CartContext, form: HTMLFormElement, message: HTMLElement): () => boolean {
  let variations: TableVariation[] | null = null;
  try {
    const list: unknown = JSON.parse(form.getAttribute('data-product_variations') ?? 'false');
    if (Array.isArray(list)) variations = list.map(readTableVariation).filter((v): v is TableVariation => v !== null);
  } catch {
    console.error(`shop-product-table: the product form's data-product_variations is not JSON; the shop matches the choice when the form is sent.`);
  }
  const selects = [...form.querySelectorAll<HTMLSelectElement>('select[name^="attribute_"]')];
  const idField = form.querySelector<HTMLInputElement>('input[name="variation_id"]');
  const qty = form.querySelector<HTMLInputElement>('input.qty');
  const addButton = form.querySelector<HTMLElement>('.single_add_to_cart_button');
  const panel = form.querySelector<HTMLElement>('.single_variation');
  const ownPrice = form.querySelector<HTMLElement>('.nyp');
  const update = () => {
    if (!variations) return;
    const chosen = Object.fromEntries(selects.map((select) => [select.getAttribute('data-attribute_name') || select.name, select.value]));
    let text = '';
    let match: TableVariation | undefined;
    if (selects.every((select) => select.value !== '')) {
      match = variations.find((v) => matchesVariation(v.attributes, chosen));
      if (!match) text = ctx.settings.i18n_no_matching_variations_text;
      else if (!isAvailableVariation(match)) text = ctx.settings.i18n_unavailable_text;
    }
    const chosenOne = match && !text ? match : undefined;
    if (chosenOne && qty) {
      qty.min = String(chosenOne.min_qty ?? 1);
      if (chosenOne.max_qty && chosenOne.max_qty > 0) qty.max = String(chosenOne.max_qty);
      else qty.removeAttribute('max');
      if (chosenOne.step) qty.step = String(chosenOne.step);
      qty.value = String(clampQuantity(Number.parseFloat(qty.value), qty));
    }
    if (idField) idField.value = chosenOne ? String(chosenOne.variation_id) : '';
    // The platform's classes on its button and the variation's price in its panel, as its own script shows them.
    addButton?.classList.toggle('disabled', !chosenOne);
    addButton?.classList.toggle('wc-variation-selection-needed', !match);
    addButton?.classList.toggle('wc-variation-is-unavailable', !!match && !chosenOne);
    panel?.replaceChildren(chosenOne?.price_html ? parseServerHtml(`<div class="woocommerce-variation-price">${chosenOne.price_html}</div>`) : '');
    if (ownPrice) ownPrice.hidden = !chosenOne?.is_nyp;
    message.textContent = text;
  };
  form.addEventListener('change', (event) => {
    if (selects.includes(event.target as HTMLSelectElement)) update();
  });
  form.querySelector('.reset_variations')?.addEventListener('click', (event) => {
    event.preventDefault();
    for (const select of selects) select.value = '';
    update();
    selects[0]?.focus();
  });
  update();
  return () => {
    if (!variations || idField?.value) return true;
    if (!message.textContent) message.textContent = ctx.settings.i18n_make_a_selection_text;
    return false;
  };
}

function showNotice(notice: HTMLElement, html: string | null, fallback: string): void {
  notice.replaceChildren(html ? parseServerHtml(html) : document.createTextNode(fallback));
}

/** Prepares each form of the modal: pre-fill, variation matching, and where its submit goes. */
function prepareForms(ctx: CartContext, open: OpenDialog, productId: string, button: HTMLElement, fields: ReadonlyArray<readonly [string, string]>): void {
  const p = ctx.prefix;
  const ajax = linkCode(button, p) === 'cart_ajax';
  const href = ajax ? null : guardUrl(button.getAttribute('href') ?? '', `shop-product-table: the cart button's href`);
  for (const form of open.dialog.querySelectorAll<HTMLFormElement>('form.cart')) {
    const isVariations = form.classList.contains('variations_form');
    if (!isVariations && !form.querySelector('[name="add-to-cart"]')) {
      const hidden = document.createElement('input');
      hidden.type = 'hidden';
      hidden.name = 'add-to-cart';
      hidden.value = productId;
      form.append(hidden);
    }
    if (ajax) form.setAttribute('action', '');
    else if (href !== null) form.action = href;
    prefill(form, fields);
    const notice = element('div', ctx.cls('product-form-notice'));
    notice.setAttribute('role', 'alert');
    form.prepend(notice);
    let ready = () => true;
    if (isVariations) {
      const message = element('p', ctx.cls('product-form-message'));
      message.setAttribute('role', 'alert');
      (form.querySelector('.variations') ?? notice).after(message);
      ready = matchVariations(ctx, form, message);
    }
    let sending = false;
    form.addEventListener('submit', (event) => {
      if (!ready()) {
        event.preventDefault();
        return;
      }
      if (!ajax) return;
      event.preventDefault();
      if (sending) return;
      sending = true;
      const outside = [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
      form.classList.add('processing');
      form.setAttribute('aria-busy', 'true');
      notice.replaceChildren();
      void requestTableCart([], {
        prefix: p,
        settings: ctx.settings,
        flags: { variation_form: true },
        outside,
        cartWidgetPermitted: cartWidgetPermitted({
          url: location.href,
          siteUrl: ctx.cartSettings.site_url,
          enabledSiteWide: ctx.cartSettings.cart_widget_enabled_site_wide,
          pageHasTable: true,
          include: ctx.cartSettings.cart_widget_include_urls,
          exclude: ctx.cartSettings.cart_widget_exclude_urls,
        }),
      }).then(
        (outcome) => {
          if (outcome.kind === 'done') open.close();
          // Nothing the shopper chose is lost: the form stays as it was, with the shop's reason.
          else showNotice(notice, outcome.notice, ctx.cartSettings.i18n_not_added_text);
        },
        () => showNotice(notice, null, ctx.cartSettings.i18n_not_added_text),
      ).finally(() => {
        sending = false;
        form.classList.remove('processing');
        form.removeAttribute('aria-busy');
      });
    });
  }
}

function showForm(ctx: CartContext, button: HTMLElement, productId: string, html: string, fields: ReadonlyArray<readonly [string, string]>): void {
  const open = openDialog(ctx, parseServerHtml(html), button, () => {});
  const { dialog } = open;
  // The dialog is the modal now: a role the shop gave its own box would announce a dialog twice.
  for (const inner of dialog.querySelectorAll('[role="dialog"]')) {
    inner.removeAttribute('role');
    inner.removeAttribute('aria-modal');
    inner.removeAttribute('aria-labelledby');
  }
  const title = dialog.querySelector<HTMLElement>(`.${ctx.cls('product-form-title')}`);
  if (title) {
    title.id ||= `${ctx.cls('product-form-title')}-${productId}`;
    dialog.setAttribute('aria-labelledby', title.id);
  } else dialog.setAttribute('aria-label', button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '');
  prepareForms(ctx, open, productId, button, fields);
  const first = dialog.querySelector<HTMLElement>(
    'form.cart select:not([disabled]), form.cart input:not([type="hidden"]):not([disabled]), form.cart textarea, form.cart button',
  );
  (first ?? dialog.querySelector<HTMLElement>(`.${ctx.cls('close-modal')}`))?.focus();
  triggerJQuery(document.body, { name: `${ctx.prefix}_product_modal_ready`, args: [dialog] });
}

/** An empty or failed answer: the shopper is told, and offered the cart button's own link. */
function couldNotLoad(ctx: CartContext, button: HTMLElement): void {
  const href = button.getAttribute('href');
  const url = href ? guardUrl(href, `shop-product-table: the cart button's href`) : null;
  const { i18n_product_form_failed_text: failed, i18n_product_form_link_text: offerLink } = ctx.cartSettings;
  if (url === null) window.alert(failed);
  else if (window.confirm(`${failed} ${offerLink}`)) location.assign(url);
}

/** Opens the row's product form (§7.7), fetching it the first time. */
export async function openProductForm(ctx: CartContext, row: Element, button: HTMLElement): Promise<void> {
  const p = ctx.prefix;
  const item = rowItem(row, p, ctx.money);
  const fields = itemFormFields(item).filter(([name]) => name !== 'add-to-cart');
  const productId = item.productId;
  let html = forms.get(productId);
  if (html === undefined) {
    awaited?.controller.abort();
    const mine = { productId, controller: new AbortController() };
    awaited = mine;
    const loading = openLoading(ctx, button, () => {
      // Closed by the shopper while it loads: the answer is not wanted any more.
      if (awaited === mine) {
        awaited = null;
        mine.controller.abort();
      }
    });
    const lang = typeof ctx.settings.lang === 'string' ? ctx.settings.lang : '';
    try {
      html = await fetchProductFormModal(
        ctx.settings,
        p,
        [...fields, ['return_notice', String(linkCode(button, p) === 'cart_ajax')], ['lang', lang]],
        mine.controller.signal,
      );
      if (html) forms.set(productId, html);
      else console.error(`shop-product-table: the shop sent no product form for product ${productId}; its cart button's link is offered instead.`);
    } catch (error) {
      if (isAborted(error) && awaited !== mine) return;
      console.error(`shop-product-table: the product form of product ${productId} could not be loaded.`, error);
      html = '';
    }
    if (awaited !== mine) return;
    awaited = null;
    loading.close(!html);
    if (!html) {
      couldNotLoad(ctx, button);
      return;
    }
  }
  showForm(ctx, button, productId, html, fields);
}
