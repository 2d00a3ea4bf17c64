/**
 * Galleries of linked images (shop-lightbox): every link to an image inside the element, grouped
 * by its gallery container. Read fresh on each open, so markup changed since still counts.
 */
import { isImageUrl, parseSize } from '../core/lightbox/index.ts';

/** Each of these is its own gallery; image links outside any belong to the element's own gallery. */
export const GALLERY_CONTAINERS = '.gallery, .wp-block-gallery, [data-gallery]';

export interface PageGallery {
  /** Its data-gallery id, else its 1-based place among the galleries on the page. */
  gid: string;
  container: Element;
  links: HTMLAnchorElement[];
}

export interface GalleryLinkItem {
  src: string;
  w: number;
  h: number;
  title?: string;
  msrc?: string;
  element: HTMLElement;
}

export function isGalleryLink(link: HTMLAnchorElement): boolean {
  return link.hasAttribute('data-size')
    || (link.hasAttribute('data-width') && link.hasAttribute('data-height'))
    || isImageUrl(link.getAttribute('href') ?? '', document.baseURI);
}

/** Every gallery inside the hosts (elements of one tag), in page order. */
export function pageGalleries(hosts: Iterable<Element>): PageGallery[] {
  const groups = new Map<Element, HTMLAnchorElement[]>();
  for (const host of hosts) {
    for (const link of host.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (!isGalleryLink(link)) continue;
      const inner = link.closest(GALLERY_CONTAINERS);
      const container = inner && host.contains(inner) ? inner : host;
      groups.set(container, [...(groups.get(container) ?? []), link]);
    }
  }
  return [...groups].map(([container, links], i) => ({
    gid: container.getAttribute('data-gallery')?.trim() || String(i + 1),
    container,
    links,
  }));
}

function caption(link: HTMLAnchorElement, image: HTMLImageElement | null): string {
  const figure = link.closest('figure');
  const figcaption = figure && !figure.matches(GALLERY_CONTAINERS) ? figure.querySelector('figcaption') : null;
  return (link.dataset.caption ?? figcaption?.textContent ?? (link.title || image?.alt || '')).trim();
}

/** A gallery link as a lightbox item: the linked image, its size (data-size or data-width/height; else measured), caption and thumbnail. */
export function linkItem(link: HTMLAnchorElement): GalleryLinkItem {
  const size = parseSize(link.dataset.size) ?? { w: Number(link.dataset.width) || 0, h: Number(link.dataset.height) || 0 };
  const image = link.querySelector('img');
  const title = caption(link, image);
  const msrc = image?.currentSrc || image?.getAttribute('src');
  return {
    src: link.href,
    ...size,
    ...(title ? { title } : {}),
    ...(msrc ? { msrc } : {}),
    element: image ?? link,
  };
}
