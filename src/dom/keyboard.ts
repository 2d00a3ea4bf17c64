import { listenAll } from './listen.ts';

/**
 * Links that act as buttons (the platform prints `<a role="button" href="#">`)
 * must work with Enter and Space, and must not follow their href.
 * Returns the cleanup that removes the listeners.
 */
export function onActivate(element: HTMLElement, activate: (event: Event) => void): () => void {
  const click = (event: MouseEvent) => {
    event.preventDefault();
    activate(event);
  };
  const keydown = (event: KeyboardEvent) => {
    // A link already turns Enter into a click; Space needs our help (and must not scroll).
    const isLink = element instanceof HTMLAnchorElement && element.hasAttribute('href');
    if (event.key === ' ' || event.key === 'Spacebar' || (event.key === 'Enter' && !isLink)) {
      event.preventDefault();
      activate(event);
    }
  };
  element.addEventListener('click', click);
  element.addEventListener('keydown', keydown);
  return () => {
    element.removeEventListener('click', click);
    element.removeEventListener('keydown', keydown);
  };
}

/** Keys that never move a select's choice by themselves (Space, F4 and Alt+arrows open its list). */
const NON_CHOOSING_KEYS = new Set(['Tab', 'Enter', 'Escape', ' ', 'F4', 'Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock']);

/**
 * How long after a keydown a `change` still counts as caused by that key. The browsers fire
 * it within the same key press (Chromium during keydown, Firefox a task later); a key whose
 * keyup never reaches the page (macOS opens the list on an arrow key and keeps the keyup)
 * must not hold back the choice the shopper makes in that list much later.
 */
/** Also in elements/replay.ts (the drop-in cannot import it). */
const KEY_CHANGE_WINDOW_MS = 500;

/**
 * Calls `commit` when the shopper has really made a choice in a `<select>` under `root`
 * that `accepts` (WCAG 3.2.2: no change of context on mere navigation):
 * - a pointer choice (or any `change` not caused by a key) commits at once;
 * - on a closed select, Chromium and Firefox fire `change` on every arrow key or typed
 *   letter (between keydown and keyup): those only mark the choice as pending, which
 *   Enter or leaving the select (blur) commits. Enter with nothing pending keeps its native
 *   meaning (Chromium opens the list), and a choice made in the opened list commits on close.
 *
 * `keyChangeWindowMs` (tests) is how long after a keydown a `change` still counts as that key's.
 * `commit` returns whether the choice now counts as committed (false: nothing happened, so
 * a later Enter or blur tries again). Returns the cleanup that removes the listeners.
 */
export function onSelectCommit(
  root: HTMLElement,
  accepts: (select: HTMLSelectElement) => boolean,
  commit: (select: HTMLSelectElement) => boolean,
  { keyChangeWindowMs = KEY_CHANGE_WINDOW_MS }: { keyChangeWindowMs?: number } = {},
): () => void {
  /** The value each select last committed (or had when it got focus). */
  const committed = new WeakMap<HTMLSelectElement, string>();
  /** The select whose choosing key is down, and when it went down. */
  let keyHeld: { select: HTMLSelectElement; at: number } | undefined;

  const selectOf = (event: Event): HTMLSelectElement | undefined => {
    const target = event.target;
    return target instanceof HTMLSelectElement && accepts(target) ? target : undefined;
  };
  const tryCommit = (select: HTMLSelectElement): boolean => {
    if (committed.get(select) === select.value) return false;
    if (commit(select)) committed.set(select, select.value);
    return true;
  };

  // A select the shopper moved with the keyboard before this listened (the drop-in does not hold
  // such a change): what it has committed is the choice the page was printed with.
  const active = document.activeElement;
  if (active instanceof HTMLSelectElement && root.contains(active) && accepts(active)) {
    committed.set(active, [...active.options].find((option) => option.defaultSelected)?.value ?? active.options[0]?.value ?? '');
  }

  const onFocusIn = (event: FocusEvent) => {
    const select = selectOf(event);
    if (select) committed.set(select, select.value);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const select = selectOf(event);
    if (!select) return;
    // Nothing has moved yet at keydown: a select focused before we listened starts here.
    if (!committed.has(select)) committed.set(select, select.value);
    if (event.key === 'Enter') {
      if (tryCommit(select)) event.preventDefault();
    } else if (!NON_CHOOSING_KEYS.has(event.key) && !event.altKey) {
      keyHeld = { select, at: performance.now() };
    }
  };
  const onKeyUp = () => {
    keyHeld = undefined;
  };
  const onPointerDown = () => {
    keyHeld = undefined;
  };
  const onChange = (event: Event) => {
    const select = selectOf(event);
    if (!select) return;
    if (keyHeld?.select === select && performance.now() - keyHeld.at <= keyChangeWindowMs) return;
    tryCommit(select);
  };
  const onFocusOut = (event: FocusEvent) => {
    const select = selectOf(event);
    if (!select) return;
    keyHeld = undefined;
    tryCommit(select);
  };

  return listenAll(root, {
    focusin: onFocusIn,
    keydown: onKeyDown,
    keyup: onKeyUp,
    pointerdown: onPointerDown,
    change: onChange,
    focusout: onFocusOut,
  });
}
