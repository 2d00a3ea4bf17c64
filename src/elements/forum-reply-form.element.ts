import { ForumReplyForm } from '../react/forum/ReplyForm.tsx';
import { createElement, defineTag } from './base/define.tsx';
import type { ElementDeclaration, JsxAttributes, ParsedAttributes } from './base/types.ts';

/** The element's one declaration: `npm run elements` writes the catalogue, the tables and the type lists from it. */
const declaration = {
  tag: 'forum-reply-form',
  enhances: '#bbpress-forums',
  holds: { click: '.bbp-reply-to-link, #bbp-cancel-reply-to-link' },
  auto: { markup: 'a.bbp-reply-to-link', target: '#bbpress-forums' },
} as const satisfies ElementDeclaration;

const attributes = {
  // None: the element reads everything from the platform's markup.
};

/**
 * Threaded replies of a forum topic (SPEC §2.10, §3.16, §4.23). Wrap the replies and the reply
 * form. A 'reply to' link (`a.bbp-reply-to-link`, the reply id in `data-reply-to` or in the
 * `bbp_reply_to` of its href, the reply's element `#{data-add-below|post}-{id}`) moves the form
 * (`.bbp-reply-form` / `#new-reply-{topic}`) under that reply, sets `bbp_reply_to` to the reply
 * id and shows the cancel link (`#bbp-cancel-reply-to-link`). Cancel puts the form back and sets
 * the parent to 0. The page scrolls smoothly to the form (instantly with
 * `prefers-reduced-motion: reduce`) and the focus goes to the content field
 * (`bbp_reply_content`); the form is moved, not copied, so typed text and `bbp_topic_id` stay.
 * Without JavaScript the links load the page with the parent chosen by the server.
 *
 * ```html
 * <forum-reply-form>
 *   <div id="post-12" class="bbp-reply-body">… <a class="bbp-reply-to-link" href="?bbp_reply_to=12#new-post" data-reply-to="12">Reply</a> …</div>
 *   <div id="new-reply-3" class="bbp-reply-form">
 *     <form id="new-post" method="post">
 *       <a href="#" id="bbp-cancel-reply-to-link" style="display:none">Cancel</a>
 *       <textarea class="bbp-the-content" name="bbp_reply_content"></textarea>
 *       <input type="hidden" name="bbp_topic_id" value="3">
 *       <input type="hidden" id="bbp_reply_to" name="bbp_reply_to" value="0">
 *     </form>
 *   </div>
 * </forum-reply-form>
 * ```
 *
 * @tagname forum-reply-form
 * @summary Moves the reply form under the reply being answered, and back.
 * @fires shop-forum-reply-parent - The form moved: `parent` is the reply answered, 0 when it is back in its place.
 */
export class ForumReplyFormElement extends createElement({
  tag: declaration.tag,
  attributes,
  component: ForumReplyForm,
}) {}

defineTag(declaration.tag, ForumReplyFormElement);

declare global {
  interface HTMLElementTagNameMap {
    'forum-reply-form': ForumReplyFormElement;
  }
  interface StorefrontElementAttributes {
    'forum-reply-form': ParsedAttributes<typeof attributes>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'forum-reply-form': JsxAttributes<typeof attributes, ForumReplyFormElement>;
    }
  }
}
