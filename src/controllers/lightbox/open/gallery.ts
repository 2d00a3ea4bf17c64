/**
 * The lightbox chunk: PhotoSwipe 5 (touch gestures, pinch zoom, animations) with the
 * behaviour we guarantee around it: a labelled modal dialog that keeps focus inside and
 * returns it, an "n of m" announcement, captions as text, the failed-image message with a
 * link, sizes measured when the server gave none, the gid/pid address hash and the share menu.
 */
import { keepTabInside } from '../../../dom/focus-trap.ts';
import PhotoSwipe, { type SlideData } from 'photoswipe';
import photoswipeCss from 'photoswipe/style.css';
import {
  buildGalleryHash, hasSize, motionOptions, normaliseItems, parseGalleryHash, pictureIndex, positionText,
  shareLinks, tapAction,
} from '../../../core/lightbox/index.ts';
import { TABLE } from '../../../core/timings/index.ts';
import { guardUrl } from '../../../dom/url.ts';
import { shopText } from '../../../dom/messages.ts';
import type { LightboxHandle, LightboxItem, LightboxOptions } from '../open.ts';


/** Our additions to PhotoSwipe's own styles: the white theme, caption, live region, share menu, error link. */
const OWN_CSS = `
.shop-lightbox-white { --pswp-bg: #fff; --pswp-icon-color: #1d2327; --pswp-icon-color-secondary: #fff; --pswp-icon-stroke-color: #fff; --pswp-error-text-color: #1d2327; }
.pswp__caption { position: absolute; left: 0; right: 0; bottom: 0; z-index: 5; margin: 0; padding: 10px 16px; text-align: center; font-size: 14px; line-height: 1.4; color: #fff; background: rgba(0,0,0,.55); }
.shop-lightbox-white .pswp__caption { color: #1d2327; background: rgba(255,255,255,.8); }
.pswp__caption[hidden], .pswp__share-menu[hidden] { display: none; }
.pswp__live { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.pswp__share-menu { position: absolute; top: 56px; right: 8px; z-index: 10; min-width: 200px; padding: 6px 0; list-style: none; margin: 0; background: #fff; border-radius: 4px; box-shadow: 0 2px 10px rgba(0,0,0,.35); }
.pswp__share-menu a { display: block; padding: 8px 16px; color: #1d2327; font-size: 14px; text-decoration: none; }
.pswp__share-menu a:hover, .pswp__share-menu a:focus-visible { background: #f0f0f1; }
.pswp__error-msg { padding: 0 64px; line-height: 1.5; text-align: center; }
.pswp__error-msg a { color: inherit; text-decoration: underline; }
.pswp :focus-visible { outline: 2px solid #72aee6; outline-offset: -2px; }
`;

let stylesAdopted = false;

function adoptStyles(): void {
  if (stylesAdopted) return;
  stylesAdopted = true;
  // Not in a cascade layer: a theme's `img { max-width: 100% }` must not beat PhotoSwipe's own sizing.
  const css = photoswipeCss + OWN_CSS;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  }
}

const SHARE_ICON = {
  isCustomSVG: true,
  inner: '<path d="M22 8a3 3 0 1 1-2.6 4.5l-7 3.3a3 3 0 0 1 0 2.4l7 3.3a3 3 0 1 1-.8 1.8l-7.1-3.3a3 3 0 1 1 0-4l7.1-3.3A3 3 0 0 1 22 8Z" id="pswp__icn-share"/>',
  outlineID: 'pswp__icn-share',
};

interface GalleryItem extends SlideData {
  src: string;
  title?: string;
  /** The size came from neither the item nor the server: measured from the loaded image. */
  measure: boolean;
}

function toSlide(item: LightboxItem): GalleryItem {
  const known = hasSize(item);
  const msrc = item.msrc ? guardUrl(item.msrc, 'lightbox thumbnail', 'image') : null;
  return {
    src: item.src,
    // Until the image tells its size, it is shown at the size of the window.
    width: known ? item.w : window.innerWidth,
    height: known ? item.h : window.innerHeight,
    measure: !known,
    alt: item.title ?? '',
    ...(item.title ? { title: item.title } : {}),
    ...(msrc ? { msrc } : {}),
    ...(item.element ? { element: item.element } : {}),
  };
}

function pathAndQuery(): string {
  return location.pathname + location.search;
}

/** Keeps the gallery's place in the address hash: one entry on open, replaced per slide, Back closes. */
function trackInHistory(pswp: PhotoSwipe, gid: string, fromAddress: boolean): void {
  const placeHash = () => buildGalleryHash(location.hash, { gid, pid: pswp.currIndex + 1 });
  let ownEntry = false;
  let leftByBack = false;
  let closing = false;
  const onPopState = () => {
    const place = parseGalleryHash(location.hash);
    if (place?.gid === gid) {
      pswp.goTo(pictureIndex(place.pid, pswp.getNumItems()));
      return;
    }
    leftByBack = true;
    pswp.close();
  };
  pswp.on('change', () => {
    // A picture measured while the gallery closes refreshes its slide: the address is no longer ours.
    if (closing) return;
    const hash = placeHash();
    if (!ownEntry && !fromAddress) {
      ownEntry = true;
      history.pushState({ shopLightbox: gid }, '', pathAndQuery() + hash);
    } else if (location.hash !== hash) {
      history.replaceState(history.state, '', pathAndQuery() + hash);
    }
  });
  window.addEventListener('popstate', onPopState);
  pswp.on('close', () => {
    closing = true;
    window.removeEventListener('popstate', onPopState);
    if (leftByBack) return;
    if (ownEntry && parseGalleryHash(location.hash)?.gid === gid) history.back();
    else history.replaceState(history.state, '', pathAndQuery() + buildGalleryHash(location.hash, null));
  });
}

function addShareMenu(pswp: PhotoSwipe, items: readonly GalleryItem[]): void {
  let menu: HTMLElement | null = null;
  let button: HTMLElement | null = null;
  const setOpen = (open: boolean) => {
    if (!menu || !button) return;
    menu.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (open) fillMenu();
  };
  const fillMenu = () => {
    const item = items[pswp.currIndex];
    if (!menu || !item) return;
    const links = shareLinks(item.src, location.href, item.title, shopText);
    menu.replaceChildren(...links.map((link) => {
      const li = document.createElement('li');
      const a = document.createElement('a');
      a.href = link.href;
      a.textContent = link.label;
      a.className = `pswp__share--${link.id}`;
      if (link.download) a.download = '';
      else {
        a.target = '_blank';
        a.rel = 'noopener noreferrer';
      }
      li.append(a);
      return li;
    }));
  };
  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'share',
      order: 9,
      isButton: true,
      title: shopText('lightboxShare'),
      html: SHARE_ICON,
      onInit(element, instance) {
        button = element;
        menu = document.createElement('ul');
        menu.className = 'pswp__share-menu';
        menu.id = 'pswp__share-menu';
        menu.hidden = true;
        element.setAttribute('aria-haspopup', 'true');
        element.setAttribute('aria-controls', menu.id);
        element.setAttribute('aria-expanded', 'false');
        menu.addEventListener('click', (event) => {
          if ((event.target as Element).closest('a')) setOpen(false);
        });
        instance.element?.append(menu);
        instance.on('change', () => setOpen(false));
      },
      onClick: () => setOpen(menu?.hidden === true),
    });
  });
  pswp.on('keydown', (event) => {
    if (event.originalEvent.key === 'Escape' && menu && !menu.hidden) {
      event.preventDefault();
      event.originalEvent.preventDefault();
      setOpen(false);
      button?.focus();
    }
  });
}

export function showGallery(options: LightboxOptions): LightboxHandle {
  const { items: given, index } = normaliseItems(options.items, options.index ?? 0, (src) => guardUrl(src, 'lightbox image', 'image'));
  const opener = options.returnFocus ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  if (given.length === 0) {
    console.error('storefront-elements: the lightbox was given no image it can show (no item with a usable src); nothing opened.');
    return { close() {}, closed: Promise.resolve() };
  }
  adoptStyles();
  const items = given.map(toSlide);
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const theme = options.theme ?? TABLE.lightboxTheme;
  const motion = motionOptions(reducedMotion, Boolean(items[index]?.element));
  const pswp = new PhotoSwipe({
    dataSource: items,
    index,
    mainClass: `shop-lightbox-${theme}`,
    // Solid, as the add-on's black theme: the picture is all the shopper looks at.
    bgOpacity: 1,
    ...motion,
    tapAction: tapAction(window.innerWidth),
    returnFocus: false,
    closeTitle: shopText('close'),
    zoomTitle: shopText('lightboxZoom'),
    arrowPrevTitle: shopText('lightboxPrevious'),
    arrowNextTitle: shopText('lightboxNext'),
    errorMsg: shopText('lightboxImageFailed'),
  });

  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'caption',
      appendTo: 'root',
      onInit(element, instance) {
        element.hidden = true;
        instance.on('change', () => {
          const title = items[instance.currIndex]?.title ?? '';
          element.textContent = title;
          element.hidden = title === '';
        });
      },
    });
    pswp.ui?.registerElement({
      name: 'live',
      appendTo: 'root',
      onInit(element, instance) {
        element.setAttribute('role', 'status');
        element.setAttribute('aria-live', 'polite');
        element.setAttribute('aria-atomic', 'true');
        // Written a frame later: a live region filled in the moment it appears is often not read.
        instance.on('change', () => requestAnimationFrame(() => {
          const text = positionText(instance.currIndex, instance.getNumItems(), shopText);
          if (element.textContent !== text) element.textContent = text;
        }));
      },
    });
  });
  if (options.share) addShareMenu(pswp, items);

  pswp.addFilter('contentErrorElement', (element, content) => {
    const src = typeof content.data.src === 'string' ? content.data.src : '';
    element.replaceChildren(shopText('lightboxImageFailed'));
    if (src) {
      const link = document.createElement('a');
      link.href = src;
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
      link.textContent = shopText('lightboxOpenImage');
      element.append(' ', link);
    }
    return element;
  });

  pswp.on('loadComplete', ({ content, isError }) => {
    const item = items[content.index];
    const image = content.element;
    if (isError || !item?.measure || !(image instanceof HTMLImageElement)) return;
    if (image.naturalWidth > 0 && image.naturalHeight > 0) {
      item.measure = false;
      item.width = image.naturalWidth;
      item.height = image.naturalHeight;
      pswp.refreshSlideContent(content.index);
    }
  });

  pswp.on('keydown', (event) => {
    if (event.originalEvent.key === 'Tab' && pswp.element) {
      event.preventDefault();
      keepTabInside(pswp.element, event.originalEvent);
    }
  });

  if (options.history) trackInHistory(pswp, options.history.gid, options.fromAddress ?? false);

  const closed = new Promise<void>((resolve) => {
    pswp.on('destroy', () => {
      if (opener?.isConnected) opener.focus({ preventScroll: true });
      resolve();
    });
  });

  // PhotoSwipe ignores a close while it is still opening (it cannot turn the animation round):
  // a close asked for meanwhile hides the gallery at once and ends it when the opening ends.
  // Registered before init: without animation the opening ends inside it.
  let closeWhenOpen = false;
  pswp.on('openingAnimationEnd', () => {
    // PhotoSwipe's own keys work from now on: a hook for styles and tests.
    pswp.element?.setAttribute('data-opened', '');
    if (closeWhenOpen) pswp.close();
  });
  const close = () => {
    if (pswp.opener.isOpen) {
      pswp.close();
      return;
    }
    if (closeWhenOpen) return;
    closeWhenOpen = true;
    pswp.options.showHideAnimationType = 'none';
    if (pswp.element) pswp.element.style.visibility = 'hidden';
    if (opener?.isConnected) opener.focus({ preventScroll: true });
  };
  // PhotoSwipe listens to the keys only once its opening animation has ended; until then Escape is ours.
  const escapeWhileOpening = (event: KeyboardEvent) => {
    // As PhotoSwipe's own: Escape with no modifier, not taken by anyone before.
    if (event.key !== 'Escape' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    close();
  };
  document.addEventListener('keydown', escapeWhileOpening);
  const stopEscapeWatch = () => document.removeEventListener('keydown', escapeWhileOpening);
  pswp.on('bindEvents', stopEscapeWatch);
  pswp.on('destroy', stopEscapeWatch);
  pswp.init();
  const root = pswp.element;
  if (root) {
    root.setAttribute('aria-modal', 'true');
    // How it opens and closes (zoom, fade or none), for styles that follow it.
    root.dataset.motion = motion.showHideAnimationType;
    root.setAttribute('aria-label', options.label?.trim() || shopText('lightboxDialog'));
    root.querySelector('.pswp__counter')?.setAttribute('aria-hidden', 'true');
    root.focus({ preventScroll: true });
  }
  return { close, closed };
}
