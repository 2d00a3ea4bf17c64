/**
 * The element base's lifecycle: nothing mounts before the element is in the document with
 * its children, a detached element holds nothing, a move keeps state, a re-connect reads
 * the markup again, removals are batched, one element's failure stays its own; plus what
 * the base owns for every element (readiness, settings, attribute warnings, versions).
 */
import { expect } from 'chai';
import { useEffect, useLayoutEffect, useState } from 'react';
import { attr, createElement, defineTag } from '../../src/elements/base/define.tsx';
import { sharedRootStats } from '../../src/elements/base/shared-root.tsx';
import { VERSION } from '../../src/core/version.ts';
import { reloadPageSettings } from '../../src/stores/settings.ts';
import { settingsAttribute } from '../../src/core/settings/attribute.ts';
import { useSettings, type WithSettings } from '../../src/react/settings/use-settings.ts';
import type { ElementProps } from '../../src/react/base/element-props.ts';
import { captureConsoleErrors, captureConsoleWarnings } from '../helpers/console.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { nextFrame, waitFor } from '../helpers/wait.ts';

/** What the probe element did, by its id. */
interface ProbeLog {
  renders: number;
  mounts: number;
  unmounts: number;
  documentClicks: number;
  adopted: string[];
}
const logs = new Map<string, ProbeLog>();
function logOf(id: string): ProbeLog {
  let log = logs.get(id);
  if (!log) {
    log = { renders: 0, mounts: 0, unmounts: 0, documentClicks: 0, adopted: [] };
    logs.set(id, log);
  }
  return log;
}

const probeAttributes = { label: attr.string(''), open: attr.boolean(false), count: attr.number(1), settings: settingsAttribute() };

function Probe({ host, attrs }: ElementProps<{ label: string; open: boolean; count: number } & WithSettings>) {
  const settings = useSettings(attrs.settings);
  const log = logOf(host.id);
  log.renders += 1;
  const [clicks, setClicks] = useState(0);
  useLayoutEffect(() => {
    log.mounts += 1;
    // Reading the adopted markup belongs to mounting.
    log.adopted = [...host.querySelectorAll('.adopted')].map((node) => node.textContent ?? '');
    const onDocumentClick = () => {
      log.documentClicks += 1;
      setClicks((n) => n + 1);
    };
    document.addEventListener('click', onDocumentClick);
    return () => {
      log.unmounts += 1;
      document.removeEventListener('click', onDocumentClick);
    };
  }, [host, log]);
  return (
    <output className="probe" data-label={attrs.label} data-open={String(attrs.open)} data-clicks={clicks} data-cart-url={settings.cart_url}>
      {attrs.label}
    </output>
  );
}
class ProbeElement extends createElement({ tag: 'test-probe', attributes: probeAttributes, component: Probe }) {}
defineTag('test-probe', ProbeElement);

function Exploding({ attrs }: ElementProps<{ mode: string }>) {
  if (attrs.mode === 'render') throw new Error('render failure');
  return <span className="exploding">{attrs.mode}</span>;
}
const explodingAttributes = {
  mode: {
    kind: 'string' as const,
    fallback: '',
    parse(raw: unknown) {
      if (raw === 'attributes') throw new Error('parser failure');
      return { ok: true as const, value: raw == null ? '' : String(raw) };
    },
  },
};
class ExplodingElement extends createElement({ tag: 'test-exploding', attributes: explodingAttributes, component: Exploding }) {}
defineTag('test-exploding', ExplodingElement);

function SelfReady({ ready }: ElementProps<Record<string, never>>) {
  const [go, setGo] = useState(false);
  useEffect(() => {
    if (go) ready();
  }, [go, ready]);
  return (
    <button type="button" className="go" onClick={() => setGo(true)}>
      go
    </button>
  );
}
class SelfReadyElement extends createElement({ tag: 'test-self-ready', attributes: {}, component: SelfReady, readiness: 'self' }) {}
defineTag('test-self-ready', SelfReadyElement);

function create(id: string): ProbeElement {
  const el = document.createElement('test-probe') as ProbeElement;
  el.id = id;
  return el;
}

describe('element base lifecycle', () => {
  afterEach(() => {
    cleanup();
    logs.clear();
  });

  it('mounts nothing for an attribute or property set on an element that is not in the document', async () => {
    const before = sharedRootStats().elements;
    const el = create('detached');
    el.setAttribute('label', 'set while detached');
    (el as unknown as { count: number }).count = 5;
    (el as unknown as { settings: unknown }).settings = { cart_url: '/basket/' };
    await nextFrame();
    expect(logOf('detached').renders).to.equal(0);
    expect(sharedRootStats().elements).to.equal(before);
    // Never inserted: nothing to clean up, nothing left behind in the shared root.
    document.body.click();
    expect(logOf('detached').documentClicks).to.equal(0);
  });

  it('mounts on insertion with the values set before, and reads children appended in a later task', async () => {
    const el = create('late');
    el.setAttribute('label', 'early');
    await nextFrame();
    const child = document.createElement('p');
    child.className = 'adopted';
    child.textContent = 'arrived later';
    el.append(child);
    const container = fixture('<div></div>');
    container.append(el);
    await waitFor(() => el.querySelector('output.probe'));
    expect(el.querySelector<HTMLElement>('output.probe')!.dataset.label).to.equal('early');
    expect(logOf('late').adopted).to.deep.equal(['arrived later']);
    expect(logOf('late').mounts).to.equal(1);
  });

  it('holds no listener once disconnected, and is ready only while connected', async () => {
    const container = fixture('<div><test-probe id="leaving"></test-probe></div>');
    const el = container.querySelector('test-probe')!;
    await waitFor(() => el.hasAttribute('data-shop-ready'));
    const before = sharedRootStats().elements;
    document.body.click();
    expect(logOf('leaving').documentClicks).to.equal(1);
    el.remove();
    await waitFor(() => logOf('leaving').unmounts === 1);
    document.body.click();
    expect(logOf('leaving').documentClicks).to.equal(1);
    expect(el.hasAttribute('data-shop-ready')).to.equal(false);
    expect(sharedRootStats().elements).to.equal(before - 1);
  });

  it('keeps state and binds once through a move within one task', async () => {
    const container = fixture('<div><section id="a"><test-probe id="moving" label="m"></test-probe></section><section id="b"></section></div>');
    const el = container.querySelector('test-probe')!;
    await waitFor(() => el.hasAttribute('data-shop-ready'));
    document.body.click();
    await waitFor(() => el.querySelector<HTMLElement>('output')?.dataset.clicks === '1');
    container.querySelector('#b')!.append(el);
    await nextFrame();
    expect(logOf('moving').mounts).to.equal(1);
    expect(logOf('moving').unmounts).to.equal(0);
    expect(el.querySelector<HTMLElement>('output')!.dataset.clicks).to.equal('1');
    document.body.click();
    expect(logOf('moving').documentClicks).to.equal(2);
    await waitFor(() => el.querySelector<HTMLElement>('output')?.dataset.clicks === '2');
    expect(el.hasAttribute('data-shop-ready')).to.equal(true);
  });

  it('remounts on a re-connect in a later task and reads its markup again', async () => {
    const container = fixture('<div><test-probe id="again"><p class="adopted">first</p></test-probe></div>');
    const el = container.querySelector('test-probe')!;
    await waitFor(() => logOf('again').mounts === 1);
    expect(logOf('again').adopted).to.deep.equal(['first']);
    el.remove();
    await waitFor(() => logOf('again').unmounts === 1);
    el.querySelector('.adopted')!.textContent = 'second';
    container.append(el);
    await waitFor(() => logOf('again').mounts === 2);
    expect(logOf('again').adopted).to.deep.equal(['second']);
    expect(el.querySelectorAll('output.probe')).to.have.length(1);
  });

  it('waits for the document while it is still loading, then adopts every child', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    let el: HTMLElement;
    try {
      const container = fixture('<div></div>');
      el = create('parsing');
      el.setAttribute('label', 'while parsing');
      container.append(el);
      // The parser writes the rest of the children after the element was connected.
      el.insertAdjacentHTML('beforeend', '<p class="adopted">one</p>');
      await nextFrame();
      expect(logOf('parsing').renders).to.equal(0);
      el.insertAdjacentHTML('beforeend', '<p class="adopted">two</p>');
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await waitFor(() => logOf('parsing').mounts === 1);
    expect(logOf('parsing').adopted).to.deep.equal(['one', 'two']);
    expect(el!.querySelector<HTMLElement>('output')!.dataset.label).to.equal('while parsing');
  });

  it('renders the shared root once for many removals in one task', async () => {
    const container = fixture(`<div>${Array.from({ length: 40 }, (_, i) => `<test-probe id="many-${i}"></test-probe>`).join('')}</div>`);
    await waitFor(() => container.querySelectorAll('[data-shop-ready]').length === 40);
    const before = sharedRootStats().renders;
    container.replaceChildren();
    await waitFor(() => logOf('many-39').unmounts === 1);
    expect(sharedRootStats().renders - before).to.equal(1);
    expect([...logs.values()].every((log) => log.unmounts === 1)).to.equal(true);
  });

  it('removes the attribute when a property is set to null or undefined', async () => {
    const el = fixture<ProbeElement>('<test-probe id="nulls" label="x" open></test-probe>');
    await waitFor(() => el.querySelector<HTMLElement>('output')?.dataset.open === 'true');
    (el as unknown as { label: string | null }).label = null;
    (el as unknown as { open: boolean | undefined }).open = undefined;
    expect(el.hasAttribute('label')).to.equal(false);
    expect(el.hasAttribute('open')).to.equal(false);
    await waitFor(() => el.querySelector<HTMLElement>('output')?.dataset.open === 'false');
    (el as unknown as { settings: unknown }).settings = { cart_url: '/basket/' };
    await waitFor(() => el.querySelector<HTMLElement>('output')?.dataset.cartUrl === '/basket/');
    (el as unknown as { settings: unknown }).settings = null;
    await waitFor(() => el.querySelector<HTMLElement>('output')?.dataset.cartUrl === '/cart/');
  });

  it('takes over properties set before the tag was defined', async () => {
    const el = document.createElement('test-early-props') as HTMLElement & { label?: unknown; settings?: unknown };
    el.id = 'early';
    el.label = 'set before definition';
    el.settings = { cart_url: '/early/' };
    const container = fixture('<div></div>');
    container.append(el);
    class EarlyElement extends createElement({ tag: 'test-early-props', attributes: probeAttributes, component: Probe }) {}
    defineTag('test-early-props', EarlyElement);
    await waitFor(() => el.querySelector('output.probe'));
    const output = el.querySelector<HTMLElement>('output.probe')!;
    expect(output.dataset.label).to.equal('set before definition');
    expect(output.dataset.cartUrl).to.equal('/early/');
    expect(el.getAttribute('label')).to.equal('set before definition');
    expect(Object.hasOwn(el, 'label')).to.equal(false);
  });

  it('keeps the other elements working when one throws in its attributes or its component', async () => {
    const errors = captureConsoleErrors();
    try {
      const container = fixture(
        '<div><test-exploding mode="a"></test-exploding><test-exploding mode="b"></test-exploding><test-exploding mode="c"></test-exploding></div>',
      );
      await waitFor(() => container.querySelectorAll('span.exploding').length === 3);
      const [first, second, third] = [...container.querySelectorAll('test-exploding')];
      first!.setAttribute('mode', 'attributes');
      second!.setAttribute('mode', 'render');
      await waitFor(() => errors.messages.filter((m) => m.includes('<test-exploding> stopped working')).length === 2);
      third!.setAttribute('mode', 'still working');
      await waitFor(() => third!.textContent === 'still working');
      expect(first!.querySelector('span.exploding')).to.equal(null);
      expect(second!.querySelector('span.exploding')).to.equal(null);
      // A new element after the failures still mounts.
      container.insertAdjacentHTML('beforeend', '<test-exploding mode="d"></test-exploding>');
      await waitFor(() => container.lastElementChild?.textContent === 'd');
    } finally {
      errors.restore();
    }
  });
});

describe('what the base owns for every element', () => {
  afterEach(() => {
    cleanup();
    logs.clear();
  });

  it('marks an element ready after its layout effects, or when a self-ready element says so', async () => {
    const el = fixture('<div><test-probe id="r"></test-probe><test-self-ready></test-self-ready></div>');
    const probe = el.querySelector('test-probe')!;
    const self = el.querySelector('test-self-ready')!;
    await waitFor(() => probe.hasAttribute('data-shop-ready'));
    await waitFor(() => self.querySelector('button.go'));
    expect(self.hasAttribute('data-shop-ready')).to.equal(false);
    self.querySelector<HTMLButtonElement>('button.go')!.click();
    await waitFor(() => self.hasAttribute('data-shop-ready'));
  });

  it('merges the settings attribute over the page settings and names a bad field', async () => {
    const errors = captureConsoleErrors();
    try {
      const el = fixture(`<test-probe id="s" settings='{"cart_url":"/basket/","is_cart":"maybe"}'></test-probe>`);
      await waitFor(() => el.querySelector<HTMLElement>('output')?.dataset.cartUrl === '/basket/');
      const about = errors.messages.filter((m) => m.includes('<test-probe> attribute "settings"'));
      expect(about).to.deep.equal([
        '<test-probe> attribute "settings": "is_cart" should be true or false ("yes"/"no" and "1"/"0" work too), not "maybe". Using the page settings instead.',
      ]);
    } finally {
      errors.restore();
    }
  });

  it('warns once per tag about an unknown attribute and suggests the nearest known one', async () => {
    const warnings = captureConsoleWarnings();
    try {
      const el = fixture('<div><test-probe id="u1" lable="x" data-anything="1" aria-label="ok" class="c"></test-probe><test-probe id="u2" lable="y"></test-probe></div>');
      await waitFor(() => el.querySelectorAll('[data-shop-ready]').length === 2);
      await waitFor(() => warnings.messages.some((m) => m.startsWith('<test-probe>')));
      expect(warnings.messages.filter((m) => m.startsWith('<test-probe>'))).to.deep.equal([
        '<test-probe> has no attribute "lable"; it is ignored. Did you mean "label"?',
      ]);
    } finally {
      warnings.restore();
    }
  });

  it('warns about a boolean attribute written with a word that is neither true nor false', async () => {
    const warnings = captureConsoleWarnings();
    try {
      const el = fixture('<test-probe id="b" open="nope"></test-probe>');
      await waitFor(() => el.querySelector<HTMLElement>('output')?.dataset.open === 'true');
      expect(warnings.messages).to.include(
        '<test-probe> attribute "open": "nope" is neither true nor false (write the attribute alone for true, or "false"). Using true instead.',
      );
    } finally {
      warnings.restore();
    }
  });

  it('keeps the first definition of a tag and warns only when the versions differ', () => {
    const warnings = captureConsoleWarnings();
    try {
      class SameVersion extends HTMLElement {
        static version = VERSION;
      }
      class OtherVersion extends HTMLElement {
        static version = '99.0.0';
      }
      defineTag('test-probe', SameVersion);
      expect(warnings.messages).to.deep.equal([]);
      defineTag('test-probe', OtherVersion);
      expect(customElements.get('test-probe')).to.equal(ProbeElement);
      expect(warnings.messages).to.deep.equal([
        `<test-probe> is already defined by storefront-elements ${VERSION}; this copy (99.0.0) keeps that definition.`,
      ]);
    } finally {
      warnings.restore();
    }
  });
});

describe('page settings block', () => {
  afterEach(() => {
    document.querySelectorAll('[id="storefront-settings"]').forEach((block) => block.remove());
    reloadPageSettings();
  });

  function printBlock(json: string): void {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'storefront-settings';
    block.textContent = json;
    document.body.append(block);
  }

  it('reads the first of two blocks and says the second is ignored', () => {
    printBlock('{"cart_url":"/first/"}');
    printBlock('{"cart_url":"/second/"}');
    const warnings = captureConsoleWarnings();
    try {
      expect(reloadPageSettings().cart_url).to.equal('/first/');
    } finally {
      warnings.restore();
    }
    expect(warnings.messages).to.deep.equal([
      'Page settings: the page has 2 #storefront-settings blocks; only the first is read. Merge them into one block.',
    ]);
  });

  it('names a boolean that is neither true nor false and keeps the default for it', () => {
    printBlock('{"is_cart":"maybe","cart_url":"/basket/"}');
    const errors = captureConsoleErrors();
    let settings;
    try {
      settings = reloadPageSettings();
    } finally {
      errors.restore();
    }
    expect(settings.is_cart).to.equal(false);
    expect(settings.cart_url).to.equal('/basket/');
    expect(errors.messages).to.deep.equal([
      'Page settings #storefront-settings: "is_cart" should be true or false ("yes"/"no" and "1"/"0" work too), not "maybe". Using the default for it.',
    ]);
  });
});
