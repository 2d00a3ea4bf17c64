import { useEffect } from 'react';
import { SHOP } from '../../core/timings/index.ts';
import { layOutEmbeds } from '../../dom/video.ts';
import type { ElementProps } from '../base/element-props.ts';
import { useTimers } from '../base/hooks.ts';

/** Parsed as the element file's attribute spec declares them (src/elements/video.element.ts). */
export type VideoAttributes = StorefrontElementAttributes['shop-video'];

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
      frame = requestAnimationFrame(() => layOutEmbeds(host, attrs.ratio));
    };
    // An unknown element is inline (no width): the embeds need a block to measure.
    if (getComputedStyle(host).display === 'inline') host.style.display = 'block';
    layOutEmbeds(host, attrs.ratio);
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
    return () => {
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
