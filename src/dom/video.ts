/** Lays out the video embeds inside an element at their container's width (§9.1; sizes from core/video). */
import { aspectRatio, embedKindOf, embedSize, type EmbedKind } from '../core/video/index.ts';

const EMBEDS = 'iframe, video, embed, object';

export function embedKind(embed: Element): EmbedKind {
  return embedKindOf(embed.getAttribute('data-video-provider'), embed.getAttribute('src') ?? embed.getAttribute('data') ?? '');
}

function ratioOf(embed: Element, fallback: number): number {
  const video = embed instanceof HTMLVideoElement ? embed : undefined;
  return aspectRatio(
    { width: embed.getAttribute('width'), height: embed.getAttribute('height'), videoWidth: video?.videoWidth, videoHeight: video?.videoHeight },
    fallback,
  );
}

/** Sizes every embed in `root`; `fallbackRatio` for embeds without both size attributes. */
export function layOutEmbeds(root: ParentNode, fallbackRatio: number): void {
  for (const embed of root.querySelectorAll<HTMLElement>(EMBEDS)) {
    const container = embed.parentElement;
    if (!container) continue;
    const kind = embedKind(embed);
    embed.dataset.shopVideo = kind;
    // Measure the room the container offers, not the embed's own (previously fixed) size.
    const style = getComputedStyle(container);
    const containerWidth = container.clientWidth - parseFloat(style.paddingLeft || '0') - parseFloat(style.paddingRight || '0');
    if (containerWidth <= 0) continue;
    const { width, height } = embedSize({
      containerWidth,
      ratio: ratioOf(embed, fallbackRatio),
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
