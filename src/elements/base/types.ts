import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { AttributeKind, AttributeSpec, AttributeValues } from '../../core/attributes/index.ts';
import type { ShopEventMap, ShopEventName } from '../../dom/event-map.ts';

type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? Tail extends Uncapitalize<Tail>
    ? `${Lowercase<Head>}${Kebab<Tail>}`
    : `${Lowercase<Head>}-${Kebab<Uncapitalize<Tail>>}`
  : S;

/**
 * What React 19 can put in an attribute, by what the attribute's text is. React writes `true` as
 * the empty attribute and removes the attribute for `false` (so a boolean whose default is true is
 * turned off with the text "false"), and writes numbers as text. JSON attributes take JSON text:
 * before the element's code has loaded React can only set attributes, where an object would
 * become "[object Object]". A spec of no declared kind takes text or a number.
 */
type JsxValue<T, K extends AttributeKind> = AttributeKind extends K
  ? string | number
  : K extends 'boolean'
    ? boolean | 'true' | 'false'
    : K extends 'number'
      ? number | `${number}`
      : K extends 'enum'
        ? T
        : string;

/** `onshop-…` props: React 19 adds a listener for the event named after `on` on a custom element. */
type JsxEventHandlers = {
  [K in ShopEventName as `on${K}`]?: (event: CustomEvent<ShopEventMap[K]>) => void;
};

/**
 * JSX typing of an element's attributes, for React users (`<shop-store-notice notice-id="…" />`):
 * each attribute by the type its element parses, and a handler for every `shop-*` event (they
 * bubble, so an element also hears the events of the elements inside it).
 */
export type JsxAttributes<A extends Record<string, AttributeSpec<unknown>>, E extends HTMLElement = HTMLElement> = DetailedHTMLProps<
  HTMLAttributes<E>,
  E
> & { [K in keyof A & string as Kebab<K>]?: A[K] extends AttributeSpec<infer T, infer Kind> ? JsxValue<T, Kind> : never } & JsxEventHandlers & {
    /** Id of the markup the element enhances when it does not wrap it (every element). */
    for?: string;
  };

/**
 * What an element file declares about its element, once (`export const declaration = { … } as const
 * satisfies ElementDeclaration`). `npm run elements` (scripts/elements.mjs) reads it as data and
 * writes the catalogue, the enhanced-markup table, the automatic-mode rules, the index's type exports
 * and the consumer test's tag list from it, so it holds literals only.
 */
export interface ElementDeclaration {
  /** The tag; its file is src/elements/<tag without `shop-`>.element.ts. */
  readonly tag: string;
  /**
   * The platform markup the element enhances when it is placed inside it (or names it with `for`)
   * instead of wrapping it (see dom/element-scope.ts).
   */
  readonly enhances: string;
  /**
   * Per interaction, a selector of the controls inside the element that it acts on: the drop-in holds
   * those interactions until the element is ready and replays them (replay.ts). A click or submit
   * anywhere else is never held.
   */
  readonly holds?: { readonly click?: string; readonly submit?: string; readonly change?: string };
  /**
   * Automatic mode (`dist/auto.js`): the platform markup that gets this element with no template edit,
   * and what the element applies to: the closest `target` around what was found (or, with `orParent`,
   * its parent when none is), else what was found.
   */
  readonly auto?: { readonly markup: string; readonly target?: string; readonly orParent?: boolean };
}

/** An element's attribute values as its component receives them: parsed, bad input replaced by fallbacks. */
export type ParsedAttributes<A extends Record<string, AttributeSpec<unknown>>> = AttributeValues<A>;

declare global {
  /**
   * Per tag, the element's attribute values as its component receives them (each element file adds its
   * tag: `'shop-x': ParsedAttributes<typeof attributes>`). A component types its props from this map,
   * `ElementProps<StorefrontElementAttributes['shop-x']>`, so the attributes are written once, in the
   * element file's spec, without the component importing the element (imports point left only).
   */
  interface StorefrontElementAttributes {}
}
