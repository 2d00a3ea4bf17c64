/**
 * The variation form's coordinator (SPEC §2.2, §4.2, §4.3, §5.1, §5.2, §7.3, §9.1): hears the
 * selects, matches the choice (inline data, or `get_variation` over AJAX), and tells the page
 * parts (src/dom/variations) and the panel (VariationsPanel.tsx, through `VariationView`)
 * what to show. Selects, meta and gallery belong to the page and are changed directly,
 * which keeps a change of a select well under a few milliseconds with 1,000+ variations.
 * `destroy()` gives the page its markup back: a remount starts from the server's markup
 * plus the selects' current values.
 */
import { shopText } from '../../dom/messages.ts';
import { SHOP } from '../../core/timings/index.ts';
import { cartButtonState } from '../../core/variations/display.ts';
import { chosenCount, isComplete } from '../../core/variations/index.ts';
import type { Variation } from '../../core/variations/schema.ts';
import { announce } from '../../dom/announce.ts';
import { blockElement } from '../../dom/block.ts';
import { emit, type ShopEventMap } from '../../dom/events.ts';
import { isJQueryTrigger, jqueryTriggering, listenOn, triggerOn } from '../../dom/jquery.ts';
import { guardCartButton, showCartButtonState } from '../../dom/variations/cart-button.ts';
import { VariationGallery } from '../../dom/variations/gallery.ts';
import { MarkupLedger } from '../../dom/ledger.ts';
import { restoreProductMeta, showVariationMeta } from '../../dom/variations/meta.ts';
import { OptionLists } from '../../dom/variations/options.ts';
import { adoptPanel, slide, type PanelTargets } from '../../dom/variations/panel.ts';
import { QuantityRules } from '../../dom/variations/quantity.ts';
import { adoptResetLink, showResetLink } from '../../dom/variations/reset-link.ts';
import { VariationIdField } from '../../dom/variations/variation-id.ts';
import { errorKind, isAborted, shopperMessage } from '../../services/errors.ts';
import { latestOnly } from '../../services/http.ts';
import { getVariation } from '../../services/variations.ts';
import { dataChanged, VariationData, type VariationOptions } from './variation-data.ts';
import { SwatchSlot } from './swatches.ts';

export type { VariationOptions } from './variation-data.ts';

export interface PanelState {
  variation: Variation;
  purchasable: boolean;
}

export type MessageState = { kind: 'no-match' | 'error'; text: string } | null;

/** What the React side renders. */
export interface VariationView {
  setPanel(panel: PanelState | null): void;
  setMessage(message: MessageState): void;
  /** The first check has run: the element counts as ready. */
  ready(): void;
}

/** The platform's commands other scripts trigger on the form. */
const COMMANDS = ['check_variations', 'reset_data', 'reload_product_variations', 'update_variation_values', 'reset_image'];
const NAMESPACE = '.shopVariations';
const RESET_LINK = '.reset_variations';

export class VariationForm {
  readonly host: HTMLElement;
  readonly form: HTMLFormElement;
  readonly panelTarget: HTMLElement;
  readonly messagesTarget: HTMLElement;
  readonly #view: VariationView;
  #options: VariationOptions;

  readonly #selects: HTMLSelectElement[];
  readonly #names: string[];
  /** What this form changed on the page, to put back on destroy. */
  readonly #ledger = new MarkupLedger();
  readonly #quantity: QuantityRules;
  readonly #optionLists: OptionLists;
  readonly #gallery: VariationGallery;
  readonly #variationId: VariationIdField;
  readonly #panelTargets: PanelTargets;

  readonly #data: VariationData;
  /** The swatches beside the selects, when the element or the page asks for them (loaded on demand). */
  readonly #swatches: SwatchSlot;
  #loading = true;
  #current: Variation | undefined;
  #panelShown = false;
  #destroyed = false;
  #silent = 0;
  readonly #emittingJq = new Set<string>();
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  #pendingShow: ReturnType<typeof setTimeout> | undefined;
  readonly #lookup = latestOnly();
  #releaseBlock: (() => void) | undefined;
  readonly #cleanups: Array<() => void> = [];

  constructor(host: HTMLElement, form: HTMLFormElement, view: VariationView, options: VariationOptions) {
    this.host = host;
    this.form = form;
    this.#view = view;
    this.#options = options;
    this.#selects = [...form.querySelectorAll<HTMLSelectElement>('select[name^="attribute_"], .variations select')].filter(
      (select, i, all) => all.indexOf(select) === i,
    );
    this.#names = this.#selects.map((s) => s.dataset.attribute_name || s.name);
    // Everything the form may change is recorded as printed before the first change.
    this.#optionLists = new OptionLists(this.#selects, this.#names);
    this.#quantity = new QuantityRules(form);
    this.#variationId = new VariationIdField(form);
    this.#gallery = new VariationGallery(form, (ms, run) => void this.#after(ms, run));
    this.#panelTargets = adoptPanel(form, this.#ledger);
    this.panelTarget = this.#panelTargets.panel;
    this.messagesTarget = this.#panelTargets.messages;

    this.#data = new VariationData(host, form, this.#names, () => {
      if (!this.#destroyed && !this.#loading) this.#updateOptions(this.chosen());
    });
    this.#data.configure(options);
    this.#swatches = new SwatchSlot({
      form,
      selects: this.#selects,
      names: this.#names,
      printed: (select) => this.#optionLists.printed(select),
      narrowIndex: () => this.#data.narrowIndex,
      variations: () => this.#data.index?.entries ?? null,
      chosen: () => this.chosen(),
    });
    this.#configureSwatches(options);
    this.#bind();
    showCartButtonState(form, this.#ledger, 'selection-needed');
    showResetLink(form, this.#ledger, chosenCount(this.#names, this.chosen()) > 0);
    this.#after(SHOP.variationCheckDelayMs, () => {
      this.#check();
      this.#loading = false;
      // Styling and testing hooks: the first check has run (data-shop-ready through the base, as
      // every element; data-ready as the element has always said).
      host.setAttribute('data-ready', '');
      this.#view.ready();
      this.#triggerJq('wc_variation_form');
    });
  }

  /** New attribute values or settings. */
  configure(options: VariationOptions): void {
    const changed = dataChanged(this.#options, options);
    this.#options = options;
    if (changed) {
      this.#data.configure(options);
      if (!this.#loading) this.#check();
    }
    this.#configureSwatches(options);
  }

  #configureSwatches(options: VariationOptions): void {
    this.#swatches.configure({ list: options.swatches, only: options.swatchesOnly, settings: options.settings });
  }

  /** Stops, and gives the page back what this form changed (the selects keep the shopper's values). */
  destroy(): void {
    this.#destroyed = true;
    this.#lookup.abort();
    this.#data.destroy();
    this.#releaseBlock?.();
    this.#releaseBlock = undefined;
    this.#timers.forEach(clearTimeout);
    this.#timers.clear();
    this.#cleanups.splice(0).forEach((cleanup) => cleanup());
    this.#swatches.destroy();
    this.#optionLists.release();
    this.#quantity.release();
    this.#variationId.release();
    restoreProductMeta(this.form, true);
    this.#gallery.release();
    this.#panelTargets.release();
    this.#ledger.restore();
    this.host.removeAttribute('data-ready');
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

  // ---- events -----------------------------------------------------------

  #bind(): void {
    const { form } = this;
    const onChange = (event: Event) => this.#heardChange(event.target);
    form.addEventListener('change', onChange);
    this.#cleanups.push(() => form.removeEventListener('change', onChange));

    this.#cleanups.push(
      guardCartButton(form, (state) => {
        const texts = this.#options.settings;
        window.alert(state === 'unavailable' ? texts.i18n_unavailable_text : texts.i18n_make_a_selection_text);
      }),
    );
    this.#cleanups.push(
      adoptResetLink(form, this.#ledger, (event) => {
        // jQuery's `.trigger('click')` on a reset that is not an <a> (a button) ends with a DOM click: heard below already.
        if (event.type === 'click' && jqueryTriggering('click')) return;
        this.reset();
      }),
    );

    try {
      this.#cleanups.push(
        listenOn(form, COMMANDS, NAMESPACE, (event) => {
          if (!this.#emittingJq.has(event.type)) this.#onCommand(event.type);
        }),
      );
      // Theme scripts choose through jQuery (`$(select).val('blue').trigger('change')`, a click triggered
      // on the reset link), as the platform's script listens: such an event reaches no DOM listener. A
      // shopper's change reaches both, and is taken from the DOM only.
      this.#cleanups.push(
        listenOn(form, ['change', 'click'], NAMESPACE, (event) => {
          if (!isJQueryTrigger(event) || this.#destroyed) return;
          if (event.type === 'change') this.#heardChange(event.target);
          else if (event.target instanceof Node && form.querySelector(RESET_LINK)?.contains(event.target)) this.reset();
        }),
      );
    } catch (error) {
      console.error('<shop-variations>: could not listen to jQuery events on the form.', error);
    }
  }

  /** A change event of one of the form's selects (the DOM's, or a script's through jQuery). */
  #heardChange(target: unknown): void {
    if (!(target instanceof HTMLSelectElement) || !this.#selects.includes(target)) return;
    if (this.#silent > 0) return;
    this.#onSelectChange();
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
        this.#gallery.reset();
        break;
      case 'reload_product_variations':
        this.#data.reload();
        this.#check();
        break;
    }
  }

  #emit<K extends keyof ShopEventMap>(type: K, detail: ShopEventMap[K], jq?: { name: string; args?: unknown[] }): void {
    emit(this.host, type, detail);
    if (jq) this.#triggerJq(jq.name, jq.args);
  }

  /** The platform's jQuery event on the form; our own command listeners ignore it. */
  #triggerJq(name: string, args: unknown[] = []): void {
    this.#emittingJq.add(name);
    try {
      triggerOn(this.form, name, args);
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
    this.#variationId.set('');
    this.#view.setMessage(null);
    this.#triggerJq('woocommerce_variation_select_change');
    this.#check();
    this.#announceChange();
  }

  /** The selection changed: listeners hear the new choice (jQuery: woocommerce_variation_has_changed). */
  #announceChange(): void {
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
    if (announceCheck) this.#triggerJq('check_variations');
    let chosen = this.chosen();
    // Narrowing may clear a choice that is no longer valid; that change re-checks by itself.
    if (this.#updateOptions(chosen)) return;
    // Narrowing showed the selects on the swatches; without it, the values still have to be shown.
    if (!this.#data.narrowIndex) this.#swatches.sync();
    this.#optionLists.syncPlaceholders();
    chosen = this.chosen();
    const count = chosenCount(this.#names, chosen);
    showResetLink(this.form, this.#ledger, count > 0);
    if (this.#names.length > 0 && count === this.#names.length) {
      if (this.#data.useAjax) {
        void this.#lookupOverAjax(chosen);
        return;
      }
      const match = this.#data.index?.match(chosen);
      if (match) this.#found(match);
      else this.#noMatch(chosen);
    } else {
      this.#resetDisplayed();
    }
  }

  async #lookupOverAjax(chosen: Record<string, string>): Promise<void> {
    const signal = this.#lookup.next();
    this.#releaseBlock?.();
    const release = blockElement(this.form);
    this.#releaseBlock = release;
    try {
      const variation = await getVariation(
        this.#options.settings,
        { attributes: chosen, productId: this.#data.productId, customData: this.#data.customData },
        signal,
      );
      if (signal.aborted || this.#destroyed) return;
      if (variation) this.#found(variation);
      else this.#noMatch(chosen);
    } catch (error) {
      if (isAborted(error) || signal.aborted || this.#destroyed) return;
      const text = shopperMessage(error, shopText('variationCheckFailed'));
      console.error('<shop-variations>: get_variation failed:', error);
      this.#resetDisplayed();
      this.#view.setMessage({ kind: 'error', text });
      const kind = errorKind(error);
      this.#emit('shop-variation-lookup-failed', { message: text, kind });
      emit(this.host, 'shop-request-failed', { call: 'get_variation', message: text, kind });
    } finally {
      release();
      if (this.#releaseBlock === release) this.#releaseBlock = undefined;
    }
  }

  /** Narrows the selects; returns true when a choice was cleared (its change event re-checks). */
  #updateOptions(chosen: Record<string, string>): boolean {
    const index = this.#data.narrowIndex;
    if (!index) return false;
    const cleared = this.#optionLists.narrow(index, chosen);
    this.#swatches.sync();
    this.#emit('shop-variation-options-updated', { attributes: this.chosen() }, { name: 'woocommerce_update_variation_values' });
    for (const select of cleared) select.dispatchEvent(new Event('change', { bubbles: true }));
    return cleared.length > 0;
  }

  // ---- found / not found / reset -----------------------------------------

  #found(variation: Variation): void {
    this.#current = variation;
    this.#cancelShow();
    this.#variationId.set(String(variation.variation_id));
    showVariationMeta(this.form, variation);
    this.#gallery.show(variation);
    this.#quantity.apply(variation);
    const state = cartButtonState(variation);
    const purchasable = state === 'enabled';
    showCartButtonState(this.form, this.#ledger, state);
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
    this.#variationId.set('');
    restoreProductMeta(this.form);
    this.#gallery.reset();
    this.#quantity.reset();
    showCartButtonState(this.form, this.#ledger, 'selection-needed');
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
        this.#optionLists.clear(select);
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
    } finally {
      this.#silent -= 1;
    }
    this.#view.setMessage(null);
    this.#check();
    // The platform empties the selects with a change event each, so its change listeners hear a reset too.
    this.#announceChange();
    this.#emit('shop-variation-reset', {});
    announce(this.#options.settings.i18n_reset_alert_text, 0, 'variations');
    const first = this.#selects[0];
    if (first) this.#swatches.focusTarget(first).focus();
  }
}
