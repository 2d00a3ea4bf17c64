/**
 * Responsive video embeds (§9.1): which player an embed is, and the size it gets. Pure:
 * src/dom/video.ts reads the embeds and writes the sizes.
 */
import { SHOP } from '../timings/index.ts';

export type EmbedKind = 'youtube' | 'vimeo' | 'video';

/**
 * The player of an embed from its source URL; a click-to-load facade (no source yet)
 * can name its provider (`data-video-provider`).
 */
export function embedKindOf(provider: string | null, src: string): EmbedKind {
  if (provider === 'youtube' || provider === 'vimeo' || provider === 'video') return provider;
  if (/(^|\.|\/\/)(youtube\.com|youtube-nocookie\.com|youtu\.be)\//i.test(src)) return 'youtube';
  if (/(^|\.|\/\/)vimeo\.com\//i.test(src)) return 'vimeo';
  return 'video';
}

/**
 * The small-screen margin of §9.1 for one kind of embed: the room kept free around the
 * player so it fits the window with the site header and the player's own controls in view.
 */
export function smallScreenMargin(kind: EmbedKind): number {
  const [youtube = 150, vimeo = 100, video = 120] = SHOP.videoSmallMarginsPx;
  return kind === 'youtube' ? youtube : kind === 'vimeo' ? vimeo : video;
}

/**
 * Width / height of an embed: its `width` and `height` attributes, else the video's own
 * size (once its metadata is known), else `fallback`.
 */
export function aspectRatio(
  size: { width: string | null; height: string | null; videoWidth?: number; videoHeight?: number },
  fallback: number,
): number {
  const width = Number(size.width);
  const height = Number(size.height);
  if (width > 0 && height > 0 && Number.isFinite(width / height)) return width / height;
  const { videoWidth = 0, videoHeight = 0 } = size;
  if (videoWidth > 0 && videoHeight > 0) return videoWidth / videoHeight;
  return fallback;
}

/**
 * The size of one embed: the full width of its container at the embed's aspect ratio;
 * at a viewport of 767 px or less, no taller than the window minus the kind's margin.
 */
export function embedSize(options: {
  containerWidth: number;
  ratio: number;
  viewportWidth: number;
  viewportHeight: number;
  kind: EmbedKind;
}): { width: number; height: number } {
  const { containerWidth, ratio, viewportWidth, viewportHeight, kind } = options;
  let width = containerWidth;
  if (viewportWidth <= SHOP.videoSmallViewportPx) {
    const maxHeight = Math.max(0, viewportHeight - smallScreenMargin(kind));
    if (maxHeight > 0) width = Math.min(width, maxHeight * ratio);
  }
  return { width: Math.round(width), height: Math.round(width / ratio) };
}
