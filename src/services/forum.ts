/**
 * The forum's favourite and subscription toggles (§7.14): a form-encoded POST to the general ajax
 * URL. The answer is JSON whose `content` is the server's new toggle markup (inserted as HTML by
 * design, like cart fragments) or, on a refusal, the text to show.
 */
import { toFormBody } from '../core/form/encode.ts';
import { toggleAnswerSchema, togglePayload, type ForumToggleAnswer, type ForumToggleRequest } from '../core/forum/index.ts';
import { registerCall } from './calls.ts';
import { requestJson } from './http.ts';

const onFailure = 'an alert shows the server\'s content, or the configured generic ajax error text when there is none (§8); the toggle stays as it was';

// The answer's `content` is the plugin's own markup for the toggle area, put in place as HTML by
// design (§7.14): server HTML, not data to be shown as text.
registerCall({ name: 'favorite', transport: 'admin-ajax', endpoint: 'favorite', spec: '§7.14', elements: ['forum-toggle'], onFailure, answer: 'html' });
registerCall({ name: 'subscription', transport: 'admin-ajax', endpoint: 'subscription', spec: '§7.14', elements: ['forum-toggle'], onFailure, answer: 'html' });

/** Sends the toggle; resolves with the validated answer (a refusal is `success: false`), a typed error otherwise. */
export function postForumToggle(ajaxUrl: string, request: ForumToggleRequest, signal?: AbortSignal): Promise<ForumToggleAnswer> {
  return requestJson(ajaxUrl, toggleAnswerSchema, {
    method: 'POST', body: toFormBody(togglePayload(request)), signal, ownOriginOnly: 'the forum nonce',
  });
}
