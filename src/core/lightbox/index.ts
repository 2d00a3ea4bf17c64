/**
 * The lightbox's pure logic: the gid/pid address hash, share links, the items a gallery shows
 * and the options that follow from the viewport and the shopper's motion preference.
 */
import { english, type MessageText } from '../messages/index.ts';
import { TABLE, DIRECTORY } from '../timings/index.ts';

export interface GalleryPlace {
  gid: string;
  /** 1-based picture index. */
  pid: number;
}

const PLACE_KEYS = new Set(['gid', 'pid']);

function hashParts(hash: string): string[] {
  return hash.replace(/^#/, '').split('&');
}

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The gallery and picture an address hash names (`#&gid=1&pid=3`), or null when it names none or is malformed. */
export function parseGalleryHash(hash: string): GalleryPlace | null {
  let gid: string | null = null;
  let pid: number | null = null;
  for (const part of hashParts(hash)) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq);
    const value = decode(part.slice(eq + 1));
    if (key === 'gid' && value) gid = value;
    if (key === 'pid' && value && /^\d+$/.test(value)) pid = Number(value);
  }
  return gid !== null && pid !== null && pid >= 1 ? { gid, pid } : null;
}

/**
 * The hash with the gallery place set (or removed when `place` is null); anything else the
 * hash holds (an anchor, other parameters) is kept as it was, in its order.
 */
export function buildGalleryHash(hash: string, place: GalleryPlace | null): string {
  const kept = hashParts(hash).filter((part) => part !== '' && !PLACE_KEYS.has(part.slice(0, part.indexOf('='))));
  if (place === null) return kept.length ? `#${kept.join('&')}` : '';
  return `#${kept.join('&')}&gid=${encodeURIComponent(place.gid)}&pid=${place.pid}`;
}

/** An absolute http(s) URL, or null for anything else (a share link leads nowhere else). */
export function httpUrl(url: string, base: string): string | null {
  try {
    const absolute = new URL(url, base);
    return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.href : null;
  } catch {
    return null;
  }
}

export interface ShareLink {
  id: 'facebook' | 'twitter' | 'pinterest' | 'download';
  label: string;
  href: string;
  /** Download links save the image instead of opening a page. */
  download: boolean;
}

/**
 * Share links for one picture: three networks and the image itself for download, or none
 * when the page or the image is not an http(s) URL.
 */
export function shareLinks(imageUrl: string, pageUrl: string, title = '', text: MessageText = english): ShareLink[] {
  const page = httpUrl(pageUrl, pageUrl);
  const image = page === null ? null : httpUrl(imageUrl, page);
  if (page === null || image === null) return [];
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const caption = title.trim();
  return [
    { id: 'facebook', label: text('shareFacebook'), href: `https://www.facebook.com/sharer/sharer.php?${query({ u: page })}`, download: false },
    { id: 'twitter', label: text('shareX'), href: `https://twitter.com/intent/tweet?${query(caption ? { text: caption, url: page } : { url: page })}`, download: false },
    { id: 'pinterest', label: text('sharePinterest'), href: `https://www.pinterest.com/pin/create/button/?${query({ url: page, media: image, description: caption })}`, download: false },
    { id: 'download', label: text('downloadImage'), href: image, download: true },
  ];
}

export interface RawItem {
  src: string;
  w?: number | undefined;
  h?: number | undefined;
  title?: string | undefined;
  msrc?: string | undefined;
}

/** Whether an item's size is known, or has to be measured from the loaded image. */
export function hasSize(item: { w?: number | undefined; h?: number | undefined }): boolean {
  return Number.isFinite(item.w) && Number.isFinite(item.h) && item.w! > 0 && item.h! > 0;
}

/**
 * Items de-duplicated by src (the first kept, the index moved along with it), and items
 * whose src the guard refused dropped. `guard` returns the usable src or null.
 */
export function normaliseItems<T extends RawItem>(
  items: readonly T[],
  index: number,
  guard: (src: string) => string | null,
): { items: T[]; index: number } {
  const out: T[] = [];
  const seen = new Map<string, number>();
  let at = 0;
  items.forEach((item, i) => {
    const src = typeof item.src === 'string' ? guard(item.src.trim()) : null;
    const known = src === null ? undefined : seen.get(src);
    // A refused item at the index gives way to the next one.
    if (i === index) at = known ?? out.length;
    if (src === null || known !== undefined) return;
    seen.set(src, out.length);
    out.push({ ...item, src });
  });
  return { items: out, index: Math.min(Math.max(at, 0), Math.max(out.length - 1, 0)) };
}

/** "800x600", "800×600" or "800,600" (data-size) to a size, else null. */
export function parseSize(text: string | null | undefined): { w: number; h: number } | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*[x×,]\s*(\d+(?:\.\d+)?)\s*$/i.exec(text ?? '');
  if (!match) return null;
  const w = Number(match[1]);
  const h = Number(match[2]);
  return w > 0 && h > 0 ? { w, h } : null;
}

const IMAGE_PATH = /\.(?:jpe?g|png|gif|webp|avif|svg|bmp|tiff?)$/i;

/** Whether a link's URL points at an image file (by the extension of its path). */
export function isImageUrl(url: string, base: string): boolean {
  try {
    return IMAGE_PATH.test(new URL(url, base).pathname);
  } catch {
    return false;
  }
}

/** The picture to open for a 1-based pid: the first when it is out of range. */
export function pictureIndex(pid: number, count: number): number {
  return Number.isInteger(pid) && pid >= 1 && pid <= count ? pid - 1 : 0;
}

export interface MotionOptions {
  showHideAnimationType: 'zoom' | 'fade' | 'none';
  showAnimationDuration: number;
  hideAnimationDuration: number;
  zoomAnimationDuration: number;
}

/**
 * Open and close animations (§9.3: 333 ms), zooming from the thumbnail when there is one;
 * none at all when the shopper asked for reduced motion.
 */
export function motionOptions(reducedMotion: boolean, fromThumbnail: boolean): MotionOptions {
  if (reducedMotion) return { showHideAnimationType: 'none', showAnimationDuration: 0, hideAnimationDuration: 0, zoomAnimationDuration: 0 };
  const ms = DIRECTORY.lightboxAnimationMs;
  return { showHideAnimationType: fromThumbnail ? 'zoom' : 'fade', showAnimationDuration: ms, hideAnimationDuration: ms, zoomAnimationDuration: ms };
}

/** A tap on the picture closes the lightbox below a 720 px viewport (§9.2); above, it shows or hides the controls. */
export function tapAction(viewportWidth: number): 'close' | 'toggle-controls' {
  return viewportWidth < TABLE.lightboxTapToCloseBelowPx ? 'close' : 'toggle-controls';
}

/** The live announcement of the current picture. */
export function positionText(index: number, count: number, text: MessageText = english): string {
  return text('lightboxPosition', index + 1, count);
}
