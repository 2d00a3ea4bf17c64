import { useLayoutEffect, useRef, useState } from 'react';
import { modalTargetId } from '../../core/course/modal.ts';
import { keepTabInside, returnFocusFrom, tabbables } from '../../dom/focus-trap.ts';
import { copyModalContent } from '../../dom/modal-copy.ts';
import { adoptTableStyles } from '../../dom/product-table/styles.ts';
import { MarkupLedger } from '../../dom/ledger.ts';
import { shopText } from '../../dom/messages.ts';
import { owningScope } from '../../dom/element-scope.ts';
import type { ElementProps } from '../base/element-props.ts';

/** Parsed as the element file's attribute spec declares them (src/elements/course-modal.element.ts). */
export type CourseModalAttributes = StorefrontElementAttributes['course-modal'];

/** A control that opens a modal; its value (or its link's fragment) is the id of the content. */
export const MODAL_TRIGGER = '[data-ld-modal-trigger]';
/** Controls inside the content that close the modal, as the platform prints them. */
const CLOSER = '.ld-modal-closer, [data-ld-modal-close]';
const TAG = 'course-modal';

const STYLES = `
:where(dialog.course-modal) {
  box-sizing: border-box; width: min(40rem, calc(100vw - 2rem)); max-height: calc(100dvh - 2rem);
  padding: 0; border: 0; border-radius: 8px; background: #fff; color: #1e1e1e;
  box-shadow: 0 12px 40px rgb(0 0 0 / .3); overflow: auto;
}
:where(dialog.course-modal)::backdrop { background: rgb(15 23 42 / .6); }
:where(.course-modal__content) { padding: 1.5rem 3.25rem 1.5rem 1.5rem; outline: none; }
:where(.course-modal__close) {
  position: absolute; top: .5rem; right: .5rem; width: 2.5rem; height: 2.5rem; padding: 0;
  border: 0; border-radius: 50%; background: transparent; color: inherit; font-size: 1.5rem; line-height: 1; cursor: pointer;
}
:where(.course-modal__close):hover, :where(.course-modal__close):focus-visible { background: rgb(0 0 0 / .08); }
`;

interface Opened {
  source: HTMLElement;
  trigger: HTMLElement;
}

/**
 * Course modals (§2.9): a trigger opens a copy of the content it names in a native modal
 * dialog; the overlay, a close button and Escape close it; the focus goes into the content and
 * comes back to where it was.
 */
export function CourseModal({ host, attrs }: ElementProps<CourseModalAttributes>) {
  const closeText = attrs.closeText || shopText('close');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);

  // The content the triggers name leaves the page's flow: it shows in the dialog instead.
  useLayoutEffect(() => {
    adoptTableStyles('course-modal', STYLES);
    const ledger = new MarkupLedger();
    const reported = new WeakSet<Element>();

    const sourceOf = (trigger: HTMLElement): HTMLElement | null => {
      const id = modalTargetId(trigger.getAttribute('data-ld-modal-trigger'), trigger.getAttribute('href'));
      const source = id ? host.ownerDocument.getElementById(id) : null;
      if (!source && !reported.has(trigger)) {
        reported.add(trigger);
        console.warn(id
          ? `${TAG}: the trigger "${trigger.textContent?.trim() ?? ''}" names the modal content "${id}", but no element has that id; the trigger is left as printed.`
          : `${TAG}: the trigger "${trigger.textContent?.trim() ?? ''}" has an empty data-ld-modal-trigger and no href="#id" naming its modal content; the trigger is left as printed.`);
      }
      return source;
    };

    const adopt = (trigger: HTMLElement) => {
      const source = sourceOf(trigger);
      if (!source) return null;
      ledger.attribute(source, 'hidden');
      ledger.attribute(trigger, 'aria-haspopup');
      source.hidden = true;
      trigger.setAttribute('aria-haspopup', 'dialog');
      return source;
    };
    for (const trigger of host.querySelectorAll<HTMLElement>(MODAL_TRIGGER)) adopt(trigger);

    const click = (event: MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest?.<HTMLElement>(MODAL_TRIGGER);
      // A trigger of a course-modal nested inside this one is that element's to handle.
      if (!trigger || owningScope(trigger, TAG) !== host || dialogRef.current?.contains(trigger)) return;
      const source = adopt(trigger);
      // A trigger that names nothing keeps what it does without JavaScript.
      if (!source) return;
      event.preventDefault();
      if (dialogRef.current?.open) return;
      const active = host.ownerDocument.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== host.ownerDocument.body ? active : trigger;
      setOpened({ source, trigger });
    };
    host.addEventListener('click', click);
    return () => {
      host.removeEventListener('click', click);
      ledger.restore();
    };
  }, [host]);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const content = contentRef.current;
    if (!opened || !dialog || !content) return;
    const { copy, labelId } = copyModalContent(opened.source);
    content.replaceChildren(copy);
    if (labelId) {
      dialog.setAttribute('aria-labelledby', labelId);
      dialog.removeAttribute('aria-label');
    } else {
      dialog.removeAttribute('aria-labelledby');
      dialog.setAttribute('aria-label', opened.source.getAttribute('aria-label') || opened.trigger.textContent?.trim() || closeText);
    }
    if (!dialog.open) dialog.showModal();
    // Into the content: its first control, else the content itself (read from its start).
    const first = tabbables(content)[0];
    (first ?? content).focus();

    const closed = () => {
      // The close event comes a task after close(): a quick reopen makes an earlier one stale.
      if (dialog.open) return;
      content.replaceChildren();
      setOpened(null);
      const back = returnTo.current;
      returnTo.current = null;
      returnFocusFrom(dialog, back);
    };
    const click = (event: MouseEvent) => {
      const target = event.target as Element;
      // The dialog box itself has no padding: a click that lands on it is on the overlay.
      if (target === dialog || target.closest(CLOSER)) {
        event.preventDefault();
        dialog.close();
      }
    };
    const keydown = (event: KeyboardEvent) => keepTabInside(dialog, event);
    dialog.addEventListener('close', closed);
    dialog.addEventListener('click', click);
    dialog.addEventListener('keydown', keydown);
    return () => {
      dialog.removeEventListener('close', closed);
      dialog.removeEventListener('click', click);
      dialog.removeEventListener('keydown', keydown);
      if (dialog.open) dialog.close();
    };
  }, [opened, closeText]);

  return (
    <dialog ref={dialogRef} className="course-modal" aria-modal="true">
      <div ref={contentRef} className="course-modal__content" tabIndex={-1} />
      <button type="button" className="course-modal__close ld-modal-closer" aria-label={closeText}>
        <span aria-hidden="true">×</span>
      </button>
    </dialog>
  );
}
