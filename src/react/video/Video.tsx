import { useEffect } from 'react';
import { SHOP } from '../../core/timings/index.ts';
import type { ElementProps } from '../base/element-props.ts';
import { useTimers } from '../base/hooks.ts';

export interface VideoAttributes {
  /** Width / height for embeds without both size attributes. */
  ratio: number;
}

export type EmbedKind = 'youtube' | 'vimeo' | 'video';

const EMBEDS = 'iframe, video, embed, object';

export function embedKind(embed: Element): EmbedKind {
  // A click-to-load facade (no src yet) can name its provider.
  const named = embed.getAttribute('data-video-provider');
  if (named === 'youtube' || named === 'vimeo' || named === 'video') return named;
  const src = embed.getAttribute('src') ?? embed.getAttribute('data') ?? '';
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

function sizeRatio(embed: Element, fallback: number): number {
  const width = Number(embed.getAttribute('width'));
  const height = Number(embed.getAttribute('height'));
  if (width > 0 && height > 0 && Number.isFinite(width / height)) return width / height;
  if (embed instanceof HTMLVideoElement && embed.videoWidth > 0 && embed.videoHeight > 0) {
    return embed.videoWidth / embed.videoHeight;
  }
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

function applyLayout(host: HTMLElement, fallbackRatio: number): void {
  for (const embed of host.querySelectorAll<HTMLElement>(EMBEDS)) {
    const container = embed.parentElement;
    if (!container) continue;
    const kind = embedKind(embed);
    embed.dataset.shopVideo = kind;
    // Measure the room the container offers, not the embed's own (previously fixed) size.
    const containerWidth = container.clientWidth - parseFloat(getComputedStyle(container).paddingLeft || '0')
      - parseFloat(getComputedStyle(container).paddingRight || '0');
    if (containerWidth <= 0) continue;
    const { width, height } = embedSize({
      containerWidth,
      ratio: sizeRatio(embed, fallbackRatio),
      viewportWidth: document.documentElement.clientWidth || window.innerWidth,
      viewportHeight: window.innerHeight,
      kind,
    });
    embed.style.display = 'block';
    embed.style.boxSizing = 'border-box';
    embed.style.maxWidth = '100%';
    embed.style.width = `${width}px`;
    embed.style.height = `${height}px`;
    embed.style.marginInline = width < containerWidth ? 'auto' : '';
  }
}

/**
 * Responsive video embeds (§9.1): sized from their width/height attributes to the width
 * of their container; re-laid out at 500, 1000 and 2000 ms after load, on resize, scroll
 * and orientation change (after 300 ms), and when embeds are added.
 */
export function Video({ host, attrs }: ElementProps<VideoAttributes>) {
  const timers = useTimers();

  useEffect(() => {
    let frame = 0;
    const apply = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => applyLayout(host, attrs.ratio));
    };
    // An unknown element is inline (no width): the embeds need a block to measure.
    if (getComputedStyle(host).display === 'inline') host.style.display = 'block';
    applyLayout(host, attrs.ratio);
    const cancels = SHOP.videoFixDelaysMs.map((delay) => timers.after(delay, apply));
    let cancelOrientation = () => {};
    const onOrientation = () => {
      cancelOrientation();
      cancelOrientation = timers.after(SHOP.videoOrientationDelayMs, apply);
    };
    window.addEventListener('resize', apply);
    window.addEventListener('scroll', apply, { passive: true });
    window.addEventListener('orientationchange', onOrientation);
    screen.orientation?.addEventListener?.('change', onOrientation);
    const observer = new MutationObserver(apply);
    observer.observe(host, { childList: true, subtree: true });
    const onMetadata = (event: Event) => {
      if (event.target instanceof HTMLVideoElement) apply();
    };
    host.addEventListener('loadedmetadata', onMetadata, true);
    host.toggleAttribute('data-shop-ready', true);
    return () => {
      host.removeAttribute('data-shop-ready');
      cancelAnimationFrame(frame);
      cancels.forEach((cancel) => cancel());
      cancelOrientation();
      window.removeEventListener('resize', apply);
      window.removeEventListener('scroll', apply);
      window.removeEventListener('orientationchange', onOrientation);
      screen.orientation?.removeEventListener?.('change', onOrientation);
      observer.disconnect();
      host.removeEventListener('loadedmetadata', onMetadata, true);
    };
  }, [host, attrs.ratio, timers]);

  return null;
}
