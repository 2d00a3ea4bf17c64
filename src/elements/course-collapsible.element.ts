import { CourseCollapsible } from '../react/course-collapsible/CourseCollapsible.tsx';
import { attr, createElement, defineTag } from './base/define.tsx';
import type { ElementDeclaration, JsxAttributes, ParsedAttributes } from './base/types.ts';

/** The element's one declaration: `npm run elements` writes the catalogue, the tables and the type lists from it. */
const declaration = {
  tag: 'course-collapsible',
  enhances: '.learndash-wrapper',
  holds: { click: '[data-ld-expands]' },
} as const satisfies ElementDeclaration;

const attributes = {
  /**
   * Label of a section toggle that opens, when it has no data-ld-expand-text. Default: the shop's `expand`
   * message ("Expand").
   */
  expandText: attr.string(''),
  /**
   * Label of a section toggle that shuts, when it has no data-ld-collapse-text. Default: the shop's
   * `collapse` message ("Collapse").
   */
  collapseText: attr.string(''),
  /**
   * Label of an expand-all control that opens, when it has no data-ld-expand-text. Default: the shop's
   * `expandAll` message ("Expand All").
   */
  expandAllText: attr.string(''),
  /**
   * Label of an expand-all control that shuts, when it has no data-ld-collapse-text. Default: the shop's
   * `collapseAll` message ("Collapse All").
   */
  collapseAllText: attr.string(''),
};

/**
 * Folding sections of a course outline (SPEC §2.9), on the course-list markup the LMS prints
 * (`.ld-expand-button`, `data-ld-expands`, `.ld-item-list-item-expanded`, `ld-expanded`).
 *
 * - A toggle's `data-ld-expands` names the id of its section. The section's
 *   `.ld-item-list-item-expanded` part opens and shuts (the section itself when it has none);
 *   the section and the toggle carry the class `ld-expanded` while open, the toggle
 *   `aria-expanded` and `aria-controls`. A toggle printed as a `div` gets `role="button"` and a
 *   place in the tab order, and works with Enter and Space.
 * - A toggle whose named element carries `data-ld-expand-list` opens every section inside it
 *   (nested ones too), or shuts them all when all are open. Its `.ld-text` label follows that
 *   state: `data-ld-expand-text` / `data-ld-collapse-text` (default "Expand All" / "Collapse All";
 *   a section toggle's are "Expand" / "Collapse"; `data-ld-collapse-text="false"` keeps
 *   the printed label). The defaults come from the attributes below, for pages in other languages.
 * - The height is animated (250 ms, none with `prefers-reduced-motion: reduce`). An open
 *   section has no fixed height, so content that grows inside it later shows in full; a shut
 *   one is `hidden`, out of the tab order.
 * - Sections printed without `ld-expanded` start shut. Without JavaScript every section stays
 *   open and readable. Outline parts added later get the same behaviour.
 * - A toggle without `data-ld-expands`, or naming an id that is not on the page, logs one
 *   console warning and is left as printed.
 *
 * ```html
 * <course-collapsible>
 *   <button type="button" class="ld-expand-button" data-ld-expands="ld-item-list-12"
 *     data-ld-expand-text="Expand All" data-ld-collapse-text="Collapse All">
 *     <span class="ld-text">Expand All</span></button>
 *   <div id="ld-item-list-12" data-ld-expand-list="true">
 *     <div class="ld-item-list-item" id="ld-expand-101">
 *       <button type="button" class="ld-expand-button" data-ld-expands="ld-expand-101">
 *         Module 1 <span class="ld-text">Expand</span></button>
 *       <div class="ld-item-list-item-expanded">…lessons…</div>
 *     </div>
 *   </div>
 * </course-collapsible>
 * ```
 *
 * The element sets `data-shop-ready` once its behaviour is in place (a hook for styles and tests).
 *
 * @tagname course-collapsible
 * @summary Course outline sections that open and shut, with expand all / collapse all.
 */
export class CourseCollapsibleElement extends createElement({
  tag: declaration.tag,
  attributes,
  component: CourseCollapsible,
}) {}

defineTag(declaration.tag, CourseCollapsibleElement);

declare global {
  interface HTMLElementTagNameMap {
    'course-collapsible': CourseCollapsibleElement;
  }
  interface StorefrontElementAttributes {
    'course-collapsible': ParsedAttributes<typeof attributes>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'course-collapsible': JsxAttributes<typeof attributes, CourseCollapsibleElement>;
    }
  }
}
