/**
 * The forum's wire contract (SPEC §3.16, §4.23, §7.14): the favourite and subscription toggle
 * call, its answer, and how the server's toggle markup says whether a toggle is on.
 */
import * as z from 'zod/mini';

export type ForumToggleAction = 'favorite' | 'subscription';

export interface ForumToggleRequest {
  action: ForumToggleAction;
  /** The topic or forum id. */
  id: string;
  /** The object type (`post` for topics and forums). */
  type: string;
  nonce: string;
}

/** The toggle answer: `content` is the server's new toggle markup, or its refusal text. */
export const toggleAnswerSchema = z.looseObject({
  success: z.boolean(),
  content: z.optional(z.nullable(z.string())),
});
export type ForumToggleAnswer = z.infer<typeof toggleAnswerSchema>;

/** The form body of §7.14, in the order the platform posts it. */
export function togglePayload(request: ForumToggleRequest): Record<string, string> {
  return { action: request.action, id: request.id, type: request.type, nonce: request.nonce };
}

/** §8: a refusal shows the server's content, or the generic ajax error text when it sent none. */
export function toggleFailureText(content: string | null | undefined, genericError: string): string {
  const text = (content ?? '').trim();
  return text === '' ? genericError : text;
}

/** The class the server puts on a toggle's wrapper while the toggle is on. */
export const PRESSED_CLASS: Record<ForumToggleAction, string> = {
  favorite: 'is-favorite',
  subscription: 'is-subscribed',
};

/** Which toggle a link's classes name (`favorite-toggle`, `subscription-toggle`), or null. */
export function toggleActionOf(classNames: readonly string[]): ForumToggleAction | null {
  if (classNames.includes('favorite-toggle')) return 'favorite';
  if (classNames.includes('subscription-toggle')) return 'subscription';
  return null;
}

