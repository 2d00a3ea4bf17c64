// Every text the library writes comes in the shop's language (issue 40): with a German settings block
// (`messages`, docs/guide/messages.md) each element is rendered and used, and no text the library
// wrote (text nodes, aria-label, title, alt, placeholder, window.alert, the live region) holds an
// English default of src/core/messages. What the page's markup and the store's answers hold is theirs,
// not the library's: those strings are read from the fixtures and the answers and left out.
import { expect } from 'chai';
import '../../src/elements/account-form.element.ts';
import '../../src/elements/add-to-cart.element.ts';
import '../../src/elements/coming-soon-banner.element.ts';
import '../../src/elements/course-collapsible.element.ts';
import '../../src/elements/course-modal.element.ts';
import '../../src/elements/lightbox.element.ts';
import '../../src/elements/member-directory.element.ts';
import '../../src/elements/own-price.element.ts';
import '../../src/elements/product-table.element.ts';
import '../../src/elements/store-notice.element.ts';
import '../../src/elements/variations.element.ts';
import { MESSAGE_KEYS, MESSAGES, SETTINGS_MESSAGES, type MessageKey } from '../../src/core/messages/index.ts';
import { pendingCartCalls } from '../../src/services/cart-queue.ts';
import { clearCart } from '../../src/stores/cart.ts';
import { GERMAN_MESSAGES } from '../../demo/i18n/de.ts';
import { variation } from '../helpers/variation-data.ts';
import { clearFault, emptyStoreCart, setFault } from '../helpers/demo-store.ts';
import { cartTableHtml, forgetSelections, mountCartTable } from '../helpers/cart-table-markup.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { demoPage } from '../helpers/demo-tables.ts';
import { usePageSettings } from '../helpers/page-settings.ts';
import { waitFor } from '../helpers/wait.ts';

const ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder'];

/** Strings of the page's markup and the store's answers: not the library's words. */
const theirs = new Set<string>();
/** Every string the page gained while the elements ran. */
const written = new Set<string>();

const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

function stringsOf(root: Node, into: Set<string>): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node: Node | null = root; node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      // A settings block or a style sheet is not text on the page.
      if (!node.parentElement?.closest('script, style')) into.add(normal((node as Text).data));
    }
    else if (node instanceof Element) {
      for (const name of ATTRIBUTES) {
        const value = node.getAttribute(name);
        if (value) into.add(normal(value));
      }
      if (node instanceof HTMLTemplateElement) stringsOf(node.content, into);
    }
  }
}

/** Markup printed by "the server": its strings are the shop's own. */
function markupStrings(html: string): void {
  const template = document.createElement('template');
  template.innerHTML = html;
  stringsOf(template.content, theirs);
}

function answerStrings(body: string): void {
  markupStrings(body);
  try {
    const walk = (value: unknown): void => {
      if (typeof value === 'string') {
        theirs.add(normal(value));
        if (value.includes('<')) markupStrings(value);
      } else if (value && typeof value === 'object') for (const item of Object.values(value)) walk(item);
    };
    walk(JSON.parse(body));
  } catch {
    // not JSON
  }
}

function mount<T extends Element = HTMLElement>(html: string): T {
  markupStrings(html);
  return fixture<T>(html);
}

/** Each English default as a pattern: its words around the placeholders, whole words only. */
const ENGLISH = MESSAGE_KEYS.flatMap((key) => {
  const words = MESSAGES[key].split(/%\d+\$[sd]|%[sd]|\{\w+\}|%%[A-Z]+%%/).map((part) => part.trim()).filter((part) => /\p{L}/u.test(part));
  if (words.length === 0) return [];
  const escaped = words.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return [{ key, pattern: new RegExp(`(?<!\\p{L})${escaped.join('[\\s\\S]*?')}(?!\\p{L})`, 'u') }];
});

function englishIn(text: string): MessageKey | undefined {
  return ENGLISH.find(({ pattern }) => pattern.test(text))?.key;
}

function englishWritten(): string[] {
  stringsOf(document.body, written);
  const found: string[] = [];
  for (const text of written) {
    if (!text || theirs.has(text)) continue;
    const key = englishIn(text);
    if (key) found.push(`${JSON.stringify(text)} (the English of "${key}")`);
  }
  return found;
}

const observer = new MutationObserver((records) => {
  for (const record of records) {
    if (record.type === 'childList') for (const node of record.addedNodes) stringsOf(node, written);
    else if (record.type === 'characterData') written.add(normal((record.target as Text).data));
    else if (record.target instanceof Element) {
      const value = record.target.getAttribute(record.attributeName!);
      if (value) written.add(normal(value));
    }
  }
});

describe('messages: a German settings block leaves no English the library wrote', function () {
  this.timeout(60_000);
  let restore: () => void;
  const originalFetch = window.fetch;
  const originalAlert = window.alert;

  before(() => {
    restore = usePageSettings({ language: 'de', messages: GERMAN_MESSAGES });
    // The store's answers are the shop's words.
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await originalFetch(...args);
      answerStrings(await response.clone().text());
      return response;
    };
    window.alert = (message?: unknown) => written.add(normal(String(message)));
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ATTRIBUTES });
  });

  after(async () => {
    observer.disconnect();
    window.fetch = originalFetch;
    window.alert = originalAlert;
    forgetSelections();
    cleanup();
    restore();
  });

  it('the German block has a text for every key', () => {
    expect(Object.keys(GERMAN_MESSAGES).sort()).to.deep.equal([...MESSAGE_KEYS].sort());
  });

  it('the detector finds the English it looks for', () => {
    expect(englishIn('“Wollmütze” has been added to your cart.')).to.equal('addedToCart');
    expect(englishIn('Close')).to.equal('close');
    expect(englishIn('Sortieren')).to.equal(undefined);
    expect(englishIn('„Wollmütze“ wurde Ihrem Warenkorb hinzugefügt.')).to.equal(undefined);
  });

  it('account form: the password toggle', async () => {
    const host = mount(`<shop-account-form><form class="woocommerce-form woocommerce-form-login login" method="post" action="#">
      <p class="form-row"><label for="msg_password">Passwort</label><span class="password-input"><input type="password" id="msg_password" name="password"></span></p>
      <button type="submit">Anmelden</button></form></shop-account-form>`);
    const toggle = await waitFor(() => host.querySelector<HTMLElement>('.show-password-input'), { message: 'no password toggle' });
    toggle.click();
    await waitFor(() => toggle.classList.contains('display-password'), { message: 'the toggle did not show the password' });
  });

  it('add to cart: the announcement, the cart link and failed adds', async () => {
    clearCart();
    await emptyStoreCart();
    const item = (id: number, name: string) => `<li class="product">${name ? `<h2 class="woocommerce-loop-product__title">${name}</h2>` : ''}`
      + `<a href="#add-${id}" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${id}" rel="nofollow">In den Warenkorb</a></li>`;
    const host = mount(`<shop-add-to-cart><ul class="products">${item(9, 'Wollmütze')}${item(11, 'Schal')}${item(13, '')}</ul></shop-add-to-cart>`);
    await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'shop-add-to-cart not ready' });
    const buttons = [...host.querySelectorAll<HTMLElement>('.add_to_cart_button')];
    buttons[0]!.click();
    await waitFor(() => host.querySelector('.added_to_cart') && pendingCartCalls() === 0, { timeout: 15_000, message: 'no cart link after the add' });
    await waitFor(() => document.getElementById('storefront-live-region')?.textContent?.includes('Wollmütze'), { timeout: 5000, message: 'no announcement of the add' });
    setFault('500@add_to_cart');
    try {
      buttons[1]!.click();
      buttons[2]!.click();
      await waitFor(() => host.querySelectorAll('[role="alert"]').length === 2 && pendingCartCalls() === 0, { timeout: 15_000, message: 'the failed adds said nothing' });
    } finally {
      clearFault();
    }
  });

  it('store notice and coming-soon banner: the dismiss links and a failed dismissal', async () => {
    const notice = mount('<shop-store-notice><p class="woocommerce-store-notice demo_store" data-notice-id="msg-1">Heute Versand frei.</p></shop-store-notice>');
    await waitFor(() => notice.querySelector('.woocommerce-store-notice__dismiss-link'), { message: 'no dismiss link' });
    const banner = mount(`<shop-coming-soon-banner><div class="woocommerce-coming-soon-banner"><div class="woocommerce-coming-soon-banner-container">
      <span class="coming-soon-label">Demnächst</span><a href="#" class="coming-soon-footer-banner-dismiss" data-rest-url="https://elsewhere.example/wp-json/wp/v2/users/me"></a></div></div></shop-coming-soon-banner>`);
    const link = await waitFor(() => banner.querySelector<HTMLElement>('.coming-soon-footer-banner-dismiss[aria-label]'), { message: 'no dismiss label' });
    link.click();
    await waitFor(() => banner.querySelector('[role="alert"]'), { message: 'no failure message' });
  });

  it('course modal and folding sections', async () => {
    const modal = mount(`<course-modal><p><button type="button" class="open" data-ld-modal-trigger="msg-details">Details</button></p>
      <div class="ld-modal" id="msg-details"><h2 class="ld-modal-heading">Lektion 3</h2><p>Vierzig Minuten.</p></div></course-modal>`);
    await waitFor(() => modal.hasAttribute('data-shop-ready'), { message: 'course-modal not ready' });
    modal.querySelector<HTMLElement>('.open')!.click();
    await waitFor(() => document.querySelector<HTMLDialogElement>('dialog.course-modal')?.open, { message: 'the dialog did not open' });
    document.querySelector<HTMLElement>('dialog.course-modal .course-modal__close')!.click();
    await waitFor(() => !document.querySelector<HTMLDialogElement>('dialog.course-modal')?.open, { message: 'the dialog did not close' });

    const outline = mount(`<course-collapsible>
      <button type="button" class="ld-expand-button all" data-ld-expands="msg-outline"><span class="ld-text">…</span></button>
      <div id="msg-outline" data-ld-expand-list="true"><div class="ld-item-list-item" id="msg-module-1">
        <div class="ld-item-list-item-preview">Modul 1 <button type="button" class="ld-expand-button" data-ld-expands="msg-module-1"><span class="ld-text">…</span></button></div>
        <div class="ld-item-list-item-expanded"><p>Lektion 1.1</p></div></div></div></course-collapsible>`);
    await waitFor(() => outline.hasAttribute('data-shop-ready'), { message: 'course-collapsible not ready' });
    const all = outline.querySelector<HTMLElement>('.ld-expand-button.all')!;
    all.click();
    await waitFor(() => outline.querySelector('#msg-module-1')!.classList.contains('ld-expanded'), { message: 'expand all did nothing' });
    all.click();
  });

  it('lightbox: the gallery dialog, its buttons, position and share menu', async () => {
    const host = mount(`<shop-lightbox><div class="gallery">
      <a class="first" href="/demo-assets/img/1.svg" data-size="800x800" title="Kapuzenpulli"><img src="/demo-assets/img/1.svg" width="60" height="60" alt="Kapuzenpulli"></a>
      <a href="/demo-assets/img/2.svg" data-size="800x800"><img src="/demo-assets/img/2.svg" width="60" height="60" alt="Hemd"></a>
    </div></shop-lightbox>`);
    await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'shop-lightbox not ready' });
    host.querySelector<HTMLElement>('a.first')!.click();
    const root = await waitFor(() => document.querySelector<HTMLElement>('.pswp[data-opened]'), { timeout: 10_000, message: 'the gallery did not open' });
    await waitFor(() => root.querySelector('.pswp__live')?.textContent, { message: 'no position announced' });
    root.querySelector<HTMLElement>('.pswp__button--share, [class*="share"] button, button[title]')?.click();
    root.querySelector<HTMLElement>('.pswp__button--close')?.click();
    await waitFor(() => !document.querySelector('.pswp'), { timeout: 10_000, message: 'the gallery did not close' });
  });

  it('own price: a refused amount', async () => {
    const form = mount<HTMLFormElement>(`<form class="cart"><shop-own-price data-decimals="2" data-min="1"><p class="form-row"><label for="msg_price">Ihr Preis</label>
      <input type="text" inputmode="decimal" id="msg_price" name="own_price" class="input-text own-price" value="5"></p></shop-own-price><button type="submit">Kaufen</button></form>`);
    const host = form.querySelector('shop-own-price')!;
    await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'shop-own-price not ready' });
    const input = form.querySelector<HTMLInputElement>('input.own-price')!;
    for (const value of ['-3', '0.5']) {
      input.value = value;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      await waitFor(() => form.querySelector('.shop-own-price-error:not([hidden])'), { message: `no message for ${value}` });
    }
  });

  it('product table: quantity buttons, the selection, its bars and refused rows', async () => {
    const rows = [
      { id: 1, type: 'variable', name: 'Blaue Lampe', initial: 'empty', spans: true },
      { id: 2, name: 'Eichenstuhl', max: 5, spans: true },
    ] as const;
    markupStrings(cartTableHtml(rows));
    const t = await mountCartTable(rows);
    t.container.querySelector<HTMLInputElement>('input.wcpt-cart-checkbox-heading')!.click();
    await waitFor(() => document.querySelector('.wcpt-cart-checkbox-trigger:not([hidden])'), { message: 'no floating selection bar' });
    t.qty(2).value = '9';
    t.qty(2).dispatchEvent(new Event('input', { bubbles: true }));
    t.container.querySelector<HTMLElement>('.wcpt-cart-checkbox-trigger--local')!.click();
    await waitFor(() => [...written].some((text) => text.includes('Blaue Lampe:')), { message: 'the refused rows were not named' });
  });

  it('variation form: no match from the store, a reset and an add without a choice', async () => {
    const product = mount(`<div class="product"><shop-variations variation-matrix="false"><form class="variations_form cart" method="post" action="#" data-product_id="1" data-product_variations="false">
      <table class="variations"><tbody><tr><th><label for="msg_size">Größe</label></th><td class="value"><select id="msg_size" name="attribute_pa_size" data-attribute_name="attribute_pa_size">
      <option value="">Bitte wählen</option><option value="s" class="attached enabled">S</option><option value="xxl" class="attached enabled">XXL</option></select><a class="reset_variations" href="#">Zurücksetzen</a></td></tr></tbody></table>
      <div class="single_variation_wrap"><div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div>
      <div class="woocommerce-variation-add-to-cart variations_button"><div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1" min="1" step="1"></div>
      <button type="submit" class="single_add_to_cart_button button alt disabled wc-variation-selection-needed">Kaufen</button><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div>
      </form></shop-variations></div>`);
    const host = product.querySelector('shop-variations')!;
    await waitFor(() => host.hasAttribute('data-shop-ready'), { message: 'shop-variations not ready' });
    const select = product.querySelector<HTMLSelectElement>('select')!;
    select.value = 'xxl';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => product.querySelector('.wc-no-matching-variations'), { timeout: 10_000, message: 'no notice for a combination without a product' });
    product.querySelector<HTMLElement>('.reset_variations')!.click();
    await waitFor(() => select.value === '', { message: 'the reset did nothing' });
    product.querySelector<HTMLElement>('.single_add_to_cart_button')!.click();
  });

  it('variation swatches: why an option cannot be chosen', async () => {
    const variations = [
      variation(1, { attribute_pa_color: 'rot', attribute_pa_size: 's' }),
      variation(2, { attribute_pa_color: 'blau', attribute_pa_size: 'xl' }),
      variation(3, { attribute_pa_color: 'blau', attribute_pa_size: 's' }, { variation_is_active: false, is_in_stock: false }),
    ];
    const select = (name: string, label: string, options: string[]) =>
      `<tr><th><label for="sw_${name}">${label}</label></th><td class="value"><select id="sw_${name}" name="attribute_pa_${name}" data-attribute_name="attribute_pa_${name}"><option value="">Bitte wählen</option>${options
        .map((o) => `<option value="${o}" class="attached enabled">${o.toUpperCase()}</option>`)
        .join('')}</select></td></tr>`;
    const product = mount(`<div class="product"><shop-variations swatches="pa_color:label,pa_size:label"><form class="variations_form cart" method="post" action="#" data-product_id="7" data-product_variations="${JSON.stringify(variations).replace(/"/g, '&quot;')}">
      <table class="variations"><tbody>${select('color', 'Farbe', ['rot', 'blau'])}${select('size', 'Größe', ['s', 'xl'])}</tbody></table>
      <div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div><div class="woocommerce-variation-add-to-cart variations_button">
      <button type="submit" class="single_add_to_cart_button button alt disabled">Kaufen</button><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div>
      </form></shop-variations></div>`);
    const swatch = (name: string, value: string) => product.querySelector<HTMLElement>(`.shop-swatches[data-attribute="attribute_pa_${name}"] .shop-swatch[data-value="${value}"]`);
    await waitFor(() => swatch('size', 'xl'), { message: 'no swatches' });
    swatch('size', 'xl')!.click();
    // Red has no XL: its name gives the reason, in German.
    await waitFor(() => swatch('color', 'rot')?.getAttribute('aria-disabled') === 'true', { message: 'red not narrowed out' });
    expect(swatch('color', 'rot')!.getAttribute('aria-label') ?? swatch('color', 'rot')!.textContent).to.contain('nicht verfügbar in XL');
  });

  it('member directory: the cards, an empty search and what is announced', async () => {
    const path = '/demo/member-directory/';
    const start = location.href;
    const doc = await demoPage(path);
    const settings = JSON.parse(doc.getElementById('storefront-settings')!.textContent!) as Record<string, unknown>;
    // The platform's words (the directory's keywords, i18n_* …) come first: this page prints English ones.
    for (const key of [...Object.keys(SETTINGS_MESSAGES), 'member_directory_keywords']) delete settings[key];
    usePageSettings({ ...settings, language: 'de', messages: GERMAN_MESSAGES });
    try {
      const host = mount(doc.querySelector('member-directory')!.outerHTML);
      await waitFor(() => host.querySelector('.wcm-directory-member'), { timeout: 15_000, message: 'no members shown' });
      host.querySelector<HTMLInputElement>('.wcm-search-input')!.value = 'zzzzqqq';
      host.querySelector<HTMLElement>('.wcm-filter-btn')!.click();
      await waitFor(() => host.querySelector('.wcm-directory-list-wrapper')?.textContent?.includes(GERMAN_MESSAGES.directorySearchNotFound), {
        timeout: 15_000, message: 'the empty search said nothing',
      });
    } finally {
      history.replaceState(null, '', start);
      restore = usePageSettings({ language: 'de', messages: GERMAN_MESSAGES });
    }
  });

  it('finds no English text the library wrote', () => {
    expect(englishWritten()).to.deep.equal([]);
    expect(written.size).to.be.greaterThan(20);
  });
});
