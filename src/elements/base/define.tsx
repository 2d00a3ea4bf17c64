/**
 * The element base. `createElement` turns a React component into a custom element
 * class on top of r2wc (@r2wc/core with our renderer), with four differences that matter for a shop:
 *  - attributes are parsed and validated by our own parsers (r2wc's `json` type
 *    throws in the constructor); bad input logs one console error naming the tag
 *    and the attribute, and the component gets a usable fallback;
 *  - light-DOM elements keep the server-rendered children: one React root off the
 *    page (shared by every element, see shared-root.tsx) renders into each element
 *    through a portal, so the markup the shop printed (which works without
 *    JavaScript) is adopted, not wiped;
 *  - removing an attribute re-renders (r2wc ignores it);
 *  - JSON attributes set as properties keep their objects (no re-serialising into
 *    the attribute).
 * `defineTag` tolerates a second registration of the same tag (two plugins may ship
 * the bundle).
 */
import r2wc from '@r2wc/core';
import type { ComponentType } from 'react';
import { createPortal } from 'react-dom';
import {
  attributeName,
  attributeProblem,
  type AttributeSpec,
  type AttributeValues,
} from '../../core/attributes/index.ts';
import { ElementErrorBoundary } from '../../react/base/ErrorBoundary.tsx';
import type { ElementProps } from '../../react/base/element-props.ts';
import { sharedRootRenderer } from './shared-root.tsx';
import { adoptBaseStyles } from './styles.ts';

export { attributeName };
export * as attr from '../../core/attributes/index.ts';

type Specs = Record<string, AttributeSpec<any>>;

export interface ElementDefinition<A extends Specs> {
  tag: string;
  attributes: A;
  component: ComponentType<ElementProps<AttributeValues<A>>>;
  /** Shadow DOM only where isolation is the point (a modal layer); light DOM otherwise. */
  shadow?: 'open';
}

/** r2wc's own slots (global symbols), used to keep its render cycle in charge. */
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface HostState {
  /** Last parsed value per attribute key, keyed by the raw input it came from. */
  parsed: Map<string, { raw: unknown; value: unknown }>;
  /** Values set through JS properties; they win until the attribute changes. */
  properties: Map<string, unknown>;
}

const hostStates = new WeakMap<HTMLElement, HostState>();

function hostState(host: HTMLElement): HostState {
  let state = hostStates.get(host);
  if (!state) {
    state = { parsed: new Map(), properties: new Map() };
    hostStates.set(host, state);
  }
  return state;
}

function readAttributes<A extends Specs>(host: HTMLElement, tag: string, specs: A): AttributeValues<A> {
  const state = hostState(host);
  const values: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(specs)) {
    const raw = state.properties.has(key) ? state.properties.get(key) : host.getAttribute(attributeName(key));
    const cached = state.parsed.get(key);
    if (cached && Object.is(cached.raw, raw)) {
      values[key] = cached.value;
      continue;
    }
    const result = spec.parse(raw);
    if (!result.ok) console.error(attributeProblem(tag, attributeName(key), result.problem, result.value));
    state.parsed.set(key, { raw, value: result.value });
    values[key] = result.value;
  }
  return values as AttributeValues<A>;
}

interface R2wcInternals {
  container: HTMLElement | ShadowRoot;
  [R2WC_RENDER](): void;
  [R2WC_PROPS]: Record<string, unknown>;
  connectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
}

export type ShopElementClass<A extends Specs> = {
  new (): HTMLElement & AttributeValues<A>;
  readonly tagName: string;
  readonly attributeSpecs: A;
  readonly observedAttributes: string[];
};

export function createElement<A extends Specs>(definition: ElementDefinition<A>): ShopElementClass<A> {
  const { tag, attributes, component: Inner, shadow } = definition;

  function Adapter(props: { container: HTMLElement | ShadowRoot }) {
    const root = props.container;
    const host = root instanceof ShadowRoot ? (root.host as HTMLElement) : root;
    const attrs = readAttributes(host, tag, attributes);
    return createPortal(
      <ElementErrorBoundary tag={tag}>
        <Inner host={host} attrs={attrs} />
      </ElementErrorBoundary>,
      root,
    );
  }

  // r2wc only schedules renders; every prop is a plain string so it never throws.
  const Base = r2wc(
    Adapter as never,
    { shadow, props: Object.fromEntries(Object.keys(attributes).map((key) => [key, 'string'])) as never },
    sharedRootRenderer as never,
  ) as unknown as new () => HTMLElement & R2wcInternals;

  class ShopElement extends Base {
    static readonly tagName = tag;
    static readonly attributeSpecs = attributes;
    #waitingForDocument = false;

    constructor() {
      super();
      adoptBaseStyles();
    }

    override connectedCallback(): void {
      // Children printed after the opening tag may still be arriving: adopt them whole.
      if (document.readyState === 'loading') {
        if (this.#waitingForDocument) return;
        this.#waitingForDocument = true;
        document.addEventListener(
          'DOMContentLoaded',
          () => {
            this.#waitingForDocument = false;
            if (this.isConnected) super.connectedCallback();
          },
          { once: true },
        );
        return;
      }
      super.connectedCallback();
    }

    override attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      const key = Object.keys(attributes).find((candidate) => attributeName(candidate) === name);
      if (key) hostState(this).properties.delete(key);
      super.attributeChangedCallback(name, oldValue, newValue);
      // r2wc skips removals and empty values; they still change what the element shows.
      if (!newValue) this[R2WC_RENDER]();
    }
  }

  for (const [key, spec] of Object.entries(attributes)) {
    Object.defineProperty(ShopElement.prototype, key, {
      configurable: true,
      enumerable: true,
      get(this: ShopElement) {
        return readAttributes(this, tag, { [key]: spec })[key];
      },
      set(this: ShopElement, value: unknown) {
        if (spec.kind === 'json' || typeof value === 'object') {
          hostState(this).properties.set(key, value);
          this[R2WC_RENDER]();
        } else if (value == null) {
          this.removeAttribute(attributeName(key));
        } else {
          this.setAttribute(attributeName(key), String(value));
        }
      },
    });
  }

  return ShopElement as unknown as ShopElementClass<A>;
}

/** Registers `tag` unless it is already defined (a second copy of the bundle is harmless). */
export function defineTag(tag: string, elementClass: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return;
  const existing = customElements.get(tag);
  if (existing) {
    if (existing !== elementClass) {
      console.warn(`<${tag}> is already defined by another copy of storefront-elements; keeping the first.`);
    }
    return;
  }
  customElements.define(tag, elementClass);
}
