/**
 * The shared image lightbox: the contract the table's media and `shop-lightbox` open it by.
 * This body only keeps the contract's shape; the gallery itself lives in the lightbox module.
 */
export interface LightboxItem {
  src: string; w: number; h: number; title?: string;
  /** Thumbnail shown while the full image loads, and the element the open/close animation starts from. */
  msrc?: string; element?: HTMLElement | null;
}
export interface LightboxOptions {
  items: readonly LightboxItem[];
  index?: number;                      // default 0
  theme?: 'black' | 'white';           // default 'black' (§9.2)
  /** Record gid/pid in the address hash (shop-lightbox); the table's lightbox does not. */
  history?: { gid: string } | false;
  share?: boolean;                     // share menu: three networks + download (shop-lightbox)
  /** Where focus returns on close (default: the element focused when it opened). */
  returnFocus?: HTMLElement | null;
  /** Accessible name of the dialog, e.g. "Images of Wall clock". */
  label?: string;
}
export interface LightboxHandle { close(): void; readonly closed: Promise<void> }

/** Loads the lightbox chunk on first use (PhotoSwipe 5 inside), then opens. */
export function openLightbox(options: LightboxOptions): Promise<LightboxHandle> {
  return Promise.reject(new Error(`storefront-elements: the lightbox is not part of this build (${options.items.length} images asked for).`));
}
