export interface Flavour {
  name: 'react' | 'lite';
  /** Output folder, relative to the repository root. */
  dist: string;
  /** Packages that stand in for React's (none in the default build). */
  aliases: Record<string, string>;
}
export declare const LITE_ALIASES: Record<string, string>;
export declare const FLAVOURS: Record<'react' | 'lite', Flavour>;
export declare function selectedFlavour(env?: Record<string, string | undefined>): Flavour;
