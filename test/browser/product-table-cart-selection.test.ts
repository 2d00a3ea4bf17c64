// The product table's row selection and add-selected bars (§4.11, §9.2) on fixture markup of the store's cart cells.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/product-table.element.ts';
import { liveRegionText } from '../../src/dom/announce.ts';
import { resetQuantity } from '../../src/controllers/product-table/cart/quantity.ts';
import { $cart } from '../../src/stores/cart.ts';
import { cleanup } from '../helpers/fixture.ts';
import { forgetSelections, mountCartTable, type CartRowSpec } from '../helpers/cart-table-markup.ts';
import { usePageSettings } from '../helpers/page-settings.ts';
import { clearFault, setFault } from '../helpers/demo-store.ts';
import { nextFrame, waitFor } from '../helpers/wait.ts';

const FIVE: CartRowSpec[] = [{ id: 1 }, { id: 2 }, { id: 3, disabled: true }, { id: 4 }, { id: 5 }, { id: 6 }];
const checkedIds = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLTableRowElement>('tr.wcpt-row')].filter((r) => r.querySelector<HTMLInputElement>('.wcpt-cart-checkbox')!.checked).map((r) => Number(r.dataset.wcptProductId));

function shiftClick(box: HTMLInputElement): void {
  box.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, shiftKey: true }));
}

const floatingBar = () => document.querySelector<HTMLElement>('.wcpt-cart-checkbox-trigger');

describe('shop-product-table: row selection', () => {
  let template: HTMLScriptElement;
  before(() => {
    // The page-level template of the floating bar, as the store prints it once per page.
    template = document.createElement('script');
    template.type = 'text/template';
    template.id = 'tmpl-wcpt-cart-checkbox-trigger';
    template.textContent =
      '<div class="wcpt-cart-checkbox-trigger" data-wcpt-redirect-url=""><span class="wcpt-cart-checkbox-trigger__text">Add selected (<span class="wcpt-total-selected"></span>) to cart: <span class="wcpt-amount"><span class="wcpt-total-selected-cost"></span></span></span><span class="wcpt-cart-checkbox-trigger__close">✕</span></div>';
    document.body.append(template);
  });
  after(() => {
    template.remove();
    floatingBar()?.remove();
  });
  afterEach(() => {
    forgetSelections();
    cleanup();
  });

  it('checking raises an empty or 0 quantity to the min; unchecking puts back the initial value', async () => {
    const t = await mountCartTable([{ id: 1, initial: 'empty', min: 2 }, { id: 2, initial: '0', min: 3 }, { id: 3, initial: 'min', min: 2 }]);
    t.box(1).click();
    expect(t.qty(1).value).to.equal('2');
    expect(t.row(1).classList.contains('wcpt-row--checked')).to.equal(true);
    t.box(1).click();
    expect(t.qty(1).value).to.equal('');
    expect(t.row(1).classList.contains('wcpt-row--checked')).to.equal(false);

    t.box(2).click();
    expect(t.qty(2).value).to.equal('3');
    t.box(2).click();
    expect(t.qty(2).value).to.equal('0');

    t.qty(3).value = '6';
    t.qty(3).dispatchEvent(new Event('change', { bubbles: true }));
    t.box(3).click();
    expect(t.qty(3).value).to.equal('6');
    t.box(3).click();
    expect(t.qty(3).value).to.equal('2');
  });

  it('a quantity checks its row and 0 unchecks it, except that a row starting at min is not checked by its quantity', async () => {
    const t = await mountCartTable([{ id: 1, initial: 'empty' }, { id: 2, initial: '0' }, { id: 3, initial: 'min' }]);
    const set = (id: number, value: string) => {
      t.qty(id).value = value;
      t.qty(id).dispatchEvent(new Event('change', { bubbles: true }));
    };
    set(1, '3');
    expect(t.box(1).checked).to.equal(true);
    set(1, '0');
    expect(t.box(1).checked).to.equal(false);
    set(2, '2');
    expect(t.box(2).checked).to.equal(true);
    t.row(2).querySelector<HTMLElement>('.wcpt-minus')!.click();
    t.row(2).querySelector<HTMLElement>('.wcpt-minus')!.click();
    expect(t.qty(2).value).to.equal('0');
    expect(t.box(2).checked).to.equal(false);
    set(3, '4');
    expect(t.box(3).checked).to.equal(false);
  });

  it('shift-click checks the range, skipping disabled boxes; Shift+Space does the same from the keyboard', async () => {
    const t = await mountCartTable(FIVE);
    t.box(1).click();
    shiftClick(t.box(4));
    expect(checkedIds(t.container)).to.deep.equal([1, 2, 4]);
    expect(t.box(4).classList.contains('wcpt-cart-checkbox--last-clicked')).to.equal(true);
    t.box(6).focus();
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: ' ' });
    await sendKeys({ up: 'Shift' });
    expect(checkedIds(t.container)).to.deep.equal([1, 2, 4, 5, 6]);
    // A range unchecks too.
    shiftClick(t.box(2));
    expect(checkedIds(t.container)).to.deep.equal([1]);
  });

  it('puts a named heading checkbox in the checkbox column: checked when every shown enabled box is, mixed when some are, and acting on all', async () => {
    const t = await mountCartTable(FIVE);
    const heading = t.container.querySelector<HTMLInputElement>('th.wcpt-checkbox > input.wcpt-cart-checkbox-heading')!;
    expect(heading.getAttribute('aria-label')).to.equal('Select every product shown');
    expect(t.container.querySelectorAll('.wcpt-cart-checkbox-heading')).to.have.length(1);
    t.box(1).click();
    await waitFor(() => heading.indeterminate, { message: 'not mixed' });
    expect(heading.checked).to.equal(false);
    for (const id of [2, 4, 5, 6]) t.box(id).click();
    await waitFor(() => heading.checked && !heading.indeterminate, { message: 'not checked with every enabled box checked' });
    heading.click();
    expect(checkedIds(t.container)).to.deep.equal([]);
    heading.click();
    expect(checkedIds(t.container)).to.deep.equal([1, 2, 4, 5, 6]);
  });

  it('select all and clear all act on every row; the rows trigger the add-on\'s checkbox events', async () => {
    const events: Array<[string, string, unknown]> = [];
    (window as { jQuery?: unknown }).jQuery = (target: unknown) => ({
      trigger: (name: string, args: unknown[]) => {
        if (target instanceof HTMLElement && target.matches('tr')) events.push([name, target.dataset.wcptProductId!, args[0]]);
      },
    });
    try {
      const t = await mountCartTable(FIVE);
      t.container.querySelector<HTMLElement>('.wcpt-add-selected__select-all')!.click();
      expect(checkedIds(t.container)).to.deep.equal([1, 2, 4, 5, 6]);
      expect(events.filter(([, id]) => id === '1')).to.deep.equal([
        ['_wcpt_checkbox_change', '1', true],
        ['wcpt_checkbox_change', '1', true],
      ]);
      t.container.querySelector<HTMLElement>('.wcpt-add-selected__clear-all')!.click();
      expect(checkedIds(t.container)).to.deep.equal([]);
      expect(events.filter(([, id]) => id === '1').at(-1)).to.deep.equal(['wcpt_checkbox_change', '1', false]);
    } finally {
      delete (window as { jQuery?: unknown }).jQuery;
    }
  });

  it('shows the count and cost in the shop\'s price format in the table\'s bar and the floating bar', async () => {
    const restore = usePageSettings({ price_decimals: 2, price_decimal_separator: ',', price_thousand_separator: '.', price_format: '%2$s %1$s', currency_symbol: '€' });
    try {
      const t = await mountCartTable([{ id: 1, price: 600.25 }, { id: 2, price: 10, initial: 'empty' }, { id: 3, price: 5 }]);
      const bar = t.container.querySelector<HTMLElement>('.wcpt-add-selected')!;
      t.box(1).click();
      await waitFor(() => bar.querySelector('.wcpt-total-selected')!.textContent === '1', { message: 'count not shown' });
      expect(bar.classList.contains('wcpt-add-selected--single-item-selected')).to.equal(true);
      expect(bar.classList.contains('wcpt-add-selected--unselected')).to.equal(false);
      t.qty(1).value = '2';
      t.qty(1).dispatchEvent(new Event('change', { bubbles: true }));
      t.qty(2).value = '3';
      t.qty(2).dispatchEvent(new Event('change', { bubbles: true }));
      await waitFor(() => bar.querySelector('.wcpt-total-selected')!.textContent === '5', { message: 'count not updated' });
      // 2 × 600.25 + 3 × 10
      expect(bar.querySelector('.wcpt-total-selected-cost .wcpt-amount')!.textContent).to.equal('1.230,50');
      const floating = await waitFor(() => (floatingBar()?.hidden === false ? floatingBar() : null));
      expect(floating.getAttribute('role')).to.equal('region');
      expect(floating.getAttribute('aria-label')).to.equal('Selected products');
      expect(floating.querySelector('.wcpt-total-selected')!.textContent).to.equal('5');
      expect(floating.querySelector('.wcpt-total-selected-cost')!.textContent).to.equal('1.230,50');
      const add = floating.querySelector<HTMLElement>('.wcpt-cart-checkbox-trigger__text')!;
      expect(add.tagName).to.equal('BUTTON');
      expect(add.getAttribute('aria-label')).to.equal('Add 5 selected products to the cart');
      const close = floating.querySelector<HTMLElement>('.wcpt-cart-checkbox-trigger__close')!;
      expect(close.tagName).to.equal('BUTTON');
      expect(close.getAttribute('aria-label')).to.equal('Hide');
      close.click();
      expect(floating.hidden).to.equal(true);
      // Hiding unchecks nothing; the next change shows the bar again.
      expect(checkedIds(t.container)).to.deep.equal([1, 2]);
      t.box(3).click();
      await waitFor(() => !floating.hidden && floating.querySelector('.wcpt-total-selected')!.textContent === '6', { message: 'bar not back' });
      t.container.querySelector<HTMLElement>('.wcpt-add-selected__clear-all')!.click();
      await waitFor(() => bar.classList.contains('wcpt-add-selected--unselected') && floating.hidden, { message: 'not cleared' });
      expect(bar.querySelector('.wcpt-total-selected-cost .wcpt-amount')!.textContent).to.equal('0');
    } finally {
      restore();
    }
  });

  it('keeps the selection across a new page of the same table and checks the rows again with their quantity when they come back', async () => {
    const page1: CartRowSpec[] = [{ id: 1, price: 4 }, { id: 2, price: 6, initial: 'empty' }, { id: 3, price: 1 }];
    let t = await mountCartTable(page1, { tableId: 340 });
    t.box(1).click();
    t.qty(2).value = '3';
    t.qty(2).dispatchEvent(new Event('change', { bubbles: true }));
    expect(checkedIds(t.container)).to.deep.equal([1, 2]);
    cleanup();

    t = await mountCartTable([{ id: 4, price: 2 }, { id: 5, price: 3 }], { tableId: 340 });
    const bar = () => t.container.querySelector<HTMLElement>('.wcpt-add-selected')!;
    await waitFor(() => bar().querySelector('.wcpt-total-selected')!.textContent === '4', { message: 'the other page\'s rows not counted' });
    expect(bar().querySelector('.wcpt-total-selected-cost .wcpt-amount')!.textContent).to.equal('22');
    t.box(4).click();
    await waitFor(() => bar().querySelector('.wcpt-total-selected')!.textContent === '5');
    cleanup();

    t = await mountCartTable(page1, { tableId: 340 });
    await waitFor(() => checkedIds(t.container).join() === '1,2', { message: 'rows not checked again' });
    expect(t.qty(2).value).to.equal('3');
    expect(t.row(2).classList.contains('wcpt-row--checked')).to.equal(true);
    await waitFor(() => bar().querySelector('.wcpt-total-selected')!.textContent === '5');
  });

  it('resetQuantity puts a checked row back as it started: unchecked, at its initial quantity, out of the selection', async () => {
    const t = await mountCartTable([{ id: 1, min: 2 }, { id: 2 }], { tableId: 341 });
    t.box(1).click();
    t.qty(1).value = '6';
    t.qty(1).dispatchEvent(new Event('change', { bubbles: true }));
    t.box(2).click();
    t.box(2).click();
    expect(t.box(2).classList.contains('wcpt-cart-checkbox--last-clicked')).to.equal(true);
    resetQuantity(t.row(1), 'wcpt');
    expect(t.box(1).checked).to.equal(false);
    expect(t.row(1).classList.contains('wcpt-row--checked')).to.equal(false);
    expect(t.qty(1).value).to.equal('2');
    // Unchecked by code, not by a click: the last-clicked box stays where the shopper left it.
    expect(t.box(2).classList.contains('wcpt-cart-checkbox--last-clicked')).to.equal(true);
    const bar = t.container.querySelector<HTMLElement>('.wcpt-add-selected')!;
    await waitFor(() => bar.classList.contains('wcpt-add-selected--unselected'), { message: 'still counted' });
  });

  it('adds every selected row, shown or on another page, in one cart call, and unchecks them once the cart took them', async () => {
    // The demo store's cart fixtures: 28 paper clips, 30 tea lights (min 2, step 2), 31 coffee beans (min 0.5, step 0.5).
    const inCart = (id: number) => Number($cart.get().inCart[String(id)] ?? 0);
    const before = { 28: inCart(28), 30: inCart(30), 31: inCart(31) };
    let t = await mountCartTable([{ id: 28, price: 3 }, { id: 30, price: 1.5, min: 2, step: 2, initial: 'empty' }], { tableId: 350 });
    t.box(28).click();
    t.qty(30).value = '4';
    t.qty(30).dispatchEvent(new Event('change', { bubbles: true }));
    cleanup();
    t = await mountCartTable([{ id: 31, price: 24, min: 0.5, step: 0.5, initial: 'empty' }], { tableId: 350 });
    t.box(31).click();
    expect(t.qty(31).value).to.equal('0.5');
    const since = performance.now();
    t.container.querySelector<HTMLElement>('.wcpt-cart-checkbox-trigger--local')!.click();
    await waitFor(() => !t.box(31).checked, { message: 'the sent row stayed checked', timeout: 10_000 });
    const calls = performance.getEntriesByType('resource').filter((e) => e.startTime >= since && e.name.includes('wc-ajax=wcpt_cart'));
    expect(calls).to.have.length(1);
    expect([inCart(28) - before[28], inCart(30) - before[30], inCart(31) - before[31]]).to.deep.equal([1, 4, 0.5]);
    await waitFor(() => liveRegionText().includes('3 selected products added to your cart.'), { message: 'not announced' });
    const bar = t.container.querySelector<HTMLElement>('.wcpt-add-selected')!;
    await waitFor(() => bar.classList.contains('wcpt-add-selected--unselected'), { message: 'the other page\'s rows are still selected' });
  });

  it('keeps the keyboard focus in the bar when its add button hides after the rows went in', async () => {
    const t = await mountCartTable([{ id: 28, price: 3 }], { tableId: 352 });
    t.box(28).click();
    const bar = t.container.querySelector<HTMLElement>('.wcpt-add-selected')!;
    await waitFor(() => !bar.classList.contains('wcpt-add-selected--unselected'), { message: 'the bar did not count the row' });
    t.container.querySelector<HTMLElement>('.wcpt-cart-checkbox-trigger--local')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => bar.classList.contains('wcpt-add-selected--unselected'), { message: 'the row stayed selected', timeout: 10_000 });
    const active = document.activeElement as HTMLElement;
    expect(active.className).to.equal('wcpt-add-selected__add__unselected');
    expect(active.getClientRects().length).to.be.greaterThan(0);
    // Focusable by script only: the bar gains no tab stop.
    expect(active.tabIndex).to.equal(-1);
  });

  it('moves the keyboard focus to the table\'s bar when the floating bar hides after its add', async () => {
    const t = await mountCartTable([{ id: 28, price: 3 }], { tableId: 353 });
    t.box(28).click();
    await waitFor(() => floatingBar()?.hidden === false, { message: 'the floating bar did not show' });
    floatingBar()!.querySelector<HTMLElement>('.wcpt-cart-checkbox-trigger__text')!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => floatingBar()!.hidden, { message: 'the floating bar stayed', timeout: 10_000 });
    expect((document.activeElement as HTMLElement).className).to.equal('wcpt-add-selected__add__unselected');
    expect(t.container.contains(document.activeElement)).to.equal(true);
  });

  it('keeps the rows selected when the cart call fails', async () => {
    const t = await mountCartTable([{ id: 28, price: 3 }, { id: 30, price: 1.5, min: 2, step: 2 }], { tableId: 351 });
    t.box(28).click();
    t.box(30).click();
    const count = () => t.container.querySelector('.wcpt-add-selected .wcpt-total-selected')!.textContent;
    await waitFor(() => count() === '3', { message: 'count not shown' });
    let failed = 0;
    const onFailed = () => (failed += 1);
    document.body.addEventListener('shop-table-cart-failed', onFailed);
    setFault('500');
    try {
      t.container.querySelector<HTMLElement>('.wcpt-cart-checkbox-trigger--local')!.click();
      await waitFor(() => failed === 1, { message: 'the call did not fail', timeout: 10_000 });
      await nextFrame();
      expect(checkedIds(t.container)).to.deep.equal([28, 30]);
      expect(count()).to.equal('3');
    } finally {
      clearFault();
      document.body.removeEventListener('shop-table-cart-failed', onFailed);
    }
  });

  it('adding leaves out rows that cannot go in, names them, and keeps them checked', async () => {
    const alerts: string[] = [];
    const original = window.alert;
    window.alert = (message?: unknown) => void alerts.push(String(message));
    try {
      const t = await mountCartTable([{ id: 1, type: 'variable', name: 'Blue Lamp', initial: 'empty' }, { id: 2, name: 'Oak Chair', max: 5 }]);
      t.box(1).click();
      t.box(2).click();
      t.qty(2).value = '9';
      t.qty(2).dispatchEvent(new Event('input', { bubbles: true }));
      t.container.querySelector<HTMLElement>('.wcpt-cart-checkbox-trigger--local')!.click();
      await waitFor(() => alerts.length === 1, { message: 'no alert' });
      expect(alerts[0]).to.equal('Not added: Blue Lamp: no available option is chosen; Oak Chair: its quantity is not valid.');
      await waitFor(() => liveRegionText().includes('Not added: Blue Lamp'), { message: 'not announced' });
      expect(checkedIds(t.container)).to.deep.equal([1, 2]);
    } finally {
      window.alert = original;
    }
  });
});
