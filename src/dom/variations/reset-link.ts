/**
 * The form's `.reset_variations` link: a button for the keyboard (Enter and Space),
 * visible only while something is chosen.
 */
import { onActivate } from '../keyboard.ts';
import type { MarkupLedger } from '../ledger.ts';

const LINK = '.reset_variations';

/** Makes the link activate `onReset`; returns the function that lets go of it. */
export function adoptResetLink(form: HTMLFormElement, ledger: MarkupLedger, onReset: (event: Event) => void): () => void {
  const link = form.querySelector<HTMLElement>(LINK);
  if (!link) return () => {};
  ledger.attribute(link, 'role');
  ledger.attribute(link, 'tabindex');
  if (!link.hasAttribute('role')) link.setAttribute('role', 'button');
  if (!link.hasAttribute('href') && !link.hasAttribute('tabindex')) link.tabIndex = 0;
  return onActivate(link, onReset);
}

export function showResetLink(form: HTMLFormElement, ledger: MarkupLedger, visible: boolean): void {
  const link = form.querySelector<HTMLElement>(LINK);
  if (!link) return;
  const visibility = visible ? 'visible' : 'hidden';
  if (link.style.visibility === visibility) return;
  ledger.attribute(link, 'style');
  link.style.visibility = visibility;
}
