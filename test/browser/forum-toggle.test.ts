import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/forum-toggle.element.ts';
import { clearFault, setFault } from '../helpers/demo-store.ts';
import { adminAjaxRequests, browserUser, forumDocument, mountForum, recordAlerts, signInDemo } from '../helpers/demo-forum.ts';
import { captureConsoleErrors } from '../helpers/console.ts';
import { cleanup } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';

const TOPIC = '/demo/forum/topic/4/';
const FORUM = '/demo/forum/product-help/';

function link(host: HTMLElement, action: 'favorite' | 'subscription'): HTMLAnchorElement {
  return host.querySelector<HTMLAnchorElement>(`a.${action}-toggle`)!;
}

/** Whether the server now prints the toggle on, for the signed-in user. */
async function storedOn(path: string, action: 'favorite' | 'subscription'): Promise<boolean> {
  const doc = await forumDocument(path);
  return doc.querySelector(`#${action}-toggle .${action === 'favorite' ? 'is-favorite' : 'is-subscribed'}`) !== null;
}

async function pressAndSettle(host: HTMLElement, action: 'favorite' | 'subscription', pressed: boolean): Promise<void> {
  link(host, action).click();
  await waitFor(() => link(host, action)?.getAttribute('aria-pressed') === String(pressed), { message: `${action} not ${pressed}` });
}

describe('forum-toggle', () => {
  let alerts: ReturnType<typeof recordAlerts>;
  before(() => signInDemo(browserUser()));
  beforeEach(() => {
    alerts = recordAlerts();
    performance.clearResourceTimings();
  });
  afterEach(() => {
    alerts.restore();
    clearFault();
    cleanup();
  });

  it('favourites and unfavourites a topic: the answer replaces the area, aria-pressed follows, the store keeps it', async () => {
    const host = await mountForum(TOPIC, 'forum-toggle');
    expect(link(host, 'favorite').getAttribute('role')).to.equal('button');
    expect(link(host, 'favorite').getAttribute('aria-pressed')).to.equal('false');
    await pressAndSettle(host, 'favorite', true);
    expect(link(host, 'favorite').textContent).to.equal('Unfavorite');
    expect(await storedOn(TOPIC, 'favorite')).to.equal(true);
    await pressAndSettle(host, 'favorite', false);
    expect(link(host, 'favorite').textContent).to.equal('Favorite');
    expect(await storedOn(TOPIC, 'favorite')).to.equal(false);
    expect(alerts.messages).to.deep.equal([]);
  });

  it('subscribes to a topic and to a forum and back', async () => {
    const topic = await mountForum(TOPIC, 'forum-toggle');
    await pressAndSettle(topic, 'subscription', true);
    expect(await storedOn(TOPIC, 'subscription')).to.equal(true);
    await pressAndSettle(topic, 'subscription', false);
    expect(await storedOn(TOPIC, 'subscription')).to.equal(false);
    cleanup();
    const forum = await mountForum(FORUM, 'forum-toggle');
    await pressAndSettle(forum, 'subscription', true);
    expect(await storedOn(FORUM, 'subscription')).to.equal(true);
    await pressAndSettle(forum, 'subscription', false);
  });

  it('Space presses a toggle, and the focus stays on the new toggle', async () => {
    const host = await mountForum(TOPIC, 'forum-toggle');
    link(host, 'favorite').focus();
    await sendKeys({ press: ' ' });
    await waitFor(() => link(host, 'favorite').getAttribute('aria-pressed') === 'true', { message: 'Space did not press' });
    expect(document.activeElement).to.equal(link(host, 'favorite'));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => link(host, 'favorite').getAttribute('aria-pressed') === 'false', { message: 'Enter did not press' });
    expect(document.activeElement).to.equal(link(host, 'favorite'));
  });

  it('a double click sends one request', async () => {
    const host = await mountForum(TOPIC, 'forum-toggle');
    const favorite = link(host, 'favorite');
    favorite.click();
    favorite.click();
    await waitFor(() => link(host, 'favorite').getAttribute('aria-pressed') === 'true', { message: 'not favourited' });
    await waitFor(() => adminAjaxRequests() >= 1, { message: 'no request timing' });
    expect(adminAjaxRequests()).to.equal(1);
    await pressAndSettle(host, 'favorite', false);
  });

  it('a refused toggle (bad nonce) alerts the server content and stays as it was', async () => {
    const host = await mountForum(TOPIC, 'forum-toggle', (markup) => {
      markup.querySelector('a.favorite-toggle')!.setAttribute('data-bbp-nonce', '0000000000');
    });
    let failed: CustomEvent | null = null;
    host.addEventListener('shop-forum-toggle-failed', (event) => (failed = event));
    link(host, 'favorite').click();
    await waitFor(() => alerts.messages.length === 1, { message: 'no alert' });
    expect(alerts.messages[0]).to.equal('Are you sure you wanted to do that?');
    expect(link(host, 'favorite').getAttribute('aria-pressed')).to.equal('false');
    expect(failed!.detail.kind).to.equal('refused');
    expect(await storedOn(TOPIC, 'favorite')).to.equal(false);
  });

  it('a failed call alerts the configured generic ajax error', async () => {
    const host = await mountForum(TOPIC, 'forum-toggle', (markup) => {
      markup.querySelector('forum-toggle')!.setAttribute('settings', JSON.stringify({ generic_ajax_error: 'The forum could not be reached.' }));
    });
    setFault('500@subscription');
    link(host, 'subscription').click();
    await waitFor(() => alerts.messages.length === 1, { message: 'no alert' });
    expect(alerts.messages[0]).to.equal('The forum could not be reached.');
    expect(link(host, 'subscription').getAttribute('aria-pressed')).to.equal('false');
  });

  it('an answer that is not JSON alerts the generic error (the attribute wins over the setting)', async () => {
    const host = await mountForum(TOPIC, 'forum-toggle', (markup) => {
      const element = markup.querySelector('forum-toggle')!;
      element.setAttribute('settings', JSON.stringify({ generic_ajax_error: 'From the settings.' }));
      element.setAttribute('generic-error', 'From the attribute.');
    });
    setFault('empty@favorite');
    link(host, 'favorite').click();
    await waitFor(() => alerts.messages.length === 1, { message: 'no alert' });
    expect(alerts.messages[0]).to.equal('From the attribute.');
  });

  it('sends the nonce to no other origin: ajax-url="//evil.example/…" is refused, told once, and the link is followed', async () => {
    const EVIL = '//evil.example/wp-admin/admin-ajax.php';
    const errors = captureConsoleErrors();
    const original = window.fetch;
    const sent: string[] = [];
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(input instanceof Request ? input.url : String(input));
      return original(input, init);
    };
    // The page stands in for the browser: it notes whether the element took the click, then keeps the test page where it is.
    const followed: boolean[] = [];
    const onClick = (event: MouseEvent) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', onClick);
    try {
      const host = await mountForum(TOPIC, 'forum-toggle', (markup) => {
        markup.querySelector('forum-toggle')!.setAttribute('ajax-url', EVIL);
      });
      const error = await waitFor(() => errors.messages.find((m) => m.includes('<forum-toggle> ajax-url')), { message: 'no console error' });
      expect(error).to.contain('//evil.example/wp-admin/admin-ajax.php');
      expect(error).to.contain('the forum nonce');
      link(host, 'favorite').click();
      link(host, 'subscription').click();
      await waitFor(() => followed.length === 2, { message: 'clicks not seen' });
      expect(sent.filter((url) => url.includes('evil.example'))).to.deep.equal([]);
      expect(performance.getEntriesByType('resource').filter((entry) => entry.name.includes('evil.example'))).to.deep.equal([]);
      expect(followed).to.deep.equal([true, true]);
      expect(link(host, 'favorite').hasAttribute('aria-busy')).to.equal(false);
      expect(errors.messages.filter((m) => m.includes('<forum-toggle>'))).to.have.length(1);
      expect(alerts.messages).to.deep.equal([]);
    } finally {
      document.removeEventListener('click', onClick);
      window.fetch = original;
      errors.restore();
    }
  });

  it("posts to bbPress's own ajax URL when the page passes it on (settings bbp_ajaxurl, as bbPress localizes it)", async () => {
    const host = await mountForum(TOPIC, 'forum-toggle', (markup) => {
      markup.querySelector('forum-toggle')!.setAttribute('settings', JSON.stringify({ bbp_ajaxurl: '/wp-admin/admin-ajax.php?bbp-ajax=true' }));
    });
    await pressAndSettle(host, 'favorite', true);
    const calls = () => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/wp-admin/admin-ajax.php')).map((entry) => new URL(entry.name).search);
    await waitFor(() => calls().length >= 1, { message: 'no request timing' });
    expect(calls()).to.deep.equal(['?bbp-ajax=true']);
    await pressAndSettle(host, 'favorite', false);
  });

  it('an absolute ajax-url on the page\'s own origin is used', async () => {
    const host = await mountForum(TOPIC, 'forum-toggle', (markup) => {
      markup.querySelector('forum-toggle')!.setAttribute('ajax-url', `${location.origin}/wp-admin/admin-ajax.php`);
    });
    await pressAndSettle(host, 'favorite', true);
    expect(await storedOn(TOPIC, 'favorite')).to.equal(true);
    await pressAndSettle(host, 'favorite', false);
  });
});
