/**
 * Where the variation panel and its alerts are rendered: the form's `.single_variation`
 * (created when the theme printed none) and a `.shop-variations-messages` box right after
 * it. The panel slides open and shut as the platform's does.
 */
import { prefersReducedMotion } from '../fragments.ts';
import type { MarkupLedger } from './ledger.ts';

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
      slideTokens.delete(target);
      target.getAnimations?.().forEach((animation) => animation.cancel());
      messages.remove();
      if (created) target.remove();
    },
  };
}

const slideTokens = new WeakMap<HTMLElement, number>();

/**
 * Slides an element open or shut (the platform's slideDown/slideUp) over `ms`,
 * instantly when the shopper prefers reduced motion. A newer slide replaces a running one.
 */
export function slide(element: HTMLElement, open: boolean, ms: number): Promise<void> {
  const token = (slideTokens.get(element) ?? 0) + 1;
  slideTokens.set(element, token);
  element.getAnimations?.().forEach((animation) => animation.cancel());
  const finish = () => {
    if (slideTokens.get(element) !== token) return;
    element.style.display = open ? '' : 'none';
    element.style.overflow = '';
  };
  const visible = element.style.display !== 'none' && element.offsetParent !== null;
  if (open) element.style.display = '';
  if (ms <= 0 || prefersReducedMotion() || typeof element.animate !== 'function' || visible === open) {
    finish();
    return Promise.resolve();
  }
  const height = open ? element.scrollHeight : element.offsetHeight;
  element.style.overflow = 'hidden';
  const animation = element.animate(
    open ? [{ height: '0px', opacity: 0 }, { height: `${height}px`, opacity: 1 }] : [{ height: `${height}px` }, { height: '0px' }],
    { duration: ms, easing: 'ease-in-out' },
  );
  return animation.finished.then(finish, finish);
}
