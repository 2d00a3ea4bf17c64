import { expect } from 'chai';
import jQuery from 'jquery';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import * as z from 'zod/mini';
import { attr, createElement, defineTag } from '../../src/elements/base/define.tsx';
import type { ElementProps } from '../../src/react/base/element-props.ts';
import { emit } from '../../src/dom/events.ts';
import { $cart, applyCartResponse, clearCart } from '../../src/stores/cart.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';
import { captureConsoleErrors } from '../helpers/console.ts';

declare module '../../src/dom/events.ts' {
  interface ShopEventMap {
    'shop-test-ping': { value: number };
  }
}

const itemsSchema = z.array(z.object({ id: z.number(), name: z.string() }));
const attributes = {
  items: attr.json(itemsSchema, [{ id: 0, name: 'fallback' }]),
  label: attr.string('none'),
  limit: attr.number(3, { min: 1 }),
  open: attr.boolean(false),
};

function TestList({ host, attrs }: ElementProps<{ items: { id: number; name: string }[]; label: string; limit: number; open: boolean }>) {
  return (
    <ul className="rendered" data-label={attrs.label} data-limit={attrs.limit} data-open={String(attrs.open)} data-host={host.localName}>
      {attrs.items.map((item) => (
        <li key={item.id}>{item.name}</li>
      ))}
    </ul>
  );
}

class TestListElement extends createElement({ tag: 'test-list', attributes, component: TestList }) {}
defineTag('test-list', TestListElement);

function CartWatcher({ host }: ElementProps<Record<string, never>>) {
  const cart = useStore($cart);
  return <output className="watch" data-host={host.id}>{`${cart.cartHash ?? 'none'}:${cart.revision}`}</output>;
}
class CartWatcherElement extends createElement({ tag: 'test-cart-watcher', attributes: {}, component: CartWatcher }) {}
defineTag('test-cart-watcher', CartWatcherElement);

/** Marks its host from a (passive) effect: where listeners on page markup are attached. */
function EffectMarker({ host }: ElementProps<Record<string, never>>) {
  useEffect(() => {
    host.dataset.effect = 'ran';
  }, [host]);
  return null;
}
class EffectMarkerElement extends createElement({ tag: 'test-effect-marker', attributes: {}, component: EffectMarker }) {}
defineTag('test-effect-marker', EffectMarkerElement);

describe('element base', () => {
  afterEach(() => {
    cleanup();
    delete (window as { jQuery?: unknown }).jQuery;
  });

  it('parses a valid JSON attribute and renders the component', async () => {
    const el = fixture(`<test-list items='[{"id":1,"name":"Hoodie"},{"id":2,"name":"Cap"}]' label="x"></test-list>`);
    const list = await waitFor(() => el.querySelector<HTMLElement>('ul.rendered'));
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal(['Hoodie', 'Cap']);
    expect(list.dataset.label).to.equal('x');
    expect(list.dataset.host).to.equal('test-list');
  });

  it('turns invalid JSON into one console error naming tag and attribute, and renders the fallback', async () => {
    const errors = captureConsoleErrors();
    try {
      const el = fixture(`<test-list items='[{"id":1,'></test-list>`);
      const list = await waitFor(() => el.querySelector<HTMLElement>('ul.rendered'));
      expect(list.textContent).to.equal('fallback');
      el.setAttribute('label', 'changed'); // a re-render must not report the same bad value again
      await waitFor(() => el.querySelector<HTMLElement>('ul')?.dataset.label === 'changed');
      const relevant = errors.messages.filter((m) => m.includes('<test-list>'));
      expect(relevant).to.have.length(1);
      expect(relevant[0]).to.match(/<test-list> attribute "items": invalid JSON/);
    } finally {
      errors.restore();
    }
  });

  it('reports a wrong shape and a junk number, then recovers when the attribute is fixed', async () => {
    const errors = captureConsoleErrors();
    try {
      const el = fixture(`<test-list items='{"id":"x"}' limit="lots"></test-list>`);
      const list = await waitFor(() => el.querySelector<HTMLElement>('ul.rendered'));
      expect(list.textContent).to.equal('fallback');
      expect(list.dataset.limit).to.equal('3');
      expect(errors.messages.some((m) => /<test-list> attribute "items": unexpected shape/.test(m))).to.equal(true);
      expect(errors.messages.some((m) => /<test-list> attribute "limit": "lots" is not a number/.test(m))).to.equal(true);
      el.setAttribute('items', '[{"id":5,"name":"Fixed"}]');
      await waitFor(() => el.querySelector('ul')?.textContent === 'Fixed');
    } finally {
      errors.restore();
    }
  });

  it('keeps objects set as properties without writing them into the attribute', async () => {
    const el = fixture<TestListElement>(`<test-list></test-list>`);
    (el as unknown as { items: unknown }).items = [{ id: 9, name: 'From property' }];
    await waitFor(() => el.querySelector('ul')?.textContent === 'From property');
    expect(el.hasAttribute('items')).to.equal(false);
    expect((el as unknown as { items: unknown }).items).to.deep.equal([{ id: 9, name: 'From property' }]);
  });

  it('re-renders when an attribute is removed (boolean presence)', async () => {
    const el = fixture(`<test-list open></test-list>`);
    await waitFor(() => el.querySelector<HTMLElement>('ul')?.dataset.open === 'true');
    el.removeAttribute('open');
    await waitFor(() => el.querySelector<HTMLElement>('ul')?.dataset.open === 'false');
  });

  it('tolerates a second definition of the same tag, and a tag another script defined first', () => {
    expect(() => defineTag('test-list', TestListElement)).not.to.throw();
    class Foreign extends HTMLElement {}
    customElements.define('test-foreign-list', Foreign);
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      expect(() => defineTag('test-foreign-list', TestListElement)).not.to.throw();
    } finally {
      console.warn = warn;
    }
    expect(customElements.get('test-list')).to.equal(TestListElement);
    expect(customElements.get('test-foreign-list')).to.equal(Foreign);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.match(/<test-foreign-list> is already defined by another script; storefront-elements .* keeps that definition/);
  });

  it('adopts server-rendered children: the same nodes stay, the component is added', async () => {
    const el = fixture(`<test-list><p class="server">Printed by the server <a href="/x">link</a></p></test-list>`);
    // The fixture upgrades synchronously; grab the node the server printed.
    const printed = el.querySelector('p.server');
    await waitFor(() => el.querySelector<HTMLElement>('ul.rendered'));
    expect(el.querySelector('p.server')).to.equal(printed);
    expect(printed?.textContent).to.equal('Printed by the server link');
  });

  it('emits bubbling, composed shop-* events that reach DOM and jQuery listeners', async () => {
    (window as { jQuery?: unknown }).jQuery = jQuery;
    const el = fixture(`<div><span id="source"></span></div>`);
    const source = el.querySelector('#source')!;
    const domDetails: number[] = [];
    const jqueryArgs: unknown[][] = [];
    const onDom = (event: Event) => domDetails.push((event as CustomEvent<{ value: number }>).detail.value);
    document.addEventListener('shop-test-ping', onDom);
    jQuery(document.body).on('test_ping', (_event: unknown, ...args: unknown[]) => {
      jqueryArgs.push(args);
    });
    try {
      const notCancelled = emit(source, 'shop-test-ping', { value: 7 }, {
        cancelable: true,
        jquery: { name: 'test_ping', args: ['a', source], on: 'body' },
      });
      expect(notCancelled).to.equal(true);
      expect(domDetails).to.deep.equal([7]);
      expect(jqueryArgs).to.have.length(1);
      expect(jqueryArgs[0]![0]).to.equal('a');
      // DOM elements are passed as jQuery objects, as the platform does.
      expect((jqueryArgs[0]![1] as { get(i: number): unknown }).get(0)).to.equal(source);
    } finally {
      document.removeEventListener('shop-test-ping', onDom);
      jQuery(document.body).off('test_ping');
    }
  });

  it('has run the component\'s effects when it marks the element ready (on either renderer)', async () => {
    const el = fixture('<test-effect-marker></test-effect-marker>');
    // Read as the ready attribute appears (a mutation record, before any frame is painted).
    const effectAtReady = await new Promise<string | undefined>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!el.hasAttribute('data-shop-ready')) return;
        observer.disconnect();
        resolve(el.dataset.effect);
      });
      observer.observe(el, { attributes: true, attributeFilter: ['data-shop-ready'] });
    });
    expect(effectAtReady).to.equal('ran');
  });

  it('reports a cancelled event', () => {
    const el = fixture(`<div></div>`);
    el.addEventListener('shop-test-ping', (event) => event.preventDefault());
    expect(emit(el, 'shop-test-ping', { value: 1 }, { cancelable: true })).to.equal(false);
  });
});

describe('cart store', () => {
  beforeEach(() => clearCart());
  afterEach(() => cleanup());

  it('applies fragments to the page', () => {
    const el = fixture(`<div><div class="widget_shopping_cart_content">old</div><a class="cart-contents">0 items</a></div>`);
    applyCartResponse({
      fragments: {
        'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><ul><li>Hoodie</li></ul></div>',
        'a.cart-contents': '<a class="cart-contents">1 item</a>',
        'p[[bad selector': '<p>ignored</p>',
      },
      cart_hash: 'abc',
    });
    expect(el.querySelector('.widget_shopping_cart_content')?.textContent).to.equal('Hoodie');
    expect(el.querySelector('a.cart-contents')?.textContent).to.equal('1 item');
    expect($cart.get().cartHash).to.equal('abc');
  });

  it('reaches every element on the page with one update', async () => {
    const el = fixture(`<div><test-cart-watcher id="one"></test-cart-watcher><test-cart-watcher id="two"></test-cart-watcher></div>`);
    await waitFor(() => el.querySelectorAll('output.watch').length === 2);
    const heard: Array<string | null> = [];
    const onUpdate = (event: Event) => heard.push((event as CustomEvent<{ cartHash: string | null }>).detail.cartHash);
    document.addEventListener('shop-cart-updated', onUpdate);
    try {
      applyCartResponse({ cart_hash: 'one-update', in_cart: { 10: 2, 20: { 21: 1 } }, in_cart_total: { 10: 20, 20: { 21: 5 } } });
      await waitFor(() => [...el.querySelectorAll('output.watch')].every((o) => o.textContent === 'one-update:1'));
      expect(heard).to.deep.equal(['one-update']);
      expect($cart.get().cartQuantity).to.equal(3);
      expect($cart.get().lines.map((line) => line.type)).to.deep.equal(['simple', 'variable', 'variation']);
    } finally {
      document.removeEventListener('shop-cart-updated', onUpdate);
    }
  });

  it('keeps other tabs in step: a cart change from another tab reaches this page, and ours reaches theirs', async () => {
    const el = fixture(`<div><test-cart-watcher id="tab"></test-cart-watcher><div class="widget_shopping_cart_content">before</div></div>`);
    await waitFor(() => el.querySelector('output.watch'));
    // Another tab of the shop is another BroadcastChannel on the same name.
    const otherTab = new BroadcastChannel('storefront-elements:cart');
    const heardByOtherTab: unknown[] = [];
    otherTab.onmessage = (event) => heardByOtherTab.push(event.data);
    try {
      otherTab.postMessage({
        cart_hash: 'from-other-tab',
        fragments: { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">after</div>' },
      });
      await waitFor(() => el.querySelector('output.watch')?.textContent?.startsWith('from-other-tab'));
      expect(el.querySelector('.widget_shopping_cart_content')?.textContent).to.equal('after');
      // Applying a change received from another tab must not echo it back.
      expect(heardByOtherTab).to.have.length(0);
      applyCartResponse({ cart_hash: 'from-this-tab' });
      await waitFor(() => heardByOtherTab.length === 1);
      expect(heardByOtherTab[0]).to.deep.equal({ cart_hash: 'from-this-tab' });
    } finally {
      otherTab.close();
    }
  });
});

describe('base styles', () => {
  afterEach(() => cleanup());

  it('adopts one layered stylesheet that a theme rule of any specificity overrides', async () => {
    const el = fixture(`<div><test-list></test-list><span class="shop-add-to-cart-error">No</span></div>`);
    await waitFor(() => el.querySelector('ul.rendered'));
    const ours = document.adoptedStyleSheets.filter((sheet) =>
      [...sheet.cssRules].some((rule) => rule.cssText.startsWith('@layer storefront-elements')),
    );
    expect(ours).to.have.length(1);
    const message = el.querySelector<HTMLElement>('.shop-add-to-cart-error')!;
    expect(getComputedStyle(message).display).to.equal('block');
    const theme = document.createElement('style');
    theme.textContent = 'span { display: inline; }';
    document.head.append(theme);
    try {
      expect(getComputedStyle(message).display).to.equal('inline');
    } finally {
      theme.remove();
    }
  });

  it('colours an error message with --shop-error-color, set once by a theme, or its own red without it', async () => {
    const el = fixture(`<div><test-list></test-list><span class="shop-add-to-cart-error">No</span></div>`);
    await waitFor(() => el.querySelector('ul.rendered'));
    const message = el.querySelector<HTMLElement>('.shop-add-to-cart-error')!;
    expect(getComputedStyle(message).color).to.equal('rgb(179, 45, 46)');
    document.documentElement.style.setProperty('--shop-error-color', 'rgb(1, 2, 3)');
    try {
      expect(getComputedStyle(message).color).to.equal('rgb(1, 2, 3)');
    } finally {
      document.documentElement.style.removeProperty('--shop-error-color');
    }
  });
});

let renders = 0;
function Counting({ attrs }: ElementProps<{ label: string }>) {
  renders += 1;
  if (attrs.label === 'explode') throw new Error('component failure');
  return <span className="counted">{attrs.label}</span>;
}
class CountingElement extends createElement({ tag: 'test-counting', attributes: { label: attr.string('') }, component: Counting }) {}
defineTag('test-counting', CountingElement);

describe('one root for every element', () => {
  afterEach(() => cleanup());

  it('renders only the element that changed, and one failing element leaves the others working', async () => {
    const el = fixture(`<div>${Array.from({ length: 20 }, (_, i) => `<test-counting label="n${i}"></test-counting>`).join('')}</div>`);
    await waitFor(() => el.querySelectorAll('span.counted').length === 20);
    const afterMount = renders;
    const first = el.querySelector('test-counting')!;
    first.setAttribute('label', 'changed');
    await waitFor(() => first.textContent === 'changed');
    expect(renders - afterMount).to.equal(1);

    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
    try {
      el.querySelectorAll('test-counting')[1]!.setAttribute('label', 'explode');
      await waitFor(() => errors.some((message) => message.includes('<test-counting> stopped working')));
    } finally {
      console.error = original;
    }
    el.querySelectorAll('test-counting')[2]!.setAttribute('label', 'still alive');
    await waitFor(() => el.querySelectorAll('test-counting')[2]!.textContent === 'still alive');
    expect(el.querySelectorAll('span.counted')).to.have.length(19);
  });
});
