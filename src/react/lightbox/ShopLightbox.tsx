import { useEffect } from 'react';
import { parseGalleryHash, pictureIndex } from '../../core/lightbox/index.ts';
import { linkItem, pageGalleries, type PageGallery } from '../../dom/lightbox.ts';
import type { ElementProps } from '../base/element-props.ts';
import { openLightbox, type LightboxHandle } from '../../controllers/lightbox/open.ts';

export const TAG = 'shop-lightbox';

/** Parsed as the element file's attribute spec declares them (src/elements/lightbox.element.ts). */
export type LightboxAttributes = StorefrontElementAttributes['shop-lightbox'];

/**
 * Linked images open in the gallery: a plain click (or Enter) on an image link opens its
 * gallery at that picture; a click with a modifier key, or no JavaScript, still opens the
 * image itself. A gid/pid address hash (a shared link, or Forward) opens that picture.
 */
export function ShopLightbox({ host, attrs }: ElementProps<LightboxAttributes>) {
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let current: LightboxHandle | null = null;
    let opening = false;
    const galleries = () => pageGalleries(document.querySelectorAll(TAG)).filter((g) => host.contains(g.container));

    const show = async (gallery: PageGallery, index: number, fromAddress: boolean, opener: HTMLElement | null) => {
      if (opening || current) return;
      opening = true;
      try {
        const handle = await openLightbox({
          items: gallery.links.map(linkItem),
          index,
          theme: attrs.theme,
          share: attrs.share,
          history: { gid: gallery.gid },
          fromAddress,
          returnFocus: opener,
          label: gallery.container.getAttribute('aria-label') ?? undefined,
        });
        if (signal.aborted) handle.close();
        current = handle;
        void handle.closed.then(() => {
          if (current === handle) current = null;
        });
      } catch (error) {
        console.error(`<${TAG}> could not open the gallery; the link opens the image instead:`, error);
        if (opener instanceof HTMLAnchorElement && !fromAddress) location.assign(opener.href);
      } finally {
        opening = false;
      }
    };

    host.addEventListener('click', (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      for (const gallery of galleries()) {
        const index = gallery.links.indexOf(link);
        if (index < 0) continue;
        event.preventDefault();
        void show(gallery, index, false, link);
        return;
      }
    }, { signal });

    const openFromAddress = () => {
      const place = parseGalleryHash(location.hash);
      const gallery = place && galleries().find((g) => g.gid === place.gid);
      if (gallery) void show(gallery, pictureIndex(place.pid, gallery.links.length), true, null);
    };
    window.addEventListener('popstate', openFromAddress, { signal });
    window.addEventListener('hashchange', openFromAddress, { signal });

    if (galleries().length === 0) {
      console.error(`<${TAG}> holds no links to images (a[href] to a .jpg, .png, .webp, .svg… file, or with data-size or data-width and data-height); its links stay plain links.`);
    } else {
      openFromAddress();
    }
    return () => {
      controller.abort();
      current?.close();
    };
  }, [host, attrs.theme, attrs.share]);

  return null;
}
