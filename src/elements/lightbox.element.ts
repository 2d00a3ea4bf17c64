import { ShopLightbox } from '../react/lightbox/ShopLightbox.tsx';
import { boolean, oneOf } from '../core/attributes/index.ts';
import { createElement, defineTag } from './base/define.tsx';
import type { ElementDeclaration, JsxAttributes, ParsedAttributes } from './base/types.ts';

/** The element's one declaration: `npm run elements` writes the catalogue, the tables and the type lists from it. */
const declaration = {
  tag: 'shop-lightbox',
  enhances: '.gallery, .wp-block-gallery, [data-gallery]',
  holds: {
    click: 'a[data-size], a[data-width][data-height], a[href$=".jpg" i], a[href$=".jpeg" i], a[href$=".png" i], a[href$=".gif" i], a[href$=".webp" i], a[href$=".avif" i], a[href$=".svg" i]',
  },
} as const satisfies ElementDeclaration;

const attributes = {
  /**
   * Shows the share menu (Facebook, X, Pinterest, download image). On by default; share="false" hides it.
   */
  share: boolean(true, 'share'),
  /** Colour theme of the gallery. Default black; anything else logs an error and uses black. */
  theme: oneOf(['black', 'white'], 'black'),
};

/**
 * Image lightbox gallery (SPEC §2.11, §9.3). Wrap any content: every link to an image inside
 * (an `a[href]` to a .jpg, .png, .gif, .webp, .avif or .svg file, or any link with `data-size="800x600"`
 * or `data-width` and `data-height`) becomes a picture of a gallery. Each `.gallery`,
 * `.wp-block-gallery` or `[data-gallery]` container is its own gallery; image links outside
 * them form the element's own gallery.
 *
 * A click (or Enter) on an image link opens its gallery at that picture; a click with Ctrl,
 * Cmd, Shift or the middle button, and every click without JavaScript, opens the image as
 * the link always did. The gallery's code (PhotoSwipe 5) loads on the first open.
 *
 * The gallery is a modal dialog: focus moves into it and returns to the link on close,
 * Escape closes, the arrow keys move between pictures, Tab stays inside, every control has a
 * label, and "n of m" is announced on open and on each change. Captions come from
 * `data-caption`, the picture's `figcaption`, the link's `title` or the image's `alt`, shown
 * as text. Pictures without a size are measured when they load. A picture that fails to load
 * says "The image could not be loaded." with a link to the image.
 *
 * The address hash records the gallery and the picture (`#&gid=1&pid=3`: the container's
 * `data-gallery` id or its place among the galleries on the page, and the 1-based picture):
 * opening adds one history entry, moving between pictures replaces it, Back closes the
 * gallery, and a page opened with such a hash (a shared link) opens that picture (the first
 * when pid is out of range). Open and close animations take 333 ms, none with reduced motion.
 *
 * ```html
 * <shop-lightbox theme="black">
 *   <div class="gallery" data-gallery="clocks">
 *     <figure><a href="/img/clock-large.jpg" data-size="1600x1200"><img src="/img/clock.jpg" alt="Wall clock"></a>
 *       <figcaption>Wall clock, oak</figcaption></figure>
 *     <a href="/img/clock-back.jpg"><img src="/img/clock-back-small.jpg" alt="Back of the clock"></a>
 *   </div>
 * </shop-lightbox>
 * ```
 *
 * @tagname shop-lightbox
 * @summary Opens linked images in a gallery with a shareable gid/pid address and share options.
 */
export class ShopLightboxElement extends createElement({
  tag: declaration.tag,
  attributes,
  component: ShopLightbox,
}) {}

defineTag(declaration.tag, ShopLightboxElement);

declare global {
  interface HTMLElementTagNameMap {
    'shop-lightbox': ShopLightboxElement;
  }
  interface StorefrontElementAttributes {
    'shop-lightbox': ParsedAttributes<typeof attributes>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'shop-lightbox': JsxAttributes<typeof attributes, ShopLightboxElement>;
    }
  }
}
