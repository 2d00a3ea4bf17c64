import { useLayoutEffect } from 'react';
import { moveFormCall, replyParent, type MoveFormCall } from '../../core/forum/reply.ts';
import { emit } from '../../dom/events.ts';
import { prefersReducedMotion } from '../../dom/fragments.ts';
import type { ElementProps } from '../base/element-props.ts';
import { contentField } from '../../dom/forum/content-field.ts';
import { takeInlineClicks } from '../../dom/inline-handlers.ts';
import { MarkupLedger } from '../../dom/ledger.ts';

/** Parsed as the element file's attribute spec declares them (src/elements/forum-reply-form.element.ts). */
export type ForumReplyFormAttributes = StorefrontElementAttributes['forum-reply-form'];

const REPLY_LINK = 'a.bbp-reply-to-link';
const RESPOND = '.bbp-reply-form, [id^="new-reply-"]';
const CANCEL = '#bbp-cancel-reply-to-link, .bbp-cancel-reply-to-link';
const PARENT_FIELD = '#bbp_reply_to, [name="bbp_reply_to"]';
/** bbPress's notice in place of the form: signed out, a closed topic or forum, no right to reply. */
const NO_REPLY = '.bbp-no-reply, [id^="no-reply-"]';

/** The reply a link answers: bbPress's handler's, else its `data-reply-to`, else the `bbp_reply_to` of its href. */
function replyIdOf(link: HTMLAnchorElement, call: MoveFormCall | undefined): number {
  if (call) return call.parent;
  if (link.dataset.replyTo) return replyParent(link.dataset.replyTo);
  try {
    return replyParent(new URL(link.href, document.baseURI).searchParams.get('bbp_reply_to'));
  } catch {
    return 0;
  }
}

/** The element the form goes under: the handler's, else `data-add-below` + id, else `post-{id}`, else the link's reply. */
function replyElementOf(link: HTMLAnchorElement, replyId: number, host: HTMLElement, call: MoveFormCall | undefined): Element | null {
  const id = call?.below ?? `${link.dataset.addBelow || 'post'}-${replyId}`;
  return host.querySelector(`[id="${CSS.escape(id)}"]`)
    ?? link.closest('.bbp-reply-body, .reply, li');
}

/**
 * Threaded reply form (§2.10, §4.23): a 'reply to' link moves the form under its reply and sets
 * the parent; cancel puts it back with the parent 0. The form is moved, not copied, so what the
 * visitor typed stays.
 */
export function ForumReplyForm({ host }: ElementProps<ForumReplyFormAttributes>) {
  useLayoutEffect(() => {
    // bbPress's inline `addReply.moveForm(…)` calls its script, which this element replaces: without
    // it every click would throw, with it the form would move twice. The links are ours, form or not.
    const ledger = new MarkupLedger();
    const calls = new WeakMap<Element, MoveFormCall>();
    const releaseLinks = takeInlineClicks(host, REPLY_LINK, ledger, (link, handler) => {
      const call = moveFormCall(handler);
      if (call) calls.set(link, call);
    });
    const letGo = () => {
      releaseLinks();
      ledger.restore();
    };
    const respond = host.querySelector<HTMLElement>(RESPOND);
    const parentField = respond?.querySelector<HTMLInputElement>(PARENT_FIELD);
    if (!respond || !parentField) {
      // A page without the form by design is normal (bbPress prints a notice instead, or nothing
      // on pages that are not a topic); reply-to links with nothing to move are a markup mistake.
      if (!host.querySelector(NO_REPLY) && host.querySelector(REPLY_LINK)) {
        console.warn('<forum-reply-form>: reply-to links but no reply form with a bbp_reply_to field inside; the links keep their plain links.');
      }
      return letGo;
    }
    const cancel = host.querySelector<HTMLElement>(CANCEL);
    const initialParent = parentField.value;
    const initialCancelDisplay = cancel?.style.display ?? '';
    // Marks the form's own place while it is away.
    let home: Comment | null = null;

    const settle = (parent: number) => {
      parentField.value = String(parent);
      if (cancel) cancel.style.display = parent > 0 ? '' : 'none';
      respond.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      // The scroll above already brings the form in: focusing must not jump ahead of it.
      contentField(respond)?.focus({ preventScroll: true });
      emit(host, 'shop-forum-reply-parent', { parent });
    };

    const moveUnder = (link: HTMLAnchorElement): boolean => {
      const call = calls.get(link);
      const replyId = replyIdOf(link, call);
      const reply = replyId > 0 ? replyElementOf(link, replyId, host, call) : null;
      if (!reply || reply.contains(respond)) return false;
      if (!home) {
        home = document.createComment('forum-reply-form');
        respond.before(home);
      }
      // Where bbPress's script puts it for the same link: last in the box that holds the reply's
      // element (the reply and its thread). A link without that handler: right under the reply.
      const thread = call && reply.id === call.below ? reply.parentElement : null;
      if (thread) thread.append(respond);
      else reply.after(respond);
      settle(replyId);
      return true;
    };

    const putBack = () => {
      if (home) {
        home.replaceWith(respond);
        home = null;
      }
      settle(0);
    };

    const click = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest<HTMLAnchorElement>(REPLY_LINK);
      if (link && host.contains(link)) {
        if (moveUnder(link)) event.preventDefault();
        return;
      }
      if (cancel && target && cancel.contains(target)) {
        event.preventDefault();
        putBack();
      }
    };
    // The links are role=button: Space presses them too (and must not scroll the page).
    const keydown = (event: KeyboardEvent) => {
      if (event.key !== ' ' || !(event.target instanceof HTMLElement)) return;
      if (!event.target.matches(REPLY_LINK) && !(cancel && event.target === cancel)) return;
      event.preventDefault();
      event.target.click();
    };
    host.addEventListener('click', click);
    host.addEventListener('keydown', keydown);
    return () => {
      host.removeEventListener('click', click);
      host.removeEventListener('keydown', keydown);
      letGo();
      if (home) home.replaceWith(respond);
      parentField.value = initialParent;
      if (cancel) cancel.style.display = initialCancelDisplay;
    };
  }, [host]);
  return null;
}
