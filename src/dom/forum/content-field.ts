/** The content editor of a forum form: the platform's plain textarea (`bbp-the-content`). */
const CONTENT_FIELD = 'textarea.bbp-the-content, textarea[name="bbp_topic_content"], textarea[name="bbp_reply_content"]';

export function contentField(root: ParentNode): HTMLTextAreaElement | null {
  return root.querySelector<HTMLTextAreaElement>(CONTENT_FIELD);
}
