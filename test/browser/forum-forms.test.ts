import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/forum-topic-form.element.ts';
import '../../src/elements/forum-reply-form.element.ts';
import { forumDocument, mountForum, shiftTab, signInDemo, signOutDemo } from '../helpers/demo-forum.ts';
import { captureConsoleErrors, captureConsoleWarnings } from '../helpers/console.ts';
import { cleanup } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';

const NEW_TOPIC = '/demo/forum/new-topic/';
const TOPIC = '/demo/forum/topic/5/';

describe('forum-topic-form', () => {
  before(signInDemo);
  afterEach(cleanup);

  it('Tab from the title jumps to the content editor, past the toolbar', async () => {
    const host = await mountForum(NEW_TOPIC, 'forum-topic-form');
    host.querySelector<HTMLInputElement>('#bbp_topic_title')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.id).to.equal('bbp_topic_content');
  });

  it('Shift+Tab from the tags jumps back to the content editor, past the help link', async () => {
    const host = await mountForum(NEW_TOPIC, 'forum-topic-form');
    host.querySelector<HTMLInputElement>('#bbp_topic_tags')!.focus();
    await shiftTab();
    expect(document.activeElement?.id).to.equal('bbp_topic_content');
  });

  it('Tab from the content editor keeps its usual order', async () => {
    const host = await mountForum(NEW_TOPIC, 'forum-topic-form');
    host.querySelector<HTMLTextAreaElement>('#bbp_topic_content')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.textContent).to.equal('Formatting help');
  });
});

describe('forum-reply-form', () => {
  before(signInDemo);
  afterEach(cleanup);

  /** Where bbPress's own script puts the form: last in the box of the reply's element, after its thread. */
  function placedAfterThreadOf(host: HTMLElement, replyId: string, respond: HTMLElement): boolean {
    const box = host.querySelector(`#post-${replyId}`)!.parentElement!;
    return box.lastElementChild === respond;
  }

  function parts(host: HTMLElement) {
    return {
      respond: host.querySelector<HTMLElement>('.bbp-reply-form')!,
      parent: host.querySelector<HTMLInputElement>('#bbp_reply_to')!,
      topic: host.querySelector<HTMLInputElement>('#bbp_topic_id')!,
      content: host.querySelector<HTMLTextAreaElement>('#bbp_reply_content')!,
      cancel: host.querySelector<HTMLElement>('#bbp-cancel-reply-to-link')!,
      links: [...host.querySelectorAll<HTMLAnchorElement>('a.bbp-reply-to-link')],
    };
  }

  it('a reply-to link moves the form under its reply, sets the parent, shows cancel, keeps the text and focuses it', async () => {
    const host = await mountForum(TOPIC, 'forum-reply-form');
    const p = parts(host);
    const before = p.respond.previousElementSibling;
    expect(p.cancel.style.display).to.equal('none');
    p.content.value = 'Half a thought';
    const link = p.links[0]!;
    const replyId = link.dataset.replyTo!;
    const parents: number[] = [];
    host.addEventListener('shop-forum-reply-parent', (event) => parents.push(event.detail.parent));
    link.click();
    await waitFor(() => p.parent.value === replyId, { message: 'parent not set' });
    expect(placedAfterThreadOf(host, replyId, p.respond)).to.equal(true);
    expect(p.cancel.style.display).to.equal('');
    expect(p.content.value).to.equal('Half a thought');
    expect(document.activeElement).to.equal(p.content);
    expect(p.topic.value).to.equal('5');
    expect(parents).to.deep.equal([Number(replyId)]);

    p.cancel.click();
    await waitFor(() => p.parent.value === '0', { message: 'parent not reset' });
    expect(p.respond.previousElementSibling).to.equal(before);
    expect(p.cancel.style.display).to.equal('none');
    expect(p.content.value).to.equal('Half a thought');
    expect(parents).to.deep.equal([Number(replyId), 0]);
  });

  it('moves from one reply to another, and cancel still puts it back in its place', async () => {
    const host = await mountForum(TOPIC, 'forum-reply-form');
    const p = parts(host);
    const before = p.respond.previousElementSibling;
    const first = p.links[0]!;
    const last = p.links[p.links.length - 1]!;
    first.click();
    last.click();
    expect(p.parent.value).to.equal(last.dataset.replyTo);
    expect(placedAfterThreadOf(host, last.dataset.replyTo!, p.respond)).to.equal(true);
    p.cancel.click();
    expect(p.respond.previousElementSibling).to.equal(before);
    expect(p.parent.value).to.equal('0');
  });

  it('Space on a reply-to link moves the form too', async () => {
    const host = await mountForum(TOPIC, 'forum-reply-form');
    const p = parts(host);
    const link = p.links[0]!;
    link.focus();
    await sendKeys({ press: ' ' });
    await waitFor(() => p.parent.value === link.dataset.replyTo, { message: 'Space did not move the form' });
    expect(document.activeElement).to.equal(p.content);
  });

  it('posts a threaded reply: the moved form sends its parent and the reply is stored under it', async () => {
    const host = await mountForum(TOPIC, 'forum-reply-form');
    const p = parts(host);
    const link = p.links[1] ?? p.links[0]!;
    const replyId = link.dataset.replyTo!;
    link.click();
    const text = `Threaded answer ${Date.now()}`;
    p.content.value = text;
    const form = p.respond.querySelector('form')!;
    const response = await fetch(form.action, { method: 'POST', body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>), credentials: 'same-origin', redirect: 'manual' });
    expect(response.type === 'opaqueredirect' || response.status === 303).to.equal(true);
    const doc = await forumDocument(TOPIC);
    const parentItem = doc.querySelector(`#post-${replyId}`)!.closest('li')!;
    const nested = [...parentItem.querySelectorAll(':scope > .bbp-threaded-replies > li .bbp-reply-content')].map((el) => el.textContent?.trim());
    expect(nested).to.include(text);
  });

  /** Uncaught errors (an inline handler's among them) until `stop()`. */
  function recordPageErrors() {
    const messages: string[] = [];
    const listener = (event: ErrorEvent) => {
      messages.push(event.message);
      event.preventDefault();
    };
    window.addEventListener('error', listener);
    return { messages, stop: () => window.removeEventListener('error', listener) };
  }

  it("takes bbPress's inline addReply.moveForm handler off the Reply links without its script: no error, and gives it back on letting go", async () => {
    const doc = await forumDocument(TOPIC);
    const printed = doc.querySelector('.bbp-threaded-replies a.bbp-reply-to-link')!;
    const replyId = printed.getAttribute('data-reply-to')!;
    // What bbPress prints on a threaded Reply link.
    const onclick = `return addReply.moveForm('post-${replyId}','${replyId}','new-reply-5','5');`;
    expect(printed.getAttribute('onclick')).to.equal(onclick);
    expect('addReply' in window).to.equal(false);
    const errors = recordPageErrors();
    const consoleErrors = captureConsoleErrors();
    try {
      const host = await mountForum(TOPIC, 'forum-reply-form');
      const p = parts(host);
      const before = p.respond.previousElementSibling;
      const link = host.querySelector<HTMLAnchorElement>(`.bbp-threaded-replies a.bbp-reply-to-link[data-reply-to="${replyId}"]`)!;
      expect(await clickTaken(link)).to.equal(true);
      expect(p.parent.value).to.equal(replyId);
      expect(placedAfterThreadOf(host, replyId, p.respond)).to.equal(true);
      p.cancel.click();
      expect(p.parent.value).to.equal('0');
      expect(p.respond.previousElementSibling).to.equal(before);

      // A reply that arrives later (another script's AJAX answer) carries the same handler.
      const item = document.createElement('li');
      item.className = 'bbp-reply';
      item.innerHTML = `<div id="post-9999" class="bbp-reply-body"><a role="button" class="bbp-reply-to-link" href="?bbp_reply_to=9999#new-post" onclick="return addReply.moveForm('post-9999','9999','new-reply-5','5');">Reply</a></div>`;
      link.closest('li')!.after(item);
      const late = item.querySelector<HTMLAnchorElement>('a.bbp-reply-to-link')!;
      // Clicked at once, before any observer could have seen it.
      expect(await clickTaken(late)).to.equal(true);
      expect(late.hasAttribute('onclick')).to.equal(false);
      expect(p.parent.value).to.equal('9999');
      expect(item.lastElementChild).to.equal(p.respond);

      // bbPress's script arriving after the element takes over runs nothing twice.
      const moved: unknown[] = [];
      (window as { addReply?: unknown }).addReply = { moveForm: (...args: unknown[]) => moved.push(args) };
      try {
        expect(await clickTaken(link)).to.equal(true);
        expect(p.parent.value).to.equal(replyId);
        expect(moved).to.deep.equal([]);
      } finally {
        delete (window as { addReply?: unknown }).addReply;
      }
      expect(errors.messages).to.deep.equal([]);
      expect(consoleErrors.messages).to.deep.equal([]);

      host.remove();
      await waitFor(() => link.getAttribute('onclick') === onclick, { message: 'the handler was not given back' });
      expect(late.getAttribute('onclick')).to.equal(`return addReply.moveForm('post-9999','9999','new-reply-5','5');`);
    } finally {
      errors.stop();
      consoleErrors.restore();
    }
  });

  /** Whether a click on `link` was taken by the page's scripts (the navigation itself is stopped here). */
  async function clickTaken(link: HTMLAnchorElement): Promise<boolean> {
    let taken: boolean | undefined;
    const after = (event: MouseEvent) => {
      taken = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', after);
    try {
      link.click();
    } finally {
      window.removeEventListener('click', after);
    }
    if (taken === undefined) throw new Error('the click never reached the window');
    return taken;
  }

  it('signed out, a topic without the form is normal: no console warning, reply-to links keep their plain links', async () => {
    await signOutDemo();
    const warnings = captureConsoleWarnings();
    try {
      const host = await mountForum(TOPIC, 'forum-reply-form');
      expect(host.querySelector('.bbp-reply-form')).to.equal(null);
      expect(host.querySelector('.bbp-no-reply')?.textContent).to.contain('You must be logged in');
      cleanup();
      // A theme may still print reply-to links beside bbPress's notice: they load the page as before.
      const withLink = await mountForum(TOPIC, 'forum-reply-form', (markup) => {
        const body = markup.querySelector<HTMLElement>('.bbp-reply-body[id^="post-"]')!;
        const id = body.id.slice('post-'.length);
        body.insertAdjacentHTML('beforeend', `<a role="button" class="bbp-reply-to-link" href="?bbp_reply_to=${id}#new-post" data-reply-to="${id}">Reply</a>`);
      });
      expect(await clickTaken(withLink.querySelector<HTMLAnchorElement>('a.bbp-reply-to-link')!)).to.equal(false);
      cleanup();
      // A theme that leaves out bbPress's notice too: nothing to enhance, nothing to say.
      await mountForum(TOPIC, 'forum-reply-form', (markup) => markup.querySelector('.bbp-no-reply')!.remove());
      expect(warnings.messages).to.deep.equal([]);
    } finally {
      warnings.restore();
      await signInDemo();
    }
  });

  it('reply-to links without a reply form and without bbPress\'s notice are a markup mistake: one warning, plain links', async () => {
    const warnings = captureConsoleWarnings();
    try {
      const host = await mountForum(TOPIC, 'forum-reply-form', (markup) => markup.querySelector('.bbp-reply-form')!.remove());
      const link = host.querySelector<HTMLAnchorElement>('a.bbp-reply-to-link')!;
      expect(await clickTaken(link)).to.equal(false);
      expect(warnings.messages.filter((m) => m.startsWith('<forum-reply-form>'))).to.have.length(1);
    } finally {
      warnings.restore();
    }
  });

  it('signed out, the topic shows a sign-in prompt instead of the form and no reply links', async () => {
    await signOutDemo();
    try {
      const doc = await forumDocument(TOPIC);
      expect(doc.querySelector('.bbp-reply-form')).to.equal(null);
      expect(doc.querySelector('a.bbp-reply-to-link')).to.equal(null);
      expect(doc.querySelector('.bbp-no-reply')?.textContent).to.contain('You must be logged in');
      expect(doc.querySelector('forum-toggle')).to.equal(null);
    } finally {
      await signInDemo();
    }
  });
});
