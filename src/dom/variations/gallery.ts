/**
 * The product gallery follows the chosen variation (§9.1): the variation's image replaces
 * the gallery's first image, or, when a thumbnail of the gallery already shows it, the
 * slider goes to that slide. The gallery scripts re-measure 20 ms after each change.
 */
import { SWAPPED_IMAGE_ATTRIBUTES, variationImage } from '../../core/variations/display.ts';
import type { Variation } from '../../core/variations/schema.ts';
import type { UrlUse } from '../../core/url/index.ts';
import { SHOP } from '../../core/timings/index.ts';
import { triggerOn } from '../jquery.ts';
import { guardUrl } from '../url.ts';
import { productOf, resetVariationAttr, setVariationAttr } from './swap.ts';

/** Runs `run` after `ms`, unless its owner has gone meanwhile. */
export type Schedule = (ms: number, run: () => void) => void;

function galleryParts(form: Element) {
  const gallery = productOf(form).querySelector<HTMLElement>('.images, .woocommerce-product-gallery');
  const wrap = gallery?.querySelector<HTMLElement>(
    '.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder',
  );
  return {
    gallery,
    wrap,
    image: wrap?.querySelector<HTMLImageElement>('.wp-post-image') ?? wrap?.querySelector<HTMLImageElement>('img'),
    link: wrap?.querySelector<HTMLAnchorElement>('a'),
    thumb: gallery?.parentElement?.querySelector<HTMLImageElement>('.flex-control-nav li:first-child img'),
    thumbs: [...(gallery?.parentElement?.querySelectorAll<HTMLImageElement>('.flex-control-nav li img') ?? [])],
  };
}

export class VariationGallery {
  readonly #form: HTMLFormElement;
  readonly #schedule: Schedule;

  constructor(form: HTMLFormElement, schedule: Schedule) {
    this.#form = form;
    this.#schedule = schedule;
  }

  show(variation: Variation): void {
    const view = variationImage(variation);
    // A variation without an image, or with a URL that is not http(s) or relative, shows the product's own.
    if (!view || !allowed(view.urls)) {
      this.reset();
      return;
    }
    if (view.galleryThumbnail && this.#slideTo(variation, view.galleryThumbnail)) return;
    const { gallery, wrap, image, link, thumb } = galleryParts(this.#form);
    if (image) for (const [name, value] of view.image) setVariationAttr(image, name, value);
    setVariationAttr(wrap, 'data-thumb', view.wrapperThumb);
    setVariationAttr(thumb, 'src', view.thumbnailSrc);
    setVariationAttr(link, 'href', view.linkHref);
    this.#form.setAttribute('current-image', String(variation.image_id ?? ''));
    this.#schedule(SHOP.galleryReinitDelayMs, () => reinitGallery(gallery, true));
  }

  /** The product's own image again (the platform's reset_image). */
  reset(): void {
    const gallery = this.#restore(false);
    if (gallery !== undefined) this.#schedule(SHOP.galleryReinitDelayMs, () => reinitGallery(gallery, true));
  }

  /** Lets go of the page: the product's own image, no memory of the swap, the gallery re-measured now. */
  release(): void {
    const gallery = this.#restore(true);
    if (gallery !== undefined) reinitGallery(gallery, true);
  }

  /** Puts the first image back; returns the gallery when something was put back. */
  #restore(forget: boolean): HTMLElement | null | undefined {
    const { gallery, wrap, image, link, thumb } = galleryParts(this.#form);
    if (!image?.hasAttribute('data-o_src')) return undefined;
    for (const name of SWAPPED_IMAGE_ATTRIBUTES) resetVariationAttr(image, name, forget);
    resetVariationAttr(wrap, 'data-thumb', forget);
    resetVariationAttr(thumb, 'src', forget);
    resetVariationAttr(link, 'href', forget);
    this.#form.removeAttribute('current-image');
    return gallery ?? null;
  }

  /**
   * When the variation's image is already one of the gallery's slides, the platform slides
   * to it instead of replacing the first image. Returns true when it did.
   */
  #slideTo(variation: Variation, thumbnailSrc: string): boolean {
    const { thumbs } = galleryParts(this.#form);
    // The first slide may show an earlier variation's image: give it back before looking.
    if (thumbs.some((img) => img.getAttribute('data-o_src') === thumbnailSrc)) this.reset();
    const target = thumbs.find((img) => img.getAttribute('src') === thumbnailSrc);
    if (!target) return false;
    // The gallery slider listens for this event; without jQuery a click is what a gallery script hears.
    if (!triggerOn(target, 'flexslider-click')) {
      try {
        target.click();
      } catch (error) {
        console.error('A gallery handler threw:', error);
      }
    }
    this.#form.setAttribute('current-image', String(variation.image_id ?? ''));
    // The slider just moved to the chosen slide: re-measure and re-zoom, do not move it back.
    const { gallery } = galleryParts(this.#form);
    this.#schedule(SHOP.galleryReinitDelayMs, () => reinitGallery(gallery, false));
    return true;
  }
}

/** Whether every URL may be written; each refused one is reported (once) in the console. */
function allowed(urls: ReadonlyArray<readonly [string, UrlUse]>): boolean {
  return urls.map(([url, use]) => guardUrl(url, '<shop-variations> variation image', use) !== null).every(Boolean);
}

/** §9.1: the gallery scripts re-measure and re-initialise their zoom after an image change. */
function reinitGallery(gallery: HTMLElement | null | undefined, resetSlide: boolean): void {
  window.dispatchEvent(new Event('resize'));
  if (!gallery) return;
  if (resetSlide) triggerOn(gallery, 'woocommerce_gallery_reset_slide_position');
  triggerOn(gallery, 'woocommerce_gallery_init_zoom');
}
