// What the JSX types promise React users, checked against React 19 itself: on a custom element
// React writes `true` as the empty attribute, removes the attribute for `false`, writes numbers
// as text, and turns an `onshop-…` prop into a listener for that event. The tags stay undefined
// here (no element module is imported), as they are before the loader has fetched their code.
// On the lite build's renderer (preact/compat) the same JSX writes `true` as the text "true",
// which the elements read as true all the same.
import { expect } from 'chai';
import { boolean } from '../../src/core/attributes/index.ts';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { ShopEventMap } from '../../src/dom/event-map.ts';
import '../../src/elements/mini-cart.element.ts';
import '../../src/elements/notices.element.ts';

describe('JSX on the shop tags (React 19)', () => {
  let container: HTMLElement;
  let root: Root;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    flushSync(() => root.unmount());
    container.remove();
  });

  it('writes boolean, number and text attributes as the elements parse them', () => {
    flushSync(() =>
      root.render(
        <>
          <shop-own-price decimals={2} forced-decimals="false" decimal-separator="," />
          <shop-variations product-id={10} variation-matrix="false" />
          <shop-product-search mode="search" clear-redirect-url="/shop/" />
        </>,
      ),
    );
    const price = container.querySelector('shop-own-price')!;
    expect(customElements.get('shop-own-price'), 'the tag is still undefined').to.equal(undefined);
    expect(price.getAttribute('decimals')).to.equal('2');
    expect(price.getAttribute('forced-decimals')).to.equal('false');
    expect(price.getAttribute('decimal-separator')).to.equal(',');
    expect(container.querySelector('shop-variations')!.getAttribute('product-id')).to.equal('10');
    expect(container.querySelector('shop-product-search')!.getAttribute('mode')).to.equal('search');
  });

  it('writes true as the empty attribute (Preact: "true"), which the elements read as true, and removes the attribute for false', () => {
    flushSync(() => root.render(<shop-own-price forced-decimals />));
    const price = container.querySelector('shop-own-price')!;
    const written = price.getAttribute('forced-decimals');
    expect(written).to.equal(process.env.SE_BUILD === 'lite' ? 'true' : '');
    expect(boolean().parse(written)).to.deep.include({ value: true });
    flushSync(() => root.render(<shop-own-price forced-decimals={false} />));
    expect(price.hasAttribute('forced-decimals')).to.equal(false);
  });

  it('gives a defined element the names it has as properties (JSON text, focus) through those properties', () => {
    flushSync(() =>
      root.render(
        <>
          <shop-mini-cart refresh-on-load={false} settings='{"is_cart":true}' />
          <shop-notices focus="false" scroll={false} />
        </>,
      ),
    );
    const cart = container.querySelector('shop-mini-cart')!;
    expect(cart.hasAttribute('refresh-on-load')).to.equal(false);
    expect(cart.settings).to.deep.equal({ is_cart: true });
    const notices = container.querySelector('shop-notices')!;
    expect(notices.getAttribute('focus')).to.equal('false');
    expect(notices.getAttribute('scroll')).to.equal('false');
  });

  it('turns an onshop-… prop into a listener with the typed detail', () => {
    const heard: ShopEventMap['shop-store-notice-dismissed'][] = [];
    flushSync(() =>
      root.render(
        <shop-store-notice notice-id="n1" onshop-store-notice-dismissed={(event) => heard.push(event.detail)}>
          <p className="inside" />
        </shop-store-notice>,
      ),
    );
    const inside = container.querySelector('.inside')!;
    inside.dispatchEvent(new CustomEvent('shop-store-notice-dismissed', { detail: { noticeId: 'n1' }, bubbles: true }));
    expect(heard).to.deep.equal([{ noticeId: 'n1' }]);
  });
});
