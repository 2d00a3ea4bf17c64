import { ForumToggle } from '../react/forum/Toggle.tsx';
import { attr, createElement, defineTag } from './base/define.tsx';
import { settingsAttribute } from '../core/settings/attribute.ts';
import type { ElementDeclaration, JsxAttributes, ParsedAttributes } from './base/types.ts';

/** The element's one declaration: `npm run elements` writes the catalogue, the tables and the type lists from it. */
const declaration = {
  tag: 'forum-toggle',
  enhances: '#bbpress-forums',
  holds: { click: '.favorite-toggle, .subscription-toggle' },
  auto: { markup: 'a.favorite-toggle, a.subscription-toggle', target: '#bbpress-forums' },
} as const satisfies ElementDeclaration;

const attributes = {
  /** The ajax URL; default the page setting `ajax_url`. */
  ajaxUrl: attr.string(''),
  /**
   * Alert text when the server sends none; default the page setting `generic_ajax_error`, else the
   * platform's wording.
   */
  genericError: attr.string(''),
  /**
   * JSON object of page settings (`ajax_url`, `generic_ajax_error`) overriding the page's
   * `#storefront-settings` for this element. Bad JSON logs one error and is ignored.
   */
  settings: settingsAttribute(),
};

/**
 * Favourite and subscribe toggles of a forum topic or forum (SPEC §2.10, §4.23, §7.14, §8).
 * A press on `a.favorite-toggle` or `a.subscription-toggle` posts `action` (`favorite` or
 * `subscription`), `id` (`data-bbp-object-id`), `type` (`data-bbp-object-type`, default `post`)
 * and `nonce` (`data-bbp-nonce`) to the ajax URL. On success the answer's `content` (server
 * HTML) replaces the toggle's area (`#favorite-toggle` / `#subscription-toggle`); on a refusal
 * a browser alert shows the answer's content, or the generic ajax error text when it has none
 * (also when the call fails). The links get `role="button"` and `aria-pressed` from the
 * server's wrapper class (`is-favorite`, `is-subscribed`); Space presses them; a press while
 * the same toggle's call runs sends nothing.
 *
 * ```html
 * <forum-toggle settings='{"generic_ajax_error":"Something went wrong."}'>
 *   <span id="favorite-toggle"><span id="favorite-3" class="is-favorite">
 *     <a href="?action=bbp_favorite_remove&amp;object_id=3" class="favorite-toggle"
 *        data-bbp-object-id="3" data-bbp-object-type="post" data-bbp-nonce="0a1b2c3d4e">Unfavorite</a>
 *   </span></span>
 * </forum-toggle>
 * ```
 *
 * @tagname forum-toggle
 * @summary Favourite and subscribe toggles that update in place.
 * @fires shop-forum-toggled - The server accepted the toggle: `action`, `id`, `type` and the new `pressed` state.
 * @fires shop-forum-toggle-failed - The toggle was refused or failed: `message` is what the alert said, `kind` why.
 */
export class ForumToggleElement extends createElement({
  tag: declaration.tag,
  attributes,
  component: ForumToggle,
}) {}

defineTag(declaration.tag, ForumToggleElement);

declare global {
  interface HTMLElementTagNameMap {
    'forum-toggle': ForumToggleElement;
  }
  interface StorefrontElementAttributes {
    'forum-toggle': ParsedAttributes<typeof attributes>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'forum-toggle': JsxAttributes<typeof attributes, ForumToggleElement>;
    }
  }
}
