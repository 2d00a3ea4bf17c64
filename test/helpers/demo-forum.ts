/** The demo store's forum pages in a browser test: signed in as `demo`, their server markup mounted fresh. */
import { sendKeys } from '@web/test-runner-commands';
import { fixture } from './fixture.ts';
import { waitFor } from './wait.ts';

export async function signInDemo(user = 'demo'): Promise<void> {
  await fetch(`/__demo/login?user=${encodeURIComponent(user)}`, { credentials: 'same-origin', redirect: 'manual' });
}

/**
 * A demo user of this browser's own: the browsers run at once against one demo server, and what a
 * user favourites or subscribes to is stored on the server, per user.
 */
export const browserUser = (): string => (navigator.userAgent.includes('Firefox') ? 'staff' : 'demo');

export async function signOutDemo(): Promise<void> {
  await fetch('/__demo/logout', { credentials: 'same-origin', redirect: 'manual' });
}

export async function forumDocument(path: string): Promise<Document> {
  const html = await (await fetch(path, { credentials: 'same-origin' })).text();
  return new DOMParser().parseFromString(html, 'text/html');
}

/** Mounts the page's `tag` element (its server markup as printed now) and waits until it is ready. */
export async function mountForum(path: string, tag: string, change?: (markup: HTMLElement) => void): Promise<HTMLElement> {
  const doc = await forumDocument(path);
  const server = doc.querySelector(tag);
  if (!server) throw new Error(`${path} has no <${tag}>`);
  const markup = document.createElement('div');
  markup.append(document.importNode(server, true));
  change?.(markup);
  const wrapper = fixture(markup.outerHTML);
  const host = wrapper.matches(tag) ? wrapper : wrapper.querySelector<HTMLElement>(tag)!;
  await waitFor(() => host.hasAttribute('data-shop-ready'), { message: `<${tag}> not ready` });
  return host;
}

/** Records what `window.alert` is asked to show instead of blocking the page. */
export function recordAlerts(): { messages: string[]; restore: () => void } {
  const original = window.alert;
  const messages: string[] = [];
  window.alert = (message?: unknown) => {
    messages.push(String(message));
  };
  return { messages, restore: () => (window.alert = original) };
}

/** How many admin-ajax requests the page sent since the resource timings were last cleared. */
export function adminAjaxRequests(): number {
  return performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/wp-admin/admin-ajax.php')).length;
}

/** Shift+Tab as a real key press (both browsers' drivers take the modifier as its own key). */
export async function shiftTab(): Promise<void> {
  await sendKeys({ down: 'Shift' });
  try {
    await sendKeys({ press: 'Tab' });
  } finally {
    await sendKeys({ up: 'Shift' });
  }
}
