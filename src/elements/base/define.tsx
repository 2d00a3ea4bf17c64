/**
 * The element base. `createElement` turns a React component into a custom element
 * class on top of r2wc (@r2wc/core with our renderer), with these differences that
 * matter for a shop:
 *  - nothing mounts before the element is in the document with its children parsed:
 *    an attribute or property set on a detached element, or on one whose children the
 *    parser is still writing, only records the value;
 *  - attributes are parsed and validated by our own parsers (r2wc's `json` type
 *    throws in the constructor); bad input logs one console message naming the tag
 *    and the attribute, and the component gets a usable fallback; an attribute the
 *    element does not know is reported once with the nearest one it does;
 *  - light-DOM elements keep the server-rendered children: one React root off the
 *    page (shared by every element, see shared-root.tsx) renders into each element
 *    through a portal, so the markup the shop printed (which works without
 *    JavaScript) is adopted, not wiped;
 *  - the base owns what every element repeats: `data-shop-ready` once the behaviour is
 *    attached (the shop's settings are the business of the elements that act on the shop,
 *    see react/settings/use-settings.ts, so an element that needs none loads no validation);
 *  - removing an attribute re-renders (r2wc ignores it); JSON attributes set as
 *    properties keep their objects (no re-serialising into the attribute);
 *  - every element can enhance markup it does not wrap (`for`, `forElement`, or placed inside
 *    the markup, see dom/element-scope.ts): the component's `host` is that markup, so a theme's
 *    DOM stays as it was printed.
 * `defineTag` tolerates a second registration of the same tag (two plugins may ship
 * the bundle) and says so only when the two copies differ in version.
 */
import r2wc from '@r2wc/core';
import { useCallback, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import {
  attributeName,
  attributeProblem,
  type AttributeSpec,
  type AttributeValues,
} from '../../core/attributes/index.ts';
import { isGlobalAttribute } from '../../core/attributes/global.ts';
import { VERSION } from '../../core/version.ts';
import { FOR_ATTRIBUTE, FOR_PROPERTY, registerScope, resolveScope } from '../../dom/element-scope.ts';
import { ENHANCES } from '../enhances.ts';
import type { ElementProps } from '../../react/base/element-props.ts';
import { quietPortal } from '../../react/base/portal.ts';
import { sharedRootRenderer } from './shared-root.tsx';
import { adoptBaseStyles } from './styles.ts';

export { attributeName };
export * as attr from '../../core/attributes/index.ts';

type Specs = Record<string, AttributeSpec<any>>;

/** @internal How an element file defines its element (React's types: left out of the package's declarations). */
export interface ElementDefinition<A extends Specs> {
  tag: string;
  attributes: A;
  component: ComponentType<ElementProps<AttributeValues<A>>>;
  /** Shadow DOM only where isolation is the point (a modal layer); light DOM otherwise. */
  shadow?: 'open';
  /**
   * When the element counts as ready (`data-shop-ready`): 'mount' (default) once the
   * component's layout effects ran; 'self' when the component calls `ready()` itself
   * (behaviour that starts after a delay or a first check).
   */
  readiness?: 'mount' | 'self';
}

/** r2wc's own slots (global symbols), used to keep its render cycle in charge. */
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
const R2WC_CONNECTED = Symbol.for('r2wc.connected');

const READY_ATTRIBUTE = 'data-shop-ready';

interface HostState {
  /** Last parsed value per attribute key, keyed by the raw input it came from. */
  parsed: Map<string, { raw: unknown; value: unknown }>;
  /** Values set through JS properties; they win until the attribute changes. */
  properties: Map<string, unknown>;
  /** The markup named by reference (`forElement`); it wins over `for`. */
  forElement?: HTMLElement;
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

function report(result: { problem: string; severity?: 'error' | 'warning' }, message: string): void {
  if (result.severity === 'warning') console.warn(message);
  else console.error(message);
}

function readAttributes<A extends Specs>(host: HTMLElement, tag: string, specs: A): AttributeValues<A> {
  const state = hostState(host);
  const values: Record<string, unknown> = {};
  for (const key in specs) {
    const spec = specs[key]!;
    const raw = state.properties.has(key) ? state.properties.get(key) : host.getAttribute(attributeName(key));
    const cached = state.parsed.get(key);
    if (cached && Object.is(cached.raw, raw)) {
      values[key] = cached.value;
      continue;
    }
    const result = spec.parse(raw);
    if (!result.ok) report(result, attributeProblem(tag, attributeName(key), result.problem, result.value, spec.fallbackText));
    state.parsed.set(key, { raw, value: result.value });
    values[key] = result.value;
  }
  return values as AttributeValues<A>;
}

/** Attributes already reported as unknown, per tag: one warning per page, not per element. */
const reportedUnknown = new Set<string>();

function reportUnknownAttributes(host: HTMLElement, tag: string, known: readonly string[]): void {
  for (const { name } of host.attributes) {
    if (known.includes(name) || isGlobalAttribute(name)) continue;
    const id = `${tag} ${name}`;
    if (reportedUnknown.has(id)) continue;
    reportedUnknown.add(id);
    // The suggestion's code is fetched only for a page that needs it.
    void import('../../core/text/closest.ts').then(({ closest }) => {
      const suggestion = closest(name, known);
      console.warn(
        `<${tag}> has no attribute "${name}"; it is ignored.` +
          (suggestion ? ` Did you mean "${suggestion}"?` : known.length ? ` Its attributes: ${known.join(', ')}.` : ''),
      );
    });
  }
}

/**
 * Hosts whose behaviour was attached in this render, marked ready together right after it:
 * an attribute written between two elements' layout effects would make the next one's
 * style read recompute the page's styles, once per element.
 */
const becomingReady = new Set<HTMLElement>();

function markReadyAfterRender(host: HTMLElement): void {
  if (becomingReady.size === 0) {
    queueMicrotask(() => {
      for (const ready of becomingReady) if (ready.isConnected) ready.setAttribute(READY_ATTRIBUTE, '');
      becomingReady.clear();
    });
  }
  becomingReady.add(host);
}

/** Elements watching for the markup they name (`for`) to appear, move or be replaced. */
const scopeWatchers = new Set<() => void>();
let scopeObserver: MutationObserver | undefined;

function watchScopes(check: () => void): () => void {
  scopeWatchers.add(check);
  if (!scopeObserver) {
    scopeObserver = new MutationObserver(() => {
      for (const watcher of [...scopeWatchers]) watcher();
    });
    scopeObserver.observe(document.documentElement, { childList: true, subtree: true });
  }
  return () => {
    scopeWatchers.delete(check);
    if (scopeWatchers.size === 0) {
      scopeObserver?.disconnect();
      scopeObserver = undefined;
    }
  };
}

/** `for` values already reported as naming nothing, per tag. */
const reportedMissingScope = new Set<string>();

/**
 * The markup the element applies to, followed while the element is on the page: markup named by
 * `for` may be printed later, or replaced by a fragment or another script.
 */
function useScope(element: HTMLElement, tag: string): HTMLElement | null {
  const enhances = ENHANCES[tag];
  const scope = resolveScope(element, enhances);
  const named = scope === null || (scope !== element && !scope.contains(element));
  const connected = scope?.isConnected ?? false;
  useLayoutEffect(() => {
    if (!named) return;
    // What the last render saw: a page's every mutation comes here, and only a change of the named
    // markup, or of its being on the page, is worth a render.
    let rendered = scope;
    let renderedConnected = connected;
    const check = () => {
      const now = resolveScope(element, enhances);
      const nowConnected = now?.isConnected ?? false;
      if (now === rendered && nowConnected === renderedConnected) return;
      rendered = now;
      renderedConnected = nowConnected;
      // Through r2wc's render, as an attribute change: the shared root renders it synchronously,
      // so the element's effects have run before it is marked ready again.
      (element as unknown as R2wcInternals)[R2WC_RENDER]();
    };
    check();
    return watchScopes(check);
  }, [element, enhances, scope, named]);
  useLayoutEffect(() => {
    if (scope) return registerScope(scope, tag, element);
    const id = element.getAttribute(FOR_ATTRIBUTE) ?? '';
    if (reportedMissingScope.has(`${tag}#${id}`)) return;
    reportedMissingScope.add(`${tag}#${id}`);
    console.warn(`<${tag} for="${id}">: no element with id "${id}" on the page yet; the element applies to it once it appears.`);
  }, [element, tag, scope]);
  return connected ? scope : null;
}

/** A key per scope: an element whose markup is replaced starts afresh on the new markup. */
const scopeKeys = new WeakMap<HTMLElement, number>();
let nextScopeKey = 0;
function scopeKey(scope: HTMLElement): number {
  let key = scopeKeys.get(scope);
  if (key === undefined) scopeKeys.set(scope, (key = nextScopeKey++));
  return key;
}

/** Marks the host ready after the component's own layout effects (a parent's run after its children's). */
function ReadyMarker({ host, auto, children }: { host: HTMLElement; auto: boolean; children: ReactNode }) {
  useLayoutEffect(() => {
    if (auto) markReadyAfterRender(host);
    return () => {
      becomingReady.delete(host);
      host.removeAttribute(READY_ATTRIBUTE);
    };
  }, [host, auto]);
  return children;
}

interface R2wcInternals {
  container: HTMLElement | ShadowRoot;
  [R2WC_RENDER](): void;
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_CONNECTED]: boolean;
  connectedCallback(): void;
  disconnectedCallback(): void;
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
}

export type ShopElementClass<A extends Specs> = {
  new (): HTMLElement &
    AttributeValues<A> & {
      /** The markup the element enhances when it does not wrap it (wins over the `for` attribute). */
      forElement: HTMLElement | null;
    };
  readonly tagName: string;
  readonly version: string;
  readonly attributeSpecs: A;
  readonly observedAttributes: string[];
};

/** @internal The element class of a component (left out of the package's declarations, which need no React types). */
export function createElement<A extends Specs>(definition: ElementDefinition<A>): ShopElementClass<A> {
  const { tag, attributes, component: Inner, shadow, readiness = 'mount' } = definition;
  const keyByAttribute = new Map(Object.keys(attributes).map((key) => [attributeName(key), key]));
  const known = [...keyByAttribute.keys(), FOR_ATTRIBUTE];

  function Adapter(props: { container: HTMLElement | ShadowRoot }) {
    const root = props.container;
    const host = root instanceof ShadowRoot ? (root.host as HTMLElement) : root;
    const attrs = readAttributes(host, tag, attributes);
    const ready = useCallback(() => host.setAttribute(READY_ATTRIBUTE, ''), [host]);
    const scope = useScope(host, tag);
    if (!scope) return null;
    return quietPortal(
      <ReadyMarker host={host} auto={readiness === 'mount'}>
        <Inner key={scopeKey(scope)} host={scope} element={host} attrs={attrs} ready={ready} />
      </ReadyMarker>,
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
    static readonly version = VERSION;
    static readonly attributeSpecs = attributes;
    static get observedAttributes(): string[] {
      return [...(Base as unknown as { observedAttributes: string[] }).observedAttributes, FOR_ATTRIBUTE];
    }
    #waitingForDocument = false;
    #checkedAttributes = false;

    constructor() {
      super();
      // r2wc counts an element as connected from birth, so an attribute set on a detached
      // one would mount it. It is connected when the document says so, and not before.
      this[R2WC_CONNECTED] = false;
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
            if (this.isConnected) this.#mount();
          },
          { once: true },
        );
        return;
      }
      this.#mount();
    }

    #mount(): void {
      if (!this.#checkedAttributes) {
        this.#checkedAttributes = true;
        this.#takeOverEarlyProperties();
        reportUnknownAttributes(this, tag, known);
      }
      super.connectedCallback();
    }

    /**
     * A property set before the tag was defined (a framework rendering the tag before the
     * loader fetched its code) is an own property hiding the accessor: hand it to the accessor.
     */
    #takeOverEarlyProperties(): void {
      for (const key of [...Object.keys(attributes), FOR_PROPERTY]) {
        if (!Object.hasOwn(this, key)) continue;
        const value = (this as unknown as Record<string, unknown>)[key];
        delete (this as unknown as Record<string, unknown>)[key];
        (this as unknown as Record<string, unknown>)[key] = value;
      }
    }

    /** The markup the element applies to, by reference (wins over `for`); null to let go of it. */
    get forElement(): HTMLElement | null {
      return hostState(this).forElement ?? null;
    }

    set forElement(value: HTMLElement | null) {
      if (value != null && !(value instanceof HTMLElement)) {
        console.error(`<${tag}>: forElement takes an element of the page; ${String(value)} is ignored.`);
        return;
      }
      hostState(this).forElement = value ?? undefined;
      this[R2WC_RENDER]();
    }

    override attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      if (name === FOR_ATTRIBUTE) {
        if (oldValue !== newValue) this[R2WC_RENDER]();
        return;
      }
      const key = keyByAttribute.get(name);
      if (key) hostState(this).properties.delete(key);
      super.attributeChangedCallback(name, oldValue, newValue);
      // r2wc skips removals and empty values; they still change what the element shows.
      if (!newValue) this[R2WC_RENDER]();
    }
  }

  for (const [key, spec] of Object.entries(attributes)) {
    const name = attributeName(key);
    Object.defineProperty(ShopElement.prototype, key, {
      configurable: true,
      enumerable: true,
      get(this: ShopElement) {
        return readAttributes(this, tag, { [key]: spec })[key];
      },
      set(this: ShopElement, value: unknown) {
        if (value == null) {
          // Back to the attribute, or to the default when there is none.
          const hadProperty = hostState(this).properties.delete(key);
          if (this.hasAttribute(name)) this.removeAttribute(name);
          else if (hadProperty) this[R2WC_RENDER]();
        } else if (spec.kind === 'json' || typeof value === 'object') {
          hostState(this).properties.set(key, value);
          this[R2WC_RENDER]();
        } else {
          this.setAttribute(name, String(value));
        }
      },
    });
  }

  return ShopElement as unknown as ShopElementClass<A>;
}

/**
 * Registers `tag` unless it is already defined. A second copy of the bundle (two plugins
 * shipping it) is harmless: the first definition stays, and the console says so only when
 * the copies differ in version or the tag belongs to another script.
 */
export function defineTag(tag: string, elementClass: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return;
  const existing = customElements.get(tag) as (CustomElementConstructor & { version?: unknown }) | undefined;
  if (!existing) {
    customElements.define(tag, elementClass);
    return;
  }
  if (existing === elementClass) return;
  const ours = (elementClass as { version?: unknown }).version ?? VERSION;
  if (typeof existing.version !== 'string') {
    console.warn(`<${tag}> is already defined by another script; storefront-elements ${String(ours)} keeps that definition.`);
  } else if (existing.version !== ours) {
    console.warn(
      `<${tag}> is already defined by storefront-elements ${existing.version}; this copy (${String(ours)}) keeps that definition.`,
    );
  }
}
