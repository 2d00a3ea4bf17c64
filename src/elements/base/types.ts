import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { AttributeSpec } from '../../core/attributes/index.ts';

type Kebab<S extends string> = S extends `${infer Head}${infer Tail}`
  ? Tail extends Uncapitalize<Tail>
    ? `${Lowercase<Head>}${Kebab<Tail>}`
    : `${Lowercase<Head>}-${Kebab<Uncapitalize<Tail>>}`
  : S;

/** JSX typing of an element's attributes, for React users (`<shop-store-notice notice-id="…" />`). */
export type JsxAttributes<A extends Record<string, AttributeSpec<unknown>>> = DetailedHTMLProps<
  HTMLAttributes<HTMLElement>,
  HTMLElement
> & { [K in keyof A & string as Kebab<K>]?: string };
