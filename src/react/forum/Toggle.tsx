import { MESSAGES } from '../../core/messages/index.ts';
import { useLayoutEffect } from 'react';
import { PRESSED_CLASS, toggleActionOf, toggleFailureText, type ForumToggleAction } from '../../core/forum/index.ts';
import { emit } from '../../dom/events.ts';
import { guardOwnOriginUrl } from '../../dom/own-origin.ts';
import { errorKind, isAborted } from '../../services/errors.ts';
import { postForumToggle } from '../../services/forum.ts';
import type { ElementProps } from '../base/element-props.ts';
import { useSettings } from '../settings/use-settings.ts';

/** Parsed as the element file's attribute spec declares them (src/elements/forum-toggle.element.ts). */
export type ForumToggleAttributes = StorefrontElementAttributes['forum-toggle'];

const TOGGLE_LINK = 'a.favorite-toggle, a.subscription-toggle';
const AREA: Record<ForumToggleAction, string> = { favorite: '#favorite-toggle', subscription: '#subscription-toggle' };
/** The platform's own wording when the page configures none. */
export const DEFAULT_GENERIC_ERROR = MESSAGES.forumError;

function actionOf(link: Element): ForumToggleAction | null {
  return toggleActionOf([...link.classList]);
}

/** Role and pressed state of every toggle link under `root`, from the server's wrapper class. */
function markPressed(root: ParentNode): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>(TOGGLE_LINK)) {
    const action = actionOf(link);
    if (!action) continue;
    const pressed = link.closest(`.${PRESSED_CLASS[action]}`) !== null;
    link.setAttribute('role', 'button');
    link.setAttribute('aria-pressed', String(pressed));
  }
}

/**
 * Favourite and subscribe toggles (§4.23, §7.14). Each press posts action, id, type and nonce;
 * the answer's HTML replaces the toggle's area. A press while that toggle's call runs is ignored.
 */
export function ForumToggle({ host, attrs }: ElementProps<ForumToggleAttributes>) {
  const settings = useSettings(attrs.settings);
  // bbPress answers its toggles at its own URL (the page's, with ?bbp-ajax=true), which it localizes as
  // bbpEngagementJS.bbp_ajaxurl: a page that passes that on is answered there.
  const forumAjaxUrl = typeof settings.bbp_ajaxurl === 'string' ? settings.bbp_ajaxurl : '';
  const ajaxUrl = attrs.ajaxUrl || forumAjaxUrl || settings.ajax_url;
  const ajaxUrlSource = attrs.ajaxUrl ? 'ajax-url' : forumAjaxUrl ? 'settings bbp_ajaxurl' : 'settings ajax_url';
  const configured = typeof settings.generic_ajax_error === 'string' ? settings.generic_ajax_error : '';
  const genericError = attrs.genericError || configured || DEFAULT_GENERIC_ERROR;

  useLayoutEffect(() => {
    markPressed(host);
    // The nonce goes to this site only; elsewhere the links stay plain links, followed as without JavaScript.
    const sendable = guardOwnOriginUrl(ajaxUrl, `<forum-toggle> ${ajaxUrlSource}`, 'the forum nonce') !== null;
    const running = new Map<ForumToggleAction, AbortController>();

    const press = async (link: HTMLAnchorElement, action: ForumToggleAction) => {
      if (running.has(action)) return;
      const area = host.querySelector<HTMLElement>(AREA[action]) ?? link.parentElement;
      const id = link.dataset.bbpObjectId ?? link.dataset.topic ?? link.dataset.forum ?? '';
      const type = link.dataset.bbpObjectType ?? 'post';
      const nonce = link.dataset.bbpNonce ?? '';
      const controller = new AbortController();
      running.set(action, controller);
      link.setAttribute('aria-busy', 'true');
      try {
        const answer = await postForumToggle(ajaxUrl, { action, id, type, nonce }, controller.signal);
        if (answer.success && area) {
          const hadFocus = area.contains(document.activeElement);
          // Server markup by design (§4.23): the platform prints the new toggle.
          area.innerHTML = answer.content ?? '';
          markPressed(area);
          const now = area.querySelector<HTMLElement>(TOGGLE_LINK);
          // The pressed link is gone with the old markup: a keyboard user stays on its successor.
          if (hadFocus) now?.focus();
          emit(area, 'shop-forum-toggled', { action, id, type, pressed: now?.getAttribute('aria-pressed') === 'true' });
          return;
        }
        const message = toggleFailureText(answer.content, genericError);
        window.alert(message);
        emit(link, 'shop-forum-toggle-failed', { action, id, type, message, kind: 'refused' });
      } catch (error) {
        if (isAborted(error)) return;
        window.alert(genericError);
        emit(link, 'shop-forum-toggle-failed', { action, id, type, message: genericError, kind: errorKind(error) });
      } finally {
        running.delete(action);
        if (link.isConnected) link.removeAttribute('aria-busy');
      }
    };

    const linkOf = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(TOGGLE_LINK) : null;
      return link && host.contains(link) ? link : null;
    };
    const click = (event: MouseEvent) => {
      const link = linkOf(event);
      const action = link && actionOf(link);
      if (!link || !action || !sendable) return;
      event.preventDefault();
      void press(link, action);
    };
    // role=button: Space presses it too (and must not scroll the page).
    const keydown = (event: KeyboardEvent) => {
      if (event.key !== ' ') return;
      const link = linkOf(event);
      if (!link) return;
      event.preventDefault();
      link.click();
    };
    host.addEventListener('click', click);
    host.addEventListener('keydown', keydown);
    return () => {
      host.removeEventListener('click', click);
      host.removeEventListener('keydown', keydown);
      for (const controller of running.values()) controller.abort();
    };
  }, [host, ajaxUrl, ajaxUrlSource, genericError]);
  return null;
}
