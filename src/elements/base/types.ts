import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { AttributeKind, AttributeSpec } from '../../core/attributes/index.ts';
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
