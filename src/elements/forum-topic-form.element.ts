import { ForumTopicForm } from '../react/forum/TopicForm.tsx';
import { createElement, defineTag } from './base/define.tsx';
import type { ElementDeclaration, JsxAttributes, ParsedAttributes } from './base/types.ts';

/** The element's one declaration: `npm run elements` writes the catalogue, the tables and the type lists from it. */
const declaration = {
  tag: 'forum-topic-form',
  enhances: '#bbpress-forums',
  auto: { markup: '#bbp_topic_title', target: '#bbpress-forums' },
} as const satisfies ElementDeclaration;

const attributes = {
  // None: the element reads everything from the platform's markup.
};

/**
 * New-topic form of the forum (SPEC §2.10, §3.16). Tab from the topic title
 * (`#bbp_topic_title`) moves the focus straight to the content editor
 * (`textarea.bbp-the-content`), and Shift+Tab from the tags field (`#bbp_topic_tags`)
 * moves it back to the editor. Other keys and fields keep their usual order; without
 * JavaScript the form posts as printed.
 *
 * ```html
 * <forum-topic-form>
 *   <form id="new-post" method="post" action="/forums/topic/new/">
 *     <input type="text" id="bbp_topic_title" name="bbp_topic_title">
 *     <textarea class="bbp-the-content" id="bbp_topic_content" name="bbp_topic_content"></textarea>
 *     <input type="text" id="bbp_topic_tags" name="bbp_topic_tags">
 *     <button type="submit" id="bbp_topic_submit">Submit</button>
 *   </form>
 * </forum-topic-form>
 * ```
 *
 * @tagname forum-topic-form
 * @summary Keyboard jumps between the title, the content editor and the tags of a new topic.
 */
export class ForumTopicFormElement extends createElement({
  tag: declaration.tag,
  attributes,
  component: ForumTopicForm,
}) {}

defineTag(declaration.tag, ForumTopicFormElement);

declare global {
  interface HTMLElementTagNameMap {
    'forum-topic-form': ForumTopicFormElement;
  }
  interface StorefrontElementAttributes {
    'forum-topic-form': ParsedAttributes<typeof attributes>;
  }
}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'forum-topic-form': JsxAttributes<typeof attributes, ForumTopicFormElement>;
    }
  }
}
