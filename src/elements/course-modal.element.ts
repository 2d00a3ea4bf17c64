import { CourseModal } from '../react/course-modal/CourseModal.tsx';
import { attr, createElement, defineTag } from './base/define.tsx';
import type { ElementDeclaration, JsxAttributes, ParsedAttributes } from './base/types.ts';

/** The element's one declaration: `npm run elements` writes the catalogue, the tables and the type lists from it. */
const declaration = {
  tag: 'course-modal',
  enhances: '.learndash-wrapper',
  holds: { click: '[data-ld-modal-trigger]' },
} as const satisfies ElementDeclaration;

const attributes = {
  /** Accessible name of the dialog's close button. Default: the shop's `close` message ("Close"). */
  closeText: attr.string(''),
};

/**
 * Course modals (SPEC §2.9): lesson details, quiz information and the like, opened from a
 * trigger in a native modal `<dialog class="course-modal">` (`showModal()`, `aria-modal="true"`).
 *
 * - A trigger is any element inside with `data-ld-modal-trigger`; its value is the id of the
 *   modal content, or, when empty, the fragment of its `href` (`<a href="#lesson-3">`). The
 *   content may be anywhere on the page. It is hidden in the page, and each open shows a fresh
 *   copy of it (ids in the copy are prefixed, so none appears twice). The trigger gets
 *   `aria-haspopup="dialog"`.
 * - The dialog is named by the copy's first heading (`.ld-modal-heading` or h1–h6), else the
 *   content's `aria-label`, else the trigger's text.
 * - It closes from a click on the overlay, from its close button (and any `.ld-modal-closer`
 *   or `[data-ld-modal-close]` inside the content) and with Escape.
 * - The focus goes to the first control of the content (the content itself when it has none);
 *   Tab and Shift+Tab go round the dialog; on close the focus returns to the element that had it.
 * - Without JavaScript the content stays in the page where it was printed, and a trigger that
 *   is a link to `#id` jumps to it.
 * - A trigger naming no content, or an id that is not on the page, logs one console warning
 *   and is left as printed (a link is followed).
 *
 * ```html
 * <course-modal>
 *   <a href="#lesson-3-details" data-ld-modal-trigger>Lesson details</a>
 *   <div class="ld-modal" id="lesson-3-details">
 *     <h2 class="ld-modal-heading">Lesson 3: Colour theory</h2>
 *     <p>…</p>
 *   </div>
 * </course-modal>
 * ```
 *
 * The dialog's parts are `.course-modal__content` and the close button `.course-modal__close`;
 * their few styles have zero specificity, so theme rules win.
 *
 * The element sets `data-shop-ready` once its behaviour is in place (a hook for styles and tests).
 *
 * @tagname course-modal
 * @summary Opens course content in an accessible modal dialog.
 */
export class CourseModalElement extends createElement({
  tag: declaration.tag,
  attributes,
  component: CourseModal,
}) {}

defineTag(declaration.tag, CourseModalElement);

declare global {
  interface HTMLElementTagNameMap {
    'course-modal': CourseModalElement;
  }
  interface StorefrontElementAttributes {
    'course-modal': ParsedAttributes<typeof attributes>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'course-modal': JsxAttributes<typeof attributes, CourseModalElement>;
    }
  }
}
