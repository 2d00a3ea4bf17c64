import { COLLAPSE_MS } from '../core/course/index.ts';
import { prefersReducedMotion } from './fragments.ts';

const running = new WeakMap<HTMLElement, Animation>();

/**
 * Opens or shuts a panel with an animated height. A shut panel is `hidden` (its content leaves
 * the tab order and the accessibility tree); an open one has no fixed height, so content that
 * grows inside it later (a nested section, a loaded list) shows without measuring again.
 * No animation when the visitor prefers reduced motion or the browser cannot animate.
 */
export function setPanelOpen(panel: HTMLElement, open: boolean): void {
  const from = panel.hidden ? 0 : panel.getBoundingClientRect().height;
  running.get(panel)?.cancel();
  running.delete(panel);
  panel.hidden = false;
  const to = open ? panel.scrollHeight : 0;
  const settle = () => {
    running.delete(panel);
    panel.hidden = !open;
  };
  if (prefersReducedMotion() || typeof panel.animate !== 'function' || from === to) {
    settle();
    return;
  }
  const animation = panel.animate(
    [{ height: `${from}px`, overflow: 'hidden' }, { height: `${to}px`, overflow: 'hidden' }],
    { duration: COLLAPSE_MS, easing: 'ease-in-out' },
  );
  running.set(panel, animation);
  // A cancelled animation (the next toggle) leaves the state to its successor.
  animation.onfinish = settle;
}

/** Stops a panel's animation where it is (an unmount). */
export function stopPanel(panel: HTMLElement): void {
  running.get(panel)?.cancel();
  running.delete(panel);
}
