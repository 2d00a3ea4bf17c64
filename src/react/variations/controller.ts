/**
 * The variation form's behaviour on the server-rendered `form.variations_form`
 * (SPEC §2.2, §4.2, §4.3, §5.1, §5.2, §7.3, §9.1). Selects, hidden inputs, meta and
 * gallery belong to the page: this class adopts them and changes them directly, which
 * keeps a change of a select well under a few milliseconds even with 1,000+
 * variations. The panel and the messages are React components (VariationsPanel.tsx);
 * the controller tells them what to show through `VariationView`.
 */
import type { FormValue } from '../../core/form/encode.ts';
import type { Settings } from '../../core/settings/index.ts';
import { SHOP } from '../../core/timings/index.ts';
import {
  VariationIndex,
  chosenCount,
  isComplete,
  type IndexEntry,
} from '../../core/variations/index.ts';
import { matrixEntries, type VariationMatrix } from '../../core/variations/matrix.ts';
import { variationQuantity } from '../../core/variations/quantity.ts';
import { isPurchasableVariation, parseVariationList, type Variation } from '../../core/variations/schema.ts';
import { announce } from '../../dom/announce.ts';
import { emit, jquery, type ShopEventMap } from '../../dom/events.ts';
import { errorKind, isAborted, shopperMessage } from '../../services/errors.ts';
import { latestOnly } from '../../services/http.ts';
import { getVariation, getVariationMatrix } from '../../services/variations.ts';
import { blockElement } from '../../dom/block.ts';
import { onActivate } from '../../dom/keyboard.ts';
import { htmlToText, resetContent, resetVariationAttr, setContent, setVariationAttr, slide } from './dom.ts';

export interface PanelState {
  variation: Variation;
  purchasable: boolean;
}

export type MessageState = { kind: 'no-match' | 'error'; text: string } | null;

/** What the React side renders. */
export interface VariationView {
  setPanel(panel: PanelState | null): void;
  setMessage(message: MessageState): void;
}

export interface VariationOptions {
  settings: Settings;
  /** From the element's attributes; `null` = read the form's data attributes. */
  productId: number;
  productVariations: readonly unknown[] | false | null;
  customData: Record<string, FormValue> | null;
  /** `null` = fetch it in AJAX mode; `false` = no narrowing in AJAX mode. */
  variationMatrix: VariationMatrix | false | null;
}


interface JQueryBinding {
  on(events: string, handler: (event: { type: string }) => void): unknown;
  off(events: string): unknown;
  data(key: string): unknown;
}

type ButtonState = 'selection-needed' | 'unavailable' | 'enabled';

const NS = '.shopVariations';
const COMMANDS = ['check_variations', 'reset_data', 'reload_product_variations', 'update_variation_values', 'reset_image'];

function readJsonData(form: HTMLElement, key: string): { value: unknown; problem?: string } {
  const $ = jquery() as unknown as ((el: unknown) => JQueryBinding) | undefined;
  if ($) {
    try {
      return { value: $(form).data(key) };
    } catch {
      // fall back to the attribute
    }
  }
  const raw = form.getAttribute(`data-${key}`);
  if (raw == null || raw === '') return { value: undefined };
  try {
    return { value: JSON.parse(raw) };
  } catch (error) {
    return { value: undefined, problem: `data-${key} is not valid JSON (${(error as Error).message})` };
  }
}

export class VariationForm {
  readonly host: HTMLElement;
  readonly form: HTMLFormElement;
  readonly panelTarget: HTMLElement;
  readonly messagesTarget: HTMLElement;
  readonly #view: VariationView;
  #options: VariationOptions;

  readonly #selects: HTMLSelectElement[];
  readonly #names: string[];
  /** The server's options of each select (without the placeholder), in order. */
  readonly #reference = new Map<HTMLSelectElement, { placeholder: HTMLOptionElement | null; options: HTMLOptionElement[] }>();
  #index: VariationIndex<Variation> | null = null;
  #narrowIndex: VariationIndex<IndexEntry> | null = null;
  #useAjax = false;
  #productId = 0;
  #customData: Record<string, FormValue> | null = null;
  #loading = true;
  #current: Variation | undefined;
  #panelShown = false;
  #destroyed = false;
  #silent = 0;
  readonly #emittingJq = new Set<string>();
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  #pendingShow: ReturnType<typeof setTimeout> | undefined;
  readonly #lookup = latestOnly();
  readonly #matrixSlot = latestOnly();
  #matrixRequested = false;
  readonly #cleanups: Array<() => void> = [];
  readonly #createdPanel: boolean;
  #quantityOriginal: { min: string | null; max: string | null; hidden: boolean } | undefined;

  constructor(host: HTMLElement, form: HTMLFormElement, view: VariationView, options: VariationOptions) {
    this.host = host;
    this.form = form;
    this.#view = view;
    this.#options = options;
    this.#selects = [...form.querySelectorAll<HTMLSelectElement>('select[name^="attribute_"], .variations select')].filter(
      (select, i, all) => all.indexOf(select) === i,
    );
    this.#names = this.#selects.map((s) => s.dataset.attribute_name || s.name);
    for (const select of this.#selects) {
      const all = [...select.options];
      const placeholder = all.find((o) => o.value === '') ?? null;
      this.#reference.set(select, { placeholder, options: all.filter((o) => o !== placeholder) });
    }

    let panel = form.querySelector<HTMLElement>('.single_variation');
    this.#createdPanel = !panel;
    if (!panel) {
      panel = document.createElement('div');
      panel.className = 'woocommerce-variation single_variation';
      (form.querySelector('.single_variation_wrap') ?? form).prepend(panel);
    }
    this.panelTarget = panel;
    if (!panel.textContent?.trim()) panel.style.display = 'none';
    this.messagesTarget = document.createElement('div');
    this.messagesTarget.className = 'shop-variations-messages';
    panel.after(this.messagesTarget);

    this.#configureData();
    this.#bind();
    this.#setButton('selection-needed');
    this.#toggleReset(chosenCount(this.#names, this.chosen()) > 0);
    this.#after(SHOP.variationCheckDelayMs, () => {
      this.#check();
      this.#loading = false;
      // A styling and testing hook: the first check has run (data-shop-ready, as every element).
      host.setAttribute('data-ready', '');
      host.setAttribute('data-shop-ready', '');
      this.#triggerJq('wc_variation_form', []);
    });
  }

  /** New attribute values or settings. */
  configure(options: VariationOptions): void {
    const dataChanged =
      options.productVariations !== this.#options.productVariations ||
      options.productId !== this.#options.productId ||
      options.customData !== this.#options.customData ||
      options.variationMatrix !== this.#options.variationMatrix;
    this.#options = options;
    if (dataChanged) {
      this.#configureData();
      if (!this.#loading) this.#check();
    }
  }

  destroy(): void {
    this.#destroyed = true;
    this.#lookup.abort();
    this.#matrixSlot.abort();
    this.#timers.forEach(clearTimeout);
    this.#timers.clear();
    this.#cleanups.splice(0).forEach((cleanup) => cleanup());
    // Give the page its full option lists back (a remount starts from the server's markup).
    for (const select of this.#selects) {
      const value = select.value;
      const ref = this.#reference.get(select)!;
      if (ref.placeholder && !ref.placeholder.parentNode) select.prepend(ref.placeholder);
      for (const option of ref.options) {
        option.disabled = false;
        select.append(option);
      }
      select.value = value;
    }
    this.messagesTarget.remove();
    this.host.removeAttribute('data-ready');
    this.host.removeAttribute('data-shop-ready');
    if (this.#createdPanel) this.panelTarget.remove();
  }

  /** The chosen value of every select. */
  chosen(): Record<string, string> {
    const out: Record<string, string> = {};
    this.#selects.forEach((select, i) => {
      out[this.#names[i]!] = select.value;
    });
    return out;
  }

  get selects(): readonly HTMLSelectElement[] {
    return this.#selects;
  }

  // ---- data -------------------------------------------------------------

  #configureData(): void {
    const form = this.form;
    const { options } = { options: this.#options };
    this.#productId = options.productId || Number.parseInt(form.dataset.product_id ?? '', 10) || 0;
    if (options.customData) this.#customData = options.customData;
    else {
      const custom = readJsonData(form, 'custom_data');
      this.#customData =
        custom.value && typeof custom.value === 'object' ? (custom.value as Record<string, FormValue>) : null;
    }
    let source: unknown = options.productVariations;
    if (source === null) {
      const data = readJsonData(form, 'product_variations');
      if (data.problem) console.error(`<shop-variations>: ${data.problem}. Looking variations up over AJAX instead.`);
      source = data.value === undefined ? false : data.value;
    }
    this.#setSource(source);
  }

  #setSource(source: unknown): void {
    this.#matrixSlot.abort();
    this.#matrixRequested = false;
    if (Array.isArray(source)) {
      const { variations, problems } = parseVariationList(source);
      // One console error per value, however many variations it rejects.
      if (problems.length) console.error(`<shop-variations> product variations: ${problems.join('; ')}; skipped.`);
      this.#useAjax = false;
      this.#index = new VariationIndex(this.#names, variations);
      this.#narrowIndex = this.#index;
    } else {
      if (source !== false && source != null) {
        console.error('<shop-variations> product variations: expected a list or false; looking variations up over AJAX.');
      }
      this.#useAjax = true;
      this.#index = null;
      this.#narrowIndex = null;
      const matrix = this.#options.variationMatrix;
      if (matrix) this.#setMatrix(matrix);
      else if (matrix === null) this.#fetchMatrix();
    }
  }

  #setMatrix(matrix: VariationMatrix): void {
    this.#narrowIndex = new VariationIndex(this.#names, matrixEntries(matrix));
  }

  #fetchMatrix(): void {
    if (this.#matrixRequested || !this.#productId) return;
    this.#matrixRequested = true;
    const signal = this.#matrixSlot.next();
    getVariationMatrix(this.#options.settings, this.#productId, signal).then(
      (matrix) => {
        if (this.#destroyed || signal.aborted || !matrix || !this.#useAjax) return;
        this.#setMatrix(matrix);
        if (!this.#loading) this.#updateOptions(this.chosen());
      },
      (error: unknown) => {
        if (isAborted(error)) return;
        // Narrowing is an extra: without the matrix every option stays choosable.
        console.warn('<shop-variations>: the attribute matrix could not be loaded; options are not narrowed.', error);
      },
    );
  }

  // ---- events -----------------------------------------------------------

  #bind(): void {
    const form = this.form;
    const onChange = (event: Event) => {
      const target = event.target;
      if (!(target instanceof HTMLSelectElement) || !this.#selects.includes(target)) return;
      if (this.#silent > 0) return;
      this.#onSelectChange();
    };
    form.addEventListener('change', onChange);
    this.#cleanups.push(() => form.removeEventListener('change', onChange));

    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.('.single_add_to_cart_button');
      if (!button || !form.contains(button) || !button.classList.contains('disabled')) return;
      event.preventDefault();
      const texts = this.#options.settings;
      if (button.classList.contains('wc-variation-is-unavailable')) window.alert(texts.i18n_unavailable_text);
      else if (button.classList.contains('wc-variation-selection-needed')) window.alert(texts.i18n_make_a_selection_text);
    };
    form.addEventListener('click', onClick);
    this.#cleanups.push(() => form.removeEventListener('click', onClick));

    const reset = form.querySelector<HTMLElement>('.reset_variations');
    if (reset) {
      if (!reset.hasAttribute('role')) reset.setAttribute('role', 'button');
      if (!reset.hasAttribute('href') && !reset.hasAttribute('tabindex')) reset.tabIndex = 0;
      this.#cleanups.push(onActivate(reset, () => this.reset()));
    }

    const $ = jquery() as unknown as ((el: unknown) => JQueryBinding) | undefined;
    if ($) {
      const handler = (event: { type: string }) => {
        if (this.#emittingJq.has(event.type)) return;
        this.#onCommand(event.type);
      };
      try {
        $(form).on(COMMANDS.map((name) => `${name}${NS}`).join(' '), handler);
        this.#cleanups.push(() => {
          $(form).off(NS);
        });
      } catch (error) {
        console.error('<shop-variations>: could not listen to jQuery events on the form.', error);
      }
    }
  }

  #onCommand(name: string): void {
    if (this.#destroyed) return;
    switch (name) {
      case 'check_variations':
        this.#check(false);
        break;
      case 'reset_data':
        this.#resetDisplayed();
        break;
      case 'update_variation_values':
        this.#updateOptions(this.chosen());
        break;
      case 'reset_image':
        this.#resetImage();
        break;
      case 'reload_product_variations': {
        const data = readJsonData(this.form, 'product_variations');
        if (data.problem) console.error(`<shop-variations>: ${data.problem}.`);
        this.#setSource(data.value === undefined ? false : data.value);
        this.#check();
        break;
      }
    }
  }

  #emit<K extends keyof ShopEventMap>(type: K, detail: ShopEventMap[K], jq?: { name: string; args?: unknown[] }): void {
    emit(this.host, type, detail);
    if (jq) this.#triggerJq(jq.name, jq.args ?? []);
  }

  /** The platform's jQuery event on the form; our own command listeners ignore it. */
  #triggerJq(name: string, args: unknown[]): void {
    const $ = jquery();
    if (!$) return;
    this.#emittingJq.add(name);
    try {
      $(this.form).trigger(name, args);
    } catch (error) {
      console.error(`A jQuery "${name}" handler threw:`, error);
    } finally {
      this.#emittingJq.delete(name);
    }
  }

  #after(ms: number, run: () => void): ReturnType<typeof setTimeout> {
    const id = setTimeout(() => {
      this.#timers.delete(id);
      if (!this.#destroyed) run();
    }, ms);
    this.#timers.add(id);
    return id;
  }

  // ---- selection ---------------------------------------------------------

  /** §4.3: a change of any select clears variation_id and re-checks. */
  #onSelectChange(): void {
    this.#lookup.abort();
    this.#setVariationId('');
    this.#view.setMessage(null);
    this.#triggerJq('woocommerce_variation_select_change', []);
    this.#check();
    const chosen = this.chosen();
    this.#emit(
      'shop-variation-changed',
      { attributes: chosen, chosenCount: chosenCount(this.#names, chosen), complete: isComplete(this.#names, chosen) },
      { name: 'woocommerce_variation_has_changed' },
    );
  }

  /** Narrows, then looks the selection up when it is complete. */
  #check(announceCheck = true): void {
    if (this.#destroyed) return;
    // Another script's check_variations already reached its listeners: do not repeat it.
    if (announceCheck) this.#triggerJq('check_variations', []);
    let chosen = this.chosen();
    // Narrowing may clear a choice that is no longer valid; that change re-checks by itself.
    if (this.#updateOptions(chosen)) return;
    this.#syncPlaceholders();
    chosen = this.chosen();
    const count = chosenCount(this.#names, chosen);
    this.#toggleReset(count > 0);
    if (this.#names.length > 0 && count === this.#names.length) {
      if (this.#useAjax) {
        void this.#lookupOverAjax(chosen);
        return;
      }
      const match = this.#index?.match(chosen);
      if (match) this.#found(match);
      else this.#noMatch(chosen);
    } else {
      this.#resetDisplayed();
    }
  }

  async #lookupOverAjax(chosen: Record<string, string>): Promise<void> {
    const signal = this.#lookup.next();
    const release = blockElement(this.form);
    try {
      const variation = await getVariation(
        this.#options.settings,
        { attributes: chosen, productId: this.#productId, customData: this.#customData },
        signal,
      );
      if (signal.aborted || this.#destroyed) return;
      if (variation) this.#found(variation);
      else this.#noMatch(chosen);
    } catch (error) {
      if (isAborted(error) || signal.aborted || this.#destroyed) return;
      const text = shopperMessage(error, 'The product options could not be checked. Please try again.');
      console.error('<shop-variations>: get_variation failed:', error);
      this.#resetDisplayed();
      this.#view.setMessage({ kind: 'error', text });
      const kind = errorKind(error);
      this.#emit('shop-variation-lookup-failed', { message: text, kind });
      emit(this.host, 'shop-request-failed', { call: 'get_variation', message: text, kind });
    } finally {
      release();
    }
  }

  /**
   * §4.3 narrowing: each select keeps the options that still match some variation
   * given the other selects, disables those whose variations are inactive, and loses a
   * choice that is no longer valid. Returns true when a choice was cleared.
   */
  #updateOptions(chosen: Record<string, string>): boolean {
    const index = this.#narrowIndex;
    if (!index) return false;
    const cleared: HTMLSelectElement[] = [];
    this.#selects.forEach((select, i) => {
      const { placeholder, options } = this.#reference.get(select)!;
      const narrowed = index.options(chosen, this.#names[i]!);
      const value = select.value;
      let valid = value === '';
      let cursor: ChildNode | null = placeholder ? placeholder.nextSibling : select.firstChild;
      for (const option of options) {
        const state = narrowed.state(option.value);
        if (state === 'absent') {
          if (option === cursor) cursor = option.nextSibling;
          if (option.parentNode) option.remove();
          continue;
        }
        if (option === cursor) cursor = option.nextSibling;
        else select.insertBefore(option, cursor);
        const disabled = state === 'disabled';
        if (option.disabled !== disabled) option.disabled = disabled;
        const className = disabled ? 'attached' : 'attached enabled';
        if (option.className !== className) option.className = className;
        if (!valid && !disabled && option.value === value) valid = true;
      }
      if (!valid) {
        this.#clear(select);
        cleared.push(select);
      } else if (select.value !== value) {
        select.value = value;
      }
    });
    this.#emit('shop-variation-options-updated', { attributes: this.chosen() }, { name: 'woocommerce_update_variation_values' });
    for (const select of cleared) select.dispatchEvent(new Event('change', { bubbles: true }));
    return cleared.length > 0;
  }

  /** Empties a select; its placeholder comes back first when it was taken out. */
  #clear(select: HTMLSelectElement): void {
    const { placeholder } = this.#reference.get(select)!;
    if (placeholder && !placeholder.parentNode) select.prepend(placeholder);
    select.value = '';
  }

  /**
   * A select printed with `data-show_option_none="no"` loses its 'Choose an option'
   * placeholder once it holds a valid choice, as the platform does; the placeholder
   * returns when the choice is cleared.
   */
  #syncPlaceholders(): void {
    for (const select of this.#selects) {
      const { placeholder } = this.#reference.get(select)!;
      if (!placeholder || select.dataset.show_option_none !== 'no') continue;
      const chosenOption = select.selectedOptions[0];
      const hold = select.value !== '' && chosenOption !== undefined && !chosenOption.disabled;
      if (hold && placeholder.parentNode) placeholder.remove();
      else if (!hold && !placeholder.parentNode) select.prepend(placeholder);
    }
  }

  // ---- found / not found / reset -----------------------------------------

  #found(variation: Variation): void {
    this.#current = variation;
    this.#cancelShow();
    this.#setVariationId(String(variation.variation_id));
    this.#updateMeta(variation);
    this.#updateImage(variation);
    this.#applyQuantity(variation);
    const purchasable = isPurchasableVariation(variation);
    this.#setButton(purchasable ? 'enabled' : 'unavailable');
    this.#emit(
      'shop-variation-found',
      { variation, variationId: variation.variation_id },
      { name: 'found_variation', args: [variation] },
    );
    if (this.#panelShown) {
      // The panel is already open: its content follows the new match at once (no stale price).
      this.#view.setPanel({ variation, purchasable });
      return;
    }
    // §9.1: the panel appears 300 ms after the match; a change or a reset before then cancels it.
    this.#pendingShow = this.#after(SHOP.variationPanelShowDelayMs, () => {
      this.#pendingShow = undefined;
      if (this.#current !== variation) return;
      this.#view.setPanel({ variation, purchasable });
    });
  }

  /** Called by the panel once React has rendered the variation's content. */
  panelRendered(panel: PanelState): void {
    if (this.#destroyed || this.#current !== panel.variation) return;
    this.#panelShown = true;
    const hasContent = (this.panelTarget.textContent ?? '').trim() !== '';
    void slide(this.panelTarget, true, hasContent ? SHOP.slideDurationMs : 0);
    this.#emit(
      'shop-variation-shown',
      { variation: panel.variation, purchasable: panel.purchasable },
      { name: 'show_variation', args: [panel.variation, panel.purchasable] },
    );
  }

  #noMatch(chosen: Record<string, string>): void {
    this.#resetDisplayed();
    this.#emit('shop-variation-not-found', { attributes: chosen });
    if (!this.#loading) this.#view.setMessage({ kind: 'no-match', text: this.#options.settings.i18n_no_matching_variations_text });
  }

  #cancelShow(): void {
    if (this.#pendingShow !== undefined) {
      clearTimeout(this.#pendingShow);
      this.#timers.delete(this.#pendingShow);
      this.#pendingShow = undefined;
    }
  }

  /** The platform's reset_data: meta, image and panel back to the product's own. */
  #resetDisplayed(): void {
    const hadVariation = this.#current !== undefined || this.#panelShown;
    this.#current = undefined;
    this.#cancelShow();
    this.#setVariationId('');
    this.#resetMeta();
    this.#resetImage();
    this.#restoreQuantity();
    this.#setButton('selection-needed');
    if (this.#panelShown) {
      this.#panelShown = false;
      void slide(this.panelTarget, false, SHOP.slideDurationMs).then(() => {
        if (!this.#panelShown && !this.#destroyed) this.#view.setPanel(null);
      });
    } else if (hadVariation) {
      this.#view.setPanel(null);
    }
    this.#emit('shop-variation-data-reset', {}, { name: 'reset_data' });
    this.#emit('shop-variation-hidden', {}, { name: 'hide_variation' });
  }

  /** The reset link: clears every select, announces it and returns focus to the first select. */
  reset(): void {
    this.#lookup.abort();
    this.#silent += 1;
    try {
      for (const select of this.#selects) {
        this.#clear(select);
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    } finally {
      this.#silent -= 1;
    }
    this.#view.setMessage(null);
    this.#check();
    this.#emit('shop-variation-reset', {});
    announce(this.#options.settings.i18n_reset_alert_text, 0, 'variations');
    this.#selects[0]?.focus();
  }

  // ---- page parts ---------------------------------------------------------

  #setVariationId(value: string): void {
    for (const input of this.form.querySelectorAll<HTMLInputElement>('input[name="variation_id"], input.variation_id')) {
      if (input.value === value) continue;
      input.value = value;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }

  #toggleReset(visible: boolean): void {
    const link = this.form.querySelector<HTMLElement>('.reset_variations');
    if (link) link.style.visibility = visible ? 'visible' : 'hidden';
  }

  /** §4.2 button states. */
  #setButton(state: ButtonState): void {
    for (const button of this.form.querySelectorAll<HTMLElement>('.single_add_to_cart_button')) {
      button.classList.toggle('disabled', state !== 'enabled');
      button.classList.toggle('wc-variation-selection-needed', state === 'selection-needed');
      button.classList.toggle('wc-variation-is-unavailable', state === 'unavailable');
      if (state === 'enabled') button.removeAttribute('aria-disabled');
      else button.setAttribute('aria-disabled', 'true');
      const wrap = button.closest('.woocommerce-variation-add-to-cart');
      wrap?.classList.toggle('woocommerce-variation-add-to-cart-disabled', state !== 'enabled');
      wrap?.classList.toggle('woocommerce-variation-add-to-cart-enabled', state === 'enabled');
    }
  }

  #product(): ParentNode {
    return this.form.closest('.product') ?? document;
  }

  #metaTargets() {
    const product = this.#product();
    return {
      sku: [...product.querySelectorAll('.product_meta .sku')],
      weight: [
        ...product.querySelectorAll(
          '.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value, .woocommerce-product-attributes-item--weight td',
        ),
      ],
      dimensions: [
        ...product.querySelectorAll(
          '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value, .woocommerce-product-attributes-item--dimensions td',
        ),
      ],
    };
  }

  #updateMeta(v: Variation): void {
    const { sku, weight, dimensions } = this.#metaTargets();
    for (const el of sku) v.sku ? setContent(el, v.sku) : resetContent(el);
    for (const el of weight) v.weight ? setContent(el, htmlToText(v.weight_html ?? v.weight)) : resetContent(el);
    for (const el of dimensions) v.dimensions_html ? setContent(el, htmlToText(v.dimensions_html)) : resetContent(el);
  }

  #resetMeta(): void {
    const { sku, weight, dimensions } = this.#metaTargets();
    [...sku, ...weight, ...dimensions].forEach((el) => resetContent(el));
  }

  #gallery() {
    const product = this.#product();
    const gallery = product.querySelector<HTMLElement>('.images, .woocommerce-product-gallery');
    const wrap = gallery?.querySelector<HTMLElement>(
      '.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder',
    );
    return {
      gallery,
      wrap,
      image: wrap?.querySelector<HTMLImageElement>('.wp-post-image') ?? wrap?.querySelector<HTMLImageElement>('img'),
      link: wrap?.querySelector<HTMLAnchorElement>('a'),
      thumb: gallery?.parentElement?.querySelector<HTMLImageElement>('.flex-control-nav li:first-child img'),
      thumbs: [...(gallery?.parentElement?.querySelectorAll<HTMLImageElement>('.flex-control-nav li img') ?? [])],
    };
  }

  /**
   * When the variation's image is already one of the gallery's slides, the platform slides
   * to it instead of replacing the first image. Returns true when it did.
   */
  #slideToGalleryImage(v: Variation, thumbnailSrc: unknown): boolean {
    if (typeof thumbnailSrc !== 'string' || !thumbnailSrc) return false;
    const { gallery, thumbs } = this.#gallery();
    // The first slide may show an earlier variation's image: give it back before looking.
    if (thumbs.some((img) => img.getAttribute('data-o_src') === thumbnailSrc)) this.#resetImage();
    const target = thumbs.find((img) => img.getAttribute('src') === thumbnailSrc);
    if (!target) return false;
    const $ = jquery();
    try {
      // The gallery slider listens for this event; without jQuery a click is what a gallery script hears.
      if ($) $(target).trigger('flexslider-click');
      else target.click();
    } catch (error) {
      console.error('A gallery handler threw:', error);
    }
    this.form.setAttribute('current-image', String(v.image_id ?? ''));
    // The slider just moved to the chosen slide: re-measure and re-zoom, do not move it back.
    this.#reinitGallery(gallery, false);
    return true;
  }

  #updateImage(v: Variation): void {
    const image = v.image;
    const src = image?.src;
    if (!image || typeof src !== 'string' || src.length <= 1) {
      this.#resetImage();
      return;
    }
    if (this.#slideToGalleryImage(v, image.gallery_thumbnail_src)) return;
    const { gallery, wrap, image: img, link, thumb } = this.#gallery();
    if (img) {
      setVariationAttr(img, 'src', image.src);
      setVariationAttr(img, 'height', image.src_h);
      setVariationAttr(img, 'width', image.src_w);
      setVariationAttr(img, 'srcset', image.srcset);
      setVariationAttr(img, 'sizes', image.sizes);
      setVariationAttr(img, 'title', image.title);
      setVariationAttr(img, 'data-caption', image.caption);
      setVariationAttr(img, 'alt', image.alt);
      setVariationAttr(img, 'data-src', image.full_src);
      setVariationAttr(img, 'data-large_image', image.full_src);
      setVariationAttr(img, 'data-large_image_width', image.full_src_w);
      setVariationAttr(img, 'data-large_image_height', image.full_src_h);
    }
    setVariationAttr(wrap, 'data-thumb', image.src);
    setVariationAttr(thumb, 'src', image.gallery_thumbnail_src);
    setVariationAttr(link, 'href', image.full_src);
    this.form.setAttribute('current-image', String(v.image_id ?? ''));
    this.#reinitGallery(gallery);
  }

  #resetImage(): void {
    const { gallery, wrap, image: img, link, thumb } = this.#gallery();
    if (!img?.hasAttribute('data-o_src')) return;
    for (const name of [
      'src', 'width', 'height', 'srcset', 'sizes', 'title', 'data-caption', 'alt', 'data-src',
      'data-large_image', 'data-large_image_width', 'data-large_image_height',
    ]) {
      resetVariationAttr(img, name);
    }
    resetVariationAttr(wrap, 'data-thumb');
    resetVariationAttr(thumb, 'src');
    resetVariationAttr(link, 'href');
    this.form.removeAttribute('current-image');
    this.#reinitGallery(gallery);
  }

  /** §9.1: gallery resize and zoom re-initialisation 20 ms after an image change. */
  #reinitGallery(gallery: HTMLElement | null | undefined, resetSlide = true): void {
    this.#after(SHOP.galleryReinitDelayMs, () => {
      window.dispatchEvent(new Event('resize'));
      if (gallery) {
        const $ = jquery();
        try {
          if (resetSlide) $?.(gallery).trigger('woocommerce_gallery_reset_slide_position');
          $?.(gallery).trigger('woocommerce_gallery_init_zoom');
        } catch (error) {
          console.error('A gallery handler threw:', error);
        }
      }
    });
  }

  #quantity() {
    const wrap = this.form.querySelector<HTMLElement>('.single_variation_wrap .quantity, .quantity');
    const input = wrap?.querySelector<HTMLInputElement>('input.qty') ?? this.form.querySelector<HTMLInputElement>('input.qty');
    return { wrap, input };
  }

  /** §5.1. */
  #applyQuantity(v: Variation): void {
    const { wrap, input } = this.#quantity();
    if (!input) return;
    this.#quantityOriginal ??= {
      min: input.getAttribute('min'),
      max: input.getAttribute('max'),
      hidden: !!wrap?.hidden || wrap?.style.display === 'none',
    };
    const next = variationQuantity(input.value, v);
    input.setAttribute('min', next.min);
    if (next.max === '') input.removeAttribute('max');
    else input.setAttribute('max', next.max);
    if (input.value !== next.value) {
      input.value = next.value;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
    if (wrap) wrap.style.display = next.hidden ? 'none' : '';
  }

  #restoreQuantity(): void {
    const original = this.#quantityOriginal;
    const { wrap, input } = this.#quantity();
    if (!original || !input) return;
    if (original.min === null) input.removeAttribute('min');
    else input.setAttribute('min', original.min);
    if (original.max === null || original.max === '') input.removeAttribute('max');
    else input.setAttribute('max', original.max);
    if (wrap) wrap.style.display = original.hidden ? 'none' : '';
  }
}
