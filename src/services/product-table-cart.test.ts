import { describe, expect, it } from 'vitest';
import { payloadOf } from '../core/product-table/cart-payload.ts';
import { InvalidBodyError } from './errors.ts';
import { parseBody } from './http.ts';
import { tableCartBody } from './product-table-cart.ts';
import { tableCartAnswerSchema } from './product-table-schemas.ts';

const read = (body: unknown) => parseBody('/?wc-ajax=wcpt_cart', typeof body === 'string' ? body : JSON.stringify(body), tableCartAnswerSchema);

describe('the table cart call (§7.10)', () => {
  it('sends the payload under {prefix}_payload with its call id and permit, flags only when set, lang and outside fields at the top level', () => {
    const payload = payloadOf(
      [
        { productId: '10', quantity: 2 },
        { productId: '20', variationId: '21', quantity: 1, attributes: { attribute_pa_size: 'm' } },
        { productId: '30', quantity: 1, addons: { 'addon-30-note': 'hi', 'addon-30-opts': ['a', 'b'] }, nyp: '12.5' },
      ],
      { overwrite_cart_qty: true },
    );
    const body = tableCartBody({ prefix: 'wcpt', payload, callId: 7, cartWidgetPermitted: false, lang: 'fr', outside: [['wcpt_checkbox_bulk', 'local']] });
    const pairs = [...body];
    expect(pairs).toContainEqual(['wcpt_payload[wcpt_cart_call_id]', '7']);
    expect(pairs).toContainEqual(['wcpt_payload[cart_widget_permitted]', 'false']);
    expect(pairs).toContainEqual(['wcpt_payload[products][10]', '2']);
    expect(pairs).toContainEqual(['wcpt_payload[variations][20][21]', '1']);
    expect(pairs).toContainEqual(['wcpt_payload[attributes][21][attribute_pa_size]', 'm']);
    expect(pairs).toContainEqual(['wcpt_payload[addons][30][addon-30-opts][]', 'b']);
    expect(pairs).toContainEqual(['wcpt_payload[nyp][30]', '12.5']);
    expect(pairs).toContainEqual(['wcpt_payload[overwrite_cart_qty]', 'true']);
    expect(pairs.some(([name]) => name.includes('skip_cart_triggers'))).toBe(false);
    expect(pairs).toContainEqual(['lang', 'fr']);
    expect(pairs).toContainEqual(['wcpt_checkbox_bulk', 'local']);
  });

  it("reads the server's answer: [] maps, numeric strings, flags as strings", () => {
    const answer = read({
      success: '',
      notice: '<ul class="woocommerce-error"><li>No</li></ul>',
      cart_widget: '<div class="wcpt-cart-widget"></div>',
      in_cart: { 10: 2, 20: { 21: '3' } },
      in_cart_total: [],
      fragments: { 'div.widget_shopping_cart_content': '<div></div>' },
      cart_hash: '',
      cart_quantity: '5',
      payload: { wcpt_cart_call_id: '7' },
    });
    expect(answer).toMatchObject({ success: false, in_cart: { '10': 2, '20': { '21': 3 } }, in_cart_total: {}, cart_quantity: 5, cart_hash: '' });
    expect(read({ success: true, in_cart: [], fragments: [] })).toMatchObject({ success: true, in_cart: {}, fragments: {} });
  });

  it('refuses an answer that is no cart result as InvalidBodyError', () => {
    for (const body of ['', '{"fragments":', { unexpected: [1, 2, 3] }, { success: true, in_cart: 'x' }, { success: true, cart_quantity: 'many' }]) {
      expect(() => read(body), JSON.stringify(body)).toThrow(InvalidBodyError);
    }
  });
});
