import type { AttributeSpec } from '../core/attributes/index.ts';
import { Video } from '../react/video/Video.tsx';
import { createElement, defineTag } from './base/define.tsx';
import type { ElementDeclaration, JsxAttributes, ParsedAttributes } from './base/types.ts';

/** The element's one declaration: `npm run elements` writes the catalogue, the tables and the type lists from it. */
const declaration = {
  tag: 'shop-video',
  enhances: '.wp-block-embed, .wp-block-video, .wp-video',
} as const satisfies ElementDeclaration;

/** "16:9", "16/9", "4x3" or a plain number such as "1.7778"; anything else falls back. */
function ratio(fallback: number): AttributeSpec<number> {
  return {
    kind: 'string',
    fallback,
    parse(raw) {
      if (raw == null || String(raw).trim() === '') return { ok: true, value: fallback };
      const text = String(raw).trim();
      const pair = /^(\d+(?:\.\d+)?)\s*[:/x]\s*(\d+(?:\.\d+)?)$/i.exec(text);
      const value = pair ? Number(pair[1]) / Number(pair[2]) : Number(text);
      if (Number.isFinite(value) && value > 0) return { ok: true, value };
      return { ok: false, value: fallback, problem: `${JSON.stringify(text)} is not a ratio such as 16:9` };
    },
  };
}

const attributes = {
  /**
   * Aspect ratio for embeds without size attributes, e.g. "16:9" or "4/3". Default 16:9. Invalid input logs
   * an error and uses the default.
   */
  ratio: ratio(16 / 9),
};

/**
 * Responsive video embeds (SPEC §9.1). Wrap content holding YouTube or Vimeo iframes,
 * `<video>` elements or other embeds. Each embed is sized to the full width of its
 * container at its own aspect ratio (from its `width`/`height` attributes, else the
 * video's intrinsic size, else the `ratio` attribute).
 *
 * At a viewport width of 767 px or less an embed is also kept short enough to fit the
 * window: its height is at most the window height minus a margin that depends on the kind
 * of player (the room for the site header and the player's own chrome), and its width
 * shrinks to match, centred:
 * - YouTube iframes: 150 px (YouTube's title bar and control bar overlay the most);
 * - Vimeo iframes: 100 px;
 * - `<video>` elements and other embeds: 120 px (the browser's native controls).
 *
 * The kind comes from the embed's `src`; an embed can also name it with
 * `data-video-provider="youtube|vimeo|video"` (for click-to-load facades without a `src`).
 *
 * The layout is applied at once, again 500, 1000 and 2000 ms after load (late fonts,
 * images and players change the page), on window resize and scroll (once per frame), 300 ms
 * after an orientation change, when a video's metadata loads and when embeds are added.
 * Every listener and timer is removed when the element leaves the page.
 *
 * ```html
 * <shop-video>
 *   <iframe src="https://www.youtube-nocookie.com/embed/xyz" width="560" height="315"
 *           title="Product video" allowfullscreen></iframe>
 *   <video src="/media/demo.mp4" width="640" height="360" controls></video>
 * </shop-video>
 * ```
 *
 * The element sets `data-shop-ready` once its behaviour is in place (a hook for styles and tests).
 *
 * @tagname shop-video
 * @summary Keeps video embeds responsive at their aspect ratio.
 */
export class ShopVideoElement extends createElement({
  tag: declaration.tag,
  attributes,
  component: Video,
}) {}

defineTag(declaration.tag, ShopVideoElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-video': ShopVideoElement;
  }
  interface StorefrontElementAttributes {
    'shop-video': ParsedAttributes<typeof attributes>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-video': JsxAttributes<typeof attributes, ShopVideoElement>;
    }
  }
}
