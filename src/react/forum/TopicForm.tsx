import { useLayoutEffect } from 'react';
import type { ElementProps } from '../base/element-props.ts';
import { contentField } from '../../dom/forum/content-field.ts';

/** Parsed as the element file's attribute spec declares them (src/elements/forum-topic-form.element.ts). */
export type ForumTopicFormAttributes = StorefrontElementAttributes['forum-topic-form'];

const TITLE = '#bbp_topic_title, [name="bbp_topic_title"]';
const TAGS = '#bbp_topic_tags, [name="bbp_topic_tags"]';

/**
 * New-topic form (§2.10): Tab from the title goes straight to the content editor (past the
 * editor's toolbar), Shift+Tab from the tags field comes back to it.
 */
export function ForumTopicForm({ host }: ElementProps<ForumTopicFormAttributes>) {
  useLayoutEffect(() => {
    const keydown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented) return;
      const field = event.target;
      if (!(field instanceof HTMLElement)) return;
      const jumps = event.shiftKey ? field.matches(TAGS) : field.matches(TITLE);
      if (!jumps) return;
      const editor = contentField(host);
      if (!editor || editor.disabled || editor.getClientRects().length === 0) return;
      event.preventDefault();
      editor.focus();
    };
    host.addEventListener('keydown', keydown);
    return () => host.removeEventListener('keydown', keydown);
  }, [host]);
  return null;
}
