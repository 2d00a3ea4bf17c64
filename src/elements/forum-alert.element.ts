import { ForumAlert } from '../react/forum/Alert.tsx';
import { createElement, defineTag } from './base/define.tsx';
import type { ElementDeclaration, JsxAttributes, ParsedAttributes } from './base/types.ts';

/** The element's one declaration: `npm run elements` writes the catalogue, the tables and the type lists from it. */
const declaration = {
  tag: 'forum-alert',
  enhances: '#bbpress-forums',
} as const satisfies ElementDeclaration;

const attributes = {
  // None: the element reads everything from the platform's markup.
};

/**
 * The forum's alert pop-ups (SPEC §2.10). Wrap the platform's `.bbp-alert-outer` markup: a shown
 * alert becomes a modal alert dialog (`role="alertdialog"`, `aria-modal`) with the focus on its
 * close button, kept inside while it is shown. It closes with its close button
 * (`.bbp-alert-close`), a click on the backdrop (the outer box itself) or Escape, and the focus
 * returns where it was.
 *
 * ```html
 * <forum-alert>
 *   <div class="bbp-alert-outer">
 *     <div class="bbp-alert-inner" aria-labelledby="forum-alert-title">
 *       <p id="forum-alert-title" class="bbp-alert-description">This topic is closed.</p>
 *       <a href="#" class="bbp-alert-close">Close</a>
 *     </div>
 *   </div>
 * </forum-alert>
 * ```
 *
 * @tagname forum-alert
 * @summary Alert pop-ups that close by button, backdrop or Escape.
 */
export class ForumAlertElement extends createElement({
  tag: declaration.tag,
  attributes,
  component: ForumAlert,
}) {}

defineTag(declaration.tag, ForumAlertElement);

declare global {
  interface HTMLElementTagNameMap {
    'forum-alert': ForumAlertElement;
  }
  interface StorefrontElementAttributes {
    'forum-alert': ParsedAttributes<typeof attributes>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'forum-alert': JsxAttributes<typeof attributes, ForumAlertElement>;
    }
  }
}
