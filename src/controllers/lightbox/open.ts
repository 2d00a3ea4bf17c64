/**
 * The one image lightbox of the library (the product table's images and `shop-lightbox`).
 * This module is small: the gallery itself (PhotoSwipe 5 and our behaviour around it) is its
 * own chunk, loaded on the first open.
 */
export interface LightboxItem {
  src: string;
  w: number;
  h: number;
  title?: string;
  /** Thumbnail shown while the full image loads, and the element the open/close animation starts from. */
  msrc?: string;
  element?: HTMLElement | null;
}

export interface LightboxOptions {
  items: readonly LightboxItem[];
  /** Default 0. */
  index?: number;
  /** Default 'black' (§9.2). */
  theme?: 'black' | 'white';
  /** Record gid/pid in the address hash (shop-lightbox); the table's lightbox does not. */
  history?: { gid: string } | false;
  /** Share menu: three networks + download (shop-lightbox). */
  share?: boolean;
  /** Where focus returns on close (default: the element focused when it opened). */
  returnFocus?: HTMLElement | null;
  /** Accessible name of the dialog, e.g. "Images of Wall clock". */
  label?: string;
  /**
   * The page already shows this picture's address (a shared link, or Forward back into it):
   * opening adds no history entry, and closing replaces it with the hash without the picture.
   */
  fromAddress?: boolean;
}

export interface LightboxHandle {
  close(): void;
  /** Settles once the lightbox has closed and left the page. */
  readonly closed: Promise<void>;
}

/**
 * Loads the lightbox chunk on first use (PhotoSwipe 5 inside), then opens. An Escape pressed
 * while the chunk loads closes the gallery as it opens (hidden at once, the address put back).
 */
export async function openLightbox(options: LightboxOptions): Promise<LightboxHandle> {
  let escaped = false;
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    escaped = true;
  };
  document.addEventListener('keydown', onKey);
  try {
    const { showGallery } = await import('./open/gallery.ts');
    const handle = showGallery(options);
    if (escaped) handle.close();
    return handle;
  } finally {
    document.removeEventListener('keydown', onKey);
  }
}
