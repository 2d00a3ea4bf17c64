/**
 * What a matched variation shows on the product page (§4.2, §5.1, §9.1): the add-to-cart
 * button state, the meta that replaces the product's own, and the attributes of the
 * gallery image. Pure: the DOM side (src/dom/variations) writes what these return.
 */
import type { UrlUse } from '../url/index.ts';
import { isPurchasableVariation, type Variation } from './schema.ts';

/** §4.2: the add-to-cart button before a choice, for a match that cannot be bought, and for one that can. */
export type CartButtonState = 'selection-needed' | 'unavailable' | 'enabled';

export function cartButtonState(match: Variation | undefined): CartButtonState {
  if (!match) return 'selection-needed';
  return isPurchasableVariation(match) ? 'enabled' : 'unavailable';
}

/**
 * The product meta a variation shows; an absent field means "the product's own". `weightHtml`
 * and `dimensionsHtml` are the server's HTML strings; `weightText` is the plain `weight`, shown
 * as written when the variation has no `weight_html`.
 */
export interface VariationMeta {
  sku?: string;
  weightHtml?: string;
  weightText?: string;
  dimensionsHtml?: string;
}

export function variationMeta(v: Variation): VariationMeta {
  const meta: VariationMeta = {};
  if (v.sku) meta.sku = v.sku;
  if (v.weight) {
    if (v.weight_html !== undefined) meta.weightHtml = v.weight_html;
    else meta.weightText = v.weight;
  }
  if (v.dimensions_html) meta.dimensionsHtml = v.dimensions_html;
  return meta;
}

/** Attribute value to write; `null`/`false` remove the attribute. */
export type AttributeValue = string | number | false | null | undefined;

/** Where a variation's image goes: the main image's attributes and the gallery parts around it. */
export interface VariationImageView {
  /** Attributes of the gallery's main `img`, by name. */
  image: ReadonlyArray<readonly [string, AttributeValue]>;
  /** `data-thumb` of the image's wrapper, `src` of the first thumbnail, `href` of the zoom link. */
  wrapperThumb: AttributeValue;
  thumbnailSrc: AttributeValue;
  linkHref: AttributeValue;
  /** The gallery thumbnail the slider may already hold (then it slides there instead). */
  galleryThumbnail: string | undefined;
  /** Every URL the view writes, with its use (`srcset` candidates one by one), for the URL guard. */
  urls: ReadonlyArray<readonly [string, UrlUse]>;
}

/** Every attribute of the main image a variation may change, to put back on reset. */
export const SWAPPED_IMAGE_ATTRIBUTES = [
  'src', 'width', 'height', 'srcset', 'sizes', 'title', 'data-caption', 'alt', 'data-src',
  'data-large_image', 'data-large_image_width', 'data-large_image_height',
] as const;

/** The image a variation shows, or undefined when it has none (then the product's own image stays). */
export function variationImage(v: Variation): VariationImageView | undefined {
  const image = v.image;
  const src = image?.src;
  if (!image || typeof src !== 'string' || src.length <= 1) return undefined;
  const thumbnail = image.gallery_thumbnail_src;
  const urls: Array<readonly [string, UrlUse]> = [];
  for (const value of [image.src, image.full_src, thumbnail]) {
    if (typeof value === 'string' && value !== '') urls.push([value, 'image']);
  }
  if (typeof image.srcset === 'string') for (const url of srcsetUrls(image.srcset)) urls.push([url, 'image']);
  // The zoom link is followed on click: a navigation.
  if (typeof image.full_src === 'string' && image.full_src !== '') urls.push([image.full_src, 'navigation']);
  return {
    image: [
      ['src', image.src],
      ['height', image.src_h],
      ['width', image.src_w],
      ['srcset', image.srcset],
      ['sizes', image.sizes],
      ['title', image.title],
      ['data-caption', image.caption],
      ['alt', image.alt],
      ['data-src', image.full_src],
      ['data-large_image', image.full_src],
      ['data-large_image_width', image.full_src_w],
      ['data-large_image_height', image.full_src_h],
    ],
    wrapperThumb: image.src,
    thumbnailSrc: thumbnail,
    linkHref: image.full_src,
    galleryThumbnail: typeof thumbnail === 'string' && thumbnail ? thumbnail : undefined,
    urls,
  };
}

/**
 * The URLs of a `srcset` (HTML's image candidate strings): each candidate is a URL, then
 * optional descriptors up to the next comma; a URL's own trailing commas end its candidate.
 */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = [];
  // A URL; then, unless the URL ended with a comma, descriptors (`600w`, `2x`, parenthesised) up to one.
  const candidate = /[\s,]*([^\s,]\S*)(?:[^,(]|\([^)]*\)?)*,?/y;
  for (let m = candidate.exec(srcset); m; m = candidate.exec(srcset)) {
    const [whole, url] = m;
    if (url!.endsWith(',')) {
      // The URL's own commas end the candidate: what followed is the next one.
      urls.push(url!.replace(/,+$/, ''));
      candidate.lastIndex = m.index + whole.indexOf(url!) + url!.length;
    } else urls.push(url!);
  }
  return urls;
}
