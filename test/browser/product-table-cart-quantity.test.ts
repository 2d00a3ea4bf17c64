// The product table's quantity controls (§5.4, §9.2) on fixture markup of the store's cart cells.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/product-table.element.ts';
import { resetQuantity, setQuantity, setQuantityLimits } from '../../src/controllers/product-table/cart/quantity.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { cartTableHtml, forgetSelections, mountCartTable } from '../helpers/cart-table-markup.ts';
import { nextFrame, waitFor } from '../helpers/wait.ts';

const wrapperOf = (input: HTMLInputElement) => input.closest<HTMLElement>('.wcpt-quantity')!;
const plusOf = (input: HTMLInputElement) => wrapperOf(input).querySelector<HTMLElement>('.wcpt-plus')!;
const minusOf = (input: HTMLInputElement) => wrapperOf(input).querySelector<HTMLElement>('.wcpt-minus')!;
const cartButtonOf = (row: HTMLElement) => row.querySelector<HTMLElement>('.wcpt-button')!;
const shownMessages = (input: HTMLInputElement) =>
  [...wrapperOf(input).querySelectorAll<HTMLElement>('.wcpt-quantity-error-message')].filter((m) => getComputedStyle(m).display !== 'none').map((m) => m.textContent!.trim());

function type(input: HTMLInputElement, value: string, event: 'input' | 'change' = 'input'): void {
  input.value = value;
  input.dispatchEvent(new Event(event, { bubbles: true }));
}

function pointer(target: Element, kind: string): void {
  target.dispatchEvent(new PointerEvent(kind, { bubbles: true, cancelable: true, composed: true, pointerType: 'mouse', pointerId: 1, isPrimary: true, button: 0, buttons: kind === 'pointerup' ? 0 : 1 }));
}

async function frames(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) await nextFrame();
}

describe('shop-product-table: quantity', () => {
  afterEach(() => {
    forgetSelections();
    cleanup();
  });

  it('live check: the error kind shows its message alone, marks the input invalid and disables the cart button until fixed', async () => {
    const t = await mountCartTable([{ id: 1, min: 2, max: 10, step: 2 }]);
    const input = t.qty(1);
    type(input, '12');
    expect(wrapperOf(input).classList.contains('wcpt-quantity-error')).to.equal(true);
    expect(wrapperOf(input).classList.contains('wcpt-quantity-error--max')).to.equal(true);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.getAttribute('aria-describedby')).to.equal('wcpt-301-qty-1-max');
    expect(shownMessages(input)).to.deep.equal(['Max: 10']);
    const button = cartButtonOf(t.row(1));
    expect(button.classList.contains('wcpt-quantity-input-error')).to.equal(true);
    expect(button.classList.contains('wcpt-disabled')).to.equal(true);
    expect(button.getAttribute('aria-disabled')).to.equal('true');

    type(input, '5');
    expect(wrapperOf(input).classList.contains('wcpt-quantity-error--step')).to.equal(true);
    expect(wrapperOf(input).classList.contains('wcpt-quantity-error--max')).to.equal(false);
    expect(shownMessages(input)).to.deep.equal(['Step: 2']);

    type(input, '1');
    expect(shownMessages(input)).to.deep.equal(['Min: 2']);

    type(input, '4');
    expect(wrapperOf(input).classList.contains('wcpt-quantity-error')).to.equal(false);
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    expect(input.getAttribute('aria-describedby')).to.equal('wcpt-301-qty-1-max wcpt-301-qty-1-min wcpt-301-qty-1-step');
    expect(shownMessages(input)).to.deep.equal([]);
    expect(button.classList.contains('wcpt-disabled')).to.equal(false);
    expect(button.hasAttribute('aria-disabled')).to.equal(false);
  });

  it('correction on change: rounds up to the step, clamps to the limits, and fills an empty value per the initial value', async () => {
    const t = await mountCartTable([
      { id: 1, min: 2, max: 10, step: 2 },
      { id: 2, initial: 'empty', min: 1 },
      { id: 3, initial: '0', min: 3 },
      { id: 4, min: 0.5, step: 0.5, max: 5 },
    ]);
    type(t.qty(1), '5', 'change');
    expect(t.qty(1).value).to.equal('6');
    type(t.qty(1), '40', 'change');
    expect(t.qty(1).value).to.equal('10');
    type(t.qty(1), '', 'change');
    expect(t.qty(1).value).to.equal('2');
    type(t.qty(2), '0', 'change');
    expect(t.qty(2).value).to.equal('');
    type(t.qty(3), '', 'change');
    expect(t.qty(3).value).to.equal('0');
    // A non-zero value below the real min is raised to it, though the input's visual min is 0.
    type(t.qty(3), '1', 'change');
    expect(t.qty(3).value).to.equal('3');
    type(t.qty(4), '1.2', 'change');
    expect(t.qty(4).value).to.equal('1.5');
    expect(wrapperOf(t.qty(4)).classList.contains('wcpt-quantity-error')).to.equal(false);
  });

  it('starts each input at its initial value', async () => {
    const html = cartTableHtml([{ id: 1, min: 2 }, { id: 2, initial: '0', min: 2 }]).replace('value="2"', 'value="7"').replace('value="0"', 'value="5"');
    const wrapper = fixture(`<div>${html}</div>`);
    const input = (id: number) => wrapper.querySelector<HTMLInputElement>(`tr[data-wcpt-product-id="${id}"] input.qty`)!;
    expect(input(1).value).to.equal('7');
    await waitFor(() => input(1).value === '2' && input(2).value === '0', { message: 'initial values not applied' });
  });

  it('plus and minus follow the step and limits; minus from the real min goes to 0; each is disabled at its limit', async () => {
    const t = await mountCartTable([{ id: 1, min: 2, max: 6, step: 2 }, { id: 2, initial: '0', min: 3 }]);
    const input = t.qty(1);
    expect(minusOf(input).classList.contains('wcpt-disabled')).to.equal(true);
    expect(minusOf(input).getAttribute('aria-disabled')).to.equal('true');
    plusOf(input).click();
    expect(input.value).to.equal('4');
    expect(minusOf(input).classList.contains('wcpt-disabled')).to.equal(false);
    plusOf(input).click();
    expect(input.value).to.equal('6');
    expect(plusOf(input).classList.contains('wcpt-disabled')).to.equal(true);
    plusOf(input).click();
    expect(input.value).to.equal('6');
    minusOf(input).click();
    expect(input.value).to.equal('4');

    const zero = t.qty(2);
    expect(minusOf(zero).classList.contains('wcpt-disabled')).to.equal(true);
    plusOf(zero).click();
    expect(zero.value).to.equal('3');
    plusOf(zero).click();
    expect(zero.value).to.equal('4');
    minusOf(zero).click();
    minusOf(zero).click();
    expect(zero.value).to.equal('0');
  });

  it('the add-on\'s span controllers become buttons for the keyboard', async () => {
    const t = await mountCartTable([{ id: 1, spans: true }]);
    const plus = plusOf(t.qty(1));
    expect(plus.getAttribute('role')).to.equal('button');
    expect(plus.tabIndex).to.equal(0);
    expect(plus.getAttribute('aria-label')).to.equal('Increase quantity');
    plus.focus();
    await sendKeys({ press: 'Enter' });
    expect(t.qty(1).value).to.equal('2');
    await sendKeys({ press: ' ' });
    expect(t.qty(1).value).to.equal('3');
  });

  it('press and hold repeats the step until released; the release click adds none', async () => {
    const t = await mountCartTable([{ id: 1, max: 1000 }]);
    const input = t.qty(1);
    const plus = plusOf(input);
    pointer(plus, 'pointerdown');
    await waitFor(() => Number(input.value) >= 5, { message: 'holding did not repeat', timeout: 5000 });
    pointer(plus, 'pointerup');
    plus.click();
    const released = input.value;
    // Repeats come every 5 ticks (50 ms): twenty frames would have brought several.
    await frames(20);
    expect(input.value).to.equal(released);
    // A plain click afterwards steps once again.
    plus.click();
    expect(input.value).to.equal(String(Number(released) + 1));
  });

  it('a late timer catches up: a hold steps by the time held, not by the ticks counted', async () => {
    const t = await mountCartTable([{ id: 1, max: 1000 }]);
    const input = t.qty(1);
    const plus = plusOf(input);
    const start = Number(input.value);
    // The page's clock as a busy phone's: its timer's first tick after the press comes at 969 ms.
    const realNow = performance.now.bind(performance);
    let ahead = 0;
    performance.now = () => realNow() + ahead;
    try {
      pointer(plus, 'pointerdown');
      ahead = 969;
      await waitFor(() => Number(input.value) !== start, { message: 'holding did not step' });
      // That one tick brings the steps due at 500, 550, … 950 ms.
      expect(Number(input.value) - start, `the first tick after 969 ms stepped to ${input.value}`).to.be.at.least(10);
    } finally {
      pointer(plus, 'pointerup');
      Reflect.deleteProperty(performance, 'now');
    }
    const released = input.value;
    await frames(10);
    expect(input.value).to.equal(released);
  });

  it('holding stops at the max, and leaving the button stops it too', async () => {
    const t = await mountCartTable([{ id: 1, max: 4 }, { id: 2, max: 1000 }]);
    pointer(plusOf(t.qty(1)), 'pointerdown');
    await waitFor(() => t.qty(1).value === '4', { message: 'did not reach the max' });
    await frames(10);
    expect(t.qty(1).value).to.equal('4');
    pointer(plusOf(t.qty(1)), 'pointerup');

    const plus = plusOf(t.qty(2));
    pointer(plus, 'pointerdown');
    await waitFor(() => Number(t.qty(2).value) >= 3, { message: 'holding did not repeat' });
    plus.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, pointerId: 1, relatedTarget: document.body }));
    const left = t.qty(2).value;
    await frames(20);
    expect(t.qty(2).value).to.equal(left);
  });

  it('ArrowUp / ArrowDown in the input follow the step and limits; Enter clicks the row\'s cart button', async () => {
    const t = await mountCartTable([{ id: 1, min: 2, max: 6, step: 2 }]);
    const input = t.qty(1);
    input.focus();
    await sendKeys({ press: 'ArrowUp' });
    expect(input.value).to.equal('4');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    expect(input.value).to.equal('6');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(input.value).to.equal('2');
    const clicks: string[] = [];
    cartButtonOf(t.row(1)).addEventListener('click', (event) => {
      event.preventDefault();
      clicks.push(input.value);
    });
    input.value = '3';
    await sendKeys({ press: 'Enter' });
    // Corrected first, so the add takes a valid quantity.
    expect(clicks).to.deep.equal(['4']);
  });

  it('keeps the same product\'s quantity equal in every row and table of the page', async () => {
    const a = await mountCartTable([{ id: 7 }, { id: 8, variationId: 81, type: 'variation' }], { tableId: 311 });
    const b = await mountCartTable([{ id: 7 }, { id: 8, variationId: 81, type: 'variation' }, { id: 8, variationId: 82, type: 'variation' }], { tableId: 312 });
    type(a.qty(7), '4', 'change');
    expect(b.qty(7).value).to.equal('4');
    const variationQty = (t: typeof a, vid: number) => t.container.querySelector<HTMLInputElement>(`tr[data-wcpt-variation-id="${vid}"] input.qty`)!;
    type(variationQty(b, 81), '3', 'change');
    expect(variationQty(a, 81).value).to.equal('3');
    expect(variationQty(b, 82).value).to.equal('1');
    // A table that starts later does not overwrite the shopper's quantity with its initial value.
    const c = await mountCartTable([{ id: 7 }], { tableId: 313 });
    expect(c.qty(7).value).to.equal('1');
    expect(a.qty(7).value).to.equal('4');
  });

  it('setQuantityLimits sets and clears a variation\'s limits, with the messages\' placeholders; setQuantity and resetQuantity', async () => {
    const t = await mountCartTable([{ id: 1, min: 1 }, { id: 2, select: true, max: 3 }, { id: 3, initial: '0', min: 1 }]);
    const input = t.qty(1);
    const changes: string[] = [];
    t.container.addEventListener('change', (event) => changes.push((event.target as HTMLInputElement).value));
    type(input, '5', 'change');
    changes.length = 0;
    setQuantityLimits(t.row(1), 'wcpt', { min: 2, max: 8, step: 2 });
    expect([input.min, input.getAttribute('data-wcpt-min'), input.max, input.step]).to.deep.equal(['2', '2', '8', '2']);
    // reset on variation change is on for an initial value of min.
    expect(input.value).to.equal('2');
    expect(changes).to.deep.equal(['2']);
    const placeholder = (k: string) => wrapperOf(input).querySelector(`.wcpt-quantity-error-placeholder--${k}`)!.textContent;
    expect([placeholder('min'), placeholder('max'), placeholder('step')]).to.deep.equal(['2', '8', '2']);
    type(input, '5');
    expect(shownMessages(input)).to.deep.equal(['Step: 2']);
    setQuantityLimits(t.row(1), 'wcpt', null);
    expect([input.min, input.getAttribute('data-wcpt-min'), input.getAttribute('max'), input.step]).to.deep.equal(['1', '1', '', '1']);
    expect([placeholder('min'), placeholder('step')]).to.deep.equal(['1', '1']);

    // Initial value 0: the visual min stays 0, the real min moves.
    setQuantityLimits(t.row(3), 'wcpt', { min: 3 });
    expect([t.qty(3).min, t.qty(3).getAttribute('data-wcpt-min'), t.qty(3).value]).to.deep.equal(['0', '3', '0']);

    const select = t.row(2).querySelector<HTMLSelectElement>('select.wcpt-qty-select')!;
    setQuantityLimits(t.row(2), 'wcpt', { min: 2, step: 2, max: 6 });
    expect([...select.options].map((o) => o.value)).to.deep.equal(['2', '4', '6']);
    setQuantityLimits(t.row(2), 'wcpt', null);
    expect([...select.options].map((o) => o.value)).to.deep.equal(['1', '2', '3']);

    changes.length = 0;
    setQuantity(t.row(1), 'wcpt', '2.4');
    expect(input.value).to.equal('3');
    expect(changes).to.deep.equal(['3']);
    resetQuantity(t.row(1), 'wcpt');
    expect(input.value).to.equal('1');
    resetQuantity(t.row(3), 'wcpt');
    expect(t.qty(3).value).to.equal('0');
  });
});
