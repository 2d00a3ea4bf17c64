import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SHOP } from '../../core/timings/index.ts';
import { emit } from '../../dom/events.ts';
import type { ElementProps } from '../base/element-props.ts';
import { quietPortal } from '../base/portal.ts';
import { useSettings } from '../settings/use-settings.ts';

/** Parsed as the element file's attribute spec declares them (src/elements/account-form.element.ts). */
export type AccountFormAttributes = StorefrontElementAttributes['shop-account-form'];


const FIELD = 'input, select, textarea';
let idCounter = 0;

function ensureId(element: HTMLElement, prefix: string): string {
  if (!element.id) element.id = `${prefix}-${++idCounter}`;
  return element.id;
}

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Password inputs of the form (also those switched to text by their toggle). */
function passwordInputs(host: HTMLElement): HTMLInputElement[] {
  return [...host.querySelectorAll<HTMLInputElement>('input[type="password"], input[data-shop-password]')];
}

/** The `span.password-input` around the input; created when the markup has none. */
function passwordWrapper(input: HTMLInputElement): HTMLElement {
  const parent = input.parentElement;
  if (parent?.matches('span.password-input')) {
    // A cached page may carry the platform's inert icon span: the real button replaces it.
    parent.querySelectorAll(':scope > .show-password-input:not(button)').forEach((stale) => stale.remove());
    return parent;
  }
  const wrapper = document.createElement('span');
  wrapper.className = 'password-input';
  input.replaceWith(wrapper);
  wrapper.append(input);
  return wrapper;
}

/** Descriptions of a field: elements named by aria-describedby, else `.description` in the same form row. */
export function fieldDescriptions(field: Element): HTMLElement[] {
  const root = field.getRootNode() as Document | ShadowRoot;
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const described = ids
    .map((id) => root.getElementById?.(id) ?? null)
    .filter((el): el is HTMLElement => el instanceof HTMLElement && (el.matches('.description') || el.id.endsWith('-description')));
  if (described.length) return described;
  const row = field.closest('.form-row, p, li');
  return row ? [...row.querySelectorAll<HTMLElement>(':scope > .description, :scope > span.password-input ~ .description')] : [];
}

function setDescriptionOpen(description: HTMLElement, open: boolean, animate: boolean): void {
  const isOpen = description.dataset.shopOpen === 'true';
  if (isOpen === open && description.dataset.shopOpen !== undefined) return;
  description.dataset.shopOpen = String(open);
  description.setAttribute('aria-hidden', String(!open));
  description.getAnimations?.().forEach((animation) => animation.cancel());
  if (open) {
    description.style.display = '';
    // Theme CSS may hide descriptions until a script opens them.
    if (getComputedStyle(description).display === 'none') description.style.display = 'block';
  }
  if (!animate || reducedMotion() || typeof description.animate !== 'function') {
    if (!open) description.style.display = 'none';
    return;
  }
  const height = description.scrollHeight;
  const frames: Keyframe[] = [
    { height: '0px', opacity: 0, overflow: 'hidden' },
    { height: `${height}px`, opacity: 1, overflow: 'hidden' },
  ];
  const animation = description.animate(open ? frames : frames.reverse(), {
    duration: SHOP.fieldDescriptionSlideMs,
    easing: 'ease',
  });
  if (!open) {
    animation.onfinish = () => {
      if (description.dataset.shopOpen === 'false') description.style.display = 'none';
    };
  }
}

interface ToggleProps {
  input: HTMLInputElement;
  showText: string;
  hideText: string;
  host: HTMLElement;
}

/**
 * True when the theme draws its own icon in the toggle's ::before or ::after: a glyph or
 * text, or an image painted into an empty box (as the platform's own stylesheet does).
 */
function themeDrawsIcon(button: HTMLElement): boolean {
  return ['::before', '::after'].some((pseudo) => {
    const style = getComputedStyle(button, pseudo);
    if (style.content === 'none' || style.content === 'normal' || style.display === 'none') return false;
    const text = style.content !== '""' && style.content !== "''";
    const image = [style.backgroundImage, style.maskImage].some((value) => value && value !== 'none');
    return text || image;
  });
}

/**
 * The toggle's own icon, so the button is never a blank square on a theme that does not
 * style it: an eye, struck through while the password is visible. Sized and coloured by
 * presentation attributes (1em, currentColor), which any theme rule overrides.
 */
function PasswordIcon({ visible }: { visible: boolean }) {
  return (
    <svg
      className="shop-password-icon"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12c2.5-4.5 6-7 10-7s7.5 2.5 10 7c-2.5 4.5-6 7-10 7s-7.5-2.5-10-7z" />
      <circle cx="12" cy="12" r="3" />
      {visible && <path d="M4 3l16 18" />}
    </svg>
  );
}

/**
 * The show/hide button of one password input (§4.6). One pattern: its name says what a
 * press will do ("Show password" / "Hide password"); no aria-pressed, which would make a
 * screen reader say "Hide password, pressed".
 */
function PasswordToggle({ input, showText, hideText, host }: ToggleProps) {
  const [visible, setVisible] = useState(() => input.type === 'text');
  const [ownIcon, setOwnIcon] = useState(true);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputId = ensureId(input, 'shop-password');

  useLayoutEffect(() => {
    input.dataset.shopPassword = '';
    input.type = visible ? 'text' : 'password';
  }, [input, visible]);

  useLayoutEffect(() => {
    if (buttonRef.current && themeDrawsIcon(buttonRef.current)) setOwnIcon(false);
  }, []);

  return (
    <button
      ref={buttonRef}
      type="button"
      className={visible ? 'show-password-input display-password' : 'show-password-input'}
      aria-label={visible ? hideText : showText}
      title={visible ? hideText : showText}
      aria-controls={inputId}
      onMouseDown={(event) => {
        // Keep the caret in the field while the pointer toggles it.
        if (document.activeElement === input) event.preventDefault();
      }}
      onClick={(event) => {
        const next = !visible;
        const { selectionStart, selectionEnd } = input;
        input.type = next ? 'text' : 'password';
        setVisible(next);
        emit(host, 'shop-password-toggle', { input, visible: next });
        // Pointer users go back to typing; keyboard users stay on the button to toggle again.
        if (event.detail > 0) {
          input.focus({ preventScroll: true });
          if (selectionStart !== null && selectionEnd !== null) {
            try {
              input.setSelectionRange(selectionStart, selectionEnd);
            } catch {
              // some input types do not support selection
            }
          }
        }
      }}
    >
      {ownIcon && <PasswordIcon visible={visible} />}
    </button>
  );
}

/**
 * Account and checkout forms (§2.5, §4.6): a show/hide toggle on every password input,
 * and field descriptions that slide open on focus and shut on Escape or a click elsewhere.
 */
export function AccountForm({ host, attrs }: ElementProps<AccountFormAttributes>) {
  const settings = useSettings();
  const showText = attrs.showText || settings.i18n_password_show;
  const hideText = attrs.hideText || settings.i18n_password_hide;
  const [inputs, setInputs] = useState<Array<{ input: HTMLInputElement; wrapper: HTMLElement }>>([]);

  // Password inputs now and later (forms swapped in by checkout updates, steps shown on demand).
  useLayoutEffect(() => {
    const known = new Map<HTMLInputElement, HTMLElement>();
    const scan = () => {
      let changed = false;
      for (const input of passwordInputs(host)) {
        if (known.has(input)) continue;
        ensureId(input, 'shop-password');
        known.set(input, passwordWrapper(input));
        changed = true;
      }
      for (const input of [...known.keys()]) {
        if (!host.contains(input)) {
          known.delete(input);
          changed = true;
        }
      }
      if (changed) setInputs([...known].map(([input, wrapper]) => ({ input, wrapper })));
      // Descriptions start shut: they open when their field gets focus.
      for (const field of host.querySelectorAll(FIELD)) {
        for (const description of fieldDescriptions(field)) {
          if (description.dataset.shopOpen === undefined && !field.matches(':focus')) {
            setDescriptionOpen(description, false, false);
          }
        }
      }
    };
    scan();
    const observer = new MutationObserver((mutations) => {
      if (mutations.some((m) => m.type === 'childList' && (m.addedNodes.length || m.removedNodes.length))) scan();
    });
    observer.observe(host, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [host]);

  // Descriptions: open on focus, shut on Escape or a click outside the field and its description.
  useEffect(() => {
    let openFor: { field: Element; descriptions: HTMLElement[] } | undefined;
    const close = () => {
      if (!openFor) return false;
      openFor.descriptions.forEach((d) => setDescriptionOpen(d, false, true));
      openFor = undefined;
      return true;
    };
    const onFocusIn = (event: FocusEvent) => {
      const field = event.target;
      if (!(field instanceof Element) || !field.matches(FIELD)) return;
      if (openFor?.field === field) return;
      close();
      const descriptions = fieldDescriptions(field);
      if (!descriptions.length) return;
      descriptions.forEach((d) => setDescriptionOpen(d, true, true));
      openFor = { field, descriptions };
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && close()) event.stopPropagation();
    };
    const onDocumentPointer = (event: Event) => {
      if (!openFor) return;
      const target = event.target as Node | null;
      if (!target) return;
      if (openFor.field.contains(target) || openFor.descriptions.some((d) => d.contains(target))) return;
      // The field's own toggle button keeps the description open.
      const wrapper = openFor.field.closest('span.password-input');
      if (wrapper?.contains(target)) return;
      close();
    };
    host.addEventListener('focusin', onFocusIn);
    host.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onDocumentPointer, true);
    return () => {
      host.removeEventListener('focusin', onFocusIn);
      host.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onDocumentPointer, true);
    };
  }, [host]);

  return (
    <>
      {inputs.map(({ input, wrapper }) =>
        quietPortal(
          <PasswordToggle
            input={input}
            host={host}
            showText={showText}
            hideText={hideText}
          />,
          wrapper,
          input.id,
        ),
      )}
    </>
  );
}
