/**
 * Where the variation panel and its alerts are rendered: the form's `.single_variation`
 * (created when the theme printed none) and a `.shop-variations-messages` box right after
 * it. The panel slides open and shut as the platform's does.
 */
import { prefersReducedMotion } from '../fragments.ts';
import type { MarkupLedger } from '../ledger.ts';

export interface PanelTargets {
  panel: HTMLElement;
  messages: HTMLElement;
  /** Removes what was created; the ledger puts the printed panel's style back. */
  release(): void;
}

export function adoptPanel(form: HTMLFormElement, ledger: MarkupLedger): PanelTargets {
  let panel = form.querySelector<HTMLElement>('.single_variation');
  const created = !panel;
  if (!panel) {
    panel = document.createElement('div');
    panel.className = 'woocommerce-variation single_variation';
    (form.querySelector('.single_variation_wrap') ?? form).prepend(panel);
  }
  ledger.attribute(panel, 'style');
  if (!panel.textContent?.trim()) panel.style.display = 'none';
  const messages = document.createElement('div');
  messages.className = 'shop-variations-messages';
  panel.after(messages);
  const target = panel;
  return {
    panel,
    messages,
    release() {
      stopSlide(target);
      messages.remove();
      if (created) target.remove();
    },
  };
}

/** The running slide of each element; a newer slide replaces it. */
const slides = new WeakMap<HTMLElement, { animation?: Animation }>();

function stopSlide(element: HTMLElement): void {
  slides.get(element)?.animation?.cancel();
  slides.delete(element);
}

/** The panel unfolds from its top edge, as a height slide does, without a layout per frame. */
const FOLDED: Keyframe = { opacity: 0, transform: 'scaleY(0)' };
const UNFOLDED: Keyframe = { opacity: 1, transform: 'none' };

/**
 * Slides an element open or shut (the platform's slideDown/slideUp) over `ms`, instantly
 * when the shopper prefers reduced motion. Only transform and opacity are animated, so the
 * compositor runs the frames: the layout changes once, when the element is shown (at the
 * start of opening) or taken out (at the end of shutting). Nothing here reads the layout or
 * flushes style (no offsetParent, no getAnimations). A newer slide replaces a running one.
 */
export function slide(element: HTMLElement, open: boolean, ms: number): Promise<void> {
  stopSlide(element);
  const run: { animation?: Animation } = {};
  slides.set(element, run);
  const display = open ? '' : 'none';
  const finish = () => {
    if (slides.get(element) !== run) return;
    slides.delete(element);
    if (element.style.display !== display) element.style.display = display;
  };
  // Judged from the element's own style: asking the layout would force one.
  const shown = element.style.display !== 'none';
  if (open && shown === false) element.style.display = '';
  if (ms <= 0 || prefersReducedMotion() || typeof element.animate !== 'function' || shown === open) {
    finish();
    return Promise.resolve();
  }
  // Stays when the slide ends: no style change then (the ledger gives the page its style back).
  if (element.style.transformOrigin !== 'top') element.style.transformOrigin = 'top';
  // Shutting holds the folded end until `finish` has taken the element out: no frame of it unfolded again.
  const animation = element.animate(open ? [FOLDED, UNFOLDED] : [UNFOLDED, FOLDED], {
    duration: ms,
    easing: 'ease-in-out',
    fill: open ? 'none' : 'forwards',
  });
  run.animation = animation;
  return animation.finished.then(() => {
    const current = slides.get(element) === run;
    finish();
    if (current && !open) animation.cancel();
  }, finish);
}
